// GET /current-availability/calculate and GET /region/{id}/availability through the real API.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { insertFixture, type Fixture } from './fixtures.ts';

let api: TestApi;
let fx: Fixture;
let reader: string;
beforeAll(async () => {
  api = await startTestApi();
  fx = await insertFixture(api.database.db, 'A');
  reader = await api.token('reader@demo.local');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

async function get(path: string, token = reader) {
  const res = await fetch(`${api.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('GET /current-availability/calculate', () => {
  test('calculates new and old rows sent with nested keys, in the region time zone', async () => {
    // Monday 2026-11-23 11:00 in Chicago: after the 10:00 same-day cutoff.
    const q = new URLSearchParams({
      region_id: String(fx.regionId),
      now: '2026-11-23T17:00:00Z',
      'new[newDeliveries][0][same_day_active]': 'true',
      'new[newDeliveries][0][same_day_cutoff_time]': '10:00:00',
      'new[newDeliveries][0][next_day_active]': 'true',
      'new[newDeliveries][0][next_day_cutoff_time]': '14:00:00',
      'new[pickUp][0][must_call_all]': 'true',
      'new[pickUp][0][next_day_active]': 'true',
      'old[newDeliveries][0][same_day_active]': 'true',
      'old[newDeliveries][0][same_day_cutoff_time]': '12:00:00',
      'old[newDeliveries][0][window_active]': 'false',
    });
    const { status, body } = await get(`/current-availability/calculate?${q}`);
    expect(status).toBe(200);
    expect(body.new.newDeliveries[0].delivery_date).toEqual({
      date: '2026-11-24',
      availabilityType: 'nextDay',
      friendlyText: 'Tomorrow',
    });
    expect(body.new.pickUp[0].delivery_date.friendlyText).toBe('Must Call');
    expect(body.old.newDeliveries[0].delivery_date).toEqual({
      date: '2026-11-23',
      availabilityType: 'sameDay',
      friendlyText: 'Today',
    });
  });
  test('accepts the rows as JSON in data', async () => {
    const data = JSON.stringify({
      new: { emptyReturn: [{ no_service: true, no_service_reason: 'Billing' }] },
    });
    const { body } = await get(`/current-availability/calculate?${new URLSearchParams({ data })}`);
    expect(body.new.emptyReturn[0]).toMatchObject({
      no_service: true,
      delivery_date: { friendlyText: 'No Service' },
    });
  });
  test('bad input', async () => {
    expect((await get('/current-availability/calculate?region_id=abc')).status).toBe(400);
    expect((await get('/current-availability/calculate?region_id=999999')).status).toBe(404);
    expect((await get('/current-availability/calculate?data=%7Bnope')).status).toBe(400);
    expect((await get('/current-availability/calculate?now=yesterday')).status).toBe(400);
    expect((await get('/current-availability/calculate', '')).status).toBe(401);
    expect(
      (await get('/current-availability/calculate', await api.token('staff@demo.local'))).status,
    ).toBe(403);
  });
});

describe('GET /region/{id}/availability', () => {
  test("the contract records with today's calculated delivery date, also keyed by delivery type", async () => {
    const { status, body } = await get(`/region/${fx.regionId}/availability`);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.models.map((m: { delivery_type: string }) => m.delivery_type).sort()).toEqual([
      'newDeliveries',
      'pickUp',
    ]);
    expect(body.newDeliveries[0]).toMatchObject({
      size: { name: '20 Yard' },
      delivery_date: { availabilityType: expect.any(String) },
    });
    expect(body.pickUp[0].delivery_date.friendlyText).toBe('Must Call');
  });
  test('unknown region 404, no token 401, no right 403', async () => {
    expect((await get('/region/999999/availability')).status).toBe(404);
    expect((await get(`/region/${fx.regionId}/availability`, '')).status).toBe(401);
    expect(
      (await get(`/region/${fx.regionId}/availability`, await api.token('staff@demo.local')))
        .status,
    ).toBe(403);
  });
});
