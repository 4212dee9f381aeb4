// POST /search with `shared_records: true` (issue 15): each size, waste type and cost structure
// the products name, and each hauler and region the zones name, is sent once in `records`, by id;
// put back in place, the answer is the one sent without the flag. Demo data, the real main API.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  token = await api.token('staff@demo.local');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

async function search(body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const res = await fetch(`${api.url}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ history: false, ...body }),
  });
  return { status: res.status, body: await res.json() };
}

const zonesOf = (a: any): any[] => [...a.search_results, ...(a.special_use_results ?? [])];

/** The answer with each shared record put back in the products and zones that name it. */
function inPlace(a: any) {
  const { records, ...rest } = a;
  for (const z of zonesOf(rest)) {
    z.hauler ??= records.haulers[z.hauler_id] ?? null;
    z.region ??= records.regions[z.region_id] ?? null;
    for (const p of z.rolloff_pricing) {
      p.size ??= records.sizes[p.size_id] ?? null;
      p.waste_type ??= records.waste_types[p.waste_type_id] ?? null;
      p.cost_structure ??= records.cost_structures[p.cost_structure_id] ?? null;
    }
  }
  return rest;
}

/** The ids of a kind that an answer's products or zones name. */
const named = (a: any, key: string, ofProducts: boolean) =>
  [
    ...new Set(
      zonesOf(a).flatMap((z) =>
        ofProducts ? z.rolloff_pricing.map((p: any) => p[key]) : [z[key]],
      ),
    ),
  ]
    .filter((id) => id != null)
    .map(String)
    .sort();

// As the gateway's results query asks, and with everything.
const RESULTS_QUERY = {
  pricing_blocks: false,
  contract_availability: false,
  current_availability: false,
  product_columns: ['price', 'cost', 'tonnage', 'rank', 'preferred', 'preferred_rank'],
};

describe('shared_records', () => {
  test.each([
    // The results query's answers are a fifth to a quarter smaller; with the regions' current
    // availability (regions stay in their zones) and the pricing blocks, a few percent.
    ['60601', 0, RESULTS_QUERY, 0.85],
    ['60601', 40, RESULTS_QUERY, 0.8],
    ['30303', 40, RESULTS_QUERY, 0.8],
    ['02108', 0, {}, 0.99],
    ['78701', 40, {}, 0.99],
  ])(
    'ZIP %s, buffer %p, %p: with its records put back the answer is the one without the flag, and under %p of its bytes',
    async (zip, buffer, ask, smaller) => {
      const body = { zip_code: zip, buffer, ...ask };
      const whole = await search(body);
      const shared = await search({ ...body, shared_records: true });
      expect([whole.status, shared.status]).toEqual([200, 200]);
      expect(zonesOf(whole.body).length).toBeGreaterThan(3);
      expect(JSON.stringify(shared.body).length).toBeLessThan(
        JSON.stringify(whole.body).length * smaller,
      );
      expect(inPlace(shared.body)).toEqual(whole.body);
    },
  );

  test('each record once: the products and zones keep only its id, and `records` holds every one they name', async () => {
    const { body } = await search({
      zip_code: '60601',
      buffer: 40,
      ...RESULTS_QUERY,
      shared_records: true,
    });
    const products = zonesOf(body).flatMap((z) => z.rolloff_pricing);
    expect(products.length).toBeGreaterThan(50);
    for (const p of products) {
      expect(p).not.toHaveProperty('size');
      expect(p).not.toHaveProperty('waste_type');
      expect(p).not.toHaveProperty('cost_structure');
    }
    for (const z of zonesOf(body)) {
      expect(z).not.toHaveProperty('hauler');
      expect(z).not.toHaveProperty('region');
    }
    const r = body.records;
    expect(Object.keys(r.sizes).sort()).toEqual(named(body, 'size_id', true));
    expect(Object.keys(r.waste_types).sort()).toEqual(named(body, 'waste_type_id', true));
    expect(Object.keys(r.cost_structures).sort()).toEqual(named(body, 'cost_structure_id', true));
    expect(Object.keys(r.haulers).sort()).toEqual(named(body, 'hauler_id', false));
    expect(Object.keys(r.regions).sort()).toEqual(named(body, 'region_id', false));
    const some = zonesOf(body)[0];
    expect(r.regions[some.region_id]).toMatchObject({
      id: some.region_id,
      exceptions: expect.any(Array),
    });
    expect(r.sizes[some.rolloff_pricing[0].size_id]).toMatchObject({
      name: expect.stringMatching(/Yard/),
    });
  });

  test('with current_availability read, each zone keeps its own region (worked out at the zone); the rest is shared', async () => {
    const { body } = await search({ zip_code: '60601', shared_records: true });
    expect(body.records.regions).toEqual({});
    expect(Object.keys(body.records.haulers).length).toBeGreaterThan(0);
    for (const z of zonesOf(body)) {
      expect(z.region).toMatchObject({ id: z.region_id, current_availability: expect.any(Object) });
      expect(z).not.toHaveProperty('hauler');
    }
  });

  test('without the flag (or false) the answer has no records', async () => {
    for (const flag of [undefined, false, null]) {
      const { body } = await search({ zip_code: '60601', shared_records: flag });
      expect(body).not.toHaveProperty('records');
      expect(zonesOf(body)[0].hauler).toMatchObject({ id: expect.any(Number) });
    }
  });

  test('shared_records that is not true, false or null is 400, naming the field', async () => {
    const { status, body } = await search({ zip_code: '60601', shared_records: 'yes' });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/shared_records/);
  });
});
