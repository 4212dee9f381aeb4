// Batching: N records of one resource cost one upstream call, never N. Proven against the real
// main API through the record loaders (`GET /haulers?ids=...`) and through GraphQL
// (`nodes(ids:)` of N sizes).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRest } from '../../gateway/src/rest/index.ts';
import { createLoaders } from '../../gateway/src/loaders/index.ts';
import { createCaches } from '../../gateway/src/cache.ts';
import { registry } from '../../gateway/src/metrics.ts';
import { toGlobalId } from '../../gateway/src/relay/globalId.ts';
import { startHarness, type Harness } from './harness.ts';

/** Loaders that ask the main API every time, so the calls can be counted. */
const noCaches = createCaches({ sessionCacheMs: 0, lookupCacheMs: 0, timeZoneCacheMs: 0 });

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.api.token('admin@demo.local');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** Upstream calls counted so far, by resource label. */
async function upstreamCalls(): Promise<Record<string, number>> {
  const metric = await registry.getSingleMetric('gateway_upstream_requests_total')!.get();
  const out: Record<string, number> = {};
  for (const v of metric.values)
    out[String(v.labels.resource)] = (out[String(v.labels.resource)] ?? 0) + v.value;
  return out;
}
/**
 * Upstream calls made by `work`, by resource; the session check (`auth.check`) is left out: the
 * gateway reuses it across requests (tests/gateway/session-cache.test.ts).
 */
async function callsDuring(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await upstreamCalls();
  await work();
  const after = await upstreamCalls();
  return Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, v - (before[k] ?? 0)] as const)
      .filter(([k, v]) => v > 0 && k !== 'auth.check'),
  );
}

const log = { error() {}, warn() {}, info() {}, debug() {} };
const restFor = () =>
  createRest({
    mainApiUrl: h.api.url,
    authUrl: `${h.api.url}/auth`,
    token,
    requestId: 'batching-test',
    timeoutMs: 5000,
    retries: 0,
    log,
  });

describe('record loaders against the real main API', () => {
  it('load N haulers with one GET /haulers?ids=..., in key order, with NOT_FOUND for a miss', async () => {
    const rest = restFor();
    const page = await rest.records.haulers.list({ per_page: 8 });
    const ids = page.models.map((m) => m.id).reverse();
    expect(ids.length).toBeGreaterThanOrEqual(3);

    const loaders = createLoaders(rest, noCaches);
    let got: unknown[] = [];
    const calls = await callsDuring(async () => {
      got = await Promise.all(ids.map((id) => loaders.haulerById.load(id)));
    });
    expect(calls).toEqual({ haulers: 1 });
    expect(got.map((r) => (r as { id: number }).id)).toEqual(ids);

    const [hit, miss] = await createLoaders(rest, noCaches).haulerById.loadMany([ids[0]!, 987654]);
    expect((hit as { id: number }).id).toBe(ids[0]);
    expect((miss as unknown as { extensions: { code: string } }).extensions.code).toBe('NOT_FOUND');
  });

  it('does the same for regions and service areas', async () => {
    const rest = restFor();
    for (const [resource, loader] of [
      ['regions', 'regionById'],
      ['service-areas', 'serviceAreaById'],
    ] as const) {
      const key = resource === 'regions' ? 'regions' : 'serviceAreas';
      const ids = (await rest.records[key].list({ per_page: 6 })).models.map((m) => m.id);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      const loaders = createLoaders(rest, noCaches);
      const calls = await callsDuring(() => Promise.all(ids.map((id) => loaders[loader].load(id))));
      expect(calls).toEqual({ [resource]: 1 });
    }
  });
});

describe("a request's loaders (made when the request first reads them)", () => {
  it('are its own: a record it loaded twice costs one call, the next request asks again', async () => {
    const rest = restFor();
    const [id] = (await rest.records.haulers.list({ per_page: 1 })).models.map((m) => m.id);
    const first = createLoaders(rest, noCaches);
    const second = createLoaders(rest, noCaches);
    expect(first.haulerById).toBe(first.haulerById);
    expect(second.haulerById).not.toBe(first.haulerById);
    const calls = await callsDuring(async () => {
      await first.haulerById.load(id!);
      await first.haulerById.load(id!);
      await second.haulerById.load(id!);
    });
    expect(calls).toEqual({ haulers: 2 });
  });

  it('share one lookup list: the sizes read whole and by id cost one call', async () => {
    const loaders = createLoaders(restFor(), noCaches);
    const calls = await callsDuring(async () => {
      const sizes = await loaders.lookupByKind.load('sizes');
      const one = await loaders.sizeById.load(sizes[0]!.id);
      expect(one.id).toBe(sizes[0]!.id);
    });
    expect(calls).toEqual({ sizes: 1 });
  });
});

