// Proof under failure without Docker (issue 17): two main API processes on a fresh database of
// the real PostgreSQL server, started at the same moment with the same AUTH_SIGNING_KEYS. Both
// migrate and seed at once (one does the work under the advisory lock, neither fails), a token
// made by one works on the other, a rotated key keeps old tokens valid, and after one replica is
// killed with SIGKILL the other keeps serving. docs/deploying.md#proof-under-failure
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { generateSigningJwk } from '../../api/src/auth/tokens.ts';
import { shippedMigrations } from '../../api/src/db/client.ts';
import { createPostgresDatabase } from '../helpers/api.ts';
import { postgresUrl, startReplica, type Replica } from './replica.ts';

process.env.TEST_DATABASE_URL ||= postgresUrl;

let db: { url: string; drop: () => Promise<void> };
let a: Replica;
let b: Replica;
let rotated: Replica | undefined;
const replicas: Replica[] = [];
let oldKey: Awaited<ReturnType<typeof generateSigningJwk>>;
let newKey: Awaited<ReturnType<typeof generateSigningJwk>>;

async function login(r: Replica, email = 'admin@demo.local') {
  const res = await fetch(`${r.url}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'demo-password' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const regions = (r: Replica, token: string) =>
  fetch(`${r.url}/regions`, { headers: { authorization: `Bearer ${token}` } });

const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { kid: string }).kid;

beforeAll(async () => {
  db = await createPostgresDatabase('dq_ops');
  oldKey = await generateSigningJwk('k-old');
  newKey = await generateSigningJwk('k-new');
  const env = {
    DATABASE_URL: db.url,
    AUTH_SIGNING_KEYS: JSON.stringify([oldKey]),
    DEMO_DATA: 'true',
    REDIS_URL: 'redis://127.0.0.1:6379',
  };
  // Started together on an empty database: both migrate and both want to seed.
  [a, b] = await Promise.all([startReplica('A', env), startReplica('B', env)]);
  replicas.push(a, b);
}, 240_000);

afterAll(async () => {
  for (const r of replicas) await r.stop();
  await db?.drop();
});

describe('two main API replicas on one PostgreSQL database', () => {
  it('both started while migrating and seeding together: the schema is applied once, no error', async () => {
    for (const r of [a, b]) {
      expect((await fetch(`${r.url}/readyz`)).status).toBe(200);
      expect(r.errors()).toEqual([]);
    }
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const applied = await c.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    const seeded = await c.query("SELECT count(*)::int AS n FROM meta WHERE key = 'demo_seeded'");
    const admins = await c.query(
      "SELECT count(*)::int AS n FROM users WHERE email = 'admin@demo.local'",
    );
    await c.end();
    expect(applied.rows[0].n).toBe(shippedMigrations());
    expect(seeded.rows[0].n).toBe(1);
    expect(admins.rows[0].n).toBe(1);
  });

  it('a token from replica A is accepted by replica B, and the other way round', async () => {
    const fromA = await login(a);
    const fromB = await login(b);
    expect((await regions(b, fromA)).status).toBe(200);
    expect((await regions(a, fromB)).status).toBe(200);
    expect((await regions(b, 'not-a-token')).status).toBe(401);
    const jwks = (await (await fetch(`${b.url}/auth/.well-known/jwks.json`)).json()) as {
      keys: { kid: string; d?: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual(['k-old']);
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('a logout through one replica ends the token on the other', async () => {
    const token = await login(a);
    expect((await regions(b, token)).status).toBe(200);
    const out = await fetch(`${a.url}/auth/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(out.status).toBeLessThan(300);
    expect((await regions(b, token)).status).toBe(401);
  });

  it('after a rotation the new key signs, both kids are published and old tokens still verify', async () => {
    const old = await login(a);
    rotated = await startReplica('C', {
      DATABASE_URL: db.url,
      AUTH_SIGNING_KEYS: JSON.stringify([newKey, oldKey]),
      DEMO_DATA: 'true',
    });
    replicas.push(rotated);
    const fresh = await login(rotated);
    expect(kidOf(old)).toBe('k-old');
    expect(kidOf(fresh)).toBe('k-new');
    expect((await regions(rotated, old)).status).toBe(200);
    expect((await regions(rotated, fresh)).status).toBe(200);
    const jwks = (await (await fetch(`${rotated.url}/auth/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual(['k-new', 'k-old']);
    // A replica not rolled yet does not know the new key (why rotation adds the key first).
    expect((await regions(a, fresh)).status).toBe(401);
  }, 120_000);

  it('after replica A is killed (SIGKILL), replica B keeps serving logins and A’s tokens', async () => {
    const fromA = await login(a);
    await a.kill();
    await expect(fetch(`${a.url}/livez`)).rejects.toThrow();
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    expect((await regions(b, fromA)).status).toBe(200);
    const again = await login(b);
    expect((await regions(b, again)).status).toBe(200);
    // B's metrics show the requests it served and the pool it uses.
    const metrics = await (await fetch(`${b.url}/metrics`)).text();
    expect(metrics).toMatch(
      /api_http_requests_total\{method="GET",route="\/regions",status="200"\} \d+/,
    );
    expect(metrics).toMatch(/api_db_pool_connections\{state="total"\} [1-9]/);
    expect(metrics).toMatch(/api_jobs\{state="due"\} \d+/);
    expect(metrics).toMatch(/api_jobs_oldest_due_age_seconds \d/);
  });
});
