import { useCallback } from 'react';
import { commitLocalUpdate, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { RecordSourceProxy } from 'relay-runtime';
import type { LogoutMutation } from './__generated__/LogoutMutation.graphql.ts';

const mutation = graphql`
  mutation LogoutMutation {
    logout {
      userErrors {
        message
      }
    }
  }
`;

/** Forgets the session user and everything fetched for them. */
function clearSession(store: RecordSourceProxy & { invalidateStore?: () => void }) {
  store.invalidateStore?.();
  store.getRoot().setValue(null, 'viewer');
}

/** Ends the session; the store forgets the viewer even when the gateway cannot be reached. */
export function useLogoutMutation(): () => Promise<void> {
  const [commit] = useMutation<LogoutMutation>(mutation);
  const environment = useRelayEnvironment();
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        commit({
          variables: {},
          updater: clearSession,
          onCompleted: () => resolve(),
          onError: () => {
            commitLocalUpdate(environment, clearSession);
            resolve();
          },
        });
      }),
    [commit, environment],
  );
}
