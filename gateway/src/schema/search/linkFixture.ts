// The search answer the linking tests share: two zones of the main API's shape, with their
// availability results, searched on a Sunday noon in Chicago.
import type { ProductDto, SearchAnswerDto, ZoneDto } from '../../domain/quote/types.ts';

export const now = new Date('2026-11-22T18:00:00Z'); // Sunday noon in Chicago
/** What linkSearch is told besides the answer: one place, searched at `now`. */
export const searched = {
  place: { place_id: 'p' },
  location: { lat: 30, lng: -97 },
  args: { placeId: 'p' },
  buffer: 0,
  now,
};
export const zone = (
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

/** The answer as the main API writes it (linking changes the objects in place). */
export const answerText = JSON.stringify(answer);
export const freshAnswer = () => JSON.parse(answerText) as SearchAnswerDto;
