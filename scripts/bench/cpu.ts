// The CPU benchmark: what one results query costs each service, and throughput under load.
//   npm run bench -- cpu [--requests 60] [--concurrency 10]
// The main API runs in this process (PGlite, demo data); the gateway runs alone in a child
// process, so its CPU time (user + system, from /proc) is the gateway's own. Reports:
// 1. gateway CPU per results query (the web's persisted QuoteResultPageQuery), sequential;
// 2. main API CPU per POST /search (this process, sequential, the same searches);
// 3. results queries per second and latency with N concurrent users through the gateway.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ResultQuery from '../../web/src/pages/QuoteResultPage/__generated__/QuoteResultPageQuery.graphql.ts';
import { startTestApi } from '../../tests/helpers/api.ts';

const ZIPS = ['60601', '30303', '78701', '80202', '85004', '02108'];
const placeId = (zip: string) =>
  `ChIJ${Buffer.from(`zip:${zip}`).toString('base64').replace(/=+$/, '')}`;
const opt = (argv: string[], name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
/** CPU time (user + system) of a process in ms, from /proc (10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function run(argv: string[]) {
  const requests = opt(argv, 'requests', 60);
  const concurrency = opt(argv, 'concurrency', 10);
  const api = await startTestApi();
  const token = await api.token('staff@demo.local');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('gateway/src/server.ts')],
    {
      env: {
        ...process.env,
        MAIN_API_URL: api.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: 'bench-secret-bench-secret-0123456789',
        WEB_DIST: '/nonexistent',
        PERSISTED_QUERIES_FILE: path.resolve('web/persisted-queries.json'),
        LOG_LEVEL: 'error',
        // As deployed (Dockerfile): graphql-js checks every type test across realms otherwise,
        // a development cost of several ms per results query that production does not pay.
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
    child.on('exit', (c) => reject(new Error(`gateway exited ${c}`)));
  });
  const url = `http://127.0.0.1:${port}/graphql`;
  const id = (ResultQuery as unknown as { params: { id: string } }).params.id;
  const query = async (zip: string) => {
    const t = performance.now();
    const r = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-requested-with': 'bench',
      },
      body: JSON.stringify({
        operationName: 'QuoteResultPageQuery',
        variables: { placeId: placeId(zip), lat: null, lng: null, nearby: false },
        extensions: { persistedQuery: { version: 1, sha256Hash: id } },
      }),
    });
    const body = (await r.json()) as { data?: { quote?: unknown } };
    if (!body.data?.quote)
      throw new Error(`results query failed: ${JSON.stringify(body).slice(0, 300)}`);
    return performance.now() - t;
  };
  const search = async (zip: string) => {
    const r = await fetch(`${api.url}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ zip_code: zip }),
    });
    if (r.status !== 200) throw new Error(`POST /search answered ${r.status}`);
    await r.text();
  };
  try {
    for (const zip of ZIPS) for (let i = 0; i < 3; i++) await query(zip); // warm up (JIT)
    // 1. Gateway CPU per query: the child's CPU time over sequential queries. The main API's
    // share is in this process, not in the child.
    const g0 = cpuMs(child.pid!);
    const t0 = performance.now();
    for (let i = 0; i < requests; i++) await query(ZIPS[i % ZIPS.length]);
    const gatewayCpu = (cpuMs(child.pid!) - g0) / requests;
    const seqMs = (performance.now() - t0) / requests;
    // 2. Main API CPU per /search: this process's CPU over the same searches.
    const a0 = process.cpuUsage();
    for (let i = 0; i < requests; i++) await search(ZIPS[i % ZIPS.length]);
    const a = process.cpuUsage(a0);
    const apiCpu = (a.user + a.system) / 1000 / requests;
    // 3. Throughput with `concurrency` users, each running queries back to back.
    const lat: number[] = [];
    const c0 = cpuMs(child.pid!);
    const t1 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests * 2) lat.push(await query(ZIPS[next++ % ZIPS.length]));
      }),
    );
    const secs = (performance.now() - t1) / 1000;
    const gatewayCpuLoaded = (cpuMs(child.pid!) - c0) / lat.length;
    console.log(
      `\nresults query, demo data, ${requests} sequential requests over ${ZIPS.length} ZIPs:`,
    );
    console.log(
      `  gateway CPU per query      ${gatewayCpu.toFixed(1)} ms (wall ${seqMs.toFixed(1)} ms)`,
    );
    console.log(`  main API CPU per /search   ${apiCpu.toFixed(1)} ms`);
    console.log(`${concurrency} concurrent users, ${lat.length} queries:`);
    console.log(
      `  ${(lat.length / secs).toFixed(1)} queries/s, p50 ${pct(lat, 50).toFixed(0)} ms, p95 ${pct(lat, 95).toFixed(0)} ms, gateway CPU per query ${gatewayCpuLoaded.toFixed(1)} ms`,
    );
  } finally {
    child.kill('SIGKILL');
    await api.close();
  }
}
