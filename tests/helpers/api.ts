// Starts the real main API in process for tests: PGlite from a cached snapshot by default,
// or a fresh database on the PostgreSQL server named by TEST_DATABASE_URL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  migrationsFolder,
  openDatabase,
  type Database,
  type OpenOptions,
} from '../../api/src/db/client.ts';
import { startApi, type RunningApi } from '../../api/src/server.ts';
import { seedIfFirstStart } from '../../api/src/seed/index.ts';
import type { ApiConfig } from '../../api/src/config.ts';

export type Engine = 'pglite' | 'postgres';

/** The engine the test run uses: PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngine: Engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

function sourceHash(): string {
  const h = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const f of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else h.update(f).update(fs.readFileSync(p));
    }
  };
  walk(migrationsFolder);
  walk(path.join(path.dirname(migrationsFolder), '..', 'seed'));
  return h.digest('hex').slice(0, 16);
}

/**
 * A PGlite database migrated and seeded, started from a snapshot cached on disk. The snapshot is
 * an uncompressed tar (45 MB): PGlite unpacks a gzipped one through a DecompressionStream, which
 * took 0.3 to 0.5 s of each test file's start (about 0.45 s against 0.7 to 1.0 s in all).
 */
export async function pgliteFromSnapshot(
  o: Pick<OpenOptions, 'vacuumEveryMs'> = {},
): Promise<Database> {
  const file = path.join(os.tmpdir(), `dq-pglite-${sourceHash()}.tar`);
  if (fs.existsSync(file)) {
    return openDatabase({
      dataDir: 'memory://',
      snapshot: new Blob([fs.readFileSync(file)]),
      ...o,
    });
  }
  const database = await openDatabase({ dataDir: 'memory://', ...o });
  await database.migrate();
  await seedIfFirstStart(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  return database;
}

/**
 * Creates an empty database on the PostgreSQL server of TEST_DATABASE_URL; `drop` removes it
 * (closing whatever is still connected).
 */
export async function createPostgresDatabase(
  prefix = 'dq_test',
  /** A database to copy (CREATE DATABASE … TEMPLATE); empty when absent. */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The name of the migrated, seeded template database on the PostgreSQL server, made once per
 * migrations-and-seed source (as the PGlite snapshot is): each test file then copies it with
 * CREATE DATABASE … TEMPLATE, a file copy, instead of migrating and seeding again.
 */
async function postgresTemplate(): Promise<string> {
  const name = `dq_tpl_${sourceHash()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    // Two jest workers may both find it missing: one makes it, the other waits on the lock.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const { url, drop } = await createPostgresDatabase('dq_tplwork');
      try {
        const database = await openDatabase({ databaseUrl: url });
        await database.migrate();
        await seedIfFirstStart(database.db);
        await database.close();
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(url).pathname.slice(1)}`);
      } finally {
        await drop();
      }
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    await admin.end();
  }
}

/** A fresh copy of the seeded template on the PostgreSQL server; dropped again by `drop`. */
async function freshPostgres(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { url, drop } = await createPostgresDatabase('dq_test', await postgresTemplate());
  return { database: await openDatabase({ databaseUrl: url }), drop };
}

export interface TestApi extends RunningApi {
  engine: Engine;
  /** Logs in through the auth service and answers the access token. */
  token(email: string, password?: string): Promise<string>;
}

/** Starts the main API on a free loopback port with the demo users (password demo-password). */
export async function startTestApi(
  overrides: Partial<ApiConfig> = {},
  opts: { clock?: () => Date } = {},
): Promise<TestApi> {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (testEngine === 'postgres') {
    ({ database, drop } = await freshPostgres());
  } else {
    database = await pgliteFromSnapshot();
  }
  const config: ApiConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: 'memory://',
    demoData: true,
    featureCustomerPricing: true,
    featureLogging: true,
    ...overrides,
  };
  const api = await startApi(config, { database, clock: opts.clock });
  const tokens = new Map<string, string>();
  return {
    ...api,
    engine: testEngine,
    async close() {
      await api.close();
      await drop?.();
    },
    async token(email, password = 'demo-password') {
      const key = `${email}:${password}`;
      if (!tokens.has(key)) {
        const res = await fetch(`${api.url}/auth/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ grant_type: 'password', username: email, password }),
        });
        if (!res.ok)
          throw new Error(`login failed for ${email}: ${res.status} ${await res.text()}`);
        tokens.set(key, ((await res.json()) as { access_token: string }).access_token);
      }
      return tokens.get(key)!;
    },
  };
}

/** Runs SQL directly on a test API's database (to check what was or was not written). */
export function sqlOn(api: RunningApi) {
  return async (sql: string, params: unknown[] = []): Promise<Record<string, any>[]> => {
    const d = api.database;
    if (d.pglite) return (await d.pglite.query(sql, params)).rows as Record<string, any>[];
    return (await d.pool!.query(sql, params as never[])).rows as Record<string, any>[];
  };
}
