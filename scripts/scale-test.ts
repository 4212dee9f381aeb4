// Over 300 lines: one scenario (replicas, callers, a kill, the checks) read top to bottom.
// The scale-out check without Docker (docs/deploying.md#proof-under-failure):
//
//   npm run scale-test [-- --seconds 30 --users 8]
//
// On a fresh database of the machine's PostgreSQL (TEST_DATABASE_URL, else the local one) and
// Redis (REDIS_URL, else redis://127.0.0.1:6379 when it answers), it starts main API and
// gateway processes in production mode behind two small round-robin proxies (one in front of the
// gateways for callers, one in front of the main APIs for the gateways), and runs a mixed load:
// staff quoting through a session, admins saving their own region (each save acknowledged with a
// sequence number), other tools querying haulers with a bearer token.
//   1. one main API and one gateway: throughput;
//   2. two of each: throughput, and midway one main API and one gateway are killed (SIGKILL);
//      requests, errors and p50/p95 before, in the 2 s after the kill, and after;
//   3. the killed ones restarted: every session and token works on every process; no
//      acknowledged region save is lost; the job queue: what ran, how often, what failed.
// Prints a report and exits 1 when a write was lost or a session/token fails somewhere.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generateSigningJwk } from '../api/src/auth/tokens.ts';
import {
  postgresUrl,
  startGatewayReplica,
  startReplica,
  type Replica,
} from '../tests/ops/replica.ts';

function opt(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const SECONDS = opt('seconds', 30);
const USERS = opt('users', 8);

// --- a round-robin proxy with a passive health check ----------------------------------------

interface Proxy {
  url: string;
  backends: string[];
  /** What the proxy could not forward: backend and error, at `performance.now()`. */
  errors: { at: number; backend: string; code: string; answered: boolean }[];
  close(): Promise<void>;
}

/**
 * Round robin over `backends`, as a load balancer with a passive health check: a backend that
 * refuses a connection is skipped for 2 s and the request goes to one not tried yet (nothing
 * reached the refusing one). A request cut off in flight is not repeated (it may have been acted
 * on): the caller gets a 502 with `x-proxy-error: <code>` and an empty body, or, when the answer
 * had started, a cut connection.
 */
async function roundRobin(backends: string[]): Promise<Proxy> {
  let next = 0;
  const downUntil = new Map<string, number>();
  const pick = (tried: Set<string>) => {
    const live = proxy.backends.filter(
      (b) => !tried.has(b) && (downUntil.get(b) ?? 0) <= performance.now(),
    );
    const from = live.length ? live : proxy.backends.filter((b) => !tried.has(b));
    return from.length ? from[next++ % from.length] : undefined;
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<string>();
      const fail = (backend: string, err: NodeJS.ErrnoException) => {
        const code = String(err.code ?? err.message);
        proxy.errors.push({ at: performance.now(), backend, code, answered: res.headersSent });
        if (!res.headersSent) {
          res.writeHead(502, { 'x-proxy-error': code });
          res.end();
        } else res.destroy();
      };
      const attempt = () => {
        const backend = pick(tried)!;
        tried.add(backend);
        const target = new URL(backend);
        const up = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: target.host },
            // A new connection per request: a killed backend refuses it (and is skipped)
            // instead of resetting a pooled socket.
            agent: false,
          },
          (r) => {
            res.writeHead(r.statusCode ?? 502, r.headers);
            r.on('error', (err) => fail(backend, err));
            r.pipe(res);
          },
        );
        up.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED') {
            downUntil.set(backend, performance.now() + 2000);
            if (pick(tried)) return attempt();
          }
          fail(backend, err);
        });
        up.end(body);
      };
      attempt();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const proxy: Proxy = {
    url: `http://127.0.0.1:${port}`,
    backends,
    errors: [],
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return proxy;
}

// --- the load -------------------------------------------------------------------------------

