// Over 300 lines: every gateway operation of the price calculator against one stack (access, keys, validation, NetSuite saves).
// The price calculator's gateway operations: B2B Sales with customerpricing:create while the
// feature is on; FORBIDDEN for everybody else; the spec's 'Error saving customer price'.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startHarness, type Harness } from './harness.ts';
import { sealPriceKey } from '../../gateway/src/schema/customerPricing/resolvers/priceKey.ts';
import { registry } from '../../gateway/src/metrics.ts';
import { toGlobalId } from '../../gateway/src/relay/globalId.ts';

let api: TestApi;
let on: Harness;
let off: Harness;
let sales: string;
let priceKey: string;
let productPrice: string;

const CREATE = `mutation ($input: CreateCustomerPriceInput!) {
  createCustomerPrice(input: $input) {
    customerPrice { id databaseId effectiveDate price overagePrice extensionPrice disposalPrice tripChargePrice payload customer { name } }
    userErrors { field message }
  }
}`;
/** Upstream calls (by resource label) made while `work` runs (the gateway runs in process). */
async function callsDuring(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const count = async () => {
    const metric = await registry.getSingleMetric('gateway_upstream_requests_total')!.get();
    const out: Record<string, number> = {};
    for (const v of metric.values)
      out[String(v.labels.resource)] = (out[String(v.labels.resource)] ?? 0) + v.value;
    return out;
  };
  const before = await count();
  await work();
  const after = await count();
  return Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, v - (before[k] ?? 0)] as const)
      .filter(([, v]) => v > 0),
  );
}

const CUSTOMERS = `query ($search: String) { netsuiteCustomers(search: $search, first: 5) { totalCount edges { node { id databaseId internalId name searchableName isActive } } } }`;

beforeAll(async () => {
  api = await startTestApi();
  on = await startHarness({ featureCustomerPricing: true }, api);
  off = await startHarness({ featureCustomerPricing: false }, api);
  sales = await on.login('sales@demo.local');
  const s = await on.gql(`{ placeSuggestions(input: "78701") { placeId } }`, {}, { cookie: sales });
  const placeId = s.body.data!.placeSuggestions[0].placeId;
  const q = await on.gql(
    `query ($p: ID!) { quote(placeId: $p) { products { price customerPriceKey } } }`,
    { p: placeId },
    { cookie: sales },
  );
  expect(q.body.errors).toBeUndefined();
  const product = q.body.data!.quote.products.find(
    (p: { customerPriceKey: string | null }) => p.customerPriceKey,
  );
  priceKey = product.customerPriceKey;
  productPrice = product.price;
}, 120_000);

afterAll(async () => {
  await on?.close();
  await off?.close();
  await api?.close();
});

const input = (o: Record<string, unknown> = {}) => ({
  customerPriceKey: priceKey,
  customerId: '1',
  effectiveDate: '2026-12-01',
  price: productPrice,
  ...o,
});

