import { onlyOncePerRequest } from '../../../../auth/once.ts';
import { requiredFields, withUserErrors } from '../../../../relay/mutation.ts';
import type { Resolver } from '../../../types.ts';

/**
 * Asks the identity provider to mail a reset link (same answer whether or not the address exists;
 * limited per email and per caller address).
 */
const requestPasswordReset: Resolver<unknown, { input: { email: string } }> = async (
  _,
  { input },
  ctx,
  info,
) => {
  onlyOncePerRequest(info, 'requestPasswordReset');
  const missing = requiredFields(input, ['email']);
  if (missing.length) return { sent: false, userErrors: missing };
  const payload = await withUserErrors<{ sent?: boolean }>(async () => {
    await ctx.rest.auth.changePassword(input.email.trim(), ctx.req.ip);
    return { sent: true };
  });
  return { ...payload, sent: payload.sent === true };
};
export default requestPasswordReset;
