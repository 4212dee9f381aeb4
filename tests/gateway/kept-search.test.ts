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

describe('a kept search answer read again from the main API text', () => {
  it.each(['60601', '02108', '30303', '78701'])(
    'ZIP %s: every product, zones and special-use areas alike',
    async (zip) => {
      const rest = createRest({
        mainApiUrl: api.url,
        authUrl: `${api.url}/auth`,
        token,
        requestId: 'kept-search-test',
        timeoutMs: 10_000,
        retries: 0,
        log,
      });
      // As the results query asks (Query/quote.ts); the main API finds a ZIP's point itself.
      const { value, text, bytes } = await rest.search.search({
        zip_code: zip,
        history: false,
        pricing_blocks: false,
        contract_availability: false,
        current_availability: false,
        product_columns: SEARCH_COLUMNS,
      } as Parameters<typeof rest.search.search>[0]);
      const live = linkSearch(value, {
        place: { place_id: zip },
        location: { lat: 0, lng: 0 },
        args: { placeId: zip },
        buffer: 0,
        source: { text, bytes },
      });
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
