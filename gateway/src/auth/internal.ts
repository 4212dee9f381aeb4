// Business figures (cost, margin, 45-day sales, pricing internals) are for internal users only
// (docs/decisions.md#internal-users-and-business-figures): the gateway enforces it per field, so
// no query, ad-hoc ones included, can read them without the internal flag.
import type { Resolver } from '../schema/types.ts';

/**
 * Wraps a field resolver so that it answers null unless the viewer is internal. `viewer()` is
 * memoized per request (one session check), so many records cost nothing more. Once the viewer
 * has settled (always so below the root fields) the answer is synchronous: a promise per field
 * would make graphql-js complete every product card asynchronously (a results page has a few
 * hundred such fields).
 */
export const internalOnly =
  <T>(read: Resolver<T>): Resolver<T> =>
  (p, a, ctx, info) => {
    const now = ctx.viewerNow();
    if (now !== undefined) return now?.internal === true ? read(p, a, ctx, info) : null;
    return ctx.viewer().then((v) => (v?.internal === true ? read(p, a, ctx, info) : null));
  };
