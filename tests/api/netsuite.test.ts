// NetSuite customers, sites and customer pricing through the real API.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import * as s from '../../api/src/db/schema.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
let off: TestApi;
let sales: string;
let customerId: number;
let siteId: number;
beforeAll(async () => {
  api = await startTestApi({ featureCustomerPricing: true });
  off = await startTestApi({ featureCustomerPricing: false });
  sales = await api.token('sales@demo.local');
  const [c] = await api.database.db
    .insert(s.netsuiteCustomers)
    .values([
      { internal_id: 'C-9001', name: 'Zebra Roofing LLC', searchable_name: 'Zebra Roofing LLC' },
      {
        internal_id: 'C-9002',
        name: 'Zebra Old Co',
        searchable_name: 'Zebra Old Co',
        is_active: false,
      },
    ])
    .returning();
  customerId = c.id;
  const [site] = await api.database.db
    .insert(s.netsuiteSites)
    .values([
      {
        internal_id: 'S-1',
        customer_id: c.id,
        formatted_address: '100 Congress Ave, Austin, TX 78701',
      },
      { internal_id: 'S-2', customer_id: c.id, formatted_address: '9 Elm St, Dallas, TX 75201' },
    ])
    .returning();
  siteId = site.id;
}, 120_000);
afterAll(async () => {
  await api?.close();
  await off?.close();
});

async function call(method: string, path: string, body?: unknown, token = sales, target = api) {
  const res = await fetch(`${target.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('customer and site searches', () => {
  test('customers by name and is_active', async () => {
    const all = await call('GET', '/netsuite/customers?name=zebra');
    expect(all.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Zebra Old Co',
      'Zebra Roofing LLC',
    ]);
    const active = await call('GET', '/netsuite/customers?name=zebra&is_active=true');
    expect(active.body.data.map((c: { name: string }) => c.name)).toEqual(['Zebra Roofing LLC']);
    expect((await call('GET', '/netsuite/customers?name=%25%25')).status).toBe(200);
  });
  test('sites of a customer by address; a customer is required', async () => {
    const r = await call('GET', `/netsuite/sites?customer_id=${customerId}&address=congress`);
    expect(r.body.data.map((x: { formatted_address: string }) => x.formatted_address)).toEqual([
      '100 Congress Ave, Austin, TX 78701',
    ]);
    const missing = await call('GET', '/netsuite/sites?address=elm');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.customer_id).toBe('A customer is required');
  });
  test('customers and sites load by ids=1,2,3 (no customer needed for sites)', async () => {
    const [other] = await api.database.db
      .select({ id: s.netsuiteCustomers.id })
      .from(s.netsuiteCustomers)
      .where(eq(s.netsuiteCustomers.internal_id, 'C-9002'));
    const customers = await call('GET', `/netsuite/customers?ids=${other.id},${customerId},999999`);
    expect(customers.status).toBe(200);
    expect(customers.body.data.map((c: { id: number }) => c.id).sort()).toEqual(
      [customerId, other.id].sort(),
    );
    // ids are records, whatever the is_active filter of a search would say.
    expect(
      (await call('GET', `/netsuite/customers?ids=${other.id}`)).body.data.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Zebra Old Co']);
    const sites = await call('GET', `/netsuite/sites?ids=${siteId},999999`);
    expect(sites.status).toBe(200);
    expect(sites.body.data).toEqual([
      expect.objectContaining({ id: siteId, customer_id: customerId, internal_id: 'S-1' }),
    ]);
    for (const bad of ['1,,2', 'abc', '1;DROP TABLE x']) {
      const r = await call('GET', `/netsuite/sites?ids=${encodeURIComponent(bad)}`);
      expect(r.status).toBe(400);
    }
  });
  test('staff without a pricing right are refused', async () => {
    expect(
      (await call('GET', '/netsuite/customers', undefined, await api.token('staff@demo.local')))
        .status,
    ).toBe(403);
    expect((await call('GET', '/netsuite/customers', undefined, '')).status).toBe(401);
  });
});

describe('POST /netsuite/customers/pricing', () => {
  const payload = () => ({
    'Base Item': {
      sale_price_id: 1,
      item_internal_id: 'NS-1',
      category_name: '20 Yard Construction',
      item_name: '20yd C&D',
      vendor_id: '7',
      service_area_name: 'ATX-DT',
      customer_id: 'C-9001',
      site_id: 'S-1',
      eff_date: '01/12/2026',
      channel: 'Internal',
      price_level: 'Custom',
      price: '425.00',
      price_type: 'Base Item',
    },
    Overage: {
      parent_id: 1,
      item_internal_id: 'NS-1',
      customer_id: 'C-9001',
      category_name: 'Overage',
      site_id: 'S-1',
      eff_date: '01/12/2026',
      price: '70.00',
      price_type: 'Overage Revenue',
    },
    Extension: {
      parent_id: 1,
      item_internal_id: 'NS-1',
      customer_id: 'C-9001',
      category_name: 'Extension',
      site_id: 'S-1',
      eff_date: '01/12/2026',
      price: '12.50',
      price_type: 'Extension Revenue',
    },
  });

  test('stores the keyed records; the same payload twice writes once', async () => {
    const first = await call('POST', '/netsuite/customers/pricing', payload());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      customer_id: customerId,
      site_id: siteId,
      eff_date: '2026-12-01',
      price: '425.00',
      created: true,
    });
    expect(Object.keys(first.body.payload).sort()).toEqual(['Base Item', 'Extension', 'Overage']);
    const again = await call('POST', '/netsuite/customers/pricing', payload());
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, created: false });
    const both = await Promise.all(
      [1, 2].map(() =>
        call('POST', '/netsuite/customers/pricing', {
          ...payload(),
          'Base Item': { ...payload()['Base Item'], price: '430.00' },
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    const rows = await api.database.db.select().from(s.customerPrices);
    expect(rows).toHaveLength(2);
  });

  test('validation: customer, effective date DD/MM/YYYY, base price, nonzero ancillaries', async () => {
    const p = payload();
    const bad = await call('POST', '/netsuite/customers/pricing', {
      ...p,
      'Base Item': { ...p['Base Item'], customer_id: null, eff_date: '2026-12-01', price: '' },
      Overage: { ...p.Overage, price: '0' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'Base Item.customer_id': 'A customer is required',
      'Base Item.eff_date': 'Date is required',
      'Base Item.price': 'A price is required',
      'Overage.price': 'Ancillary prices are sent only when not empty and not zero',
    });
    expect((await call('POST', '/netsuite/customers/pricing', { Overage: p.Overage })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/netsuite/customers/pricing', { ...p, Surcharge: {} })).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/netsuite/customers/pricing', {
          ...p,
          'Base Item': { ...p['Base Item'], customer_id: 'C-nope' },
        })
      ).status,
    ).toBe(404);
  });

  test('needs role B2B Sales and customerpricing:create, and the flag on', async () => {
    expect(
      (
        await call(
          'POST',
          '/netsuite/customers/pricing',
          payload(),
          await api.token('admin@demo.local'),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/netsuite/customers/pricing',
          payload(),
          await api.token('reader@demo.local'),
        )
      ).status,
    ).toBe(403);
    expect((await call('POST', '/netsuite/customers/pricing', payload(), '')).status).toBe(401);
    const flagOff = await call(
      'POST',
      '/netsuite/customers/pricing',
      payload(),
      await off.token('sales@demo.local'),
      off,
    );
    expect(flagOff.status).toBe(403);
    expect(flagOff.body.error.message).toBe('Customer pricing is turned off');
  });
});
