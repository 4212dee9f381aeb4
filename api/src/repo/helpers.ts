// Small batch helpers shared by the resource definitions.
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { columnsOf } from './records.ts';

/** Rows of `table` whose `key` is one of `ids`, as a Map by that key. */
export async function byId<T extends Record<string, unknown>>(
  db: Db,
  table: PgTable,
  ids: unknown[],
  key = 'id',
): Promise<Map<number, T>> {
  const list = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!list.length) return new Map();
  const col = columnsOf(table)[key] as PgColumn;
  const rows = (await db.select().from(table).where(inArray(col, list))) as T[];
  return new Map(rows.map((r) => [r[key] as number, r]));
}

/** Rows of `table` grouped by `key`. */
export async function groupBy<T extends Record<string, unknown>>(
  db: Db,
  table: PgTable,
  ids: number[],
  key: string,
): Promise<Map<number, T[]>> {
  const out = new Map<number, T[]>();
  if (!ids.length) return out;
  const col = columnsOf(table)[key] as PgColumn;
  const rows = (await db
    .select()
    .from(table)
    .where(inArray(col, [...new Set(ids)]))) as T[];
  for (const r of rows) {
    const k = r[key] as number;
    out.set(k, [...(out.get(k) ?? []), r]);
  }
  return out;
}

/** 'First Last' (or the username) of users, by id; 'Unknown User' is the caller's fallback. */
export async function userNames(db: Db, ids: unknown[]): Promise<Map<number, string>> {
  const list = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!list.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      first: users.first_name,
      last: users.last_name,
      username: users.username,
    })
    .from(users)
    .where(inArray(users.id, list));
  return new Map(
    rows.map((u) => [u.id, [u.first, u.last].filter(Boolean).join(' ') || u.username]),
  );
}

/** Adds created_by_name and updated_by_name to rows. */
export async function withUserNames(db: Db, rows: Record<string, unknown>[]) {
  const names = await userNames(
    db,
    rows.flatMap((r) => [r.created_by, r.updated_by]),
  );
  for (const r of rows) {
    r.created_by_name = names.get(r.created_by as number) ?? 'Unknown User';
    r.updated_by_name = names.get(r.updated_by as number) ?? 'Unknown User';
  }
  return rows;
}

/** True when `tz` is an IANA time zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.includes('/') || tz === 'UTC';
  } catch {
    return false;
  }
}

/** Exact money difference of two decimal strings (cents arithmetic, no float sums). */
export function moneyDiff(a: unknown, b: unknown): string | null {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  const d = cents(a) - cents(b);
  const sign = d < 0 ? '-' : '';
  const abs = Math.abs(d);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
