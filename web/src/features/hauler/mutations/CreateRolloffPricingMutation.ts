import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type {
  CreateRolloffPricingInput,
  CreateRolloffPricingMutation,
} from './__generated__/CreateRolloffPricingMutation.graphql.ts';

const mutation = graphql`
  mutation CreateRolloffPricingMutation($input: CreateRolloffPricingInput!) {
    createRolloffPricing(input: $input) {
      rolloffPricing {
        id
        zone {
          id
          ...PricingTab_zone
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Creates a pricing record; the zone's card grid is read again from the answer. */
export function useCreateRolloffPricingMutation() {
  const [commit, inFlight] = useMutation<CreateRolloffPricingMutation>(mutation);
  const run = useCallback(
    (input: CreateRolloffPricingInput) => commitAsPromise(commit, { variables: { input } }),
    [commit],
  );
  return [run, inFlight] as const;
}
