// Over 300 lines: every exception rule and message on one started API.
// Exceptions: the rules of docs/decisions.md#validation, bulk exceptions and exclusions, lists and search.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startClient, type Client, type Json } from './client.ts';

let c: Client;
let region: Json;
beforeAll(async () => {
  c = await startClient();
  region = (await c.get('/regions?per_page=1&sort=id')).body.models[0];
}, 120_000);
afterAll(() => c?.close());

const area = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-87.7, 41.8],
            [-87.6, 41.8],
            [-87.6, 41.9],
            [-87.7, 41.8],
          ],
        ],
      },
    },
  ],
};
const base = () => ({
  region_id: region.id,
  reason: 'Internal',
  action_type: 'permanent',
  delivery_type: 'newDeliveries',
});
const fieldsOf = async (body: Json) => {
  const r = await c.post('/exceptions', body);
  expect(r.status).toBe(400);
  return r.body.error.fields;
};

describe('exception validation (docs/decisions.md#validation)', () => {
  test('type, reason and expiration type are required', async () => {
    expect(await fieldsOf({ region_id: region.id })).toEqual(
      expect.objectContaining({
        type: 'This field is required',
        reason: 'This field is required',
        action_type: 'This field is required',
      }),
    );
  });
  test('the action date is required for checkBack and expirationDate', async () => {
    for (const action_type of ['checkBack', 'expirationDate']) {
      expect(await fieldsOf({ ...base(), type: 'other', action_type })).toEqual({
        action_date: 'Date is required',
      });
    }
  });
  test('at least one service type when the service types are shown', async () => {
    expect(await fieldsOf({ ...base(), type: 'noService', delivery_type: '' })).toEqual({
      delivery_type: 'This field is required',
    });
  });
  test('window_days is required for window', async () => {
    expect(await fieldsOf({ ...base(), type: 'window' })).toEqual({
      window_days: 'This field is required',
    });
    expect(await fieldsOf({ ...base(), type: 'window', window_days: 11 })).toEqual({
      window_days: 'Window days must be between 2 and 10',
    });
  });
  test('availabilityByZone needs availability_action, and a date for nextAvailableDate', async () => {
    expect(await fieldsOf({ ...base(), type: 'availabilityByZone' })).toEqual({
      availability_action: 'This field is required',
    });
    expect(
      await fieldsOf({
        ...base(),
        type: 'availabilityByZone',
        availability_action: 'nextAvailableDate',
      }),
    ).toEqual({ next_available_date: 'Date is required' });
  });
  test('start and end dates for availabilityByDate and closure; start on or before end', async () => {
    for (const type of ['availabilityByDate', 'closure']) {
      expect(await fieldsOf({ ...base(), type })).toEqual({
        start_date: 'Date is required',
        end_date: 'Date is required',
      });
      expect(
        await fieldsOf({ ...base(), type, start_date: '2031-02-02', end_date: '2031-02-01' }),
      ).toEqual({ end_date: 'The start date must be on or before the end date' });
    }
  });
  test('days_of_week for dayOfWeek; boundaries for serviceArea (Area is required)', async () => {
    expect(await fieldsOf({ ...base(), type: 'dayOfWeek' })).toEqual({
      days_of_week: 'This field is required',
    });
    expect(await fieldsOf({ ...base(), type: 'serviceArea' })).toEqual({
      boundaries: 'Area is required',
    });
    expect(
      await fieldsOf({
        ...base(),
        type: 'serviceArea',
        boundaries: { type: 'FeatureCollection', features: [] },
      }),
    ).toEqual({ boundaries: 'Area is required' });
  });
  test('bulk exceptions allow only closure and window, and only an expiration date', async () => {
    expect(
      await fieldsOf({
        bulk: true,
        type: 'noService',
        reason: 'Internal',
        action_type: 'expirationDate',
        action_date: '2031-01-01',
        delivery_type: 'pickup',
      }),
    ).toEqual({
      type: 'Bulk exceptions allow only closure and window',
    });
    for (const action_type of ['checkBack', 'permanent']) {
      expect(
        await fieldsOf({
          bulk: true,
          type: 'window',
          window_days: 3,
          reason: 'Internal',
          action_type,
          action_date: '2031-01-01',
          delivery_type: 'pickup',
        }),
      ).toEqual({
        action_type: 'Bulk exceptions allow only an expiration date',
      });
    }
  });
  test('a region is required for a hauler exception; unknown values are refused', async () => {
    expect(await fieldsOf({ ...base(), region_id: undefined, type: 'other' })).toEqual({
      region_id: 'This field is required',
    });
    expect((await c.post('/exceptions', { ...base(), type: 'party' })).status).toBe(400);
    expect(
      (await c.post('/exceptions', { ...base(), type: 'dayOfWeek', days_of_week: 'Funday' }))
        .status,
    ).toBe(400);
    expect(
      (await c.post('/exceptions', { ...base(), type: 'other', delivery_type: 'teleport' })).status,
    ).toBe(400);
  });
});

