// /alerts: every alert, searchable by hauler (empty or 3+ characters), filtered by territory,
// sortable by hauler, created and updated dates, paged by 20.
import { HStack, Spacer } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useListControls } from '../hooks/useListControls.ts';
import { ALERT_PAGE_SIZE, alertListSpec, alertListVariables } from '../reportLists.ts';
import { ALERTS_EXPORT } from '../exportQueries.ts';
import { AlertListRow } from './AlertListRow.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { HaulerSearchInput } from './HaulerSearchInput.tsx';
import { ListTable, Pager } from './ListTable.tsx';
import { TerritorySelect } from './TerritorySelect.tsx';
import type { AlertListRefetchQuery } from './__generated__/AlertListRefetchQuery.graphql.ts';
import type { AlertList_query$key } from './__generated__/AlertList_query.graphql.ts';

/** Hauler searches run when empty or at least this long (docs/decisions.md#validation). */
export const HAULER_SEARCH_MIN = 3;

/** The alert list with its search, territory filter, table and pager. */
export function AlertList({ query }: { query: AlertList_query$key }) {
  const [data, refetch] = useRefetchableFragment<AlertListRefetchQuery, AlertList_query$key>(
    graphql`
      fragment AlertList_query on Query
      @refetchable(queryName: "AlertListRefetchQuery")
      @argumentDefinitions(
        haulerSearch: { type: "String" }
        territory: { type: "Territory" }
        orderBy: { type: "AlertOrderField", defaultValue: updatedAt }
        direction: { type: "SortDirection", defaultValue: desc }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        alerts(
          haulerSearch: $haulerSearch
          territory: $territory
          orderBy: $orderBy
          direction: $direction
          first: $first
          after: $after
        ) {
          totalCount
          edges {
            node {
              id
              ...AlertListRow_alert
            }
          }
        }
      }
    `,
    query,
  );
  const c = useListControls({
    url: alertListSpec,
    pageSize: ALERT_PAGE_SIZE,
    totalCount: data.alerts.totalCount,
    minSearch: HAULER_SEARCH_MIN,
    load: (s) => refetch(alertListVariables(s), { fetchPolicy: 'store-or-network' }),
  });
  return (
    <>
      <HStack mb="4" gap="3" align="flex-start" flexWrap="wrap">
        <HaulerSearchInput
          label="Search Alerts By Hauler"
          value={c.searchText}
          onChange={c.setSearchText}
          min={HAULER_SEARCH_MIN}
        />
        <TerritorySelect
          value={(c.state.filters.territory as string | null) ?? ''}
          onChange={(v) => c.setFilter('territory', v || null)}
        />
        <Spacer />
        <ExportCsvButton spec={ALERTS_EXPORT} variables={alertListVariables(c.state)} />
      </HStack>
      <ListTable
        label="alerts"
        columns={[
          { label: 'Hauler', sort: 'haulerName' },
          { label: 'Type', width: '9rem' },
          { label: 'Alert' },
          { label: 'Created By' },
          { label: 'Created At', sort: 'createdAt' },
          { label: 'Updated At', sort: 'updatedAt' },
        ]}
        orderBy={c.state.orderBy}
        direction={c.state.direction}
        onSort={c.sortBy}
        isPending={c.isPending}
        count={data.alerts.edges.length}
        empty="No alerts match these filters."
      >
        {data.alerts.edges.map((e) => (
          <AlertListRow key={e.node.id} alert={e.node} />
        ))}
      </ListTable>
      <Pager
        page={c.state.page}
        pages={c.pages}
        total={data.alerts.totalCount}
        noun="alerts"
        onPage={c.goTo}
      />
    </>
  );
}
