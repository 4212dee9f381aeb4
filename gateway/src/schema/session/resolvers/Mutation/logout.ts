import type { Resolver } from '../../../types.ts';

/**
 * Ends the session at the auth service (the token, and so an old copy of the cookie, stops
 * working) and clears the cookie.
 */
const logout: Resolver = async (_, __, ctx) => {
  const token = ctx.token;
  ctx.endSession();
  if (token) {
    try {
      await ctx.rest.auth.revoke(token);
    } catch (err) {
      // The cookie is cleared either way; the token then ends at its expiry.
      ctx.log.warn({ err }, 'logout: the auth service did not revoke the token');
    }
  }
  return { viewer: null, userErrors: [] };
};
export default logout;
