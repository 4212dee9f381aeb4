// Over 300 lines: seeding each scale on both engines, the measured searches and the table of one benchmark.
// The search benchmark: POST /search latency (p50, p95) and main API CPU per search over the HTTP
// API, one at a time and 10 concurrent (the same points again), and the point lookup alone (GiST
// box prefilter + exact turf test), at 1x and 100x demo data and on the national data set, on
// PostgreSQL and on PGlite. The API runs in this process and its caller in a child process
// (searchClient.ts), as the gateway calls it from its own: this process's CPU clock counts the
// API's work alone (with PGlite, the database's too). Before 2026-11-28 the caller ran in this
// process, and its sending, receiving and parsing (about 3 ms per demo search on the AMD
// machine) counted as the API's.
//
//   npm run bench -- search [--scales 1,100,national] [--engines postgres,pglite] [--requests 200] [--warm-up 10] [--fresh] [--blocks]
//
// Before the measured searches the API answers the first quarter of the points (at most 20),
// `--warm-up` times over: V8 compiles a process's hot code in background threads for its first
// few hundred searches. After 20 searches that compiling was still 7 of the 15.6 ms of CPU per
// demo search on PGlite (the threads other than the main one, from /proc), after 200 it was 4 of
// 12.2. The other points stay first searches of their area (rows not yet in the API's row
// cache), which is what the national p95 measures.
//
// Searches are sent as the gateway's results query sends them (AS_RESULTS_QUERY: without the
// products' pricing blocks and the regions' contract and current availability); --blocks asks
// for the full answer.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; each
// scale gets its own database dq_bench_search_<scale>, seeded with `npm run seed -- --scale N`
// (or `--national`) and kept for the next run (--fresh rebuilds it). On PGlite each scale gets its
// own data directory, .cache/bench/pglite-<scale>, seeded the same way (DATA_DIR) and kept. The
// national set takes a few minutes to seed the first time on each engine.
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { centerOfMass } from '@turf/turf';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { zonesAt } from '../../api/src/domain/search/run.ts';
import { toAreas } from '../../api/src/domain/geometry/index.ts';
import { startApi } from '../../api/src/server.ts';
import { AS_RESULTS_QUERY } from './resultsQuery.ts';
import type { Batch, BatchResult } from './searchClient.ts';
import { arg, opt } from './args.ts';

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    mean,
    max: s[s.length - 1],
  };
}

// Deterministic PRNG (mulberry32) so every run asks the same points.
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The PostgreSQL server the benchmarks create their databases on. */
export const benchAdminUrl = () =>
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

/** The main API in this process on seeded data (no demo seeding, no jobs, no optional features). */
export function startSeededApi(target: Target) {
  process.env.JOBS = 'off';
  return startApi({
    port: 0,
    host: '127.0.0.1',
    ...target,
    demoData: false,
    featureCustomerPricing: false,
    featureLogging: false,
  });
}

/** The access token of a demo user (password demo-password) from the main API at `apiUrl`. */
export async function demoToken(apiUrl: string, email: string): Promise<string> {
  const res = await fetch(`${apiUrl}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} (is the demo data seeded?)`);
  return ((await res.json()) as { access_token: string }).access_token;
}

type Scale = number | 'national';
type Engine = 'postgres' | 'pglite';

/** Where the API of a scale reads: a PostgreSQL database, or a PGlite data directory. */
export type Target =
  { databaseUrl: string; dataDir: 'memory://' } | { databaseUrl: undefined; dataDir: string };

