// The DataLoaders of one request, one per resource, named `<resource>By<Key>`. Add each new
// resource here (see factory.ts).
import type { Rest } from '../rest/index.ts';
import type { Caches } from '../cache.ts';
import { lookupLoaders } from './lookups.ts';
import { netsuiteLoaders } from './netsuite.ts';
import { recordLoaders } from './records.ts';
import { adminLoaders } from './admin.ts';
import { searchLoaders } from './search.ts';

/** Creates the loaders of one request (the lookup lists come from `caches` while fresh). */
export function createLoaders(rest: Rest, caches: Caches) {
  return {
    ...lookupLoaders(rest, caches),
    ...netsuiteLoaders(rest),
    ...recordLoaders(rest.records),
    ...adminLoaders(rest),
    ...searchLoaders(rest),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
