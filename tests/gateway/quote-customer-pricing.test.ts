// The price calculator's gateway operations: B2B Sales with customerpricing:create while the
// feature is on; FORBIDDEN for everybody else; the spec's 'Error saving customer price'.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startHarness, type Harness } from './harness.ts';
import { sealPriceKey } from '../../gateway/src/schema/customerPricing/resolvers/priceKey.ts';

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
