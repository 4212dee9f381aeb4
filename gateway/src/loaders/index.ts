// The DataLoaders of one request, one per resource, named `<resource>By<Key>`. Add each new
// resource here (see factory.ts).
import type { Rest } from '../rest/index.ts';
import type { Caches } from '../cache.ts';
import { lookupLoaders } from './lookups.ts';
import { netsuiteLoaders } from './netsuite.ts';
import { recordLoaders } from './records.ts';
import { adminLoaders } from './admin.ts';
import { searchLoaders } from './search.ts';

/**
 * The loader groups. A group's loaders are made together (they may share one, as the lookups'
 * by-id loaders share `lookupByKind`), when the request first reads one of them: a results query
 * reads one group of five, and making all 25 loaders for every request was about 0.1 ms of it.
 */
const GROUPS = [
  (rest: Rest, caches: Caches) => lookupLoaders(rest, caches),
  (rest: Rest) => netsuiteLoaders(rest),
  (rest: Rest) => recordLoaders(rest.records),
  (rest: Rest) => adminLoaders(rest),
  (rest: Rest) => searchLoaders(rest),
] as const;

type Group = ReturnType<(typeof GROUPS)[number]>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
export type Loaders = UnionToIntersection<Group>;

const SOURCES = Symbol('loader sources');
type Lazy = { [SOURCES]: [Rest, Caches] };

/**
 * The prototype of every request's loaders: one getter per loader name that makes the name's
 * group for that request and keeps its loaders as the request's own properties.
 */
let prototype: object | undefined;
function loaderPrototype(rest: Rest, caches: Caches): object {
  const proto = {};
  for (const make of GROUPS) {
    for (const name of Object.keys(make(rest, caches))) {
      Object.defineProperty(proto, name, {
        enumerable: true,
        get(this: Lazy) {
          const group: Record<string, unknown> = make(...this[SOURCES]);
          for (const [k, loader] of Object.entries(group)) {
            Object.defineProperty(this, k, { value: loader, enumerable: true });
          }
          return group[name];
        },
      });
    }
  }
  return proto;
}

/** Creates the loaders of one request (the lookup lists come from `caches` while fresh). */
export function createLoaders(rest: Rest, caches: Caches): Loaders {
  prototype ??= loaderPrototype(rest, caches);
  const loaders = Object.create(prototype) as Lazy;
  loaders[SOURCES] = [rest, caches];
  return loaders as unknown as Loaders;
}
