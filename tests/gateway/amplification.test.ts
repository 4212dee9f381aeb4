// Issue 19, amplification: a hostile document is refused before it runs (cost that follows the
// data, cycles through lists capped, expensive root fields), a response cannot grow past its
// ceiling, and a request ends at its overall deadline, all its upstream calls together.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'graphql';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';
import { buildSchema } from '../../gateway/src/schema/index.ts';
import { LIMITS, operationCost } from '../../gateway/src/limits.ts';
import ResultQuery from '../../web/src/pages/QuoteResultPage/__generated__/QuoteResultPageQuery.graphql.ts';
import { startHarness, type Harness } from './harness.ts';

const place = (zip: string) =>
  `ChIJ${Buffer.from(`zip:${zip}`).toString('base64').replace(/=+$/, '')}`;
const PLACE = place('85004');

/** `quote { products { zone { products { zone ... } } } }`, `depth` fields deep counting quote. */
function nesting(depth: number): string {
  let q = '';
  for (let level = depth; level >= 2; level--) {
    q = level % 2 === 0 ? `products { id price ${q} }` : `zone { id name ${q} }`;
  }
  return `{ quote(placeId: "${PLACE}", nearby: true) { id ${q} } }`;
}

let h: Harness;
let staff: string;
let admin: string;

beforeAll(async () => {
  h = await startHarness({ persistedQueriesFile: path.resolve('web/persisted-queries.json') });
  staff = await h.api.token('staff@demo.local');
  admin = await h.api.token('admin@demo.local');
}, 60_000);
afterAll(async () => {
  await h?.close();
}, 30_000);

describe('cost that follows the data', () => {
  it("refuses the depth-13 products/zone nesting before it runs; another user's query is answered", async () => {
    const [hostile, other] = await Promise.all([
      h.gql(nesting(13), {}, { token: staff }),
      h.gql('{ viewer { email } }', {}, { token: admin }),
    ]);
    expect(hostile.status).toBe(400);
    expect(hostile.body.data).toBeUndefined();
    expect(hostile.body.errors).toHaveLength(1);
    expect(hostile.body.errors![0]!.extensions!.code).toBe('QUERY_TOO_COSTLY');
    expect(hostile.body.errors![0]!.message).toMatch(/QuoteProduct again through a list/);
    expect(other.body).toEqual({ data: { viewer: { email: 'admin@demo.local' } } });
  });

  it.each([
    [
      'region -> zones -> region',
      '{ haulers { nodes { regions { zones { region { zones { region { zones { id } } } } } } } } }',
    ],
    [
      'hauler -> regions -> hauler',
      '{ haulers { nodes { regions { hauler { regions { hauler { regions { id } } } } } } } }',
    ],
  ])('refuses the admin cycle %s the same way', async (_name, query) => {
    const r = await h.gql(query, {}, { token: admin });
    expect(r.status).toBe(400);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors![0]!.extensions!.code).toBe('QUERY_TOO_COSTLY');
    expect(r.body.errors![0]!.message).toMatch(/again through a list/);
  });

  it('runs an admin list of haulers with their regions and zones', async () => {
    const r = await h.gql(
      '{ haulers(first: 50) { nodes { name regions { name zones { name } } } } }',
      {},
      { token: admin },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.haulers.nodes.length).toBeGreaterThan(0);
  });

  it('refuses 20 aliased nearby quotes, and runs one', async () => {
    const quotes = Array.from(
      { length: 20 },
      (_, i) => `q${i}: quote(placeId: "${PLACE}", nearby: true) { productCount }`,
    );
    const r = await h.gql(`{ ${quotes.join(' ')} }`, {}, { token: staff });
    expect(r.status).toBe(400);
    expect(r.body.errors![0]!.extensions).toMatchObject({
      code: 'QUERY_TOO_COSTLY',
      maxCost: LIMITS.maxCost,
    });
    expect(r.body.errors![0]!.extensions!.cost).toBeGreaterThan(LIMITS.maxCost);
    const one = await h.gql(`{ ${quotes[0]} }`, {}, { token: staff });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data!.q0.productCount).toBeGreaterThan(0);
  });

  it("runs the web's results page for a nearby search (the persisted operation)", async () => {
    const r = await h.post(
      {
        operationName: 'QuoteResultPageQuery',
        variables: { placeId: PLACE, lat: null, lng: null, nearby: true },
        extensions: {
          persistedQuery: {
            version: 1,
            sha256Hash: (ResultQuery as unknown as { params: { id: string } }).params.id,
          },
        },
      },
      { authorization: `Bearer ${staff}` },
    );
    expect(r.body.errors).toBeUndefined();
    // The page's first cards and the count of all that pass its filters.
    const results = r.body.data!.quote.results;
    expect(results.edges.length).toBe(9);
    expect(results.totalCount).toBeGreaterThan(9);
  });

  it('keeps every persisted web operation within the cost limit, variables at their worst', () => {
    const schema = buildSchema();
    const operations = Object.values(
      JSON.parse(fs.readFileSync('web/persisted-queries.json', 'utf8')),
    ) as string[];
    expect(operations.length).toBeGreaterThan(0);
    const over = operations
      .map((text) => ({ text, ...operationCost(schema, parse(text)) }))
      .filter((r) => r.cycle || r.cost > LIMITS.maxCost)
      .map((r) => `${r.text.slice(0, 60)}: ${r.cycle ?? r.cost}`);
    expect(over).toEqual([]);
  });
});

