import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useState, type ComponentProps } from 'react';
import { act, screen } from '@testing-library/react';
import { commitLocalUpdate } from 'relay-runtime';
import { graphql } from 'react-relay/hooks';
import { EMPTY_FILTER_MESSAGE, EMPTY_SEARCH_MESSAGE } from '../../features/quote/rules/filters.ts';
import { quoteProduct } from '../../../test/fixtures.ts';
import { renderWithQuery } from '../../../test/render.tsx';
import { QuoteSearchArgsContext } from '../../ui/quoteSearchArgs.ts';
import { DIM_AFTER_MS, ResultsList } from './ResultsList.tsx';
import type { ResultsListTestQuery } from './__generated__/ResultsListTestQuery.graphql.ts';

const query = graphql`
  query ResultsListTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      products {
        ...ResultsList_product
      }
    }
  }
`;

type ListProps = Omit<ComponentProps<typeof ResultsList>, 'products'>;

/** Product `n` of hauler `hauler`. */
const product = (n: number, over: Record<string, unknown> = {}) =>
  quoteProduct({ id: `QuoteProduct:${n}`, databaseId: n, price: `${100 + n}.00`, ...over });
const hauler = (databaseId: number, name: string) => ({ hauler: { databaseId, name } });

/** The list's props from the test's next `setProps` (the page re-rendering it). */
let setProps: (p: Partial<ListProps>) => void;

/** The list over `products` (the cards loaded so far); `total` passing the filters. */
function renderList(products: Record<string, unknown>[], props: Partial<ListProps> = {}) {
  const ensureLoaded = jest.fn<(shown: number) => void>();
  function List({ refs }: { refs: ResultsListTestQuery['response']['quote'] }) {
    const [p, set] = useState(props);
    setProps = (next) => act(() => set((prev) => ({ ...prev, ...next })));
    return (
      <ResultsList
        products={refs!.products}
        total={products.length}
        productCount={products.length}
        ensureLoaded={ensureLoaded}
        choice="a"
        viewBy="product"
        canPrice={false}
        {...p}
      />
    );
  }
  const ui = (d: ResultsListTestQuery['response']) => (
    // The results page's search, which the cards' details are read in.
    <QuoteSearchArgsContext.Provider
      value={{ placeId: 'place-1', lat: null, lng: null, nearby: false, searchType: null }}
    >
      <List refs={d.quote} />
    </QuoteSearchArgsContext.Provider>
  );
  const r = renderWithQuery<ResultsListTestQuery>(query, ui, {
    resolvers: { QuoteSearch: () => ({ products }) },
  });
  return { ...r, ensureLoaded };
}

const cardPrices = () => screen.queryAllByTestId('card-price').map((p) => p.textContent);