describe('who may create a customer price', () => {
  it.each(['staff@demo.local', 'admin@demo.local', 'reader@demo.local', 'hauler@demo.local'])(
    '%s is refused with FORBIDDEN',
    async (email) => {
      const cookie = await on.login(email);
      const r = await on.gql(CREATE, { input: input() }, { cookie });
      expect(r.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(r.body.data?.createCustomerPrice ?? null).toBeNull();
      const c = await on.gql(CUSTOMERS, { search: 'a' }, { cookie });
      expect(c.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    },
  );

  it('sends a customer price key only to a viewer who may save one', async () => {
    const s = await on.gql(
      `{ placeSuggestions(input: "78701") { placeId } }`,
      {},
      { cookie: sales },
    );
    const p = s.body.data!.placeSuggestions[0].placeId;
    const keysOf = async (h: Harness, cookie: string) => {
      const q = await h.gql(
        `query ($p: ID!) { quote(placeId: $p) { products { customerPriceKey } } }`,
        { p },
        { cookie },
      );
      expect(q.body.errors).toBeUndefined();
      return (q.body.data!.quote.products as { customerPriceKey: string | null }[]).map(
        (x) => x.customerPriceKey,
      );
    };
    expect((await keysOf(on, sales)).filter(Boolean).length).toBeGreaterThan(0);
    for (const email of ['staff@demo.local', 'admin@demo.local'])
      expect(new Set(await keysOf(on, await on.login(email)))).toEqual(new Set([null]));
    // Nor to B2B Sales while the feature is off.
    expect(new Set(await keysOf(off, await off.login('sales@demo.local')))).toEqual(
      new Set([null]),
    );
  });

  it('is refused for B2B Sales too while the feature is off', async () => {
    const cookie = await off.login('sales@demo.local');
    const r = await off.gql(CREATE, { input: input() }, { cookie });
    expect(r.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('needs a session', async () => {
    const r = await on.gql(CREATE, { input: input() });
    expect(r.body.errors?.[0].extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});

describe("'Error saving customer price'", () => {
  it.each([
    ['customerId', { customerId: null }],
    ['effectiveDate', { effectiveDate: null }],
    ['customerPriceKey', { customerPriceKey: null }],
    ['customerPriceKey', { customerPriceKey: 'forged.key' }],
  ])('without a valid %s', async (field, change) => {
    const r = await on.gql(CREATE, { input: input(change) }, { cookie: sales });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.createCustomerPrice).toEqual({
      customerPrice: null,
      userErrors: [{ field, message: 'Error saving customer price' }],
    });
  });

  it('refuses a key sealed with another secret', async () => {
    const forged = sealPriceKey('another-secret-another-secret', {
      productId: 1,
      pricing: { internal_id: '1' },
    });
    const r = await on.gql(
      CREATE,
      { input: input({ customerPriceKey: forged }) },
      { cookie: sales },
    );
    expect(r.body.data!.createCustomerPrice.userErrors).toEqual([
      { field: 'customerPriceKey', message: 'Error saving customer price' },
    ]);
  });

  it('rejects a malformed amount as bad input', async () => {
    const r = await on.gql(CREATE, { input: input({ price: 'ten dollars' }) }, { cookie: sales });
    expect(r.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('B2B Sales with customerpricing:create', () => {
  let customer: { id: string; databaseId: number; name: string };
  let site: { id: string; formattedAddress: string } | undefined;

  it('searches customers, then the sites of a chosen customer', async () => {
    const all = await on.gql(CUSTOMERS, { search: null }, { cookie: sales });
    expect(all.body.errors).toBeUndefined();
    const first = all.body.data!.netsuiteCustomers.edges[0].node;
    const word = first.name.split(' ')[0];
    const r = await on.gql(CUSTOMERS, { search: word }, { cookie: sales });
    const found = r.body.data!.netsuiteCustomers;
    expect(found.edges.length).toBeGreaterThan(0);
    expect(
      found.edges.every((e: any) =>
        e.node.searchableName.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
    expect(found.edges.every((e: any) => e.node.isActive)).toBe(true);
    customer = found.edges[0].node;

    const SITES = `query ($c: ID!, $first: Int, $after: String) { netsuiteSites(customerId: $c, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id formattedAddress customer { id } } } } }`;
    const sites = await on.gql(SITES, { c: customer.id, first: 1 }, { cookie: sales });
    expect(sites.body.errors).toBeUndefined();
    const conn = sites.body.data!.netsuiteSites;
    site = conn.edges[0]?.node;
    if (conn.totalCount > 1) {
      expect(conn.pageInfo.hasNextPage).toBe(true);
      const next = await on.gql(
        SITES,
        { c: customer.id, first: 1, after: conn.pageInfo.endCursor },
        { cookie: sales },
      );
      expect(next.body.data!.netsuiteSites.edges[0].node.id).not.toBe(site!.id);
    }
  });

  it('loads sites and their customers by id: node(id:) works, one ids= call per kind', async () => {
    const rows = (await api.database.db.execute(
      'SELECT id, customer_id, formatted_address FROM netsuite_sites ORDER BY id DESC LIMIT 4',
    )) as unknown as { rows: { id: number; customer_id: number; formatted_address: string }[] };
    expect(rows.rows.length).toBeGreaterThan(1);
    const ids = rows.rows.map((r) => toGlobalId('NetsuiteSite', r.id));
    let r: Awaited<ReturnType<typeof on.gql>> | undefined;
    const calls = await callsDuring(async () => {
      r = await on.gql(
        `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on NetsuiteSite { databaseId formattedAddress customer { databaseId name } } } }`,
        { ids },
        { cookie: sales },
      );
    });
    expect(r!.body.errors).toBeUndefined();
    expect(r!.body.data!.nodes).toEqual(
      rows.rows.map((row, i) => ({
        id: ids[i],
        databaseId: row.id,
        formattedAddress: row.formatted_address,
        customer: { databaseId: row.customer_id, name: expect.any(String) },
      })),
    );
    expect(calls['netsuite.sites']).toBe(1);
    expect(calls['netsuite.customers']).toBe(1);
    const one = await on.gql(
      `query ($id: ID!) { node(id: $id) { ... on NetsuiteSite { databaseId } } }`,
      { id: ids[0] },
      { cookie: sales },
    );
    expect(one.body.data!.node).toEqual({ databaseId: rows.rows[0].id });
  });

  it('pages through customers with first/after', async () => {
    const PAGE = `query ($after: String) { netsuiteCustomers(first: 2, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { id } } } }`;
    const p1 = await on.gql(PAGE, {}, { cookie: sales });
    const c1 = p1.body.data!.netsuiteCustomers;
    expect(c1.edges).toHaveLength(2);
    expect(c1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const p2 = await on.gql(PAGE, { after: c1.pageInfo.endCursor }, { cookie: sales });
    const c2 = p2.body.data!.netsuiteCustomers;
    expect(c2.pageInfo.hasPreviousPage).toBe(true);
    expect(c2.edges.map((e: any) => e.node.id)).not.toContain(c1.edges[0].node.id);
  });

  it('creates the price with only the non-empty, nonzero ancillaries; the same save twice writes once', async () => {
    const r = await on.gql(
      CREATE,
      {
        input: input({
          customerId: customer.id,
          siteId: site?.id ?? null,
          price: '399.5',
          overagePrice: '95',
          extensionPrice: '0',
          disposalPrice: '',
          tripChargePrice: null,
        }),
      },
      { cookie: sales },
    );
    expect(r.body.errors).toBeUndefined();
    const { customerPrice, userErrors } = r.body.data!.createCustomerPrice;
    expect(userErrors).toEqual([]);
    expect(customerPrice).toMatchObject({
      effectiveDate: '2026-12-01',
      price: '399.50',
      overagePrice: '95.00',
      extensionPrice: null,
      disposalPrice: null,
    });
    expect(customerPrice.databaseId).toEqual(expect.any(Number));
    expect(Object.keys(customerPrice.payload)).toEqual(['Base Item', 'Overage']);
    expect(customerPrice.payload['Base Item']).toMatchObject({
      eff_date: '01/12/2026',
      price: '399.50',
      customer_id: String(customer.databaseId),
    });
    const again = await on.gql(
      CREATE,
      {
        input: input({
          customerId: customer.id,
          siteId: site?.id ?? null,
          price: '399.5',
          overagePrice: '95',
        }),
      },
      { cookie: sales },
    );
    expect(again.body.data!.createCustomerPrice.customerPrice.databaseId).toBe(
      customerPrice.databaseId,
    );
  });

  it("answers 'Error saving customer price' when the main API refuses the record (unknown customer)", async () => {
    const r = await on.gql(CREATE, { input: input({ customerId: '999999' }) }, { cookie: sales });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.createCustomerPrice).toEqual({
      customerPrice: null,
      userErrors: [{ field: null, message: 'Error saving customer price' }],
    });
  });
});
