// /availability-report: regions of active (or inactive) haulers with their availability flags,
// filtered by territory, flags and hauler, paged by 20; a row expands to its availability.
import { Checkbox, HStack, Spacer, Tabs } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useListControls } from '../hooks/useListControls.ts';
import { AVAILABILITY_PAGE_SIZE, availabilitySpec, availabilityVariables } from '../reportLists.ts';
import { AVAILABILITY_EXPORT } from '../exportQueries.ts';
import { AvailabilityReportRow } from './AvailabilityReportRow.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { HaulerSearchInput } from './HaulerSearchInput.tsx';
import { ListTable, Pager } from './ListTable.tsx';
import { TerritorySelect } from './TerritorySelect.tsx';
import type { AvailabilityReportRefetchQuery } from './__generated__/AvailabilityReportRefetchQuery.graphql.ts';
import type { AvailabilityReport_query$key } from './__generated__/AvailabilityReport_query.graphql.ts';

const FLAGS = [
  ['noService', 'No Service'],
  ['mustCall', 'Must Call'],
  ['window', 'Window'],
  ['daysOut', 'Days Out'],
] as const;

/** The report's tabs, filters, table and pager. */
export function AvailabilityReport({ query }: { query: AvailabilityReport_query$key }) {
  const [data, refetch] = useRefetchableFragment<
    AvailabilityReportRefetchQuery,
    AvailabilityReport_query$key
  >(
    graphql`
      fragment AvailabilityReport_query on Query
      @refetchable(queryName: "AvailabilityReportRefetchQuery")
      @argumentDefinitions(
        active: { type: "Boolean", defaultValue: true }
        territory: { type: "Territory" }
        noService: { type: "Boolean" }
        mustCall: { type: "Boolean" }
        window: { type: "Boolean" }
        daysOut: { type: "Boolean" }
        haulerSearch: { type: "String" }
        orderBy: { type: "RegionReportOrderField" }
        direction: { type: "SortDirection", defaultValue: asc }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        regionsAvailability(
          active: $active
          territory: $territory
          noService: $noService
          mustCall: $mustCall
          window: $window
          daysOut: $daysOut
          haulerSearch: $haulerSearch
          orderBy: $orderBy
          direction: $direction
          first: $first
          after: $after
        ) {
          totalCount
          edges {
            node {
              id
              ...AvailabilityReportRow_region
            }
          }
        }
      }
    `,
    query,
  );
  const c = useListControls({
    url: availabilitySpec,
    pageSize: AVAILABILITY_PAGE_SIZE,
    totalCount: data.regionsAvailability.totalCount,
    minSearch: 3,
    load: (s) => refetch(availabilityVariables(s), { fetchPolicy: 'store-or-network' }),
  });
  const list = data.regionsAvailability;
  const tab = c.state.filters.active === false ? 'inactive' : 'active';
  return (
    <Tabs.Root value={tab} onValueChange={(e) => c.setFilter('active', e.value !== 'inactive')}>
      <Tabs.List mb="4">
        <Tabs.Trigger value="active">Active Haulers</Tabs.Trigger>
        <Tabs.Trigger value="inactive">Inactive Haulers</Tabs.Trigger>
      </Tabs.List>
      {/* Both tabs show the same list, filtered by the hauler's active flag: one panel, so
          that the selected tab names the panel it controls (aria-controls). */}
      <Tabs.Content value={tab} p="0">
        <HStack mb="4" gap="4" align="center" flexWrap="wrap">
          <HaulerSearchInput
            label="Search by hauler"
            value={c.searchText}
            onChange={c.setSearchText}
            min={3}
          />
          <TerritorySelect
            value={(c.state.filters.territory as string | null) ?? ''}
            onChange={(v) => c.setFilter('territory', v || null)}
          />
          {FLAGS.map(([key, label]) => (
            <Checkbox.Root
              key={key}
              checked={!!c.state.filters[key]}
              onCheckedChange={(e) => c.setFilter(key, !!e.checked)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control bg="white" />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
          <Spacer />
          <ExportCsvButton spec={AVAILABILITY_EXPORT} variables={availabilityVariables(c.state)} />
        </HStack>
        <ListTable
          label="regions"
          columns={[
            { label: '', width: '3rem' },
            { label: 'Hauler', sort: 'haulerName' },
            { label: 'Region', sort: 'name' },
            { label: 'Territory', sort: 'territory' },
            { label: 'Today' },
            { label: 'Last Saved', sort: 'lastSavedAt' },
          ]}
          orderBy={c.state.orderBy}
          direction={c.state.direction}
          onSort={c.sortBy}
          isPending={c.isPending}
          count={list.edges.length}
          empty="No regions match these filters."
        >
          {list.edges.map((e) => (
            <AvailabilityReportRow key={e.node.id} region={e.node} />
          ))}
        </ListTable>
        <Pager
          page={c.state.page}
          pages={c.pages}
          total={list.totalCount}
          noun="regions"
          onPage={c.goTo}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
