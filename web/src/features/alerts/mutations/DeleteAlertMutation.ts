import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { DeleteAlertMutation } from './__generated__/DeleteAlertMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteAlertMutation($input: DeleteAlertInput!) {
    deleteAlert(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes an alert; answers true when it is gone. Every list showing it reloads when next shown. */
export function useDeleteAlertMutation() {
  const [commit, inFlight] = useMutation<DeleteAlertMutation>(mutation);
  const remove = useCallback(
    (id: string) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { id } },
          updater: (store, res) => {
            if (res?.deleteAlert.deletedId) store.invalidateStore();
          },
          onCompleted: (res, errors) =>
            resolve(
              !errors?.length && !!res.deleteAlert.deletedId && !res.deleteAlert.userErrors.length,
            ),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
