// ZIP and city shapes approximated from ZIP centroids (the zipcodes package): the Voronoi cell
// of each of a state's ZIP centroids, clipped to the state outline. Computed lazily per state
// and cached, because a state's cells take tens of milliseconds and most runs need few states.
import { createRequire } from 'node:module';
import {
  bboxClip,
  featureCollection,
  intersect,
  point,
  union,
  voronoi,
  bbox as turfBbox,
} from '@turf/turf';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { stateOutline, type Area } from './atlas.ts';
import { cleanArea } from './ops.ts';
import { findState } from './states.ts';

const require = createRequire(import.meta.url);

export interface ZipInfo {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

let zipIndex: Map<string, ZipInfo> | null = null;
let byState: Map<string, ZipInfo[]> | null = null;

function load() {
  if (!zipIndex) {
    const codes = require('zipcodes').codes as Record<string, ZipInfo & { country: string }>;
    zipIndex = new Map();
    byState = new Map();
    for (const z of Object.values(codes)) {
      if (z.country !== 'US' || !/^\d{5}$/.test(z.zip) || !Number.isFinite(z.latitude)) continue;
      const info = {
        zip: z.zip,
        latitude: z.latitude,
        longitude: z.longitude,
        city: z.city,
        state: z.state,
      };
      zipIndex.set(z.zip, info);
      const list = byState.get(z.state) ?? [];
      list.push(info);
      byState.set(z.state, list);
    }
  }
  return { zipIndex: zipIndex!, byState: byState! };
}

/** The centroid record of a 5-digit US ZIP code. */
export function zipInfo(zip: string): ZipInfo | undefined {
  return load().zipIndex.get(zip);
}

/** Every US ZIP record (for the maps stand-in). */
export function allZips(): Iterable<ZipInfo> {
  return load().zipIndex.values();
}

/** The ZIP records of a city ('Austin', 'TX'), matched without case. */
export function cityZips(name: string, state: string): ZipInfo[] {
  const info = findState(state);
  if (!info) return [];
  const want = name.trim().toLowerCase();
  return (load().byState.get(info.abbr) ?? []).filter((z) => z.city.toLowerCase() === want);
}

/** The ZIP records of a state. */
export function stateZips(state: string): ZipInfo[] {
  const info = findState(state);
  return info ? (load().byState.get(info.abbr) ?? []) : [];
}

// Per state: unclipped Voronoi cells keyed by "lng,lat" (ZIPs sharing a centroid share a cell).
const cellCache = new Map<string, Map<string, Feature<Polygon>>>();
const zipShapeCache = new Map<string, Area | null>();

const key = (z: ZipInfo) => `${z.longitude},${z.latitude}`;

function stateCells(abbr: string): Map<string, Feature<Polygon>> {
  let cells = cellCache.get(abbr);
  if (cells) return cells;
  cells = new Map();
  const seen = new Map<string, ZipInfo>();
  for (const z of load().byState.get(abbr) ?? []) if (!seen.has(key(z))) seen.set(key(z), z);
  const pts = [...seen.values()].map((z) => point([z.longitude, z.latitude], { key: key(z) }));
  const outline = stateOutline(abbr);
  if (pts.length === 1 && outline) {
    // A single centroid: the cell is the whole state.
    cells.set(pts[0].properties.key, outline as Feature<Polygon>);
  } else if (pts.length > 1) {
    const b = turfBbox(featureCollection(pts));
    const ob = outline ? turfBbox(outline) : b;
    const box: [number, number, number, number] = [
      Math.min(b[0], ob[0]) - 1,
      Math.min(b[1], ob[1]) - 1,
      Math.max(b[2], ob[2]) + 1,
      Math.max(b[3], ob[3]) + 1,
    ];
    const fc = voronoi(featureCollection(pts), { bbox: box });
    fc.features.forEach((cell, i) => {
      if (cell) cells!.set(pts[i].properties.key, cell);
    });
  }
  cellCache.set(abbr, cells);
  return cells;
}

/** The approximate outline of a ZIP code (its Voronoi cell clipped to its state), or null. */
export function zipPolygon(zip: string): Area | null {
  if (zipShapeCache.has(zip)) return zipShapeCache.get(zip)!;
  const z = zipInfo(zip);
  let shape: Area | null = null;
  if (z) {
    const cell = stateCells(z.state).get(key(z));
    const outline = stateOutline(z.state);
    if (cell) {
      const clipped = clipToOutline(cell, outline);
      shape = clipped ? { ...clipped, properties: { zip, city: z.city, state: z.state } } : null;
    }
  }
  zipShapeCache.set(zip, shape);
  return shape;
}

/** Intersects an area with the state outline, clipped first to the area's box (much faster). */
function clipToOutline(area: Area, outline: Area | undefined): Area | null {
  // Without an outline (APO/FPO and territory ZIPs) the cell is kept within the map: Voronoi
  // cells reach past latitude -90.
  if (!outline) return cleanArea(bboxClip(area, [-180, -90, 180, 90]) as Area);
  // bboxClip leaves empty polygons and collapsed rings behind, which polyclip refuses.
  const piece = cleanArea(
    bboxClip(outline, turfBbox(area) as [number, number, number, number]) as Area,
  );
  if (!piece) return null;
  return intersect(featureCollection<Polygon | MultiPolygon>([area, piece])) as Area | null;
}

/** The approximate outline of a city: the union of its ZIP cells clipped to the state, or null. */
export function cityPolygon(name: string, state: string): Area | null {
  const zips = cityZips(name, state);
  if (zips.length === 0) return null;
  const info = findState(state)!;
  const cells = stateCells(info.abbr);
  const list = [...new Set(zips.map(key))]
    .map((k) => cells.get(k))
    .filter((c): c is Feature<Polygon> => !!c);
  if (list.length === 0) return null;
  const merged = list.length === 1 ? list[0] : union(featureCollection(list));
  const clipped = merged ? clipToOutline(merged as Area, stateOutline(info.abbr)) : null;
  if (!clipped) return null;
  return { ...clipped, properties: { city: zips[0].city, state: info.abbr } };
}

/** The nearest ZIP centroid to a point [lng, lat] (within the state when given). */
export function nearestZip(p: [number, number], state?: string): ZipInfo | undefined {
  const list = state ? stateZips(state) : [...allZips()];
  let best: ZipInfo | undefined;
  let bestD = Infinity;
  const cos = Math.cos((p[1] * Math.PI) / 180);
  for (const z of list) {
    const dx = (z.longitude - p[0]) * cos;
    const dy = z.latitude - p[1];
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = z;
    }
  }
  return best;
}
