import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay/hooks';
import { renderWithQuery } from '../../../../test/render.tsx';
import { SearchHistoryList } from './SearchHistoryList.tsx';
import type { SearchHistoryListTestQuery } from './__generated__/SearchHistoryListTestQuery.graphql.ts';

const query = graphql`
  query SearchHistoryListTestQuery @relay_test_operation {
    searchHistory {
      ...SearchHistoryList_history
    }
  }
`;

const search = (n: number, over: Record<string, unknown> = {}) => ({
  node: {
    id: `h${n}`,
    placeId: `place-${n}`,
    formattedAddress: `${n} Main St, Springfield, IL`,
    resultCount: n,
    createdAt: '2026-11-20T15:30:00Z',
    ...over,
  },
});

const renderHistory = (edges: ReturnType<typeof search>[]) =>
  renderWithQuery<SearchHistoryListTestQuery>(
    query,
    (d) => <SearchHistoryList history={d.searchHistory} />,
    { resolvers: { SearchHistoryConnection: () => ({ edges }) } },
  );

describe('SearchHistoryList', () => {
  it('links the last 5 searches to their results, with when and how many results', () => {
    renderHistory([1, 2, 3, 4, 5, 6, 7].map((n) => search(n)));
    const items = within(screen.getByTestId('search-history')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = within(items[0]).getByRole('link', { name: '1 Main St, Springfield, IL' });
    expect(first.getAttribute('href')).toBe('/quote/result/place-1');
    expect(items[0].textContent).toMatch(/Nov 20, 2026, \d{1,2}:30 (AM|PM) · 1 result$/);
    expect(items[1].textContent).toMatch(/ · 2 results$/);
  });

  it('shows a search without a place as plain text', () => {
    renderHistory([search(1, { placeId: null })]);
    expect(screen.getByText('1 Main St, Springfield, IL')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when there are no searches yet', () => {
    renderHistory([]);
    expect(screen.getByRole('heading', { name: 'Search History' })).toBeTruthy();
    expect(screen.getByText('No searches yet.')).toBeTruthy();
  });
});
