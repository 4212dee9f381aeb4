// Opens the database: PGlite in process (data under DATA_DIR) by default, a PostgreSQL server
// when DATABASE_URL is set. Both go through Drizzle with the same schema and migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { reportBoundaries } from './boundary-audit.ts';
import type { PoolConfig } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startAutovacuum } from './pglite-autovacuum.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations (on PostgreSQL under an advisory lock: one replica at a time). */
  migrate(): Promise<void>;
  /** How many migrations of this build the database has not applied yet (readiness). */
  pendingMigrations(): Promise<number>;
  /** Runs `fn` while no other replica runs startup work (seeding the demo data). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PGlite instance (for snapshots in tests); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The pg pool; undefined on PGlite. */
  pool?: pg.Pool;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dir dump (from dumpDataDir) to start from. */
  snapshot?: Blob;
  /** PostgreSQL pool settings (api/src/config.ts PoolConfig); defaults when unset. */
  pool?: Partial<PoolConfig>;
  /** PGlite: how often grown tables are vacuumed and analyzed (pglite-autovacuum.ts); 0 never. */
  vacuumEveryMs?: number;
}

/** The migrations this build ships (drizzle's journal). */
export function shippedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Key of the session-level advisory lock replicas take around migrating, so that two starting
 * together do not both apply the same migration (docs/deploying.md#migrations).
 */
export const MIGRATION_LOCK_KEY = 7_424_117_310;

/**
 * Runs `fn` on a connection of its own that holds the startup advisory lock: a replica that
 * starts meanwhile waits. The lock ends with the connection, so a replica dying while holding it
 * does not leave it held.
 */
async function withStartupLock<T>(databaseUrl: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'dq-startup' });
  await client.connect();
  try {
    // Migrations and the wait for the lock may take longer than a request's statement timeout.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const result = await fn(drizzlePg(client, { schema }) as unknown as Db);
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    return result;
  } finally {
    await client.end();
  }
}

const extensions = { pg_trgm, btree_gist, cube, earthdistance };

/** How many migrations the database has applied (0 before the first). */
async function appliedMigrations(db: Db): Promise<number> {
  try {
    const res = await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    return (res as unknown as { rows: { n: number }[] }).rows[0].n;
  } catch {
    return 0;
  }
}

/**
 * Applies pending migrations; when some were applied (an upgrade, e.g. to the one that keeps
 * out-of-range boxes out of the index), logs every stored boundary that fails validation. Not on
 * every start: reading all shapes of a large deployment takes seconds.
 */
async function migrateAndAudit(db: Db, apply: () => Promise<unknown>): Promise<void> {
  const before = await appliedMigrations(db);
  await apply();
  if ((await appliedMigrations(db)) > before) await reportBoundaries(db);
}

/** Opens the database for the given options. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const p = opts.pool ?? {};
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      application_name: 'dq-main-api',
      max: p.max ?? 10,
      // A runaway query is cancelled by the server; 0 means no limit (docs/deploying.md#configuration).
      ...(p.statementTimeoutMs ? { statement_timeout: p.statementTimeoutMs } : {}),
      connectionTimeoutMillis: p.connectTimeoutMs ?? 5_000,
      idleTimeoutMillis: p.idleTimeoutMs ?? 30_000,
    });
    // An idle connection can die under us (server restart, failover, a forced drop). Without a
    // listener the pool's 'error' event would crash the process; the pool reconnects on demand.
    pool.on('error', (err) => console.warn(`PostgreSQL: idle connection lost (${err.message})`));
    // Money and bigint come back as strings; dates as ISO strings via Drizzle's mode.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      pool,
      // Two replicas starting together: one migrates, the other then finds nothing to apply.
      migrate: () =>
        withStartupLock(opts.databaseUrl!, (locked) =>
          migrateAndAudit(locked, () => migratePg(locked as never, { migrationsFolder })),
        ),
      exclusive: (fn) => withStartupLock(opts.databaseUrl!, () => fn()),
      pendingMigrations: async () => shippedMigrations() - (await appliedMigrations(db)),
      close: () => pool.end(),
    };
  }
  let dir = opts.dataDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    // PGlite has no lock of its own: two processes on one directory silently lose writes.
    unlock = lockDataDir(dir);
    dir = path.join(dir, 'pgdata');
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { extensions, loadDataDir: opts.snapshot });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // No autovacuum in PGlite: the main API vacuums and analyzes the tables that grew.
  const autovacuum = opts.vacuumEveryMs === 0 ? null : startAutovacuum(client, opts.vacuumEveryMs);
  return {
    db,
    engine: 'pglite',
    pglite: client,
    migrate: () => migrateAndAudit(db, () => migratePglite(db as never, { migrationsFolder })),
    pendingMigrations: async () => shippedMigrations() - (await appliedMigrations(db)),
    exclusive: (fn) => fn(),
    close: async () => {
      autovacuum?.stop();
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
