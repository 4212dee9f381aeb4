// Bounding boxes of GeoJSON shapes: writers store min/max lng/lat so the generated `bbox`
// column (GiST-indexed) can prefilter point and buffer lookups. Every boundary is validated first:
// a bad shape breaks search and out-of-range bounds break the GiST index (issue 20).
import { boundaryProblem } from '../domain/geometry/validate.ts';
import { ApiError } from '../errors.ts';

export interface Bounds {
  min_lng: number | null;
  min_lat: number | null;
  max_lng: number | null;
  max_lat: number | null;
}

const EMPTY: Bounds = { min_lng: null, min_lat: null, max_lng: null, max_lat: null };

function walk(coords: unknown, b: { minX: number; minY: number; maxX: number; maxY: number }) {
  if (!Array.isArray(coords)) return;
  if (coords.length >= 2 && typeof coords[0] === 'number' && typeof coords[1] === 'number') {
    const [x, y] = coords as number[];
    b.minX = Math.min(b.minX, x);
    b.minY = Math.min(b.minY, y);
    b.maxX = Math.max(b.maxX, x);
    b.maxY = Math.max(b.maxY, y);
    return;
  }
  for (const c of coords) walk(c, b);
}

function geometries(g: unknown): unknown[] {
  if (!g || typeof g !== 'object') return [];
  const o = g as {
    type?: string;
    features?: unknown[];
    geometry?: unknown;
    geometries?: unknown[];
  };
  if (o.type === 'FeatureCollection') return (o.features ?? []).flatMap(geometries);
  if (o.type === 'Feature') return geometries(o.geometry);
  if (o.type === 'GeometryCollection') return (o.geometries ?? []).flatMap(geometries);
  return [o];
}

/** The bounding box of a GeoJSON FeatureCollection, Feature or geometry (all null when empty). */
export function boundsOf(geojson: unknown): Bounds {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const g of geometries(geojson)) walk((g as { coordinates?: unknown }).coordinates, b);
  if (!Number.isFinite(b.minX)) return { ...EMPTY };
  return { min_lng: b.minX, min_lat: b.minY, max_lng: b.maxX, max_lat: b.maxY };
}

/** The 400 for a boundary that fails validation: 'boundaries: ring 1 is not closed'. */
export function boundaryError(problem: string, field = 'boundaries'): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', `${field}: ${problem}`, { [field]: problem });
}

/** Throws a 400 naming the problem when a boundary (null means none) is not a valid area. */
export function assertBoundary(value: unknown, field = 'boundaries'): void {
  if (value === null || value === undefined) return;
  const problem = boundaryProblem(value);
  if (problem) throw boundaryError(problem, field);
}

/** Validates `values.boundaries` when present and sets the bounds the `bbox` column is built from. */
export function applyBoundaries(values: Record<string, unknown>): void {
  if (!('boundaries' in values)) return;
  assertBoundary(values.boundaries);
  Object.assign(values, boundsOf(values.boundaries));
}
