// A cursor connection over a search that only takes a result limit (`per_page`, at most 200),
// like the NetSuite customer and site searches: fetch up to the end of the window plus one.
import {
  checkCount,
  connectionFromArray,
  cursorToOffset,
  DEFAULT_PAGE_SIZE,
  type Connection,
} from '../../../relay/connection.ts';

/** The most results such a search answers. */
export const SEARCH_LIMIT = 200;

/** `first`/`after` over `fetch(limit)`; totalCount counts the matches found (at most 200). */
export async function limitedConnection<T>(
  args: { first?: number | null; after?: string | null },
  fetch: (limit: number) => Promise<T[]>,
): Promise<Connection<T>> {
  const first = checkCount('first', args.first) ?? DEFAULT_PAGE_SIZE;
  const start = args.after ? cursorToOffset(args.after) + 1 : 0;
  const limit = Math.min(SEARCH_LIMIT, start + first + 1);
  return connectionFromArray(start >= SEARCH_LIMIT ? [] : await fetch(limit), args);
}
