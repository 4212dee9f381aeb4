// Over 300 lines: the maps stand-in mirrors Google's endpoints one after another, in their shapes.
// The maps stand-in: Google's Places API (New) (autocomplete, place details, text search),
// Geocoding and Time Zone answers built from offline data, in Google's shapes and statuses.
import tzLookup from '@photostructure/tz-lookup';
import { DateTime } from 'luxon';
import { allCounties, findCounty, findState, stateAt } from '../domain/geometry/index.ts';
import { allZips, nearestZip, zipInfo } from '../domain/geometry/zips.ts';
import {
  allCities,
  type CityInfo,
  countyCentre,
  countyLabel,
  decodePlaceId,
  findCity,
  placeFor,
  type Place,
  type PlaceRef,
} from './places.ts';

type Query = Record<string, string | undefined>;
type LatLng = { lat: number; lng: number };

/** Parses 'lat,lng'; undefined when malformed. */
export function parseLatLng(v: string | undefined): LatLng | undefined {
  if (!v) return undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(v);
  if (!m) return undefined;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/** Great-circle distance in metres. */
function metres(a: LatLng, b: LatLng): number {
  const R = 6371000;
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

const STREET = /^\d+[A-Za-z]?\s+[A-Za-z0-9]/;

/** A typed street address resolved to its ZIP (or city), keeping the typed text. */
export function resolveAddress(text: string, bias?: LatLng): PlaceRef | undefined {
  const zips = text.match(/\b\d{5}\b/g) ?? [];
  // The street number may itself have five digits: prefer a ZIP after the first comma.
  for (const z of [...zips].reverse()) {
    if (zipInfo(z) && text.lastIndexOf(z) > text.indexOf(','))
      return { kind: 'addr', text, zip: z };
  }
  const parts = text.split(',').map((p) => p.trim());
  for (let i = 1; i < parts.length; i++) {
    const stateToken = (parts[i + 1] ?? '').split(/\s+/)[0];
    const city = findCity(parts[i], stateToken);
    if (city) return { kind: 'addr', text, city: city.city, state: city.state };
    // 'Austin TX' in one part
    const m = /^(.+)\s+([A-Za-z]{2})$/.exec(parts[i]);
    const c2 = m && findCity(m[1], m[2]);
    if (c2) return { kind: 'addr', text, city: c2.city, state: c2.state };
  }
  // Without commas ('100 N Michigan Ave Chicago IL'): the city is in the last words, after the
  // street number and at least one word of the street.
  if (parts.length === 1) {
    const words = text.split(/\s+/);
    const state = words.length > 3 && findState(words[words.length - 1]) ? words.pop() : undefined;
    for (let n = Math.min(3, words.length - 2); n >= 1; n--) {
      const city = cityNamed(words.slice(-n).join(' '), state);
      if (city) return { kind: 'addr', text, city: city.city, state: city.state };
    }
  }
  if (bias) {
    const z = nearestZip([bias.lng, bias.lat], stateAt([bias.lng, bias.lat])?.abbr);
    if (z) return { kind: 'addr', text, zip: z.zip };
  }
  return undefined;
}

/** The city of that name (in `state` when given), else the largest of that name. */
function cityNamed(name: string, state?: string): CityInfo | undefined {
  if (state) return findCity(name, state);
  const n = name.trim().toLowerCase();
  let best: CityInfo | undefined;
  for (const c of allCities().values())
    if (c.city.toLowerCase() === n && (!best || c.zips.length > best.zips.length)) best = c;
  return best;
}

interface Candidate {
  place: () => Place | undefined;
  lat: number;
  lng: number;
  exact: boolean;
  weight: number;
}

/** Places whose text starts with the input (ZIP digits, a city or a county, optional ', ST'). */
function candidates(input: string): Candidate[] {
  const text = input.trim();
  const out: Candidate[] = [];
  if (/^\d{2,5}$/.test(text)) {
    for (const z of allZips()) {
      if (z.zip.startsWith(text)) {
        out.push({
          place: () => placeFor({ kind: 'zip', zip: z.zip }),
          lat: z.latitude,
          lng: z.longitude,
          exact: z.zip === text,
          weight: 1,
        });
      }
    }
    return out;
  }
  const [namePart, statePart = ''] = text.split(',').map((p) => p.trim());
  const name = namePart.toLowerCase();
  if (name.length < 2) return out;
  const st = statePart.toLowerCase();
  const stateOk = (abbr: string) => {
    if (!st) return true;
    const info = findState(abbr)!;
    return info.abbr.toLowerCase().startsWith(st) || info.name.toLowerCase().startsWith(st);
  };
  for (const c of allCities().values()) {
    const n = c.city.toLowerCase();
    if (n.startsWith(name) && stateOk(c.state)) {
      out.push({
        place: () => placeFor({ kind: 'city', city: c.city, state: c.state }),
        lat: c.lat,
        lng: c.lng,
        exact: n === name,
        weight: c.zips.length,
      });
    }
  }
  for (const c of allCounties()) {
    const label = countyLabel(c).toLowerCase();
    if ((label.startsWith(name) || c.name.toLowerCase() === name) && stateOk(c.state.abbr)) {
      const [lng, lat] = countyCentre(c);
      out.push({
        place: () => placeFor({ kind: 'county', fips: c.fips }),
        lat,
        lng,
        exact: label === name || c.name.toLowerCase() === name,
        weight: 0.5,
      });
    }
  }
  return out;
}

/** Google's error body of the Places API (New): `{ error: { code, message, status } }`. */
export interface PlacesAnswer {
  statusCode: number;
  body: unknown;
}
const ok = (body: unknown): PlacesAnswer => ({ statusCode: 200, body });
function placesError(code: 400 | 404, message: string): PlacesAnswer {
  const status = code === 400 ? 'INVALID_ARGUMENT' : 'NOT_FOUND';
  return { statusCode: code, body: { error: { code, message, status } } };
}

/** `matches` of a FormattableText: where the input occurs in `text` (end offset exclusive). */
function matches(text: string, input: string) {
  const i = text.toLowerCase().indexOf(input.trim().toLowerCase());
  if (i < 0) return [];
  const end = Math.min(text.length, i + input.trim().length);
  return i === 0 ? [{ endOffset: end }] : [{ startOffset: i, endOffset: end }];
}

function suggestion(p: Place, input: string) {
  return {
    placePrediction: {
      place: `places/${p.placeId}`,
      placeId: p.placeId,
      text: { text: p.formattedAddress, matches: matches(p.formattedAddress, input) },
      structuredFormat: {
        mainText: { text: p.mainText, matches: matches(p.mainText, input) },
        secondaryText: { text: p.secondaryText },
      },
      types: [...p.types, 'geocode'],
    },
  };
}

/** The request body of places:autocomplete (the fields the stand-in reads). */
export interface AutocompleteBody {
  input?: unknown;
  includedRegionCodes?: unknown;
  locationBias?: {
    circle?: { center?: { latitude?: unknown; longitude?: unknown }; radius?: unknown };
  };
  sessionToken?: unknown;
}

/** A `{ latitude, longitude }` of a request body; undefined when malformed. */
function latLngOf(v: { latitude?: unknown; longitude?: unknown } | undefined): LatLng | undefined {
  const lat = Number(v?.latitude);
  const lng = Number(v?.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return undefined;
  return { lat, lng };
}

/** POST /v1/places:autocomplete (Places API (New)): `{ suggestions: [{ placePrediction }] }`. */
export function autocomplete(b: AutocompleteBody | undefined): PlacesAnswer {
  const input = typeof b?.input === 'string' ? b.input : '';
  if (!input.trim()) return placesError(400, 'Input must be specified.');
  // An answer without suggestions is an empty object, as Google's.
  if (input.trim().length < 2) return ok({});
  const regions = Array.isArray(b?.includedRegionCodes)
    ? b.includedRegionCodes.map((c) => String(c).toLowerCase())
    : [];
  if (regions.length && !regions.includes('us')) return ok({});
  const circle = b?.locationBias?.circle;
  const bias = latLngOf(circle?.center);
  const radius = Number(circle?.radius) > 0 ? Number(circle?.radius) : undefined;

  if (STREET.test(input.trim())) {
    const ref = resolveAddress(input.trim(), bias);
    const p = ref && placeFor(ref);
    return ok(p ? { suggestions: [suggestion(p, input)] } : {});
  }
  const score = (c: Candidate) => {
    const d = bias ? metres(bias, c) : 0;
    const inside = radius && bias ? d <= radius : false;
    return [c.exact ? 0 : 1, inside ? 0 : 1, bias ? d : -c.weight];
  };
  const scored = candidates(input).map((c) => ({ c, s: score(c) }));
  scored.sort((a, b) => a.s[0] - b.s[0] || a.s[1] - b.s[1] || a.s[2] - b.s[2]);
  const suggestions = scored
    .slice(0, 5)
    .map(({ c }) => c.place())
    .filter((p): p is Place => !!p)
    .map((p) => suggestion(p, input));
  return ok(suggestions.length ? { suggestions } : {});
}

function viewport(p: Place) {
  const d =
    p.types.includes('postal_code') || p.ref.kind === 'addr'
      ? 0.03
      : p.ref.kind === 'city'
        ? 0.15
        : 0.3;
  return {
    northeast: { lat: p.lat + d, lng: p.lng + d },
    southwest: { lat: p.lat - d, lng: p.lng - d },
  };
}

/** A Place of the Places API (New), every field the stand-in knows. */
function newPlace(p: Place) {
  const v = viewport(p);
  return {
    name: `places/${p.placeId}`,
    id: p.placeId,
    types: p.types,
    formattedAddress: p.formattedAddress,
    addressComponents: p.components.map((c) => ({
      longText: c.long_name,
      shortText: c.short_name,
      types: c.types,
      languageCode: 'en',
    })),
    location: { latitude: p.lat, longitude: p.lng },
    viewport: {
      low: { latitude: v.southwest.lat, longitude: v.southwest.lng },
      high: { latitude: v.northeast.lat, longitude: v.northeast.lng },
    },
    displayName: { text: p.name, languageCode: 'en' },
    primaryType: p.types[0],
    utcOffsetMinutes: utcOffsetMinutes(p.lat, p.lng),
  };
}

/**
 * Keeps the fields a field mask (`X-Goog-FieldMask`) names: top-level names, `*` for all, each
 * under `prefix` (`places.` for text search). Undefined when the mask is missing.
 */
function masked<T extends Record<string, unknown>>(
  place: T,
  mask: string | undefined,
  prefix = '',
): Partial<T> | undefined {
  if (!mask?.trim()) return undefined;
  const wanted = mask.split(',').map((f) => f.trim());
  if (wanted.includes('*') || (prefix && wanted.includes(`${prefix}*`))) return place;
  const out: Partial<T> = {};
  for (const f of wanted) {
    if (!f.startsWith(prefix)) continue;
    const top = f.slice(prefix.length).split('.')[0] as keyof T;
    if (top in place) out[top] = place[top];
  }
  return out;
}

const NO_MASK =
  'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.';

function utcOffsetMinutes(lat: number, lng: number): number {
  return DateTime.now().setZone(tzLookup(lat, lng)).offset;
}

/** GET /v1/places/{id} (Place Details (New)); the field mask is required. */
export function placeDetails(id: string, fieldMask: string | undefined): PlacesAnswer {
  const ref = decodePlaceId(id);
  if (!ref) return placesError(400, `Not a valid Place ID: ${id}`);
  const p = placeFor(ref);
  if (!p) return placesError(404, `Place ID ${id} was not found.`);
  const body = masked(newPlace(p), fieldMask);
  return body ? ok(body) : placesError(400, NO_MASK);
}

/** Resolves free text: a ZIP, 'City, ST', 'X County, ST', or a street address. */
export function resolveText(text: string): Place | undefined {
  const t = text.trim().replace(/,?\s*(USA|United States)$/i, '');
  if (/^\d{5}$/.test(t)) return placeFor({ kind: 'zip', zip: t });
  if (STREET.test(t)) {
    const ref = resolveAddress(t);
    return ref && placeFor(ref);
  }
  const m = /^(.+?),\s*([A-Za-z .]+?)(?:\s+(\d{5}))?$/.exec(t);
  if (m) {
    if (m[3] && zipInfo(m[3])) return placeFor({ kind: 'zip', zip: m[3] });
    const county = /\s(county|parish|borough)$/i.test(m[1]) ? findCounty(m[1], m[2]) : undefined;
    if (county) return placeFor({ kind: 'county', fips: county.fips });
    const city = findCity(m[1], m[2]);
    if (city) return placeFor({ kind: 'city', city: city.city, state: city.state });
  }
  // 'Chicago IL': a name and a state without a comma.
  const bare = /^(.+?)\s+([A-Za-z]{2})$/.exec(t);
  if (bare && findState(bare[2])) {
    const city = findCity(bare[1], bare[2]);
    if (city) return placeFor({ kind: 'city', city: city.city, state: city.state });
  }
  // A bare name ('Phoenix', 'Travis County'): the best of what autocomplete would suggest.
  const best = candidates(t).sort(
    (a, b) => Number(b.exact) - Number(a.exact) || b.weight - a.weight,
  )[0];
  return best?.place();
}

function geocodeResult(p: Place) {
  return {
    address_components: p.components,
    formatted_address: p.formattedAddress,
    geometry: {
      location: { lat: p.lat, lng: p.lng },
      location_type: 'APPROXIMATE',
      viewport: viewport(p),
    },
    place_id: p.placeId,
    types: p.types,
    ...(p.ref.kind === 'addr' ? { partial_match: true } : {}),
  };
}

/** POST /v1/places:searchText (Text Search (New)): `{ places: [...] }`, field mask `places.*`. */
export function searchText(
  b: { textQuery?: unknown; regionCode?: unknown } | undefined,
  fieldMask: string | undefined,
): PlacesAnswer {
  const query = typeof b?.textQuery === 'string' ? b.textQuery : '';
  if (!query.trim()) return placesError(400, 'Empty text_query.');
  if (!fieldMask?.trim()) return placesError(400, NO_MASK);
  const p = resolveText(query);
  if (!p) return ok({});
  return ok({ places: [masked(newPlace(p), fieldMask, 'places.')] });
}

/** Reverse geocoding: the ZIP, city, county and nothing else, nearest to the point. */
function reverse(ll: LatLng): Place[] {
  const state = stateAt([ll.lng, ll.lat]);
  if (!state) return [];
  const z = nearestZip([ll.lng, ll.lat], state.abbr);
  if (!z) return [];
  const out: (Place | undefined)[] = [
    placeFor({ kind: 'zip', zip: z.zip }),
    placeFor({ kind: 'city', city: z.city, state: z.state }),
  ];
  const countyName = out[0]?.components.find((c) =>
    c.types.includes('administrative_area_level_2'),
  );
  if (countyName) {
    const c = findCounty(countyName.long_name, state.abbr);
    if (c) out.push(placeFor({ kind: 'county', fips: c.fips }));
  }
  return out.filter((p): p is Place => !!p);
}

/** GET /maps/api/geocode/json */
export function geocode(q: Query) {
  if (q.place_id) {
    const ref = decodePlaceId(q.place_id);
    const p = ref && placeFor(ref);
    return p
      ? { results: [geocodeResult(p)], status: 'OK' }
      : { results: [], status: ref ? 'ZERO_RESULTS' : 'INVALID_REQUEST' };
  }
  if (q.latlng !== undefined) {
    const ll = parseLatLng(q.latlng);
    if (!ll)
      return {
        results: [],
        status: 'INVALID_REQUEST',
        error_message: "Invalid request. Invalid 'latlng' parameter.",
      };
    const list = reverse(ll);
    return { results: list.map(geocodeResult), status: list.length ? 'OK' : 'ZERO_RESULTS' };
  }
  if (q.address !== undefined && q.address.trim()) {
    const p = resolveText(q.address);
    return p
      ? { results: [geocodeResult(p)], status: 'OK' }
      : { results: [], status: 'ZERO_RESULTS' };
  }
  return {
    results: [],
    status: 'INVALID_REQUEST',
    error_message:
      "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
  };
}

/** GET /maps/api/timezone/json: offsets in seconds at the given timestamp. */
export function timeZone(q: Query) {
  const ll = parseLatLng(q.location);
  const ts = Number(q.timestamp);
  if (!ll || q.timestamp === undefined || !Number.isFinite(ts)) {
    return {
      status: 'INVALID_REQUEST',
      errorMessage: "Invalid request. Invalid or missing 'location' or 'timestamp' parameter.",
    };
  }
  let zone: string;
  try {
    zone = tzLookup(ll.lat, ll.lng);
  } catch {
    return { status: 'ZERO_RESULTS' };
  }
  const at = DateTime.fromSeconds(ts, { zone });
  const jan = DateTime.fromObject({ year: at.year, month: 1, day: 1 }, { zone }).offset;
  const jul = DateTime.fromObject({ year: at.year, month: 7, day: 1 }, { zone }).offset;
  const raw = Math.min(jan, jul);
  return {
    dstOffset: (at.offset - raw) * 60,
    rawOffset: raw * 60,
    status: 'OK',
    timeZoneId: zone,
    timeZoneName: at.setLocale('en-US').offsetNameLong ?? zone,
  };
}
