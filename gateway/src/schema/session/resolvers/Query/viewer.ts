import type { Resolver } from '../../../types.ts';

/** The session user, or null without a (valid) session. */
const viewer: Resolver = (_, __, ctx) => ctx.viewer();
export default viewer;
