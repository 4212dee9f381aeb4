// Over 300 lines: region calls and their availability records on one started API.
// Regions, their collections, region search, and contract/current availability records.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startClient, type Client, type Json } from './client.ts';

let c: Client;
beforeAll(async () => {
  c = await startClient();
}, 120_000);
afterAll(() => c?.close());

async function newRegion(extra: Json = {}): Promise<Json> {
  const h = (await c.get('/haulers?per_page=1')).body.models[0];
  const r = await c.post('/regions', {
    hauler_id: h.id,
    name: `Region ${Math.random()}`,
    timezone: 'America/Denver',
    territory: 'West',
    ...extra,
  });
  expect(r.status).toBe(201);
  return r.body;
}

describe('region records', () => {
  test('POST /regions creates the region with empty contract availability for every delivery type', async () => {
    const r = await newRegion();
    const one = await c.get(`/region/${r.id}`);
    expect(one.status).toBe(200);
    const sizes = (await c.get('/sizes?per_page=-1')).body.total;
    expect(one.body.availability.newDeliveries).toHaveLength(sizes);
    expect(one.body.availability.emptyReturn).toHaveLength(1);
    expect(one.body.availability.pickUp).toHaveLength(1);
    expect(one.body.current_availability).toEqual(
      expect.objectContaining({ window_active: false }),
    );
    expect(one.body).toEqual(
      expect.objectContaining({ hauler_name: expect.any(String), timezone: 'America/Denver' }),
    );
  });

  test('PUT /region/{id} ignores current_availability, availability rows, last_saved_*, new_deliveries_no_service, hauler_name', async () => {
    const { availability: _a, ...r } = await newRegion(); // the client sends the region without availability
    const put = await c.put(`/region/${r.id}`, {
      ...r,
      name: 'Renamed',
      current_availability: { x: 1 },
      last_saved_at: '2000-01-01',
      last_saved_by: 99,
      last_saved: 'x',
      new_deliveries_no_service: true,
      hauler_name: 'Other',
    });
    expect(put.status).toBe(200);
    expect(put.body.name).toBe('Renamed');
    expect(put.body.hauler_name).not.toBe('Other');
  });

  test('validation: name and hauler required, phone exactly 10, time zone known, territory listed', async () => {
    const bad = await c.post('/regions', {});
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: 'This field is required',
      hauler_id: 'This field is required',
    });
    const r = await newRegion();
    expect((await c.put(`/region/${r.id}`, { phone: '555' })).body.error.fields).toEqual({
      phone: 'Phone must be exactly 10 characters',
    });
    expect((await c.put(`/region/${r.id}`, { timezone: 'Mars/Base' })).body.error.fields).toEqual({
      timezone: 'Unknown time zone',
    });
    expect((await c.put(`/region/${r.id}`, { territory: 'Moon' })).status).toBe(400);
    expect((await c.put(`/region/${r.id}`, { territory: 'none' })).body.territory).toBeNull();
  });

  test('netsuite_id is editable only while creating or when the region is inactive', async () => {
    const r = await newRegion({ netsuite_id: 'NS-1', active: true });
    expect(r.netsuite_id).toBe('NS-1');
    const locked = await c.put(`/region/${r.id}`, { netsuite_id: 'NS-2' });
    expect(locked.status).toBe(400);
    expect(locked.body.error.fields.netsuite_id).toEqual(expect.any(String));
    await c.put(`/region/${r.id}`, { active: false });
    expect((await c.put(`/region/${r.id}`, { netsuite_id: 'NS-2' })).body.netsuite_id).toBe('NS-2');
  });

  test('409 on a stale region update; DELETE removes it', async () => {
    const r = await newRegion();
    expect((await c.put(`/region/${r.id}`, { name: 'A', updated_at: r.updated_at })).status).toBe(
      200,
    );
    expect((await c.put(`/region/${r.id}`, { name: 'B', updated_at: r.updated_at })).status).toBe(
      409,
    );
    expect((await c.get(`/region/${r.id}`)).body.name).toBe('A');
    expect((await c.del(`/region/${r.id}`)).status).toBe(200);
    expect((await c.get(`/region/${r.id}`)).status).toBe(404);
  });
});

