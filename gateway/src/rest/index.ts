// The REST clients of one request. Add one module per resource and list it here.
import { authClient } from './auth.ts';
import { HttpClient, type HttpOptions } from './http.ts';
import { preferencesClient } from './preferences.ts';
import { recordClients } from './records.ts';
import { searchClient } from './search.ts';
import { mapsClient, type MapsOptions } from './maps.ts';
import { lookupsClient } from './lookups.ts';
import { netsuiteClient } from './netsuite.ts';
import { adminClient } from './admin.ts';

export interface RestOptions extends Omit<HttpOptions, 'baseUrl'> {
  mainApiUrl: string;
  authUrl: string;
  /** The maps service (default: the main API's offline stand-in). */
  maps?: MapsOptions;
}

/** Creates the clients of one request (they share the process-wide keep-alive agent). */
export function createRest(o: RestOptions) {
  const { mainApiUrl, authUrl, maps, ...http } = o;
  const main = new HttpClient({ ...http, baseUrl: mainApiUrl });
  return {
    /** The main API, for calls not yet wrapped in a resource module. */
    main,
    auth: authClient(main.withBase(authUrl)),
    preferences: preferencesClient(main),
    /** Record resources (haulers, regions, service areas, ...): list with ids=, item, create, update, remove. */
    records: recordClients(main),
    search: searchClient(main),
    maps: mapsClient(main, maps ?? { provider: 'offline' }),
    lookups: lookupsClient(main),
    netsuite: netsuiteClient(main),
    /** Administration calls beyond the generic record calls (children of many parents, reports). */
    admin: adminClient(main),
  };
}
export type Rest = ReturnType<typeof createRest>;
