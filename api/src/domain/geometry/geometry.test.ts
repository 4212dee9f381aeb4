// Geometry from offline data and the GeoJSON operations the search and merge calls rely on.
import { describe, expect, test } from '@jest/globals';
import {
  bboxOf,
  bufferBox,
  centroidOf,
  cityPolygon,
  containsPoint,
  countyAt,
  nearestCounty,
  findCounty,
  mergeTerms,
  milesToArea,
  parseTerm,
  stateOutline,
  zipPolygon,
  type Area,
} from './index.ts';

const downtownAustin: [number, number] = [-97.7426, 30.2713]; // ZIP 78701 centroid
const roundRock: [number, number] = [-97.6789, 30.5083];
const dallas: [number, number] = [-96.797, 32.7767];

describe('parseTerm', () => {
  test.each([
    ['78701', 'zip', '78701'],
    ['TX', 'state', 'TX'],
    ['tx', 'state', 'TX'],
    ['Texas', 'state', 'TX'],
    ['Austin, TX', 'city', 'austin|TX'],
    ['  Austin ,  tx ', 'city', 'austin|TX'],
    ['Travis County, TX', 'county', 'travis county|TX'],
    ['Orleans Parish, LA', 'county', 'orleans parish|LA'],
    ['ATX-North-20', 'name', 'ATX-North-20'],
    ['1234', 'name', '1234'],
  ])('%p is a %s', (raw, kind, key) => {
    expect(parseTerm(raw)).toMatchObject({ kind, key });
  });
});

describe('offline shapes', () => {
  test('a ZIP shape contains its centroid and not a faraway point', () => {
    const z = zipPolygon('78701')!;
    expect(z.geometry.type).toMatch(/Polygon/);
    expect(z.properties).toMatchObject({ zip: '78701', city: 'Austin', state: 'TX' });
    expect(containsPoint(z, downtownAustin)).toBe(true);
    expect(containsPoint(z, dallas)).toBe(false);
  });
  test('an unknown ZIP has no shape', () => {
    expect(zipPolygon('00000')).toBeNull();
  });
  test('neighbouring ZIP shapes do not overlap', () => {
    expect(containsPoint(zipPolygon('78702'), downtownAustin)).toBe(false);
  });
  test('a city shape covers its ZIPs and stays inside the state', () => {
    const austin = cityPolygon('Austin', 'TX')!;
    expect(containsPoint(austin, downtownAustin)).toBe(true);
    expect(containsPoint(austin, dallas)).toBe(false);
    const [minLng, minLat, maxLng, maxLat] = bboxOf(austin)!;
    const [sMinLng, sMinLat, sMaxLng, sMaxLat] = bboxOf(stateOutline('TX'))!;
    expect(minLng).toBeGreaterThanOrEqual(sMinLng);
    expect(minLat).toBeGreaterThanOrEqual(sMinLat);
    expect(maxLng).toBeLessThanOrEqual(sMaxLng);
    expect(maxLat).toBeLessThanOrEqual(sMaxLat);
  });
  test('city names match without case; unknown cities have no shape', () => {
    expect(cityPolygon('austin', 'tx')).not.toBeNull();
    expect(cityPolygon('Nowhereville', 'TX')).toBeNull();
    expect(cityPolygon('Austin', 'ZZ')).toBeNull();
  });
  test('counties by name and at a point', () => {
    expect(findCounty('Travis County', 'TX')?.fips).toBe('48453');
    expect(findCounty('Travis', 'Texas')?.fips).toBe('48453');
    expect(countyAt(downtownAustin)).toMatchObject({ fips: '48453', name: 'Travis' });
    expect(countyAt([-40, 30])).toBeUndefined();
  });
  test('a lakefront point just off the simplified outlines gets the nearest county within the limit', () => {
    const zip60601: [number, number] = [-87.6181, 41.8858];
    expect(countyAt(zip60601)).toBeUndefined();
    const near = nearestCounty(zip60601, 5);
    expect(near?.county).toMatchObject({ fips: '17031', name: 'Cook' });
    expect(near!.miles).toBeLessThan(1);
    // Far out in the lake (about 20 miles from any shore) there is none.
    expect(nearestCounty([-87.25, 42.3], 5)).toBeUndefined();
    expect(nearestCounty([-40, 30], 5)).toBeUndefined();
  });
});

