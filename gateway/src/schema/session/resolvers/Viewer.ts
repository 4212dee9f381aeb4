import type { SessionUser } from '../../../rest/auth.ts';
import type { Resolver } from '../../types.ts';
import type { NodeLoader } from '../../types.ts';

/** Viewer fields that are not plain copies of `GET /check`. */
export const Viewer: Record<string, Resolver<SessionUser>> = {
  databaseId: (v) => String(v.id),
  preferences: async (_, __, ctx) => {
    const p = await ctx.rest.preferences.get();
    return { showPip: p.show_pip, searchType: p.search_type };
  },
};

/** node(id:) of a Viewer: only the caller's own. */
export const loadViewerNode: NodeLoader = async (id, ctx) => {
  const viewer = await ctx.viewer();
  return viewer && String(viewer.id) === id ? viewer : null;
};