describe('exception records', () => {
  test('each type saves; closure, dayOfWeek and serviceArea apply to all delivery types', async () => {
    const bodies: Json[] = [
      { ...base(), type: 'closure', start_date: '2031-01-01', end_date: '2031-01-02' },
      { ...base(), type: 'dayOfWeek', days_of_week: 'Saturday,Sunday' },
      {
        ...base(),
        type: 'noService',
        reason: 'Service Area',
        sizes: '1,2',
        sizes_text: '10 Yard, 15 Yard',
      },
      {
        ...base(),
        type: 'availabilityByDate',
        start_date: '2031-01-01',
        end_date: '2031-01-01',
        availability_action: 'mustCall',
      },
      {
        ...base(),
        type: 'availabilityByZone',
        availability_action: 'nextAvailableDate',
        next_available_date: '2031-03-01',
      },
      { ...base(), type: 'window', window_days: 5 },
      { ...base(), type: 'serviceArea', boundaries: area, boundaries_description: 'Bridge closed' },
      { ...base(), type: 'other', action_type: 'checkBack', action_date: '2031-04-01' },
    ];
    for (const b of bodies) {
      const r = await c.post('/exceptions', b);
      expect([b.type, r.status, r.body.error]).toEqual([b.type, 201, undefined]);
      expect(r.body.hauler_id).toBe(region.hauler_id);
      expect(r.body).toEqual(
        expect.objectContaining({
          region_name: region.name,
          hauler_name: expect.any(String),
          created_by_name: 'Ada Admin',
          updated_by_name: 'Ada Admin',
        }),
      );
      if (['closure', 'dayOfWeek', 'serviceArea'].includes(b.type))
        expect(r.body.delivery_type).toBe('newDeliveries,emptyReturn,pickup');
    }
  });

  test('PUT changes an exception (409 when stale), DELETE removes it', async () => {
    const r = await c.post('/exceptions', { ...base(), type: 'window', window_days: 4 });
    const up = await c.put(`/exception/${r.body.id}`, { ...r.body, window_days: 6 });
    expect(up.status).toBe(200);
    expect(up.body.window_days).toBe(6);
    expect(
      (await c.put(`/exception/${r.body.id}`, { window_days: 7, updated_at: r.body.updated_at }))
        .status,
    ).toBe(409);
    expect(
      (await c.put(`/exception/${r.body.id}`, { window_days: null })).body.error.fields,
    ).toEqual({ window_days: 'This field is required' });
    expect((await c.get(`/exception/${r.body.id}`)).body.window_days).toBe(6);
    expect((await c.del(`/exception/${r.body.id}`)).status).toBe(200);
    expect((await c.get(`/exception/${r.body.id}`)).status).toBe(404);
  });

  test('bulk: applies to every region except those it was excluded from', async () => {
    const bulk = await c.post('/exceptions', {
      bulk: true,
      type: 'closure',
      reason: 'Scheduling',
      action_type: 'expirationDate',
      action_date: '2031-12-26',
      start_date: '2031-12-25',
      end_date: '2031-12-25',
      region_id: region.id,
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body).toMatchObject({
      bulk: true,
      region_id: null,
      hauler_id: null,
      bulk_counts: { excluded: { regions: 0, haulers: 0 } },
    });
    const ofRegion = async (id: number) =>
      (await c.get(`/exceptions?region=${id}&per_page=-1`)).body.models.map((e: Json) => e.id);
    expect(await ofRegion(region.id)).toContain(bulk.body.id);
    const ex = await c.post(`/exception/${bulk.body.id}/exclude/${region.id}`, {});
    expect(ex.status).toBe(200);
    expect(ex.body.bulk_counts.excluded).toEqual({ regions: 1, haulers: 1 });
    expect(ex.body.excluded).toEqual([region.id]);
    expect(await ofRegion(region.id)).not.toContain(bulk.body.id);
    expect(
      (await c.get(`/region/${region.id}/exceptions`)).body.models.map((e: Json) => e.id),
    ).not.toContain(bulk.body.id);
    const other = (await c.get('/regions?per_page=1&sort=id&sort_order=desc')).body.models[0];
    expect(await ofRegion(other.id)).toContain(bulk.body.id);
    // Excluding twice is harmless; a hauler exception cannot be excluded; unknown region is 404.
    expect(
      (await c.post(`/exception/${bulk.body.id}/exclude/${region.id}`, {})).body.bulk_counts
        .excluded.regions,
    ).toBe(1);
    const own = await c.post('/exceptions', { ...base(), type: 'other' });
    expect((await c.post(`/exception/${own.body.id}/exclude/${region.id}`, {})).status).toBe(400);
    expect((await c.post(`/exception/${bulk.body.id}/exclude/99999999`, {})).status).toBe(404);
  });

  test('a bulk exception with its exclusions is one transaction: a bad region leaves nothing written', async () => {
    const count = async () => (await c.query('SELECT count(*)::int AS n FROM exceptions'))[0].n;
    const exclusions = async () =>
      (await c.query('SELECT count(*)::int AS n FROM exception_exclusions'))[0].n;
    const before = [await count(), await exclusions()];
    const r = await c.post('/exceptions', {
      bulk: true,
      type: 'window',
      window_days: 3,
      reason: 'Inventory',
      action_type: 'expirationDate',
      action_date: '2031-06-01',
      delivery_type: 'newDeliveries',
      excluded_regions: [region.id, 99999999],
    });
    expect(r.status).toBe(400);
    expect([await count(), await exclusions()]).toEqual(before);
    const ok = await c.post('/exceptions', {
      bulk: true,
      type: 'window',
      window_days: 3,
      reason: 'Inventory',
      action_type: 'expirationDate',
      action_date: '2031-06-01',
      delivery_type: 'newDeliveries',
      excluded_regions: [region.id],
    });
    expect(ok.body.excluded).toEqual([region.id]);
  });
});

describe('exception lists and search', () => {
  test('GET /exceptions with region, page, per_page, sort, sort_order', async () => {
    const r = await c.get(
      `/exceptions?region=${region.id}&page=1&per_page=5&sort=type&sort_order=asc`,
    );
    expect(r.status).toBe(200);
    expect(r.body.models.length).toBeLessThanOrEqual(5);
    expect(r.body.models.every((e: Json) => e.bulk || e.region_id === region.id)).toBe(true);
    const types = r.body.models.map((e: Json) => e.type);
    expect(types).toEqual([...types].sort());
  });

  test('POST /exception/search: hauler tab filters by hauler, territory, type, reason and end type; bulk tab', async () => {
    const all = await c.post('/exception/search', { search_type: 'hauler', per_page: -1 });
    expect(all.body).toEqual(expect.objectContaining({ collection: 'exceptions', total_pages: 1 }));
    const e = all.body.models.find((x: Json) => x.territory);
    const r = await c.post('/exception/search', {
      search_type: 'hauler',
      sort: 'updated_at',
      sort_order: 'desc',
      page: 1,
      per_page: 25,
      operator: 'ilike',
      value: e.hauler_name,
      conditions: [
        ['territory', e.territory],
        ['type', e.type],
        ['reason', e.reason],
        ['end_type', e.action_type],
      ],
    });
    expect(r.body.models.map((x: Json) => x.id)).toContain(e.id);
    for (const x of r.body.models)
      expect(x).toMatchObject({
        territory: e.territory,
        type: e.type,
        reason: e.reason,
        action_type: e.action_type,
        bulk: false,
      });
    const bulk = await c.post('/exception/search', { search_type: 'bulk', per_page: 25 });
    expect(bulk.body.models.length).toBeGreaterThanOrEqual(2);
    expect(bulk.body.models.every((x: Json) => x.bulk && x.bulk_counts)).toBe(true);
    expect((await c.post('/exception/search', { conditions: [['secret', 1]] })).status).toBe(400);
    expect((await c.post('/exception/search', { value: "%' OR 1=1 --" })).body.total).toBe(0);
  });
});
