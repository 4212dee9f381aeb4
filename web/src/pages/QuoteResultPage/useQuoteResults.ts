// The results page's list state (docs/decisions.md#routes-and-screens): the left filters, the
// network switch, the sort and View By, and the page of cards they select. The gateway applies
// them (QuoteSearch.results, the shared rules of @shared/quote/filters.ts): the page fetches the
// first cards with the facets and the count, never every product of the search. A change
// refetches the search's results by its id (node(id:), answered from the gateway's copy of the
// search) in a transition, so the cards shown stay until the new ones arrive (a choice the store
// holds shows with the click); scrolling loads the next cards before they are needed.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, type Disposable } from 'relay-runtime';
import {
  DEFAULT_FILTERS,
  type NetworkFilterValue,
  type ProductFilters,
  type SortValue,
} from '@shared/quote/filters.ts';
import { CARDS_PER_SCROLL, FIRST_CARDS } from '../../features/quote/rules/filters.ts';
import type { ViewBy } from '../../features/quote/components/ResultsToolbar.tsx';
import type { useQuoteResults_search$key } from './__generated__/useQuoteResults_search.graphql.ts';
import QuoteResultsRefetchQuery from './__generated__/QuoteResultsRefetchQuery.graphql.ts';
import { useStableCallback } from '../../ui/useStableCallback.ts';

/** The first request: the cards shown first and the next scroll's, so that it shows at once. */
export const FIRST_PAGE = FIRST_CARDS + CARDS_PER_SCROLL;

const NETWORKS: ReadonlySet<string> = new Set(['inNetwork', 'outOfNetwork', 'all']);
/** Relay's '%future added value' is no network the switch offers. */
const isNetwork = (n: string): n is NetworkFilterValue => NETWORKS.has(n);

/**
 * Whether the filters are the page's defaults on the search's default network: the choice the
 * first cards were asked with (without a filter).
 */
const areDefaults = (f: ProductFilters, network: NetworkFilterValue) =>
  (Object.keys(DEFAULT_FILTERS) as (keyof ProductFilters)[]).every((k) => {
    const d = k === 'network' ? network : DEFAULT_FILTERS[k];
    const v = f[k];
    return Array.isArray(d) ? Array.isArray(v) && v.length === d.length : v === d;
  });

/** Choices fetched ahead (a box pointed at) that the store keeps until the page is left. */
const PREFETCHED_KEPT = 6;

/** What the list shows: the filters, the order and View By. */
interface Choice {
  filters: ProductFilters;
  sort: SortValue;
  viewBy: ViewBy;
}

