// /markets/collection: every market, searchable by name, sortable and paged by 20; Add opens
// /markets/new (the whole market form).
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useListControls, type ListState } from '../hooks/useListControls.ts';
import { pageCursor } from '../paging.ts';
import { MARKETS_EXPORT } from '../exportQueries.ts';
import { CollectionShell } from './CollectionShell.tsx';
import { MarketCollectionRow } from './MarketCollectionRow.tsx';
import type { MarketCollectionRefetchQuery } from './__generated__/MarketCollectionRefetchQuery.graphql.ts';
import type { MarketCollection_query$key } from './__generated__/MarketCollection_query.graphql.ts';

const PAGE_SIZE = 20;
const INITIAL: ListState = { search: '', orderBy: 'name', direction: 'asc', page: 1, filters: {} };

/** The list query's variables of a list state. */
const variables = (s: ListState) => ({
  search: s.search || null,
  orderBy: s.orderBy as MarketCollectionRefetchQuery['variables']['orderBy'],
  direction: s.direction,
  first: PAGE_SIZE,
  after: pageCursor(s.page, PAGE_SIZE),
});

/** The markets table of the collection screen. */
export function MarketCollection({ query }: { query: MarketCollection_query$key }) {
  const [data, refetch] = useRefetchableFragment<
    MarketCollectionRefetchQuery,
    MarketCollection_query$key
  >(
    graphql`
      fragment MarketCollection_query on Query
      @refetchable(queryName: "MarketCollectionRefetchQuery")
      @argumentDefinitions(
        search: { type: "String" }
        orderBy: { type: "MarketOrderField", defaultValue: name }
        direction: { type: "SortDirection", defaultValue: asc }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        markets(
          search: $search
          orderBy: $orderBy
          direction: $direction
          first: $first
          after: $after
        ) {
          totalCount
          edges {
            node {
              id
              ...MarketCollectionRow_market
            }
          }
        }
      }
    `,
    query,
  );
  const controls = useListControls({
    initial: INITIAL,
    pageSize: PAGE_SIZE,
    totalCount: data.markets.totalCount,
    load: (s) => refetch(variables(s), { fetchPolicy: 'store-or-network' }),
  });
  return (
    <CollectionShell
      noun="markets"
      singular="Market"
      columns={[
        { label: 'Name', sort: 'name' },
        { label: 'Territory', sort: 'territory' },
        { label: 'Time Zone' },
        { label: 'Phone' },
        { label: 'Updated At', sort: 'updatedAt' },
        { label: 'Updated By' },
      ]}
      controls={controls}
      exportCsv={{ spec: MARKETS_EXPORT, variables: variables(controls.state) }}
      total={data.markets.totalCount}
      count={data.markets.edges.length}
      addTo="/markets/new"
    >
      {data.markets.edges.map((e) => (
        <MarketCollectionRow key={e.node.id} market={e.node} />
      ))}
    </CollectionShell>
  );
}
