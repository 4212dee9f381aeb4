// The maps service: Google's place autocomplete, details, text search, geocoding and time zone,
// or the main API's stand-in at the same paths (MAPS_PROVIDER=offline, the default).
import { gqlError } from '../errors.ts';
import { HttpClient } from './http.ts';

export const GOOGLE_MAPS_BASE = 'https://maps.googleapis.com';
/** docs/decisions.md#messages: Google's OVER_QUERY_LIMIT. */
export const RATE_LIMIT_MESSAGE =
  'There was a Google rate limiting failure - please rerun your search';

export interface MapsOptions {
  provider: 'offline' | 'google';
  apiKey?: string;
  /** Overrides the base URL (tests); default Google's or the main API's. */
  baseUrl?: string;
}

export interface GoogleAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface GooglePrediction {
  description: string;
  place_id: string;
  types?: string[];
  structured_formatting?: { main_text?: string; secondary_text?: string };
}

export interface GooglePlace {
  place_id: string;
  name?: string;
  formatted_address?: string;
  address_components?: GoogleAddressComponent[];
  geometry?: { location: { lat: number; lng: number } };
  types?: string[];
}

export interface GoogleTimeZone {
  timeZoneId: string;
  timeZoneName?: string;
  rawOffset: number;
  dstOffset: number;
}

interface Answer {
  status: string;
  error_message?: string;
  errorMessage?: string;
}

/** Statuses that mean "nothing found" rather than a failure. */
const EMPTY = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

/** Throws the spec's message on OVER_QUERY_LIMIT and UPSTREAM_ERROR on other failures. */
function check<T extends Answer>(answer: T, what: string): T | null {
  if (answer.status === 'OK') return answer;
  if (EMPTY.has(answer.status)) return null;
  if (answer.status === 'OVER_QUERY_LIMIT')
    throw gqlError('UPSTREAM_ERROR', RATE_LIMIT_MESSAGE, { reason: 'OVER_QUERY_LIMIT' });
  if (answer.status === 'INVALID_REQUEST') return null;
  throw gqlError('UPSTREAM_ERROR', `The maps service could not answer the ${what}; try again`, {
    reason: answer.status,
  });
}

/** Maps calls of one request; never sends the caller's token (not to Google, not to the stand-in). */
export function mapsClient(main: HttpClient, o: MapsOptions) {
  const baseUrl = o.baseUrl ?? (o.provider === 'google' ? GOOGLE_MAPS_BASE : main.opts.baseUrl);
  const http = new HttpClient({
    ...main.opts,
    baseUrl,
    token: undefined,
    onAuthRejected: undefined,
  });
  const key = o.provider === 'google' ? o.apiKey : undefined;
  const get = <T>(
    path: string,
    query: Record<string, string | number | undefined>,
    resource: string,
  ) => http.get<T & Answer>(path, { query: { ...query, key }, resource, anonymous: true });

  return {
    provider: o.provider,
    /** Place predictions, US only, biased to a point within `radius` metres. */
    async autocomplete(
      input: string,
      opts: {
        sessionToken?: string | null;
        bias?: { lat: number; lng: number } | null;
        radius?: number | null;
      },
    ) {
      const a = await get<{ predictions: GooglePrediction[] }>(
        '/maps/api/place/autocomplete/json',
        {
          input,
          components: 'country:us',
          sessiontoken: opts.sessionToken ?? undefined,
          location: opts.bias ? `${opts.bias.lat},${opts.bias.lng}` : undefined,
          radius: opts.bias ? (opts.radius ?? 10000) : undefined,
        },
        'maps.autocomplete',
      );
      return check(a, 'place suggestions')?.predictions ?? [];
    },
    /** Place details; null when unknown. */
    async details(placeId: string, sessionToken?: string | null) {
      const a = await get<{ result: GooglePlace }>(
        '/maps/api/place/details/json',
        {
          place_id: placeId,
          sessiontoken: sessionToken ?? undefined,
          fields:
            o.provider === 'google'
              ? 'address_components,formatted_address,geometry,name,place_id,types'
              : undefined,
        },
        'maps.details',
      );
      return check(a, 'place details')?.result ?? null;
    },
    /** Text search (the 5-digit ZIP search), restricted to the US. */
    async textSearch(query: string) {
      const a = await get<{ results: GooglePlace[] }>(
        '/maps/api/place/textsearch/json',
        { query, region: 'us' },
        'maps.textsearch',
      );
      return check(a, 'text search')?.results ?? [];
    },
    /** Geocoding of free text. */
    async geocode(address: string) {
      const a = await get<{ results: GooglePlace[] }>(
        '/maps/api/geocode/json',
        { address, components: 'country:US' },
        'maps.geocode',
      );
      return check(a, 'geocoding')?.results ?? [];
    },
    /**
     * Reverse geocoding: the places at a point, nearest first (the ZIP, then city and county in
     * the offline stand-in); empty when nothing is there (the sea).
     */
    async reverseGeocode(lat: number, lng: number) {
      const a = await get<{ results: GooglePlace[] }>(
        '/maps/api/geocode/json',
        { latlng: `${lat},${lng}` },
        'maps.reverseGeocode',
      );
      return check(a, 'reverse geocoding')?.results ?? [];
    },
    /** Time zone at a point and instant (seconds). */
    async timeZone(lat: number, lng: number, timestamp: number) {
      const a = await get<GoogleTimeZone>(
        '/maps/api/timezone/json',
        { location: `${lat},${lng}`, timestamp },
        'maps.timezone',
      );
      return check(a, 'time zone');
    },
  };
}
export type MapsClient = ReturnType<typeof mapsClient>;