/** `initialViewBy`: View By the list starts on (the viewer's saved choice). */
export function useQuoteResults(search: useQuoteResults_search$key, initialViewBy: ViewBy) {
  const { data, refetch, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment useQuoteResults_search on QuoteSearch
      @refetchable(queryName: "QuoteResultsRefetchQuery")
      @argumentDefinitions(
        filter: { type: "QuoteProductFilter" }
        sort: { type: "QuoteSort", defaultValue: def }
        groupByHauler: { type: "Boolean", defaultValue: false }
        count: { type: "Int", defaultValue: 9 }
        cursor: { type: "String" }
      ) {
        id
        productCount
        networks {
          default
          options
          notes
        }
        results(
          filter: $filter
          sort: $sort
          groupByHauler: $groupByHauler
          first: $count
          after: $cursor
        )
          @connection(
            key: "useQuoteResults_results"
            filters: ["filter", "sort", "groupByHauler"]
          ) {
          totalCount
          facets {
            # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the page hands them to QuoteFilters
            ...QuoteFilters_facets
          }
          edges {
            node {
              # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the page hands the cards to ResultsList
              ...ResultsList_product
            }
          }
        }
      }
    `,
    search,
  );
  const { id, networks, results } = data;
  const defaultNetwork = isNetwork(networks.default) ? networks.default : 'inNetwork';
  const [choice, setChoice] = useState<Choice>({
    filters: { ...DEFAULT_FILTERS, network: defaultNetwork },
    sort: 'def',
    viewBy: initialViewBy,
  });
  const [pending, startTransition] = useTransition();

  // A change refetches the first page of the new choice; the boxes show the click at once. The
  // defaults go without a filter, as the first cards were asked: going back to them (a box
  // ticked and cleared again) then shows the first cards from the store, with no request.
  // A choice whose cards the store holds (made before in this search) shows with the click, in
  // the same render and frame; another is asked in a transition, the shown cards staying until
  // its answer is in.
  const environment = useRelayEnvironment();
  /** The refetch of a choice's first page (the defaults as no filter), and if the store holds it. */
  const operationFor = useCallback(
    (q: Choice) => {
      const variables = {
        filter: areDefaults(q.filters, defaultNetwork) ? null : q.filters,
        sort: q.sort,
        groupByHauler: q.viewBy === 'hauler',
        count: FIRST_PAGE,
        cursor: null,
      };
      const op = createOperationDescriptor(QuoteResultsRefetchQuery, { ...variables, id });
      return { variables, op, held: environment.check(op).status === 'available' };
    },
    [defaultNetwork, environment, id],
  );
  const refetchFor = useCallback(
    (q: Choice) => {
      const { variables, held } = operationFor(q);
      if (held) refetch(variables, { fetchPolicy: 'store-only' });
      else
        startTransition(() => {
          refetch(variables, { fetchPolicy: 'store-or-network' });
        });
    },
    [refetch, operationFor],
  );
  const choose = (next: Partial<Choice>) => {
    const q = { ...choice, ...next };
    setChoice(q);
    refetchFor(q);
  };
  // Stable, so that the memoised filters and toolbar render only when what they show changes.
  const setFilters = useStableCallback(
    (change: ProductFilters | ((f: ProductFilters) => ProductFilters)) =>
      choose({ filters: typeof change === 'function' ? change(choice.filters) : change }),
  );
  const setSort = useStableCallback((sort: SortValue) => choose({ sort }));
  const setViewBy = useStableCallback((v: ViewBy) => choose({ viewBy: v }));

  // A box pointed at (or tabbed to) fetches the cards its click would show, kept in the store
  // (the last PREFETCHED_KEPT), so that the click, a moment later, shows them in its own render.
  const kept = useRef<{ id: string; retained: Disposable }[]>([]);
  useEffect(() => () => kept.current.forEach((k) => k.retained.dispose()), []);
  /** Fetches ahead the cards of these filters (a box the pointer is on). */
  const previewFilters = useStableCallback((filters: ProductFilters) => {
    const { op, held } = operationFor({ ...choice, filters });
    // Held, or already asked (pointed at, then focused by the click, before the answer came).
    const id = op.request.identifier;
    if (held || kept.current.some((k) => k.id === id)) return;
    kept.current.push({ id, retained: environment.retain(op) });
    if (kept.current.length > PREFETCHED_KEPT) kept.current.shift()?.retained.dispose();
    fetchQuery(environment, QuoteResultsRefetchQuery, op.request.variables).subscribe({
      error: () => undefined, // the click asks again and shows its own error
    });
  });

  // A new search of the page (a pin drag, Expand Search) starts on its default network and keeps
  // the other choices: its first cards came with the defaults, so they are asked again.
  const [searchId, setSearchId] = useState(id);
  const [carried, setCarried] = useState<Choice | null>(null);
  if (searchId !== id) {
    setSearchId(id);
    const q = { ...choice, filters: { ...choice.filters, network: defaultNetwork } };
    setChoice(q);
    if (!areDefaults(q.filters, defaultNetwork) || q.sort !== 'def' || q.viewBy === 'hauler')
      setCarried(q);
  }
  useEffect(() => {
    if (carried) refetchFor(carried);
  }, [carried, refetchFor]);
  const products = useMemo(() => results.edges.map((e) => e.node), [results.edges]);
  const networkOptions = useMemo(() => networks.options.filter(isNetwork), [networks.options]);
  /** Loads cards until `shown` of them are at hand, plus the next scroll's. */
  const ensureLoaded = useCallback(
    (shown: number) => {
      const want = shown + CARDS_PER_SCROLL - results.edges.length;
      if (want > 0 && hasNext && !isLoadingNext) loadNext(want);
    },
    [results.edges.length, hasNext, isLoadingNext, loadNext],
  );

  /** Names the choice: a new one (or a new search) starts the list at 3 cards again. */
  const choiceKey = useMemo(() => `${id}|${JSON.stringify(choice)}`, [id, choice]);

  return {
    filters: choice.filters,
    setFilters,
    previewFilters,
    sort: choice.sort,
    setSort,
    viewBy: choice.viewBy,
    setViewBy,
    choiceKey,
    networks: { options: networkOptions, notes: networks.notes },
    facets: results.facets,
    total: results.totalCount,
    productCount: data.productCount,
    products,
    ensureLoaded,
    /** A new choice is loading (the cards shown are the last choice's). */
    pending,
  };
}
