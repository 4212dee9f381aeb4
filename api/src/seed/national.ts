// The national data set (`npm run seed -- --national`): markets in the cities of the 48
// contiguous states, found from the ZIP centroids of the `zipcodes` package, with as many
// haulers as the place's ZIP count suggests. Dense metros get 10-30 zones over any point, small
// towns a few, the countryside between them none. Deterministic: no PRNG is used here.
import { createRequire } from 'node:module';
import tzLookup from '@photostructure/tz-lookup';
import type { MarketSpec } from './geo.ts';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as {
  codes: Record<
    string,
    { zip: string; latitude: number; longitude: number; city: string; state: string }
  >;
  distance(a: string, b: string): number;
};

/** States outside the 48 contiguous ones (and military / territory codes). */
const OUTSIDE = new Set([
  'AK',
  'HI',
  'PR',
  'VI',
  'GU',
  'AS',
  'MP',
  'FM',
  'MH',
  'PW',
  'AA',
  'AE',
  'AP',
]);

const TERRITORY: Record<string, MarketSpec['territory']> = Object.fromEntries([
  ...['ME', 'NH', 'VT', 'MA', 'RI', 'CT', 'NY', 'NJ', 'PA', 'DE', 'MD', 'DC'].map((s) => [
    s,
    'Northeast',
  ]),
  ...['VA', 'WV', 'NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'TN', 'KY', 'AR', 'LA', 'TX', 'OK'].map(
    (s) => [s, 'Southeast'],
  ),
  ...['OH', 'IN', 'IL', 'MI', 'WI', 'MN', 'IA', 'MO', 'ND', 'SD', 'NE', 'KS'].map((s) => [
    s,
    'Midwest',
  ]),
  ...['MT', 'WY', 'CO', 'NM', 'AZ', 'UT', 'NV', 'ID', 'WA', 'OR', 'CA'].map((s) => [s, 'West']),
]);

/** Markets this many miles apart at least: a metro's suburbs belong to its market. */
const MIN_MILES_APART = 30;
export const NATIONAL_MARKETS = 220;
/** About 3,000 haulers over the markets, in proportion to their ZIP counts. */
export const NATIONAL_HAULERS = 3250;

export interface NationalMarket extends MarketSpec {
  /** Haulers seeded in this market. */
  haulers: number;
}

/**
 * The national markets: the cities with the most ZIP codes, at least MIN_MILES_APART from a
 * bigger one, each with a share of NATIONAL_HAULERS (at least 3, at most 40).
 */
export function nationalMarkets(): NationalMarket[] {
  const byCity = new Map<string, { zip: string; state: string; city: string; n: number }>();
  for (const z of Object.values(zipcodes.codes)) {
    if (OUTSIDE.has(z.state) || !TERRITORY[z.state]) continue;
    const key = `${z.city}|${z.state}`;
    const c = byCity.get(key);
    if (c) {
      c.n++;
      if (z.zip < c.zip) c.zip = z.zip;
    } else byCity.set(key, { zip: z.zip, state: z.state, city: z.city, n: 1 });
  }
  const ranked = [...byCity.values()].sort(
    (a, b) => b.n - a.n || a.state.localeCompare(b.state) || a.city.localeCompare(b.city),
  );
  const picked: typeof ranked = [];
  for (const c of ranked) {
    if (picked.length >= NATIONAL_MARKETS) break;
    if (picked.some((p) => zipcodes.distance(p.zip, c.zip) < MIN_MILES_APART)) continue;
    picked.push(c);
  }
  const total = picked.reduce((s, c) => s + c.n, 0);
  return picked.map((c) => {
    const z = zipcodes.codes[c.zip];
    return {
      city: titleCase(c.city),
      state: c.state,
      zip: c.zip,
      territory: TERRITORY[c.state],
      timezone: tzLookup(z.latitude, z.longitude),
      areaCode: `2${c.zip.slice(0, 2)}`,
      haulers: Math.max(3, Math.min(40, Math.round((NATIONAL_HAULERS * c.n) / total))),
    };
  });
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (ch) => ch.toUpperCase());
