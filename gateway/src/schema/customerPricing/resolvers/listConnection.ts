// A cursor connection over a search that only takes a result limit (`per_page`, at most 200),
// like the NetSuite customer and site searches: fetch up to the end of the window plus one.
import { badInput } from '../../../errors.ts';
import {
  cursorToOffset,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  offsetToCursor,
  type Connection,
} from '../../../relay/connection.ts';

/** The most results such a search answers. */
export const SEARCH_LIMIT = 200;

/** `first`/`after` over `fetch(limit)`; totalCount counts the matches found (at most 200). */
export async function limitedConnection<T>(
  args: { first?: number | null; after?: string | null },
  fetch: (limit: number) => Promise<T[]>,
): Promise<Connection<T>> {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 0) throw badInput('first must be zero or more');
  if (first > MAX_PAGE_SIZE) throw badInput(`first must be at most ${MAX_PAGE_SIZE}`);
  const start = args.after ? cursorToOffset(args.after) + 1 : 0;
  const limit = Math.min(SEARCH_LIMIT, start + first + 1);
  const rows = start >= SEARCH_LIMIT ? [] : await fetch(limit);
  const page = rows.slice(start, start + first);
  const edges = page.map((node, i) => ({ cursor: offsetToCursor(start + i), node }));
  return {
    edges,
    nodes: page,
    totalCount: rows.length,
    pageInfo: {
      hasNextPage: rows.length > start + page.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
