// The DataLoaders of one request, one per resource, named `<resource>By<Key>`. Add each new
// resource here (see factory.ts).
import type { Rest } from '../rest/index.ts';
import { lookupLoaders } from './lookups.ts';
import { netsuiteLoaders } from './netsuite.ts';
import { recordLoaders } from './records.ts';
import { adminLoaders } from './admin.ts';

/** Creates the loaders of one request. */
export function createLoaders(rest: Rest) {
  return {
    ...lookupLoaders(rest),
    ...netsuiteLoaders(rest),
    ...recordLoaders(rest.records),
    ...adminLoaders(rest),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