/** Runs `npm run seed` for a scale into `where` (DATABASE_URL or DATA_DIR in `env`). */
function seedScale(scale: Scale, where: string, env: Record<string, string>) {
  const args = scale === 'national' ? ['--national'] : ['--scale', String(scale)];
  console.log(`seeding ${where} (npm run seed -- ${args.join(' ')}) ...`);
  const t = Date.now();
  const r = spawnSync('npm', ['run', 'seed', '--', ...args], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`seeding scale ${scale} into ${where} failed`);
  console.log(`seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

/** The seeded PGlite data directory of a scale (seeded on first use, or again with `fresh`). */
function ensureDataDir(scale: Scale, fresh: boolean): string {
  const dir = path.resolve(`.cache/bench/pglite-${scale}`);
  const marker = path.join(dir, '.bench-seeded');
  if (fs.existsSync(marker) && !fresh) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  seedScale(scale, dir, { DATA_DIR: dir, DATABASE_URL: '' });
  fs.writeFileSync(marker, new Date().toISOString());
  return dir;
}

export async function ensureDatabase(
  adminUrl: string,
  scale: Scale,
  fresh: boolean,
): Promise<string> {
  const name = `dq_bench_search_${scale}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists =
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount! > 0;
  let seeded = false;
  if (exists && !fresh) {
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    try {
      const r = await c.query(`SELECT value FROM meta WHERE key = 'demo_seeded'`);
      seeded = r.rowCount! > 0;
    } catch {
      seeded = false;
    }
    await c.end();
  }
  if (!seeded) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  if (!seeded) seedScale(scale, name, { DATABASE_URL: url.toString() });
  return url.toString();
}

/**
 * A caller of `POST /search` in a child process (searchClient.ts), one batch at a time, so that
 * this process's CPU clock counts the main API alone.
 */
export async function startSearchClient() {
  const child = fork(path.resolve('scripts/bench/searchClient.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return {
    run: (b: Batch) =>
      new Promise<BatchResult>((resolve, reject) => {
        const exited = (code: number | null) => reject(new Error(`search client exited ${code}`));
        child.once('exit', exited);
        child.once('message', (m: { ok?: BatchResult; error?: string }) => {
          child.off('exit', exited);
          if (m.ok) resolve(m.ok);
          else reject(new Error(m.error));
        });
        child.send(b);
      }),
    close: () => child.kill(),
  };
}

/** CPU milliseconds (user + system) per search of a `process.cpuUsage` difference. */
const msPer = (cpu: NodeJS.CpuUsage, searches: number) => (cpu.user + cpu.system) / 1000 / searches;

async function benchScale(
  adminUrl: string,
  engine: Engine,
  scale: Scale,
  requests: number,
  o: { fresh: boolean; blocks: boolean; warmUp: number },
) {
  const { fresh, blocks, warmUp } = o;
  const target: Target =
    engine === 'postgres'
      ? { databaseUrl: await ensureDatabase(adminUrl, scale, fresh), dataDir: 'memory://' }
      : { databaseUrl: undefined, dataDir: ensureDataDir(scale, fresh) };
  const api = await startSeededApi(target);
  try {
    const db = api.database.db;
    const count = async (q: string) =>
      Number(((await db.execute(sql.raw(q))) as unknown as { rows: { n: number }[] }).rows[0].n);
    const zones = await count('SELECT count(*)::int AS n FROM service_areas WHERE active = 1');
    const products = await count('SELECT count(*)::int AS n FROM rolloff_pricing');
    const token = await demoToken(api.url, 'admin@demo.local');

    // Points: centres of random active zones (hits) and random points of the seeded area (mostly misses).
    const rand = rng(42 + (scale === 'national' ? 7 : scale));
    const sample = (await db.execute(
      sql`SELECT boundaries, min_lng, min_lat, max_lng, max_lat FROM service_areas WHERE active = 1 AND boundaries IS NOT NULL ORDER BY id`,
    )) as unknown as {
      rows: {
        boundaries: unknown;
        min_lng: number;
        min_lat: number;
        max_lng: number;
        max_lat: number;
      }[];
    };
    const rows = sample.rows;
    const points: [number, number][] = [];
    for (let i = 0; i < requests; i++) {
      const z = rows[Math.floor(rand() * rows.length)];
      if (i % 4 === 3)
        points.push([
          z.min_lng + (z.max_lng - z.min_lng) * rand() * 3 - (z.max_lng - z.min_lng),
          z.min_lat + (z.max_lat - z.min_lat) * rand() * 3 - (z.max_lat - z.min_lat),
        ]);
      else
        points.push(
          centerOfMass(toAreas(z.boundaries)[0]).geometry.coordinates as [number, number],
        );
    }
    // The caller runs in a child process (searchClient.ts): this process's CPU clock then counts
    // the API alone.
    const client = await startSearchClient();
    const measured = await (async () => {
      const bodies = (ps: [number, number][], buffer?: number) =>
        ps.map((p) => ({
          latitude: p[1],
          longitude: p[0],
          ...(buffer ? { buffer } : {}),
          ...(blocks ? {} : AS_RESULTS_QUERY),
        }));
      const batch = (b: Omit<Batch, 'url' | 'token'>) => client.run({ url: api.url, token, ...b });
      const warm = points.slice(0, Math.min(20, Math.ceil(requests / 4)));
      if (warmUp > 0) await batch({ bodies: bodies(warm), rounds: warmUp });
      let cpu = process.cpuUsage();
      const sequential = await batch({ bodies: bodies(points) });
      cpu = process.cpuUsage(cpu);
      // 10 concurrent callers over the same points (a second search of each, its rows now kept):
      // throughput, latency and CPU per search.
      const c0 = process.cpuUsage();
      const concurrent = await batch({ bodies: bodies(points), concurrency: 10 });
      const c1 = process.cpuUsage(c0);
      const heavy = scale === 'national' || scale >= 50;
      const nearby = await batch({ bodies: bodies(points.slice(0, heavy ? 5 : 50), 40) });
      return {
        search: stats(sequential.ms),
        hits: sequential.hits,
        cpuMs: msPer(cpu, points.length),
        concurrent10: {
          ...stats(concurrent.ms),
          perSecond: (points.length / concurrent.wallMs) * 1000,
          cpuMs: msPer(c1, points.length),
        },
        nearby40: stats(nearby.ms),
      };
    })().finally(() => client.close());
    const lookup: number[] = [];
    for (const p of points) {
      const t = performance.now();
      await zonesAt(db, p, 0);
      lookup.push(performance.now() - t);
    }
    return {
      engine,
      scale,
      zones,
      products,
      meanResults: measured.hits / points.length,
      search: measured.search,
      cpuMs: measured.cpuMs,
      concurrent10: measured.concurrent10,
      nearby40: measured.nearby40,
      pointLookup: stats(lookup),
    };
  } finally {
    await api.close();
  }
}

/** Runs the search benchmark and prints a table. */
export async function run(argv: string[]) {
  const scales: Scale[] = (arg(argv, 'scales') ?? '1,100,national')
    .split(',')
    .map((s) => (s === 'national' ? s : Number(s)));
  // Scaled demo data stacks ~100 haulers on each point (responses of tens of MB), so fewer requests there.
  const requestsAt = (scale: Scale) =>
    opt(argv, 'requests', scale !== 'national' && scale >= 50 ? 40 : 200);
  const engines = (arg(argv, 'engines') ?? 'postgres,pglite').split(',') as Engine[];
  for (const e of engines)
    if (e !== 'postgres' && e !== 'pglite') throw new Error(`unknown engine ${e}`);
  const fresh = argv.includes('--fresh');
  // As the gateway's results query asks (products without their pricing blocks), unless --blocks.
  const blocks = argv.includes('--blocks');
  const warmUp = Math.max(1, Math.trunc(opt(argv, 'warm-up', 10)) || 1);
  const adminUrl = benchAdminUrl();
  const results = [];
  for (const scale of scales)
    for (const engine of engines)
      results.push(
        await benchScale(adminUrl, engine, scale, requestsAt(scale), { fresh, blocks, warmUp }),
      );
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `\nPOST /search ${blocks ? 'with' : 'without'} the pricing blocks (ms; sequential requests over HTTP from a child process; CPU: the API's process, PGlite included)`,
  );
  console.log(
    '  engine     scale   zones  products results/search |  search p50    p95  CPU/search | 10 concurrent p50    p95   per s  CPU/search | buffer 40 p50    p95 | point lookup p50    p95',
  );
  for (const r of results) {
    console.log(
      `  ${r.engine.padEnd(8)} ${String(r.scale).padStart(8)} ${String(r.zones).padStart(7)} ${String(r.products).padStart(9)} ${r.meanResults.toFixed(2).padStart(14)} |   ${f(r.search.p50)} ${f(r.search.p95)}     ${f(r.cpuMs)} |       ${f(r.concurrent10.p50)} ${f(r.concurrent10.p95)} ${f(r.concurrent10.perSecond)}     ${f(r.concurrent10.cpuMs)} |   ${f(r.nearby40.p50)} ${f(r.nearby40.p95)} |        ${f(r.pointLookup.p50)} ${f(r.pointLookup.p95)}`,
    );
  }
  console.log(JSON.stringify(results));
}
