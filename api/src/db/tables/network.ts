// The partner network: haulers, locations, markets, regions and their zones (service areas).
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audit, bounds } from './columns.ts';

export const haulers = pgTable(
  'haulers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    type: text('type').notNull().default('inNetwork'),
    general_notes: text('general_notes'),
    hauler_score: numeric('hauler_score', { precision: 6, scale: 2 }),
    standard_service: text('standard_service'),
    saturday_service: text('saturday_service'),
    ...audit,
  },
  (t) => [index('haulers_name_idx').on(t.name)],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    hauler_id: integer('hauler_id')
      .notNull()
      .references(() => haulers.id, { onDelete: 'cascade' }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    website: text('website'),
    phone: text('phone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...audit,
  },
  (t) => [index('locations_hauler_idx').on(t.hauler_id)],
);

export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    territory: text('territory'),
    timezone: text('timezone'),
    our_phone: text('our_phone'),
    our_address: text('our_address'),
    alt_phone: text('alt_phone'),
    alt_address: text('alt_address'),
    note: text('note'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...bounds,
    ...audit,
  },
  (t) => [index('markets_bbox_idx').using('gist', t.bbox)],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    hauler_id: integer('hauler_id')
      .notNull()
      .references(() => haulers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    netsuite_id: text('netsuite_id'),
    phone: text('phone'),
    territory: text('territory'),
    street_address: text('street_address'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    portal_active: boolean('portal_active').notNull().default(false),
    dispatcher_active: boolean('dispatcher_active').notNull().default(false),
    we_win_winter: boolean('we_win_winter').notNull().default(false),
    /** IANA time zone (America/Chicago): local midnight for availability. */
    timezone: text('timezone').notNull().default('America/Chicago'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    last_saved_by: integer('last_saved_by'),
    last_saved_at: timestamp('last_saved_at', { withTimezone: true, mode: 'string' }),
    ...audit,
  },
  (t) => [
    index('regions_hauler_idx').on(t.hauler_id),
    index('regions_territory_idx').on(t.territory),
  ],
);

/** Zones. `active` is 0/1 (the spec shows radio 1/0). */
export const serviceAreas = pgTable(
  'service_areas',
  {
    id: serial('id').primaryKey(),
    hauler_id: integer('hauler_id')
      .notNull()
      .references(() => haulers.id, { onDelete: 'cascade' }),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    market_id: integer('market_id').references(() => markets.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    active: smallint('active').notNull().default(1),
    color: text('color'),
    special_use: text('special_use'),
    search_text: text('search_text'),
    netsuite_name: text('netsuite_name'),
    permit_info: text('permit_info'),
    service_area_defined: text('service_area_defined'),
    aggregate_ranking: numeric('aggregate_ranking', { precision: 8, scale: 2 }),
    ...bounds,
    ...audit,
  },
  (t) => [
    index('service_areas_region_idx').on(t.region_id),
    index('service_areas_hauler_idx').on(t.hauler_id),
    index('service_areas_market_idx').on(t.market_id),
    index('service_areas_bbox_idx').using('gist', t.bbox),
    index('service_areas_search_text_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('service_areas_netsuite_name_trgm_idx').using(
      'gin',
      sql`${t.netsuite_name} gin_trgm_ops`,
    ),
  ],
);
