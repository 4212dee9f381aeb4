// The CPU benchmark: what one results query costs each service, and throughput under load.
//   npm run bench -- cpu [--requests 60] [--concurrency 10] [--warmup 600] [--rounds 4]
//                        [--data demo,national] [--against <dir>]
// The main API runs in this process: on the demo data (PGlite, as the tests start it) and on the
// national data set (PostgreSQL, the search benchmark's database dq_bench_search_national,
// seeded on first use: scripts/bench/search.ts); the gateway runs alone in a child
// process, so its CPU time (user + system, from /proc) is the gateway's own. Reports:
// 1. gateway CPU per results query (the web's persisted QuoteResultPageQuery), sequential;
// 2. main API CPU per POST /search (this process, sequential, the same searches, sent from a
//    child process: scripts/bench/searchClient.ts);
// 3. results queries per second and latency with N concurrent users through the gateway;
// 4. the same for two pass-through baselines (scripts/bench/passThrough.ts: the same upstream
//    calls, the REST JSON returned untyped): the issue's, a GraphQL gateway of one untyped field
//    on the same server stack (Apollo Server on Fastify), and the floor, a bare Node HTTP server;
//    and the ratio of the gateway to each (target <= 1.0 against the baseline);
// 5. upstream calls per results query of each (the gateway's from its /metrics, the
//    pass-throughs' from their own count), on the first query and once its caches are warm, and
//    the bytes of the first answer;
// 6. each one's CPU split into its main thread and V8's helper threads (the garbage collector's
//    parallel work and the optimizing compiler's: BENCH_JIT_TRACE=1);
// 7. the Expand Search results query (nearby, the 40-mile buffer) through the gateway, one at a
//    time: the largest answers staff ask for.
// `--against <dir>`: a second gateway from another checkout, measured in the same turns
// (README.md, "Benchmarks"); both trees must persist the same results query.
// The three servers are measured in turns (measureInTurns), not one after the other, each after
// `--warmup` queries of its own (V8 compiles for thousands of queries after a server starts; the
// warm-up's CPU per query is printed apart, and BENCH_JIT_TRACE=1 shows what V8 still compiled
// during the measured queries).
import { performance } from 'node:perf_hooks';
import ResultQuery from '../../web/src/pages/QuoteResultPage/__generated__/QuoteResultPageQuery.graphql.ts';
import { startTestApi } from '../../tests/helpers/api.ts';
import { encodePlaceId } from '../../api/src/maps/places.ts';
import { GATEWAY_NODE_FLAGS } from '../../gateway/src/config.ts';
import { AS_RESULTS_QUERY } from './resultsQuery.ts';
import {
  benchAdminUrl,
  demoToken,
  ensureDatabase,
  startSearchClient,
  startSeededApi,
} from './search.ts';
import { ZIPS, measureInTurns, pct, roundRatios, type Measured } from './turns.ts';
import { startBenchGateway, startChild, stopChildren } from './servers.ts';
import { arg, opt } from './args.ts';

export const placeId = (zip: string) => encodePlaceId({ kind: 'zip', zip });

/** The body of the web's persisted results query (QuoteResultPageQuery) for a ZIP (Expand Search: `nearby`). */
export function resultsQueryBody(zip: string, nearby = false): string {
  return JSON.stringify({
    operationName: 'QuoteResultPageQuery',
    variables: { placeId: placeId(zip), lat: null, lng: null, nearby, groupByHauler: false },
    extensions: {
      persistedQuery: {
        version: 1,
        sha256Hash: (ResultQuery as unknown as { params: { id: string } }).params.id,
      },
    },
  });
}
/** One results query to a benchmarked server: its time and answer bytes; throws without a quote. */
export async function postQuery(url: string, token: string, body: string) {
  const t = performance.now();
  const r = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-requested-with': 'bench',
    },
    body,
  });
  const text = await r.text();
  const answer = JSON.parse(text) as { data?: { quote?: unknown } };
  if (!answer.data?.quote) throw new Error(`results query failed: ${text.slice(0, 300)}`);
  return { ms: performance.now() - t, bytes: Buffer.byteLength(text) };
}

export type Data = 'demo' | 'national';

/** The main API in this process on a data set, and a staff user's token. */
export async function apiOn(
  data: Data,
): Promise<{ url: string; token: string; close(): Promise<void> }> {
  if (data === 'demo') {
    const api = await startTestApi();
    return { url: api.url, token: await api.token('staff@demo.local'), close: () => api.close() };
  }
  const api = await startSeededApi({
    databaseUrl: await ensureDatabase(benchAdminUrl(), 'national', false),
    dataDir: 'memory://',
  });
  const token = await demoToken(api.url, 'staff@demo.local');
  return { url: api.url, token, close: () => api.close() };
}

/** The data sets a benchmark's `--data demo,national` names (both by default). */
export function dataSets(argv: string[]): Data[] {
  const sets = (arg(argv, 'data') ?? 'demo,national').split(',') as Data[];
  const unknown = sets.find((d) => d !== 'demo' && d !== 'national');
  if (unknown) throw new Error(`unknown data set ${unknown}`);
  return sets;
}

