import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type { DeleteRegionMutation } from './__generated__/DeleteRegionMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteRegionMutation($input: DeleteRegionInput!) {
    deleteRegion(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes a region (global id) and takes it out of its hauler's sidebar list. */
export function useDeleteRegionMutation() {
  const [commit, inFlight] = useMutation<DeleteRegionMutation>(mutation);
  const run = useCallback(
    (id: string, haulerId: string) =>
      commitAsPromise(commit, {
        variables: { input: { id } },
        updater: (store, data) => {
          if (!data?.deleteRegion.deletedId) return;
          const hauler = store.get(haulerId);
          const regions = hauler?.getLinkedRecords('regions');
          if (hauler && regions)
            hauler.setLinkedRecords(
              regions.filter((r) => r?.getDataID() !== id),
              'regions',
            );
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
