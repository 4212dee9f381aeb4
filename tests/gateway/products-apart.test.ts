// The results query asks its search with the products apart (POST /search `products_apart`): the
// gateway parses the answer without its products (rest/search.ts searchHead), builds every filter
// view from the filter rows, and reads each product a request needs from its slice of the bytes.
// Against the real main API on demo data, at the CPU benchmark's ZIPs: the filter views, the
// zones and every product read are those of the same search linked whole; an answer whose
// products cannot be found in the bytes is read whole, with the same outcome.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { createRest } from '../../gateway/src/rest/index.ts';
import { PRODUCT_COLUMNS, searchHead } from '../../gateway/src/rest/search.ts';
import { keptForm, linkSearch, productsOf } from '../../gateway/src/schema/search/link.ts';
import type { SearchAnswerDto } from '../../gateway/src/domain/quote/types.ts';

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
const now = new Date();

async function searchAt(zip: string, apart: boolean) {
  const rest = createRest({
    mainApiUrl: api.url,
    authUrl: `${api.url}/auth`,
    token,
    requestId: 'products-apart-test',
    timeoutMs: 10_000,
    retries: 0,
    log,
  });
  return rest.search.search({
    zip_code: zip,
    history: false,
    pricing_blocks: false,
    contract_availability: false,
    current_availability: false,
    product_columns: PRODUCT_COLUMNS,
    products_apart: apart,
  } as Parameters<typeof rest.search.search>[0]);
}

const link = (value: SearchAnswerDto, source?: { text: string; bytes: Uint8Array }) =>
  linkSearch(value, {
    place: { place_id: 'p' },
    location: { lat: 0, lng: 0 },
    args: { placeId: 'p' },
    buffer: 0,
    now,
    source,
  });

/** What the resolvers read of a linked answer, products read whole. */
const readable = (s: ReturnType<typeof link>) => ({
  zones: [...s.zones, ...s.special].map((z) => ({ id: z.id, range: z._range, name: z.name })),
  filterables: s.filterables,
  // Each product with its zone named (the zone links back to the whole answer).
  products: productsOf(s).map((p) => ({ ...p, _zone: p._zone.id })),
  count: s.products.count,
});

describe('a search answer with its products apart', () => {
  it.each(['60601', '02108', '30303', '78701'])(
    'ZIP %s: parsed without its products, the same filter views, zones and products as whole',
    async (zip) => {
      const whole = link(...unpack(await searchAt(zip, false)));
      const apart = await searchAt(zip, true);
      // The search call parsed the head only: no products, and where they start.
      expect(apart.value.products).toBeUndefined();
      expect(apart.text.slice(apart.value.productsAt!, apart.value.productsAt! + 7)).toBe(
        '[{"id":',
      );
      expect(apart.value.product_filters!.rows.length).toBe(whole.products.count);
      const linked = link(...unpack(apart));
      // No product was linked for the answer itself: each is read when a request reads it.
      expect(linked.live).toBeUndefined();
      expect(readable(linked)).toEqual(readable(whole));
      // The first page's products alone, as the results page reads them.
      const page = linked.filterables.slice(0, 9).map((f) => f.index);
      const ids = (ps: { id: number; _zone: { id: number } }[]) =>
        ps.map((p) => [p.id, p._zone.id]);
      expect(ids(linked.products.read(page))).toEqual(ids(page.map((i) => whole.live![i]!)));
      // Kept by the search cache, the same.
      expect(readable(keptForm(linked))).toEqual(readable(whole));
    },
  );

  it('products not found in the bytes, rows lacking a column, or no bytes: the whole answer is read, with the same outcome', async () => {
    const whole = link(...unpack(await searchAt('60601', false)));
    const apart = await searchAt('60601', true);
    // The text as if one character past ASCII were in it: the places would not be the bytes'.
    const notAscii = { text: apart.text, bytes: new Uint8Array([...apart.bytes, 32]) };
    const fromWhole = link(searchHead(apart.text), notAscii);
    expect(fromWhole.live).toHaveLength(whole.products.count);
    expect(readable(fromWhole)).toEqual(readable(whole));
    // Rows without a column the filter views read: the whole answer too.
    const head = searchHead(apart.text);
    const columns = head.product_filters!.columns.map((c) => (c === 'tonnage' ? 'weight' : c));
    const lacking = { ...head, product_filters: { ...head.product_filters!, columns } };
    const fromLacking = link(lacking, { text: apart.text, bytes: apart.bytes });
    expect(fromLacking.live).toHaveLength(whole.products.count);
    expect(readable(fromLacking)).toEqual(readable(whole));
    // Parsed whole (the products in the value), without the bytes.
    expect(readable(link(JSON.parse(apart.text) as SearchAnswerDto))).toEqual(readable(whole));
  });
});

describe('searchHead', () => {
  it('parses the text before the last key, products, and says where the products start', () => {
    const text = '{"id":1,"search_results":[{"id":2,"product_count":1}],"products":[{"id":3}]}';
    const head = searchHead(text);
    expect(head).toEqual({
      id: 1,
      search_results: [{ id: 2, product_count: 1 }],
      productsAt: text.indexOf('[{"id":3'),
    });
    expect(text.slice(head.productsAt)).toBe('[{"id":3}]}');
  });

  it("a products key inside the products is theirs; one before the answer's own leaves a cut that does not parse", () => {
    const inside = '{"id":1,"products":[{"id":3,"a":1,"products":[1]}]}';
    expect(searchHead(inside)).toEqual({ id: 1, productsAt: inside.indexOf('[{"id":3') });
    // ... and the search call then reads the text as JSON.parse does (CallOptions.parse).
    expect(() => searchHead('{"id":1,"x":{"a":1,"products":[2]},"products":[{"id":3}]}')).toThrow();
    const plain = '{"id":1,"search_results":[]}';
    expect(searchHead(plain)).toEqual(JSON.parse(plain));
  });
});

function unpack(r: { value: SearchAnswerDto; text: string; bytes: Uint8Array }) {
  return [r.value, { text: r.text, bytes: r.bytes }] as const;
}
