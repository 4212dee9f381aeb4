// QuoteSearch.results: the results page's filters, order and grouping applied by the gateway with
// the shared rules (@shared/quote/filters.ts), a page at a time, against the real main API.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startHarness, type Harness } from './harness.ts';

let api: TestApi;
let h: Harness;
let staff: string;
let placeId: string;

const NODE = 'id databaseId noService mustCall size { databaseId name } hauler { databaseId type }';
const RESULTS = `query ($placeId: ID!, $filter: QuoteProductFilter, $sort: QuoteSort, $group: Boolean,
  $first: Int, $after: String) {
  quote(placeId: $placeId) {
    products { id noService hauler { type } }
    networks { default }
    facets { sizes { value count } }
    results(filter: $filter, sort: $sort, groupByHauler: $group, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage endCursor }
      edges { cursor node { ${NODE} } }
    }
  }
}`;

const results = (variables: Record<string, unknown>) =>
  h.gql(RESULTS, { placeId, ...variables }, { cookie: staff });

beforeAll(async () => {
  api = await startTestApi();
  h = await startHarness({}, api);
  staff = await h.login('staff@demo.local');
  const r = await h.gql(
    'query { placeSuggestions(input: "60601", sessionToken: "t-1") { placeId } }',
    {},
    { cookie: staff },
  );
  placeId = r.body.data!.placeSuggestions[0].placeId;
}, 120_000);

afterAll(async () => {
  await h?.close();
  await api?.close();
});

describe('QuoteSearch.results', () => {
  it('opens as the page does: No Service hidden, the default network, 20 first', async () => {
    const r = await results({});
    expect(r.body.errors).toBeUndefined();
    const q = r.body.data!.quote;
    const network = q.networks.default;
    const expected = q.products.filter(
      (p: any) => !p.noService && (network === 'all' || p.hauler.type === network),
    );
    expect(expected.length).toBeGreaterThan(20);
    expect(q.results.totalCount).toBe(expected.length);
    expect(q.results.edges).toHaveLength(20);
    expect(q.results.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    for (const { node } of q.results.edges) {
      expect(node.noService).toBe(false);
      expect(node.hauler.type).toBe(network);
    }
  });

  it('filters by a facet value, counted as the facet counts it', async () => {
    const first = (await results({})).body.data!.quote;
    const size = first.facets.sizes[0];
    const q = (
      await results({
        filter: { sizes: [size.value], hideNoService: false, network: 'all' },
        first: 100,
      })
    ).body.data!.quote;
    expect(q.results.totalCount).toBe(size.count);
    expect(q.results.edges.length).toBe(size.count);
    for (const { node } of q.results.edges) expect(String(node.size.databaseId)).toBe(size.value);
  });

  it('pages with cursors: two pages of 5 are the first 10, in order', async () => {
    const ten = (await results({ first: 10 })).body.data!.quote.results;
    const one = (await results({ first: 5 })).body.data!.quote.results;
    const two = (await results({ first: 5, after: one.pageInfo.endCursor })).body.data!.quote
      .results;
    expect([...one.edges, ...two.edges].map((e: any) => e.node.id)).toEqual(
      ten.edges.map((e: any) => e.node.id),
    );
    expect(two.pageInfo.hasPreviousPage).toBe(true);
    expect(two.totalCount).toBe(ten.totalCount);
  });

  it('sorts by size and groups by hauler', async () => {
    const bySize = (await results({ sort: 'size', first: 100 })).body.data!.quote.results;
    const yards = bySize.edges.map((e: any) => parseInt(e.node.size.name, 10));
    expect(yards).toEqual([...yards].sort((a, b) => a - b));
    const grouped = (await results({ group: true, first: 100 })).body.data!.quote.results;
    const haulers = grouped.edges.map((e: any) => e.node.hauler.databaseId);
    // Each hauler's products come together: a hauler never reappears after another.
    const runs = haulers.filter((id: number, i: number) => i === 0 || haulers[i - 1] !== id);
    expect(new Set(runs).size).toBe(runs.length);
    expect(grouped.totalCount).toBe(bySize.totalCount);
  });

  it('refuses a page over 100 and a cursor it did not give', async () => {
    const big = await results({ first: 101 });
    expect(big.body.errors?.[0]).toMatchObject({
      message: 'first must be at most 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const bad = await results({ after: 'not-a-cursor' });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: '"not-a-cursor" is not a valid cursor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
