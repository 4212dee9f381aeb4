// Over 300 lines: the search contract cases on one started API and fixture.
// POST /search through the real main API (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { pointOnFeature } from '@turf/turf';
import { containsPoint, milesToArea, toAreas } from '../../api/src/domain/geometry/index.ts';
import { and, eq } from 'drizzle-orm';
import * as s from '../../api/src/db/schema.ts';
import { recalculateRegion } from '../../api/src/domain/availability/store.ts';
import { PRODUCT_FIELDS } from '../../api/src/domain/search/columns.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { insertFixture, type Fixture } from './fixtures.ts';

let api: TestApi;
let fx: Fixture;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  fx = await insertFixture(api.database.db, 'S');
  token = await api.token('staff@demo.local');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

async function search(
  body: Record<string, unknown>,
  auth = token,
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${api.url}/search`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const at = (p: [number, number], extra: Record<string, unknown> = {}) => ({
  latitude: p[1],
  longitude: p[0],
  ...extra,
});
const ids = (results: any[]) => results.map((r) => r.id);
/** GET /search/pricing-blocks?ids=… */
const blocks = (list: string, auth = token) =>
  fetch(`${api.url}/search/pricing-blocks?ids=${list}`, {
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });

/** POST /search/products */
const productColumns = async (body: unknown, auth = token) => {
  const res = await fetch(`${api.url}/search/products`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

/** The [id, price] pairs of the fixture zone's products in an answer. */
const zonePrices = (body: any) =>
  body.search_results
    .find((r: { id: number }) => r.id === fx.zoneId)
    .rolloff_pricing.map((p: { id: number; price: string }) => [p.id, p.price]);
/** Runs `check` with a product of the fixture's zone priced at `price`, then prices it back. */
async function withPrice(price: string, check: (productId: number) => Promise<void>) {
  const [product] = await api.database.db
    .select({ id: s.rolloffPricing.id, price: s.rolloffPricing.price })
    .from(s.rolloffPricing)
    .where(eq(s.rolloffPricing.service_area_id, fx.zoneId))
    .limit(1);
  const set = (value: string | null) =>
    api.database.db
      .update(s.rolloffPricing)
      .set({ price: value })
      .where(eq(s.rolloffPricing.id, product.id));
  await set(price);
  try {
    await check(product.id);
  } finally {
    await set(product.price);
  }
}

describe('the must-show cases of issue 5', () => {
  test('a point inside a seeded zone returns that zone with its products', async () => {
    const { status, body } = await search(
      at(fx.downtown, { address: '350 W 5th St, Austin, TX 78701' }),
    );
    expect(status).toBe(200);
    expect(ids(body.search_results)).toContain(fx.zoneId);
    const zone = body.search_results.find((r: { id: number }) => r.id === fx.zoneId);
    expect(zone.rolloff_pricing).toHaveLength(2);
    expect(zone.rolloff_pricing[0]).toMatchObject({ preferred: true, size: { name: '10 Yard' } });
  });
  test('a point 30 miles away does not find it', async () => {
    const { body } = await search(at(fx.thirtyMilesNorth));
    expect(ids(body.search_results)).not.toContain(fx.zoneId);
  });
  test('with buffer 40 it does (and not with buffer 20)', async () => {
    expect(
      ids((await search(at(fx.thirtyMilesNorth, { buffer: 40 }))).body.search_results),
    ).toContain(fx.zoneId);
    expect(
      ids((await search(at(fx.thirtyMilesNorth, { buffer: 20 }))).body.search_results),
    ).not.toContain(fx.zoneId);
  });
});

describe('the same on a zone of the demo seed', () => {
  test('inside: found with its products; 30 miles north: not found; buffer 40: found', async () => {
    const rows = (await api.database.db.execute(
      `SELECT id, boundaries, max_lat FROM service_areas
       WHERE active = 1 AND special_use IS NULL AND boundaries IS NOT NULL AND name NOT LIKE '% S'
         AND id IN (SELECT service_area_id FROM rolloff_pricing) ORDER BY id LIMIT 1`,
    )) as unknown as { rows: { id: number; boundaries: unknown; max_lat: number }[] };
    expect(rows.rows).toHaveLength(1);
    const seeded = rows.rows[0];
    const inside = pointOnFeature(toAreas(seeded.boundaries)[0]).geometry.coordinates as [
      number,
      number,
    ];
    const { body } = await search(at(inside));
    const hit = body.search_results.find((r: { id: number }) => r.id === seeded.id);
    expect(hit.rolloff_pricing.length).toBeGreaterThan(0);
    const away: [number, number] = [inside[0], seeded.max_lat + 30 / 69];
    expect(milesToArea(seeded.boundaries, away)).toBeGreaterThan(29.9);
    expect(milesToArea(seeded.boundaries, away)).toBeLessThan(40);
    expect(ids((await search(at(away))).body.search_results)).not.toContain(seeded.id);
    expect(ids((await search(at(away, { buffer: 40 }))).body.search_results)).toContain(seeded.id);
  });
});

describe('the result', () => {
  test('zone, hauler with alerts, region with exceptions, availability, current availability and alerts', async () => {
    const { body } = await search(at(fx.downtown));
    const zone = body.search_results.find((r: { id: number }) => r.id === fx.zoneId);
    expect(zone).toMatchObject({
      name: 'ATX Downtown S',
      netsuite_name: 'ATX-DT-S',
      search_text: '78701',
      service_area_defined: 'zip',
      aggregate_ranking: '4.50',
      hauler: {
        id: fx.haulerId,
        name: 'Fixture Hauling S',
        type: 'inNetwork',
        alerts: [expect.objectContaining({ text: 'Hauler alert S' })],
      },
      region: {
        id: fx.regionId,
        name: 'Fixture Austin S',
        phone: '5125550100',
        alerts: [expect.objectContaining({ text: 'Region alert S' })],
        exceptions: expect.arrayContaining([
          expect.objectContaining({ type: 'other', reason: 'Fixture note S' }),
        ]),
      },
    });
    // The zone's shape, as stored, for the results map.
    const [stored] = await api.database.db
      .select({ boundaries: s.serviceAreas.boundaries })
      .from(s.serviceAreas)
      .where(eq(s.serviceAreas.id, fx.zoneId));
    expect(zone.boundaries).toEqual(stored.boundaries);
    expect(containsPoint(zone.boundaries, fx.downtown)).toBe(true);
    expect(zone.region.availability.newDeliveries).toHaveLength(1);
    expect(zone.region.availability.pickUp).toHaveLength(1);
    const [nd] = zone.region.current_availability.newDeliveries;
    expect(nd.delivery_date).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      availabilityType: expect.any(String),
      friendlyText: expect.any(String),
    });
    expect(nd.size).toEqual({ id: fx.sizeIds[0], name: '20 Yard' });
    expect(zone.region.current_availability.pickUp[0].delivery_date.friendlyText).toBe('Must Call');
  });

  test('products carry size, waste type, cost structure, exact margin and the pricing block with ancillaries', async () => {
    const { body } = await search(at(fx.downtown));
    const zone = body.search_results.find((r: { id: number }) => r.id === fx.zoneId);
    const p = zone.rolloff_pricing.find((x: { id: number }) => x.id === fx.pricingIds[0]);
    expect(p).toMatchObject({
      size: { id: fx.sizeIds[0], name: '20 Yard' },
      waste_type: { id: fx.wasteTypeId, name: 'Construction S', special_debris: false },
      cost_structure: { name: 'Haul + Disposal' },
      price: '450.00',
      cost: '320.10',
      profitability: '129.90',
    });
    expect(p.pricing).toMatchObject({
      price: '450.00',
      internal_id: String(fx.pricingIds[0]),
      item_internal_id: 'NS-1',
      item_name: '20yd C&D',
      vendor_id: String(fx.haulerId),
      service_area_name: 'ATX-DT-S',
      price_type: 'Base Item',
    });
    expect(
      p.pricing.ancillaries.map(
        (a: { price_type_name: string; price: string; price_type: string }) => [
          a.price_type_name,
          a.price,
          a.price_type,
        ],
      ),
    ).toEqual([
      ['Overage', '65.00', 'Overage Revenue'],
      ['Extension', '15.00', 'Extension Revenue'],
      ['Disposal', '65.00', 'Disposal'],
      ['Trip Charge', '25.00', 'Trip Charge'],
    ]);
    expect(
      p.pricing.cost.ancillaries.map((a: { price_type: string; price: string }) => [
        a.price_type,
        a.price,
      ]),
    ).toEqual([
      ['Overage Expense', '50.00'],
      ['Extension Expense', '10.00'],
    ]);
  });

  test('pricing_blocks: false leaves the blocks out; GET /search/pricing-blocks answers them as the search does, in one call', async () => {
    const full = (await search(at(fx.downtown))).body;
    const lean = (await search(at(fx.downtown, { pricing_blocks: false }))).body;
    const products = (b: any) => b.search_results.flatMap((z: any) => z.rolloff_pricing);
    expect(products(lean).length).toBe(products(full).length);
    expect(products(lean).every((p: object) => !('pricing' in p))).toBe(true);
    // Apart from the blocks, the same answer.
    const withoutBlocks = (b: any) =>
      products(b).map(({ pricing: _, ...rest }: { pricing?: unknown }) => rest);
    expect(withoutBlocks(lean)).toEqual(withoutBlocks(full));
    // Every block in one call, in the order asked (here the reverse of the search's).
    const asked = [...products(full)].reverse();
    const res = await blocks(asked.map((p: { id: number }) => p.id).join(','));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: asked.map((p: { id: number; pricing: unknown }) => ({ id: p.id, pricing: p.pricing })),
    });
  });

  // The parts of a region a caller may leave out; the fixture's region has both.
  const REGION_PARTS = [
    {
      flag: 'contract_availability',
      key: 'availability',
      what: 'contract records',
      held: (part: any) =>
        Object.values(part as Record<string, unknown[]>).some((l) => l.length > 0),
    },
    {
      flag: 'current_availability',
      key: 'current_availability',
      what: 'current availability',
      held: (part: any) => (part.newDeliveries as unknown[]).length > 0,
    },
  ];
  test.each(REGION_PARTS)(
    "$flag: false leaves each region's $what out and nothing else, the products' availability included",
    async ({ flag, key, held }) => {
      const full = (await search(at(fx.downtown))).body;
      const lean = (await search(at(fx.downtown, { [flag]: false }))).body;
      const zones = (b: any) => [...b.search_results, ...b.special_use_results];
      expect(zones(full).length).toBeGreaterThan(0);
      expect(zones(full).some((z: any) => held(z.region[key]))).toBe(true);
      expect(zones(lean).every((z: any) => !(key in z.region))).toBe(true);
      const without = (b: any) =>
        zones(b).map((z: any) => {
          const { [key]: _, ...region } = z.region;
          return { ...z, region };
        });
      expect(without(lean)).toEqual(without(full));
      expect(lean.availability_results).toEqual(full.availability_results);
    },
  );

  test('product_columns: each product carries only the columns named and those the search reads itself, and the search answers the same products, in the same order, with the same availability and figures', async () => {
    const columns = ['yard_waste_note', 'tonnage', 'yard_waste'];
    const full = (await search(at(fx.downtown, { contract_availability: false }))).body;
    const lean = (
      await search(at(fx.downtown, { contract_availability: false, product_columns: columns }))
    ).body;
    const products = (b: any) =>
      [...b.search_results, ...b.special_use_results].flatMap((z: any) => z.rolloff_pricing);
    expect(products(full).length).toBeGreaterThan(1);
    const added = ['availability', 'exception_ids', 'size', 'waste_type', 'cost_structure'];
    const more = ['profitability', 'alerts', 'notes', 'pricing'];
    // In the table's order, whatever the order asked; then what the search adds.
    const sent = [
      'id',
      'service_area_id',
      'size_id',
      'waste_type_id',
      'cost_structure_id',
      'price',
      'cost',
      'tonnage',
      'rank',
      'preferred',
      'yard_waste',
      'yard_waste_note',
    ];
    expect(Object.keys(products(lean)[0])).toEqual([...sent, ...added, ...more]);
    const asFull = (p: any) =>
      Object.fromEntries([...sent, ...added, ...more].map((k) => [k, p[k]]));
    expect(products(lean)).toEqual(products(full).map(asFull));
    // The zones' order and everything but the products are the same.
    const zonesOnly = (zones: any[]) => zones.map((z: any) => ({ ...z, rolloff_pricing: null }));
    const withoutProducts = (b: any) => ({
      ...b,
      id: null,
      search_results: zonesOnly(b.search_results),
      special_use_results: zonesOnly(b.special_use_results),
    });
    expect(withoutProducts(lean)).toEqual(withoutProducts(full));
  });

  test('pack_debris: the debris columns sent go in one field, debris, with the flags that are true and the notes that are set; the rest of each product is the same', async () => {
    const columns = ['tonnage', 'yard_waste', 'yard_waste_note', 'stumps', 'stumps_note'];
    const ask = { contract_availability: false, product_columns: columns };
    // One product of the zone takes stumps with a note and has an empty yard waste note.
    const [one] = await api.database.db
      .select()
      .from(s.rolloffPricing)
      .where(eq(s.rolloffPricing.service_area_id, fx.zoneId))
      .limit(1);
    const set = (v: Partial<typeof one>) =>
      api.database.db.update(s.rolloffPricing).set(v).where(eq(s.rolloffPricing.id, one.id));
    await set({ stumps: true, stumps_note: 'Under 2 ft', yard_waste_note: '' });
    let full: any, packed: any;
    try {
      full = (await search(at(fx.downtown, ask))).body;
      packed = (await search(at(fx.downtown, { ...ask, pack_debris: true }))).body;
    } finally {
      await set({
        stumps: one.stumps,
        stumps_note: one.stumps_note,
        yard_waste_note: one.yard_waste_note,
      });
    }
    const products = (b: any) =>
      [...b.search_results, ...b.special_use_results].flatMap((z: any) => z.rolloff_pricing);
    const debrisColumns = ['yard_waste', 'yard_waste_note', 'stumps', 'stumps_note'];
    // Flags true and false, notes set, empty and not set.
    const values = products(full).flatMap((p: any) => debrisColumns.map((k) => p[k]));
    expect(values).toEqual(expect.arrayContaining([true, false, null, '', 'Under 2 ft']));
    expect(products(packed)).toHaveLength(products(full).length);
    for (const [i, p] of products(packed).entries()) {
      const whole = products(full)[i];
      // Every product has one shape: the columns without the debris ones, then debris.
      expect(Object.keys(p)).toEqual(
        [
          ...Object.keys(whole).filter((k) => k !== 'availability' && !debrisColumns.includes(k)),
        ].flatMap((k) => (k === 'exception_ids' ? ['debris', 'availability', k] : [k])),
      );
      expect(p.debris).toEqual(
        Object.fromEntries(
          debrisColumns
            // An empty note is no note.
            .filter((k) => whole[k] === true || (typeof whole[k] === 'string' && whole[k] !== ''))
            .map((k) => [k, whole[k]]),
        ),
      );
      const { debris: _d, ...rest } = p;
      expect(rest).toEqual(
        Object.fromEntries(Object.entries(whole).filter(([k]) => !debrisColumns.includes(k))),
      );
    }
    // Everything but the products is the same.
    const zonesOnly = (zones: any[]) => zones.map((z: any) => ({ ...z, rolloff_pricing: null }));
    const withoutProducts = (b: any) => ({
      ...b,
      search_results: zonesOnly(b.search_results),
      special_use_results: zonesOnly(b.special_use_results),
    });
    expect(withoutProducts(packed)).toEqual(withoutProducts(full));
  });

  test('pack_debris with every column: all 13 flags and notes are packed, the products are a third smaller', async () => {
    const full = (await search(at(fx.downtown, { pricing_blocks: false }))).body;
    const packed = (await search(at(fx.downtown, { pricing_blocks: false, pack_debris: true })))
      .body;
    const products = (b: any) => b.search_results.flatMap((z: any) => z.rolloff_pricing);
    expect(s.DEBRIS_FLAGS).toHaveLength(13);
    for (const [i, p] of products(packed).entries()) {
      const whole = products(full)[i];
      for (const flag of s.DEBRIS_FLAGS) {
        const note = `${flag}_note`;
        expect([flag, p[flag], p[note]]).toEqual([flag, undefined, undefined]);
        expect([flag, p.debris[flag] ?? false]).toEqual([flag, whole[flag]]);
        expect([note, p.debris[note] ?? null]).toEqual([note, whole[note] || null]);
      }
    }
    const bytes = (b: any) => JSON.stringify(products(b)).length;
    expect(bytes(packed)).toBeLessThan(bytes(full) * 0.8);
  });

  test('product_columns with the pricing blocks: the blocks are whole though their columns are not sent', async () => {
    const full = (await search(at(fx.downtown))).body;
    const fewest = (await search(at(fx.downtown, { product_columns: [] }))).body;
    const products = (b: any) => b.search_results.flatMap((z: any) => z.rolloff_pricing);
    expect(products(fewest).map((p: any) => [p.id, p.price_per_ton, p.pricing])).toEqual(
      products(full).map((p: any) => [p.id, undefined, p.pricing]),
    );
    expect(products(full).some((p: any) => p.pricing.ancillaries.length > 0)).toBe(true);
    expect(products(full).some((p: any) => p.price_per_ton !== null)).toBe(true);
  });

  test('product_columns: a price changed between two searches of the same columns shows at once', async () => {
    const body = at(fx.downtown, { product_columns: ['price'], pricing_blocks: false });
    await search(body);
    await withPrice('234.56', async (id) => {
      expect(zonePrices((await search(body)).body)).toContainEqual([id, '234.56']);
    });
  });

  test.each([
    [{ product_columns: ['price', 'password'] }],
    [{ product_columns: ['price', 'price'] }],
    [{ product_columns: 'price' }],
  ])('product_columns %p is 400, naming the field', async (extra) => {
    const { status, body } = await search(at(fx.downtown, extra));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/product_columns/);
  });

  test('pack_debris that is not true, false or null is 400, naming the field', async () => {
    const { status, body } = await search(at(fx.downtown, { pack_debris: 'yes' }));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/pack_debris/);
  });

  test("POST /search/products: the named products' columns as a search of the same product_columns and pack_debris sends them, without what the search adds, in the order asked", async () => {
    const ask = {
      product_columns: ['tonnage', 'sell_as', 'yard_waste', 'yard_waste_note'],
      pack_debris: true,
    };
    const answer = (await search(at(fx.downtown, { pricing_blocks: false, ...ask }))).body;
    const products = answer.search_results.flatMap((z: any) => z.rolloff_pricing);
    // What a search adds to a product's columns.
    const added: readonly string[] = PRODUCT_FIELDS;
    const columnsOnly = (p: any) =>
      Object.fromEntries(Object.entries(p).filter(([k]) => !added.includes(k)));
    const [a, b] = products;
    // Unknown and repeated ids are left out.
    const { status, body } = await productColumns({ ids: [b.id, 987654, a.id, b.id], ...ask });
    expect(status).toBe(200);
    expect(body.data).toEqual([columnsOnly(b), columnsOnly(a)]);
    // The same keys in the same order as the search's products.
    expect(Object.keys(body.data[0])).toEqual(Object.keys(columnsOnly(b)));
    expect(Object.keys(body.data[0])).toContain('debris');
    // Without product_columns and pack_debris: every column of the record.
    const whole = await productColumns({ ids: [a.id] });
    const full = (await search(at(fx.downtown, { pricing_blocks: false }))).body;
    const fullA = full.search_results
      .flatMap((z: any) => z.rolloff_pricing)
      .find((p: any) => p.id === a.id);
    expect(whole.body.data).toEqual([columnsOnly(fullA)]);
    expect(await productColumns({ ids: [] })).toEqual({ status: 200, body: { data: [] } });
    // A price changed since shows at once.
    await withPrice('345.67', async (id) => {
      expect((await productColumns({ ids: [id], ...ask })).body.data[0].price).toBe('345.67');
    });
  });

  test('POST /search/products: more than 100 ids, ids that are not ids, an unknown column, no token', async () => {
    const tooMany = await productColumns({ ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { ids: 'At most 100 ids' },
    });
    for (const bad of [{}, { ids: 'x' }, { ids: ['x'] }, { ids: [-1] }, { ids: [1.5] }]) {
      const r = await productColumns(bad);
      expect([bad, r.status]).toEqual([bad, 400]);
      expect(JSON.stringify(r.body)).toMatch(/ids/);
    }
    const column = await productColumns({ ids: [1], product_columns: ['password'] });
    expect(column.status).toBe(400);
    expect(JSON.stringify(column.body)).toMatch(/product_columns/);
    expect((await productColumns({ ids: [1] }, '')).status).toBe(401);
  });

  test('GET /search/pricing-blocks: unknown and repeated ids, more than 100 ids, ids that are not ids, no token', async () => {
    const [a, b] = fx.pricingIds;
    const mixed = await blocks(`${a},987654,${b},${a}`);
    expect(mixed.status).toBe(200);
    expect((await mixed.json()).data.map((d: { id: number }) => d.id)).toEqual([a, b]);
    expect(await (await blocks('987654')).json()).toEqual({ data: [] });
    // 0 is an id of no record, as in every ids= list.
    expect(await (await blocks('0')).json()).toEqual({ data: [] });

    const tooMany = await blocks(Array.from({ length: 101 }, (_, i) => i + 1).join(','));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { ids: 'At most 100 ids' },
    });
    for (const bad of ['', 'x', '1,,2', '-1', '2147483648']) {
      expect([bad, (await blocks(bad)).status]).toEqual([bad, 400]);
    }
    expect((await blocks(String(a), '')).status).toBe(401);
  });

  test('sort by size puts 10 Yard before 20 Yard; waste sorts by name then price', async () => {
    const bySize = (await search(at(fx.downtown, { sort: 'size' }))).body.search_results.find(
      (r: { id: number }) => r.id === fx.zoneId,
    );
    expect(bySize.rolloff_pricing.map((p: { size: { name: string } }) => p.size.name)).toEqual([
      '10 Yard',
      '20 Yard',
    ]);
    const byWaste = (await search(at(fx.downtown, { sort: 'waste' }))).body.search_results.find(
      (r: { id: number }) => r.id === fx.zoneId,
    );
    expect(byWaste.rolloff_pricing.map((p: { price: string }) => p.price)).toEqual([
      '350.00',
      '450.00',
    ]);
  });

  test('inactive zones never come back; special-use zones come apart', async () => {
    const { body } = await search(at(fx.downtown, { buffer: 5 }));
    expect(ids(body.search_results)).not.toContain(fx.inactiveZoneId);
    expect(ids(body.search_results)).not.toContain(fx.specialZoneId);
    expect(ids(body.special_use_results)).toEqual([fx.specialZoneId]);
    expect(
      ids((await search(at(fx.thirtyMilesNorth, { buffer: 40 }))).body.special_use_results),
    ).toEqual([]);
  });

  test('market, locale, geo notes and a search id', async () => {
    const { body } = await search(at(fx.downtown));
    expect(body.market).toMatchObject({ id: fx.marketId, name: 'Austin (TX) S' });
    expect(body.locale).toMatchObject({ county: 'Travis County', state: 'TX', fips: '48453' });
    expect(body.geo_notes.map((g: { id: number }) => g.id)).toContain(fx.geoNoteId);
    expect(body.id).toEqual(expect.any(Number));
  });

  test('a lakefront ZIP whose centroid lies just off the county outline still gets its county', async () => {
    // ZIP 60601 (Chicago): its centroid falls in the lake, off the simplified 1:10m outline.
    const { body } = await search({ zip_code: '60601' });
    expect(body.locale).toMatchObject({ county: 'Cook County', state: 'IL', fips: '17031' });
    // Far out in the lake (about 20 miles from shore) there is no county.
    expect((await search(at([-87.25, 42.3]))).body.locale).toBeNull();
  });

  test('a ZIP code or place id alone locates the search', async () => {
    expect(ids((await search({ zip_code: '78701' })).body.search_results)).toContain(fx.zoneId);
    const ac = await (
      await fetch(`${api.url}/v1/places:autocomplete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: '78701' }),
      })
    ).json();
    const placeId = ac.suggestions[0].placePrediction.placeId;
    expect(ids((await search({ place_id: placeId })).body.search_results)).toContain(fx.zoneId);
  });

  test('each search is recorded for Search History', async () => {
    const before = await api.database.db.execute('select count(*)::int as n from search_history');
    await search(at(fx.downtown, { address: 'Recorded St, Austin, TX 78701' }));
    const after = await api.database.db.execute('select count(*)::int as n from search_history');
    const n = (r: unknown) => (r as { rows: { n: number }[] }).rows[0].n;
    expect(n(after)).toBe(n(before) + 1);
  });

  test('Search History: one row per search with its product count; the same place again right after is kept once; a point alone is readable', async () => {
    const history = async () => {
      const res = await fetch(`${api.url}/search-history`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { models: any[] }).models;
    };
    const place = at(fx.downtown, { address: 'Twice St, Austin, TX 78701', place_id: 'ChIJtwice' });
    const first = await search(place);
    const products = first.body.search_results.reduce(
      (n: number, z: any) => n + z.rolloff_pricing.length,
      0,
    );
    await search(place);
    const rows = await history();
    expect(rows[0]).toMatchObject({
      formatted_address: 'Twice St, Austin, TX 78701',
      result_count: products,
    });
    expect(rows[1]?.formatted_address).not.toBe('Twice St, Austin, TX 78701');
    await search(at(fx.thirtyMilesNorth));
    const [pointOnly] = await history();
    expect(pointOnly.formatted_address).toMatch(/^\d+\.\d{5}, -\d+\.\d{5} \(.+ County, TX\)$/);
    expect((await history())[1].formatted_address).toBe('Twice St, Austin, TX 78701');
  });
});

