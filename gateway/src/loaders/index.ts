// The DataLoaders of one request, one per resource, named `<resource>By<Key>`. Add each new
// resource here (see factory.ts).
import type { Rest } from '../rest/index.ts';

/** Creates the loaders of one request. */
export function createLoaders(_rest: Rest) {
  return {};
}
export type Loaders = ReturnType<typeof createLoaders>;
