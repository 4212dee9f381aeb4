// Notes, alerts and geo notes, and the records they are attached to.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, bounds } from './columns.ts';
import { haulers, markets, regions, serviceAreas } from './network.ts';
import { rolloffPricing } from './pricing.ts';

export const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  name: text('name'),
  description: text('description').notNull().default(''),
  ...audit,
});
export const noteHaulers = pgTable(
  'note_haulers',
  {
    note_id: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    hauler_id: integer('hauler_id')
      .notNull()
      .references(() => haulers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.note_id, t.hauler_id] }),
    index('note_haulers_hauler_idx').on(t.hauler_id),
  ],
);
export const noteServiceAreas = pgTable(
  'note_service_areas',
  {
    note_id: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    service_area_id: integer('service_area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.note_id, t.service_area_id] }),
    index('note_service_areas_sa_idx').on(t.service_area_id),
  ],
);
export const noteRolloffPricing = pgTable(
  'note_rolloff_pricing',
  {
    note_id: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    rolloff_pricing_id: integer('rolloff_pricing_id')
      .notNull()
      .references(() => rolloffPricing.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.note_id, t.rolloff_pricing_id] }),
    index('note_rolloff_pricing_rp_idx').on(t.rolloff_pricing_id),
  ],
);

/** Alerts; `expires` and `check_back` are local dates 'YYYY-MM-DD 00:00:00'. */
export const alerts = pgTable('alerts', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  severity: text('severity').notNull().default('warning'),
  expires: timestamp('expires', { mode: 'string' }),
  check_back: timestamp('check_back', { mode: 'string' }),
  commercial_pricing: jsonb('commercial_pricing'),
  ...audit,
});
const alertLink = (name: string, col: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      alert_id: integer('alert_id')
        .notNull()
        .references(() => alerts.id, { onDelete: 'cascade' }),
      [col]: integer(col).notNull().references(target, { onDelete: 'cascade' }),
    } as { alert_id: ReturnType<typeof integer> } & Record<string, ReturnType<typeof integer>>,
    (t) => [primaryKey({ columns: [t.alert_id, t[col]] }), index(`${name}_target_idx`).on(t[col])],
  );
export const alertServiceAreas = alertLink(
  'alert_service_areas',
  'service_area_id',
  () => serviceAreas.id,
);
export const alertRegions = alertLink('alert_regions', 'region_id', () => regions.id);
export const alertHaulers = alertLink('alert_haulers', 'hauler_id', () => haulers.id);
export const alertMarkets = alertLink('alert_markets', 'market_id', () => markets.id);
export const alertRolloffPricing = alertLink(
  'alert_rolloff_pricing',
  'rolloff_pricing_id',
  () => rolloffPricing.id,
);

/** Geo notes: coloured map areas (#ff0000, #fff000, #ffa500, #00ff00). */
export const geoNotes = pgTable(
  'geo_notes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    color: text('color').notNull(),
    ...bounds,
    ...audit,
  },
  (t) => [index('geo_notes_bbox_idx').using('gist', t.bbox)],
);
