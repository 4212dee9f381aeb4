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

/**
 * Deletes an alert; answers true when it is gone. `ownerId` (a region or zone shown with its
 * alerts) drops it from that list at once; every other list reloads when next shown.
 */
export function useDeleteAlertMutation() {
  const [commit, inFlight] = useMutation<DeleteAlertMutation>(mutation);
  const remove = useCallback(
    (id: string, ownerId?: string) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { id } },
          updater: (store, res) => {
            if (!res?.deleteAlert.deletedId) return;
            const owner = ownerId ? store.get(ownerId) : null;
            const alerts = owner?.getLinkedRecords('alerts');
            if (owner && alerts)
              owner.setLinkedRecords(
                alerts.filter((a) => a && a.getDataID() !== id),
                'alerts',
              );
            store.invalidateStore();
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
