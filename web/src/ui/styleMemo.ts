// The memo of Chakra's style system, in place of Chakra's own (`utils/memo.js` of
// @chakra-ui/react's ESM build): the web build resolves the style system's import of it to this
// file (web/vite.config.ts, `chakraStyleMemo`). Chakra memoises its pure style functions with it
// (a prop's transform, a token's variable, the sorting of conditions, the css of a style object),
// and calls them for every style prop of every element it renders: a few thousand calls to draw
// the results page. Same answers as Chakra's; what differs is the cost of a call
// (web/README.md):
// - a hit is one Map lookup. Chakra's cache is a 500-entry LRU that deletes and re-inserts the
//   entry on every hit, and the results page needs more distinct entries than that, so entries
//   were evicted and worked out again within one render;
// - the key of one or two string arguments (most calls) is built without an array and a join.
// The cache is bounded: past MAX_ENTRIES it starts again empty.

/** Entries one memoised function keeps before its cache starts again. */
export const MAX_ENTRIES = 10_000;

/** Chakra's key of a value (`simpleHash`): the type and the value, objects by their keys in order. */
export function keyOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  switch (typeof value) {
    case 'string':
      return `s:${value}`;
    case 'number':
      return `n:${value}`;
    case 'boolean':
      return `b:${value}`;
    case 'function':
      return `f:${value.name || 'anonymous'}`;
    case 'object': {
      if (Array.isArray(value)) return `a:[${value.map(keyOf).join(',')}]`;
      const o = value as Record<string, unknown>;
      let out = 'o:{';
      let first = true;
      for (const k of Object.keys(o)) {
        out += `${first ? '' : ','}${k}:${keyOf(o[k])}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      return String(value);
  }
}

/** `fn` with its answers kept by the keys of its arguments (an `undefined` answer is not kept). */
export function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return function get(this: unknown, ...args: A): R {
    const key =
      args.length === 1
        ? keyOf(args[0])
        : args.length === 2
          ? `${keyOf(args[0])}|${keyOf(args[1])}`
          : args.map(keyOf).join('|');
    let result = cache.get(key);
    if (result === undefined) {
      result = fn.apply(this, args);
      if (result !== undefined) {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(key, result);
      }
    }
    return result;
  };
}
