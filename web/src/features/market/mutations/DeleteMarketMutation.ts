import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from '../../hauler/mutations/commitMutation.ts';
import type { DeleteMarketMutation } from './__generated__/DeleteMarketMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteMarketMutation($input: DeleteMarketInput!) {
    deleteMarket(input: $input) {
      deletedId @deleteRecord
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes a market (global id); the record leaves the store. */
export function useDeleteMarketMutation() {
  const [commit, inFlight] = useMutation<DeleteMarketMutation>(mutation);
  const run = useCallback(
    (id: string) =>
      commitAsPromise(commit, {
        variables: { input: { id } },
        // Lists and quote results cached in the store still show it (docs/decisions.md#search).
        updater: (store, res) => {
          if (res?.deleteMarket.deletedId) store.invalidateStore();
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
