// GeoJSON fixtures for boundary tests: squares by their south-west corner and side, in degrees.

export type Position = [number, number];

/** A closed ring: the square with south-west corner (w, s) and side d, counter-clockwise. */
export const ring = (w: number, s: number, d = 0.01): Position[] => [
  [w, s],
  [w + d, s],
  [w + d, s + d],
  [w, s + d],
  [w, s],
];

export const polygon = (...rings: unknown[]) => ({ type: 'Polygon', coordinates: rings });

export const feature = (geometry: unknown, properties: Record<string, unknown> = {}) => ({
  type: 'Feature',
  properties,
  geometry,
});

export const collection = <F>(...features: F[]) => ({ type: 'FeatureCollection', features });

export const featureCollection = (...geometries: unknown[]) =>
  collection(...geometries.map((g) => feature(g)));

/** A boundary as the API stores it: one square polygon in a FeatureCollection. */
export const square = (w: number, s: number, d = 0.01) => featureCollection(polygon(ring(w, s, d)));

/** A square of half-side d centred on a point, as one Feature. */
export const squareAround = ([lng, lat]: Position, d: number) =>
  feature(polygon(ring(lng - d, lat - d, 2 * d)));
