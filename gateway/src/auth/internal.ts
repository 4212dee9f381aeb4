// Business figures (cost, margin, 45-day sales, pricing internals) are for internal users only
// (docs/decisions.md#internal-users-and-business-figures): the gateway enforces it per field, so
// no query, ad-hoc ones included, can read them without the internal flag.
import type { Resolver } from '../schema/types.ts';

/**
 * Wraps a field resolver so that it answers null unless the viewer is internal. `viewer()` is
 * memoized per request (one session check), so many records cost nothing more.
 */
export const internalOnly =
  <T>(read: Resolver<T>): Resolver<T> =>
  async (p, a, ctx, info) =>
    (await ctx.viewer())?.internal === true ? read(p, a, ctx, info) : null;
