// Loaders of the meta lists: each list is fetched whole (per_page -1) at most once per request,
// and reused by later requests for LOOKUP_CACHE_MS (the same for every logged-in user; see
// cache.ts); the by-id loaders read from it, so any number of sizes costs one upstream call.
import DataLoader from 'dataloader';
import { notFound } from '../errors.ts';
import type { Rest } from '../rest/index.ts';
import type { Caches } from '../cache.ts';
import type { LookupDto, LookupKind } from '../rest/lookups.ts';
import type { Key } from './factory.ts';

/** Creates the lookup loaders of one request. */
export function lookupLoaders(rest: Rest, caches: Caches) {
  const list = (k: LookupKind) => caches.lookups.through(k, () => rest.lookups.list(k));
  const lookupByKind = new DataLoader<LookupKind, LookupDto[]>((kinds) =>
    Promise.all(kinds.map(list)),
  );
  const byId = (kind: LookupKind, label: string) =>
    new DataLoader<Key, LookupDto, string>(
      async (ids) => {
        const all = new Map((await lookupByKind.load(kind)).map((r) => [String(r.id), r]));
        return ids.map((id) => all.get(String(id)) ?? notFound(`${label} ${id} was not found`));
      },
      { cacheKeyFn: (k) => String(k) },
    );
  return {
    lookupByKind,
    sizeById: byId('sizes', 'Size'),
    wasteTypeById: byId('wasteTypes', 'Waste type'),
    costStructureById: byId('costStructures', 'Cost structure'),
    serviceTypeById: byId('serviceTypes', 'Service type'),
    brandById: byId('brands', 'Brand'),
    productLineById: byId('productLines', 'Product line'),
  };
}
