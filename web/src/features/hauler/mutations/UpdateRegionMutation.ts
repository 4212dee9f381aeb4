import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type {
  UpdateRegionMutation,
  UpdateRegionInput,
} from './__generated__/UpdateRegionMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateRegionMutation($input: UpdateRegionInput!) {
    updateRegion(input: $input) {
      region {
        id
        ...RegionView_region
        ...SidebarRegion_region
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Saves the region form; the sidebar and the view take the answer. */
export function useUpdateRegionMutation() {
  const [commit, inFlight] = useMutation<UpdateRegionMutation>(mutation);
  const run = useCallback(
    (input: UpdateRegionInput) => commitAsPromise(commit, { variables: { input } }),
    [commit],
  );
  return [run, inFlight] as const;
}
