// The Hauler Exceptions tab: regional exceptions filtered by hauler (3+ characters), territory,
// type, reason and end type, with a reset; sortable, paged by 25.
import { Button, HStack, Spacer } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { END_TYPES, EXCEPTION_REASONS, EXCEPTION_TYPES } from '../exceptionLabels.ts';
import { useListControls } from '../hooks/useListControls.ts';
import {
  EXCEPTION_PAGE_SIZE,
  exceptionListSpec,
  exceptionListVariables,
  NO_EXCEPTION_FILTERS,
} from '../reportLists.ts';
import { HAULER_EXCEPTIONS_EXPORT } from '../exportQueries.ts';
import { EnumSelect } from './EnumSelect.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { HaulerExceptionRow } from './HaulerExceptionRow.tsx';
import { HaulerSearchInput } from './HaulerSearchInput.tsx';
import { ListTable, Pager } from './ListTable.tsx';
import { TerritorySelect } from './TerritorySelect.tsx';
import type { HaulerExceptionListRefetchQuery as Q } from './__generated__/HaulerExceptionListRefetchQuery.graphql.ts';
import type { HaulerExceptionList_query$key } from './__generated__/HaulerExceptionList_query.graphql.ts';

/** The hauler exceptions with their filters, table and pager. */
export function HaulerExceptionList({ query }: { query: HaulerExceptionList_query$key }) {
  const [data, refetch] = useRefetchableFragment<Q, HaulerExceptionList_query$key>(
    graphql`
      fragment HaulerExceptionList_query on Query
      @refetchable(queryName: "HaulerExceptionListRefetchQuery")
      @argumentDefinitions(
        hauler: { type: "String" }
        territory: { type: "Territory" }
        type: { type: "ExceptionType" }
        reason: { type: "ExceptionReason" }
        endType: { type: "ExceptionActionType" }
        orderBy: { type: "ExceptionOrderField", defaultValue: haulerName }
        direction: { type: "SortDirection", defaultValue: asc }
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
      ) {
        exceptions(
          bulk: false
          hauler: $hauler
          territory: $territory
          type: $type
          reason: $reason
          endType: $endType
          orderBy: $orderBy
          direction: $direction
          first: $first
          after: $after
        ) {
          totalCount
          edges {
            node {
              id
              ...HaulerExceptionRow_exception
            }
          }
        }
      }
    `,
    query,
  );
  const c = useListControls({
    url: exceptionListSpec,
    pageSize: EXCEPTION_PAGE_SIZE,
    totalCount: data.exceptions.totalCount,
    minSearch: 3,
    load: (s) => refetch(exceptionListVariables(s), { fetchPolicy: 'store-or-network' }),
  });
  const f = c.state.filters as Record<string, string | null>;
  return (
    <>
      <HStack mb="4" gap="3" align="flex-start" flexWrap="wrap">
        <HaulerSearchInput
          label="Search by hauler"
          value={c.searchText}
          onChange={c.setSearchText}
          min={3}
        />
        <TerritorySelect
          value={f.territory ?? ''}
          onChange={(v) => c.setFilter('territory', v || null)}
        />
        <EnumSelect
          label="Type"
          any="All types"
          options={EXCEPTION_TYPES}
          value={f.type ?? ''}
          onChange={(v) => c.setFilter('type', v || null)}
        />
        <EnumSelect
          label="Reason"
          any="All reasons"
          options={EXCEPTION_REASONS}
          value={f.reason ?? ''}
          onChange={(v) => c.setFilter('reason', v || null)}
        />
        <EnumSelect
          label="End type"
          any="All end types"
          options={END_TYPES}
          value={f.endType ?? ''}
          onChange={(v) => c.setFilter('endType', v || null)}
        />
        <Button variant="outline" onClick={() => c.reset(NO_EXCEPTION_FILTERS)}>
          Reset
        </Button>
        <Spacer />
        <ExportCsvButton
          spec={HAULER_EXCEPTIONS_EXPORT}
          variables={exceptionListVariables(c.state)}
        />
      </HStack>
      <ListTable
        label="hauler exceptions"
        columns={[
          { label: '', width: '3rem' },
          { label: 'Hauler', sort: 'haulerName' },
          { label: 'Region', sort: 'regionName' },
          { label: 'Territory' },
          { label: 'Type', sort: 'type' },
          { label: 'Reason', sort: 'reason' },
          { label: 'Ends', sort: 'actionDate' },
        ]}
        orderBy={c.state.orderBy}
        direction={c.state.direction}
        onSort={c.sortBy}
        isPending={c.isPending}
        count={data.exceptions.edges.length}
        empty="No exceptions match these filters."
      >
        {data.exceptions.edges.map((e) => (
          <HaulerExceptionRow key={e.node.id} exception={e.node} />
        ))}
      </ListTable>
      <Pager
        page={c.state.page}
        pages={c.pages}
        total={data.exceptions.totalCount}
        noun="exceptions"
        onPage={c.goTo}
      />
    </>
  );
}
