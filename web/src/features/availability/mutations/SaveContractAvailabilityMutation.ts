import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from '../../hauler/mutations/commitMutation.ts';
import type {
  SaveContractAvailabilityInput,
  SaveContractAvailabilityMutation,
} from './__generated__/SaveContractAvailabilityMutation.graphql.ts';

const mutation = graphql`
  mutation SaveContractAvailabilityMutation($input: SaveContractAvailabilityInput!) {
    saveContractAvailability(input: $input) {
      region {
        id
        ...ContractAvailabilityTab_region
        ...CurrentAvailabilityTab_region
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Saves the changed contract records of a region at once (all or nothing). */
export function useSaveContractAvailabilityMutation() {
  const [commit, inFlight] = useMutation<SaveContractAvailabilityMutation>(mutation);
  const run = useCallback(
    (input: SaveContractAvailabilityInput) => commitAsPromise(commit, { variables: { input } }),
    [commit],
  );
  return [run, inFlight] as const;
}
