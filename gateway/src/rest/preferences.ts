// Per-user preferences of the main API: `GET /preferences`, `PUT /preferences`.
import type { HttpClient } from './http.ts';
import { RestError } from './http.ts';

export interface PreferencesDto {
  show_pip: boolean;
  search_type: 'hauler' | 'product';
}

export const DEFAULT_PREFERENCES: PreferencesDto = { show_pip: true, search_type: 'product' };

/** Preferences of the caller. */
export function preferencesClient(http: HttpClient) {
  return {
    /** The caller's preferences; the defaults when the main API has no such route (404). */
    async get(): Promise<PreferencesDto> {
      try {
        const p = await http.get<Partial<PreferencesDto>>('/preferences', {
          resource: 'preferences',
        });
        return { ...DEFAULT_PREFERENCES, ...p };
      } catch (err) {
        if (err instanceof RestError && err.status === 404) return { ...DEFAULT_PREFERENCES };
        throw err;
      }
    },
    /** Saves some of the caller's preferences and answers all of them. */
    async put(changes: Partial<PreferencesDto>): Promise<PreferencesDto> {
      const p = await http.put<Partial<PreferencesDto>>('/preferences', changes, {
        resource: 'preferences',
      });
      return { ...DEFAULT_PREFERENCES, ...p };
    },
  };
}
