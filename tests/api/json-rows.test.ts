// Rows read as JSON (api/src/db/json-rows.ts, issue 15) are the rows Drizzle reads, on PGlite
// and PostgreSQL (cached reads: row-cache.test.ts). One statement run through
// api/src/db/prepared.ts (the session check and the search history row of every search) answers
// what `db.execute` does, on PGlite prepared once, and its own errors stay its own.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, getTableColumns, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../api/src/db/client.ts';
import { rowWith, selectRowsAsJson } from '../../api/src/db/json-rows.ts';
import { PREPARED_SIZE, RENDERINGS_SIZE, runStatement } from '../../api/src/db/prepared.ts';
import * as s from '../../api/src/db/schema.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
let db: Db;

beforeAll(async () => {
  api = await startTestApi();
  db = api.database.db;
}, 120_000);
afterAll(async () => {
  await api?.close();
});

// Tables with every kind of column the schema uses (numeric, timestamps, dates, times, jsonb,
// double precision, box, booleans, text arrays).
const TABLES: [string, PgTable][] = [
  ['rolloff_pricing', s.rolloffPricing],
  ['availability', s.availability],
  ['exceptions', s.exceptions],
  ['current_availability_delivery', s.currentAvailabilityDelivery],
  ['service_areas', s.serviceAreas],
  ['markets', s.markets],
  ['regions', s.regions],
  ['haulers', s.haulers],
  ['alerts', s.alerts],
  ['users', s.users],
];

describe('prepared statements (PostgreSQL server)', () => {
  // First: past SERVER_STATEMENTS_SIZE templates (the tests below make hundreds), new ones run inlined.
  test('on a PostgreSQL server a prepared statement runs as a named statement, its values as parameters', async () => {
    if (api.database.engine !== 'postgres') return;
    const [hauler] = await db.select().from(s.haulers).limit(1);
    const find = (id: number) =>
      runStatement(
        db,
        sql`SELECT ${s.haulers.id} AS id FROM ${s.haulers} WHERE ${s.haulers.id} = ${id}::int`,
        {
          prepare: true,
        },
      );
    // On every connection of the pool, so that the one asked below has it.
    await Promise.all(Array.from({ length: 12 }, () => find(hauler.id)));
    expect(await find(hauler.id)).toEqual([{ id: hauler.id }]);
    const prepared = (await db.execute(
      sql`SELECT statement FROM pg_prepared_statements WHERE NOT from_sql`,
    )) as unknown as { rows: { statement: string }[] };
    expect(prepared.rows.some((r) => /"haulers"\."id" = \$1::int/.test(r.statement))).toBe(true);
  });
});

describe('the same rows as db.select()', () => {
  test.each(TABLES)('%s, every column (and cached)', async (_name, table) => {
    const expected = await db.select().from(table);
    const { plain, cached } = await selectRowsAsJson(db, {
      plain: { from: table },
      cached: { from: table, cached: true },
    });
    expect(expected.length).toBeGreaterThan(0);
    // Same keys in the same order, same values.
    expect(JSON.stringify(plain)).toBe(JSON.stringify(expected));
    expect(plain).toEqual(expected);
    expect(cached).toEqual(expected);
  });

  test('chosen columns and a filter', async () => {
    const columns = {
      id: s.serviceAreas.id,
      name: s.serviceAreas.name,
      boundaries: s.serviceAreas.boundaries,
      aggregate_ranking: s.serviceAreas.aggregate_ranking,
      updated_at: s.serviceAreas.updated_at,
    };
    const where = eq(s.serviceAreas.active, 1);
    const expected = await db.select(columns).from(s.serviceAreas).where(where);
    const { zones } = await selectRowsAsJson(db, {
      zones: { from: s.serviceAreas, columns, where },
    });
    expect(JSON.stringify(zones)).toBe(JSON.stringify(expected));
  });
});

