import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateResult } from './createResult.ts';
import type {
  CreateMarketInput,
  CreateMarketMutation,
} from './__generated__/CreateMarketMutation.graphql.ts';

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

/** Creates a market; answers its database id, or the errors to show on the form. */
export function useCreateMarketMutation() {
  const [commit, inFlight] = useMutation<CreateMarketMutation>(mutation);
  const create = useCallback(
    (input: CreateMarketInput) =>
      new Promise<CreateResult>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (res, errors) => {
            const created = res.createMarket.market;
            if (created && !errors?.length) resolve({ id: created.databaseId, errors: [] });
            else resolve({ id: null, errors: res.createMarket.userErrors });
          },
          onError: () =>
            resolve({
              id: null,
              errors: [{ field: null, message: 'The record could not be created' }],
            }),
        });
      }),
    [commit],
  );
  return [create, inFlight] as const;
}
