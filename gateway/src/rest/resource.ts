// Helpers for the REST shapes of docs/decisions.md#rest-shapes, shared by the per-resource client modules.
import type { HttpClient, Query } from './http.ts';

/** A list answer: `{models, total_pages, total}`. */
export interface ListPage<T> {
  models: T[];
  total_pages: number;
  total: number;
}

/** Every REST record carries an id and `updated_at`. */
export interface RestRecord {
  id: number | string;
  updated_at?: string;
  [key: string]: unknown;
}

/**
 * A client for a resource with a list path (`/haulers`) and an item path (`/hauler/{id}`; the
 * spec uses singular item paths for most resources, so both are given).
 */
export function resourceClient<T extends RestRecord = RestRecord>(
  http: HttpClient,
  opts: { list: string; item: (id: string | number) => string; resource?: string },
) {
  const resource = opts.resource ?? opts.list.replace(/^\//, '');
  return {
    /** One page of the list (`page`, `per_page`, filters). */
    list: (query: Query = {}) => http.get<ListPage<T>>(opts.list, { query, resource }),
    /** Every record with one of the ids, in one call (`ids=1,2,3`, `per_page=-1`). */
    byIds: async (ids: readonly (string | number)[]) =>
      (await http.get<ListPage<T>>(opts.list, { query: { ids, per_page: -1 }, resource })).models,
    get: (id: string | number) => http.get<T>(opts.item(id), { resource }),
    /** Request bodies are the write fields (not the record shape), checked by the main API. */
    create: (body: object) => http.post<T>(opts.list, body, { resource }),
    update: (id: string | number, body: object) => http.put<T>(opts.item(id), body, { resource }),
    remove: (id: string | number) => http.delete<unknown>(opts.item(id), { resource }),
  };
}
export type ResourceClient<T extends RestRecord = RestRecord> = ReturnType<
  typeof resourceClient<T>
>;
