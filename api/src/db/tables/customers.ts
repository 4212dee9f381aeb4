// NetSuite customers and sites, customer prices, user preferences, search history and logging events.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { audit, money } from './columns.ts';
import { users } from './auth.ts';
import { rolloffPricing } from './pricing.ts';

export const netsuiteCustomers = pgTable(
  'netsuite_customers',
  {
    id: serial('id').primaryKey(),
    internal_id: text('internal_id').notNull(),
    name: text('name').notNull(),
    searchable_name: text('searchable_name').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    email: text('email'),
    phone: text('phone'),
    ...audit,
  },
  (t) => [
    index('netsuite_customers_name_trgm_idx').using('gin', sql`${t.searchable_name} gin_trgm_ops`),
  ],
);
export const netsuiteSites = pgTable(
  'netsuite_sites',
  {
    id: serial('id').primaryKey(),
    internal_id: text('internal_id').notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => netsuiteCustomers.id, { onDelete: 'cascade' }),
    formatted_address: text('formatted_address').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...audit,
  },
  (t) => [index('netsuite_sites_customer_idx').on(t.customer_id)],
);
/** Customer-specific prices created by the calculator (the five keyed records in `payload`). */
export const customerPrices = pgTable('customer_prices', {
  id: serial('id').primaryKey(),
  customer_id: integer('customer_id').references(() => netsuiteCustomers.id, {
    onDelete: 'set null',
  }),
  site_id: integer('site_id').references(() => netsuiteSites.id, { onDelete: 'set null' }),
  rolloff_pricing_id: integer('rolloff_pricing_id').references(() => rolloffPricing.id, {
    onDelete: 'set null',
  }),
  eff_date: date('eff_date', { mode: 'string' }),
  price: money('price'),
  payload: jsonb('payload').notNull(),
  ...audit,
});

export const userPreferences = pgTable('user_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  show_pip: boolean('show_pip').notNull().default(true),
  search_type: text('search_type').notNull().default('product'),
  ...audit,
});

export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: jsonb('query').notNull(),
    place_id: text('place_id'),
    formatted_address: text('formatted_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    result_count: integer('result_count').notNull().default(0),
    ...audit,
  },
  (t) => [index('search_history_user_idx').on(t.user_id, t.created_at)],
);

/** Events of POST logging/{kind} (stored only while FEATURE_LOGGING is on). */
export const loggingEvents = pgTable('logging_events', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  user_id: integer('user_id'),
  payload: jsonb('payload').notNull(),
  created_at: audit.created_at,
});
