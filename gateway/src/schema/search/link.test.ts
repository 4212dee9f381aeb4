import { describe, expect, it } from '@jest/globals';
import { linkSearch, productsOf } from './link.ts';
import { QuoteRegion, regionOf } from './resolvers/QuoteZone.ts';
import { freshAnswer, searched } from './linkFixture.ts';

const answer = freshAnswer();

describe('linking a search answer', () => {
  const s = linkSearch(answer, searched);

  it('lists every product in default order (preferred, then rank)', () => {
    expect(productsOf(s).map((p) => p.id)).toEqual([21, 12, 11]);
  });

  it("takes each product's availability and covering exceptions from the main API's answer", () => {
    const p12 = productsOf(s).find((p) => p.id === 12)!;
    const p11 = productsOf(s).find((p) => p.id === 11)!;
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
    expect(productsOf(s)[0]._filterable.hauler).toEqual({
      databaseId: 20,
      name: 'Hauler 2',
      type: 'outOfNetwork',
    });
    expect(productsOf(s)[0]._filterable.zone.aggregateRanking).toBe(5);
  });

  it('keeps less per product: one object per size, no availability keys or exception ids', () => {
    // A kept answer (the search cache) costs the collector a copy of each object it holds.
    const [p21, , p11] = productsOf(s);
    expect(p21.size).toBe(p11.size);
    expect(p11.size).toEqual({ id: 1, name: '20 Yard' });
    expect(productsOf(s).map((p) => [p.availability, p.exception_ids])).toEqual([
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
    expect(productsOf(odd)[0]._filterable.noService).toBe(true);
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
