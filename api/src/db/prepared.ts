// One statement as one message, its values written in as literals, and on PGlite prepared once
// (issue 15): what the reads of a search (json-rows.ts) and the statements every request or
// search runs (the session check, the search history row) go through. On PGlite the database
// runs in this process, in WebAssembly, so parsing and planning a statement is CPU of this
// process: for the search history statement about 0.7 ms a run, against 0.1 ms prepared.
import { PGlite } from '@electric-sql/pglite';
import { is, sql, type SQL } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * The text of a parameter written into the query, or undefined when it must stay a parameter:
 * finite numbers, booleans and null, lists of integers (`inIds`), and strings without a
 * backslash or NUL (a doubled quote then reads the same whatever `standard_conforming_strings`
 * says).
 */
function literal(v: unknown): string | undefined {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return undefined;
    // In parentheses when negative: `- -1` must never turn into a `--` comment.
    return v < 0 ? `(${v})` : String(v);
  }
  if (typeof v === 'string' && !/[\\\0]/.test(v)) return `'${v.replace(/'/g, "''")}'`;
  if (Array.isArray(v) && v.every((n) => Number.isSafeInteger(n))) return `'{${v.join(',')}}'`;
  return undefined;
}

/** The literals of the parameters of the query `literalDialect` last rendered (undefined: none). */
let literals: (string | undefined)[] = [];
/**
 * Drizzle's PostgreSQL dialect, marking each parameter in the text (NUL, its index, NUL: NUL
 * can be in no query text) and keeping its literal, for `rendered`.
 */
class LiteralDialect extends PgDialect {
  // Drizzle calls this unbound, with the value after the number: no `this` here.
  override escapeParam(num: number, value?: unknown): string {
    literals.push(literal(value));
    return `\0${num}\0`;
  }
}
const literalDialect = new LiteralDialect();

/**
 * A query as text with `$n` placeholders and as text with the values written in, and the
 * values as literals; null when a value cannot be written in.
 */
function rendered(query: SQL): { template: string; inlined: string; values: string[] } | null {
  literals = [];
  const parts = literalDialect.sqlToQuery(query).sql.split('\0');
  const values = literals;
  if (values.some((v) => v === undefined)) return null;
  let template = '';
  let inlined = '';
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      template += part;
      inlined += part;
    } else {
      template += `$${Number(part) + 1}`;
      inlined += values[Number(part)];
    }
  });
  return { template, inlined, values: values as string[] };
}

/**
 * The PGlite client (or transaction) under `db`, when that is the engine, and whether it is the
 * database itself (not a transaction).
 */
function pgliteOf(db: Db): { client: PgliteExec; root: boolean } | null {
  const session = db._.session;
  if (!is(session, PgliteSession)) return null;
  const client = (session as unknown as { client: PgliteExec }).client;
  return { client, root: client instanceof PGlite };
}
type PgliteExec = { exec(text: string): Promise<{ rows: unknown[] }[]> };

/** How many prepared statements a PGlite database keeps; the least recently used are deallocated. */
export const PREPARED_SIZE = 100;
/** Prepared statement names by query template, per PGlite database (null: could not prepare). */
const preparedStatements = new WeakMap<object, Map<string, Promise<string | null>>>();
let lastStatement = 0;

/**
 * The name of the prepared statement of a template on a PGlite database, prepared on first use.
 * Why: planning is most of what a search's reads cost in PGlite (WebAssembly): 2 to 6 times
 * their execution. A prepared statement is planned for its first runs and then keeps a generic
 * plan, as PostgreSQL decides for any prepared statement. Not transactional, so only outside a
 * transaction.
 */
function preparedName(client: PgliteExec, template: string): Promise<string | null> {
  let names = preparedStatements.get(client);
  if (!names) preparedStatements.set(client, (names = new Map()));
  let name = names.get(template);
  if (name) {
    // Most recently used last.
    names.delete(template);
  } else {
    const next = `prepared_${++lastStatement}`;
    name = client.exec(`PREPARE ${next} AS ${template}`).then(
      () => next,
      // A template PostgreSQL cannot prepare (a parameter of unknown type) is run inlined.
      () => null,
    );
    if (names.size >= PREPARED_SIZE) {
      const [oldest, gone] = names.entries().next().value!;
      names.delete(oldest);
      void gone.then(async (n) => {
        if (n) await client.exec(`DEALLOCATE ${n}`);
      });
    }
  }
  names.set(template, name);
  return name;
}

/** PostgreSQL's error code for `EXECUTE` of a name that is not prepared (invalid_sql_statement_name). */
const UNKNOWN_STATEMENT = '26000';

/**
 * Runs one statement and answers its rows, as `db.execute(query)` answers them on either engine.
 * Its values go into the text as literals when they can (one simple-protocol message, no
 * describe); with `prepare` and on PGlite outside a transaction, the text is prepared once and
 * run with `EXECUTE` on PostgreSQL's generic plan. A value that cannot be a literal (a string
 * with a backslash, say) sends the statement with parameters instead.
 */
export async function runStatement(
  db: Db,
  query: SQL,
  o: { prepare?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const text = rendered(query);
  const pglite = text === null ? null : pgliteOf(db);
  if (pglite && text) {
    // The simple protocol: one message and no describe (PGlite's `query` always sends parse,
    // describe, bind, describe, execute). Safe with `exec`'s many statements: the text is one
    // statement whose only inserted values are the literals above.
    const { client } = pglite;
    const name = o.prepare && pglite.root ? await preparedName(client, text.template) : null;
    let results: { rows: unknown[] }[] | null = null;
    if (name) {
      const args = text.values.length ? `(${text.values.join(', ')})` : '';
      // Deallocated meanwhile (past PREPARED_SIZE, or by a DEALLOCATE): run inlined. Any other
      // error is the statement's own.
      results = await client.exec(`EXECUTE ${name}${args}`).catch((err: unknown) => {
        if ((err as { code?: string }).code !== UNKNOWN_STATEMENT) throw err;
        preparedStatements.get(client)?.delete(text.template);
        return null;
      });
    }
    results ??= await client.exec(text.inlined);
    return results[0].rows as Record<string, unknown>[];
  }
  // On PostgreSQL a statement without parameters goes as a simple query too (node-postgres).
  const res = (await db.execute(text === null ? query : sql.raw(text.inlined))) as unknown as {
    rows: Record<string, unknown>[];
  };
  return res.rows;
}
