// One statement run through api/src/db/prepared.ts (the session check and the search history
// row of every search, issue 15): the rows `db.execute` answers, on PGlite prepared once, and
// its own errors still its own.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../api/src/db/client.ts';
import { runStatement } from '../../api/src/db/prepared.ts';
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
