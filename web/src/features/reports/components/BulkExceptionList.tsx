// The Bulk Exceptions tab: exceptions that apply to every hauler and region, added and edited
// with the bulk exception form ('Save Exception?' first), each deletable behind a confirm step.
/* eslint-disable relay/unused-fields -- the exception fields are read by fromException (the edit form) */
import { useState, useTransition } from 'react';
import { Alert, Box, Button, EmptyState, HStack, Stack } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { ExceptionForm } from '../../exception/ExceptionForm.tsx';
import { fromException } from '../../exception/exceptionForm.ts';
import { BULK_EXCEPTIONS_EXPORT } from '../exportQueries.ts';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { BulkExceptionCard } from './BulkExceptionCard.tsx';
import type { BulkExceptionListRefetchQuery } from './__generated__/BulkExceptionListRefetchQuery.graphql.ts';
import type { BulkExceptionList_query$key } from './__generated__/BulkExceptionList_query.graphql.ts';

export const NO_BULK_EXCEPTIONS = 'There are no active bulk exceptions.';

/** The bulk exceptions (at most 100: there are only ever a few). */
export function BulkExceptionList({ query }: { query: BulkExceptionList_query$key }) {
  const [data, refetch] = useRefetchableFragment<
    BulkExceptionListRefetchQuery,
    BulkExceptionList_query$key
  >(
    graphql`
      fragment BulkExceptionList_query on Query
      @refetchable(queryName: "BulkExceptionListRefetchQuery") {
        bulkExceptions: exceptions(bulk: true, orderBy: updatedAt, direction: desc, first: 100) {
          edges {
            node {
              id
              type
              reason
              updatedAt
              deliveryTypes
              sizes {
                id
              }
              wasteTypes {
                id
              }
              daysOfWeek
              windowDays
              startDate
              endDate
              actionType
              actionDate
              ...BulkExceptionCard_exception
            }
          }
        }
        lookups {
          sizes {
            id
            name
          }
          wasteTypes {
            id
            name
          }
        }
      }
    `,
    query,
  );
  const [isPending, startTransition] = useTransition();
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const edges = data.bulkExceptions.edges;
  // 'new', the id of the exception being edited, or null for the list.
  const [editing, setEditing] = useState<string | null>(null);
  if (editing) {
    const ex = edges.find((e) => e.node.id === editing)?.node;
    return (
      <ExceptionForm
        key={editing}
        bulk
        existing={
          ex
            ? {
                id: ex.id,
                updatedAt: ex.updatedAt,
                values: fromException({ ...ex, availabilityAction: null }),
              }
            : null
        }
        sizes={data.lookups.sizes}
        wasteTypes={data.lookups.wasteTypes}
        onDone={(saved) => {
          setEditing(null);
          if (saved) reload();
        }}
      />
    );
  }
  return (
    <Stack gap="4" opacity={isPending ? 0.6 : 1} aria-busy={isPending}>
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>
          Bulk exceptions apply to all haulers and all regions. To lift one for a single region,
          remove it from that region on the hauler page.
        </Alert.Description>
      </Alert.Root>
      <HStack justify="flex-end" gap="3">
        <ExportCsvButton spec={BULK_EXCEPTIONS_EXPORT} variables={{}} />
        <Button colorPalette="teal" onClick={() => setEditing('new')}>
          Add Bulk Exception
        </Button>
      </HStack>
      {edges.length === 0 ? (
        <EmptyState.Root bg="white" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title data-testid="empty-state">{NO_BULK_EXCEPTIONS}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        edges.map((e) => (
          <Box key={e.node.id}>
            <BulkExceptionCard
              exception={e.node}
              onDeleted={reload}
              onEdit={() => setEditing(e.node.id)}
            />
          </Box>
        ))
      )}
    </Stack>
  );
}
