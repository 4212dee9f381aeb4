// A list's search, sort, page and filters in the URL's query string (docs/decisions.md#routes-and-screens),
// so a filtered view survives a reload, can be shared, and Back returns to the previous one.
// Only values that differ from the list's defaults are written; unknown or invalid values read
// as the default.
import type { Direction, ListState } from './hooks/useListControls.ts';

export type FilterSpec =
  /** true/false; written as 1/0 only when it differs from the default. */
  | { kind: 'flag' }
  /** One of `values` (a select); anything else reads as no filter. */
  | { kind: 'enum'; values: readonly string[] };

export interface ListUrlSpec {
  defaults: ListState;
  /** The sort keys the list offers. */
  sorts: readonly string[];
  filters: Record<string, FilterSpec>;
}

const RESERVED = { search: 'q', orderBy: 'sort', direction: 'dir', page: 'page' } as const;

/** The list state a query string describes. */
export function readListState(params: URLSearchParams, spec: ListUrlSpec): ListState {
  const d = spec.defaults;
  const sort = params.get(RESERVED.orderBy);
  const dir = params.get(RESERVED.direction);
  const page = Number(params.get(RESERVED.page) ?? '1');
  const filters: ListState['filters'] = { ...d.filters };
  for (const [key, f] of Object.entries(spec.filters)) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (f.kind === 'flag') {
      if (raw === '1' || raw === '0') filters[key] = raw === '1';
    } else if (f.values.includes(raw)) filters[key] = raw;
  }
  return {
    search: (params.get(RESERVED.search) ?? d.search).trim(),
    orderBy: sort && spec.sorts.includes(sort) ? sort : d.orderBy,
    direction: dir === 'asc' || dir === 'desc' ? (dir as Direction) : d.direction,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filters,
  };
}

/** The query string of `state`: only what differs from the defaults, in a stable order. */
export function writeListState(state: ListState, spec: ListUrlSpec): URLSearchParams {
  const d = spec.defaults;
  const out = new URLSearchParams();
  if (state.search) out.set(RESERVED.search, state.search);
  for (const [key, f] of Object.entries(spec.filters)) {
    const v = state.filters[key] ?? null;
    const dv = d.filters[key] ?? null;
    if (f.kind === 'flag') {
      if (!!v !== !!dv) out.set(key, v ? '1' : '0');
    } else if (v && v !== dv) out.set(key, String(v));
  }
  if (state.orderBy !== d.orderBy || state.direction !== d.direction) {
    if (state.orderBy) out.set(RESERVED.orderBy, state.orderBy);
    out.set(RESERVED.direction, state.direction);
  }
  if (state.page > 1) out.set(RESERVED.page, String(state.page));
  return out;
}

/** True when both states show the same rows. */
export const sameListState = (a: ListState, b: ListState, spec: ListUrlSpec) =>
  writeListState(a, spec).toString() === writeListState(b, spec).toString();

/** Every query-string key a list spec may write (the rest of the query string is kept). */
export const listUrlKeys = (spec: ListUrlSpec): string[] => [
  ...Object.values(RESERVED),
  ...Object.keys(spec.filters),
];
