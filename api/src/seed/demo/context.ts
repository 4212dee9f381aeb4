// What every step of the demo seed shares: the database, the seeded PRNG, the clock and the
// admin user stamped on the rows, the scale, and `put` / `link`, which insert rows in batches,
// count them per table and move the progress bar.
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { createRng, type Rng } from '../rng.ts';

export type Row = Record<string, unknown>;

/**
 * Inserts rows in chunks and answers their ids in order. Each chunk is one statement with one
 * JSON parameter (json_populate_recordset): far faster on PGlite than thousands of bind values.
 */
async function insertMany(db: Db, table: PgTable, rows: Row[], chunk = 2000): Promise<number[]> {
  const ids: number[] = [];
  const hasId = Boolean(getTableColumns(table).id);
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const keys = [...new Set(part.flatMap((r) => Object.keys(r)))];
    const cols = sql.join(
      keys.map((k) => sql.identifier(k)),
      sql`, `,
    );
    const json = JSON.stringify(
      part.map((r) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null]))),
    );
    const res = await db.execute(
      sql`INSERT INTO ${name} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${name}, ${json}::json) WITH ORDINALITY AS x ORDER BY x.ordinality ${hasId ? sql`RETURNING id` : sql``}`,
    );
    if (hasId)
      ids.push(
        ...(res as unknown as { rows: { id: number }[] }).rows
          .map((r) => Number(r.id))
          .sort((a, b) => a - b),
      );
  }
  return ids;
}

/** The date `days` after `base`, as YYYY-MM-DD. */
export const dayOffset = (base: Date, days: number) =>
  new Date(base.getTime() + days * 86400000).toISOString().slice(0, 10);

export interface SeedCounts {
  [table: string]: number;
}

export interface SeedOptions {
  /** Multiplies the demo haulers (and everything under them) and the customers. */
  scale?: number;
  /**
   * The national data set (api/src/seed/national.ts): about 220 markets over the 48 states,
   * 3,000 haulers, 12,000 regions, 40,000 zones and 800,000 pricing records.
   */
  national?: boolean;
  /** Called as the tables fill: the table and the share of the whole seed done (0..1). */
  onProgress?: (table: string, done: number) => void;
}

/** Rough share of the seeding time per table, for the progress bar. */
export const WEIGHT: Record<string, number> = {
  service_areas: 0.1,
  rolloff_pricing: 0.7,
  availability: 0.05,
  current_availability_delivery: 0.05,
};

export interface SeedContext {
  db: Db;
  rng: Rng;
  now: Date;
  /** The demo admin's user id, stamped as created_by / updated_by. */
  by: number | null;
  national: boolean;
  /** How many times the demo haulers are repeated (1 for the national set). */
  scale: number;
  /** How many exceptions, alerts, notes and customers: the national set is 100 demo sets' worth. */
  volume: number;
  /** Inserts rows stamped with who and when; counts them and advances the progress bar. */
  put(name: string, table: PgTable, rows: Row[], share?: number): Promise<number[]>;
  /** Inserts link rows (no stamp). */
  link(name: string, table: PgTable, rows: Row[]): Promise<void>;
  counts: SeedCounts;
}

/** The shared state of one seed run (inside the caller's transaction). */
export async function createContext(db: Db, opts: SeedOptions): Promise<SeedContext> {
  const national = Boolean(opts.national);
  const scale = national ? 1 : Math.max(1, Math.floor(opts.scale ?? 1));
  let progress = 0;
  const advance = (table: string, share: number) => {
    progress = Math.min(1, progress + share);
    opts.onProgress?.(table, progress);
  };
  // The generated rows are consistent by construction: skip the per-row foreign-key triggers
  // for this transaction when allowed (superuser; PGlite always is). Much faster on PGlite.
  const superuser = await db.execute(
    sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`,
  );
  if ((superuser as unknown as { rows: { rolsuper: boolean }[] }).rows[0]?.rolsuper) {
    await db.execute(sql`SET LOCAL session_replication_role = replica`);
  }
  const [admin] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, 'admin@demo.local'));
  const by = admin?.id ?? null;
  const now = new Date();
  const stamp = {
    created_by: by,
    updated_by: by,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const counts: SeedCounts = {};
  const put = async (name: string, table: PgTable, rows: Row[], share = WEIGHT[name] ?? 0.005) => {
    counts[name] = (counts[name] ?? 0) + rows.length;
    const t0 = Date.now();
    const ids = await insertMany(
      db,
      table,
      rows.map((r) => ({ ...stamp, ...r })),
    );
    if (process.env.SEED_PROFILE) console.log(name, Date.now() - t0);
    advance(name, share);
    return ids;
  };
  const link = async (name: string, table: PgTable, rows: Row[]) => {
    counts[name] = (counts[name] ?? 0) + rows.length;
    await insertMany(db, table, rows);
  };

  return {
    db,
    rng: createRng(20260101),
    now,
    by,
    national,
    scale,
    volume: national ? 100 : scale,
    put,
    link,
    counts,
  };
}
