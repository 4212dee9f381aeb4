// Over 300 lines: one table of invalid and valid shapes.
// The boundary validator: every shape the audit stored, and the valid ones it must keep accepting.
import { describe, expect, test } from '@jest/globals';
import {
  boundaryProblem,
  cleanArea,
  containsPoint,
  mergeTerms,
  repairArea,
  zipPolygon,
  type Area,
} from './index.ts';

const square = (x: number, y: number, d = 0.01) => [
  [x, y],
  [x + d, y],
  [x + d, y + d],
  [x, y + d],
  [x, y],
];
const poly = (...rings: unknown[]) => ({ type: 'Polygon', coordinates: rings });
const fc = (...geometries: unknown[]) => ({
  type: 'FeatureCollection',
  features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
});

describe('boundaryProblem accepts', () => {
  test.each([
    ['a Polygon', poly(square(-97.7, 30.2))],
    ['a Polygon with a hole', poly(square(-97.7, 30.2, 1), square(-97.5, 30.4, 0.1))],
    [
      'a MultiPolygon',
      { type: 'MultiPolygon', coordinates: [[square(-97.7, 30.2)], [square(-96, 30)]] },
    ],
    ['a Feature', { type: 'Feature', properties: {}, geometry: poly(square(0, 0)) }],
    ['a FeatureCollection', fc(poly(square(0, 0)), poly(square(2, 2)))],
    ['positions with an altitude', poly(square(0, 0).map(([x, y]) => [x, y, 10]))],
    [
      'the edges of the map',
      poly([
        [-180, -90],
        [180, -90],
        [180, 90],
        [-180, 90],
        [-180, -90],
      ]),
    ],
    [
      'repeated consecutive positions',
      poly([
        [0, 0],
        [1, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ]),
    ],
    [
      'a ring that touches itself at a vertex',
      poly([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 0],
        [0, 4],
        [0, 0],
      ]),
    ],
    ['a ZIP outline from the offline data', zipPolygon('78701')],
    [
      'a hole touching the outer ring at a vertex',
      poly(
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
        [
          [0, 2],
          [1, 1],
          [1, 3],
          [0, 2],
        ],
      ),
    ],
  ])('%s', (_name, shape) => {
    expect(boundaryProblem(shape)).toBeNull();
  });

  test('a merge of ZIP, city and county terms', async () => {
    const r = await mergeTerms({
      geometries: ['Travis County, TX', '78660'],
      excludeGeometries: ['78701'],
      base: [],
      lookup: async () => null,
    });
    expect(boundaryProblem(r.feature)).toBeNull();
  });
});

