// Issue 20: upgrading a database that already holds bad shapes. The geometry_bounds migration takes
// out-of-range boxes out of the GiST index, and the audit that runs when migrations are applied
// names every stored boundary that fails validation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, type Database } from '../../api/src/db/client.ts';
import * as s from '../../api/src/db/schema.ts';
import { createPostgresDatabase, testEngine } from '../helpers/api.ts';

const TAG = 'geometry_bounds';
let before: string;
let database: Database;
let drop: (() => Promise<void>) | undefined;

/** A copy of the migrations folder that stops before the geometry_bounds migration. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const cut = journal.entries.find((e: { tag: string }) => e.tag.endsWith(`_${tag}`)).idx;
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const poly = (...rings: unknown[]) => ({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: rings } },
  ],
});

beforeAll(async () => {
  before = migrationsBefore(TAG);
  if (testEngine === 'postgres') {
    const pgdb = await createPostgresDatabase('dq_migration');
    drop = pgdb.drop;
    database = await openDatabase({ databaseUrl: pgdb.url });
    await migratePg(database.db as never, { migrationsFolder: before });
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
    await migratePglite(database.db as never, { migrationsFolder: before });
  }
}, 180_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe('upgrading a database that holds bad shapes', () => {
  test('the migration empties out-of-range boxes and the audit names every bad shape', async () => {
    const db = database.db;
    const [hauler] = await db
      .insert(s.haulers)
      .values({ name: 'H', type: 'inNetwork' })
      .returning();
    const [region] = await db
      .insert(s.regions)
      .values({ hauler_id: hauler.id, name: 'R', timezone: 'America/Chicago' })
      .returning();
    const zone = (name: string, boundaries: unknown, b: number[]) =>
      db
        .insert(s.serviceAreas)
        .values({
          hauler_id: hauler.id,
          region_id: region.id,
          name,
          active: 1,
          boundaries,
          min_lng: b[0],
          min_lat: b[1],
          max_lng: b[2],
          max_lat: b[3],
        })
        .returning({ id: s.serviceAreas.id });
    const big = 1e308;
    const [huge] = await zone(
      'Huge',
      poly([
        [-big, -big],
        [big, -big],
        [big, big],
        [-big, -big],
      ]),
      [-big, -big, big, big],
    );
    const [twoPoints] = await zone(
      'Two points',
      poly([
        [-97, 30],
        [-96, 31],
      ]),
      [-97, 30, -96, 31],
    );
    const [good] = await zone(
      'Good',
      poly([
        [-97, 30],
        [-96, 30],
        [-96, 31],
        [-97, 30],
      ]),
      [-97, 30, -96, 31],
    );

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await database.migrate();
      const lines = warn.mock.calls.map((a) => String(a[0]));
      expect(lines).toEqual([
        `boundary audit: service_areas ${huge.id} (Huge) has an invalid boundary: feature 1, ring 1, position 1 has longitude -1e+308, outside -180..180`,
        `boundary audit: service_areas ${twoPoints.id} (Two points) has an invalid boundary: feature 1, ring 1 has 2 positions; a ring needs at least 4 (the last repeating the first)`,
        'boundary audit: 2 stored boundaries fail validation; search skips such zones until they are fixed',
      ]);
      // Nothing new to apply: no second report.
      warn.mockClear();
      await database.migrate();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }

    const rows = await db
      .select({ id: s.serviceAreas.id, min_lng: s.serviceAreas.min_lng })
      .from(s.serviceAreas)
      .orderBy(s.serviceAreas.id);
    expect(rows).toEqual([
      { id: huge.id, min_lng: null },
      { id: twoPoints.id, min_lng: -97 },
      { id: good.id, min_lng: -97 },
    ]);
    // The rebuilt index takes many more boxes; out-of-range ones are refused by the database.
    await db.execute(sql`
      INSERT INTO service_areas (hauler_id, region_id, name, active, min_lng, min_lat, max_lng, max_lat)
      SELECT ${hauler.id}::int, ${region.id}::int, 'Filler ' || i, 0,
             -120 + (i % 50) * 0.5, 30 + (i / 50) * 0.5, -119.9 + (i % 50) * 0.5, 30.1 + (i / 50) * 0.5
      FROM generate_series(1, 600) AS i`);
    await expect(zone('Huge again', null, [-big, -big, big, big])).rejects.toThrow();
    const [found] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.serviceAreas)
      .where(eq(s.serviceAreas.active, 0));
    expect(found.n).toBe(600);
  }, 180_000);
});