describe('region lists and search', () => {
  test('GET /regions with page, per_page, sort, sort_order, has=current_availability and field/operator/value', async () => {
    const r = await c.get(
      '/regions?page=1&per_page=20&sort=name&sort_order=desc&has=current_availability',
    );
    expect(r.status).toBe(200);
    expect(r.body.models).toHaveLength(20);
    expect(r.body.total).toBeGreaterThanOrEqual(50);
    const row = r.body.models[0];
    expect(row).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        active: expect.any(Boolean),
        name: expect.any(String),
        territory: expect.any(String),
        hauler_id: expect.any(Number),
        hauler_name: expect.any(String),
        last_saved_at: expect.any(String),
        current_service_exceptions: expect.objectContaining({
          must_call: expect.any(Boolean),
          no_service: expect.any(Boolean),
          window_active: expect.any(Boolean),
        }),
        new_deliveries_no_service: expect.any(Boolean),
      }),
    );
    const names = r.body.models.map((x: Json) => x.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const byName = await c.get('/regions?field=name&operator=ilike&value=chicago&per_page=-1');
    expect(byName.body.total).toBeGreaterThan(0);
    for (const x of byName.body.models) expect(x.name.toLowerCase()).toContain('chicago');
  });

  test('a list without availability gives each region the same new_deliveries_no_service as with it', async () => {
    const flags = async (extra: string) =>
      Object.fromEntries(
        ((await c.get(`/regions?per_page=-1${extra}`)).body.models as Json[]).map((x) => [
          x.id,
          x.new_deliveries_no_service,
        ]),
      );
    const light = await flags('');
    expect(Object.keys(light).length).toBeGreaterThan(20);
    expect(light).toEqual(await flags('&includeAvailability=true'));
  });

  test('POST /region/search with search_type, operator, value, conditions, has, active, includeAvailability', async () => {
    const r = await c.post('/region/search', {
      search_type: 'hauler',
      sort: 'name',
      sort_order: 'asc',
      page: 1,
      per_page: 25,
      operator: 'ilike',
      value: '',
      conditions: [['territory', 'Midwest']],
      has: 'current_availability',
      active: true,
      includeAvailability: true,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(
      expect.objectContaining({
        models: expect.any(Array),
        total_pages: expect.any(Number),
        collection: 'regions',
      }),
    );
    expect(r.body.models.length).toBeGreaterThan(0);
    for (const x of r.body.models) {
      expect(x.territory).toBe('Midwest');
      expect(x.hauler_active).toBe(true);
      expect(x.availability.newDeliveries.length).toBeGreaterThan(0);
      expect(x.current_availability.newDeliveries.length).toBeGreaterThan(0);
    }
    const hauler = r.body.models[0].hauler_name;
    const byHauler = await c.post('/region/search', {
      search_type: 'hauler',
      operator: 'ilike',
      value: hauler.slice(0, 8),
    });
    expect(
      byHauler.body.models.every((x: Json) =>
        x.hauler_name.toLowerCase().includes(hauler.slice(0, 8).toLowerCase()),
      ),
    ).toBe(true);
    const eq = await c.post('/region/search', {
      field: 'territory',
      operator: '=',
      value: 'West',
      conditions: [{ field: 'no_service', value: false }],
    });
    expect(
      eq.body.models.every(
        (x: Json) => x.territory === 'West' && !x.current_service_exceptions.no_service,
      ),
    ).toBe(true);
    const inactive = await c.post('/region/search', { active: false, per_page: -1 });
    expect(inactive.body.models.every((x: Json) => x.hauler_active === false)).toBe(true);
    expect((await c.post('/region/search', { conditions: [['password', 'x']] })).status).toBe(400);
    expect(
      (await c.post('/region/search', { value: "'; DROP TABLE regions; --" })).body.total,
    ).toBe(0);
  });

  test('hauler and region collections; with=rolloff_pricing', async () => {
    const h = (await c.get('/haulers?per_page=1')).body.models[0];
    const regions = await c.get(`/hauler/${h.id}/regions`);
    expect(regions.body.models.length).toBeGreaterThan(0);
    expect(regions.body.models.every((r: Json) => r.hauler_id === h.id)).toBe(true);
    const zones = await c.get(`/hauler/${h.id}/service-areas`);
    expect(
      zones.body.models.every((z: Json) => z.hauler_id === h.id && z.rolloff_pricing === undefined),
    ).toBe(true);
    const rid = regions.body.models[0].id;
    const withPricing = await c.get(`/region/${rid}/service-areas?with=rolloff_pricing`);
    expect(withPricing.body.models.length).toBeGreaterThan(0);
    expect(
      withPricing.body.models.every(
        (z: Json) => z.region_id === rid && Array.isArray(z.rolloff_pricing),
      ),
    ).toBe(true);
    expect((await c.get('/hauler/99999999/regions')).status).toBe(404);
    expect(
      (await c.get(`/hauler/${h.id}/service-areas?with=rolloff_pricing`)).body.models[0]
        .rolloff_pricing.length,
    ).toBeGreaterThan(0);
  });

  test('GET /{level}/{id}/alerts for hauler, region, service area, market and pricing', async () => {
    const levels: [string, string][] = [
      ['hauler', 'haulers'],
      ['region', 'regions'],
      ['service-area', 'service_areas'],
      ['market', 'markets'],
      ['rolloff-pricing', 'rolloff_pricing'],
    ];
    for (const [level, link] of levels) {
      const a = (await c.get(`/alerts?per_page=-1`)).body.models.find(
        (x: Json) => x[link].length > 0,
      );
      const r = await c.get(`/${level}/${a[link][0]}/alerts`);
      expect([level, r.status]).toEqual([level, 200]);
      expect(r.body.models.map((x: Json) => x.id)).toContain(a.id);
      expect(r.body.models.every((x: Json) => x[link].includes(a[link][0]))).toBe(true);
    }
    const empty = await newRegion();
    expect((await c.get(`/region/${empty.id}/alerts`)).body).toEqual({
      models: [],
      total_pages: 0,
      total: 0,
    });
  });
});

