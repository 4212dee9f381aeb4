// The search cache keeps a results page's answer as the main API's text, and reads each product
// of a later page or card detail again from its slice of that text
// (gateway/src/schema/search/products.ts). Against the real main API on demo data: every product
// of the CPU benchmark's answers is found in the text, and read again it is the product as linked.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { createRest } from '../../gateway/src/rest/index.ts';
import { SEARCH_COLUMNS } from '../../gateway/src/rest/search.ts';
import { keptForm, linkSearch, productsOf } from '../../gateway/src/schema/search/link.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.token('staff@demo.local');
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const log = { error() {}, warn() {}, info() {}, debug() {} };

const restClient = () =>
  createRest({
    mainApiUrl: api.url,
    authUrl: `${api.url}/auth`,
    token,
    requestId: 'kept-search-test',
    timeoutMs: 10_000,
    retries: 0,
    log,
  });

/** A ZIP's search as the results query asks it (Query/quote.ts), linked. */
async function linked(zip: string, o: { sharedRecords?: boolean; buffer?: number } = {}) {
  const rest = restClient();
  // The main API finds a ZIP's point itself.
  const { value, text, bytes } = await rest.search.search({
    zip_code: zip,
    buffer: o.buffer ?? 0,
    history: false,
    pricing_blocks: false,
    contract_availability: false,
    current_availability: false,
    product_columns: SEARCH_COLUMNS,
    shared_records: o.sharedRecords ?? true,
  } as Parameters<typeof rest.search.search>[0]);
  return linkSearch(value, {
    place: { place_id: zip },
    location: { lat: 0, lng: 0 },
    args: { placeId: zip },
    buffer: o.buffer ?? 0,
    source: { text, bytes },
  });
}

describe('a kept search answer read again from the main API text', () => {
  it.each(['60601', '02108', '30303', '78701'])(
    'ZIP %s: every product, zones and special-use areas alike',
    async (zip) => {
      const live = await linked(zip);
      const kept = keptForm(live);
      expect(kept.live).toBeUndefined();
      expect(live.products.count).toBeGreaterThan(20);
      const all = Array.from({ length: live.products.count }, (_, i) => i);
      const again = kept.products.read(all);
      expect(again[0]).not.toBe(live.live![0]);
      expect(again).toEqual(live.live);
      // One product alone, as a card's details read it.
      const last = all.length - 1;
      expect(kept.products.read([last])).toEqual([live.live![last]]);
      expect(productsOf(kept).map((p) => p.id)).toEqual(productsOf(live).map((p) => p.id));
    },
  );
});

describe('an answer with its records once (shared_records)', () => {
  /** What linking gives a product from its records and its zone's. */
  const recordsOf = (s: Awaited<ReturnType<typeof linked>>) =>
    productsOf(s).map((p) => ({
      id: p.id,
      size: p.size,
      wasteType: p.waste_type,
      costStructure: p.cost_structure,
      hauler: p._zone._hauler,
      region: p._zone._region,
      exceptions: p._exceptions,
      filterable: p._filterable,
    }));

  it.each([
    ['60601', 0],
    ['30303', 40],
  ])(
    'ZIP %s, buffer %p: links every product and zone as the answer with each record in place, read again too',
    async (zip, buffer) => {
      const inPlace = await linked(zip, { sharedRecords: false, buffer });
      const shared = await linked(zip, { sharedRecords: true, buffer });
      expect(inPlace.answer.records).toBeUndefined();
      expect(shared.answer.records).toBeDefined();
      const want = recordsOf(inPlace);
      expect(want.length).toBeGreaterThan(20);
      expect(want.every((p) => p.size && p.wasteType && p.hauler.name && p.region.name)).toBe(true);
      expect(recordsOf(shared)).toEqual(want);
      // A kept answer links the products it reads again with the same records.
      expect(recordsOf(keptForm(shared))).toEqual(want);
    },
  );
});
