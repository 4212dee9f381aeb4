import { describe, expect, it } from '@jest/globals';
import { linkSearch } from './link.ts';
import { QuoteRegion, regionOf } from './resolvers/QuoteZone.ts';
import type { ProductDto, SearchAnswerDto, ZoneDto } from '../../domain/quote/types.ts';

const now = new Date('2026-11-22T18:00:00Z'); // Sunday noon in Chicago
/** What linkSearch is told besides the answer: one place, searched at `now`. */
const searched = {
  place: { place_id: 'p' },
  location: { lat: 30, lng: -97 },
  args: { placeId: 'p' },
  buffer: 0,
  now,
};
const zone = (
  id: number,
  type: string,
  products: Partial<ProductDto>[],
  extra: Partial<ZoneDto> = {},
): ZoneDto => ({
  id,
  name: `Zone ${id}`,
  aggregate_ranking: '5',
  hauler: { id: id * 10, name: `Hauler ${id}`, type, alerts: [{ id: 1, text: 'Hauler alert' }] },
  region: {
    id: id * 100,
    name: `Region ${id}`,
    timezone: 'America/Chicago',
    today: '2026-11-22',
    exceptions: [{ id: 5, type: 'noService', region_id: id * 100, sizes: '2', reason: 'No 30s' }],
    current_availability: {
      newDeliveries: [
        {
          delivery_type: 'newDeliveries',
          size_id: 1,
          delivery_date: {
            date: '2026-11-23',
            availabilityType: 'nextDay',
            friendlyText: 'Tomorrow',
          },
        },
        {
          delivery_type: 'newDeliveries',
          size_id: 2,
          delivery_date: {
            date: '2026-11-23',
            availabilityType: 'nextDay',
            friendlyText: 'Tomorrow',
          },
        },
      ],
      emptyReturn: [],
      pickUp: [],
    } as never,
  },
  rolloff_pricing: products as never,
  ...extra,
});

const answer: SearchAnswerDto = {
  id: 9,
  search_results: [
    zone(1, 'inNetwork', [
      {
        id: 11,
        size_id: 1,
        size: { id: 1, name: '20 Yard' },
        price: '500.00',
        cost: '300.00',
        rank: 5,
        availability: { newDeliveries: 'a1', emptyReturn: 'a3', pickUp: 'a3' },
        exception_ids: [],
      },
      {
        id: 12,
        size_id: 2,
        size: { id: 2, name: '30 Yard' },
        price: '550.00',
        cost: '450.00',
        rank: 1,
        availability: { newDeliveries: 'a2', emptyReturn: 'a3', pickUp: 'a3' },
        exception_ids: [5],
      },
    ]),
    zone(2, 'outOfNetwork', [
      {
        id: 21,
        size_id: 1,
        size: { id: 1, name: '20 Yard' },
        price: '300.00',
        cost: '100.00',
        preferred: true,
        availability: { newDeliveries: 'a1', emptyReturn: 'a3', pickUp: 'a3' },
      },
    ]),
  ],
  // The main API's results: products name theirs by key.
  availability_results: {
    a1: {
      delivery_type: 'newDeliveries',
      size_id: 1,
      delivery_date: { date: '2026-11-23', availabilityType: 'nextDay', friendlyText: 'Tomorrow' },
      reasons: [],
    },
    a2: {
      delivery_type: 'newDeliveries',
      size_id: 2,
      no_service: true,
      no_service_reason: 'No 30s',
      delivery_date: { date: null, availabilityType: 'noService', friendlyText: 'No Service' },
      exception_ids: [5],
      reasons: [{ kind: 'noService', exception_id: 5, text: 'No Service: noService (No 30s)' }],
    },
    a3: {
      delivery_type: 'emptyReturn',
      delivery_date: { date: '2026-11-22', availabilityType: 'sameDay', friendlyText: 'Today' },
    },
  },
};

describe('linking a search answer', () => {
  const s = linkSearch(answer, searched);

  it('lists every product in default order (preferred, then rank)', () => {
    expect(s.products.map((p) => p.id)).toEqual([21, 12, 11]);
  });

  it("takes each product's availability and covering exceptions from the main API's answer", () => {
    const p12 = s.products.find((p) => p.id === 12)!;
    const p11 = s.products.find((p) => p.id === 11)!;
    expect(p12._exceptions.map((e) => e.id)).toEqual([5]);
    expect(p12._filterable.noService).toBe(true);
    expect(p11._exceptions).toEqual([]);
    expect(p11._filterable.noService).toBe(false);
    expect(p11._availableOn).toEqual(['tomorrow']);
    expect(p11._availability[0].deliveryDate.friendlyText).toBe('Tomorrow');
    expect(p12._availability[0].reasons).toEqual([
      { kind: 'noService', exceptionId: 5, text: 'No Service: noService (No 30s)' },
    ]);
    expect(p12._availability.map((a) => a.deliveryType)).toEqual([
      'newDeliveries',
      'emptyReturn',
      'pickUp',
    ]);
  });

  it('gives the filters the hauler network and zone ranking', () => {
    expect(s.products[0]._filterable.hauler).toEqual({
      databaseId: 20,
      name: 'Hauler 2',
      type: 'outOfNetwork',
    });
    expect(s.products[0]._filterable.zone.aggregateRanking).toBe(5);
  });

  it('keeps less per product: one object per size, no availability keys or exception ids', () => {
    // A kept answer (the search cache) costs the collector a copy of each object it holds.
    const [p21, , p11] = s.products;
    expect(p21.size).toBe(p11.size);
    expect(p11.size).toEqual({ id: 1, name: '20 Yard' });
    expect(s.products.map((p) => [p.availability, p.exception_ids])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('survives a zone without hauler or region', () => {
    const odd = linkSearch(
      {
        search_results: [
          { id: 3, name: 'Z', hauler: null, region: null, rolloff_pricing: [{ id: 31 }] },
        ],
      },
      searched,
    );
    expect(odd.products[0]._filterable.noService).toBe(true);
  });
});

describe('linking the zones of one region', () => {
  // The main API works out a region's current availability for each zone and the point: an
  // exception may cover some of a region's zones only.
  const region = (noService: boolean) => ({
    id: 700,
    name: 'Region 7',
    today: '2026-11-22',
    current_availability: {
      newDeliveries: [
        {
          delivery_type: 'newDeliveries',
          size_id: 1,
          no_service: noService,
          delivery_date: noService
            ? { date: null, availabilityType: 'noService', friendlyText: 'No Service' }
            : { date: '2026-11-23', availabilityType: 'nextDay', friendlyText: 'Tomorrow' },
        },
      ],
    },
  });
  const s = linkSearch(
    {
      search_results: [
        { id: 71, name: 'Open zone', hauler: null, region: region(false), rolloff_pricing: [] },
        { id: 72, name: 'Closed zone', hauler: null, region: region(true), rolloff_pricing: [] },
      ],
    },
    searched,
  );

  it("keeps each zone's own current availability of the region", () => {
    const shown = s.zones.map((z) =>
      (
        QuoteRegion.currentAvailability(regionOf(z), {}, {} as never, {} as never) as {
          noService: boolean;
        }[]
      ).map((e) => e.noService),
    );
    expect(shown).toEqual([[false], [true]]);
  });

  it('keeps no availability results with the linked answer (they are in the views)', () => {
    expect(s.answer.availability_results).toBeUndefined();
  });
});