describe('contract availability', () => {
  test('PUT /region/{id} with availability saves every delivery type and stamps last_saved_*', async () => {
    const r = await newRegion();
    const a = (await c.get(`/region/${r.id}`)).body.availability;
    const res = await c.put(`/region/${r.id}`, {
      availability: {
        newDeliveries: a.newDeliveries.map((x: Json) => ({
          id: x.id,
          data: { ...x, next_day_active: true, next_day_cutoff_time: '14:00' },
        })),
        emptyReturn: [{ id: a.emptyReturn[0].id, data: { window_active: true } }],
        pickUp: [{ id: a.pickUp[0].id, data: { no_service: true, no_service_reason: 'Billing' } }],
      },
    });
    expect(res.status).toBe(200);
    expect(
      res.body.newDeliveries.every(
        (x: Json) => x.next_day_active && x.next_day_cutoff_time === '14:00:00',
      ),
    ).toBe(true);
    expect(res.body.emptyReturn[0]).toMatchObject({ window_active: true, window_days: 2 });
    expect(res.body.pickUp[0]).toMatchObject({ no_service: true, no_service_reason: 'Billing' });
    const after = (await c.get(`/region/${r.id}`)).body;
    expect(after.last_saved_at).not.toBe(r.last_saved_at);
    expect(after.last_saved_by).toEqual(expect.any(Number));
  });

  test('a save that fails half-way leaves nothing written (one transaction)', async () => {
    const r = await newRegion();
    const a = (await c.get(`/region/${r.id}`)).body.availability;
    const other = await newRegion();
    const foreign = (await c.get(`/region/${other.id}`)).body.availability.pickUp[0];
    const before = await c.query(
      'SELECT id, same_day_active, updated_at FROM availability WHERE region_id = $1 ORDER BY id',
      [r.id],
    );
    // First the valid rows of two delivery types, then a row of another region: all or nothing.
    const res = await c.put(`/region/${r.id}`, {
      availability: {
        newDeliveries: a.newDeliveries.map((x: Json) => ({
          id: x.id,
          data: { same_day_active: true },
        })),
        emptyReturn: [{ id: a.emptyReturn[0].id, data: { same_day_active: true } }],
        pickUp: [{ id: foreign.id, data: { same_day_active: true } }],
      },
    });
    expect(res.status).toBe(400);
    expect(
      await c.query(
        'SELECT id, same_day_active, updated_at FROM availability WHERE region_id = $1 ORDER BY id',
        [r.id],
      ),
    ).toEqual(before);
    // A rule broken by the last row also rolls back the earlier ones.
    const res2 = await c.put(`/region/${r.id}`, {
      availability: {
        newDeliveries: [{ id: a.newDeliveries[0].id, data: { same_day_active: true } }],
        pickUp: [{ id: a.pickUp[0].id, data: { days_out: 91 } }],
      },
    });
    expect(res2.status).toBe(400);
    expect(res2.body.error.fields).toEqual({
      'pickUp.0.days_out': 'Days out must be between 2 and 90',
    });
    expect(
      await c.query(
        'SELECT id, same_day_active, updated_at FROM availability WHERE region_id = $1 ORDER BY id',
        [r.id],
      ),
    ).toEqual(before);
    // A stale row answers 409 and nothing changes.
    const stale = await c.put(`/region/${r.id}`, {
      availability: {
        newDeliveries: [
          {
            id: a.newDeliveries[0].id,
            updated_at: '2000-01-01T00:00:00.000Z',
            data: { same_day_active: true },
          },
        ],
      },
    });
    expect(stale.status).toBe(409);
  });

  test('POST /availabilities, GET/PUT /availability/{id}: size ignored, state rules applied', async () => {
    const r = await newRegion();
    const dup = await c.post('/availabilities', { region_id: r.id, delivery_type: 'pickUp' });
    expect(dup.status).toBe(400); // one record per region and delivery type
    const missing = await c.post('/availabilities', {
      region_id: r.id,
      delivery_type: 'newDeliveries',
    });
    expect(missing.body.error.fields).toEqual({ size_id: 'This field is required' });
    const size = await c.post('/sizes', { name: '8' });
    const created = await c.post('/availabilities', {
      region_id: r.id,
      delivery_type: 'newDeliveries',
      size_id: size.body.id,
      same_day_active: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const got = await c.get(`/availability/${id}`);
    expect(got.body.size).toEqual({ id: size.body.id, name: '8 Yard' });
    const { window_active: _w, ...echo } = got.body;
    const put = await c.put(`/availability/${id}`, {
      ...echo,
      size: { id: 1, name: 'x' },
      same_day_cutoff_time: '',
      saturday_cutoff_time: '12:00',
      must_call_all: true,
      days_out: 1,
      window_days: 5,
      no_service: false,
      no_service_reason: 'Billing',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      same_day_cutoff_time: '00:00:00',
      saturday_cutoff_day: 'Friday',
      same_day_must_call: true,
      days_out: null,
      window_active: true,
      window_days: 5,
      no_service_reason: null,
      size_id: size.body.id,
    });
    const off = await c.put(`/availability/${id}`, { window_active: false });
    expect(off.body).toMatchObject({ window_active: false, window_days: null });
    expect((await c.put(`/availability/${id}`, { days_out: 91 })).body.error.fields).toEqual({
      days_out: 'Days out must be between 2 and 90',
    });
    expect((await c.put(`/availability/${id}`, { no_service: true })).body.error.fields).toEqual({
      no_service_reason: 'This field is required',
    });
    expect((await c.put(`/availability/${id}`, { saturday_cutoff_day: 'Funday' })).status).toBe(
      400,
    );
  });
});

describe('current availability records', () => {
  test('GET/PUT /current-availability/{id} (window fields) and the three per-type tables', async () => {
    const region = (
      await c.get('/regions?per_page=1&has=current_availability&includeAvailability=true')
    ).body.models[0];
    const cur = region.current_availability;
    const head = await c.get(`/current-availability/${cur.id}`);
    expect(head.body.newDeliveries.length).toBeGreaterThan(0);
    const put = await c.put(`/current-availability/${cur.id}`, {
      window_active: true,
      window_days: 4,
    });
    expect(put.body).toMatchObject({ window_active: true, window_days: 4 });
    expect((await c.put(`/current-availability/${cur.id}`, { must_call: true })).status).toBe(400);

    const paths: [string, string][] = [
      ['current-availability-delivery', 'newDeliveries'],
      ['current-availability-empty-return', 'emptyReturn'],
      ['current-availability-pickup', 'pickUp'],
    ];
    for (const [path, key] of paths) {
      const row = head.body[key][0];
      const got = await c.get(`/${path}/${row.id}`);
      expect(got.status).toBe(200);
      const upd = await c.put(`/${path}/${row.id}`, {
        ...got.body,
        must_call: true,
        title: 'ignored',
        delivery_date: { x: 1 },
        size: { id: 1 },
      });
      expect([path, upd.status]).toEqual([path, 200]);
      expect(upd.body).toMatchObject({ must_call: true, overridden: true, title: got.body.title });
      expect(
        (await c.put(`/${path}/${row.id}`, { must_call: false, updated_at: got.body.updated_at }))
          .status,
      ).toBe(409);
    }
  });
});
