// The REST clients of one request. Add one module per resource and list it here.
import { authClient } from './auth.ts';
import { HttpClient, type HttpOptions } from './http.ts';
import { preferencesClient } from './preferences.ts';

export interface RestOptions extends Omit<HttpOptions, 'baseUrl'> {
  mainApiUrl: string;
  authUrl: string;
}

/** Creates the clients of one request (they share the process-wide keep-alive agent). */
export function createRest(o: RestOptions) {
  const { mainApiUrl, authUrl, ...http } = o;
  const main = new HttpClient({ ...http, baseUrl: mainApiUrl });
  return {
    /** The main API, for calls not yet wrapped in a resource module. */
    main,
    auth: authClient(main.withBase(authUrl)),
    preferences: preferencesClient(main),
  };
}
export type Rest = ReturnType<typeof createRest>;
