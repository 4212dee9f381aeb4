// Over 300 lines: the nine generic models' calls, one describe each, on one started API.
// The generic model calls of docs/decisions.md#records-and-fields and docs/decisions.md#calls for the nine model names.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startClient, type Client, type Json } from './client.ts';
import { square } from '../helpers/geojson.ts';

let c: Client;
beforeAll(async () => {
  c = await startClient();
}, 120_000);
afterAll(() => c?.close());

async function adminId(): Promise<number> {
  const [u] = await c.query(`SELECT id FROM users WHERE email = 'admin@demo.local'`);
  return u.id;
}

async function someZone(): Promise<Json> {
  const r = await c.get('/service-areas?per_page=1&sort=id');
  return r.body.models[0];
}

/** A valid create body for each model, built from the seeded records. */
async function samples(): Promise<Record<string, Json>> {
  const zone = await someZone();
  const sizes = (await c.get('/sizes?per_page=-1')).body.models;
  const wastes = (await c.get('/waste-types?per_page=-1')).body.models;
  return {
    alert: { text: 'Test alert', severity: 'info', service_areas: [zone.id] },
    hauler: { name: 'Test Hauler', type: 'inNetwork' },
    market: { city: 'Omaha', state: 'NE', our_phone: '4025550100', timezone: 'America/Chicago' },
    size: { name: '12' },
    note: { description: 'Test note', rel_id: zone.id, type: 'serviceArea' },
    'service-area': {
      name: 'Test zone',
      region_id: zone.region_id,
      market_id: zone.market_id,
      search_text: '60601',
      service_area_defined: 'ZIP 60601',
      boundaries: square(-87.62, 41.88),
    },
    'waste-type': { name: 'Test debris', special_debris: true },
    'rolloff-pricing': {
      service_area_id: zone.id,
      size_id: sizes[0].id,
      waste_type_id: wastes[0].id,
      price: '399.00',
      cost: '250.50',
      extra_day_price: '12.00',
    },
    'geo-note': {
      name: 'Test geo note',
      description: 'Watch out',
      color: '#ffa500',
      active: true,
      boundaries: square(-87.7, 41.9),
    },
  };
}

const PLURAL: Record<string, string> = {
  alert: 'alerts',
  hauler: 'haulers',
  market: 'markets',
  size: 'sizes',
  note: 'notes',
  'service-area': 'service-areas',
  'waste-type': 'waste-types',
  'rolloff-pricing': 'rolloff-pricings',
  'geo-note': 'geo-notes',
};

describe('generic model calls', () => {
  test('every model: POST (plural), GET list, GET/PUT/DELETE by id (singular); created_by/updated_by from the token', async () => {
    const bodies = await samples();
    const me = await adminId();
    for (const [model, body] of Object.entries(bodies)) {
      const created = await c.post(`/${PLURAL[model]}`, body);
      expect([model, created.status, created.body.error]).toEqual([model, 201, undefined]);
      expect(created.body.id).toEqual(expect.any(Number));
      expect(created.body.created_by).toBe(me);
      expect(created.body.updated_by).toBe(me);
      const id = created.body.id;

      const one = await c.get(`/${model}/${id}`);
      expect(one.status).toBe(200);
      expect(one.body.id).toBe(id);
      const viaPlural = await c.get(`/${PLURAL[model]}/${id}`);
      expect(viaPlural.body.id).toBe(id);

      const list = await c.get(`/${model}?ids=${id}`);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 1, total_pages: 1 });
      expect(list.body.models[0].id).toBe(id);

      const updated = await c.put(`/${model}/${id}`, { ...one.body });
      expect([model, updated.status, updated.body.error]).toEqual([model, 200, undefined]);
      expect(updated.body.updated_by).toBe(me);

      const gone = await c.del(`/${model}/${id}`);
      expect(gone.status).toBe(200);
      expect((await c.get(`/${model}/${id}`)).status).toBe(404);
      expect((await c.del(`/${model}/${id}`)).status).toBe(404);
    }
  });

  test("any other model name answers 'Invalid model type: {name}'", async () => {
    for (const [method, path] of [
      ['GET', '/widgets'],
      ['POST', '/widgets'],
      ['GET', '/widget/1'],
      ['PUT', '/widget/1'],
      ['DELETE', '/widget/1'],
    ]) {
      const r = await c.call(method, path, method === 'POST' || method === 'PUT' ? {} : undefined);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(`Invalid model type: ${path.split('/')[1]}`);
    }
  });

  test('null fields are dropped on save (they do not clear stored values)', async () => {
    const h = await c.post('/haulers', {
      name: 'Null Hauler',
      type: 'inNetwork',
      general_notes: 'keep me',
    });
    const r = await c.put(`/hauler/${h.body.id}`, {
      name: 'Null Hauler 2',
      general_notes: null,
      hauler_score: null,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: 'Null Hauler 2', general_notes: 'keep me' });
  });

  test('size names get " Yard" appended', async () => {
    const r = await c.post('/sizes', { name: '25' });
    expect(r.body.name).toBe('25 Yard');
    const again = await c.put(`/size/${r.body.id}`, { name: '26 Yard' });
    expect(again.body.name).toBe('26 Yard');
  });
});

