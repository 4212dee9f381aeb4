import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type {
  CreateRegionInput,
  CreateRegionMutation,
} from './__generated__/CreateRegionMutation.graphql.ts';

const mutation = graphql`
  mutation CreateRegionMutation($input: CreateRegionInput!) {
    createRegion(input: $input) {
      region {
        id
        databaseId
        ...SidebarRegion_region
        ...RegionView_region
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Creates a region of the hauler `input.haulerId` (a global id) and adds it to the sidebar. */
export function useCreateRegionMutation() {
  const [commit, inFlight] = useMutation<CreateRegionMutation>(mutation);
  const run = useCallback(
    (input: CreateRegionInput & { haulerId: string }) =>
      commitAsPromise(commit, {
        variables: { input },
        updater: (store) => {
          const created = store.getRootField('createRegion')?.getLinkedRecord('region');
          const hauler = store.get(input.haulerId);
          const regions = hauler?.getLinkedRecords('regions');
          if (created && hauler && regions)
            hauler.setLinkedRecords([...regions, created], 'regions');
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
