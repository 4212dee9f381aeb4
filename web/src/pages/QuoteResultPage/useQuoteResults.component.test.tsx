import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import {
  createOperationDescriptor,
  getRequest,
  type OperationDescriptor,
  type PayloadData,
} from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithQuery } from '../../../test/render.tsx';
import { FIRST_PAGE, useQuoteResults } from './useQuoteResults.ts';
import type { useQuoteResults_search$key } from './__generated__/useQuoteResults_search.graphql.ts';
import type { useQuoteResultsTestQuery } from './__generated__/useQuoteResultsTestQuery.graphql.ts';

const query = graphql`
  query useQuoteResultsTestQuery @relay_test_operation {
    quote(placeId: "place-1") {
      ...useQuoteResults_search
    }
  }
`;

/** What each render showed: the sizes ticked, the count and whether a choice was loading. */
const renders: string[] = [];

function Harness({ search }: { search: useQuoteResults_search$key }) {
  const r = useQuoteResults(search, 'product');
  renders.push(`${r.filters.sizes.join(',')}|${r.total}|${r.pending}`);
  return (
    <div>
      <span data-testid="total">{r.total}</span>
      <span data-testid="network">{r.filters.network}</span>
      <span data-testid="sizes">{r.filters.sizes.join(',')}</span>
      <span data-testid="pending">{String(r.pending)}</span>
      <button
        onClick={() => r.setFilters((f) => ({ ...f, sizes: ['3'] }))}
        onPointerEnter={() => r.previewFilters({ ...r.filters, sizes: ['3'] })}
      >
        size
      </button>
      <button onClick={() => r.setFilters((f) => ({ ...f, sizes: [] }))}>clear</button>
      <button onClick={() => r.setSort('size')}>sort</button>
      <button onClick={() => r.setViewBy('hauler')}>group</button>
    </div>
  );
}

/** The search as the gateway answers it: only out-of-network products, so that network first. */
const search = () => ({
  id: 'search-1',
  productCount: 40,
  networks: { default: 'outOfNetwork', options: ['outOfNetwork'], notes: [] },
});

/** The data of a generated answer (one answer, not a stream). */
const payloadData = (op: OperationDescriptor, resolvers: MockResolvers) =>
  (MockPayloadGenerator.generate(op, resolvers) as { data: PayloadData }).data;

/** Answers a refetch of the search with `totalCount` products for the new choice. */
async function answerWithCount(
  environment: ReturnType<typeof renderHarness>['environment'],
  op: OperationDescriptor,
  totalCount: number,
) {
  await act(async () => {
    environment.mock.resolve(
      op,
      MockPayloadGenerator.generate(op, {
        QuoteSearch: search,
        QuoteProductConnection: () => ({ totalCount }),
      }),
    );
  });
}

function renderHarness() {
  return renderWithQuery<useQuoteResultsTestQuery>(query, (d) => <Harness search={d.quote!} />, {
    resolvers: {
      QuoteSearch: () => ({
        id: 'search-1',
        productCount: 40,
        // Only out-of-network products: the page starts on that network.
        networks: { default: 'outOfNetwork', options: ['outOfNetwork'], notes: [] },
      }),
      QuoteProductConnection: () => ({ totalCount: 12 }),
    },
  });
}

describe('useQuoteResults', () => {
  it("starts on the search's default network with the first page's count", () => {
    renderHarness();
    expect(screen.getByTestId('network').textContent).toBe('outOfNetwork');
    expect(screen.getByTestId('total').textContent).toBe('12');
  });

  it('asks the gateway for the first cards of the new choice, keeping the shown count until they arrive', async () => {
    const { environment, user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'size' }));
    // The box shows the click at once; the list is the last choice's while the refetch runs.
    expect(screen.getByTestId('sizes').textContent).toBe('3');
    expect(screen.getByTestId('total').textContent).toBe('12');
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe('QuoteResultsRefetchQuery');
    expect(op.request.variables).toMatchObject({
      id: 'search-1',
      count: FIRST_PAGE,
      cursor: null,
      sort: 'def',
      groupByHauler: false,
      filter: { sizes: ['3'], network: 'outOfNetwork', hideNoService: true },
    });
    await answerWithCount(environment, op, 4);
    expect(screen.getByTestId('total').textContent).toBe('4');
    expect(screen.getByTestId('pending').textContent).toBe('false');
  });

  it('sends the sort and View By with the filters', async () => {
    const { environment, user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'sort' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      sort: 'size',
      groupByHauler: false,
    });
    await user.click(screen.getByRole('button', { name: 'group' }));
    // The default filters (on the search's default network) go as no filter, as the first cards.
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      sort: 'size',
      groupByHauler: true,
      filter: null,
    });
  });

  it('fetches the cards of a box pointed at, so that its click shows them in its own render', async () => {
    const { environment, user } = renderHarness();
    await user.hover(screen.getByRole('button', { name: 'size' }));
    const ahead = environment.mock.getMostRecentOperation();
    expect(ahead.request.node.params.name).toBe('QuoteResultsRefetchQuery');
    expect(ahead.request.variables).toMatchObject({
      id: 'search-1',
      filter: { sizes: ['3'], network: 'outOfNetwork' },
    });
    await answerWithCount(environment, ahead, 4);
    // Nothing shown changes until the click.
    expect(screen.getByTestId('total').textContent).toBe('12');
    renders.length = 0;
    await user.click(screen.getByRole('button', { name: 'size' }));
    expect(renders.filter((r) => r !== '3|4|false')).toEqual([]);
    expect(screen.getByTestId('total').textContent).toBe('4');
    const refetches = environment.mock
      .getAllOperations()
      .filter((o) => o.request.node.params.name === 'QuoteResultsRefetchQuery');
    expect(refetches).toHaveLength(0);
  });

  it('shows the first cards again from the store when a box is cleared again, with no request', async () => {
    const { environment, user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'size' }));
    const op = environment.mock.getMostRecentOperation();
    await answerWithCount(environment, op, 4);
    expect(screen.getByTestId('total').textContent).toBe('4');
    renders.length = 0;
    await user.click(screen.getByRole('button', { name: 'clear' }));
    // In the click's own render: never the cleared box over the last choice's cards, nor loading.
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.filter((r) => r !== '|12|false')).toEqual([]);
    expect(screen.getByTestId('total').textContent).toBe('12');
    expect(screen.getByTestId('pending').textContent).toBe('false');
    const refetches = environment.mock
      .getAllOperations()
      .filter((o) => o.request.node.params.name === 'QuoteResultsRefetchQuery');
    expect(refetches).toHaveLength(0);
  });

  it('keeps the filters for a new search of the page (a pin drag), on its default network, and asks its cards with them', async () => {
    const { environment, user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'size' }));
    const first = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(
        first,
        MockPayloadGenerator.generate(first, { QuoteSearch: search }),
      );
    });
    // The pin moved: the page's query answers another search, with both networks.
    const op = createOperationDescriptor(getRequest(query), {});
    await act(async () => {
      environment.commitPayload(
        op,
        payloadData(op, {
          QuoteSearch: () => ({
            id: 'search-2',
            productCount: 50,
            networks: {
              default: 'inNetwork',
              options: ['inNetwork', 'outOfNetwork', 'all'],
              notes: [],
            },
          }),
        }),
      );
    });
    expect(screen.getByTestId('network').textContent).toBe('inNetwork');
    expect(screen.getByTestId('sizes').textContent).toBe('3');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      id: 'search-2',
      filter: { sizes: ['3'], network: 'inNetwork' },
    });
  });
});
