import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type {
  UpdateHaulerMutation,
  UpdateHaulerInput,
} from './__generated__/UpdateHaulerMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateHaulerMutation($input: UpdateHaulerInput!) {
    updateHauler(input: $input) {
      hauler {
        id
        ...HaulerForm_hauler
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Saves the hauler form; the store takes the answer. */
export function useUpdateHaulerMutation() {
  const [commit, inFlight] = useMutation<UpdateHaulerMutation>(mutation);
  const run = useCallback(
    (input: UpdateHaulerInput) => commitAsPromise(commit, { variables: { input } }),
    [commit],
  );
  return [run, inFlight] as const;
}
