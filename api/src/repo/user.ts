// The caller's own rows: preferences, search history and logging events.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { iso } from './records.ts';

export interface Preferences {
  show_pip: boolean;
  search_type: string;
}

const DEFAULTS: Preferences = { show_pip: true, search_type: 'product' };

/** A user's preferences; the defaults when none were saved. */
export async function readPreferences(db: Db, userId: number): Promise<Preferences> {
  const [p] = await db
    .select()
    .from(t.userPreferences)
    .where(eq(t.userPreferences.user_id, userId));
  return p ? { show_pip: p.show_pip, search_type: p.search_type } : { ...DEFAULTS };
}

/** Saves the given preferences over the current ones and answers the result. */
export async function savePreferences(
  db: Db,
  userId: number,
  changes: Partial<Preferences>,
): Promise<Preferences> {
  const next = {
    ...(await readPreferences(db, userId)),
    ...changes,
    user_id: userId,
    updated_at: new Date().toISOString(),
    updated_by: userId,
  };
  await db
    .insert(t.userPreferences)
    .values({ ...next, created_by: userId })
    .onConflictDoUpdate({ target: t.userPreferences.user_id, set: next });
  return readPreferences(db, userId);
}

/** A user's newest searches, newest first. */
export async function recentSearches(db: Db, userId: number, limit: number) {
  const rows = await db
    .select()
    .from(t.searchHistory)
    .where(eq(t.searchHistory.user_id, userId))
    .orderBy(desc(t.searchHistory.created_at), desc(t.searchHistory.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }));
}

/** Stores one logging event; answers its id. */
export async function storeLoggingEvent(
  db: Db,
  event: { kind: string; userId: number | null | undefined; payload: unknown },
): Promise<number> {
  const [row] = await db
    .insert(t.loggingEvents)
    .values({ kind: event.kind, user_id: event.userId, payload: event.payload ?? {} })
    .returning({ id: t.loggingEvents.id });
  return row.id;
}
