// Over 300 lines: one statement on both engines (shapes, renderings, PGlite and server prepared statements) in one place.
// One statement as one message, its values written in as literals, and prepared once when asked
// (issue 15): what the reads of a search (json-rows.ts) and the statements every request or
// search runs (the session check, the search history row) go through. On PGlite the database
// runs in this process, in WebAssembly, so parsing and planning a statement is CPU of this
// process: for the search history statement about 0.7 ms a run, against 0.1 ms prepared. On a
// PostgreSQL server a prepared statement is a named statement of node-postgres, parsed once per
// connection. Each statement shape's text is rendered by Drizzle once (`rendered`).
import { PGlite } from '@electric-sql/pglite';
import { Column, Name, Param, SQL, StringChunk, Table, is, sql } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
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

/** Small ids of the texts and objects (tables, columns) queries are made of. */
const textIds = new Map<string, number>();
const objectIds = new WeakMap<object, number>();
let lastId = 0;
function idIn<K>(ids: { get(k: K): number | undefined; set(k: K, id: number): unknown }, k: K) {
  let id = ids.get(k);
  if (id === undefined) ids.set(k, (id = ++lastId));
  return id;
}

/**
 * Walks a query as Drizzle renders it (`SQL.buildQueryFromSourceParams`, the cases the API's
 * statements use): adds its shape to `key` (texts and tables or columns by id, a `?` per value)
 * and its values, as Drizzle hands them to `escapeParam`, to `values`. False for anything else
 * (a placeholder, a view, a subquery, inlined values, a value an encoder turns into SQL): that
 * query is rendered by Drizzle every time.
 */
function shapeOf(chunk: unknown, key: string[], values: unknown[]): boolean {
  if (chunk instanceof StringChunk) {
    key.push(
      `s${idIn(textIds, chunk.value.length === 1 ? chunk.value[0]! : chunk.value.join(''))}`,
    );
    return true;
  }
  if (chunk instanceof SQL) {
    // `sql.inlineParams()` (private in Drizzle's types): values written by Drizzle itself.
    if ((chunk as unknown as { shouldInlineParams?: boolean }).shouldInlineParams) return false;
    key.push('(');
    for (const c of chunk.queryChunks) if (!shapeOf(c, key, values)) return false;
    key.push(')');
    return true;
  }
  if (chunk instanceof Param) {
    if (chunk.value !== null && typeof chunk.value === 'object' && !Array.isArray(chunk.value))
      return false;
    const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (mapped !== null && typeof mapped === 'object' && !Array.isArray(mapped)) return false;
    values.push(mapped);
    key.push('?');
    return true;
  }
  if (chunk instanceof Column || chunk instanceof Table) {
    key.push(`o${idIn(objectIds, chunk)}`);
    return true;
  }
  if (chunk instanceof Name) {
    key.push(`n${idIn(textIds, chunk.value)}`);
    return true;
  }
  if (chunk === undefined) return true;
  if (Array.isArray(chunk)) {
    key.push('[');
    for (const c of chunk) if (!shapeOf(c, key, values)) return false;
    key.push(']');
    return true;
  }
  const t = typeof chunk;
  if (chunk === null || t === 'string' || t === 'number' || t === 'boolean' || t === 'bigint') {
    values.push(chunk);
    key.push('?');
    return true;
  }
  return false;
}

/**
 * Drizzle's text of a query: with `$n` placeholders (`template`), and as the texts between its
 * parameters (`texts`, one more than `params`) with the index of each parameter's value.
 */
interface Rendering {
  template: string;
  texts: string[];
  params: number[];
}
/** Drizzle's text, its parameters marked as `literalDialect` marks them, as a Rendering. */
function renderingOf(marked: string): Rendering {
  const parts = marked.split('\0');
  const texts = parts.filter((_, i) => i % 2 === 0);
  const params = parts.filter((_, i) => i % 2 === 1).map(Number);
  const template = texts.reduce((t, text, i) => `${t}$${params[i - 1]! + 1}${text}`);
  return { template, texts, params };
}

/** The rendering of each query shape (`rendered`). */
const renderings = new Map<string, Rendering>();
/** How many query shapes `renderings` keeps (the API's statements have a few dozen). */
export const RENDERINGS_SIZE = 500;

