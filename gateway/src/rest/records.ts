// The main API's record resources (docs/decisions.md#calls): list `/{plural}` (with `ids=`), item
// `/{singular}/{id}`. Domain modules can wrap these with typed DTOs.
import type { HttpClient } from './http.ts';
import { resourceClient, type RestRecord } from './resource.ts';

/** List path, item path prefix and the label used in NOT_FOUND messages. */
export const RECORD_RESOURCES = {
  haulers: { list: '/haulers', item: '/hauler', label: 'Hauler' },
  regions: { list: '/regions', item: '/region', label: 'Region' },
  serviceAreas: { list: '/service-areas', item: '/service-area', label: 'Service area' },
  rolloffPricings: {
    list: '/rolloff-pricings',
    item: '/rolloff-pricing',
    label: 'Product pricing',
  },
  exceptions: { list: '/exceptions', item: '/exception', label: 'Exception' },
  alerts: { list: '/alerts', item: '/alert', label: 'Alert' },
  markets: { list: '/markets', item: '/market', label: 'Market' },
  geoNotes: { list: '/geo-notes', item: '/geo-note', label: 'Geo note' },
  notes: { list: '/notes', item: '/note', label: 'Note' },
} as const;
export type RecordResource = keyof typeof RECORD_RESOURCES;

/** One client per record resource. */
export function recordClients(http: HttpClient) {
  const make = (r: RecordResource) => {
    const def = RECORD_RESOURCES[r];
    return resourceClient<RestRecord>(http, {
      list: def.list,
      item: (id) => `${def.item}/${id}`,
      resource: def.list.slice(1),
    });
  };
  return Object.fromEntries(
    Object.keys(RECORD_RESOURCES).map((r) => [r, make(r as RecordResource)]),
  ) as Record<RecordResource, ReturnType<typeof make>>;
}
export type RecordClients = ReturnType<typeof recordClients>;