interface Sample {
  at: number;
  ms: number;
  ok: boolean;
  kind: string;
  /** Why it failed: the error or the answer's first message. */
  why?: string;
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { viewer { email } userErrors { message } } }`;
const VIEWER = `{ viewer { email } }`;
const SUGGEST = `query ($i: String!) { placeSuggestions(input: $i) { placeId } }`;
const QUOTE = `query ($p: ID!) { quote(placeId: $p) { id productCount products { id hauler { name } availability { deliveryType } } zones { id } } }`;
const HAULERS = `{ haulers(first: 5) { totalCount } }`;
const REGION = `query ($id: ID!) { node(id: $id) { ... on Region { id updatedAt notes } } }`;
const SAVE = `mutation ($input: UpdateRegionInput!) { updateRegion(input: $input) { region { updatedAt notes } userErrors { message } } }`;

async function gql(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  auth: { cookie?: string; token?: string } = {},
) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: { data?: Record<string, any>; errors?: { message: string }[] };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `${res.status} not JSON (${text.length} bytes${res.headers.get('x-proxy-error') ? `, proxy: ${res.headers.get('x-proxy-error')}` : ''}): ${text.slice(0, 60)}`,
    );
  }
  return { status: res.status, body, cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

async function login(gateway: string, email: string) {
  const r = await gql(gateway, LOGIN, { input: { email, password: 'demo-password' } });
  if (!r.cookie) throw new Error(`login of ${email} failed: ${JSON.stringify(r.body)}`);
  return r.cookie;
}

async function bearer(api: string, email: string) {
  const res = await fetch(`${api}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`token for ${email}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Writer {
  region: string;
  cookie: string;
  updatedAt: string;
  acked: number;
  tried: number;
  prefix: string;
}

/** Runs USERS callers for `seconds` against `front`; `at(ms)` hooks run once at that time. */
async function load(
  front: string,
  seconds: number,
  actors: { staff: string; token: string; placeId: string; writers: Writer[] },
  at: { ms: number; run: () => Promise<void> }[] = [],
) {
  const samples: Sample[] = [];
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  for (const a of at) setTimeout(() => void a.run(), a.ms);
  const timed = async (kind: string, f: () => Promise<boolean | string>) => {
    const s = performance.now();
    let ok = false;
    let why: string | undefined;
    try {
      const r = await f();
      ok = r === true;
      if (!ok) why = typeof r === 'string' ? r : 'refused';
    } catch (err) {
      why = (err as Error).message;
    }
    samples.push({ at: s - t0, ms: performance.now() - s, ok, kind, why });
  };
  const verdict = (r: Awaited<ReturnType<typeof gql>>, ok: boolean) =>
    ok || `${r.status} ${r.body.errors?.[0]?.message ?? ''}`.trim();
  await Promise.all(
    Array.from({ length: USERS }, async (_, u) => {
      const writer = actors.writers[u % actors.writers.length];
      for (let i = 0; performance.now() < end; i++) {
        const pick = (u + i) % 5;
        if (pick < 3)
          await timed('quote', async () => {
            const r = await gql(front, QUOTE, { p: actors.placeId }, { cookie: actors.staff });
            return verdict(r, r.status === 200 && !r.body.errors && Boolean(r.body.data?.quote));
          });
        else if (pick === 3)
          await timed('tool', async () => {
            const r = await gql(front, HAULERS, {}, { token: actors.token });
            return verdict(r, r.status === 200 && !r.body.errors);
          });
        else
          await timed('save', async () => {
            const seq = ++writer.tried;
            const r = await gql(
              front,
              SAVE,
              {
                input: {
                  id: writer.region,
                  updatedAt: writer.updatedAt,
                  notes: `${writer.prefix}${seq}`,
                },
              },
              { cookie: writer.cookie },
            );
            const saved = r.body.data?.updateRegion;
            if (r.status === 200 && saved?.region && !saved.userErrors?.length) {
              writer.updatedAt = saved.region.updatedAt;
              writer.acked = Math.max(writer.acked, seq);
              return true;
            }
            // Refused (e.g. stale after an in-flight save landed): read the current version.
            const cur = await gql(front, REGION, { id: writer.region }, { cookie: writer.cookie });
            if (cur.body.data?.node) writer.updatedAt = cur.body.data.node.updatedAt;
            return saved?.userErrors?.[0]?.message ?? verdict(r, false);
          });
      }
    }),
  );
  return { samples, t0, seconds: (performance.now() - t0) / 1000 };
}

function summary(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const q = (p: number) =>
    ms.length ? ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] : NaN;
  return {
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    perSecond: samples.length / seconds,
    p50: q(0.5),
    p95: q(0.95),
  };
}

/** The failures of some samples, counted by kind and reason. */
function failures(samples: Sample[]): string {
  const n = new Map<string, number>();
  for (const s of samples.filter((x) => !x.ok)) {
    const k = `${s.kind}: ${(s.why ?? '').slice(0, 80)}`;
    n.set(k, (n.get(k) ?? 0) + 1);
  }
  return [...n].map(([k, c]) => `        ${c} x ${k}`).join('\n');
}

const fmt = (s: ReturnType<typeof summary>) =>
  `${String(s.requests).padStart(6)} req ${String(s.errors).padStart(4)} errors ${s.perSecond.toFixed(1).padStart(7)} req/s  p50 ${s.p50.toFixed(0).padStart(5)} ms  p95 ${s.p95.toFixed(0).padStart(5)} ms`;

// --- scheduled jobs -------------------------------------------------------------------------

const JOBS_DUE = 8;

/**
 * Schedules JOBS_DUE check-back jobs falling due through the next `seconds` (the database
 * clock), each on a check-back exception of its own: a run raises one alert, so the alerts count
 * the runs. The jobs carry the planner's keys, written in the exceptions' transaction, so a
 * replica planning later (the restarted one) cannot schedule them a second time.
 */
async function scheduleDueJobs(db: pg.Client, seconds: number): Promise<string[]> {
  const regions = (
    await db.query<{ id: number }>('SELECT id FROM regions ORDER BY id LIMIT $1', [JOBS_DUE])
  ).rows;
  const date = new Date().toISOString().slice(0, 10);
  const keys: string[] = [];
  await db.query('BEGIN');
  for (const [i, r] of regions.entries()) {
    const ex = await db.query<{ id: number }>(
      `INSERT INTO exceptions (region_id, type, reason, action_type, action_date)
       VALUES ($1, 'other', $2, 'checkBack', $3) RETURNING id`,
      [r.id, `scale-test job ${i + 1}`, date],
    );
    const id = ex.rows[0].id;
    const key = `checkback:${id}:${date}`;
    const inSecs = seconds * (0.1 + (0.8 * i) / Math.max(1, regions.length - 1));
    await db.query(
      `INSERT INTO jobs (name, key, payload, run_at)
       VALUES ('exception.checkBack', $1, $2::jsonb, now() + make_interval(secs => $3))`,
      [key, JSON.stringify({ exceptionId: id, date }), inSecs],
    );
    keys.push(key);
  }
  await db.query('COMMIT');
  return keys;
}

/** Reports how often each due job ran (its alerts) and where; answers false if one ran twice. */
async function jobsRanOnce(db: pg.Client, keys: string[], apis: Replica[]): Promise<boolean> {
  const read = () =>
    db.query<{
      key: string;
      status: string;
      attempts: number;
      locked_by: string | null;
      runs: number;
    }>(
      `SELECT j.key, j.status, j.attempts, j.locked_by,
         (SELECT count(*) FROM alerts a
           WHERE a.text LIKE 'Check back on exception #' || (j.payload->>'exceptionId') || ' (%')::int AS runs
       FROM jobs j WHERE j.key = ANY($1) ORDER BY j.run_at`,
      [keys],
    );
  let rows = (await read()).rows;
  // Give the last ones a moment (the worker polls every JOBS_POLL_MS).
  for (let i = 0; i < 20 && rows.some((r) => r.status === 'pending'); i++) {
    await new Promise((r) => setTimeout(r, 500));
    rows = (await read()).rows;
  }
  const byPid = new Map(apis.map((a) => [String(a.process.pid), a.name]));
  const where = (worker: string | null) => byPid.get(worker?.split('-')[1] ?? '') ?? worker ?? '-';
  const ranBy = new Map<string, number>();
  for (const r of rows.filter((x) => x.status === 'done')) {
    const w = where(r.locked_by);
    ranBy.set(w, (ranBy.get(w) ?? 0) + 1);
  }
  const once = rows.filter((r) => r.status === 'done' && r.runs === 1).length;
  const twice = rows.filter((r) => r.runs > 1).length;
  const held = rows.filter((r) => r.status === 'running' && r.runs === 0);
  console.log(
    `   jobs due during the run: ${rows.length}; ran exactly once: ${once} (${[...ranBy].map(([w, n]) => `${n} on ${w}`).join(', ')}); ran more than once: ${twice}` +
      (held.length
        ? `; claimed by a killed replica and rolled back, taken over after the stale limit: ${held.map((r) => `${r.key} (${where(r.locked_by)})`).join(', ')}`
        : '') +
      (rows.length - once - held.length - twice
        ? `; other: ${rows
            .filter(
              (r) => !(r.status === 'done' && r.runs === 1) && !held.includes(r) && r.runs <= 1,
            )
            .map((r) => `${r.key} ${r.status} runs=${r.runs}`)
            .join(', ')}`
        : ''),
  );
  return twice === 0 && rows.length === keys.length;
}

// --- the run --------------------------------------------------------------------------------

async function redisUrl(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.connect(6379, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve('redis://127.0.0.1:6379');
    });
    s.once('error', () => resolve(undefined));
  });
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL || postgresUrl;
  const name = `dq_scale_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', (err) => console.error(`database connection: ${err.message}`));
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const redis = await redisUrl();
  const key = await generateSigningJwk('scale');
  const apiEnv = {
    DATABASE_URL: dbUrl.toString(),
    AUTH_SIGNING_KEYS: JSON.stringify([key]),
    DEMO_DATA: 'true',
    JOBS: 'on',
    JOBS_POLL_MS: '500',
    ...(redis ? { REDIS_URL: redis } : {}),
  };
  const processes: Replica[] = [];
  const proxies: Proxy[] = [];
  let failed = false;
  try {
    console.log(`database ${name}; Redis ${redis ?? 'none (login limits in memory)'}`);
    const apiA = await startReplica('api-A', apiEnv);
    const apiB = await startReplica('api-B', apiEnv);
    processes.push(apiA, apiB);
    const apiProxy = await roundRobin([apiA.url]);
    proxies.push(apiProxy);
    const gwEnv = {
      MAIN_API_URL: apiProxy.url,
      SESSION_SECRET: 'one-secret-for-every-gateway-0123456789',
      ALLOW_ADHOC_QUERIES: 'true',
      ...(redis ? { REDIS_URL: redis } : {}),
    };
    const gwA = await startGatewayReplica('gateway-A', gwEnv);
    const gwB = await startGatewayReplica('gateway-B', gwEnv);
    processes.push(gwA, gwB);
    const front = await roundRobin([gwA.url]);
    proxies.push(front);

    // The actors: a staff session, a tool's bearer token, one admin session per region written.
    const staff = await login(front.url, 'staff@demo.local');
    const token = await bearer(apiProxy.url, 'admin@demo.local');
    const suggested = await gql(front.url, SUGGEST, { i: '60601' }, { cookie: staff });
    const placeId = suggested.body.data?.placeSuggestions?.[0]?.placeId as string;
    if (!placeId) throw new Error(`no place for 60601: ${JSON.stringify(suggested.body)}`);
    const adminCookie = await login(front.url, 'admin@demo.local');
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    db.on('error', (err) => console.error(`database connection: ${err.message}`));
    await db.connect();
    const regionRows = (
      await db.query<{ id: number }>('SELECT id FROM regions ORDER BY id LIMIT 4')
    ).rows;
    const writers: Writer[] = [];
    for (const r of regionRows) {
      const id = Buffer.from(`Region:${r.id}`).toString('base64');
      const cur = await gql(front.url, REGION, { id }, { cookie: adminCookie });
      writers.push({
        region: id,
        cookie: adminCookie,
        updatedAt: cur.body.data!.node.updatedAt,
        acked: 0,
        tried: 0,
        prefix: `scale-test ${r.id} #`,
      });
    }
    const actors = { staff, token, placeId, writers };

    console.log(`\n1. one main API and one gateway, ${USERS} callers, ${SECONDS} s`);
    const one = await load(front.url, SECONDS, actors);
    const s1 = summary(one.samples, one.seconds);
    console.log(`   ${fmt(s1)}`);
    if (s1.errors) console.log(failures(one.samples));

    console.log(
      `\n2. two of each, ${USERS} callers, ${SECONDS} s; at ${SECONDS / 2} s api-A and gateway-A are killed`,
    );
    apiProxy.backends.push(apiB.url);
    front.backends.push(gwB.url);
    const due = await scheduleDueJobs(db, SECONDS);
    const killAt = (SECONDS / 2) * 1000;
    const two = await load(front.url, SECONDS, actors, [
      { ms: killAt, run: async () => void (await Promise.all([apiA.kill(), gwA.kill()])) },
    ]);
    // By when a request ran: done before the kill, in flight at the kill (started before, ended
    // after), started in the 2 s after it, started later.
    const before = two.samples.filter((s) => s.at + s.ms < killAt);
    const inFlight = two.samples.filter((s) => s.at < killAt && s.at + s.ms >= killAt);
    const during = two.samples.filter((s) => s.at >= killAt && s.at < killAt + 2000);
    const after = two.samples.filter((s) => s.at >= killAt + 2000);
    const s2 = summary(before, killAt / 1000);
    console.log(`   before    ${fmt(s2)}`);
    console.log(`   in flight ${fmt(summary(inFlight, 1))}`.replace(/ +[\d.]+ req\/s/, ''));
    console.log(`   kill+2s   ${fmt(summary(during, 2))}`);
    console.log(`   after     ${fmt(summary(after, two.seconds - killAt / 1000 - 2))}`);
    console.log(`   throughput 2 vs 1 replicas: ${(s2.perSecond / s1.perSecond).toFixed(2)}x`);
    for (const [label, part] of [
      ['before', before],
      ['in flight at the kill', inFlight],
      ['kill+2s', during],
      ['after', after],
    ] as const)
      if (part.some((x) => !x.ok)) console.log(`   failures ${label}:\n${failures(part)}`);
    const errorsAfterKill = [...during, ...after].filter((s) => !s.ok).length;
    // What the balancers cut off, by backend: only the killed processes should appear.
    const killed = new Set([apiA.url, gwA.url]);
    const killedAt = two.t0 + killAt;
    for (const [label, p] of [
      ['gateways', front],
      ['main APIs', apiProxy],
    ] as const) {
      const cut = new Map<string, number>();
      for (const e of p.errors) {
        const k = `${e.at < killedAt ? 'before' : 'after'} the kill on ${killed.has(e.backend) ? 'the killed' : 'a live'} ${e.backend} (${e.code}${e.answered ? ', answer started' : ''})`;
        cut.set(k, (cut.get(k) ?? 0) + 1);
      }
      console.log(
        `   balancer in front of the ${label}: ${[...cut].map(([k, n]) => `${n} cut off ${k}`).join('; ') || 'nothing cut off'}`,
      );
    }

    console.log('\n3. the killed ones restarted; checks');
    const apiA2 = await startReplica('api-A2', apiEnv);
    const gwA2 = await startGatewayReplica('gateway-A2', { ...gwEnv });
    processes.push(apiA2, gwA2);
    apiProxy.backends.push(apiA2.url);
    let everywhere = true;
    for (const g of [gwA2, gwB]) {
      for (const cookie of [staff, adminCookie]) {
        const v = await gql(g.url, VIEWER, {}, { cookie });
        if (!v.body.data?.viewer) everywhere = false;
      }
      const t = await gql(g.url, HAULERS, {}, { token });
      if (t.body.errors) everywhere = false;
    }
    for (const a of [apiA2, apiB]) {
      const r = await fetch(`${a.url}/regions?per_page=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (r.status !== 200) everywhere = false;
    }
    console.log(`   sessions and the token on every live process: ${everywhere ? 'ok' : 'FAILED'}`);
    let lost = 0;
    for (const w of writers) {
      const id = Number(Buffer.from(w.region, 'base64').toString().split(':')[1]);
      const row = (
        await db.query<{ notes: string | null }>('SELECT notes FROM regions WHERE id = $1', [id])
      ).rows[0];
      const stored = Number((row?.notes ?? '').split('#')[1] ?? 0);
      // An acknowledged save is lost when the stored one is older; a later unacknowledged one
      // (in flight on the killed process) may have landed.
      if (stored < w.acked) lost++;
      console.log(
        `   region ${id}: ${w.acked} saves acknowledged of ${w.tried} tried, stored #${stored}`,
      );
    }
    console.log(`   acknowledged saves lost: ${lost}`);
    const once = await jobsRanOnce(db, due, [apiA, apiB, apiA2]);
    const jobs = (
      await db.query<{ status: string; n: number; retried: number }>(
        'SELECT status, count(*)::int AS n, count(*) FILTER (WHERE attempts > 1)::int AS retried FROM jobs GROUP BY status ORDER BY status',
      )
    ).rows;
    const dupKeys = (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM (SELECT key FROM jobs GROUP BY key HAVING count(*) > 1) d',
      )
    ).rows[0].n;
    console.log(
      `   jobs: ${jobs.map((j) => `${j.status} ${j.n} (${j.retried} retried)`).join(', ') || 'none'}; keys scheduled twice: ${dupKeys}`,
    );
    console.log(`   errors of requests started after the kill: ${errorsAfterKill}`);
    await db.end();
    failed = lost > 0 || !everywhere || dupKeys > 0 || !once;
  } finally {
    for (const p of proxies) await p.close();
    for (const p of processes) await p.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  console.log(failed ? '\nscale-test: FAILED' : '\nscale-test: ok');
  process.exit(failed ? 1 : 0);
}

await main();
