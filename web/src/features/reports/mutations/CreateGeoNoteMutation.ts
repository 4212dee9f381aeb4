import { graphql } from 'react-relay/hooks';
import { useCreateMutation } from './createResult.ts';
import type { CreateGeoNoteMutation } from './__generated__/CreateGeoNoteMutation.graphql.ts';

const mutation = graphql`
  mutation CreateGeoNoteMutation($input: CreateGeoNoteInput!) {
    createGeoNote(input: $input) {
      geoNote {
        databaseId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const pick = (res: CreateGeoNoteMutation['response']) => ({
  record: res.createGeoNote.geoNote,
  userErrors: res.createGeoNote.userErrors,
});

/** Creates a geoNote; answers its database id, or the errors to show on the form. */
export function useCreateGeoNoteMutation() {
  return useCreateMutation<CreateGeoNoteMutation>(mutation, pick);
}
