// `<resource>ById` loaders of the record resources: each batch is one `GET /{plural}?ids=...`.
import type DataLoader from 'dataloader';
import type { RecordClients } from '../rest/records.ts';
import { RECORD_RESOURCES } from '../rest/records.ts';
import type { RestRecord } from '../rest/resource.ts';
import { createListLoader, type Key } from './factory.ts';

/** Creates the record loaders of one request. */
export function recordLoaders(records: RecordClients) {
  const make = (r: keyof RecordClients) =>
    createListLoader<RestRecord>({
      fetchMany: (ids) => records[r].byIds(ids),
      label: RECORD_RESOURCES[r].label,
    });
  return {
    haulerById: make('haulers'),
    regionById: make('regions'),
    serviceAreaById: make('serviceAreas'),
    rolloffPricingById: make('rolloffPricings'),
    exceptionById: make('exceptions'),
    alertById: make('alerts'),
    marketById: make('markets'),
    geoNoteById: make('geoNotes'),
    noteById: make('notes'),
  } satisfies Record<string, DataLoader<Key, RestRecord, string>>;
}
