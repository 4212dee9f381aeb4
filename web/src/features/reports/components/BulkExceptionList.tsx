// The Bulk Exceptions tab: exceptions that apply to every hauler and region, each deletable
// behind a confirm step.
import { useTransition } from 'react';
import { Alert, EmptyState, Stack } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
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
              ...BulkExceptionCard_exception
            }
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
  return (
    <Stack gap="4" opacity={isPending ? 0.6 : 1} aria-busy={isPending}>
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>
          Bulk exceptions apply to all haulers and all regions. To lift one for a single region,
          remove it from that region on the hauler page.
        </Alert.Description>
      </Alert.Root>
      {edges.length === 0 ? (
        <EmptyState.Root bg="white" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title data-testid="empty-state">{NO_BULK_EXCEPTIONS}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        edges.map((e) => (
          <BulkExceptionCard key={e.node.id} exception={e.node} onDeleted={reload} />
        ))
      )}
    </Stack>
  );
}
