// Whether a stored boundary (market or geo note) has an area to show or save.
import type { FeatureCollection } from 'geojson';

/** True for a FeatureCollection with at least one feature. */
export function hasArea(value: unknown): value is FeatureCollection {
  const v = value as { type?: unknown; features?: unknown } | null;
  return !!v && v.type === 'FeatureCollection' && Array.isArray(v.features) && !!v.features.length;
}
