import { graphql } from 'react-relay/hooks';
import { useCreateMutation } from './createResult.ts';
import type { CreateHaulerMutation } from './__generated__/CreateHaulerMutation.graphql.ts';

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

const pick = (res: CreateHaulerMutation['response']) => ({
  record: res.createHauler.hauler,
  userErrors: res.createHauler.userErrors,
});

/** Creates a hauler; answers its database id, or the errors to show on the form. */
export function useCreateHaulerMutation() {
  return useCreateMutation<CreateHaulerMutation>(mutation, pick);
}
