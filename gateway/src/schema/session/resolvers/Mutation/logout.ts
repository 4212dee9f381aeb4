import type { Resolver } from '../../../types.ts';

/** Clears the session cookie. */
const logout: Resolver = (_, __, ctx) => {
  ctx.endSession();
  return { viewer: null, userErrors: [] };
};
export default logout;
