// Loaders of NetSuite customers and sites by id: one `ids=` list call per batch (DECISIONS.md).
// A main API whose NetSuite searches do not take `ids` yet answers 400; customers then come from
// one search of the first 200 (enough for the demo data), and sites stay not found.
import type { Rest } from '../rest/index.ts';
import { RestError } from '../rest/http.ts';
import type { NetsuiteCustomerDto } from '../rest/netsuite.ts';
import { createListLoader, type Key } from './factory.ts';

/** Creates the NetSuite loaders of one request. */
export function netsuiteLoaders(rest: Rest) {
  const customersByIds = async (ids: readonly Key[]): Promise<NetsuiteCustomerDto[]> => {
    try {
      return (await rest.netsuite.customers({ ids, per_page: ids.length })).models;
    } catch (err) {
      if (!(err instanceof RestError && err.status === 400)) throw err;
      const wanted = new Set(ids.map(String));
      return (await rest.netsuite.customers({ per_page: 200 })).models.filter((c) =>
        wanted.has(String(c.id)),
      );
    }
  };
  return {
    netsuiteCustomerById: createListLoader({ label: 'Customer', fetchMany: customersByIds }),
    netsuiteSiteById: createListLoader({
      label: 'Site',
      fetchMany: async (ids) => {
        try {
          return (await rest.netsuite.sites({ ids, per_page: ids.length })).models;
        } catch (err) {
          if (err instanceof RestError && err.status === 400) return [];
          throw err;
        }
      },
    }),
  };
}
