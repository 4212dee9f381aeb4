// The demo data seeded on a first start (issue 3 "Demo data").
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createRequire } from 'node:module';
import * as turf from '@turf/turf';
import { startClient, type Client, type Json } from './client.ts';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcodes') as {
  lookup(zip: string): { latitude: number; longitude: number } | undefined;
};

let c: Client;
beforeAll(async () => {
  c = await startClient();
}, 120_000);
afterAll(() => c?.close());

const n = async (sql: string) => Number((await c.query(sql))[0].n);

describe('demo data', () => {
  test('markets around real cities in all four territories, with time zones and boundaries', async () => {
    const markets = (await c.get('/markets?per_page=-1')).body.models as Json[];
    expect(markets.length).toBeGreaterThanOrEqual(5);
    expect(new Set(markets.map((m) => m.territory))).toEqual(
      new Set(['Midwest', 'Southeast', 'Northeast', 'West']),
    );
    expect(markets.map((m) => m.name)).toEqual(
      expect.arrayContaining(['Chicago (IL)', 'Atlanta (GA)', 'Boston (MA)', 'Denver (CO)']),
    );
    for (const m of markets) {
      expect(m.timezone).toMatch(/^America\//);
      expect(m.boundaries.type).toBe('FeatureCollection');
      expect(m.our_phone).toHaveLength(10);
    }
  });

  test('20+ haulers in and out of network, 50+ regions with time zones, availability for every region', async () => {
    expect(await n(`SELECT count(*) AS n FROM haulers WHERE type = 'inNetwork'`)).toBeGreaterThan(
      10,
    );
    expect(
      await n(`SELECT count(*) AS n FROM haulers WHERE type = 'outOfNetwork'`),
    ).toBeGreaterThan(3);
    expect(await n(`SELECT count(*) AS n FROM haulers`)).toBeGreaterThanOrEqual(20);
    expect(
      await n(`SELECT count(*) AS n FROM regions WHERE timezone LIKE 'America/%'`),
    ).toBeGreaterThanOrEqual(50);
    expect(
      await n(
        `SELECT count(*) AS n FROM regions r WHERE (SELECT count(DISTINCT delivery_type) FROM availability a WHERE a.region_id = r.id) <> 3`,
      ),
    ).toBe(0);
    expect(
      await n(
        `SELECT count(*) AS n FROM regions r WHERE NOT EXISTS (SELECT 1 FROM current_availability_delivery c WHERE c.region_id = r.id)`,
      ),
    ).toBe(0);
    expect(
      await n(
        `SELECT count(DISTINCT size_id) AS n FROM availability WHERE delivery_type = 'newDeliveries'`,
      ),
    ).toBe(5);
  });

  test('150+ zones whose polygons cover the real ZIPs their search_text lists', async () => {
    const zones = (await c.get('/service-areas?per_page=-1&full=true')).body.models as Json[];
    expect(zones.length).toBeGreaterThanOrEqual(150);
    let checked = 0;
    for (const z of zones.slice(0, 40)) {
      const zips = String(z.search_text)
        .split(',')
        .map((s) => s.trim());
      expect(zips.every((zip) => /^\d{5}$/.test(zip))).toBe(true);
      for (const zip of zips) {
        const p = zipcodes.lookup(zip)!;
        expect(
          turf.booleanPointInPolygon([p.longitude, p.latitude], z.boundaries.features[0]),
        ).toBe(true);
        checked++;
      }
      expect(z.min_lng).toBeLessThan(z.max_lng);
    }
    expect(checked).toBeGreaterThan(40);
    // The GiST-indexed bbox finds the zones over downtown Chicago.
    expect(
      await n(`SELECT count(*) AS n FROM service_areas WHERE bbox @> point(-87.6181, 41.8858)`),
    ).toBeGreaterThan(0);
  });

  test('sizes, waste types, cost structures, pricing with realistic prices and some bad margins', async () => {
    expect((await c.query(`SELECT name FROM sizes ORDER BY id`)).map((r) => r.name)).toEqual([
      '10 Yard',
      '15 Yard',
      '20 Yard',
      '30 Yard',
      '40 Yard',
    ]);
    expect(
      (await c.query(`SELECT name FROM cost_structures ORDER BY id`)).map((r) => r.name),
    ).toEqual(['Flat Rate', 'Haul + Disposal', 'Commercial']);
    expect(await n(`SELECT count(*) AS n FROM waste_types`)).toBeGreaterThanOrEqual(3);
    expect(
      await n(
        `SELECT count(*) AS n FROM service_areas s WHERE NOT EXISTS (SELECT 1 FROM rolloff_pricing p WHERE p.service_area_id = s.id)`,
      ),
    ).toBe(0);
    expect(
      await n(
        `SELECT count(*) AS n FROM rolloff_pricing WHERE price < 200 OR price > 1000 OR cost >= price`,
      ),
    ).toBe(0);
    expect(
      await n(`SELECT count(*) AS n FROM rolloff_pricing WHERE price - cost < 150`),
    ).toBeGreaterThan(0);
    expect(
      await n(`SELECT count(*) AS n FROM rolloff_pricing WHERE price - cost >= 150`),
    ).toBeGreaterThan(0);
  });

  test('exceptions of every type, two bulk; alerts at every level and severity; notes; geo notes in four colours; customers and sites', async () => {
    const types = (await c.query(`SELECT DISTINCT type FROM exceptions WHERE NOT bulk`))
      .map((r) => r.type)
      .sort();
    expect(types).toEqual([
      'availabilityByDate',
      'availabilityByZone',
      'closure',
      'dayOfWeek',
      'noService',
      'other',
      'serviceArea',
      'window',
    ]);
    expect(await n(`SELECT count(*) AS n FROM exceptions WHERE bulk`)).toBe(2);
    for (const link of [
      'alert_haulers',
      'alert_regions',
      'alert_service_areas',
      'alert_markets',
      'alert_rolloff_pricing',
    ]) {
      const sev = (
        await c.query(
          `SELECT DISTINCT a.severity FROM alerts a JOIN ${link} l ON l.alert_id = a.id`,
        )
      )
        .map((r) => r.severity)
        .sort();
      expect([link, sev]).toEqual([link, ['error', 'info', 'note', 'success', 'warning']]);
    }
    for (const link of ['note_haulers', 'note_service_areas', 'note_rolloff_pricing'])
      expect(await n(`SELECT count(*) AS n FROM ${link}`)).toBeGreaterThan(0);
    expect(
      (await c.query(`SELECT DISTINCT color FROM geo_notes ORDER BY color`)).map((r) => r.color),
    ).toEqual(['#00ff00', '#ff0000', '#ffa500', '#fff000']);
    expect(await n(`SELECT count(*) AS n FROM netsuite_customers`)).toBeGreaterThanOrEqual(20);
    expect(await n(`SELECT count(*) AS n FROM netsuite_sites`)).toBeGreaterThanOrEqual(20);
  });

  test('every record carries created_at, updated_at, created_by and updated_by', async () => {
    for (const table of [
      'haulers',
      'regions',
      'service_areas',
      'rolloff_pricing',
      'alerts',
      'exceptions',
      'availability',
      'geo_notes',
    ]) {
      expect([
        table,
        await n(
          `SELECT count(*) AS n FROM ${table} WHERE created_by IS NULL OR updated_by IS NULL OR created_at IS NULL OR updated_at IS NULL`,
        ),
      ]).toEqual([table, 0]);
    }
  });
});