describe('merge and cut', () => {
  test('merges terms of every kind into one feature with a centroid', async () => {
    const r = await mergeTerms({ geometries: ['78701', 'Round Rock, TX', 'TX'] });
    expect(r.errors).toEqual([]);
    expect(r.feature?.type).toBe('Feature');
    expect(containsPoint(r.feature, dallas)).toBe(true);
    expect(r.centroid).not.toBeNull();
  });
  test('cuts ZIPs out of a county', async () => {
    const r = await mergeTerms({ geometries: ['Travis County, TX'], excludeGeometries: ['78701'] });
    expect(r.errors).toEqual([]);
    expect(containsPoint(r.feature, downtownAustin)).toBe(false);
    expect(containsPoint(r.feature, [-97.85, 30.35])).toBe(true);
  });
  test('unknown terms come back in errors and change nothing', async () => {
    const plain = await mergeTerms({ geometries: ['78701'] });
    const r = await mergeTerms({
      geometries: ['78701', 'Nowhere, TX', '00000'],
      excludeGeometries: ['Nope County, TX'],
    });
    expect(r.errors.map((e) => e.search_term)).toEqual(['Nowhere, TX', '00000', 'Nope County, TX']);
    expect(r.feature).toEqual(plain.feature);
  });
  test('duplicate terms are ignored', async () => {
    const r = await mergeTerms({ geometries: ['78701', '78701', 'zzz', 'ZZZ'] });
    expect(r.errors).toHaveLength(1);
  });
  test('a lookup (imported boundaries, zone names) is used first', async () => {
    const square: Area = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
            [0, 0],
          ],
        ],
      },
    };
    const r = await mergeTerms({
      geometries: ['78701', 'My Zone'],
      lookup: async (t) => (t.kind === 'zip' || t.term === 'My Zone' ? square : null),
    });
    expect(r.errors).toEqual([]);
    expect(containsPoint(r.feature, [0.5, 0.5])).toBe(true);
    expect(containsPoint(r.feature, downtownAustin)).toBe(false);
  });
  test('cutting everything leaves no feature', async () => {
    const r = await mergeTerms({ geometries: ['78701'], excludeGeometries: ['TX'] });
    expect(r.feature).toBeNull();
    expect(r.centroid).toBeNull();
  });
});

describe('point in polygon, bbox, distance', () => {
  // A 2x2 square with a 1x1 hole in the middle, plus a separate square far east.
  const holed = {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [0, 0],
          [3, 0],
          [3, 3],
          [0, 3],
          [0, 0],
        ],
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 2],
          [1, 1],
        ],
      ],
      [
        [
          [10, 0],
          [11, 0],
          [11, 1],
          [10, 1],
          [10, 0],
        ],
      ],
    ],
  };
  test.each([
    [[0.5, 0.5], true],
    [[1.5, 1.5], false],
    [[10.5, 0.5], true],
    [[5, 0.5], false],
  ])('point %p inside: %p', (p, want) => {
    expect(containsPoint(holed, p as [number, number])).toBe(want);
    expect(
      containsPoint(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [{ type: 'Feature', geometry: holed, properties: {} }],
        }),
        p as [number, number],
      ),
    ).toBe(want);
  });
  test('bbox of a multipolygon and of nothing', () => {
    expect(bboxOf(holed)).toEqual([0, 0, 11, 3]);
    expect(bboxOf(null)).toBeNull();
    expect(bboxOf('not json')).toBeNull();
  });
  test('miles to an area, and the buffer box (lat buffer = miles / 69)', () => {
    const z = zipPolygon('78701');
    expect(milesToArea(z, downtownAustin)).toBe(0);
    const d = milesToArea(z, dallas);
    expect(d).toBeGreaterThan(150);
    expect(d).toBeLessThan(200);
    const [, minLat, , maxLat] = bufferBox([-97, 30], 69);
    expect(minLat).toBeCloseTo(29);
    expect(maxLat).toBeCloseTo(31);
  });
  test('centroid of a merged area', () => {
    const c = centroidOf({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
            [0, 0],
          ],
        ],
      },
    });
    expect(c!.lat).toBeCloseTo(1);
    expect(c!.lng).toBeCloseTo(1);
    expect(containsPoint(zipPolygon('78701'), [roundRock[0], roundRock[1]])).toBe(false);
  });
});
