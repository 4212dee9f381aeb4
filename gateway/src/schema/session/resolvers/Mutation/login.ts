import { onlyOncePerRequest } from '../../../../auth/once.ts';
import { requiredFields, userErrorsOf } from '../../../../relay/mutation.ts';
import type { Resolver } from '../../../types.ts';

/**
 * Password grant at the auth service on behalf of the caller's address (its sign-in limits
 * answer 'Too many login attempts, try again in N minutes.'); success sets the session cookie.
 */
const login: Resolver<unknown, { input: { email: string; password: string } }> = async (
  _,
  { input },
  ctx,
  info,
) => {
  onlyOncePerRequest(info, 'login');
  const missing = requiredFields(input, ['email', 'password']);
  if (missing.length) return { viewer: null, userErrors: missing };
  try {
    const { access_token } = await ctx.rest.auth.token(
      input.email.trim(),
      input.password,
      ctx.req.ip,
    );
    ctx.startSession(access_token);
    return { viewer: await ctx.viewer(), userErrors: [] };
  } catch (err) {
    const userErrors = userErrorsOf(err);
    if (
      userErrors ||
      (err as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED'
    ) {
      ctx.endSession();
      return {
        viewer: null,
        userErrors: (userErrors ?? [{ field: null, message: (err as Error).message }]).map((e) => ({
          ...e,
          field: e.field === 'username' ? 'email' : e.field,
        })),
      };
    }
    throw err;
  }
};
export default login;
