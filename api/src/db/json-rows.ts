// Rows read as JSON text (each row an array of its values), several tables in one query,
// optionally through an in-process cache of row versions: the reads of a search (issue 15). The
// drivers decode every field of every row on their own, PGlite in JavaScript at about a
// microsecond a field, and each query costs its own round trip and planning; a search reads a
// few hundred wide rows from a dozen tables.
// Answers are what `db.select(columns).from(table).where(where)` answers: same keys in the same
// order, same values, rows in the order the scan gives them. The values go into the query text
// as literals (one simple-protocol message), and on PGlite each query text is prepared once
// (prepared.ts).
import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { runStatement } from './prepared.ts';

/**
 * Column types whose JSON form is the value Drizzle maps them to (numbers, text, booleans, JSON).
 * Every other column is sent as its text form, which is what the drivers hand Drizzle, and goes
 * through the column's own mapping (numeric stays a decimal string, timestamps keep PostgreSQL's
 * text form).
 */
const AS_JSON = new Set([
  'PgInteger',
  'PgSerial',
  'PgSmallInt',
  'PgSmallSerial',
  'PgText',
  'PgVarchar',
  'PgChar',
  'PgBoolean',
  'PgJson',
  'PgJsonb',
  'PgDoublePrecision',
  'PgReal',
]);

type Columns = Record<string, PgColumn>;
type Row = Record<string, unknown>;

/** PostgreSQL's limit on a function's arguments (FUNC_MAX_ARGS), `json_build_array`'s too. */
const MAX_VALUES = 100;

interface Plan {
  /**
   * A row's values as one JSON array, built once (Drizzle builds a query's text anew on every
   * call). An array, not an object: PostgreSQL writes no key per value (most of a wide row's
   * text), which halves what building the JSON costs it, and the text to parse is a third.
   */
  values: SQL;
  /** How many values a row has. */
  size: number;
  /** The row from its array: the keys of the columns in order, each value mapped as Drizzle maps it. */
  build: (values: unknown[]) => Row;
}
const plans = new WeakMap<object, Plan>();

/**
 * A function `(a, b) => ({ key: expression, ... })`: one object literal, so V8 gives every object
 * it makes one fast shape from the start (an object given 75 keys one by one, or by
 * `Object.assign`, ends in dictionary mode: slower to read and about twice as slow to stringify).
 * The keys are column and field names written in this file's callers (never input), quoted;
 * `m` is what the expressions may call.
 */
function literalFunction<F>(fields: [key: string, expression: string][], m?: unknown): F {
  if (fields.some(([k]) => k === '__proto__')) throw new Error('A row cannot have a __proto__ key');
  const body = fields.map(([k, e]) => `${JSON.stringify(k)}: ${e}`).join(', ');
  return new Function('m', `return (a, b) => ({ ${body} });`)(m) as F;
}

function planOf(table: PgTable, columns?: Columns): Plan {
  const key = columns ?? table;
  let plan = plans.get(key);
  if (!plan) {
    const entries = Object.entries(columns ?? (getTableColumns(table) as Columns));
    // One more for a cached read's version.
    if (entries.length + 1 > MAX_VALUES)
      throw new Error(`Read at most ${MAX_VALUES - 1} columns of a table at once`);
    const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const parts = entries.map(([, col]) =>
      AS_JSON.has(col.columnType) ? q(col.name) : `${q(col.name)}::text`,
    );
    const map = entries.map(
      ([, col]) =>
        (v: unknown) =>
          col.mapFromDriverValue(v),
    );
    plan = {
      values: sql.raw(parts.join(', ')),
      size: entries.length,
      // Each value as the JSON has it, or mapped by its column when not null.
      build: literalFunction(
        entries.map(([k, col], i) => [
          k,
          AS_JSON.has(col.columnType) ? `a[${i}]` : `a[${i}] === null ? null : m[${i}](a[${i}])`,
        ]),
        map,
      ),
    };
    plans.set(key, plan);
  }
  return plan;
}

/**
 * A function copying a row (of the keys `rowKeys`, as read here) with more fields after its own,
 * in one object literal: a fast object, where `Object.assign({}, row, more)` ends in dictionary
 * mode for a wide row (see `literalFunction`). Same keys in the same order as that. `made`
 * fields come between the row's and the more fields, each the value of its function of the row.
 */
