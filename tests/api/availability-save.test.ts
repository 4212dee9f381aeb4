// The all-or-nothing availability saves of the main API (issue 12): PUT /region/{id} with
// `availability` and PUT /current-availability/{id} with `rows`. One refused row (stale version
// or a value out of range) leaves every row as it was; the edit rules run before the ranges.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startClient, type Client, type Json } from './client.ts';

let c: Client;
let region: Json;
beforeAll(async () => {
  c = await startClient();
  region = (await c.get('/regions?per_page=1&sort=id')).body.models[0];
}, 120_000);
afterAll(() => c?.close());

const contract = async () =>
  (await c.get(`/availabilities?region_id=${region.id}&per_page=-1`)).body.models as Json[];
const current = async () => (await c.get(`/region/${region.id}`)).body.current_availability as Json;

describe('contract availability save (PUT /region/{id} with availability)', () => {
  test('a stale row refuses the whole save: no row changes', async () => {
    const before = await contract();
    const nd = before.find((r) => r.delivery_type === 'newDeliveries')!;
    const pickUp = before.find((r) => r.delivery_type === 'pickUp')!;
    // Someone else saves the pickup record after it was read.
    expect((await c.put(`/availability/${pickUp.id}`, { sunday_notes: 'elsewhere' })).status).toBe(
      200,
    );
    const stored = await contract();
    const res = await c.put(`/region/${region.id}`, {
      availability: {
        newDeliveries: [{ id: nd.id, updated_at: nd.updated_at, data: { days_out: 5 } }],
        pickUp: [{ id: pickUp.id, updated_at: pickUp.updated_at, data: { days_out: 6 } }],
      },
    });
    expect(res.status).toBe(409);
    expect(await contract()).toEqual(stored);
  });

  test('a row out of range refuses the whole save, naming the row', async () => {
    const before = await contract();
    const nd = before.find((r) => r.delivery_type === 'newDeliveries')!;
    const er = before.find((r) => r.delivery_type === 'emptyReturn')!;
    const res = await c.put(`/region/${region.id}`, {
      availability: {
        newDeliveries: [{ id: nd.id, updated_at: nd.updated_at, data: { same_day_notes: 'ok' } }],
        emptyReturn: [{ id: er.id, updated_at: er.updated_at, data: { days_out: 91 } }],
      },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('emptyReturn.0.days_out');
    expect(JSON.stringify(res.body)).toContain('Days out must be between 2 and 90');
    expect(await contract()).toEqual(before);
  });

  test('the edit rules run before the ranges: clearing window days turns the window off', async () => {
    const before = await contract();
    const er = before.find((r) => r.delivery_type === 'emptyReturn')!;
    const on = await c.put(`/region/${region.id}`, {
      availability: {
        emptyReturn: [{ id: er.id, updated_at: er.updated_at, data: { window_active: true } }],
      },
    });
    expect(on.status).toBe(200);
    const withWindow = (await contract()).find((r) => r.id === er.id)!;
    expect(withWindow).toMatchObject({ window_active: true, window_days: 2 });
    const off = await c.put(`/region/${region.id}`, {
      availability: {
        emptyReturn: [
          {
            id: er.id,
            updated_at: withWindow.updated_at,
            data: { window_days: null, saturday_cutoff_time: '', saturday_cutoff_day: null },
          },
        ],
      },
    });
    expect(off.status).toBe(200);
    // An empty weekend cutoff is none (00:00:00): it sets no cutoff day.
    expect((await contract()).find((r) => r.id === er.id)).toMatchObject({
      window_active: false,
      window_days: null,
      saturday_cutoff_time: '00:00:00',
      saturday_cutoff_day: null,
    });
  });
});

describe('current availability save (PUT /current-availability/{id} with rows)', () => {
  test('a stale row refuses the whole save: no row changes', async () => {
    const head = await current();
    const nd = (head.newDeliveries as Json[])[0];
    const pick = (head.pickUp as Json[])[0];
    expect(
      (await c.put(`/current-availability-pickup/${pick.id}`, { must_call: !pick.must_call }))
        .status,
    ).toBe(200);
    const stored = await current();
    const res = await c.put(`/current-availability/${head.id}`, {
      rows: {
        newDeliveries: [{ id: nd.id, updated_at: nd.updated_at, data: { days_out: 7 } }],
        pickUp: [{ id: pick.id, updated_at: pick.updated_at, data: { days_out: 8 } }],
      },
    });
    expect(res.status).toBe(409);
    expect(await current()).toEqual(stored);
  });

  test('a row out of range refuses the whole save; an empty two-day cutoff is stored as none', async () => {
    const head = await current();
    const nd = (head.newDeliveries as Json[])[0];
    const er = (head.emptyReturn as Json[])[0];
    const bad = await c.put(`/current-availability/${head.id}`, {
      rows: {
        newDeliveries: [{ id: nd.id, updated_at: nd.updated_at, data: { days_out: 9 } }],
        emptyReturn: [{ id: er.id, updated_at: er.updated_at, data: { window_days: 11 } }],
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('emptyReturn.0.window_days');
    expect(await current()).toEqual(head);

    const ok = await c.put(`/current-availability/${head.id}`, {
      rows: {
        newDeliveries: [
          { id: nd.id, updated_at: nd.updated_at, data: { days_out_cutoff_time: '' } },
        ],
      },
    });
    expect(ok.status).toBe(200);
    const row = ((await current()).newDeliveries as Json[]).find((r) => r.id === nd.id)!;
    expect(row).toMatchObject({ days_out_cutoff_time: '00:00:00', overridden: true });
  });
});
