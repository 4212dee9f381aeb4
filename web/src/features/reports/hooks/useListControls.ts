// Search, sort, filter and page state of a report or collection list, applied through a Relay
// refetch inside a transition so the current rows stay on screen while the next ones load. With a
// `url` spec the state also lives in the query string (a reload or a shared link shows the same
// rows, and Back/Forward go through the earlier states).
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listUrlKeys,
  readListState,
  sameListState,
  writeListState,
  type ListUrlSpec,
} from '../listUrl.ts';
import { pageCount } from '../paging.ts';
import { useActivityWhile } from '../../../ui/loading/activity.ts';

export type Direction = 'asc' | 'desc';

export interface ListState {
  search: string;
  orderBy: string;
  direction: Direction;
  page: number;
  filters: Record<string, string | boolean | null>;
}

/** Collection search debounce (docs/decisions.md#constants-and-limits). */
export const SEARCH_DEBOUNCE_MS = 400;

interface Options {
  /** The starting state (ignored with `url`: the URL's state is the start). */
  initial?: ListState;
  /** Keeps the state in the URL; the route's loader must load the URL's state first. */
  url?: ListUrlSpec;
  pageSize: number;
  totalCount: number;
  /** Starts the refetch of `state` (called inside a transition). */
  load: (state: ListState) => void;
  /** Searches run only when empty or at least this long (hauler searches: 3). */
  minSearch?: number;
}

/** The list's state and its setters; every change but paging goes back to page 1. */
export function useListControls({
  initial,
  url,
  pageSize,
  totalCount,
  load,
  minSearch = 0,
}: Options) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<ListState>(() =>
    url ? readListState(params, url) : initial!,
  );
  const [searchText, setSearchText] = useState(state.search);
  const [isPending, startTransition] = useTransition();
  useActivityWhile(isPending);
  const latest = useRef(state);
  const loadRef = useRef(load);
  const urlRef = useRef(url);
  useEffect(() => {
    loadRef.current = load;
    urlRef.current = url;
  });

  const apply = useCallback(
    (next: ListState, fromUrl = false) => {
      latest.current = next;
      setState(next);
      startTransition(() => loadRef.current(next));
      const spec = urlRef.current;
      if (spec && !fromUrl) {
        // Keeps the rest of the query string (e.g. the page's tab).
        setParams(
          (prev) => {
            const out = new URLSearchParams(prev);
            for (const key of listUrlKeys(spec)) out.delete(key);
            writeListState(next, spec).forEach((v, k) => out.set(k, v));
            return out;
          },
          { preventScrollReset: true },
        );
      }
    },
    [setParams],
  );

  // Back/Forward (or a link to the same page) changed the URL: show that state.
  const query = params.toString();
  useEffect(() => {
    const spec = urlRef.current;
    if (!spec) return;
    const fromUrl = readListState(new URLSearchParams(query), spec);
    if (sameListState(fromUrl, latest.current, spec)) return;
    setSearchText(fromUrl.search);
    apply(fromUrl, true);
  }, [query, apply]);

  useEffect(() => {
    const text = searchText.trim();
    if (text.length > 0 && text.length < minSearch) return;
    if (text === latest.current.search) return;
    const timer = setTimeout(
      () => apply({ ...latest.current, search: text, page: 1 }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, minSearch, apply]);

  const pages = pageCount(totalCount, pageSize);
  return {
    state,
    isPending,
    searchText,
    setSearchText,
    pages,
    /** Sorts by `field`; the same field again flips the direction. */
    sortBy: (field: string) =>
      apply({
        ...latest.current,
        orderBy: field,
        direction:
          latest.current.orderBy === field && latest.current.direction === 'asc' ? 'desc' : 'asc',
        page: 1,
      }),
    /** Goes to page `page`; pages outside 1..total are ignored. */
    goTo: (page: number) => {
      if (!Number.isInteger(page) || page < 1 || page > pages || page === latest.current.page)
        return;
      apply({ ...latest.current, page });
    },
    setFilter: (key: string, value: string | boolean | null) =>
      apply({ ...latest.current, filters: { ...latest.current.filters, [key]: value }, page: 1 }),
    /** Replaces every filter (e.g. a reset or a tab change) and the search. */
    reset: (filters: ListState['filters'], search = '') => {
      setSearchText(search);
      apply({ ...latest.current, filters, search, page: 1 });
    },
  };
}
