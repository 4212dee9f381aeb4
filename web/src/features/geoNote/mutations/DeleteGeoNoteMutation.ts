import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsPromise } from '../../hauler/mutations/commitMutation.ts';
import type { DeleteGeoNoteMutation } from './__generated__/DeleteGeoNoteMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteGeoNoteMutation($input: DeleteGeoNoteInput!) {
    deleteGeoNote(input: $input) {
      deletedId @deleteRecord
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes a geo note (global id); the record leaves the store. */
export function useDeleteGeoNoteMutation() {
  const [commit, inFlight] = useMutation<DeleteGeoNoteMutation>(mutation);
  const run = useCallback(
    (id: string) =>
      commitAsPromise(commit, {
        variables: { input: { id } },
        // Lists and quote results cached in the store still show it (docs/decisions.md#search).
        updater: (store, res) => {
          if (res?.deleteGeoNote.deletedId) store.invalidateStore();
        },
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
