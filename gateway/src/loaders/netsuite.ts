// Loaders of NetSuite customers and sites by id: one `ids=` list call per batch (docs/decisions.md#rest-shapes),
// so NetsuiteSite.customer, CustomerPrice.customer/site and node(id:) cost one call per kind.
import type { Rest } from '../rest/index.ts';
import { createListLoader } from './factory.ts';

/** Creates the NetSuite loaders of one request. */
export function netsuiteLoaders(rest: Rest) {
  return {
    netsuiteCustomerById: createListLoader({
      label: 'Customer',
      fetchMany: async (ids) =>
        (await rest.netsuite.customers({ ids, per_page: ids.length })).models,
    }),
    netsuiteSiteById: createListLoader({
      label: 'Site',
      fetchMany: async (ids) => (await rest.netsuite.sites({ ids, per_page: ids.length })).models,
    }),
  };
}
