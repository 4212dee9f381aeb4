// The maps stand-in: Google's Places (autocomplete, details, text search), Geocoding and Time
// Zone answers built from offline data. Response bodies follow Google's shapes and statuses.
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

function matched(description: string, input: string) {
  const i = description.toLowerCase().indexOf(input.trim().toLowerCase());
  return [{ offset: Math.max(0, i), length: Math.min(input.trim().length, description.length) }];
}

function prediction(p: Place, input: string) {
  let offset = 0;
  const terms = p.formattedAddress.split(', ').map((value) => {
    const t = { offset, value };
    offset += value.length + 2;
    return t;
  });
  return {
    description: p.formattedAddress,
    place_id: p.placeId,
    reference: p.placeId,
    matched_substrings: matched(p.formattedAddress, input),
    structured_formatting: {
      main_text: p.mainText,
      main_text_matched_substrings: matched(p.mainText, input),
      secondary_text: p.secondaryText,
    },
    terms,
    types: [...p.types, 'geocode'],
  };
}

/** GET /maps/api/place/autocomplete/json */
export function autocomplete(q: Query) {
  if (q.input === undefined || q.input.trim() === '') {
    return {
      predictions: [],
      status: 'INVALID_REQUEST',
      error_message: 'Missing the input parameter.',
    };
  }
  const input = q.input;
  if (input.trim().length < 2) return { predictions: [], status: 'ZERO_RESULTS' };
  const countries = /country:([a-z]{2})/gi;
  const wanted = [...(q.components ?? '').matchAll(countries)].map((m) => m[1].toLowerCase());
  if (wanted.length && !wanted.includes('us')) return { predictions: [], status: 'ZERO_RESULTS' };
  const bias = parseLatLng(q.location);
  const radius = Number(q.radius) > 0 ? Number(q.radius) : undefined;

  if (STREET.test(input.trim())) {
    const ref = resolveAddress(input.trim(), bias);
    const p = ref && placeFor(ref);
    return p
      ? { predictions: [prediction(p, input)], status: 'OK' }
      : { predictions: [], status: 'ZERO_RESULTS' };
  }
  const list = candidates(input);
  const score = (c: Candidate) => {
    const d = bias ? metres(bias, c) : 0;
    const inside = radius && bias ? d <= radius : false;
    return [c.exact ? 0 : 1, inside ? 0 : 1, bias ? d : -c.weight];
  };
  const scored = list.map((c) => ({ c, s: score(c) }));
  scored.sort((a, b) => a.s[0] - b.s[0] || a.s[1] - b.s[1] || a.s[2] - b.s[2]);
  const predictions = scored
    .slice(0, 5)
    .map(({ c }) => c.place())
    .filter((p): p is Place => !!p)
    .map((p) => prediction(p, input));
  return { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' };
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

function detailResult(p: Place) {
  return {
    address_components: p.components,
    formatted_address: p.formattedAddress,
    geometry: { location: { lat: p.lat, lng: p.lng }, viewport: viewport(p) },
    name: p.name,
    place_id: p.placeId,
    types: p.types,
    utc_offset: utcOffsetMinutes(p.lat, p.lng),
  };
}

function utcOffsetMinutes(lat: number, lng: number): number {
  return DateTime.now().setZone(tzLookup(lat, lng)).offset;
}

/** GET /maps/api/place/details/json */
export function details(q: Query) {
  if (!q.place_id)
    return {
      html_attributions: [],
      status: 'INVALID_REQUEST',
      error_message: 'Missing the place_id parameter.',
    };
  const ref = decodePlaceId(q.place_id);
  if (!ref)
    return {
      html_attributions: [],
      status: 'INVALID_REQUEST',
      error_message: "Invalid request. Invalid 'place_id' parameter.",
    };
  const p = placeFor(ref);
  if (!p) return { html_attributions: [], status: 'NOT_FOUND' };
  return { html_attributions: [], result: detailResult(p), status: 'OK' };
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

/** GET /maps/api/place/textsearch/json */
export function textSearch(q: Query) {
  if (!q.query?.trim()) return { html_attributions: [], results: [], status: 'INVALID_REQUEST' };
  const p = resolveText(q.query);
  if (!p) return { html_attributions: [], results: [], status: 'ZERO_RESULTS' };
  const r = detailResult(p);
  return {
    html_attributions: [],
    results: [
      {
        formatted_address: r.formatted_address,
        geometry: r.geometry,
        name: r.name,
        place_id: r.place_id,
        types: r.types,
      },
    ],
    status: 'OK',
  };
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
