// A polygon drawn by hand merged into (union) or cut from (difference) the boundary being edited
// (docs/decisions.md#maps-and-geometry). The result is saved through the API's boundary check.
import { difference, featureCollection, union } from '@turf/turf';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { BoundaryMode } from './chips.ts';

type Area = Feature<Polygon | MultiPolygon>;

/** The polygon features of a boundary. */
export function areasOf(fc: FeatureCollection | null): Area[] {
  return (fc?.features ?? []).filter(
    (f): f is Area => f.geometry?.type === 'Polygon' || f.geometry?.type === 'MultiPolygon',
  );
}

const asCollection = (a: Area | null): FeatureCollection | null =>
  a ? { type: 'FeatureCollection', features: [{ ...a, properties: {} }] } : null;

/** The boundary with `drawn` added (merge) or removed (cut); null when nothing is left. */
export function applyDrawn(
  value: FeatureCollection | null,
  drawn: Feature<Polygon>,
  mode: BoundaryMode,
): FeatureCollection | null {
  const areas = areasOf(value);
  const shape: Area = { type: 'Feature', properties: {}, geometry: drawn.geometry };
  if (mode === 'merge') {
    if (areas.length === 0) return asCollection(shape);
    return asCollection(union(featureCollection([...areas, shape])) as Area | null);
  }
  if (areas.length === 0) return value;
  const base = areas.length === 1 ? areas[0]! : (union(featureCollection(areas)) as Area | null);
  if (!base) return value;
  return asCollection(difference(featureCollection([base, shape])) as Area | null);
}
