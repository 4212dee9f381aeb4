// The maps service: Google's Places API (New) (autocomplete, place details, text search), Geocoding
// and Time Zone, or the main API's stand-in at the same paths (MAPS_PROVIDER=offline, the default).
// Places answers are turned into the Geocoding shape (GooglePlace) that the resolvers read.
import { gqlError } from '../errors.ts';
import { HttpClient, RestError } from './http.ts';

export const GOOGLE_MAPS_BASE = 'https://maps.googleapis.com';
/** The Places API (New); the legacy Places API can no longer be enabled for new projects. */
export const GOOGLE_PLACES_BASE = 'https://places.googleapis.com';
/** Place fields asked of Place Details (New) (X-Goog-FieldMask; billing follows the fields). */
export const PLACE_FIELDS =
  'id,displayName,formattedAddress,addressComponents,location,viewport,types';
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

/** A Place of the Places API (New), the fields asked for. */
export interface NewPlace {
  id: string;
  displayName?: { text: string };
  formattedAddress?: string;
  addressComponents?: { longText: string; shortText: string; types: string[] }[];
  location?: { latitude: number; longitude: number };
  types?: string[];
}

/** A suggestion of places:autocomplete (query predictions are not asked for). */
export interface NewSuggestion {
  placePrediction?: {
    placeId: string;
    text?: { text: string };
    structuredFormat?: { mainText?: { text: string }; secondaryText?: { text: string } };
    types?: string[];
  };
}

/** A Places (New) place in the shape the resolvers read (Geocoding's). */
export function fromNewPlace(p: NewPlace): GooglePlace {
  return {
    place_id: p.id,
    name: p.displayName?.text,
    formatted_address: p.formattedAddress,
    address_components: p.addressComponents?.map((c) => ({
      long_name: c.longText,
      short_name: c.shortText,
      types: c.types,
    })),
    geometry: p.location
      ? { location: { lat: p.location.latitude, lng: p.location.longitude } }
      : undefined,
    types: p.types,
  };
}

/** A Places (New) suggestion as a prediction; undefined for query predictions. */
export function fromSuggestion(s: NewSuggestion): GooglePrediction | undefined {
  const p = s.placePrediction;
  if (!p) return undefined;
  const main = p.structuredFormat?.mainText?.text;
  const secondary = p.structuredFormat?.secondaryText?.text;
  return {
    description: p.text?.text ?? [main, secondary].filter(Boolean).join(', '),
    place_id: p.placeId,
    types: p.types,
    structured_formatting: { main_text: main, secondary_text: secondary },
  };
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

/** Places API statuses that mean the caller's input finds nothing (see `places`). */
const NOTHING_FOUND = new Set([400, 404, 413, 414, 431]);

/**
 * A Places API (New) call: Google answers failures with an HTTP status and `{ error: { status } }`.
 * 404 and 400 (an unknown or malformed place id, an empty input) are "nothing found", as are
 * 413, 414 and 431 (an id or input too long to send, not a reason to "try again"); 429
 * (RESOURCE_EXHAUSTED) is the spec's rate-limit message; others are UPSTREAM_ERROR without
 * Google's text.
 */
async function places<T>(call: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof RestError) || err.status >= 500 || err.code === 'UPSTREAM_UNAVAILABLE')
      throw err;
    if (NOTHING_FOUND.has(err.status)) return null;
    if (err.status === 429)
      throw gqlError('UPSTREAM_ERROR', RATE_LIMIT_MESSAGE, { reason: 'RESOURCE_EXHAUSTED' });
    throw gqlError('UPSTREAM_ERROR', `The maps service could not answer the ${what}; try again`, {
      reason: String(err.status),
    });
  }
}

/** Maps calls of one request; never sends the caller's token (not to Google, not to the stand-in). */
export function mapsClient(main: HttpClient, o: MapsOptions) {
  const google = o.provider === 'google';
  const client = (baseUrl: string) =>
    new HttpClient({ ...main.opts, baseUrl, token: undefined, onAuthRejected: undefined });
  const http = client(o.baseUrl ?? (google ? GOOGLE_MAPS_BASE : main.opts.baseUrl));
  const placesHttp = client(o.baseUrl ?? (google ? GOOGLE_PLACES_BASE : main.opts.baseUrl));
  const key = google ? o.apiKey : undefined;
  const get = <T>(
    path: string,
    query: Record<string, string | number | undefined>,
    resource: string,
  ) => http.get<T & Answer>(path, { query: { ...query, key }, resource, anonymous: true });
  /** Places (New) headers: the key and the fields wanted. */
  const headers = (fieldMask?: string) => ({
    ...(key ? { 'x-goog-api-key': key } : {}),
    ...(fieldMask ? { 'x-goog-fieldmask': fieldMask } : {}),
  });

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
      const body = {
        input,
        includedRegionCodes: ['us'],
        sessionToken: opts.sessionToken ?? undefined,
        locationBias: opts.bias
          ? {
              circle: {
                center: { latitude: opts.bias.lat, longitude: opts.bias.lng },
                // Google accepts a bias circle of at most 50 km.
                radius: Math.min(opts.radius ?? 10000, 50000),
              },
            }
          : undefined,
      };
      const a = await places(
        () =>
          placesHttp.post<{ suggestions?: NewSuggestion[] }>('/v1/places:autocomplete', body, {
            headers: headers(),
            resource: 'maps.autocomplete',
            anonymous: true,
          }),
        'place suggestions',
      );
      return (a?.suggestions ?? []).map(fromSuggestion).filter((p): p is GooglePrediction => !!p);
    },
    /** Place details; null when unknown. */
    async details(placeId: string, sessionToken?: string | null) {
      const a = await places(
        () =>
          placesHttp.get<NewPlace>(`/v1/places/${encodeURIComponent(placeId)}`, {
            query: { sessionToken: sessionToken ?? undefined },
            headers: headers(PLACE_FIELDS),
            resource: 'maps.details',
            anonymous: true,
          }),
        'place details',
      );
      return a?.id ? fromNewPlace(a) : null;
    },
    /** Text search (the 5-digit ZIP search), restricted to the US. */
    async textSearch(query: string) {
      const a = await places(
        () =>
          placesHttp.post<{ places?: NewPlace[] }>(
            '/v1/places:searchText',
            { textQuery: query, regionCode: 'us' },
            {
              headers: headers(
                PLACE_FIELDS.split(',')
                  .map((f) => `places.${f}`)
                  .join(','),
              ),
              resource: 'maps.textsearch',
              anonymous: true,
            },
          ),
        'text search',
      );
      return (a?.places ?? []).map(fromNewPlace);
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