describe('response ceiling', () => {
  let small: Harness;
  beforeAll(async () => {
    small = await startHarness({ maxResponseBytes: 20_000 }, h.api);
  }, 60_000);
  afterAll(async () => {
    await small?.close();
  });

  it('answers RESPONSE_TOO_LARGE, without data, instead of a response over the ceiling', async () => {
    const q = `{ quote(placeId: "${PLACE}", nearby: true) { products { id price cost zone { name } } } }`;
    const big = await h.gql(q, {}, { token: staff });
    expect(big.body.errors).toBeUndefined();
    expect(JSON.stringify(big.body).length).toBeGreaterThan(20_000);

    const r = await small.gql(q, {}, { token: staff });
    expect(r.body.data).toBeNull();
    expect(r.body.errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'RESPONSE_TOO_LARGE', maxBytes: 20_000 }),
      }),
    ]);
    // A small answer from the same gateway is unaffected.
    expect((await small.gql('{ viewer { email } }', {}, { token: staff })).body).toEqual({
      data: { viewer: { email: 'staff@demo.local' } },
    });
  });
});

describe('request deadline', () => {
  let slow: Harness;
  let proxy: TestProxy;

  beforeAll(async () => {
    // Every upstream call takes 900 ms: each one well within UPSTREAM_TIMEOUT_MS, but a quote's
    // calls (session check, place details, search) together are far past the 1.5 s deadline,
    // while a session check alone is well within it (margins that hold on a loaded machine).
    proxy = await startProxy(h.api.url, {
      agent: false,
      intercept: (_req, res, forward) => {
        const timer = setTimeout(forward, 900);
        res.on('close', () => clearTimeout(timer));
        return true;
      },
    });
    slow = await startHarness(
      {
        mainApiUrl: proxy.url,
        upstreamTimeoutMs: 5000,
        requestDeadlineMs: 1500,
      },
      h.api,
    );
  }, 60_000);
  afterAll(async () => {
    await slow?.close();
    await proxy?.close();
  });

  it('ends a request whose upstream calls together outlast it with DEADLINE_EXCEEDED', async () => {
    const r = await slow.gql(
      `{ quote(placeId: "${PLACE}") { productCount } }`,
      {},
      { token: staff },
    );
    expect(r.body.data).toEqual({ quote: null });
    expect(r.body.errors).toEqual([
      expect.objectContaining({
        path: ['quote'],
        extensions: expect.objectContaining({ code: 'DEADLINE_EXCEEDED', deadlineMs: 1500 }),
      }),
    ]);
  });

  it('answers a request within the deadline as usual', async () => {
    const r = await slow.gql('{ viewer { email } }', {}, { token: staff });
    expect(r.body).toEqual({ data: { viewer: { email: 'staff@demo.local' } } });
  });
});
