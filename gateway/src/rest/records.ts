// The main API's record resources (docs/decisions.md#calls): list `/{plural}` (with `ids=`), item
// `/{singular}/{id}`. Each client answers the record type generated from the main API's
// /openapi.json (dto.ts).
import type {
  AlertDto,
  ExceptionDto,
  GeoNoteDto,
  HaulerDto,
  MarketDto,
  NoteDto,
  RegionDto,
  RolloffPricingDto,
  ServiceAreaDto,
} from './dto.ts';
import type { HttpClient } from './http.ts';
import { resourceClient } from './resource.ts';

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

/** The record type each resource answers. */
export interface RecordDtos {
  haulers: HaulerDto;
  regions: RegionDto;
  serviceAreas: ServiceAreaDto;
  rolloffPricings: RolloffPricingDto;
  exceptions: ExceptionDto;
  alerts: AlertDto;
  markets: MarketDto;
  geoNotes: GeoNoteDto;
  notes: NoteDto;
}

/** One client per record resource. */
export function recordClients(http: HttpClient) {
  const make = <R extends RecordResource>(r: R) => {
    const def = RECORD_RESOURCES[r];
    return resourceClient<RecordDtos[R]>(http, {
      list: def.list,
      item: (id) => `${def.item}/${id}`,
      resource: def.list.slice(1),
    });
  };
  return {
    haulers: make('haulers'),
    regions: make('regions'),
    serviceAreas: make('serviceAreas'),
    rolloffPricings: make('rolloffPricings'),
    exceptions: make('exceptions'),
    alerts: make('alerts'),
    markets: make('markets'),
    geoNotes: make('geoNotes'),
    notes: make('notes'),
  } satisfies { [R in RecordResource]: unknown };
}
export type RecordClients = ReturnType<typeof recordClients>;
