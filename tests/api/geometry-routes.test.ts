// POST /geometry/merge and /geometry/centroid, and imported boundaries taking precedence.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { containsPoint } from '../../api/src/domain/geometry/index.ts';
import { importBoundaries } from '../../scripts/import-boundaries.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { insertFixture, type Fixture } from './fixtures.ts';

let api: TestApi;
let fx: Fixture;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  fx = await insertFixture(api.database.db, 'G');
  admin = await api.token('admin@demo.local');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

async function post(path: string, body: unknown, token = admin) {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}
const downtown: [number, number] = [-97.7426, 30.2713];

describe('POST /geometry/merge', () => {
  test('merges ZIP, city and county terms, cuts others; the feature is a JSON string', async () => {
    const { status, body } = await post('/geometry/merge', {
      resource_id: fx.zoneId,
      resource_type: 'servicearea',
      geometries: ['Travis County, TX', '78660'],
      excludeGeometries: ['78701'],
    });
    expect(status).toBe(200);
    expect(body.errors).toEqual([]);
    expect(typeof body.feature).toBe('string');
    const feature = JSON.parse(body.feature);
    expect(feature.type).toBe('Feature');
    expect(containsPoint(feature, downtown)).toBe(false);
    expect(containsPoint(feature, [-97.85, 30.35])).toBe(true);
    expect(body.centroid).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });
  test("a zone's netsuite_name is a term", async () => {
    const { body } = await post('/geometry/merge', { geometries: ['ATX-DT-G'] });
    expect(body.errors).toEqual([]);
    expect(containsPoint(JSON.parse(body.feature), downtown)).toBe(true);
  });
  test('unknown terms come back in errors with search_term and change nothing', async () => {
    const plain = await post('/geometry/merge', { geometries: ['78701'] });
    const { body } = await post('/geometry/merge', {
      geometries: ['78701', 'Atlantis, TX', '99999'],
      excludeGeometries: ['Nowhere County, TX'],
    });
    expect(body.errors.map((e: { search_term: string }) => e.search_term)).toEqual([
      'Atlantis, TX',
      '99999',
      'Nowhere County, TX',
    ]);
    expect(body.feature).toBe(plain.body.feature);
  });
  test('include_existing starts from the stored boundary', async () => {
    const { body } = await post('/geometry/merge', {
      resource_id: fx.zoneId,
      resource_type: 'servicearea',
      include_existing: true,
      geometries: ['78702'],
    });
    const f = JSON.parse(body.feature);
    expect(containsPoint(f, downtown)).toBe(true);
  });
  test('base: the boundary being edited is merged from, and checked like a saved one', async () => {
    const one = JSON.parse((await post('/geometry/merge', { geometries: ['78702'] })).body.feature);
    const { status, body } = await post('/geometry/merge', {
      base: { type: 'FeatureCollection', features: [one] },
      geometries: ['78703'],
    });
    expect(status).toBe(200);
    const both = JSON.parse(body.feature);
    expect(containsPoint(both, [-97.7166, 30.2638])).toBe(true); // 78702
    expect(containsPoint(both, [-97.7648, 30.2907])).toBe(true); // 78703
    const cut = await post('/geometry/merge', { base: both, excludeGeometries: ['78702'] });
    expect(containsPoint(JSON.parse(cut.body.feature), [-97.7166, 30.2638])).toBe(false);
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [-97.8, 30.2],
          [-97.7, 30.3],
          [-97.7, 30.2],
          [-97.8, 30.3],
          [-97.8, 30.2],
        ],
      ],
    };
    const bad = await post('/geometry/merge', { base: bowtie, geometries: ['78702'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('crosses itself');
  });
  test('imported boundaries are used in preference to the offline shapes', async () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, 1],
          [-1, -1],
        ],
      ],
    };
    const r = await importBoundaries(api.database.db, {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { ZCTA5CE20: '78701' }, geometry: square },
        {
          type: 'Feature',
          properties: { GEOID: '48453', NAMELSAD: 'Travis County', STATEFP: '48', COUNTYFP: '453' },
          geometry: square,
        },
        { type: 'Feature', properties: { NAME: 'Broken' }, geometry: null },
      ],
    });
    expect(r).toEqual({ stored: 2, skipped: 1 });
    const { body } = await post('/geometry/merge', { geometries: ['78701'] });
    expect(containsPoint(JSON.parse(body.feature), [0, 0])).toBe(true);
    const county = await post('/geometry/merge', { geometries: ['Travis County, TX'] });
    expect(containsPoint(JSON.parse(county.body.feature), [0.5, 0.5])).toBe(true);
    // A second import of the same shapes replaces them (no duplicates).
    expect(
      await importBoundaries(api.database.db, {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { ZCTA5CE20: '78701' }, geometry: square }],
      }),
    ).toEqual({ stored: 1, skipped: 0 });
  });
  test('access and bad input', async () => {
    expect((await post('/geometry/merge', { geometries: ['78701'] }, '')).status).toBe(401);
    expect(
      (
        await post(
          '/geometry/merge',
          { geometries: ['78701'] },
          await api.token('reader@demo.local'),
        )
      ).status,
    ).toBe(403);
    expect((await post('/geometry/merge', { geometries: [{ zip: 78701 }] })).status).toBe(400);
    expect((await post('/geometry/merge', { resource_type: 'planet' })).status).toBe(400);
  });
});

describe('POST /geometry/centroid', () => {
  test('the centre of a zone, of a region, of a market', async () => {
    for (const [field, id] of [
      ['id', fx.zoneId],
      ['region_id', fx.regionId],
      ['hauler_id', fx.haulerId],
    ] as const) {
      const { status, body } = await post('/geometry/centroid', {
        resource_id: id,
        resource_type: 'servicearea',
        field_name: field,
      });
      expect(status).toBe(200);
      expect(body.location.lat).toBeCloseTo(30.27, 1);
      expect(body.location.lng).toBeCloseTo(-97.74, 1);
    }
    const m = await post(
      '/geometry/centroid',
      { resource_id: fx.marketId, resource_type: 'market' },
      await api.token('reader@demo.local'),
    );
    expect(m.status).toBe(200);
  });
  test('no boundary is 404; bad input 400', async () => {
    expect(
      (
        await post('/geometry/centroid', {
          resource_id: 999999,
          resource_type: 'servicearea',
          field_name: 'id',
        })
      ).status,
    ).toBe(404);
    expect((await post('/geometry/centroid', { resource_type: 'servicearea' })).status).toBe(400);
    expect((await post('/geometry/centroid', { resource_id: 1, field_name: 'name' })).status).toBe(
      400,
    );
  });
});
