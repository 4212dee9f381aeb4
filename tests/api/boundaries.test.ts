// Over 300 lines: the audit's invalid shapes as one table, each with its message.
// Issue 20, geometry: every boundary the API accepts goes through one validator; a bad shape
// stored before that cannot fail a search; the GiST box index cannot be poisoned.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { pointOnFeature } from '@turf/turf';
import { sql } from 'drizzle-orm';
import { auditBoundaries } from '../../api/src/db/boundary-audit.ts';
import { migrationsFolder } from '../../api/src/db/client.ts';
import * as s from '../../api/src/db/schema.ts';
import { toAreas } from '../../api/src/domain/geometry/index.ts';
import { importBoundaries } from '../../scripts/import-boundaries.ts';
import { startClient, type Client, type Json } from './client.ts';
import { featureCollection as fc, polygon as poly, ring, square } from '../helpers/geojson.ts';

let c: Client;
let zone: Json;
let region: Json;
/** A point inside `zone`, [lng, lat]. */
let inside: [number, number];

beforeAll(async () => {
  c = await startClient();
  const zones = (await c.get('/service-areas?per_page=20&sort=id')).body.models as Json[];
  zone = zones.find((z) => Number(z.active) === 1 && z.boundaries && !z.special_use)!;
  region = (await c.get(`/region/${zone.region_id}`)).body;
  inside = pointOnFeature(toAreas(zone.boundaries)[0]).geometry.coordinates as [number, number];
}, 180_000);
afterAll(async () => {
  await c?.close();
});

