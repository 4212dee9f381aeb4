import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from '../../hauler/mutations/commitMutation.ts';
import type {
  UpdateGeoNoteInput,
  UpdateGeoNoteMutation,
} from './__generated__/UpdateGeoNoteMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateGeoNoteMutation($input: UpdateGeoNoteInput!) {
    updateGeoNote(input: $input) {
      geoNote {
        id
        name
        ...GeoNoteForm_geoNote
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Saves the geo note form and its boundary (with the `updatedAt` read); the store takes the answer. */
export function useUpdateGeoNoteMutation() {
  const [commit, inFlight] = useMutation<UpdateGeoNoteMutation>(mutation);
  const run = useCallback(
    (input: UpdateGeoNoteInput) =>
      commitAsPromise(commit, {
        variables: { input },
        // Quote results cached in the store carry the old shape (docs/decisions.md#search).
        updater: (store, res) => {
          if (res?.updateGeoNote.geoNote) store.invalidateStore();
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
