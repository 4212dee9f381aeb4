// Offline places for the maps stand-in: ZIP codes, cities and counties from the registry data,
// with stable place ids that decode back to what they name.
import { centerOfMass } from '@turf/turf';
import { countyAt, countyByFips, findState, type County } from '../domain/geometry/index.ts';
import { allZips, zipInfo, type ZipInfo } from '../domain/geometry/zips.ts';

export type PlaceRef =
  | { kind: 'zip'; zip: string }
  | { kind: 'city'; city: string; state: string }
  | { kind: 'county'; fips: string }
  | { kind: 'addr'; text: string; zip?: string; city?: string; state?: string };

/** A resolved place with what Google's place details carry. */
export interface Place {
  ref: PlaceRef;
  placeId: string;
  name: string;
  formattedAddress: string;
  types: string[];
  lat: number;
  lng: number;
  components: AddressComponent[];
  /** Text for autocomplete: main and secondary parts. */
  mainText: string;
  secondaryText: string;
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

// Google's ids start with 'ChIJ'; ours too, so clients treat them as opaque. The rest is base64url.
const PREFIX = 'ChIJ';

/** Encodes a place reference as a stable, opaque-looking place id. */
export function encodePlaceId(ref: PlaceRef): string {
  let raw: string;
  switch (ref.kind) {
    case 'zip':
      raw = `zip:${ref.zip}`;
      break;
    case 'city':
      raw = `city:${ref.city},${ref.state}`;
      break;
    case 'county':
      raw = `county:${ref.fips}`;
      break;
    case 'addr':
      raw = `addr:${Buffer.from(ref.text).toString('base64url')}|${ref.zip ? `zip:${ref.zip}` : `city:${ref.city},${ref.state}`}`;
      break;
  }
  return PREFIX + Buffer.from(raw).toString('base64url');
}

/** Decodes a place id made by encodePlaceId; undefined when it is not one. */
export function decodePlaceId(id: string): PlaceRef | undefined {
  if (!id?.startsWith(PREFIX)) return undefined;
  let raw: string;
  try {
    raw = Buffer.from(id.slice(PREFIX.length), 'base64url').toString('utf8');
  } catch {
    return undefined;
  }
  const i = raw.indexOf(':');
  const kind = raw.slice(0, i);
  const rest = raw.slice(i + 1);
  if (kind === 'zip' && /^\d{5}$/.test(rest)) return { kind, zip: rest };
  if (kind === 'county' && /^\d{5}$/.test(rest)) return { kind, fips: rest };
  if (kind === 'city') {
    const j = rest.lastIndexOf(',');
    if (j > 0) return { kind, city: rest.slice(0, j), state: rest.slice(j + 1) };
  }
  if (kind === 'addr') {
    const j = rest.indexOf('|');
    if (j < 0) return undefined;
    const text = Buffer.from(rest.slice(0, j), 'base64url').toString('utf8');
    const inner = decodePlaceId(PREFIX + Buffer.from(rest.slice(j + 1)).toString('base64url'));
    if (inner?.kind === 'zip') return { kind, text, zip: inner.zip };
    if (inner?.kind === 'city') return { kind, text, city: inner.city, state: inner.state };
  }
  return undefined;
}

/** 'Travis County' (or 'Orleans Parish' in Louisiana). */
export function countyLabel(c: County): string {
  if (/ (County|Parish|Borough|Census Area|Municipality|city)$/.test(c.name)) return c.name;
  if (c.state.abbr === 'LA') return `${c.name} Parish`;
  if (c.state.abbr === 'AK') return `${c.name} Borough`;
  return `${c.name} County`;
}

export interface CityInfo {
  city: string;
  state: string;
  lat: number;
  lng: number;
  zips: string[];
}

let cityIndex: Map<string, CityInfo> | null = null;

/** Every city of the ZIP data with the mean of its ZIP centroids. */
export function allCities(): Map<string, CityInfo> {
  if (!cityIndex) {
    cityIndex = new Map();
    for (const z of allZips()) {
      const k = `${z.city.toLowerCase()}|${z.state}`;
      const c = cityIndex.get(k) ?? { city: z.city, state: z.state, lat: 0, lng: 0, zips: [] };
      c.zips.push(z.zip);
      c.lat += z.latitude;
      c.lng += z.longitude;
      cityIndex.set(k, c);
    }
    for (const c of cityIndex.values()) {
      c.lat /= c.zips.length;
      c.lng /= c.zips.length;
    }
  }
  return cityIndex;
}

export function findCity(city: string, state: string): CityInfo | undefined {
  const st = findState(state);
  return st ? allCities().get(`${city.trim().toLowerCase()}|${st.abbr}`) : undefined;
}

const countyCentres = new Map<string, [number, number]>();
/** The centre of a county as [lng, lat]. */
export function countyCentre(c: County): [number, number] {
  let p = countyCentres.get(c.fips);
  if (!p) {
    p = centerOfMass(c.feature).geometry.coordinates as [number, number];
    countyCentres.set(c.fips, p);
  }
  return p;
}

function stateComponents(abbr: string): AddressComponent[] {
  const st = findState(abbr)!;
  return [
    {
      long_name: st.name,
      short_name: st.abbr,
      types: ['administrative_area_level_1', 'political'],
    },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
  ];
}

function countyComponent(c: County | undefined): AddressComponent[] {
  if (!c) return [];
  const label = countyLabel(c);
  return [
    { long_name: label, short_name: label, types: ['administrative_area_level_2', 'political'] },
  ];
}

function cityComponent(city: string): AddressComponent {
  return { long_name: city, short_name: city, types: ['locality', 'political'] };
}

function zipPlace(z: ZipInfo): Place {
  const county = countyAt([z.longitude, z.latitude]);
  return {
    ref: { kind: 'zip', zip: z.zip },
    placeId: encodePlaceId({ kind: 'zip', zip: z.zip }),
    name: z.zip,
    formattedAddress: `${z.city}, ${z.state} ${z.zip}, USA`,
    types: ['postal_code'],
    lat: z.latitude,
    lng: z.longitude,
    components: [
      { long_name: z.zip, short_name: z.zip, types: ['postal_code'] },
      cityComponent(z.city),
      ...countyComponent(county),
      ...stateComponents(z.state),
    ],
    mainText: z.zip,
    secondaryText: `${z.city}, ${z.state}, USA`,
  };
}

function cityPlace(c: CityInfo): Place {
  const county =
    countyAt([c.lng, c.lat]) ??
    countyAt([zipInfo(c.zips[0])!.longitude, zipInfo(c.zips[0])!.latitude]);
  return {
    ref: { kind: 'city', city: c.city, state: c.state },
    placeId: encodePlaceId({ kind: 'city', city: c.city, state: c.state }),
    name: c.city,
    formattedAddress: `${c.city}, ${c.state}, USA`,
    types: ['locality', 'political'],
    lat: c.lat,
    lng: c.lng,
    components: [cityComponent(c.city), ...countyComponent(county), ...stateComponents(c.state)],
    mainText: c.city,
    secondaryText: `${c.state}, USA`,
  };
}

function countyPlace(c: County): Place {
  const [lng, lat] = countyCentre(c);
  const label = countyLabel(c);
  return {
    ref: { kind: 'county', fips: c.fips },
    placeId: encodePlaceId({ kind: 'county', fips: c.fips }),
    name: label,
    formattedAddress: `${label}, ${c.state.abbr}, USA`,
    types: ['administrative_area_level_2', 'political'],
    lat,
    lng,
    components: [...countyComponent(c), ...stateComponents(c.state.abbr)],
    mainText: label,
    secondaryText: `${c.state.abbr}, USA`,
  };
}

/**
 * Splits '123 Main St' into street number and route; without commas the trailing city (and
 * state) of '123 Main St Chicago IL' is not part of the route.
 */
export function streetParts(
  text: string,
  city?: string,
  state?: string,
): { number?: string; route?: string } {
  let first = text.split(',')[0].trim();
  if (!text.includes(',') && city) {
    const tail = new RegExp(
      `\\s+${city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s+${state ?? ''})?$`,
      'i',
    );
    first = first.replace(tail, '');
  }
  const m = /^(\d+[A-Za-z]?)\s+(.+)$/.exec(first);
  return m ? { number: m[1], route: m[2] } : {};
}

/** Resolves a place reference to a place; undefined when its data is unknown. */
export function placeFor(ref: PlaceRef): Place | undefined {
  if (ref.kind === 'zip') {
    const z = zipInfo(ref.zip);
    return z && zipPlace(z);
  }
  if (ref.kind === 'city') {
    const c = findCity(ref.city, ref.state);
    return c && cityPlace(c);
  }
  if (ref.kind === 'county') {
    const c = countyByFips(ref.fips);
    return c && countyPlace(c);
  }
  const inner = ref.zip
    ? placeFor({ kind: 'zip', zip: ref.zip })
    : placeFor({ kind: 'city', city: ref.city!, state: ref.state! });
  if (!inner) return undefined;
  const city = ref.city ?? inner.components.find((c) => c.types.includes('locality'))?.long_name;
  const { number, route } = streetParts(ref.text, city, ref.state);
  const street: AddressComponent[] = [];
  if (number) street.push({ long_name: number, short_name: number, types: ['street_number'] });
  if (route) street.push({ long_name: route, short_name: route, types: ['route'] });
  const first = ref.text.split(',')[0].trim();
  return {
    ...inner,
    ref,
    placeId: encodePlaceId(ref),
    name: first,
    formattedAddress: ref.text.trim(),
    types: number ? ['street_address'] : ['route'],
    components: [...street, ...inner.components],
    mainText: first,
    secondaryText: ref.text.includes(',')
      ? ref.text.slice(ref.text.indexOf(',') + 1).trim()
      : inner.secondaryText,
  };
}
