// Over 300 lines: the quote domain cases share one API, gateway and counting proxy.
// The quote domain through the gateway against the real main API on demo data: place
// suggestions and details, the quote results and their upstream cost, lookups, search history,
// preferences.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { recordUpstream, startProxy, type TestProxy } from '../helpers/proxy.ts';
import { startHarness, type Harness } from './harness.ts';
import { toCents } from '@shared/quote/money.ts';
import {
  DEFAULT_FILTERS,
  filterProducts,
  sortProducts,
  type FilterableProduct,
} from '@shared/quote/filters.ts';

let api: TestApi;
let h: Harness;
let proxy: TestProxy;
let staff: string;

const upstream = recordUpstream();

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startProxy(api.url, { intercept: upstream.intercept });
  h = await startHarness({ mainApiUrl: proxy.url }, { ...api, url: proxy.url });
  staff = await h.login('staff@demo.local');
}, 120_000);

afterAll(async () => {
  await h?.close();
  await proxy?.close();
  await api?.close();
});

const SUGGEST = `query ($input: String!, $bias: LatLngInput) {
  placeSuggestions(input: $input, sessionToken: "t-1", bias: $bias) { placeId description mainText secondaryText types source }
}`;

async function placeIdOf(input: string): Promise<string> {
  const r = await h.gql(SUGGEST, { input }, { cookie: staff });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.placeSuggestions[0].placeId;
}

const QUOTE = `query ($placeId: ID!, $nearby: Boolean, $lat: Float, $lng: Float) {
  quote(placeId: $placeId, nearby: $nearby, lat: $lat, lng: $lng) {
    id databaseId nearby bufferMiles productCount
    location { lat lng }
    place { placeId formattedAddress types isPostalCode streetViewAvailable location { lat lng } address { city state zipCode county } }
    market { id name } locale { name state fips }
    timeZone { timeZoneId rawOffset dstOffset utcOffsetMinutes }
    geoNotes { id name color colorName }
    specialUseAreas { id name specialUse }
    networks { inNetwork outOfNetwork default notes }
    facets {
      sizes { value label count } tonnages { value label count } wasteTypes { value label count }
      availability { value label count } costStructures { value label count } serviceAreas { value label count }
    }
    zones {
      id databaseId name permitInfo aggregateRanking boundaries
      hauler { id databaseId name type alerts { id text severity level } }
      region { id databaseId name phone notes weWinWinter exceptions { id type summary deliveryTypes sizeIds }
        currentAvailability { deliveryType deliveryTypeLabel sizeId noService mustCall sameDayCutoff deliveryDate { date availabilityType friendlyText } }
        alerts { id text } }
      products { id }
    }
    products {
      id databaseId price cost profitability badMargin tax taxRate pricePerTon extraDayPrice overagePrice extensionPrice
      tonnage tonnageLabel soldQtyLast45 netsuiteId netsuiteItemName preferred preferredRank rank makoPreferred
      permitNotes productNotes noService mustCall availableOn customerPriceKey
      size { id databaseId name yards } wasteType { id databaseId name constructionDebris specialDebris } costStructure { databaseId name }
      zone { databaseId name aggregateRanking } hauler { databaseId name type }
      region { databaseId name }
      notes { id description }
      fillExceptions { key label allowed note special }
      availability { deliveryType deliveryTypeLabel noService mustCall saturdayActive sundayActive deliveryDate { date friendlyText } exceptionIds }
      exceptions { databaseId type summary sizeIds wasteTypeIds serviceAreaIds }
      alerts { id text level levelLabel }
      pricing { price internalId itemInternalId itemName ancillaries { priceTypeName price } costAncillaries { priceTypeName price } }
    }
  }
}`;

