// What hostile-input tests check on every answer (tests/api/hostile-input.test.ts and the fuzz
// suite in tests/fuzz/): no internal text leaks into an answer, and a refused write stores nothing.

/** Text that only an internal failure would put in an answer (stack frames, driver errors). */
export const LEAK =
  /TypeError|ReferenceError|RangeError|SyntaxError: |is not a function|Cannot read prop|undefined is not|\bat .+\.(ts|js|mjs):\d+|node_modules|\/[\w.-]+\/[\w./-]+\.(ts|js|mjs)\b|violates|relation "|column "/;

/** Runs SQL on the test database (Client.query of tests/api/client.ts). */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, any>[]>;

/**
 * Watches the database across requests: `before()` and `after(refused)` around each write; a
 * refused one (4xx) must leave every table as it was, `after` answers whether it stored anything.
 * Row counts and the last `updated_at` of every table (but revoked_tokens) make the fingerprint,
 * compared only when a transaction id was handed out in between (nothing else can have written).
 */
export function storeWatch(query: Query) {
  let sql = '';
  let baseline = '';
  let xid = '';
  const nextXid = async () => {
    const [row] = await query(`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`);
    return String(row!.x);
  };
  const fingerprint = async () => {
    if (!sql) {
      // Reading information_schema is slow on PGlite: the query is built once.
      const tables = await query(
        `SELECT t.table_name AS name, bool_or(col.column_name = 'updated_at') AS audited
           FROM information_schema.tables t
           JOIN information_schema.columns col ON col.table_name = t.table_name
            AND col.table_schema = t.table_schema
          WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
            AND t.table_name NOT IN ('revoked_tokens')
          GROUP BY t.table_name ORDER BY t.table_name`,
      );
      const parts = tables.map(
        (t) =>
          `'${t.name}:' || (SELECT count(*) FROM "${t.name}")::text` +
          (t.audited
            ? ` || ':' || coalesce((SELECT max(updated_at) FROM "${t.name}")::text, '')`
            : ''),
      );
      sql = `SELECT ${parts.join(` || ' ' || `)} AS fp`;
    }
    const [row] = await query(sql);
    return String(row!.fp);
  };
  return {
    /** Takes the first fingerprint. */
    async start() {
      baseline = await fingerprint();
    },
    async before() {
      xid = await nextXid();
    },
    /** Whether the write just made stored something although it was refused. */
    async after(refused: boolean): Promise<boolean> {
      if ((await nextXid()) === xid) return false;
      const now = await fingerprint();
      const changed = now !== baseline;
      baseline = now;
      return refused && changed;
    },
  };
}