describe('rowWith', () => {
  test('copies a row with more fields after its own, as Object.assign would', async () => {
    const [row] = await db.select().from(s.rolloffPricing).limit(1);
    const withMore = rowWith<typeof row, 'size' | 'alerts' | 'pricing'>(
      Object.keys(getTableColumns(s.rolloffPricing)),
      ['size', 'alerts', 'pricing'],
    );
    const more = { size: { id: 1, name: '10 Yard' }, alerts: [], pricing: undefined };
    const copy = withMore(row, more);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(Object.assign({}, row, more)));
    expect(Object.keys(copy)).toEqual([...Object.keys(row), 'size', 'alerts', 'pricing']);
    // A copy: the row read (and cached) is left as it was.
    expect(copy).not.toBe(row);
    expect('size' in row).toBe(false);
  });

  test('refuses a __proto__ key', () => {
    expect(() => rowWith(['id', '__proto__'], [])).toThrow('__proto__');
  });
});

describe('values in the filter', () => {
  // Written into the query text as literals where they can be (api/src/db/json-rows.ts), as
  // parameters otherwise: either way the rows that match.
  test('quotes, backslashes and negative numbers match as they would as parameters', async () => {
    const [hauler] = await db.select().from(s.haulers).limit(1);
    const names = [`O'Brien's Roll-Off`, "Back\\slash \\' quote", "'; SELECT 1; --"];
    for (const name of names) {
      await db.update(s.haulers).set({ name }).where(eq(s.haulers.id, hauler.id));
      const { rows } = await selectRowsAsJson(db, {
        rows: { from: s.haulers, where: eq(s.haulers.name, name), cached: true },
      });
      expect(rows.map((r) => [r.id, r.name])).toEqual([[hauler.id, name]]);
    }
    const where = and(
      gte(s.serviceAreas.min_lng, -180),
      lte(s.serviceAreas.max_lat, 90.5),
      eq(s.serviceAreas.active, 1),
      or(isNull(s.serviceAreas.special_use), eq(s.serviceAreas.special_use, 'none')),
    );
    const columns = { id: s.serviceAreas.id };
    const expected = await db.select(columns).from(s.serviceAreas).where(where);
    expect(expected.length).toBeGreaterThan(0);
    const { zones } = await selectRowsAsJson(db, {
      zones: { from: s.serviceAreas, columns, where },
    });
    expect(zones).toEqual(expected);
  });
});

describe('prepared reads (PGlite)', () => {
  test('more query shapes than are kept prepared still answer, and again after', async () => {
    const ids = (await db.select({ id: s.sizes.id }).from(s.sizes)).map((r) => r.id);
    const read = async (n: number) => {
      // n terms: a query text of its own for each n.
      const where = or(...Array.from({ length: n }, (_, i) => eq(s.sizes.id, ids[i % ids.length])));
      return (await selectRowsAsJson(db, { rows: { from: s.sizes, where, cached: true } })).rows
        .map((r) => r.id)
        .sort((a, b) => a - b);
    };
    const expected = (n: number) =>
      [...new Set(Array.from({ length: n }, (_, i) => ids[i % ids.length]))].sort((a, b) => a - b);
    for (let n = 1; n <= PREPARED_SIZE + 5; n++) expect(await read(n)).toEqual(expected(n));
    for (let n = 1; n <= 3; n++) expect(await read(n)).toEqual(expected(n));
  });
});

/** A hauler renamed with RETURNING: a write whose answer shows what was written. */
const rename = (id: number, name: string) =>
  sql`UPDATE ${s.haulers} SET name = ${name} WHERE id = ${id} RETURNING id, name`;

