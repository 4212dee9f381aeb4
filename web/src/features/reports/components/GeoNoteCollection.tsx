// /geo-notes/collection: every geo note, searchable by name, sortable and paged by 10; Add opens
// /geo-notes/new (the form with the area).
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useListControls, type ListState } from '../hooks/useListControls.ts';
import { pageCursor } from '../paging.ts';
import { GEO_NOTES_EXPORT } from '../exportQueries.ts';
import { CollectionShell } from './CollectionShell.tsx';
import { GeoNoteCollectionRow } from './GeoNoteCollectionRow.tsx';
import type { GeoNoteCollectionRefetchQuery } from './__generated__/GeoNoteCollectionRefetchQuery.graphql.ts';
import type { GeoNoteCollection_query$key } from './__generated__/GeoNoteCollection_query.graphql.ts';

const PAGE_SIZE = 10;
const INITIAL: ListState = { search: '', orderBy: 'name', direction: 'asc', page: 1, filters: {} };

/** The list query's variables of a list state. */
const variables = (s: ListState) => ({
  search: s.search || null,
  orderBy: s.orderBy as GeoNoteCollectionRefetchQuery['variables']['orderBy'],
  direction: s.direction,
  first: PAGE_SIZE,
  after: pageCursor(s.page, PAGE_SIZE),
});

/** The geo notes table of the collection screen. */
export function GeoNoteCollection({ query }: { query: GeoNoteCollection_query$key }) {
  const [data, refetch] = useRefetchableFragment<
    GeoNoteCollectionRefetchQuery,
    GeoNoteCollection_query$key
  >(
    graphql`
      fragment GeoNoteCollection_query on Query
      @refetchable(queryName: "GeoNoteCollectionRefetchQuery")
      @argumentDefinitions(
        search: { type: "String" }
        orderBy: { type: "GeoNoteOrderField", defaultValue: name }
        direction: { type: "SortDirection", defaultValue: asc }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        geoNotes(
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
              ...GeoNoteCollectionRow_geoNote
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
    totalCount: data.geoNotes.totalCount,
    load: (s) => refetch(variables(s), { fetchPolicy: 'store-or-network' }),
  });
  return (
    <CollectionShell
      noun="geo notes"
      singular="Geo Note"
      columns={[
        { label: 'Name', sort: 'name' },
        { label: 'Color', sort: 'color' },
        { label: 'Active', sort: 'active' },
        { label: 'Description' },
        { label: 'Updated At', sort: 'updatedAt' },
      ]}
      controls={controls}
      exportCsv={{ spec: GEO_NOTES_EXPORT, variables: variables(controls.state) }}
      total={data.geoNotes.totalCount}
      count={data.geoNotes.edges.length}
      addTo="/geo-notes/new"
    >
      {data.geoNotes.edges.map((e) => (
        <GeoNoteCollectionRow key={e.node.id} geoNote={e.node} />
      ))}
    </CollectionShell>
  );
}
