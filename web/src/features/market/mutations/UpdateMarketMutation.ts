import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from '../../hauler/mutations/commitMutation.ts';
import type {
  UpdateMarketInput,
  UpdateMarketMutation,
} from './__generated__/UpdateMarketMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateMarketMutation($input: UpdateMarketInput!) {
    updateMarket(input: $input) {
      market {
        id
        name
        ...MarketForm_market
        ...MarketBoundary_market
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Saves the market form or its boundary (with the `updatedAt` read); the store takes the answer. */
export function useUpdateMarketMutation() {
  const [commit, inFlight] = useMutation<UpdateMarketMutation>(mutation);
  const run = useCallback(
    (input: UpdateMarketInput) =>
      commitAsPromise(commit, {
        variables: { input },
        // Quote results cached in the store carry the old shape (docs/decisions.md#search).
        updater: (store, res) => {
          if (res?.updateMarket.market) store.invalidateStore();
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
