// Over 300 lines: the details a card opens and node(id:) of a search share one started main API, proxy and kept search.
// The details a results card opens (Query.quoteProduct) against the real main API on demo data:
// read from the viewer's copy of the search (no upstream call), else searched again without a
// Search History entry; and the availability summary each card carries instead of the list.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { recordUpstream, startProxy, type TestProxy } from '../helpers/proxy.ts';
import { startHarness, type Harness } from './harness.ts';

let api: TestApi;
let h: Harness;
let proxy: TestProxy;

const upstream = recordUpstream();

const ENTRY = `deliveryType deliveryTypeLabel sizeName noService mustCall sameDayCutoff
  deliveryDate { availabilityType friendlyText } reasons { kind text }`;
const QUOTE = `query ($placeId: ID!, $nearby: Boolean) {
  quote(placeId: $placeId, nearby: $nearby) {
    databaseId
    products { id databaseId availability { ${ENTRY} } availabilitySummary { ${ENTRY} } }
  }
}`;
const PRODUCT = `query ($placeId: ID!, $nearby: Boolean, $id: ID!) {
  quoteProduct(placeId: $placeId, nearby: $nearby, id: $id) {
    id databaseId price availability { ${ENTRY} }
  }
}`;
const HISTORY = '{ searchHistory { edges { node { databaseId placeId createdAt } } } }';

let staff: string;
let chicago: string;
let austin: string;
let quote: any;

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startProxy(api.url, { intercept: upstream.intercept });
  h = await startHarness(
    { mainApiUrl: proxy.url, searchCacheMs: 600_000 },
    { ...api, url: proxy.url },
  );
  staff = await h.login('staff@demo.local');
  chicago = await h.placeId('60601', staff);
  austin = await h.placeId('78701', staff);
  const r = await h.gql(QUOTE, { placeId: chicago }, { cookie: staff });
  expect(r.body.errors).toBeUndefined();
  quote = r.body.data!.quote;
}, 120_000);

afterAll(async () => {
  await h?.close();
  await proxy?.close();
  await api?.close();
});

describe('availability summary of a card', () => {
  it('is the new-deliveries entry of the product (the first entry when there is none)', () => {
    expect(quote.products.length).toBeGreaterThan(0);
    for (const p of quote.products) {
      const nd = p.availability.find((a: any) => a.deliveryType === 'newDeliveries');
      expect(p.availabilitySummary).toEqual(nd ?? p.availability[0] ?? null);
    }
  });
});

