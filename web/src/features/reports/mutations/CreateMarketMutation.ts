import { graphql } from 'react-relay/hooks';
import { useCreateMutation } from './createResult.ts';
import type { CreateMarketMutation } from './__generated__/CreateMarketMutation.graphql.ts';

const mutation = graphql`
  mutation CreateMarketMutation($input: CreateMarketInput!) {
    createMarket(input: $input) {
      market {
        databaseId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const pick = (res: CreateMarketMutation['response']) => ({
  record: res.createMarket.market,
  userErrors: res.createMarket.userErrors,
});

/** Creates a market; answers its database id, or the errors to show on the form. */
export function useCreateMarketMutation() {
  return useCreateMutation<CreateMarketMutation>(mutation, pick);
}
