import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ComponentProps } from 'react';
import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { DEFAULT_FILTERS } from '@shared/quote/filters.ts';
import { EMPTY_FILTER_MESSAGE, EMPTY_SEARCH_MESSAGE } from '../../features/quote/rules/filters.ts';
import { quoteProduct } from '../../../test/fixtures.ts';
import { renderWithQuery } from '../../../test/render.tsx';
import { QuoteSearchArgsContext } from '../../ui/quoteSearchArgs.ts';
import { ResultsList } from './ResultsList.tsx';
import type { ResultsListTestQuery } from './__generated__/ResultsListTestQuery.graphql.ts';

const query = graphql`
  query ResultsListTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      ...ResultsList_search
    }
  }
`;

type ListProps = Omit<ComponentProps<typeof ResultsList>, 'search'>;

/** Product `n` of hauler `hauler` (in network unless told). */
const product = (n: number, over: Record<string, unknown> = {}) =>
  quoteProduct({ id: `QuoteProduct:${n}`, databaseId: n, price: `${100 + n}.00`, ...over });
const hauler = (databaseId: number, name: string, type = 'inNetwork') => ({
  hauler: { databaseId, name, type },
});

function renderList(products: Record<string, unknown>[], props: Partial<ListProps> = {}) {
  return renderWithQuery<ResultsListTestQuery>(
    query,
    (d) => (
      // The results page's search, which the cards' details are read in.
      <QuoteSearchArgsContext.Provider
        value={{ placeId: 'place-1', lat: null, lng: null, nearby: false, searchType: null }}
      >
        <ResultsList
          search={d.quote!}
          filters={DEFAULT_FILTERS}
          sort="def"
          viewBy="product"
          canPrice={false}
          {...props}
        />
      </QuoteSearchArgsContext.Provider>
    ),
    { resolvers: { QuoteSearch: () => ({ products }) } },
  );
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
  it('shows 3 cards first and 6 more each time the end of the list scrolls into view', () => {
    renderList(Array.from({ length: 11 }, (_, i) => product(i + 1)));
    expect(cardPrices()).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 11; scroll for more')).toBeTruthy();
    scrollToEnd();
    expect(cardPrices()).toHaveLength(9);
    expect(screen.getByText('Showing 9 of 11; scroll for more')).toBeTruthy();
    scrollToEnd();
    expect(cardPrices()).toHaveLength(11);
    expect(screen.queryByText(/scroll for more/)).toBeNull();
  });

  it('hides no-service and out-of-network products by default', () => {
    const products = [
      product(1),
      product(2, { noService: true }),
      product(3, hauler(9, 'Far Away Co', 'outOfNetwork')),
    ];
    renderList(products);
    expect(cardPrices()).toEqual(['$101.00']);
  });

  it('shows every product with the filters open', () => {
    renderList(
      [
        product(1),
        product(2, { noService: true }),
        product(3, hauler(9, 'Far Away Co', 'outOfNetwork')),
      ],
      { filters: { ...DEFAULT_FILTERS, hideNoService: false, network: 'all' } },
    );
    expect([...cardPrices()].sort()).toEqual(['$101.00', '$102.00', '$103.00']);
  });

  it('says why the list is empty', () => {
    renderList([product(1)], { filters: { ...DEFAULT_FILTERS, sizes: ['999'] } });
    expect(screen.getByTestId('empty-state').textContent).toBe(EMPTY_FILTER_MESSAGE);
  });

  it('says when the search found nothing', () => {
    renderList([]);
    expect(screen.getByTestId('empty-state').textContent).toBe(EMPTY_SEARCH_MESSAGE);
  });

  it("groups by hauler under each hauler's name", () => {
    renderList(
      [
        product(1, hauler(1, 'Acme Hauling')),
        product(2, hauler(2, 'Best Bins')),
        product(3, hauler(1, 'Acme Hauling')),
      ],
      { viewBy: 'hauler' },
    );
    expect(screen.getAllByTestId('hauler-group').map((h) => h.textContent)).toEqual([
      'Acme Hauling',
      'Best Bins',
    ]);
    expect(screen.getAllByTestId('card-hauler').map((h) => h.textContent)).toEqual([
      'Acme Hauling',
      'Acme Hauling',
      'Best Bins',
    ]);
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
