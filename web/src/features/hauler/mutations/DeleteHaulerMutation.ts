import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type { DeleteHaulerMutation } from './__generated__/DeleteHaulerMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteHaulerMutation($input: DeleteHaulerInput!) {
    deleteHauler(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes a hauler (global id) with its regions and zones. */
export function useDeleteHaulerMutation() {
  const [commit, inFlight] = useMutation<DeleteHaulerMutation>(mutation);
  const run = useCallback(
    (id: string) => commitAsPromise(commit, { variables: { input: { id } } }),
    [commit],
  );
  return [run, inFlight] as const;
}
