// POST /exceptions/preview: the products of a region whose availability a draft exception would
// change, from the real availability engine run with and without it (docs/decisions.md#exceptions).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { pointOnFeature } from '@turf/turf';
import { startClient, type Client, type Json } from './client.ts';

let c: Client;
let regionId: number;
let zone: Json;
let sizeId: number;

beforeAll(async () => {
  c = await startClient();
  // The region with the most priced products in active zones that has contract availability.
  const [row] = await c.query(
    `SELECT sa.region_id, count(*)::int AS n FROM service_areas sa
       JOIN rolloff_pricing rp ON rp.service_area_id = sa.id
      WHERE sa.active = 1 AND EXISTS (SELECT 1 FROM availability a WHERE a.region_id = sa.region_id)
      GROUP BY sa.region_id ORDER BY n DESC, sa.region_id LIMIT 1`,
  );
  regionId = row.region_id;
  [zone] = await c.query(
    `SELECT sa.id, sa.boundaries FROM service_areas sa
      WHERE sa.region_id = $1 AND sa.active = 1
        AND EXISTS (SELECT 1 FROM rolloff_pricing rp WHERE rp.service_area_id = sa.id)
      ORDER BY sa.id LIMIT 1`,
    [regionId],
  );
  [{ size_id: sizeId }] = await c.query(
    `SELECT rp.size_id FROM rolloff_pricing rp WHERE rp.service_area_id = $1 AND rp.size_id IS NOT NULL
      ORDER BY rp.id LIMIT 1`,
    [zone.id],
  );
}, 120_000);
afterAll(() => c?.close());

const noService = (extra: Json = {}) => ({
  type: 'noService',
  reason: 'Internal',
  action_type: 'permanent',
  delivery_type: 'newDeliveries',
  ...extra,
});
const preview = (exception: Json, more: Json = {}) =>
  c.post('/exceptions/preview', { region_id: regionId, exception, ...more });

describe('POST /exceptions/preview', () => {
  test('lists the products whose new deliveries a size-limited noService would stop, and saves nothing', async () => {
    const before = await c.query('SELECT count(*)::int AS n FROM exceptions');
    const all = await preview(noService());
    expect(all.status).toBe(200);
    expect(all.body.total_products).toBeGreaterThan(0);
    expect(all.body.changed.length).toBeGreaterThan(0);
    for (const p of all.body.changed)
      expect(p.changes).toEqual([
        expect.objectContaining({ delivery_type: 'newDeliveries', after: 'No Service' }),
      ]);

    const one = await preview(noService({ sizes: String(sizeId) }));
    expect(one.status).toBe(200);
    expect(one.body.changed.length).toBeGreaterThan(0);
    expect(one.body.changed.length).toBeLessThan(all.body.changed.length);
    const sizeIds = await c.query(
      `SELECT id, size_id FROM rolloff_pricing WHERE id = ANY($1::int[])`,
      [one.body.changed.map((p: Json) => p.pricing_id)],
    );
    expect(new Set(sizeIds.map((r) => r.size_id))).toEqual(new Set([sizeId]));

    expect(await c.query('SELECT count(*)::int AS n FROM exceptions')).toEqual(before);
  });

  test('an exception that changes nothing (other) lists no product', async () => {
    const r = await preview({ ...noService(), type: 'other' });
    expect(r.status).toBe(200);
    expect(r.body.changed).toEqual([]);
  });

  test('an invalid draft answers the form messages', async () => {
    const r = await preview({ type: 'closure', reason: 'Internal', action_type: 'permanent' });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({
      start_date: 'Date is required',
      end_date: 'Date is required',
    });
    const area = await preview({
      type: 'serviceArea',
      reason: 'Internal',
      action_type: 'permanent',
    });
    expect(area.body.error.fields).toEqual({ boundaries: 'Area is required' });
  });

  test('matches what the quote search shows once saved, and an edit is judged against the stored one', async () => {
    const draft = noService({ sizes: String(sizeId), delivery_type: 'newDeliveries' });
    const p = await preview(draft);
    const inZone = p.body.changed
      .filter((x: Json) => x.zone_id === zone.id)
      .map((x: Json) => x.pricing_id)
      .sort();
    expect(inZone.length).toBeGreaterThan(0);

    const saved = await c.post('/exceptions', { ...draft, region_id: regionId });
    expect(saved.status).toBe(201);
    const [lng, lat] = pointOnFeature(zone.boundaries).geometry.coordinates;
    const search = await c.post('/search', { latitude: lat, longitude: lng });
    expect(search.status).toBe(200);
    const z = search.body.search_results.find((r: Json) => r.id === zone.id);
    const stopped = z.rolloff_pricing
      .filter((pr: Json) => pr.exception_ids.includes(saved.body.id))
      .filter(
        (pr: Json) => search.body.availability_results[pr.availability.newDeliveries].no_service,
      )
      .map((pr: Json) => pr.id)
      .sort();
    expect(stopped).toEqual(inZone);

    // The same draft over the stored exception changes nothing more.
    const again = await preview(draft, { exception_id: saved.body.id });
    expect(again.body.changed).toEqual([]);
    await c.del(`/exception/${saved.body.id}`);
  });

  test('a serviceArea draft is judged inside its area', async () => {
    const r = await preview({
      type: 'serviceArea',
      reason: 'Internal',
      action_type: 'permanent',
      boundaries: zone.boundaries,
    });
    expect(r.status).toBe(200);
    expect(r.body.changed.length).toBeGreaterThan(0);
    expect(r.body.changed.some((x: Json) => x.zone_id === zone.id)).toBe(true);
  });

  test('an anonymous caller is refused', async () => {
    const r = await c.post(
      '/exceptions/preview',
      { region_id: regionId, exception: noService() },
      null,
    );
    expect(r.status).toBe(401);
  });
});