describe('runStatement', () => {
  test('answers the rows of a write as db.execute does, with quotes, backslashes and NUL-free text', async () => {
    const [hauler] = await db.select().from(s.haulers).limit(1);
    for (const name of [
      `O'Brien's Roll-Off`,
      "Back\\slash \\' quote",
      "'; SELECT 1; --",
      'Plain',
    ]) {
      const rows = await runStatement(db, rename(hauler.id, name), { prepare: true });
      expect(rows).toEqual([{ id: hauler.id, name }]);
      const [stored] = await db.select().from(s.haulers).where(eq(s.haulers.id, hauler.id));
      expect(stored.name).toBe(name);
    }
  });

  test('a statement of one shape run again with other values (lists of other lengths, quotes, null, nested SQL, identifiers) answers as Drizzle renders it each time', async () => {
    const h = s.haulers;
    const all = (await db.select({ id: h.id }).from(h).orderBy(h.id)).map((r) => r.id);
    expect(all.length).toBeGreaterThan(4);
    const query = (ids: number[], name: string | null, min: number) =>
      sql`SELECT ${h.id} AS id FROM ${h} WHERE ${and(inArray(h.id, ids), gte(h.id, min))}
        AND ${sql.identifier('haulers')}.${sql.identifier('id')} > ${-1}
        AND (${name}::text IS NULL OR ${h.name} <> ${name}) ORDER BY 1`;
    const cases: [number[], string | null, number][] = [
      [all.slice(0, 3), null, 0],
      [all.slice(0, 5), "O'Brien", all[1]!],
      [all.slice(2, 4), 'x', -1],
      [all.slice(0, 3), null, all[2]!],
      [all.slice(1, 5), 'Back\\slash', 0],
    ];
    for (const [ids, name, min] of cases) {
      const asDrizzle = await db
        .select({ id: h.id })
        .from(h)
        .where(
          and(
            inArray(h.id, ids),
            gte(h.id, min),
            name === null ? undefined : sql`${h.name} <> ${name}`,
          ),
        );
      const rows = await runStatement(db, query(ids, name, min), { prepare: true });
      expect(rows).toEqual(asDrizzle.sort((a, b) => a.id - b.id));
    }
  });

  test('more statement shapes than their texts are kept for still answer, and again after', async () => {
    // A text of its own written into each statement: a shape of its own.
    const run = (i: number) =>
      runStatement(db, sql`SELECT ${sql.raw(String(i))}::int AS n, ${i + 1}::int AS v`, {
        prepare: true,
      });
    for (let i = 0; i <= RENDERINGS_SIZE + 5; i++)
      expect(await run(i)).toEqual([{ n: i, v: i + 1 }]);
    for (let i = 0; i < 3; i++) expect(await run(i)).toEqual([{ n: i, v: i + 1 }]);
  });

  test('runs again after its prepared statement was deallocated', async () => {
    const [hauler] = await db.select().from(s.haulers).limit(1);
    await runStatement(db, rename(hauler.id, 'First'), { prepare: true });
    if (api.database.engine === 'pglite') {
      const prepared = await db.execute(sql`SELECT statement FROM pg_prepared_statements`);
      const texts = (prepared as unknown as { rows: { statement: string }[] }).rows;
      // Prepared once, with its values as parameters.
      expect(texts.some((r) => r.statement.includes('UPDATE "haulers" SET name = $1'))).toBe(true);
      await db.execute(sql`DEALLOCATE ALL`);
    }
    expect(await runStatement(db, rename(hauler.id, 'Second'), { prepare: true })).toEqual([
      { id: hauler.id, name: 'Second' },
    ]);
  });

  test('a statement PostgreSQL cannot prepare (a value of no known type) still answers, and again after', async () => {
    const run = (v: string) => runStatement(db, sql`SELECT ${v} AS v`, { prepare: true });
    expect(await run('first')).toEqual([{ v: 'first' }]);
    expect(await run("it's")).toEqual([{ v: "it's" }]);
  });

  test("a statement's own error is thrown (a unique email taken), and nothing is written", async () => {
    const [a, b] = await db.select().from(s.users).limit(2);
    const setEmail = (email: string) =>
      sql`UPDATE ${s.users} SET email = ${email} WHERE id = ${a.id} RETURNING id`;
    // Prepared first with a harmless value, then run with one that breaks the unique email.
    await runStatement(db, setEmail(a.email), { prepare: true });
    const err = (await runStatement(db, setEmail(b.email), { prepare: true }).catch(
      (e: unknown) => e,
    )) as { code?: string; cause?: { code?: string } };
    // unique_violation, from PGlite itself or under Drizzle's "Failed query" on PostgreSQL.
    expect(err.code ?? err.cause?.code).toBe('23505');
    const [stored] = await db.select().from(s.users).where(eq(s.users.id, a.id));
    expect(stored.email).toBe(a.email);
  });
});