describe('contract changes take effect at the region midnight', () => {
  test('the schedule calculated since midnight holds until the next recalculation', async () => {
    const db = api.database.db;
    const pickUp = async () => {
      const { body } = await search(at(fx.downtown));
      const zone = body.search_results.find((r: { id: number }) => r.id === fx.zoneId);
      return zone.region.current_availability.pickUp[0].delivery_date.friendlyText;
    };
    const onlyPickUp = and(
      eq(s.availability.region_id, fx.regionId),
      eq(s.availability.delivery_type, 'pickUp'),
    );
    await recalculateRegion(db, fx.regionId); // what the midnight job does
    await db
      .update(s.availability)
      .set({ no_service: true, no_service_reason: 'Billing' })
      .where(onlyPickUp);
    expect(await pickUp()).toBe('Must Call');
    await recalculateRegion(db, fx.regionId); // the next midnight
    expect(await pickUp()).toBe('No Service');
    await db
      .update(s.availability)
      .set({ no_service: false, no_service_reason: null })
      .where(onlyPickUp);
    await recalculateRegion(db, fx.regionId);
    expect(await pickUp()).toBe('Must Call');
  });
});

describe('bad input', () => {
  test('no token is 401', async () => {
    expect((await search(at(fx.downtown), '')).status).toBe(401);
  });
  test('no location is 400 with a clear message', async () => {
    const { status, body } = await search({ address: '' });
    expect(status).toBe(400);
    expect(body.error.fields.latitude).toMatch(/location is required/);
  });
  test.each([
    [{ latitude: 'north', longitude: 1 }],
    [{ latitude: 91, longitude: 1 }],
    [{ latitude: 30, longitude: -97, buffer: -1 }],
    [{ latitude: 30, longitude: -97, nonsense: 1 }],
    [{ latitude: 30, longitude: -97, sort: 'price' }],
  ])('%p is 400', async (body) => {
    expect((await search(body)).status).toBe(400);
  });
  test('SQL metacharacters in text fields are just text', async () => {
    const { status } = await search(
      at(fx.downtown, { address: "x'; drop table service_areas; --" }),
    );
    expect(status).toBe(200);
    expect(ids((await search(at(fx.downtown))).body.search_results)).toContain(fx.zoneId);
  });
});

describe('repeated searches (the row cache of api/src/db/json-rows.ts)', () => {
  test('the same point twice answers the same; a change between them shows at once', async () => {
    const first = await search(at(fx.downtown, { buffer: 0 }));
    const again = await search(at(fx.downtown, { buffer: 0 }));
    const { id: _a, ...firstBody } = first.body;
    const { id: _b, ...againBody } = again.body;
    expect(againBody).toEqual(firstBody);

    await withPrice('123.45', async (id) => {
      expect(zonePrices((await search(at(fx.downtown, { buffer: 0 }))).body)).toContainEqual([
        id,
        '123.45',
      ]);
    });
  });
});
