// Staff accounts, password resets, revoked tokens and database facts (the auth service).
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Staff accounts of the auth service. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  nickname: text('nickname'),
  phone: text('phone'),
  password_hash: text('password_hash').notNull(),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  internal: boolean('internal').notNull().default(true),
  user_metadata: jsonb('user_metadata').notNull().default({}),
  app_metadata: jsonb('app_metadata').notNull().default({}),
  ...timestamps,
});

/** Password-reset requests (the change_password call records them; mail is sent elsewhere). */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  client_id: text('client_id'),
  connection: text('connection'),
  user_id: integer('user_id'),
  created_at: timestamps.created_at,
});

/** Access tokens ended before their expiry (logout); a row can go once its token has expired. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  user_id: integer('user_id'),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Key-value facts about this database, such as whether the demo data was seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
