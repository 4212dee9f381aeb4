import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from './commitMutation.ts';
import type {
  UpdateRolloffPricingInput,
  UpdateRolloffPricingMutation,
} from './__generated__/UpdateRolloffPricingMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateRolloffPricingMutation($input: UpdateRolloffPricingInput!) {
    updateRolloffPricing(input: $input) {
      rolloffPricing {
        id
        ...PricingCard_pricing
        ...PricingForm_pricing
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

/** Saves a pricing record; the card and the zone's order are read again from the answer. */
export function useUpdateRolloffPricingMutation() {
  const [commit, inFlight] = useMutation<UpdateRolloffPricingMutation>(mutation);
  const run = useCallback(
    (input: UpdateRolloffPricingInput) => commitAsPromise(commit, { variables: { input } }),
    [commit],
  );
  return [run, inFlight] as const;
}
