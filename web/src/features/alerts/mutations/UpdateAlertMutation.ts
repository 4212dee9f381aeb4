import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  UpdateAlertInput,
  UpdateAlertMutation,
} from './__generated__/UpdateAlertMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateAlertMutation($input: UpdateAlertInput!) {
    updateAlert(input: $input) {
      alert {
        ...AlertForm_alert
        # The fields the Alerts tab lists (RecordAlertList).
        severity
        text
        expires
        checkBack
        updatedBy
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Saves an alert; answers the user errors ([] on success, one general error on failure). */
export function useUpdateAlertMutation() {
  const [commit, inFlight] = useMutation<UpdateAlertMutation>(mutation);
  const update = useCallback(
    (input: UpdateAlertInput) =>
      new Promise<readonly { field?: string | null; message: string }[]>((resolve) => {
        commit({
          variables: { input },
          // Lists sorted by date must reload when next shown.
          updater: (store, res) => {
            if (res?.updateAlert.alert) store.invalidateStore();
          },
          onCompleted: (res, errors) => {
            if (res.updateAlert.alert && !errors?.length) resolve([]);
            else
              resolve(
                res.updateAlert.userErrors.length
                  ? res.updateAlert.userErrors
                  : [{ message: 'The alert could not be saved' }],
              );
          },
          onError: () => resolve([{ message: 'The alert could not be saved' }]),
        });
      }),
    [commit],
  );
  return [update, inFlight] as const;
}
