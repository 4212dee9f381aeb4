// Generic DataLoader factory: one upstream list call (`ids=1,2,3`) per batch, results in key
// order, an Error for a key the API did not return.
import DataLoader from 'dataloader';
import { notFound } from '../errors.ts';

export type Key = string | number;

export interface ListLoaderOptions<T> {
  /** Loads the records of many ids in one call, in any order. */
  fetchMany: (ids: readonly Key[]) => Promise<T[]>;
  /** The id of a record (default `record.id`). */
  idOf?: (record: T) => Key;
  /** What a miss is called in the NOT_FOUND error, e.g. 'Hauler'. */
  label: string;
  /** Most ids in one call (keeps URLs short). */
  maxBatchSize?: number;
}

/** A per-request loader keyed by id; ids are compared as strings, so 5 and '5' are one key. */
export function createListLoader<T>(o: ListLoaderOptions<T>): DataLoader<Key, T, string> {
  const idOf = o.idOf ?? ((r: T) => (r as { id: Key }).id);
  return new DataLoader<Key, T, string>(
    async (keys) => {
      const records = await o.fetchMany(keys);
      const byId = new Map(records.map((r) => [String(idOf(r)), r]));
      return keys.map((k) => byId.get(String(k)) ?? notFound(`${o.label} ${k} was not found`));
    },
    { cacheKeyFn: (k) => String(k), maxBatchSize: o.maxBatchSize ?? 100 },
  );
}
