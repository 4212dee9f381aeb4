// Search, sort, filter and page state of a report or collection list, applied through a Relay
// refetch inside a transition so the current rows stay on screen while the next ones load.
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { pageCount } from '../paging.ts';

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
  initial: ListState;
  pageSize: number;
  totalCount: number;
  /** Starts the refetch of `state` (called inside a transition). */
  load: (state: ListState) => void;
  /** Searches run only when empty or at least this long (hauler searches: 3). */
  minSearch?: number;
}

/** The list's state and its setters; every change but paging goes back to page 1. */
export function useListControls({ initial, pageSize, totalCount, load, minSearch = 0 }: Options) {
  const [state, setState] = useState(initial);
  const [searchText, setSearchText] = useState(initial.search);
  const [isPending, startTransition] = useTransition();
  const latest = useRef(state);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const apply = useCallback((next: ListState) => {
    latest.current = next;
    setState(next);
    startTransition(() => loadRef.current(next));
  }, []);

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
