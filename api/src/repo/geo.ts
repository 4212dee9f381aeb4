// Bounding boxes of GeoJSON shapes: writers store min/max lng/lat so the generated `bbox`
// column (GiST-indexed) can prefilter point and buffer lookups.

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
