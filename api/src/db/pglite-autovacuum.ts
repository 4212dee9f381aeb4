// Autovacuum's work on PGlite. PGlite runs PostgreSQL in single-user mode: no autovacuum daemon.
// Without it:
// - a table's planner statistics stay as its last ANALYZE left them (the seed's, or none), and a
//   statement prepared once (prepared.ts) keeps its plan until they change: a plan made while a
//   table was empty (search_history) scans it whole however large it grows. With 1,500 history
//   rows a search's history write scanned every row twice, 3 to 4 ms of the search's 15 (issue 15);
// - the space of deleted and updated rows is never reused (only VACUUM records it as free): a
//   region's current availability is rewritten at every recalculation, and its table grew by
//   its whole size each time (6 to 510 pages after 60 rounds on the demo data).
// So every minute, the tables whose size moved by more than a tenth since their last VACUUM or
// ANALYZE are vacuumed and analyzed: their space is reused from then on, and the plans that read
// them are made again with their statistics. On a PostgreSQL server autovacuum does it.
import type { PGlite } from '@electric-sql/pglite';

/** How often the tables' sizes are compared with their statistics. */
export const VACUUM_EVERY_MS = 60_000;

/**
 * The tables of the schema whose size in pages moved by more than 2 pages and a tenth of the size
 * their statistics hold (autovacuum analyzes after 50 rows and a tenth of the rows changed; a
 * page holds tens of rows): a never analyzed table holds 0 pages.
 */
const GROWN = `
  SELECT c.oid::regclass::text AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname = 'public'
    AND abs(pg_relation_size(c.oid) / current_setting('block_size')::int - greatest(c.relpages, 0))
      > 2 + greatest(c.relpages, 0) / 10
  ORDER BY 1`;

/** Vacuums and analyzes the tables whose size moved since their statistics (GROWN); answers their names. */
export async function vacuumGrownTables(client: PGlite): Promise<string[]> {
  const [found] = await client.exec(GROWN);
  const names = (found.rows as { name: string }[]).map((r) => r.name);
  // The names come from pg_class, already quoted where needed by regclass's text form. One
  // statement: VACUUM runs outside a transaction, and PGlite runs a text of several in one.
  if (names.length) await client.exec(`VACUUM (ANALYZE) ${names.join(', ')}`);
  return names;
}

/**
 * Runs vacuumGrownTables every `everyMs` until the answer's `stop`; a failure (the database
 * closing meanwhile) is reported and the next round tries again. The timer keeps no process alive.
 */
export function startAutovacuum(client: PGlite, everyMs = VACUUM_EVERY_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = true;
    vacuumGrownTables(client)
      .catch((err: unknown) => {
        if (!client.closed) console.warn(`PGlite: vacuuming grown tables failed: ${String(err)}`);
      })
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