describe('place suggestions and details', () => {
  it('suggests US places for 2+ characters and none (without a maps call) for fewer', async () => {
    upstream.reset();
    const one = await h.gql(SUGGEST, { input: 'A' }, { cookie: staff });
    expect(one.body.data!.placeSuggestions).toEqual([]);
    expect(upstream.calls).toEqual([]);
    const r = await h.gql(
      SUGGEST,
      { input: 'Austin', bias: { lat: 30.27, lng: -97.74 } },
      { cookie: staff },
    );
    expect(r.body.errors).toBeUndefined();
    const list = r.body.data!.placeSuggestions;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].description).toMatch(/Austin/);
    expect(list.every((s: { source: string }) => s.source === 'autocomplete')).toBe(true);
    // The Places API (New) call a deployment with a Google key makes, answered by the stand-in.
    expect(upstream.calls).toEqual(['POST /v1/places:autocomplete']);
  });

  it('adds the ZIP text search for a 5-digit input, first and without duplicates', async () => {
    upstream.reset();
    const r = await h.gql(SUGGEST, { input: '78701' }, { cookie: staff });
    const list = r.body.data!.placeSuggestions;
    expect(list[0]).toMatchObject({ source: 'textSearch', mainText: '78701' });
    expect(new Set(list.map((s: { placeId: string }) => s.placeId)).size).toBe(list.length);
    expect(upstream.calls.sort()).toEqual([
      'POST /v1/places:autocomplete',
      'POST /v1/places:searchText',
    ]);
  });

  it('answers place details with address parts, and the time zone', async () => {
    const placeId = await placeIdOf('78701');
    const r = await h.gql(
      `query ($id: ID!) { place(placeId: $id) { placeId formattedAddress types isPostalCode streetViewAvailable location { lat lng }
        addressComponents { longName shortName types } address { city state stateName zipCode county } }
        timeZone(lat: 30.27, lng: -97.74, timestamp: 1782864000) { timeZoneId rawOffset dstOffset utcOffsetMinutes } }`,
      { id: placeId },
      { cookie: staff },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.place).toMatchObject({
      placeId,
      isPostalCode: true,
      streetViewAvailable: false,
      address: { city: 'Austin', state: 'TX', zipCode: '78701' },
    });
    // 2026-07-01: Central Daylight Time.
    expect(r.body.data!.timeZone).toEqual({
      timeZoneId: 'America/Chicago',
      rawOffset: -21600,
      dstOffset: 3600,
      utcOffsetMinutes: -300,
    });
    const unknown = await h.gql(
      '{ place(placeId: "ChIJnot-a-place") { placeId } }',
      {},
      { cookie: staff },
    );
    expect(unknown.body.data!.place).toBeNull();
  });

  it('geocodes free text, e.g. each ZIP of a multi-zip input', async () => {
    const r = await h.gql(
      '{ geocode(address: "78702") { placeId formattedAddress address { zipCode } } }',
      {},
      { cookie: staff },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.geocode[0].address.zipCode).toBe('78702');
    const none = await h.gql('{ geocode(address: "  ") { placeId } }', {}, { cookie: staff });
    expect(none.body.data!.geocode).toEqual([]);
  });

  it('needs a session', async () => {
    const r = await h.gql(SUGGEST, { input: 'Austin' });
    expect(r.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('quote results on demo data', () => {
  let placeId: string;
  let quote: any;

  beforeAll(async () => {
    placeId = await placeIdOf('78701');
    upstream.reset();
    const r = await h.gql(QUOTE, { placeId }, { cookie: staff });
    expect(r.body.errors).toBeUndefined();
    quote = r.body.data!.quote;
  }, 60_000);

  it('finds zones with products for a staff user, with market, locale and time zone', () => {
    expect(quote.zones.length).toBeGreaterThan(0);
    expect(quote.products.length).toBeGreaterThan(0);
    expect(quote.productCount).toBe(quote.products.length);
    expect(quote.place).toMatchObject({ placeId, address: { zipCode: '78701', state: 'TX' } });
    expect(quote.market?.name).toMatch(/Austin/);
    expect(quote.locale).toMatchObject({ name: 'Travis County', state: 'TX' });
    expect(quote.timeZone.timeZoneId).toBe('America/Chicago');
    expect(quote.nearby).toBe(false);
    expect(quote.bufferMiles).toBe(0);
  });

  it("carries each zone's shape for the results map", () => {
    for (const z of quote.zones) {
      expect(z.boundaries).not.toBeNull();
      expect(['FeatureCollection', 'Feature', 'Polygon', 'MultiPolygon']).toContain(
        z.boundaries.type,
      );
    }
  });

  it('costs a constant number of upstream calls: place details, one /search, time zone, waste types, and the card columns of the products it answers (one call per 100)', () => {
    expect(quote.products.length).toBeLessThanOrEqual(100);
    expect(
      upstream.calls.sort().map((c) => c.replace(/\/v1\/places\/ChIJ[\w-]+$/, '/v1/places/{id}')),
    ).toEqual([
      'GET /maps/api/timezone/json',
      'GET /v1/places/{id}',
      'GET /waste-types',
      'POST /search',
      'POST /search/products',
    ]);
  });

  it('costs no more calls for Expand Search (40 miles), which finds at least as many products', async () => {
    upstream.reset();
    const r = await h.gql(QUOTE, { placeId, nearby: true }, { cookie: staff });
    expect(r.body.errors).toBeUndefined();
    const wide = r.body.data!.quote;
    expect(wide.bufferMiles).toBe(40);
    expect(wide.zones.length).toBeGreaterThan(quote.zones.length);
    expect(wide.products.length).toBeGreaterThan(quote.products.length);
    // The time zone of the point and the waste types are reused from the first search
    // (TIME_ZONE_CACHE_MS, LOOKUP_CACHE_MS): place details, one /search, and the card columns of
    // every product this query reads, 100 at a time.
    expect(
      upstream.calls.sort().map((c) => c.replace(/\/v1\/places\/ChIJ[\w-]+$/, '/v1/places/{id}')),
    ).toEqual([
      'GET /v1/places/{id}',
      'POST /search',
      ...Array(Math.ceil(wide.products.length / 100)).fill('POST /search/products'),
    ]);
  });

  it('sends the place address parts and the buffer to /search (40 miles for Expand Search)', () => {
    const [plain, wide] = upstream.searchBodies.slice(-2);
    expect(plain).toMatchObject({
      zip_code: '78701',
      city: 'Austin',
      state: 'TX',
      buffer: 0,
      place_id: placeId,
      type: 'postal_code',
    });
    expect(plain.latitude).toBeCloseTo(quote.place.location.lat, 5);
    expect(wide).toMatchObject({ buffer: 40, place_id: placeId });
  });

  it('gives every product the items of a card with exact money', () => {
    for (const p of quote.products) {
      for (const k of ['price', 'cost', 'profitability'])
        if (p[k] !== null) expect(p[k]).toMatch(/^-?\d+\.\d{2}$/);
      if (p.price !== null && p.cost !== null) {
        expect(toCents(p.profitability)).toBe(toCents(p.price)! - toCents(p.cost)!);
        expect(p.badMargin).toBe(toCents(p.profitability)! < 15000);
      }
      expect(p.availability.map((a: { deliveryType: string }) => a.deliveryType)).toEqual([
        'newDeliveries',
        'emptyReturn',
        'pickUp',
      ]);
      expect(p.availability[0].deliveryTypeLabel).toBe('New Deliveries');
      expect(p.noService).toBe(p.availability[0].noService);
      expect(p.size?.name).toMatch(/Yard$/);
      expect(p.hauler.type).toMatch(/^(inNetwork|outOfNetwork)$/);
      if (p.tonnage) expect(p.tonnageLabel).toMatch(/T$/);
      expect(Array.isArray(p.fillExceptions)).toBe(true);
    }
    expect(quote.products.some((p: { badMargin: boolean }) => p.badMargin)).toBe(true);
    const alerts: { level: string; levelLabel: string }[] = quote.products.flatMap(
      (p: { alerts: { level: string; levelLabel: string }[] }) => p.alerts,
    );
    const labels: Record<string, string> = {
      hauler: 'Hauler',
      serviceArea: 'Service Area',
      region: 'Region',
      rolloffPricing: 'Product Pricing',
    };
    for (const a of alerts) expect(a.levelLabel).toBe(labels[a.level]);
    // Staff cannot save customer prices, so no product carries a key for them
    // (quote-customer-pricing.test.ts: B2B Sales gets them).
    expect(
      quote.products.filter((p: { customerPriceKey: string | null }) => p.customerPriceKey),
    ).toEqual([]);
    expect(quote.products.some((p: { tax: string | null }) => p.tax !== null)).toBe(true);
  });

  it('lists on each product only the exceptions that cover it (docs/decisions.md#exceptions)', () => {
    const covered = (list: number[], id: number | undefined) =>
      list.length === 0 || (id !== undefined && list.includes(id));
    let seen = 0;
    for (const p of quote.products) {
      for (const e of p.exceptions) {
        seen += 1;
        expect(covered(e.sizeIds, p.size?.databaseId)).toBe(true);
        expect(covered(e.wasteTypeIds, p.wasteType?.databaseId)).toBe(true);
        expect(covered(e.serviceAreaIds, p.zone.databaseId)).toBe(true);
        expect(e.summary.length).toBeGreaterThan(0);
      }
      const noServiceEx = p.exceptions.some((e: { type: string }) => e.type === 'noService');
      if (noServiceEx)
        expect(p.availability.some((a: { noService: boolean }) => a.noService)).toBe(true);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('lists products in default order and offers filter values with counts', () => {
    const sorted = sortProducts<FilterableProduct & { id: string }>(quote.products, 'def').map(
      (p) => p.id,
    );
    expect(quote.products.map((p: { id: string }) => p.id)).toEqual(sorted);
    const sizes = quote.facets.sizes.map((s: { label: string }) => parseInt(s.label, 10));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(quote.facets.availability.map((a: { label: string }) => a.label)).toEqual([
      'Today',
      'Tomorrow',
      'Saturday',
      'Sunday',
    ]);
    expect(quote.facets.sizes.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(
      quote.products.length,
    );
    expect(quote.facets.serviceAreas.length).toBe(
      new Set(quote.products.map((p: any) => p.zone.databaseId)).size,
    );
    // The web filters the fetched products with the same rules.
    const only = quote.facets.sizes[0].value;
    const visible = filterProducts(quote.products, {
      ...DEFAULT_FILTERS,
      network: 'all',
      hideNoService: false,
      sizes: [only],
    });
    expect(visible.length).toBe(quote.facets.sizes[0].count);
  });

  it('shows the network switch values and notes', () => {
    const types = new Set(quote.zones.map((z: any) => z.hauler.type));
    expect(quote.networks.inNetwork).toBe(types.has('inNetwork'));
    expect(quote.networks.outOfNetwork).toBe(types.has('outOfNetwork'));
    if (types.size === 2) expect(quote.networks.notes).toEqual([]);
    else expect(quote.networks.notes).toHaveLength(1);
  });

  it('reruns at a dragged pin position', async () => {
    const r = await h.gql(QUOTE, { placeId, lat: 30.2672, lng: -97.7431 }, { cookie: staff });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.quote.location).toEqual({ lat: 30.2672, lng: -97.7431 });
    const far = await h.gql(QUOTE, { placeId, lat: 31.2, lng: -99.2 }, { cookie: staff });
    expect(far.body.data!.quote.zones).toEqual([]);
    expect(far.body.data!.quote.networks.notes).toEqual(['No Network Options']);
  });

  it('answers null for an unknown place', async () => {
    const r = await h.gql(QUOTE, { placeId: 'ChIJunknown' }, { cookie: staff });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.quote).toBeNull();
  });

  it('records the searches in the history (last 5, newest first)', async () => {
    const r = await h.gql(
      '{ searchHistory { totalCount edges { cursor node { id databaseId placeId formattedAddress resultCount createdAt location { lat lng } } } } }',
      {},
      { cookie: staff },
    );
    expect(r.body.errors).toBeUndefined();
    const hist = r.body.data!.searchHistory;
    expect(hist.totalCount).toBeGreaterThan(0);
    expect(hist.totalCount).toBeLessThanOrEqual(5);
    // Newest first: the last search was the pin dragged to 31.2, -99.2, recorded under the
    // point's own (reverse geocoded) place, not the place the search started from.
    expect(hist.edges[0].node.location).toEqual({ lat: 31.2, lng: -99.2 });
    expect(hist.edges[0].node.placeId).not.toBe(placeId);
    expect(hist.edges.map((e: any) => e.node.placeId)).toContain(placeId);
  });
});

describe('business figures (internal users only)', () => {
  // Every field of a product that carries cost, margin, sales or pricing internals, reached
  // through the product list, a zone's products, and a zone's product list again.
  const FIGURES = `cost profitability badMargin costPerTon extraDayCost soldQtyLast45
    costStructureNote pricing { internalId costAncillaries { price } }`;
  const DOC = `query Figures($placeId: ID!) { quote(placeId: $placeId) {
    products { ${FIGURES} }
    zones { products { ${FIGURES} } }
  } }`;

  it('gives none to a user without the internal flag, by any path, and all to an internal one', async () => {
    const placeId = await placeIdOf('78701');
    const hauler = await h.login('hauler@demo.local');
    const r = await h.gql(DOC, { placeId }, { cookie: hauler });
    expect(r.body.errors).toBeUndefined();
    const products = [
      ...r.body.data!.quote.products,
      ...r.body.data!.quote.zones.flatMap((z: any) => z.products),
    ];
    expect(products.length).toBeGreaterThan(0);
    for (const p of products)
      expect(p).toEqual({
        cost: null,
        profitability: null,
        badMargin: null,
        costPerTon: null,
        extraDayCost: null,
        soldQtyLast45: null,
        costStructureNote: null,
        pricing: null,
      });
    const internal = await h.gql(DOC, { placeId }, { cookie: staff });
    const first = internal.body.data!.quote.products[0];
    expect(first.cost).not.toBeNull();
    expect(first.profitability).not.toBeNull();
    expect(typeof first.soldQtyLast45).toBe('number');
  });
});

describe('lookups and preferences', () => {
  it('lists sizes by leading number and waste types with their groups', async () => {
    const r = await h.gql(
      '{ lookups { sizes { id databaseId name yards } wasteTypes { name constructionDebris householdDebris specialDebris } } }',
      {},
      { cookie: staff },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.lookups.sizes.map((s: { name: string }) => s.name)).toEqual([
      '10 Yard',
      '15 Yard',
      '20 Yard',
      '30 Yard',
      '40 Yard',
    ]);
    expect(
      r.body.data!.lookups.wasteTypes.find((w: { name: string }) => w.name === 'Yard Waste'),
    ).toMatchObject({ specialDebris: true });
    const id = r.body.data!.lookups.sizes[0].id;
    const node = await h.gql(
      'query ($id: ID!) { node(id: $id) { ... on Size { name } } }',
      { id },
      { cookie: staff },
    );
    expect(node.body.data!.node).toEqual({ name: '10 Yard' });
  });

  it('updates the viewer preferences', async () => {
    const m = `mutation ($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { preferences { showPip searchType } viewer { preferences { searchType } } userErrors { field message } } }`;
    const r = await h.gql(
      m,
      { input: { searchType: 'hauler', showPip: false } },
      { cookie: staff },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.updatePreferences).toMatchObject({
      preferences: { showPip: false, searchType: 'hauler' },
      userErrors: [],
    });
    const back = await h.gql(m, { input: { searchType: 'product' } }, { cookie: staff });
    expect(back.body.data!.updatePreferences.preferences).toEqual({
      showPip: false,
      searchType: 'product',
    });
  });
});

describe('locale', () => {
  it('names the county of a lakefront ZIP whose centroid lies just off the outline (60601)', async () => {
    const r = await h.gql(QUOTE, { placeId: await placeIdOf('60601') }, { cookie: staff });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.quote.locale).toEqual({ name: 'Cook County', state: 'IL', fips: '17031' });
  });
});
