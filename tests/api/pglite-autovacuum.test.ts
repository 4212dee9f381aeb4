// PGlite has no autovacuum (api/src/db/pglite-autovacuum.ts): the main API vacuums and analyzes
// the tables that grew since their statistics, so that a statement prepared while a table was
// small (a search's history row, prepared.ts) stops scanning the whole table once it is large,
// and a table whose rows are rewritten (current availability) reuses their space instead of
// growing at every rewrite. PGlite only: on a PostgreSQL server autovacuum does both.
import { afterEach, describe, expect, test } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../api/src/db/client.ts';
import { startAutovacuum, vacuumGrownTables } from '../../api/src/db/pglite-autovacuum.ts';
import { recalculateRegion } from '../../api/src/domain/availability/store.ts';
import { pgliteFromSnapshot } from '../helpers/api.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** The first column of the first row a query answers. */
async function valueOf<T>(client: PGlite, query: string): Promise<T> {
  const [{ rows }] = await client.exec(query);
  return Object.values(rows[0] as Record<string, T>)[0]!;
}

/** The plan of the prepared `last` (the last history row of a user) as text. */
async function planOfLast(client: PGlite, user: number): Promise<string> {
  const [res] = await client.exec(`EXPLAIN EXECUTE last(${user})`);
  return (res.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
}

/** `count` history rows for the demo users, as searches write them. */
async function addHistory(client: PGlite, count: number) {
  await client.exec(`
    INSERT INTO search_history (user_id, query, formatted_address, latitude, longitude)
    SELECT u.id, '{"zip_code":"60601"}', 'Chicago, IL', 41.88 + g * 1e-5, -87.62
    FROM generate_series(1, ${count}) g CROSS JOIN LATERAL (
      SELECT id FROM users ORDER BY id OFFSET g % 3 LIMIT 1
    ) u`);
}

describe('vacuuming and analyzing the tables that grew (PGlite)', () => {
  test('a plan prepared on an empty history scans the table; once the history grew and was analyzed, it reads the index', async () => {
    database = await pgliteFromSnapshot({ vacuumEveryMs: 0 });
    const client = database.pglite!;
    // The seed analyzed every table: nothing to do.
    expect(await vacuumGrownTables(client)).toEqual([]);
    const user = await valueOf<number>(client, 'SELECT min(id) FROM users');
    await client.exec(`PREPARE last(int) AS
      SELECT id FROM search_history WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`);
    // PostgreSQL keeps a generic plan after five runs of a prepared statement.
    for (let i = 0; i < 6; i++) await client.exec(`EXECUTE last(${user})`);
    await addHistory(client, 3000);
    expect(await planOfLast(client, user)).toMatch(/Seq Scan on search_history/);

    expect(await vacuumGrownTables(client)).toEqual(['search_history']);
    const plan = await planOfLast(client, user);
    expect(plan).toMatch(/Index Scan.* on search_history_user_idx|using search_history_user_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    // Analyzed: its size is its statistics' again.
    expect(await vacuumGrownTables(client)).toEqual([]);
  }, 60_000);

  test('a table grown by less than a tenth since its statistics is left alone; past a tenth it is analyzed', async () => {
    database = await pgliteFromSnapshot({ vacuumEveryMs: 0 });
    const client = database.pglite!;
    await addHistory(client, 5000);
    expect(await vacuumGrownTables(client)).toEqual(['search_history']);
    const pages = () =>
      valueOf<number>(client, `SELECT relpages FROM pg_class WHERE relname = 'search_history'`);
    const analyzed = await pages();
    await addHistory(client, 200);
    expect(await vacuumGrownTables(client)).toEqual([]);
    expect(await pages()).toBe(analyzed);
    await addHistory(client, 1000);
    expect(await vacuumGrownTables(client)).toEqual(['search_history']);
    expect(await pages()).toBeGreaterThan(analyzed);
  }, 60_000);

  test("rewriting every region's current availability reuses the space of the rows it replaced once vacuumed; unvacuumed, the table grows by its size at every rewrite", async () => {
    database = await pgliteFromSnapshot({ vacuumEveryMs: 0 });
    const client = database.pglite!;
    const regions = (
      (await client.exec('SELECT id FROM regions ORDER BY id'))[0].rows as { id: number }[]
    ).map((r) => r.id);
    const pages = () =>
      valueOf<number>(client, `SELECT pg_relation_size('current_availability_delivery') / 8192`);
    const rewrite = async (rounds: number) => {
      for (let i = 0; i < rounds; i++)
        for (const id of regions) await recalculateRegion(database!.db, id, new Date());
    };
    const start = await pages();
    await rewrite(3);
    const grown = await pages();
    // Each rewrite adds the table's size again.
    expect(grown).toBeGreaterThan(start * 2);
    expect(await vacuumGrownTables(client)).toContain('current_availability_delivery');
    await rewrite(3);
    // The rows replaced go into the table's free space: the same rewrites add a few pages at most.
    expect((await pages()) - grown).toBeLessThan((grown - start) / 4);
  }, 120_000);

  test('an open database vacuums and analyzes on its own timer', async () => {
    database = await pgliteFromSnapshot({ vacuumEveryMs: 50 });
    const client = database.pglite!;
    await addHistory(client, 3000);
    // As text: two reads of one time are then equal values.
    const lastAnalyze = () =>
      valueOf<string | null>(
        client,
        `SELECT last_analyze::text FROM pg_stat_user_tables WHERE relname = 'search_history'`,
      );
    const before = await lastAnalyze();
    let after = before;
    for (let i = 0; i < 100 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await lastAnalyze();
    }
    expect(after).not.toEqual(before);
  }, 60_000);

  test('a stopped autovacuum runs no more rounds', async () => {
    let rounds = 0;
    const client = {
      closed: false,
      exec: async () => {
        rounds++;
        return [{ rows: [] }];
      },
    } as unknown as PGlite;
    const autovacuum = startAutovacuum(client, 20);
    await new Promise((r) => setTimeout(r, 100));
    expect(rounds).toBeGreaterThan(0);
    autovacuum.stop();
    const stoppedAt = rounds;
    await new Promise((r) => setTimeout(r, 100));
    expect(rounds).toBe(stoppedAt);
  }, 60_000);
});