describe('through GraphQL', () => {
  it('nodes(ids:) of N sizes costs one upstream call for the sizes', async () => {
    const sizes = await restFor().lookups.list('sizes');
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    const ids = sizes.map((s) => toGlobalId('Size', s.id));
    let body: unknown;
    const calls = await callsDuring(async () => {
      body = (
        await h.gql(
          'query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Size { name } } }',
          { ids },
          { token },
        )
      ).body;
    });
    expect((body as { data: { nodes: { id: string }[] } }).data.nodes.map((n) => n.id)).toEqual(
      ids,
    );
    // One call for all the sizes.
    expect(calls).toEqual({ sizes: 1 });
  });

  it('nodes(ids:) answers in order: null for a missing record, an error for a malformed id', async () => {
    const sizes = await restFor().lookups.list('sizes');
    const ids = [toGlobalId('Size', sizes[0]!.id), toGlobalId('Size', 987654), 'not-an-id'];
    const r = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids }, { token });
    expect(r.body.data!.nodes).toEqual([{ id: ids[0] }, null, null]);
    expect(r.body.errors).toEqual([
      expect.objectContaining({ path: ['nodes', 2], extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });
});

describe('administration records through GraphQL', () => {
  const HAULERS_DEEP = `query ($first: Int!) {
    haulers(first: $first) {
      totalCount
      nodes {
        id name
        regions {
          id name
          zones { id name pricing { id price } }
        }
      }
    }
  }`;

  it('N haulers with their regions, zones and pricing cost the same upstream calls for 5 and 20 haulers', async () => {
    const run = async (first: number) => {
      let body: { data?: { haulers: { nodes: any[] } } | null; errors?: unknown } = {};
      const calls = await callsDuring(async () => {
        body = (await h.gql(HAULERS_DEEP, { first }, { token })).body as typeof body;
      });
      expect(body.errors).toBeUndefined();
      return { calls, nodes: body.data!.haulers.nodes };
    };
    const small = await run(5);
    const big = await run(20);
    expect(big.nodes).toHaveLength(20);
    const regions = big.nodes.flatMap((n) => n.regions);
    const zones = regions.flatMap((r) => r.zones);
    const pricing = zones.flatMap((z) => z.pricing);
    // The page really is deep: dozens of regions, zones and pricing records.
    expect(regions.length).toBeGreaterThan(20);
    expect(zones.length).toBeGreaterThan(20);
    expect(pricing.length).toBeGreaterThan(20);
    // One call per level: the haulers page, regions, zones and pricing.
    expect(big.calls).toEqual({
      haulers: 1,
      regions: 1,
      'service-areas': 1,
      'rolloff-pricings': 1,
    });
    expect(small.calls).toEqual(big.calls);
  });

  it("the regions' exceptions, alerts, contract availability and zone notes add one call each, and match the per-region REST answers", async () => {
    const query = `{ haulers(first: 20) { nodes { regions { databaseId
      exceptions { databaseId } alerts { databaseId } contractAvailability { databaseId }
      zones { notes { databaseId } } } } } }`;
    let body: { data?: { haulers: { nodes: any[] } } | null; errors?: unknown } = {};
    const calls = await callsDuring(async () => {
      body = (await h.gql(query, {}, { token })).body as typeof body;
    });
    expect(body.errors).toBeUndefined();
    // regions: one call for the haulers' regions, one for their availability.
    expect(calls).toEqual({
      haulers: 1,
      regions: 2,
      exceptions: 1,
      alerts: 1,
      'service-areas': 1,
      notes: 1,
    });
    const regions = body.data!.haulers.nodes.flatMap((n) => n.regions);
    const rest = restFor();
    for (const r of regions.slice(0, 5)) {
      const own = await rest.main.get<{ models: { id: number }[] }>(
        `/region/${r.databaseId}/exceptions`,
      );
      expect(r.exceptions.map((e: { databaseId: number }) => e.databaseId)).toEqual(
        own.models.map((e) => e.id),
      );
    }
    expect(regions.some((r) => r.exceptions.length > 0)).toBe(true);
  });
});