/** The invalid shapes of the audit and the words of their 400. */
const INVALID: [string, unknown, RegExp][] = [
  [
    'a two-point ring',
    fc(
      poly([
        [0, 0],
        [1, 1],
      ]),
    ),
    /^boundaries: feature 1, ring 1 has 2 positions; a ring needs at least 4/,
  ],
  [
    'an unclosed ring',
    fc(
      poly([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ),
    /^boundaries: feature 1, ring 1 is not closed/,
  ],
  [
    'lng 999',
    fc(
      poly([
        [0, 0],
        [999, 0],
        [1, 1],
        [0, 0],
      ]),
    ),
    /^boundaries: feature 1, ring 1, position 2 has longitude 999, outside -180\.\.180$/,
  ],
  [
    'string coordinates',
    fc(
      poly([
        ['0', '0'],
        ['1', '0'],
        ['1', '1'],
        ['0', '0'],
      ]),
    ),
    /^boundaries: feature 1, ring 1, position 1 is not a \[longitude, latitude\] pair of numbers$/,
  ],
  ['a Point', { type: 'Point', coordinates: [0, 0] }, /^boundaries: a Point is not accepted; only/],
  ['an empty collection', fc(), /^boundaries: the FeatureCollection has no features$/],
  [
    '±1e308',
    fc(
      poly([
        [-1e308, -1e308],
        [1e308, -1e308],
        [1e308, 1e308],
        [-1e308, -1e308],
      ]),
    ),
    /^boundaries: feature 1, ring 1, position 1 has longitude -1e\+308, outside -180\.\.180$/,
  ],
  [
    'a bow-tie',
    fc(
      poly([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ),
    /^boundaries: feature 1, ring 1 crosses itself near \[0\.5, 0\.5\]$/,
  ],
];

let n = 0;
/** A create body of each resource that stores a boundary, with a name to find it by. */
const CREATE: Record<string, (b: unknown, tag: string) => Json> = {
  'service-area': (boundaries, tag) => ({
    name: tag,
    region_id: zone.region_id,
    market_id: zone.market_id,
    search_text: '78701',
    service_area_defined: 'zip',
    boundaries,
  }),
  market: (boundaries, tag) => ({ city: tag, state: 'TX', boundaries }),
  'geo-note': (boundaries, tag) => ({
    name: tag,
    color: '#ff0000',
    description: 'boundary test',
    boundaries,
  }),
  exceptions: (boundaries, tag) => ({
    region_id: region.id,
    type: 'serviceArea',
    reason: 'Internal',
    action_type: 'permanent',
    boundaries,
    boundaries_description: tag,
  }),
};
const STORED: Record<string, string> = {
  'service-area': 'SELECT count(*)::int AS n FROM service_areas WHERE name = $1',
  market: 'SELECT count(*)::int AS n FROM markets WHERE city = $1',
  'geo-note': 'SELECT count(*)::int AS n FROM geo_notes WHERE name = $1',
  exceptions: 'SELECT count(*)::int AS n FROM exceptions WHERE boundaries_description = $1',
};
const stored = async (model: string, tag: string) =>
  (await c.query(STORED[model], [tag]))[0].n as number;

describe('every write of a boundary refuses an invalid shape with a 400 naming the problem', () => {
  for (const model of Object.keys(CREATE)) {
    describe(`POST /${model}`, () => {
      test.each(INVALID)('%s: 400, nothing stored', async (_name, shape, message) => {
        const tag = `Bad shape ${model} ${++n}`;
        const r = await c.post(`/${model}`, CREATE[model](shape, tag));
        expect(r.status).toBe(400);
        if (model === 'exceptions' && _name === 'an empty collection') {
          // The form rule of docs/decisions.md#validation answers first for a serviceArea exception.
          expect(r.body.error.fields).toEqual({ boundaries: 'Area is required' });
        } else {
          expect(r.body.error.code).toBe('VALIDATION_FAILED');
          expect(r.body.error.message).toMatch(message);
          expect(r.body.error.fields.boundaries).toBe(
            r.body.error.message.replace(/^boundaries: /, ''),
          );
        }
        expect(await stored(model, tag)).toBe(0);
      });
      test('a valid shape is stored, and a PUT with an invalid one changes nothing', async () => {
        const tag = `Good shape ${model} ${++n}`;
        const good = square(-97.75, 30.27);
        const created = await c.post(`/${model}`, CREATE[model](good, tag));
        expect(created.status).toBe(201);
        expect(created.body.boundaries).toEqual(good);
        const one = model === 'exceptions' ? 'exception' : model;
        const put = await c.put(`/${one}/${created.body.id}`, {
          boundaries: INVALID[1][1],
          updated_at: created.body.updated_at,
        });
        expect(put.status).toBe(400);
        expect(put.body.error.message).toMatch(/^boundaries: feature 1, ring 1 is not closed/);
        const after = await c.get(`/${one}/${created.body.id}`);
        expect(after.body.boundaries).toEqual(good);
        expect(after.body.updated_at).toBe(created.body.updated_at);
      });
    });
  }
});

/** Stores a zone (or market, geo note) straight into the table, as an old release could have. */
async function insertBadZone(boundaries: unknown, name: string) {
  const d = 0.05;
  const [row] = await c.api.database.db
    .insert(s.serviceAreas)
    .values({
      hauler_id: zone.hauler_id,
      region_id: zone.region_id,
      market_id: zone.market_id,
      name,
      active: 1,
      boundaries,
      min_lng: inside[0] - d,
      min_lat: inside[1] - d,
      max_lng: inside[0] + d,
      max_lat: inside[1] + d,
    })
    .returning({ id: s.serviceAreas.id });
  return row.id;
}

describe('a bad shape already stored', () => {
  const BAD_STORED: [string, unknown][] = [
    [
      'a two-point ring',
      fc(
        poly([
          [0, 0],
          [1, 1],
        ]),
      ),
    ],
    ['an empty ring', fc(poly([]))],
    ['no coordinates', { type: 'Polygon', coordinates: null }],
    [
      'string coordinates',
      fc(
        poly([
          ['0', '0'],
          ['1', '0'],
          ['1', '1'],
          ['0', '0'],
        ]),
      ),
    ],
  ];
  let badIds: number[] = [];
  beforeAll(async () => {
    badIds = [];
    for (const [name, shape] of BAD_STORED) {
      badIds.push(await insertBadZone(shape, `Stored bad zone: ${name}`));
    }
    // An unclosed ring around the point itself.
    const [x, y] = inside;
    badIds.push(
      await insertBadZone(
        fc(
          poly([
            [x - 0.01, y - 0.01],
            [x + 0.01, y - 0.01],
            [x + 0.01, y + 0.01],
            [x - 0.01, y + 0.01],
          ]),
        ),
        'Stored bad zone: unclosed',
      ),
    );
    await c.api.database.db.insert(s.markets).values({
      name: 'Stored bad market',
      boundaries: { type: 'Polygon', coordinates: [[]] },
      min_lng: x - 0.05,
      min_lat: y - 0.05,
      max_lng: x + 0.05,
      max_lat: y + 0.05,
    });
    await c.api.database.db.insert(s.geoNotes).values({
      name: 'Stored bad geo note',
      description: 'x',
      color: '#ff0000',
      active: true,
      boundaries: fc(
        poly([
          [x, y],
          [x + 1, y],
        ]),
      ),
      min_lng: x - 0.05,
      min_lat: y - 0.05,
      max_lng: x + 0.05,
      max_lat: y + 0.05,
    });
  });

  test('POST /search skips it, reports it, and still answers the good zones of the area', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    for (const buffer of [0, 10]) {
      const r = await c.post(
        '/search',
        { latitude: inside[1], longitude: inside[0], buffer },
        'staff',
      );
      expect(r.status).toBe(200);
      const ids = r.body.search_results.map((z: Json) => z.id);
      expect(ids).toContain(zone.id);
      for (const id of badIds) expect(ids).not.toContain(id);
    }
    const lines = warn.mock.calls.map((args) => String(args[0]));
    warn.mockRestore();
    for (const id of badIds) {
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^search: zone ${id} skipped, its stored boundary is invalid: `),
        ),
      );
    }
  });

  test('the boundary audit (run when migrations are applied) names each one', async () => {
    const found = await auditBoundaries(c.api.database.db);
    const mine = found.filter((p) => p.table === 'service_areas' && badIds.includes(p.id));
    expect(mine.map((p) => p.problem)).toEqual([
      'feature 1, ring 1 has 2 positions; a ring needs at least 4 (the last repeating the first)',
      'feature 1, ring 1 has 0 positions; a ring needs at least 4 (the last repeating the first)',
      'the Polygon has no coordinates',
      'feature 1, ring 1, position 1 is not a [longitude, latitude] pair of numbers',
      'feature 1, ring 1 is not closed (the last position must repeat the first)',
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'markets', name: 'Stored bad market' }),
        expect.objectContaining({ table: 'geo_notes', name: 'Stored bad geo note' }),
      ]),
    );
    // The demo data itself is valid.
    expect(found.filter((p) => !/^Stored bad/.test(p.name ?? ''))).toEqual([]);
  });

  test('a merge that starts from it answers a 400 naming the problem', async () => {
    const r = await c.post('/geometry/merge', {
      resource_id: badIds[4],
      resource_type: 'servicearea',
      include_existing: true,
      geometries: ['78701'],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(
      new RegExp(
        `stored boundary of servicearea ${badIds[4]} is invalid \\(feature 1, ring 1 is not closed`,
      ),
    );
  });

  afterAll(async () => {
    await c.query('DELETE FROM service_areas WHERE name LIKE $1', ['Stored bad zone:%']);
  });
});

describe('the spatial index cannot be poisoned by ±1e308', () => {
  const huge = fc(
    poly([
      [-1e308, -1e308],
      [1e308, -1e308],
      [1e308, 1e308],
      [-1e308, 1e308],
      [-1e308, -1e308],
    ]),
  );
  test('the API refuses it; the database refuses such bounds from any writer; later writes work', async () => {
    const refused = await c.post('/service-area', CREATE['service-area'](huge, 'Huge zone'));
    expect(refused.status).toBe(400);
    expect(await stored('service-area', 'Huge zone')).toBe(0);
    await expect(
      c.api.database.db.insert(s.serviceAreas).values({
        hauler_id: zone.hauler_id,
        region_id: zone.region_id,
        name: 'Huge zone by hand',
        boundaries: huge,
        min_lng: -1e308,
        min_lat: -1e308,
        max_lng: 1e308,
        max_lat: 1e308,
      }),
    ).rejects.toThrow();
    expect(await stored('service-area', 'Huge zone by hand')).toBe(0);
    // Enough boxes to split the index pages several times, then writes through the API.
    await c.api.database.db.execute(sql`
      INSERT INTO service_areas (hauler_id, region_id, name, active, min_lng, min_lat, max_lng, max_lat)
      SELECT ${zone.hauler_id}::int, ${zone.region_id}::int, 'Filler ' || i, 0,
             -120 + (i % 50) * 0.5, 30 + (i / 50) * 0.5, -119.9 + (i % 50) * 0.5, 30.1 + (i / 50) * 0.5
      FROM generate_series(1, 600) AS i`);
    const created = await c.post(
      '/service-area',
      CREATE['service-area'](square(-97.01, 31.01), 'After the huge attempt'),
    );
    expect(created.status).toBe(201);
    const moved = await c.put(`/service-area/${created.body.id}`, {
      boundaries: square(-96.51, 31.51),
      updated_at: created.body.updated_at,
    });
    expect(moved.status).toBe(200);
    const found = await c.post('/search', { latitude: 31.515, longitude: -96.505 }, 'staff');
    expect(found.status).toBe(200);
    await c.query("DELETE FROM service_areas WHERE name LIKE 'Filler %'");
  });

  test('the migration takes such boxes already stored out of the index and rebuilds it', async () => {
    // Recreate a database before the migration: no constraint, a poisoned box stored. (Storing it
    // into a full index already fails with 'value out of range: overflow', so the index goes first;
    // the migration drops and rebuilds it anyway.)
    const db = c.api.database.db;
    await db.execute(sql`ALTER TABLE service_areas DROP CONSTRAINT service_areas_bounds_check`);
    await db.execute(sql`DROP INDEX service_areas_bbox_idx`);
    const [poisoned] = await db
      .insert(s.serviceAreas)
      .values({
        hauler_id: zone.hauler_id,
        region_id: zone.region_id,
        name: 'Poisoned before the migration',
        boundaries: huge,
        min_lng: -1e308,
        min_lat: -1e308,
        max_lng: 1e308,
        max_lat: 1e308,
      })
      .returning({ id: s.serviceAreas.id });
    const file = fs
      .readdirSync(migrationsFolder)
      .find((f) => /^\d{4}_geometry_bounds\.sql$/.test(f))!;
    const statements = fs
      .readFileSync(path.join(migrationsFolder, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((st) => /"service_areas/.test(st));
    expect(statements).toHaveLength(4);
    for (const st of statements) await db.execute(sql.raw(st));
    const [row] = await c.query('SELECT min_lng, max_lat, bbox FROM service_areas WHERE id = $1', [
      poisoned.id,
    ]);
    expect(row).toEqual({ min_lng: null, max_lat: null, bbox: null });
    const audit = await auditBoundaries(db);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'service_areas', id: poisoned.id }),
      ]),
    );
    await db.execute(sql`
      INSERT INTO service_areas (hauler_id, region_id, name, active, min_lng, min_lat, max_lng, max_lat)
      SELECT ${zone.hauler_id}::int, ${zone.region_id}::int, 'Filler ' || i, 0,
             -120 + (i % 50) * 0.5, 30 + (i / 50) * 0.5, -119.9 + (i % 50) * 0.5, 30.1 + (i / 50) * 0.5
      FROM generate_series(1, 600) AS i`);
    await c.query('DELETE FROM service_areas WHERE id = $1 OR name LIKE $2', [
      poisoned.id,
      'Filler %',
    ]);
  });
});

describe('boundary imports', () => {
  test('a feature with an invalid shape is skipped and the reason reported', async () => {
    const r = await importBoundaries(c.api.database.db, {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { ZCTA5CE20: '00001' }, geometry: poly(ring(-97, 30)) },
        {
          type: 'Feature',
          properties: { ZCTA5CE20: '00002' },
          geometry: poly([
            [0, 0],
            [999, 0],
            [1, 1],
            [0, 0],
          ]),
        },
      ],
    });
    expect(r).toEqual({
      stored: 1,
      skipped: 1,
      invalid: ['feature 2: ring 1, position 2 has longitude 999, outside -180..180'],
    });
    const keys = await c.query(
      "SELECT key FROM boundary_shapes WHERE key IN ('00001', '00002') ORDER BY key",
    );
    expect(keys).toEqual([{ key: '00001' }]);
  });
});
