// Cursor connections (Relay) over the REST lists' page/per_page: offsets become opaque cursors.
import { badInput } from '../errors.ts';
import type { ListPage } from '../rest/resource.ts';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const PREFIX = 'offset:';
/** The cursor of the record at a 0-based offset of the list. */
export const offsetToCursor = (offset: number) =>
  Buffer.from(`${PREFIX}${offset}`).toString('base64');

/** The offset inside a cursor; BAD_USER_INPUT for anything else. */
export function cursorToOffset(cursor: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const n = Number(text.slice(PREFIX.length));
  if (!text.startsWith(PREFIX) || !Number.isInteger(n) || n < 0)
    throw badInput(`"${cursor}" is not a valid cursor`);
  return n;
}

export function checkCount(name: string, n: number | null | undefined): number | undefined {
  if (n === null || n === undefined) return undefined;
  if (!Number.isInteger(n) || n < 0) throw badInput(`${name} must be zero or more`);
  if (n > MAX_PAGE_SIZE) throw badInput(`${name} must be at most ${MAX_PAGE_SIZE}`);
  return n;
}

/**
 * A page size and page number whose page holds the whole window [start, start + count):
 * the page size itself when the window is aligned (the usual case), otherwise the smallest
 * larger size that fits the window in one page.
 */
export function pageFor(start: number, count: number): { page: number; perPage: number } {
  const size0 = Math.max(1, count);
  for (let size = size0; size <= start + size0; size++) {
    if (Math.floor(start / size) === Math.floor((start + size0 - 1) / size)) {
      return { page: Math.floor(start / size) + 1, perPage: size };
    }
  }
  return { page: 1, perPage: start + size0 };
}

/**
 * Answers a connection by fetching one REST page (`fetchPage(page, perPage)`), or two when
 * `last` is used without `before` (the total is needed first).
 */
export async function connectionFromRest<T>(
  args: ConnectionArgs,
  fetchPage: (page: number, perPage: number) => Promise<ListPage<T>>,
): Promise<Connection<T>> {
  const first = checkCount('first', args.first);
  const last = checkCount('last', args.last);
  if (first !== undefined && last !== undefined) throw badInput('Use first or last, not both');
  const afterOffset = args.after ? cursorToOffset(args.after) + 1 : 0;
  const beforeOffset = args.before ? cursorToOffset(args.before) : undefined;

  let start: number;
  let end: number | undefined;
  let total: number | undefined;
  if (last !== undefined) {
    let upper = beforeOffset;
    if (upper === undefined) {
      total = (await fetchPage(1, 1)).total;
      upper = total;
    }
    start = Math.max(afterOffset, upper - last);
    end = upper;
  } else {
    start = afterOffset;
    const count = first ?? DEFAULT_PAGE_SIZE;
    end = beforeOffset === undefined ? start + count : Math.min(beforeOffset, start + count);
  }

  const count = Math.max(0, end - start);
  let models: T[] = [];
  if (count > 0) {
    const { page, perPage } = pageFor(start, count);
    const answer = await fetchPage(page, perPage);
    total = answer.total;
    const skip = start - (page - 1) * perPage;
    models = answer.models.slice(skip, skip + count);
  } else if (total === undefined) {
    total = (await fetchPage(1, 1)).total;
  }
  const edges = models.map((node, i) => ({ cursor: offsetToCursor(start + i), node }));
  return {
    edges,
    nodes: models,
    totalCount: total ?? 0,
    pageInfo: {
      hasNextPage: start + models.length < (total ?? 0),
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/**
 * A page (`first`, default 20, after `after`) of a list already in memory; totalCount counts
 * the list.
 */
export function connectionFromArray<T>(
  items: readonly T[],
  args: { first?: number | null; after?: string | null },
): Connection<T> {
  const start = args.after ? cursorToOffset(args.after) + 1 : 0;
  const count = checkCount('first', args.first) ?? DEFAULT_PAGE_SIZE;
  const nodes = items.slice(start, start + count);
  const edges = nodes.map((node, i) => ({ cursor: offsetToCursor(start + i), node }));
  return {
    edges,
    nodes,
    totalCount: items.length,
    pageInfo: {
      hasNextPage: start + nodes.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
