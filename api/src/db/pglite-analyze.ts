// Planner statistics on PGlite. PGlite runs PostgreSQL in single-user mode: no autovacuum
// daemon, so a table's statistics stay as its last ANALYZE left them (the seed's, or none). The
// statements prepared once (prepared.ts) keep their plan until the statistics of a table they
// read change; a plan made while a table was empty (search_history, sessions, jobs) scans it
// whole however large it grows: with 1,500 history rows, a search's history write scanned every
// row twice, 3 to 4 ms of the search's 15 (issue 15). This is autovacuum's analyze part: every
// minute, the tables whose size moved by more than a tenth since their last ANALYZE are analyzed,
// which also has the plans that read them made again. On a PostgreSQL server autovacuum does it.
import type { PGlite } from '@electric-sql/pglite';

/** How often the tables' sizes are compared with their statistics. */
export const ANALYZE_EVERY_MS = 60_000;

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

/** Analyzes the tables whose size moved since their statistics (GROWN); answers their names. */
export async function analyzeGrownTables(client: PGlite): Promise<string[]> {
  const [found] = await client.exec(GROWN);
  const names = (found.rows as { name: string }[]).map((r) => r.name);
  // The names come from pg_class, already quoted where needed by regclass's text form.
  if (names.length) await client.exec(`ANALYZE ${names.join(', ')}`);
  return names;
}

/**
 * Runs analyzeGrownTables every `everyMs` until the answer's `stop`; a failure (the database
 * closing meanwhile) is reported and the next round tries again. The timer keeps no process alive.
 */
export function startAnalyzer(client: PGlite, everyMs = ANALYZE_EVERY_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = true;
    analyzeGrownTables(client)
      .catch((err: unknown) => {
        if (!client.closed) console.warn(`PGlite: analyzing grown tables failed: ${String(err)}`);
      })
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
