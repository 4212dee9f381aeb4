import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RequestPasswordResetMutation } from './__generated__/RequestPasswordResetMutation.graphql.ts';

export const RESET_SENT_MESSAGE = 'A reset password email has been sent to you!';
export const RESET_FAILED_MESSAGE = 'The reset password email could not be sent';

export type ResetResult = { ok: true } | { ok: false; message: string };

const mutation = graphql`
  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      sent
      userErrors {
        field
        message
      }
    }
  }
`;

/** Asks for a password-reset email. */
export function useRequestPasswordResetMutation(): [
  (email: string) => Promise<ResetResult>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RequestPasswordResetMutation>(mutation);
  const request = useCallback(
    (email: string) =>
      new Promise<ResetResult>((resolve) => {
        commit({
          variables: { input: { email } },
          onCompleted: (data) => {
            const payload = data.requestPasswordReset;
            if (payload.userErrors.length > 0) {
              resolve({ ok: false, message: payload.userErrors.map((e) => e.message).join(' ') });
            } else if (payload.sent) {
              resolve({ ok: true });
            } else {
              resolve({ ok: false, message: RESET_FAILED_MESSAGE });
            }
          },
          onError: () => resolve({ ok: false, message: RESET_FAILED_MESSAGE }),
        });
      }),
    [commit],
  );
  return [request, isInFlight];
}
