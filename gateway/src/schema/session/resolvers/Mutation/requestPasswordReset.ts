import { requiredFields, withUserErrors } from '../../../../relay/mutation.ts';
import type { Resolver } from '../../../types.ts';

/** Asks the identity provider to mail a reset link (same answer whether or not the address exists). */
const requestPasswordReset: Resolver<unknown, { input: { email: string } }> = async (
  _,
  { input },
  ctx,
) => {
  const missing = requiredFields(input, ['email']);
  if (missing.length) return { sent: false, userErrors: missing };
  const payload = await withUserErrors<{ sent?: boolean }>(async () => {
    await ctx.rest.auth.changePassword(input.email.trim());
    return { sent: true };
  });
  return { ...payload, sent: payload.sent === true };
};
export default requestPasswordReset;
