// The pricing-record columns the gateway asks its searches for (SEARCH_COLUMNS,
// gateway/src/rest/search.ts) and those it reads for the cards it answers (DETAIL_COLUMNS, POST
// /search/products, the debris columns packed), against the real main API on demo data: every
// field of every product, the results page's order and the facets answer the same as from
// searches that send every column as it is. A resolver that starts reading another column fails
// here until it is listed, and one that reads a debris column where the packed answer does not
// have it fails here too.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  buildSchema,
  getNamedType,
  isLeafType,
  isObjectType,
  type GraphQLObjectType,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';
import { startHarness, type Harness } from './harness.ts';

let api: TestApi;
let h: Harness;
let proxy: TestProxy;
let sales: string;
/**
 * Whether the proxy takes `product_columns` and `pack_debris` out of the searches (every column
 * sent as it is).
 */
let allColumns = false;
const asked: unknown[] = [];

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** The fields of a type without required arguments: leaves, and objects `depth` levels down. */
function fields(type: GraphQLObjectType, depth: number, skip: string[] = []): string[] {
  return Object.values(type.getFields())
    .filter((f) => !skip.includes(f.name) && !f.args.some((a) => a.type.toString().endsWith('!')))
    .flatMap((f) => {
      const t = getNamedType(f.type);
      if (isLeafType(t)) return [f.name];
      if (isObjectType(t) && depth > 0) {
        const inner = fields(t, depth - 1);
        return inner.length ? [`${f.name} { ${inner.join(' ')} }`] : [];
      }
      return [];
    });
}

// The zone, hauler and region a product names are the zone's, not its pricing record's; its
// admin `record` is read on its own (GET of the record by id), not from the search.
const PRODUCT = fields(schema.getType('QuoteProduct') as GraphQLObjectType, 2, [
  'zone',
  'hauler',
  'region',
  'record',
]);
/** Parts of the product's fields, each asked in a query of its own. */
const PARTS = 6;
const part = Math.ceil(PRODUCT.length / PARTS);
const quote = (selection: string) => `query ($placeId: ID!, $nearby: Boolean) {
  quote(placeId: $placeId, nearby: $nearby) { ${selection} }
}`;
// A query per part, and one for the order and facets: each within the gateway's cost limit.
const QUERIES = [
  ...Array.from({ length: PARTS }, (_, i) =>
    quote(`products { databaseId ${PRODUCT.slice(i * part, (i + 1) * part).join(' ')} }`),
  ),
  quote(`
    facets { sizes { value count } tonnages { value count } wasteTypes { value count } }
    bySize: results(sort: size, first: 100, filter: { hideNoService: false }) {
      edges { node { databaseId } }
    }
    byWaste: results(sort: waste, first: 100, filter: { hideMustCall: true }) {
      edges { node { databaseId } }
    }`),
];

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startProxy(api.url, {
    intercept: (req, res) => {
      if ((req.url ?? '').split('?')[0] !== '/search') return false;
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        asked.push({ columns: body.product_columns, packed: body.pack_debris });
        if (allColumns) {
          delete body.product_columns;
          delete body.pack_debris;
        }
        fetch(`${api.url}/search`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: String(req.headers.authorization ?? ''),
          },
          body: JSON.stringify(body),
        })
          .then(async (r) => {
            res.writeHead(r.status, { 'content-type': 'application/json' });
            res.end(Buffer.from(await r.arrayBuffer()));
          })
          // The gateway sees the call cut off (and the test its error), not an unhandled rejection.
          .catch(() => res.destroy());
      });
      return true;
    },
  });
  // No kept searches: each query searches.
  h = await startHarness(
    { mainApiUrl: proxy.url, searchCacheMs: 0, featureCustomerPricing: true },
    { ...api, url: proxy.url },
  );
  sales = await h.login('sales@demo.local');
}, 120_000);

afterAll(async () => {
  await h?.close();
  await proxy?.close();
  await api?.close();
});

describe('the columns the gateway asks for', () => {
  it.each([
    ['60601', false],
    ['78701', false],
    ['60601', true],
  ])('answer every product field at %s (nearby: %p) as every column does', async (zip, nearby) => {
    const placeId = await h.placeId(zip, sales);
    const run = async (all: boolean) => {
      allColumns = all;
      const answers: any[] = [];
      for (const query of QUERIES) {
        const r = await h.gql(query, { placeId, nearby }, { cookie: sales });
        expect(r.body.errors).toBeUndefined();
        answers.push(r.body.data!.quote);
      }
      const facets = answers.pop();
      return {
        products: answers[0].products.map((_: unknown, i: number) =>
          Object.assign({}, ...answers.map((a) => a.products[i])),
        ),
        ...facets,
      };
    };
    asked.length = 0;
    const lean = await run(false);
    const full = await run(true);
    // The gateway asked for its columns every time (the proxy took them out the second time).
    expect(asked).toHaveLength(2 * QUERIES.length);
    const first = asked[0] as { columns: string[]; packed: boolean };
    expect(first.columns).toEqual(expect.arrayContaining(['price', 'tonnage', 'preferred_rank']));
    // The card's columns are not asked of the search.
    expect(first.columns).not.toContain('sell_as');
    expect(first.columns).not.toContain('yard_waste_note');
    expect(first.columns.length).toBeLessThan(15);
    expect(lean.products.length).toBeGreaterThan(10);
    expect(lean.products.some((p: any) => p.customerPriceKey)).toBe(true);
    expect(lean).toEqual(full);
  });
});
