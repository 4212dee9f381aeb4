import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateResult } from './createResult.ts';
import type {
  CreateHaulerInput,
  CreateHaulerMutation,
} from './__generated__/CreateHaulerMutation.graphql.ts';

const mutation = graphql`
  mutation CreateHaulerMutation($input: CreateHaulerInput!) {
    createHauler(input: $input) {
      hauler {
        databaseId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Creates a hauler; answers its database id, or the errors to show on the form. */
export function useCreateHaulerMutation() {
  const [commit, inFlight] = useMutation<CreateHaulerMutation>(mutation);
  const create = useCallback(
    (input: CreateHaulerInput) =>
      new Promise<CreateResult>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (res, errors) => {
            const created = res.createHauler.hauler;
            if (created && !errors?.length) resolve({ id: created.databaseId, errors: [] });
            else resolve({ id: null, errors: res.createHauler.userErrors });
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
