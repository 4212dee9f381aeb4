// Geometry operations on GeoJSON areas: normalising input, merge (union), cut (difference),
// centroid, bounding box and point-in-polygon (multipolygons and holes included).
import {
  bbox as turfBbox,
  booleanPointInPolygon,
  centerOfMass,
  difference,
  featureCollection,
  union,
} from '@turf/turf';
import type { Feature, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import type { Area } from './atlas.ts';
import { boundaryProblem } from './validate.ts';

export type BBox = [number, number, number, number];

/** The polygon features of any GeoJSON value (string, geometry, Feature, FeatureCollection). */
export function toAreas(value: unknown): Area[] {
  let v = value;
  if (typeof v === 'string') {
    if (!v.trim()) return [];
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  if (!v || typeof v !== 'object') return [];
  const o = v as {
    type?: string;
    features?: unknown[];
    geometry?: Geometry;
    geometries?: Geometry[];
  };
  switch (o.type) {
    case 'FeatureCollection':
      return (o.features ?? []).flatMap(toAreas);
    case 'Feature':
      return o.geometry
        ? toAreas(o.geometry).map((a) => ({ ...a, properties: (v as Feature).properties ?? {} }))
        : [];
    case 'GeometryCollection':
      return (o.geometries ?? []).flatMap(toAreas);
    case 'Polygon':
    case 'MultiPolygon':
      return [{ type: 'Feature', properties: {}, geometry: v as Polygon | MultiPolygon }];
    default:
      return [];
  }
}

/** The union of areas as one feature, or null when there is none. */
export function mergeAreas(areas: Area[]): Area | null {
  const list = areas.filter((a) => a?.geometry);
  if (list.length === 0) return null;
  if (list.length === 1) return { type: 'Feature', properties: {}, geometry: list[0].geometry };
  const u = union(featureCollection(list));
  return u ? { type: 'Feature', properties: {}, geometry: u.geometry } : null;
}

/** `base` minus every cut area; null when nothing is left. */
export function cutAreas(base: Area | null, cuts: Area[]): Area | null {
  if (!base) return null;
  const cut = mergeAreas(cuts);
  if (!cut) return base;
  const d = difference(featureCollection([base, cut]));
  return d ? { type: 'Feature', properties: {}, geometry: d.geometry } : null;
}

/** The centre of mass of an area as {lat, lng}. */
export function centroidOf(area: Area | Area[]): { lat: number; lng: number } | null {
  const list = Array.isArray(area) ? area : [area];
  const merged = list.length === 1 ? list[0] : mergeAreas(list);
  if (!merged) return null;
  const [lng, lat] = centerOfMass(merged).geometry.coordinates;
  return { lat, lng };
}

/** [minLng, minLat, maxLng, maxLat] of any GeoJSON value, or null when it has no area. */
export function bboxOf(value: unknown): BBox | null {
  const areas = toAreas(value);
  if (areas.length === 0) return null;
  return turfBbox(featureCollection(areas)) as BBox;
}

/** booleanPointInPolygon that answers false for a shape it cannot test (a stored bad shape). */
function inArea(p: [number, number], a: Area): boolean {
  try {
    return booleanPointInPolygon(p, a);
  } catch {
    return false;
  }
}

/**
 * The areas of a value with their boxes (turf skips a polygon whose box misses the point), once
 * per object: searches test the same stored boundaries over and over (cached rows keep them,
 * api/src/db/json-rows.ts).
 */
const boxedAreas = new WeakMap<object, Area[]>();
function areasOf(value: unknown): Area[] {
  if (!value || typeof value !== 'object') return toAreas(value);
  let areas = boxedAreas.get(value);
  if (!areas) {
    areas = toAreas(value).map((a) => {
      try {
        return { ...a, bbox: turfBbox(a) };
      } catch {
        return a;
      }
    });
    boxedAreas.set(value, areas);
  }
  return areas;
}

/** True when the point [lng, lat] lies inside (or on the edge of) any of the areas. */
export function containsPoint(value: unknown, p: [number, number]): boolean {
  return areasOf(value).some((a) => inArea(p, a));
}

/** Distance in miles from a point to the nearest edge of an area (0 inside). */
export function milesToArea(value: unknown, p: [number, number]): number {
  const areas = areasOf(value);
  if (areas.some((a) => inArea(p, a))) return 0;
  let best = Infinity;
  const cos = Math.cos((p[1] * Math.PI) / 180);
  for (const a of areas) {
    const polys = a.geometry.type === 'Polygon' ? [a.geometry.coordinates] : a.geometry.coordinates;
    for (const poly of polys)
      for (const ring of poly)
        for (let i = 1; i < ring.length; i++) {
          best = Math.min(
            best,
            segmentMiles(p, ring[i - 1] as [number, number], ring[i] as [number, number], cos),
          );
        }
  }
  return best;
}

// Equirectangular projection around the point: accurate to well under a percent at buffer scales.
function segmentMiles(
  p: [number, number],
  a: [number, number],
  b: [number, number],
  cos: number,
): number {
  const ax = (a[0] - p[0]) * cos * 69.172;
  const ay = (a[1] - p[1]) * 69.0;
  const bx = (b[0] - p[0]) * cos * 69.172;
  const by = (b[1] - p[1]) * 69.0;
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
  const x = ax + t * dx;
  const y = ay + t * dy;
  return Math.sqrt(x * x + y * y);
}

/** The search box around a point for a buffer in miles (latitude buffer = miles / 69). */
export function bufferBox(p: [number, number], miles: number): BBox {
  const dLat = miles / 69;
  const dLng = miles / (69 * Math.max(0.01, Math.cos((p[1] * Math.PI) / 180)));
  return [p[0] - dLng, p[1] - dLat, p[0] + dLng, p[1] + dLat];
}

/** Twice the signed area of a ring (0 for a ring that encloses nothing). */
function ringArea(ring: Position[]): number {
  let a = 0;
  for (let i = 1; i < ring.length; i++) {
    a += ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1];
  }
  return a;
}

/**
 * The area without the pieces clipping and simplification leave behind: rings of fewer than 4
 * positions or without area, polygons without an outer ring. Null when nothing is left.
 */
export function cleanArea(area: Area): Area | null {
  const g = area.geometry;
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  const kept = polys
    .map((rings) =>
      rings.length && rings[0].length >= 4 && ringArea(rings[0]) !== 0
        ? rings.filter((r) => r.length >= 4 && ringArea(r) !== 0)
        : [],
    )
    .filter((rings) => rings.length > 0);
  if (kept.length === 0) return null;
  const geometry: Polygon | MultiPolygon =
    kept.length === 1
      ? { type: 'Polygon', coordinates: kept[0] }
      : { type: 'MultiPolygon', coordinates: kept };
  return { ...area, geometry };
}

/**
 * An area that passes the boundary validator: as it is, cleaned, or rebuilt by a union with
 * itself (polyclip resolves self-crossings, e.g. of the simplified county outlines). Answers the
 * area unchanged when it cannot be repaired, for the caller's validation to refuse.
 */
export function repairArea(area: Area | null): Area | null {
  if (!area || !boundaryProblem(area)) return area;
  const cleaned = cleanArea(area);
  if (cleaned && !boundaryProblem(cleaned)) return cleaned;
  try {
    const u = union(featureCollection([cleaned ?? area, cleaned ?? area]));
    const rebuilt = u ? cleanArea({ ...area, geometry: u.geometry }) : null;
    if (rebuilt && !boundaryProblem(rebuilt)) return rebuilt;
  } catch {
    // polyclip refuses some broken input: leave the area for the caller to refuse.
  }
  return area;
}