export function rowWith<R extends object, K extends string>(
  rowKeys: readonly string[],
  moreKeys: readonly K[],
  made: Record<string, (row: R) => unknown> = {},
): <M extends Record<K, unknown>>(row: R, more: M) => R & M {
  const q = JSON.stringify;
  const makers = Object.values(made);
  return literalFunction(
    [
      ...rowKeys.map((k): [string, string] => [k, `a[${q(k)}]`]),
      ...Object.keys(made).map((k, i): [string, string] => [k, `m[${i}](a)`]),
      ...moreKeys.map((k): [string, string] => [k, `b[${q(k)}]`]),
    ],
    makers,
  );
}

/** A table's column names, in its order. */
export const columnNames = (table: PgTable): string[] => Object.keys(getTableColumns(table));

/** Some columns of a table by name, in the table's order: the `columns` of a read. */
export function pickColumns(table: PgTable, names: readonly string[]): Columns {
  const all = getTableColumns(table) as Columns;
  const wanted = new Set(names);
  return Object.fromEntries(Object.entries(all).filter(([k]) => wanted.has(k)));
}

/**
 * `column = ANY(ids)`, the ids as one value: what Drizzle's `inArray` says, without a parameter
 * per id for Drizzle to render, and the same query text for any number of ids (prepared once).
 */
