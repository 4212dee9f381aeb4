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
import pg from 'pg';
import { generateSigningJwk } from '../api/src/auth/tokens.ts';
import {
  postgresUrl,
  startGatewayReplica,
  startReplica,
  type Replica,
} from '../tests/ops/replica.ts';
import { jobsRanOnce, scheduleDueJobs } from './scale/jobs.ts';
import {
  HAULERS,
  REGION,
  SUGGEST,
  VIEWER,
  bearer,
  failures,
  fmt,
  gql,
  load,
  login,
  summary,
  type Writer,
} from './scale/load.ts';
import { roundRobin, type Proxy } from './scale/roundRobin.ts';

function opt(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const SECONDS = opt('seconds', 30);
const USERS = opt('users', 8);

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
    const one = await load(front.url, SECONDS, USERS, actors);
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
    const two = await load(front.url, SECONDS, USERS, actors, [
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
