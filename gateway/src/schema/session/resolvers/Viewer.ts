import type { SessionUser } from '../../../rest/auth.ts';
import type { Resolver } from '../../types.ts';
import type { NodeLoader } from '../../types.ts';

/** Viewer fields that are not plain copies of `GET /check`. */
export const Viewer: Record<string, Resolver<SessionUser>> = {
  databaseId: (v) => String(v.id),
  // Kept per session for SESSION_CACHE_MS (cache.ts): every results page asks for them.
  preferences: async (_, __, ctx) => {
    const read = () => ctx.rest.preferences.get();
    const p = await (ctx.token ? ctx.caches.preferences.through(ctx.token, read) : read());
    return { showPip: p.show_pip, searchType: p.search_type };
  },
};

/** node(id:) of a Viewer: only the caller's own. */
export const loadViewerNode: NodeLoader = async (id, ctx) => {
  const viewer = await ctx.viewer();
  return viewer && String(viewer.id) === id ? viewer : null;
};