export function inIds(column: AnyColumn | SQL, ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${id}`);
  return sql`${column} = ANY(${sql.param([...ids])}::int[])`;
}

/** Rows of a table to read: all columns or `columns`, all rows or those matching `where`. */
export interface RowsQuery<T extends PgTable = PgTable, C extends Columns | undefined = undefined> {
  from: T;
  where?: SQL;
  columns?: C;
  /**
   * Keep the rows in this process and read only the versions of the matching rows (the table
   * needs an integer `id`): a row whose version (`xmin`, new on every insert and update) is
   * unchanged is taken from the cache, the others are read. A number keeps that many rows of the
   * column set (`true`: ROW_CACHE_SIZE); its readers name one number, as the last read trims.
   */
  cached?: boolean | number;
}
type RowOf<Q> = Q extends { columns: infer C extends Columns }
  ? {
      [K in keyof C]: C[K]['_']['notNull'] extends true
        ? C[K]['_']['data']
        : C[K]['_']['data'] | null;
    }
  : Q extends { from: infer T extends PgTable }
    ? T['$inferSelect']
    : never;
type Answer<Q extends Record<string, RowsQuery<PgTable, Columns | undefined>>> = {
  [K in keyof Q]: RowOf<Q[K]>[];
};

/** How many rows of one table (and column set) a database's cache keeps, unless a read says. */
export const ROW_CACHE_SIZE = 20_000;

/** Cached rows by id with their version; the least recently used go first. */
type RowCache = Map<number, { v: string; row: Record<string, unknown> }>;
// By plan, weakly: a column set its caller no longer holds (api/src/domain/search/columns.ts
// keeps a few) goes with its rows.
const caches = new WeakMap<Db, WeakMap<Plan, RowCache>>();
function cacheOf(db: Db, plan: Plan): RowCache {
  // Per database: two databases (tests, benchmarks) may hold the same id at the same version.
  let byPlan = caches.get(db);
  if (!byPlan) caches.set(db, (byPlan = new WeakMap()));
  let cache = byPlan.get(plan);
  if (!cache) byPlan.set(plan, (cache = new Map()));
  return cache;
}

const whereOf = (where?: SQL) => (where ? sql` WHERE ${where}` : sql``);

/**
 * The JSON array of the rows as a subquery; for cached reads their ids and versions instead, as
 * two arrays in PostgreSQL's text form ('{1,2} {755,755}'): about half the work of a JSON pair
 * per row for the database (2,355 pricing rows on PGlite: 1.5 ms against 2.6), and the same
 * order in both, as both aggregates read the same rows.
 */
function rowsJson(q: RowsQuery<PgTable, Columns | undefined>): SQL {
  if (q.cached)
    return sql`(SELECT coalesce(array_agg(id), '{}')::text || ' ' || coalesce(array_agg(xmin), '{}')::text FROM ${q.from}${whereOf(q.where)})`;
  const { values } = planOf(q.from, q.columns);
  return sql`(SELECT coalesce(json_agg(json_build_array(${values})), '[]') FROM ${q.from}${whereOf(q.where)})::text`;
}

/** The ids and versions of a cached read from `rowsJson`'s text. */
function versionsOf(text: string): { ids: number[]; versions: string[] } {
  const gap = text.indexOf(' ');
  const ids = text.slice(1, gap - 1);
  const versions = text.slice(gap + 2, -1);
  return {
    ids: ids ? ids.split(',').map(Number) : [],
    versions: versions ? versions.split(',') : [],
  };
}

/** The rows' value arrays from their JSON text. */
const valuesOf = (text: string) => JSON.parse(text) as unknown[][];

async function queryJson(
  db: Db,
  parts: SQL[],
  o: { prepare?: boolean; with?: Record<string, SQL> } = {},
): Promise<string[]> {
  const columns = parts.map((p, i) => sql`${p} AS ${sql.identifier(`r${i}`)}`);
  const named = Object.entries(o.with ?? {}).map(
    ([name, query]) => sql`${sql.identifier(name)} AS (${query})`,
  );
  const withs = named.length ? sql`WITH ${sql.join(named, sql`, `)} ` : sql``;
  const [row] = (await runStatement(db, sql`${withs}SELECT ${sql.join(columns, sql`, `)}`, {
    prepare: o.prepare,
  })) as Record<string, string>[];
  return parts.map((_, i) => row[`r${i}`]);
}

/**
 * The rows of several tables in one query (two when cached rows are missing or outdated): for
 * each name, what `db.select(columns).from(from).where(where)` answers. `with` names subqueries
 * that several of the reads use (`WITH name AS (query)`), so that the database runs each once.
 */
export async function selectRowsAsJson<
  Q extends Record<string, RowsQuery<PgTable, Columns | undefined>>,
>(db: Db, queries: Q, o: { with?: Record<string, SQL> } = {}): Promise<Answer<Q>> {
  const names = Object.keys(queries);
  const texts = await queryJson(
    db,
    names.map((n) => rowsJson(queries[n])),
    { prepare: true, with: o.with },
  );
  const out = {} as Record<string, Record<string, unknown>[]>;
  // `order`: the ids of the matching rows as read; `ids`: those to read again.
  const missing: { name: string; plan: Plan; order: number[]; ids: number[]; most: number }[] = [];
  names.forEach((n, i) => {
    const q = queries[n];
    const plan = planOf(q.from, q.columns);
    if (!q.cached) {
      out[n] = valuesOf(texts[i]).map((v) => plan.build(v));
      return;
    }
    const { ids: order, versions } = versionsOf(texts[i]);
    const cache = cacheOf(db, plan);
    const ids = order.filter((id, k) => cache.get(id)?.v !== versions[k]);
    const most = typeof q.cached === 'number' ? q.cached : ROW_CACHE_SIZE;
    missing.push({ name: n, plan, order, ids, most });
  });
  const reads = missing.filter((m) => m.ids.length);
  if (reads.length) {
    // The version goes last, after the row's values.
    const fetched = await queryJson(
      db,
      reads.map((m) => {
        const q = queries[m.name];
        return sql`(SELECT coalesce(json_agg(json_build_array(${m.plan.values}, xmin::text)), '[]') FROM ${q.from} WHERE ${inIds(sql`id`, m.ids)})::text`;
      }),
      { prepare: true },
    );
    reads.forEach((m, i) => {
      const cache = cacheOf(db, m.plan);
      // A row deleted between the two reads must not be answered from an older cached version.
      for (const id of m.ids) cache.delete(id);
      for (const values of valuesOf(fetched[i])) {
        const row = m.plan.build(values);
        cache.set(row.id as number, { v: values[m.plan.size] as string, row });
      }
    });
  }
  for (const m of missing) {
    const cache = cacheOf(db, m.plan);
    const rows: Record<string, unknown>[] = [];
    for (const id of m.order) {
      const hit = cache.get(id);
      // Deleted between the two reads: gone.
      if (!hit) continue;
      // Most recently used last; the oldest are dropped past the size.
      cache.delete(id);
      cache.set(id, hit);
      rows.push(hit.row);
    }
    while (cache.size > m.most) cache.delete(cache.keys().next().value!);
    out[m.name] = rows;
  }
  return out as Answer<Q>;
}
