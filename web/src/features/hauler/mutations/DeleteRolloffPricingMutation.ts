import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type { DeleteRolloffPricingMutation } from './__generated__/DeleteRolloffPricingMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteRolloffPricingMutation($input: DeleteRolloffPricingInput!) {
    deleteRolloffPricing(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes a pricing record (global id) and takes it out of its zone's card grid. */
export function useDeleteRolloffPricingMutation() {
  const [commit, inFlight] = useMutation<DeleteRolloffPricingMutation>(mutation);
  const run = useCallback(
    (id: string, zoneId: string) =>
      commitAsPromise(commit, {
        variables: { input: { id } },
        updater: (store, data) => {
          if (!data?.deleteRolloffPricing.deletedId) return;
          const zone = store.get(zoneId);
          const pricing = zone?.getLinkedRecords('pricing');
          if (zone && pricing)
            zone.setLinkedRecords(
              pricing.filter((p) => p?.getDataID() !== id),
              'pricing',
            );
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