describe('boundaryProblem refuses, naming the problem', () => {
  test.each([
    [
      'a two-point ring',
      poly([
        [0, 0],
        [1, 1],
      ]),
      /ring 1 has 2 positions; a ring needs at least 4/,
    ],
    [
      'an unclosed ring',
      poly([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
      /^ring 1 is not closed/,
    ],
    [
      'an unclosed hole',
      poly(square(0, 0, 1), [
        [0.2, 0.2],
        [0.4, 0.2],
        [0.4, 0.4],
        [0.2, 0.4],
      ]),
      /^ring 2 is not closed/,
    ],
    [
      'lng 999',
      poly([
        [0, 0],
        [999, 0],
        [1, 1],
        [0, 0],
      ]),
      /ring 1, position 2 has longitude 999, outside -180..180/,
    ],
    [
      'lat -91',
      poly([
        [0, 0],
        [1, -91],
        [1, 1],
        [0, 0],
      ]),
      /latitude -91, outside -90..90/,
    ],
    [
      'string coordinates',
      poly([
        ['0', '0'],
        ['1', '0'],
        ['1', '1'],
        ['0', '0'],
      ]),
      /position 1 is not a \[longitude, latitude\] pair of numbers/,
    ],
    [
      'a Point',
      { type: 'Point', coordinates: [0, 0] },
      /^a Point is not accepted; only Polygon and MultiPolygon/,
    ],
    [
      'a Feature of a LineString',
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
      },
      /^a LineString is not accepted/,
    ],
    ['an empty collection', fc(), /the FeatureCollection has no features/],
    ['features that are not an array', { type: 'FeatureCollection', features: {} }, /an array/],
    ['a Feature without geometry', { type: 'Feature', geometry: null }, /has no geometry/],
    ['a Polygon without rings', poly(), /the Polygon has no coordinates/],
    [
      '±1e308',
      poly([
        [-1e308, -1e308],
        [1e308, -1e308],
        [1e308, 1e308],
        [-1e308, -1e308],
      ]),
      /longitude -1e\+308, outside -180..180/,
    ],
    [
      'a bow-tie',
      poly([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
      /^ring 1 crosses itself near \[0.5, 0.5\]/,
    ],
    [
      'a hole crossing the outer ring',
      poly(square(0, 0, 1), [
        [0.5, 0.5],
        [1.5, 0.5],
        [1.5, 0.6],
        [0.5, 0.6],
        [0.5, 0.5],
      ]),
      /^ring 2 crosses ring 1 near \[1, 0\.[56]\]$/,
    ],
    [
      'a hole along an edge of the outer ring',
      poly(square(0, 0, 1), [
        [0.2, 0],
        [0.4, 0],
        [0.4, 0.4],
        [0.2, 0],
      ]),
      /^ring 2 crosses ring 1/,
    ],
    [
      'a bow-tie in the second polygon of a MultiPolygon',
      {
        type: 'MultiPolygon',
        coordinates: [
          [square(5, 5)],
          [
            [
              [0, 0],
              [1, 1],
              [1, 0],
              [0, 1],
              [0, 0],
            ],
          ],
        ],
      },
      /^polygon 2, ring 1 crosses itself near \[0\.5, 0\.5\]$/,
    ],
    [
      'a ring folding back',
      poly([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
      /crosses itself/,
    ],
    [
      'a flat ring',
      poly([
        [0, 0],
        [1, 1],
        [2, 2],
        [0, 0],
      ]),
      /ring 1 (crosses itself|encloses)/,
    ],
    [
      'a ring on one spot',
      poly([
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
      /ring 1 encloses no area/,
    ],
    ['a string', '{"type":"Polygon"}', /not a string/],
    ['an array', [[0, 0]], /not an array/],
    ['a number in coordinates', poly(5), /ring 1 is not an array of positions/],
  ])('%s', (_name, shape, message) => {
    expect(boundaryProblem(shape)).toMatch(message);
  });

  test('the place of the problem: feature, polygon and ring', () => {
    const bad = {
      type: 'MultiPolygon',
      coordinates: [
        [square(0, 0)],
        [
          square(2, 2),
          [
            [2, 2],
            [2.1, 2],
            [2.1, 2.1],
          ],
        ],
      ],
    };
    expect(boundaryProblem(fc(poly(square(0, 0)), bad))).toBe(
      'feature 2, polygon 2, ring 2 has 3 positions; a ring needs at least 4 (the last repeating the first)',
    );
  });

  test('crossings can be left out (the cheap check of stored shapes in search)', () => {
    const bowTie = poly([
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(boundaryProblem(bowTie)).toMatch(/crosses itself/);
    expect(boundaryProblem(bowTie, { crossings: false })).toBeNull();
  });
});

describe('a large ring', () => {
  test('is checked for crossings quickly enough to run on every write', () => {
    // A 20,000-vertex circle, then the same with two vertices swapped (a crossing).
    const n = 20000;
    const ring = Array.from({ length: n }, (_, i) => [
      Math.cos((2 * Math.PI * i) / n),
      Math.sin((2 * Math.PI * i) / n),
    ]);
    ring.push(ring[0]);
    expect(boundaryProblem(poly(ring))).toBeNull();
    const swapped = ring.map((p) => [...p]);
    [swapped[100], swapped[101]] = [swapped[101], swapped[100]];
    expect(boundaryProblem(poly(swapped))).toMatch(/crosses itself/);
  });
});

describe('containsPoint on a stored bad shape', () => {
  test('answers false instead of throwing', () => {
    expect(
      containsPoint(
        poly([
          [0, 0],
          [1, 1],
        ]),
        [0.5, 0.5],
      ),
    ).toBe(false);
    expect(containsPoint(poly([]), [0.5, 0.5])).toBe(false);
  });
});

describe('offline shapes and merge results pass the validator', () => {
  test.each(['10001', '33101', '98101', '96209', '78701'])(
    'ZIP %s (New York, Miami and Seattle cells used to throw; APO cells reached latitude -91)',
    (zip) => {
      const a = zipPolygon(zip);
      expect(a).not.toBeNull();
      expect(boundaryProblem(a)).toBeNull();
    },
  );
  test('a county whose simplified outline crosses itself is repaired by the merge', async () => {
    const r = await mergeTerms({ geometries: ['Teton County, WY'] });
    expect(r.errors).toEqual([]);
    expect(boundaryProblem(r.feature)).toBeNull();
    expect(containsPoint(r.feature, [-110.7, 43.9])).toBe(true);
  });
  test('repairArea splits a bow-tie into two valid triangles; cleanArea drops collapsed rings', () => {
    const area = (geometry: unknown) => ({ type: 'Feature', properties: {}, geometry }) as Area;
    const bowTie = area(
      poly([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
        [0, 0],
      ]),
    );
    const fixed = repairArea(bowTie)!;
    expect(boundaryProblem(fixed)).toBeNull();
    expect(containsPoint(fixed, [0.2, 1])).toBe(true);
    expect(containsPoint(fixed, [1, 0.2])).toBe(false);
    const withDebris = area({
      type: 'MultiPolygon',
      coordinates: [
        [],
        [square(0, 0)],
        [
          [
            [5, 5],
            [5, 5],
            [5, 5],
            [5, 5],
          ],
        ],
      ],
    });
    expect(cleanArea(withDebris)!.geometry).toEqual(poly(square(0, 0)));
  });
});
