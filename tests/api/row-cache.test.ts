// Cached reads of api/src/db/json-rows.ts (issue 15): rows kept in process by id and version
// see every insert, update and delete, and a read's row count bounds how many are kept.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../api/src/db/client.ts';
import { selectRowsAsJson } from '../../api/src/db/json-rows.ts';
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

describe('cached reads', () => {
  const read = async (ids: number[]) =>
    (
      await selectRowsAsJson(db, {
        rows: { from: s.rolloffPricing, where: inArray(s.rolloffPricing.id, ids), cached: true },
      })
    ).rows;

  test('see updates, deletes and inserts', async () => {
    const [a, b] = await db.select().from(s.rolloffPricing).limit(2);
    expect((await read([a.id, b.id])).map((r) => r.id)).toEqual([a.id, b.id]);

    await db
      .update(s.rolloffPricing)
      .set({ price: '123.45', updated_at: sql`now()` })
      .where(eq(s.rolloffPricing.id, a.id));
    const [updated] = await db.select().from(s.rolloffPricing).where(eq(s.rolloffPricing.id, a.id));
    expect(await read([a.id])).toEqual([updated]);
    expect((await read([a.id]))[0].price).toBe('123.45');

    await db.delete(s.rolloffPricing).where(eq(s.rolloffPricing.id, b.id));
    expect((await read([a.id, b.id])).map((r) => r.id)).toEqual([a.id]);

    const { id: _id, ...copy } = b;
    const [inserted] = await db.insert(s.rolloffPricing).values(copy).returning();
    const rows = await read([a.id, b.id, inserted.id]);
    expect(rows.map((r) => r.id)).toEqual([a.id, inserted.id]);
    expect(rows[1]).toEqual(inserted);
    expect(Object.keys(rows[1])).toEqual(Object.keys(getTableColumns(s.rolloffPricing)));
  });
});

describe('how many rows a cached read keeps', () => {
  const own = { id: s.rolloffPricing.id, price: s.rolloffPricing.price };
  const readKeeping = async (ids: number[], cached: true | number) =>
    (
      await selectRowsAsJson(db, {
        rows: {
          from: s.rolloffPricing,
          columns: own,
          where: inArray(s.rolloffPricing.id, ids),
          cached,
        },
      })
    ).rows;

  test('a number keeps that many of the rows read last; the others are read again', async () => {
    const ids = (await db.select({ id: s.rolloffPricing.id }).from(s.rolloffPricing).limit(3)).map(
      (r) => r.id,
    );
    // A row answered from the cache is the object kept; one read again is a new object.
    const first = await readKeeping(ids, 2);
    const again = await readKeeping(ids, 2);
    expect(again[0]).not.toBe(first[0]);
    expect(again[0]).toEqual(first[0]);
    expect(again[2]).toBe(first[2]);
    const kept = await readKeeping(ids, 3);
    expect(await readKeeping(ids, 3)).toEqual(kept);
    (await readKeeping(ids, 3)).forEach((row, i) => expect(row).toBe(kept[i]));
  });
});
