// Demo geography: markets around real US cities, their ZIP codes (centroids from the `zipcodes`
// package) grouped into clusters, and simple zone shapes (buffered convex hulls of the ZIP
// centroids). Deterministic for a given PRNG.
import { createRequire } from 'node:module';
import * as turf from '@turf/turf';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { Rng } from './rng.ts';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as {
  lookup(
    zip: string,
  ): { zip: string; latitude: number; longitude: number; city: string; state: string } | undefined;
  radius(zip: string, miles: number): string[];
};

export interface MarketSpec {
  city: string;
  state: string;
  zip: string;
  territory: 'Midwest' | 'Southeast' | 'Northeast' | 'West';
  timezone: string;
  areaCode: string;
}

export const MARKETS: MarketSpec[] = [
  {
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    territory: 'Midwest',
    timezone: 'America/Chicago',
    areaCode: '312',
  },
  {
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    territory: 'Southeast',
    timezone: 'America/New_York',
    areaCode: '404',
  },
  {
    city: 'Boston',
    state: 'MA',
    zip: '02108',
    territory: 'Northeast',
    timezone: 'America/New_York',
    areaCode: '617',
  },
  {
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    territory: 'West',
    timezone: 'America/Denver',
    areaCode: '303',
  },
  {
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    territory: 'Southeast',
    timezone: 'America/Chicago',
    areaCode: '512',
  },
  {
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    territory: 'West',
    timezone: 'America/Phoenix',
    areaCode: '602',
  },
];

export interface Zip {
  zip: string;
  lat: number;
  lng: number;
  city: string;
  state: string;
}

export type Area = Feature<Polygon | MultiPolygon>;

/** The ZIPs within `miles` of the market centre with distinct centroids, nearest first. */
export function marketZips(m: MarketSpec, miles = 16): Zip[] {
  const seen = new Set<string>();
  const out: Zip[] = [];
  for (const code of zipcodes.radius(m.zip, miles)) {
    const z = zipcodes.lookup(code);
    if (!z) continue;
    const key = `${z.latitude.toFixed(3)},${z.longitude.toFixed(3)}`;
    if (seen.has(key)) continue; // PO-box ZIPs share their city's centroid
    seen.add(key);
    out.push({ zip: z.zip, lat: z.latitude, lng: z.longitude, city: z.city, state: z.state });
  }
  return out.sort((a, b) => a.zip.localeCompare(b.zip));
}

/** Groups ZIPs into `k` clusters by angle around the centre (pie slices), then by distance (rings). */
export function clusterZips(zips: Zip[], center: { lat: number; lng: number }, k: number): Zip[][] {
  const slices = Math.max(1, Math.round(k / 2));
  const withPolar = zips.map((z) => ({
    z,
    angle: (Math.atan2(z.lat - center.lat, z.lng - center.lng) + Math.PI) / (2 * Math.PI),
    dist: Math.hypot(z.lat - center.lat, z.lng - center.lng),
  }));
  const clusters: Zip[][] = [];
  for (let s = 0; s < slices; s++) {
    const slice = withPolar
      .filter((p) => Math.min(slices - 1, Math.floor(p.angle * slices)) === s)
      .sort((a, b) => a.dist - b.dist);
    const half = Math.ceil(slice.length / 2);
    clusters.push(
      slice.slice(0, half).map((p) => p.z),
      slice.slice(half).map((p) => p.z),
    );
  }
  return clusters.filter((c) => c.length > 0);
}

/**
 * A convex hull around points widened by about `miles` (each point contributes a ring of 8
 * points). Cheaper than a true buffer and good enough for demo zones.
 */
export function hullArea(points: [number, number][], miles: number): Area {
  const ring: [number, number][] = [];
  for (const [lng, lat] of points) {
    const dLat = miles / 69;
    const dLng = miles / (69 * Math.cos((lat * Math.PI) / 180));
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      ring.push([lng + dLng * Math.cos(a), lat + dLat * Math.sin(a)]);
    }
  }
  const hull = turf.convex(turf.featureCollection(ring.map((p) => turf.point(p)))) as Area;
  return turf.truncate(hull, { precision: 5, mutate: true }) as Area;
}

/** A circle of `miles` around a point. */
export function circleArea(p: [number, number], miles: number): Area {
  return turf.truncate(turf.circle(p, miles, { units: 'miles', steps: 16 }), {
    precision: 5,
    mutate: true,
  }) as Area;
}

/** Wraps an area as the FeatureCollection stored in `boundaries`. */
export function collection(
  area: Area,
  properties: Record<string, unknown> = {},
): FeatureCollection {
  return { type: 'FeatureCollection', features: [{ ...area, properties }] };
}

/** A few ZIPs near a point (for sites, locations and geo notes). */
export function randomZip(rng: Rng, zips: Zip[]): Zip {
  return zips[rng.int(0, zips.length - 1)];
}
