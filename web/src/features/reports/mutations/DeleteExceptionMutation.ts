import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { DeleteExceptionMutation } from './__generated__/DeleteExceptionMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteExceptionMutation($input: DeleteExceptionInput!) {
    deleteException(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

/** Deletes an exception; answers true when it is gone. Lists showing it reload when next shown. */
export function useDeleteExceptionMutation() {
  const [commit, inFlight] = useMutation<DeleteExceptionMutation>(mutation);
  const remove = useCallback(
    (id: string) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { id } },
          updater: (store, res) => {
            if (res?.deleteException.deletedId) store.invalidateStore();
          },
          onCompleted: (res, errors) =>
            resolve(
              !errors?.length &&
                !!res.deleteException.deletedId &&
                !res.deleteException.userErrors.length,
            ),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