export async function run(argv: string[]) {
  const requests = opt(argv, 'requests', 60);
  const concurrency = opt(argv, 'concurrency', 10);
  const warmup = opt(argv, 'warmup', 600);
  const against = arg(argv, 'against');
  const rounds = opt(argv, 'rounds', 4);
  for (const d of dataSets(argv)) await runOn(d, requests, concurrency, warmup, rounds, against);
}

async function runOn(
  data: Data,
  requests: number,
  concurrency: number,
  warmup: number,
  rounds: number,
  against: string | undefined,
) {
  const api = await apiOn(data);
  const { token } = api;
  // As deployed (compose.yaml, deploy/k8s): with the gateway's Node flags, in production mode.
  const gateway = await startBenchGateway(api.url);
  // With the gateway's Node flags too, so that the comparison is of the code, not the settings.
  const passThrough = (kind: 'graphql' | 'http') =>
    startChild(
      'scripts/bench/passThrough.ts',
      { MAIN_API_URL: api.url, NODE_ENV: 'production', PASS_THROUGH: kind },
      GATEWAY_NODE_FLAGS,
    );
  const baseline = await passThrough('graphql');
  const floor = await passThrough('http');
  const other = against ? await startBenchGateway(api.url, GATEWAY_NODE_FLAGS, against) : undefined;
  // The gateway gets the web's persisted results query; the GraphQL pass-through its one field;
  // the bare pass-through reads only the variables.
  const bodyOf = (zip: string, kind: 'gateway' | 'pass-through') =>
    kind === 'gateway'
      ? resultsQueryBody(zip)
      : JSON.stringify({
          query: 'query PassThrough($placeId: ID!) { quote(placeId: $placeId) }',
          variables: { placeId: placeId(zip) },
        });
  type Server = Awaited<ReturnType<typeof startChild>>;
  const queryOn = (server: Server, kind: 'gateway' | 'pass-through') => (zip: string) => {
    server.queries++;
    return postQuery(server.url, token, bodyOf(zip, kind));
  };
  // The gateway's upstream calls so far: the sum of gateway_upstream_requests_total on /metrics
  // (open to loopback callers without METRICS_TOKEN); the pass-through counts its own.
  const gatewayCalls = (url: string) => async () => {
    const text = await (await fetch(url.replace(/\/graphql$/, '/metrics'))).text();
    return [...text.matchAll(/^gateway_upstream_requests_total\{[^}]*\} (\d+)/gm)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
  };
  const callsOf = (url: string) => async () =>
    ((await (await fetch(url.replace(/\/graphql$/, '/calls'))).json()) as { calls: number }).calls;
  const servers = [gateway, baseline, floor, ...(other ? [other] : [])];
  try {
    const measuree = (s: Server, kind: 'gateway' | 'pass-through') => ({
      pid: s.child.pid!,
      query: queryOn(s, kind),
      upstreamCalls: kind === 'gateway' ? gatewayCalls(s.url) : callsOf(s.url),
      warmedUp: () => (s.jit.measuring = true),
    });
    const [g, b, f, o] = await measureInTurns(
      servers.map((s) => measuree(s, s === baseline || s === floor ? 'pass-through' : 'gateway')),
      requests,
      concurrency,
      warmup,
      rounds,
    );
    // Expand Search (the 40-mile buffer) through the gateway, one at a time: its answers are the
    // largest a staff member asks for (thousands of products at a dense national point).
    const nearbyMs: number[] = [];
    let nearbyBytes = 0;
    for (let round = 0; round < 3; round++)
      for (const zip of ZIPS) {
        const r = await postQuery(gateway.url, token, resultsQueryBody(zip, true));
        if (round > 0) nearbyMs.push(r.ms);
        if (zip === ZIPS[0]) nearbyBytes = r.bytes;
      }
    // Main API CPU per /search: this process's CPU over the same searches, one at a time, sent
    // from a child process (so that the caller's receiving is not counted); at least 100 of
    // them, so that one collection of the garbage the runs above left does not decide the
    // figure (30 read 12 to 19 ms on the same build).
    const searches = Math.max(requests, 100);
    const client = await startSearchClient();
    let apiCpu: number;
    try {
      // As the gateway's results query asks.
      const bodyOf = (zip: string) => ({ zip_code: zip, ...AS_RESULTS_QUERY });
      await client.run({ url: api.url, token, bodies: ZIPS.map(bodyOf) });
      const a0 = process.cpuUsage();
      await client.run({
        url: api.url,
        token,
        bodies: Array.from({ length: searches }, (_, i) => bodyOf(ZIPS[i % ZIPS.length])),
      });
      const a = process.cpuUsage(a0);
      apiCpu = (a.user + a.system) / 1000 / searches;
    } finally {
      client.close();
    }
    const row = (name: string, m: Measured) =>
      `  ${name.padEnd(13)} ${m.cpuSeq.toFixed(1).padStart(6)} ms ${m.cpuLoaded.toFixed(1).padStart(8)} ms ${m.perSecond.toFixed(1).padStart(9)} ${m.p50.toFixed(0).padStart(6)} ms ${m.p95.toFixed(0).padStart(6)} ms ${String(m.bytes).padStart(9)} B ${String(m.callsFirst).padStart(5)} ${m.calls.toFixed(1).padStart(6)}`;
    console.log(
      `\nresults query, ${data} data, ${requests} sequential then ${requests * 2} with ${concurrency} concurrent users, over ${ZIPS.length} ZIPs, after a warm-up of ${warmup}, on Node ${process.version}:`,
    );
    console.log(
      '                CPU/query  CPU/query   queries/s    p50      p95     first answer  upstream calls/query',
    );
    console.log(
      `                sequential   loaded  (${String(concurrency).padStart(2)} users)  (${String(concurrency).padStart(2)} users) (${String(concurrency).padStart(2)} users)   (${ZIPS[0]})  first  warm`,
    );
    console.log(row('gateway', g));
    console.log(row('pass-through', b));
    console.log(row('bare HTTP', f));
    if (o) console.log(row('--against', o));
    const ratio = (m: Measured) =>
      `${(g.cpuSeq / m.cpuSeq).toFixed(2)} sequential, ${(g.cpuLoaded / m.cpuLoaded).toFixed(2)} loaded`;
    console.log(
      `  ratio gateway / pass-through CPU: ${ratio(b)} (target <= 1.0; the pass-through is a GraphQL gateway of one untyped field on Apollo Server and Fastify)`,
    );
    /** The ratio of `g` to `m` in each round, sequential then loaded. */
    const byRound = (m: Measured, k: 'seq' | 'loaded') =>
      roundRatios(g, m)
        .map((x) => x[k].toFixed(2))
        .join(' ');
    const drift = `${byRound(b, 'seq')} sequential, ${byRound(b, 'loaded')} loaded`;
    console.log(
      `  the same ratio in each of the ${g.rounds.length} rounds: ${drift} (the machine's drift within this run)`,
    );
    console.log(
      `  ratio gateway / bare HTTP CPU: ${ratio(f)} (the floor: the same calls from a bare Node HTTP server, no GraphQL)`,
    );
    if (o)
      console.log(
        `  gateway / --against (${against}) CPU: ${(g.cpuSeq / o.cpuSeq).toFixed(3)} sequential, ${(g.cpuLoaded / o.cpuLoaded).toFixed(3)} loaded; by round ${byRound(o, 'seq')} sequential, ${byRound(o, 'loaded')} loaded`,
      );
    const split = (m: Measured) =>
      `${m.mainSeq.toFixed(1)} + ${(m.cpuSeq - m.mainSeq).toFixed(1)} ms sequential, ${m.mainLoaded.toFixed(1)} + ${(m.cpuLoaded - m.mainLoaded).toFixed(1)} ms loaded`;
    console.log(
      `  main thread + V8's helper threads (garbage collection, optimizing compiles): gateway ${split(g)}; pass-through ${split(b)}; bare HTTP ${split(f)}`,
    );
    const where =
      data === 'demo'
        ? 'PGlite, in process; the caller in a child process'
        : "PostgreSQL: this process's CPU, not the server's; the caller in a child process";
    console.log(
      `  main API CPU per /search    ${apiCpu.toFixed(1)} ms (${where}, ${searches} sequential)`,
    );
    console.log(
      `  warm-up (${warmup} queries each, before the figures above, V8 still compiling): gateway ${g.cpuWarmup.toFixed(1)} ms, pass-through ${b.cpuWarmup.toFixed(1)} ms, bare HTTP ${f.cpuWarmup.toFixed(1)} ms of CPU per query`,
    );
    console.log(
      `  Expand Search (nearby, 40 miles) results query through the gateway, one at a time: p50 ${pct(nearbyMs, 50).toFixed(0)} ms, max ${Math.max(...nearbyMs).toFixed(0)} ms (${nearbyMs.length} queries after a round of the ${ZIPS.length} ZIPs), first answer ${nearbyBytes} B (${ZIPS[0]})`,
    );
    const named = [
      ['gateway', gateway],
      ['pass-through', baseline],
      ['bare HTTP', floor],
      ...(other ? [['--against', other] as const] : []),
    ] as const;
    if (process.env.BENCH_JIT_TRACE) {
      console.log('  optimizing compiles (--trace-opt) during the measured queries:');
      for (const [name, s] of named)
        for (const l of s.jit.lines(name, requests * 3)) console.log(l);
    }
    if (process.env.BENCH_GC_TRACE) {
      console.log('  garbage collection (--trace-gc-nvp), per results query over the whole run:');
      for (const [name, s] of named) console.log(s.gc.line(name, s.queries));
    }
  } finally {
    await stopChildren(servers);
    await api.close();
  }
}