describe('quoteProduct: the details a card opens', () => {
  it("answers a product of the viewer's search from the search's answer, without an upstream call", async () => {
    const product = quote.products[quote.products.length - 1];
    upstream.reset();
    const r = await h.gql(PRODUCT, { placeId: chicago, id: product.id }, { cookie: staff });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.quoteProduct).toMatchObject({
      id: product.id,
      databaseId: product.databaseId,
      availability: product.availability,
    });
    expect(upstream.calls).toEqual([]);
  });

  it('searches again, without a Search History entry, when the answer is not kept (another session, other arguments)', async () => {
    // The newest history entry is another place, so a recorded search would show on top.
    expect(
      (await h.gql(QUOTE, { placeId: austin }, { cookie: staff })).body.errors,
    ).toBeUndefined();
    const before = (await h.gql(HISTORY, {}, { cookie: staff })).body.data!.searchHistory.edges;
    expect(before[0].node.placeId).toBe(austin);

    const product = quote.products[0];
    const otherSession = await h.login('staff@demo.local');
    upstream.reset();
    upstream.searchBodies.length = 0;
    const r = await h.gql(PRODUCT, { placeId: chicago, id: product.id }, { cookie: otherSession });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.quoteProduct.availability).toEqual(product.availability);
    expect(upstream.calls.filter((c) => c === 'POST /search')).toHaveLength(1);
    expect(upstream.searchBodies[0]).toMatchObject({
      history: false,
      place_id: chicago,
      buffer: 0,
    });

    // Expand Search is another search: not the kept answer of the plain one.
    upstream.reset();
    const wide = await h.gql(
      PRODUCT,
      { placeId: chicago, nearby: true, id: product.id },
      { cookie: staff },
    );
    expect(wide.body.errors).toBeUndefined();
    expect(wide.body.data!.quoteProduct.databaseId).toBe(product.databaseId);
    expect(upstream.calls.filter((c) => c === 'POST /search')).toHaveLength(1);

    const after = (await h.gql(HISTORY, {}, { cookie: staff })).body.data!.searchHistory.edges;
    expect(after).toEqual(before);
  });

  it('answers null for a product that is not among the results, and refuses an id of another type', async () => {
    const austinOnly = await h.gql(QUOTE, { placeId: austin }, { cookie: staff });
    const ids = new Set(austinOnly.body.data!.quote.products.map((p: any) => p.databaseId));
    const elsewhere = quote.products.find((p: any) => !ids.has(p.databaseId));
    const r = await h.gql(PRODUCT, { placeId: austin, id: elsewhere.id }, { cookie: staff });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.quoteProduct).toBeNull();

    const zoneId = Buffer.from('QuoteZone:1').toString('base64');
    const bad = await h.gql(PRODUCT, { placeId: austin, id: zoneId }, { cookie: staff });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: `"${zoneId}" is not the id of a QuoteProduct`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("reads a product's pricing block on its own when the kept search left the blocks out, as the search would have it", async () => {
    const BLOCK = `pricing { price internalId itemInternalId productCategoryName itemName vendorId
      serviceAreaName channel priceLevel priceType ancillaries { priceTypeName price internalId }
      costAncillaries { priceTypeName price } }`;
    // The kept search was asked without blocks: the query read none.
    upstream.searchBodies.length = 0;
    expect(
      (await h.gql(QUOTE, { placeId: chicago }, { cookie: staff })).body.errors,
    ).toBeUndefined();
    expect(upstream.searchBodies[0]).toMatchObject({ pricing_blocks: false });
    const product = quote.products[1];
    upstream.reset();
    const one = await h.gql(
      `query ($placeId: ID!, $id: ID!) { quoteProduct(placeId: $placeId, id: $id) { ${BLOCK} } }`,
      { placeId: chicago, id: product.id },
      { cookie: staff },
    );
    expect(one.body.errors).toBeUndefined();
    expect(upstream.urls).toEqual([`GET /search/pricing-blocks?ids=${product.databaseId}`]);
    // Several products' blocks read from the kept search in one request: one call for all.
    const [a, b] = [quote.products[2], quote.products[3]];
    upstream.reset();
    const two = await h.gql(
      `query ($placeId: ID!, $a: ID!, $b: ID!) {
        a: quoteProduct(placeId: $placeId, id: $a) { ${BLOCK} }
        b: quoteProduct(placeId: $placeId, id: $b) { ${BLOCK} }
      }`,
      { placeId: chicago, a: a.id, b: b.id },
      { cookie: staff },
    );
    expect(two.body.errors).toBeUndefined();
    expect(upstream.urls).toEqual([
      `GET /search/pricing-blocks?ids=${a.databaseId},${b.databaseId}`,
    ]);
    expect(two.body.data!.a.pricing.internalId).toBe(String(a.databaseId));
    expect(two.body.data!.b.pricing.internalId).toBe(String(b.databaseId));
    // A query that reads the blocks gets them with its search: no call per product.
    upstream.reset();
    upstream.searchBodies.length = 0;
    const all = await h.gql(
      `query ($placeId: ID!) { quote(placeId: $placeId) { products { databaseId ${BLOCK} } } }`,
      { placeId: chicago },
      { cookie: staff },
    );
    expect(all.body.errors).toBeUndefined();
    expect(upstream.searchBodies[0]).not.toHaveProperty('pricing_blocks');
    expect(upstream.calls.filter((c) => c.includes('pricing-blocks'))).toEqual([]);
    const same = all.body.data!.quote.products.find(
      (p: any) => p.databaseId === product.databaseId,
    );
    expect(one.body.data!.quoteProduct.pricing).toEqual(same.pricing);
    expect(same.pricing.internalId).toBe(String(product.databaseId));
  });

  it('needs a session', async () => {
    const r = await h.gql(PRODUCT, { placeId: chicago, id: quote.products[0].id });
    expect(r.body.data?.quoteProduct ?? null).toBeNull();
    expect(r.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('node(id:) of a search: the results page refetching its results', () => {
  const PAGE = `results(filter: $filter, first: 3) {
    totalCount edges { node { id size { databaseId } } } facets { sizes { value count } }
  }`;
  const SEARCH = `query ($placeId: ID!, $filter: QuoteProductFilter) {
    quote(placeId: $placeId) { id networks { default options } ${PAGE} }
  }`;
  const NODE = `query ($id: ID!, $filter: QuoteProductFilter) {
    node(id: $id) { id ... on QuoteSearch { ${PAGE} } }
  }`;

  it('answers other filters from the kept search under the same id, without an upstream call or a Search History entry', async () => {
    const first = (await h.gql(SEARCH, { placeId: chicago }, { cookie: staff })).body.data!.quote;
    expect(first.networks.options).toEqual(['inNetwork', 'outOfNetwork', 'all']);
    const before = (await h.gql(HISTORY, {}, { cookie: staff })).body.data!.searchHistory.edges;
    const size = first.results.facets.sizes[0];
    upstream.reset();
    const r = await h.gql(
      NODE,
      { id: first.id, filter: { sizes: [size.value] } },
      { cookie: staff },
    );
    expect(r.body.errors).toBeUndefined();
    expect(upstream.calls).toEqual([]);
    const node = r.body.data!.node;
    expect(node.id).toBe(first.id);
    const after = (await h.gql(HISTORY, {}, { cookie: staff })).body.data!.searchHistory.edges;
    expect(after).toEqual(before);
    // The same page as the search itself answers with that filter.
    const direct = (
      await h.gql(SEARCH, { placeId: chicago, filter: { sizes: [size.value] } }, { cookie: staff })
    ).body.data!.quote.results;
    expect(node.results).toEqual(direct);
    expect(node.results.totalCount).toBe(size.count);
    for (const e of node.results.edges) expect(String(e.node.size.databaseId)).toBe(size.value);
  });

  it('gives each answer an id of its own, though the main API records a repeat of the last place in one history row', async () => {
    const one = (await h.gql(SEARCH, { placeId: chicago }, { cookie: staff })).body.data!.quote;
    const two = (await h.gql(SEARCH, { placeId: chicago }, { cookie: staff })).body.data!.quote;
    // Else a client's store would answer the second search's refetches with the first's cards.
    expect(two.id).not.toBe(one.id);
    const node = await h.gql(NODE, { id: two.id }, { cookie: staff });
    expect(node.body.data!.node.id).toBe(two.id);
  });

  it("counts the facets of the filter's network only", async () => {
    const q = async (network: string) =>
      (await h.gql(SEARCH, { placeId: chicago, filter: { network } }, { cookie: staff })).body.data!
        .quote.results.facets.sizes;
    const total = (sizes: { count: number }[]) => sizes.reduce((n, s) => n + s.count, 0);
    const [inNet, outNet, all] = await Promise.all([q('inNetwork'), q('outOfNetwork'), q('all')]);
    expect(total(inNet)).toBeGreaterThan(0);
    expect(total(outNet)).toBeGreaterThan(0);
    expect(total(inNet) + total(outNet)).toBe(total(all));
  });

  it('searches again without a Search History entry in another session, still under the id it was asked with', async () => {
    const first = (await h.gql(SEARCH, { placeId: chicago }, { cookie: staff })).body.data!.quote;
    const before = (await h.gql(HISTORY, {}, { cookie: staff })).body.data!.searchHistory.edges;
    const otherSession = await h.login('staff@demo.local');
    upstream.reset();
    upstream.searchBodies.length = 0;
    const r = await h.gql(NODE, { id: first.id }, { cookie: otherSession });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.node.id).toBe(first.id);
    expect(r.body.data!.node.results).toEqual(first.results);
    expect(upstream.calls.filter((c) => c === 'POST /search')).toHaveLength(1);
    expect(upstream.searchBodies[0]).toMatchObject({ history: false, place_id: chicago });
    const after = (await h.gql(HISTORY, {}, { cookie: staff })).body.data!.searchHistory.edges;
    expect(after).toEqual(before);
  });

  // Each part of a region the results page does not read is asked for only when a query reads
  // it; a kept answer without it serves such a query no more.
  const REGION_PARTS = [
    {
      part: 'contract',
      field: 'contractAvailability',
      flag: 'contract_availability',
      // As the main API sends it: by delivery type.
      read: (c: any) => c && Array.isArray(c.newDeliveries),
      filled: (c: any) => c.newDeliveries.length > 0,
    },
    {
      part: 'current',
      field: 'currentAvailability { deliveryType sizeName nextAvailableService }',
      flag: 'current_availability',
      // One entry per delivery type (and size for new deliveries) at the zone.
      read: (c: any) => Array.isArray(c),
      filled: (c: any) =>
        c.some(
          (e: any) => e.deliveryType === 'newDeliveries' && e.sizeName && e.nextAvailableService,
        ),
    },
  ];
  it.each(REGION_PARTS)(
    "asks for the regions' $part availability only when the query reads it, and searches again for a kept answer without it",
    async ({ field, flag, read, filled }) => {
      const PART = `zones { databaseId region { ${field} } }`;
      const of = (zones: any[]) => zones.map((z: any) => Object.values(z.region)[0]);
      upstream.searchBodies.length = 0;
      const lean = (await h.gql(SEARCH, { placeId: chicago }, { cookie: staff })).body.data!.quote;
      expect(upstream.searchBodies.at(-1)).toMatchObject({
        [flag]: false,
        pricing_blocks: false,
      });
      // A search that reads them gets them.
      const full = await h.gql(
        `query ($placeId: ID!) { quote(placeId: $placeId) { ${PART} } }`,
        { placeId: chicago },
        { cookie: staff },
      );
      expect(full.body.errors).toBeUndefined();
      expect(upstream.searchBodies.at(-1)).not.toHaveProperty(flag);
      const zones = full.body.data!.quote.zones;
      expect(of(zones).every(read)).toBe(true);
      expect(of(zones).some(filled)).toBe(true);

      // node(id:) of the lean answer: kept without them, so reading them searches again (no
      // history entry), and answers what the search answers.
      const again = (await h.gql(SEARCH, { placeId: chicago }, { cookie: staff })).body.data!.quote;
      upstream.reset();
      upstream.searchBodies.length = 0;
      const node = await h.gql(
        `query ($id: ID!) { node(id: $id) { id ... on QuoteSearch { ${PART} } } }`,
        { id: again.id },
        { cookie: staff },
      );
      expect(node.body.errors).toBeUndefined();
      expect(upstream.calls.filter((c) => c === 'POST /search')).toHaveLength(1);
      expect(upstream.searchBodies[0]).toMatchObject({ history: false });
      expect(upstream.searchBodies[0]).not.toHaveProperty(flag);
      expect(node.body.data!.node.zones).toEqual(zones);
      // That answer (with them) is kept now: reading them again costs no call.
      upstream.reset();
      const twice = await h.gql(
        `query ($id: ID!) { node(id: $id) { id ... on QuoteSearch { ${PART} } } }`,
        { id: again.id },
        { cookie: staff },
      );
      expect(twice.body.data!.node.zones).toEqual(zones);
      expect(upstream.calls).toEqual([]);
      expect(lean.id).not.toBe(again.id);
    },
  );

  it('answers null for a search id that names no search, and needs a session', async () => {
    const forged = Buffer.from('QuoteSearch:{"not":"a search"}').toString('base64');
    const r = await h.gql(NODE, { id: forged }, { cookie: staff });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.node).toBeNull();
    const first = (await h.gql(SEARCH, { placeId: chicago }, { cookie: staff })).body.data!.quote;
    const anon = await h.gql(NODE, { id: first.id });
    expect(anon.body.data?.node ?? null).toBeNull();
    expect(anon.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
