import { expect, test } from '@jest/globals';
import { area } from '@turf/turf';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { applyDrawn } from './drawOps.ts';

const box = (w: number, s: number, e: number, n: number): Feature<Polygon> => ({
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  },
});
const fc = (...f: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features: f });

test('merge: the union of the boundary and the drawn polygon', () => {
  const first = applyDrawn(null, box(0, 0, 1, 1), 'merge')!;
  expect(first.features).toHaveLength(1);
  const both = applyDrawn(first, box(0.5, 0, 1.5, 1), 'merge')!;
  expect(both.features).toHaveLength(1);
  expect(area(both) / area(box(0, 0, 1.5, 1))).toBeCloseTo(1, 3);
});

test('cut: the drawn polygon is removed; cutting everything leaves null; cutting nothing keeps it', () => {
  const base = fc(box(0, 0, 1, 1));
  const cut = applyDrawn(base, box(0.5, -1, 2, 2), 'cut')!;
  expect(area(cut) / area(box(0, 0, 0.5, 1))).toBeCloseTo(1, 3);
  expect(applyDrawn(base, box(-1, -1, 2, 2), 'cut')).toBeNull();
  expect(applyDrawn(null, box(0, 0, 1, 1), 'cut')).toBeNull();
});
