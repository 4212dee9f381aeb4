import { withUserErrors } from '../../../../relay/mutation.ts';
import type { PreferencesDto } from '../../../../rest/preferences.ts';
import type { Resolver } from '../../../types.ts';

type Args = { input: { showPip?: boolean | null; searchType?: 'hauler' | 'product' | null } };

/** Saves showPip and searchType (only those given). */
const updatePreferences: Resolver<unknown, Args> = (_, { input }, ctx) =>
  withUserErrors(async () => {
    const changes: Partial<PreferencesDto> = {};
    if (input.showPip !== undefined && input.showPip !== null) changes.show_pip = input.showPip;
    if (input.searchType) changes.search_type = input.searchType;
    const p = await ctx.rest.preferences.put(changes);
    if (ctx.token) ctx.caches.preferences.set(ctx.token, p);
    return {
      preferences: { showPip: p.show_pip, searchType: p.search_type },
      viewer: await ctx.viewer(),
    };
  });
export default updatePreferences;