/**
 * A query as text with `$n` placeholders and as text with the values written in, and the
 * values as literals; null when a value cannot be written in. Drizzle renders a query anew on
 * every call, about 1.5 ms of a search's CPU (its `is` checks walk each part's class chain):
 * with `keep` (a statement of one template, `prepare`), the text of each query shape is kept, and
 * a query of a known shape only has its values read (`shapeOf`). A shape is kept only when the
 * values read match those Drizzle rendered.
 */
function rendered(
  query: SQL,
  keep: boolean,
): { template: string; inlined: string; values: string[]; params: unknown[] } | null {
  const key: string[] = [];
  const found: unknown[] = [];
  const shaped = keep && shapeOf(query, key, found);
  const shape = shaped ? key.join('') : undefined;
  let r = shape === undefined ? undefined : renderings.get(shape);
  let values: (string | undefined)[];
  let params = found;
  if (r) {
    values = found.map(literal);
  } else {
    literals = [];
    const q = literalDialect.sqlToQuery(query);
    r = renderingOf(q.sql);
    values = literals;
    params = q.params;
    const same = found.length === values.length && found.every((v, i) => literal(v) === values[i]);
    if (shape !== undefined && same) {
      // Texts written into queries (`sql.raw`) are made ids too: past the bound, start again.
      if (renderings.size >= RENDERINGS_SIZE || textIds.size >= 10 * RENDERINGS_SIZE) {
        renderings.clear();
        textIds.clear();
      } else renderings.set(shape, r);
    }
  }
  if (values.some((v) => v === undefined)) return null;
  const { texts } = r;
  let inlined = texts[0]!;
  for (let i = 0; i < r.params.length; i++) inlined += values[r.params[i]!]! + texts[i + 1]!;
  return { template: r.template, inlined, values: values as string[], params };
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
      // Already gone (a `DEALLOCATE ALL`): nothing to free.
      void gone.then(async (n) => {
        if (n) await client.exec(`DEALLOCATE ${n}`).catch(() => undefined);
      });
    }
  }
  names.set(template, name);
  return name;
}

/**
 * How many statement templates run as named prepared statements on a PostgreSQL server; past it,
 * a new template runs inlined (node-postgres keeps a connection's statements until it closes).
 */
export const SERVER_STATEMENTS_SIZE = 200;
/** Statement names by template on a PostgreSQL server (null: runs inlined). */
const serverStatements = new Map<string, string | null>();
/**
 * Error codes after which a template runs inlined: a statement PostgreSQL cannot prepare
 * (indeterminate or ambiguous parameter types), one gone from its connection (a `DEALLOCATE`, a
 * pooler that hands out other connections), one whose result changed with the schema.
 */
const CANNOT_PREPARE = new Set(['42P18', '42P08', '42725', '26000', '0A000']);

/**
 * The name of a template's prepared statement on a PostgreSQL server (the same on every
 * connection), or null. Why: with the values written in, the server parses and plans each
 * search's reads anew, about 1.3 ms for the main read at a 15-zone national point (`EXPLAIN`);
 * prepared, it plans a statement's first runs and then keeps a generic plan when that is no
 * costlier, as for any prepared statement.
 */
function serverStatementName(template: string): string | null {
  let name = serverStatements.get(template);
  if (name === undefined) {
    name =
      serverStatements.size < SERVER_STATEMENTS_SIZE ? `dq_${serverStatements.size + 1}` : null;
    serverStatements.set(template, name);
  }
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
  // A prepared statement's text is one template whatever its values: its rendering is kept.
  const text = rendered(query, o.prepare === true);
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
  const session = db._.session;
  if (o.prepare && text && is(session, NodePgSession)) {
    const name = serverStatementName(text.template);
    if (name) {
      try {
        // node-postgres parses a named statement once per connection, then only binds and runs it.
        return (
          (await session
            .prepareQuery({ sql: text.template, params: text.params }, undefined, name, false)
            .execute()) as { rows: Record<string, unknown>[] }
        ).rows;
      } catch (err) {
        // Such a template runs inlined from now on; any other error is the statement's own.
        const e = err as { code?: string; cause?: { code?: string } };
        if (!CANNOT_PREPARE.has(e.code ?? e.cause?.code ?? '')) throw err;
        serverStatements.set(text.template, null);
      }
    }
  }
  // On PostgreSQL a statement without parameters goes as a simple query too (node-postgres).
  const res = (await db.execute(text === null ? query : sql.raw(text.inlined))) as unknown as {
    rows: Record<string, unknown>[];
  };
  return res.rows;
}
