import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CreateResult } from './createResult.ts';
import type {
  CreateGeoNoteInput,
  CreateGeoNoteMutation,
} from './__generated__/CreateGeoNoteMutation.graphql.ts';

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

/** Creates a geoNote; answers its database id, or the errors to show on the form. */
export function useCreateGeoNoteMutation() {
  const [commit, inFlight] = useMutation<CreateGeoNoteMutation>(mutation);
  const create = useCallback(
    (input: CreateGeoNoteInput) =>
      new Promise<CreateResult>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (res, errors) => {
            const created = res.createGeoNote.geoNote;
            if (created && !errors?.length) resolve({ id: created.databaseId, errors: [] });
            else resolve({ id: null, errors: res.createGeoNote.userErrors });
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