describe('lists: search, paging, sort, ids', () => {
  test('streaming LIKE search with per_page -1 and full', async () => {
    const r = await c.get('/haulers?field=name&operator=LIKE&value=roll&per_page=-1&full=true');
    expect(r.status).toBe(200);
    expect(r.body.models.length).toBeGreaterThan(0);
    expect(r.body.total_pages).toBe(1);
    expect(r.body.total).toBe(r.body.models.length);
    for (const h of r.body.models) {
      expect(h.name.toLowerCase()).toContain('roll');
      expect(Array.isArray(h.locations)).toBe(true);
    }
  });

  test('full may be given without a value', async () => {
    const r = await c.get('/haulers?per_page=2&full');
    expect(r.body.models[0].locations).toEqual(expect.any(Array));
    expect(
      (await c.get('/haulers?per_page=2&full=false')).body.models[0].locations,
    ).toBeUndefined();
  });

  test('page, per_page, sort and sort_order', async () => {
    const all = await c.get('/haulers?per_page=-1&sort=name&sort_order=asc');
    const names = all.body.models.map((h: Json) => h.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const p2 = await c.get('/haulers?page=2&per_page=5&sort=name&sort_order=asc');
    expect(p2.body.models.map((h: Json) => h.name)).toEqual(names.slice(5, 10));
    expect(p2.body.total_pages).toBe(Math.ceil(all.body.total / 5));
    const desc = await c.get('/haulers?per_page=3&sort=name&sort_order=desc');
    expect(desc.body.models[0].name).toBe(names[names.length - 1]);
  });

  test('ids=1,2,3 answers those records', async () => {
    const some = (await c.get('/service-areas?per_page=3')).body.models.map((z: Json) => z.id);
    const r = await c.get(`/service-areas?ids=${some.join(',')}`);
    expect(r.body.models.map((z: Json) => z.id).sort()).toEqual([...some].sort());
    expect(r.body.total).toBe(3);
  });

  test('SQL metacharacters in search values are plain text', async () => {
    const before = await c.query('SELECT count(*)::int AS n FROM haulers');
    for (const value of ["'; DROP TABLE haulers; --", '%', '_', "' OR '1'='1", '\\']) {
      const r = await c.get(`/haulers?field=name&operator=LIKE&value=${encodeURIComponent(value)}`);
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(0);
      const eq = await c.get(`/haulers?field=name&operator==&value=${encodeURIComponent(value)}`);
      expect(eq.body.total).toBe(0);
    }
    expect(await c.query('SELECT count(*)::int AS n FROM haulers')).toEqual(before);
  });

  test('unknown search or sort fields answer 400', async () => {
    expect((await c.get('/haulers?field=password_hash&value=x')).status).toBe(400);
    expect((await c.get('/haulers?sort=nope')).status).toBe(400);
    expect((await c.get('/haulers?bogus=1')).status).toBe(400);
  });

  test('alerts list filters by hauler name and territory and answers the list fields', async () => {
    const r = await c.get('/alerts?per_page=-1&territory=Midwest');
    expect(r.body.total).toBeGreaterThan(0);
    for (const a of r.body.models) expect(a.territory).toBe('Midwest');
    const one = r.body.models.find((a: Json) => a.hauler_name);
    const byHauler = await c.get(
      `/alerts?field=hauler_name&operator=ilike&value=${encodeURIComponent(one.hauler_name)}&per_page=-1`,
    );
    expect(byHauler.body.models.map((a: Json) => a.id)).toContain(one.id);
    expect(one).toEqual(
      expect.objectContaining({
        alert_type: expect.any(String),
        created_by_name: expect.any(String),
        region_name: expect.any(String),
      }),
    );
  });
});

describe('validation (spec 1 and 2 sections 5)', () => {
  const expectFields = (r: { status: number; body: Json }, fields: Json) => {
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual(expect.objectContaining(fields));
  };
  test("alert text is required ('This field is required'); empty dates say 'Date is required'", async () => {
    expectFields(await c.post('/alerts', { severity: 'info' }), { text: 'This field is required' });
    expectFields(await c.post('/alerts', { text: 'x', expires: '' }), {
      expires: 'Date is required',
    });
    expectFields(await c.post('/alerts', { text: 'x', check_back: '' }), {
      check_back: 'Date is required',
    });
  });
  test('alert timing: choosing one date clears the other; dates are stored as YYYY-MM-DD 00:00:00', async () => {
    const a = await c.post('/alerts', { text: 'timing', expires: '2031-05-01' });
    expect(a.body).toMatchObject({ expires: '2031-05-01 00:00:00', check_back: null });
    const b = await c.put(`/alert/${a.body.id}`, {
      text: 'timing',
      check_back: '2031-06-01',
      alert_type: 'Hauler',
      hauler_name: 'x',
      _links: {},
    });
    expect(b.body).toMatchObject({ expires: null, check_back: '2031-06-01 00:00:00' });
  });
  test('hauler name and type are required', async () => {
    expectFields(await c.post('/haulers', {}), {
      name: 'This field is required',
      type: 'This field is required',
    });
  });
  test('zone: name, search text, service area defined and market are required', async () => {
    const zone = await someZone();
    expectFields(await c.post('/service-areas', { region_id: zone.region_id }), {
      name: 'This field is required',
      market_id: 'This field is required',
    });
    const inactive = await c.post('/service-areas', {
      name: 'Inactive zone',
      region_id: zone.region_id,
      market_id: zone.market_id,
      active: 0,
    });
    expectFields(
      await c.put(`/service-area/${inactive.body.id}`, {
        search_text: '',
        service_area_defined: '',
      }),
      {
        search_text: 'This field is required',
        service_area_defined: 'This field is required',
      },
    );
    expectFields(await c.put(`/service-area/${inactive.body.id}`, { name: '' }), {
      name: 'This field is required',
    });
  });
  test("an active zone's name is locked", async () => {
    const zone = await someZone();
    const active = await c.post('/service-areas', {
      name: 'Locked',
      region_id: zone.region_id,
      market_id: zone.market_id,
      active: 1,
      search_text: '1',
      service_area_defined: 'x',
    });
    expect((await c.put(`/service-area/${active.body.id}`, { name: 'Renamed' })).status).toBe(400);
  });
  test('market: city and state are required when creating; phones exactly 10 characters', async () => {
    expectFields(await c.post('/markets', {}), {
      city: 'This field is required',
      state: 'This field is required',
    });
    expectFields(
      await c.post('/markets', {
        city: 'Omaha',
        state: 'NE',
        our_phone: '123',
        alt_phone: '12345678901',
      }),
      {
        our_phone: 'Phone must be exactly 10 characters',
        alt_phone: 'Phone must be exactly 10 characters',
      },
    );
    const ok = await c.post('/markets', { city: 'Omaha', state: 'NE' });
    expect(ok.body.name).toBe('Omaha (NE)');
    expect((await c.put(`/market/${ok.body.id}`, { city: 'Lincoln' })).body.name).toBe(
      'Lincoln (NE)',
    );
  });
  test('geo note: name, color and description are required; name at most 100', async () => {
    expectFields(await c.post('/geo-notes', {}), {
      name: 'This field is required',
      color: 'This field is required',
      description: 'This field is required',
    });
    expect(
      (await c.post('/geo-notes', { name: 'x'.repeat(101), color: '#ff0000', description: 'd' }))
        .status,
    ).toBe(400);
    expect(
      (await c.post('/geo-notes', { name: 'x', color: '#123456', description: 'd' })).status,
    ).toBe(400);
  });
  test('pricing: the extra-day price is required; new records and waste-type changes get rank 99', async () => {
    const b = (await samples())['rolloff-pricing'];
    expectFields(await c.post('/rolloff-pricing', { ...b, extra_day_price: undefined }), {
      extra_day_price: 'This field is required',
    });
    const p = await c.post('/rolloff-pricing', { ...b, rank: 3 });
    expect(p.body.rank).toBe(99);
    expect(p.body.brand_id).toEqual(expect.any(Number));
    expect(p.body.profitability).toBe('148.50');
    expect(p.body.bad_margin).toBe(true);
    const ranked = await c.put(`/rolloff-pricing/${p.body.id}`, { rank: 2 });
    expect(ranked.body.rank).toBe(2);
    const wastes = (await c.get('/waste-types?per_page=-1')).body.models;
    const changed = await c.put(`/rolloff-pricing/${p.body.id}`, {
      data: { waste_type_id: wastes[1].id },
      user_id: 1,
    });
    expect(changed.body).toMatchObject({ rank: 99, waste_type_id: wastes[1].id });
  });
  test('money stays exact (decimal strings)', async () => {
    const b = (await samples())['rolloff-pricing'];
    const p = await c.post('/rolloff-pricing', { ...b, price: 0.1, cost: '0.20' });
    expect(p.body.price).toBe('0.10');
    expect(p.body.cost).toBe('0.20');
    expect(p.body.profitability).toBe('-0.10');
    expect((await c.post('/rolloff-pricing', { ...b, price: '1.234' })).status).toBe(400);
  });
});

describe('bad input answers 400 and writes nothing', () => {
  test('wrong types, unknown fields, oversized strings, malformed JSON, bad ids', async () => {
    const before = await c.query('SELECT count(*)::int AS n FROM haulers');
    const cases: [string, unknown][] = [
      ['wrong type', { name: 'x', type: 'inNetwork', active: 'maybe' }],
      ['object for string', { name: { a: 1 }, type: 'inNetwork' }],
      ['unknown field', { name: 'x', type: 'inNetwork', evil: true }],
      ['oversized', { name: 'x'.repeat(256), type: 'inNetwork' }],
      ['bad enum', { name: 'x', type: 'sideways' }],
      ['malformed JSON', '{"name": "x", '],
    ];
    for (const [what, body] of cases) {
      const r = await c.post('/haulers', body);
      expect([what, r.status]).toEqual([what, 400]);
      expect(r.body.error.message).toEqual(expect.any(String));
    }
    expect(await c.query('SELECT count(*)::int AS n FROM haulers')).toEqual(before);
    expect((await c.get('/hauler/abc')).status).toBe(400);
    expect((await c.post('/alerts', { text: 'x', haulers: [99999999] })).status).toBe(400);
  });
});

describe('no lost updates', () => {
  test('a PUT carrying an older updated_at answers 409 and changes nothing', async () => {
    const h = await c.post('/haulers', { name: 'Race', type: 'inNetwork' });
    const first = await c.put(`/hauler/${h.body.id}`, {
      name: 'Race A',
      updated_at: h.body.updated_at,
    });
    expect(first.status).toBe(200);
    const stale = await c.put(`/hauler/${h.body.id}`, {
      name: 'Race B',
      updated_at: h.body.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    expect((await c.get(`/hauler/${h.body.id}`)).body.name).toBe('Race A');
    const fresh = await c.put(`/hauler/${h.body.id}`, {
      name: 'Race C',
      updated_at: first.body.updated_at,
    });
    expect(fresh.status).toBe(200);
  });
});

describe('concurrent writers', () => {
  test('two PUTs that read the same version: one wins, the other answers 409', async () => {
    const h = await c.post('/haulers', { name: 'Both', type: 'inNetwork' });
    const results = await Promise.all(
      ['Writer 1', 'Writer 2'].map((name) =>
        c.put(`/hauler/${h.body.id}`, { name, updated_at: h.body.updated_at }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.name;
    expect((await c.get(`/hauler/${h.body.id}`)).body.name).toBe(winner);
  });
});

describe('records carry their related data', () => {
  test('a zone answers pricing (with size, waste type, cost structure), alerts and names; a hauler its locations, notes, alerts', async () => {
    const z = (await c.get('/service-areas?per_page=1')).body.models[0];
    const one = await c.get(`/service-area/${z.id}`);
    expect(one.body.rolloff_pricing.length).toBeGreaterThan(0);
    expect(one.body.rolloff_pricing[0]).toEqual(
      expect.objectContaining({
        size: expect.any(Object),
        waste_type: expect.any(Object),
        cost_structure: expect.any(Object),
      }),
    );
    expect(one.body).toEqual(
      expect.objectContaining({
        hauler_name: expect.any(String),
        region_name: expect.any(String),
        market_name: expect.any(String),
        alerts: expect.any(Array),
      }),
    );
    expect(one.body.boundaries.type).toBe('FeatureCollection');
    const h = await c.get(`/hauler/${z.hauler_id}`);
    expect(h.body).toEqual(
      expect.objectContaining({
        locations: expect.any(Array),
        notes: expect.any(Array),
        alerts: expect.any(Array),
      }),
    );
  });
  test('a note links to haulers, zones and pricing', async () => {
    const z = await someZone();
    const n = await c.post('/notes', {
      description: 'linked',
      haulers: [z.hauler_id],
      service_areas: [z.id],
    });
    expect(n.body).toMatchObject({
      haulers: [z.hauler_id],
      service_areas: [z.id],
      rolloff_pricing: [],
    });
  });
});