/** Scrolling the end of the list into view (the list watches it with an IntersectionObserver). */
let scrollToEnd: () => void;
const realObserver = globalThis.IntersectionObserver;
beforeEach(() => {
  globalThis.IntersectionObserver = class {
    constructor(cb: IntersectionObserverCallback) {
      scrollToEnd = () =>
        act(() => cb([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = realObserver;
});

describe('ResultsList', () => {
  it('shows 3 cards first and 6 more each time the end of the list scrolls into view, asking for the cards ahead', () => {
    const { ensureLoaded } = renderList(Array.from({ length: 11 }, (_, i) => product(i + 1)));
    expect(cardPrices()).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 11; scroll for more')).toBeTruthy();
    expect(ensureLoaded).toHaveBeenLastCalledWith(3);
    scrollToEnd();
    expect(cardPrices()).toHaveLength(9);
    expect(screen.getByText('Showing 9 of 11; scroll for more')).toBeTruthy();
    expect(ensureLoaded).toHaveBeenLastCalledWith(9);
    scrollToEnd();
    expect(cardPrices()).toHaveLength(11);
    expect(screen.queryByText(/scroll for more/)).toBeNull();
  });

  it('says it is loading while the cards of a scroll have not arrived', () => {
    // 9 of 11 loaded: the second scroll needs the last 2.
    renderList(
      Array.from({ length: 9 }, (_, i) => product(i + 1)),
      { total: 11, productCount: 11 },
    );
    scrollToEnd();
    scrollToEnd();
    expect(cardPrices()).toHaveLength(9);
    expect(screen.getByText('Loading more products…')).toBeTruthy();
  });

  it('says why the list is empty', () => {
    renderList([], { total: 0, productCount: 4 });
    expect(screen.getByTestId('empty-state').textContent).toBe(EMPTY_FILTER_MESSAGE);
  });

  it('says when the search found nothing', () => {
    renderList([], { total: 0, productCount: 0 });
    expect(screen.getByTestId('empty-state').textContent).toBe(EMPTY_SEARCH_MESSAGE);
  });

  it("groups by hauler under each hauler's name, in the order given", () => {
    renderList(
      [
        product(1, hauler(1, 'Acme Hauling')),
        product(3, hauler(1, 'Acme Hauling')),
        product(2, hauler(2, 'Best Bins')),
      ],
      { viewBy: 'hauler' },
    );
    expect(screen.getAllByTestId('hauler-group').map((h) => h.textContent)).toEqual([
      'Acme Hauling',
      'Best Bins',
    ]);
    expect(cardPrices()).toEqual(['$101.00', '$103.00', '$102.00']);
  });

  it('marks the list busy while a new choice loads, and names the choice shown once it has', () => {
    renderList([product(1)], { pending: true, choice: 'sizes=1' });
    const results = screen.getByTestId('results');
    expect(results.getAttribute('aria-busy')).toBe('true');
    expect(results.hasAttribute('data-choice')).toBe(false);
  });

  it('dims the cards shown only once a new choice has loaded for DIM_AFTER_MS, and undims them with the new cards', () => {
    jest.useFakeTimers();
    try {
      renderList([product(1)], { choice: 'a' });
      const results = screen.getByTestId('results');
      const dimmed = () => results.hasAttribute('data-dimmed');
      setProps({ pending: true });
      act(() => jest.advanceTimersByTime(DIM_AFTER_MS - 1));
      expect(dimmed()).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(dimmed()).toBe(true);
      setProps({ pending: false, choice: 'b' });
      expect(dimmed()).toBe(false);
      expect(results.getAttribute('data-choice')).toBe('b');
      // An answer within the delay never dims the list.
      setProps({ pending: true });
      act(() => jest.advanceTimersByTime(DIM_AFTER_MS / 2));
      setProps({ pending: false, choice: 'c' });
      act(() => jest.advanceTimersByTime(DIM_AFTER_MS));
      expect(dimmed()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows a card's new data when its record changes, though the card stays across renders of the list", () => {
    const { environment } = renderList([product(1), product(2)]);
    setProps({ choice: 'b' });
    expect(cardPrices()).toEqual(['$101.00', '$102.00']);
    act(() =>
      commitLocalUpdate(environment, (store) =>
        store.get('QuoteProduct:1')!.setValue('150.00', 'price'),
      ),
    );
    expect(cardPrices()).toEqual(['$150.00', '$102.00']);
  });

  it('heads the cards with their haulers when View By turns to hauler, and drops the headings again', () => {
    renderList([product(1, hauler(1, 'Acme Hauling')), product(2, hauler(2, 'Best Bins'))]);
    expect(screen.queryAllByTestId('hauler-group')).toHaveLength(0);
    setProps({ viewBy: 'hauler' });
    expect(screen.getAllByTestId('hauler-group').map((h) => h.textContent)).toEqual([
      'Acme Hauling',
      'Best Bins',
    ]);
    setProps({ viewBy: 'product' });
    expect(screen.queryAllByTestId('hauler-group')).toHaveLength(0);
  });

  it('names the choice its cards show', () => {
    renderList([product(1)], { choice: 'sizes=1' });
    const results = screen.getByTestId('results');
    expect(results.getAttribute('aria-busy')).toBe('false');
    expect(results.getAttribute('data-choice')).toBe('sizes=1');
  });

  it('offers the price calculator on each card only to a user who may price', () => {
    renderList([product(1), product(2)], { canPrice: true });
    expect(screen.getAllByRole('button', { name: 'Price Calculator' })).toHaveLength(2);
  });

  it('offers no price calculator otherwise', () => {
    renderList([product(1)]);
    expect(screen.queryByRole('button', { name: 'Price Calculator' })).toBeNull();
  });
});
