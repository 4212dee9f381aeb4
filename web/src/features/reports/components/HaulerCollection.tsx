// /haulers/collection: every hauler, searchable by name, sortable and paged by 20.
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useListControls, type ListState } from '../hooks/useListControls.ts';
import { pageCursor } from '../paging.ts';
import { HAULERS_EXPORT } from '../exportQueries.ts';
import { CollectionShell } from './CollectionShell.tsx';
import { HaulerCollectionRow } from './HaulerCollectionRow.tsx';
import { NewHaulerForm } from './NewRecordForms.tsx';
import type { HaulerCollectionRefetchQuery } from './__generated__/HaulerCollectionRefetchQuery.graphql.ts';
import type { HaulerCollection_query$key } from './__generated__/HaulerCollection_query.graphql.ts';

const PAGE_SIZE = 20;
const INITIAL: ListState = { search: '', orderBy: 'name', direction: 'asc', page: 1, filters: {} };

/** The list query's variables of a list state. */
const variables = (s: ListState) => ({
  search: s.search || null,
  orderBy: s.orderBy as HaulerCollectionRefetchQuery['variables']['orderBy'],
  direction: s.direction,
  first: PAGE_SIZE,
  after: pageCursor(s.page, PAGE_SIZE),
});

/** The haulers table of the collection screen. */
export function HaulerCollection({ query }: { query: HaulerCollection_query$key }) {
  const [data, refetch] = useRefetchableFragment<
    HaulerCollectionRefetchQuery,
    HaulerCollection_query$key
  >(
    graphql`
      fragment HaulerCollection_query on Query
      @refetchable(queryName: "HaulerCollectionRefetchQuery")
      @argumentDefinitions(
        search: { type: "String" }
        orderBy: { type: "HaulerOrderField", defaultValue: name }
        direction: { type: "SortDirection", defaultValue: asc }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        haulers(
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
              ...HaulerCollectionRow_hauler
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
    totalCount: data.haulers.totalCount,
    load: (s) => refetch(variables(s), { fetchPolicy: 'store-or-network' }),
  });
  return (
    <CollectionShell
      noun="haulers"
      singular="Hauler"
      columns={[
        { label: 'Name', sort: 'name' },
        { label: 'Type', sort: 'type' },
        { label: 'Active', sort: 'active' },
        { label: 'Updated At', sort: 'updatedAt' },
        { label: 'Updated By' },
      ]}
      controls={controls}
      exportCsv={{ spec: HAULERS_EXPORT, variables: variables(controls.state) }}
      total={data.haulers.totalCount}
      count={data.haulers.edges.length}
      newForm={<NewHaulerForm />}
    >
      {data.haulers.edges.map((e) => (
        <HaulerCollectionRow key={e.node.id} hauler={e.node} />
      ))}
    </CollectionShell>
  );
}
