import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { LoginMutation } from './__generated__/LoginMutation.graphql.ts';

export const LOGIN_FAILED_MESSAGE = 'An error occurred during login';

/** Answer of a login attempt: ok, or the message to show. */
export type LoginResult = { ok: true } | { ok: false; message: string };

// The payload selects what the app shell reads from the root `viewer`, so the guard and the top
// bar see the new session from the store without a reload.
const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      viewer {
        roles
        permissions
        ...AppTopBar_viewer
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Logs in; on success the root `viewer` of the store becomes the new session user. */
export function useLoginMutation(): [
  (email: string, password: string) => Promise<LoginResult>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<LoginMutation>(mutation);
  const login = useCallback(
    (email: string, password: string) =>
      new Promise<LoginResult>((resolve) => {
        commit({
          variables: { input: { email, password } },
          updater: (store) => {
            const viewer = store.getRootField('login')?.getLinkedRecord('viewer');
            if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
          },
          onCompleted: (data, errors) => {
            const userErrors = data.login?.userErrors ?? [];
            if (userErrors.length > 0) {
              resolve({ ok: false, message: userErrors.map((e) => e.message).join(' ') });
            } else if (!data.login?.viewer || (errors && errors.length > 0)) {
              resolve({ ok: false, message: LOGIN_FAILED_MESSAGE });
            } else {
              resolve({ ok: true });
            }
          },
          onError: () => resolve({ ok: false, message: LOGIN_FAILED_MESSAGE }),
        });
      }),
    [commit],
  );
  return [login, isInFlight];
}
