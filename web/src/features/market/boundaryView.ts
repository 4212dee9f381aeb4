// Where a map should look to show a stored boundary (market or geo note): the centre of its
// bounding box and a zoom that fits it in about 800 x 400 pixels.
import { bbox } from '@turf/turf';
import type { FeatureCollection } from 'geojson';
import { DEFAULT_CENTER, type LatLngLiteral } from '../../map/types.ts';

/** True for a FeatureCollection with at least one feature. */
export function hasArea(value: unknown): value is FeatureCollection {
  const v = value as { type?: unknown; features?: unknown } | null;
  return !!v && v.type === 'FeatureCollection' && Array.isArray(v.features) && !!v.features.length;
}

/** Centre and zoom showing `boundary` whole; the central US at zoom 4 without one. */
export function boundaryView(boundary: unknown): { center: LatLngLiteral; zoom: number } {
  if (!hasArea(boundary)) return { center: DEFAULT_CENTER, zoom: 4 };
  const [w, s, e, n] = bbox(boundary);
  const lngSpan = Math.max(e - w, 0.005);
  const latSpan = Math.max(n - s, 0.005);
  const fit = Math.min(
    Math.log2((800 * 360) / (256 * lngSpan)),
    Math.log2((400 * 170) / (256 * latSpan)),
  );
  return {
    center: { lat: (s + n) / 2, lng: (w + e) / 2 },
    zoom: Math.max(3, Math.min(15, Math.floor(fit))),
  };
}
