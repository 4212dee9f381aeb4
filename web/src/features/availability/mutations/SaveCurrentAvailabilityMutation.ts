import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from '../../hauler/mutations/commitMutation.ts';
import type {
  SaveCurrentAvailabilityInput,
  SaveCurrentAvailabilityMutation,
} from './__generated__/SaveCurrentAvailabilityMutation.graphql.ts';

const mutation = graphql`
  mutation SaveCurrentAvailabilityMutation($input: SaveCurrentAvailabilityInput!) {
    saveCurrentAvailability(input: $input) {
      region {
        id
        ...CurrentAvailabilityTab_region
        ...ContractAvailabilityTab_region
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Overrides the changed current availability rows of a region for today (all or nothing). */
export function useSaveCurrentAvailabilityMutation() {
  const [commit, inFlight] = useMutation<SaveCurrentAvailabilityMutation>(mutation);
  const run = useCallback(
    (input: SaveCurrentAvailabilityInput) => commitAsPromise(commit, { variables: { input } }),
    [commit],
  );
  return [run, inFlight] as const;
}
