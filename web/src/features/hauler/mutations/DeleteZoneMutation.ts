import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type { DeleteZoneMutation } from './__generated__/DeleteZoneMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteZoneMutation($input: DeleteZoneInput!) {
    deleteZone(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes a zone (global id) and takes it out of its region's list. */
export function useDeleteZoneMutation() {
  const [commit, inFlight] = useMutation<DeleteZoneMutation>(mutation);
  const run = useCallback(
    (id: string, regionId: string) =>
      commitAsPromise(commit, {
        variables: { input: { id } },
        updater: (store, data) => {
          if (!data?.deleteZone.deletedId) return;
          const region = store.get(regionId);
          const zones = region?.getLinkedRecords('zones');
          if (region && zones)
            region.setLinkedRecords(
              zones.filter((z) => z?.getDataID() !== id),
              'zones',
            );
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
