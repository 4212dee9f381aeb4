// Contract and current availability, exceptions and the regions a bulk exception was removed from.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit } from './columns.ts';
import { haulers, regions } from './network.ts';
import { sizes } from './pricing.ts';

/** Contract availability: one per region and delivery type (newDeliveries: one per size). */
export const availability = pgTable(
  'availability',
  {
    id: serial('id').primaryKey(),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    /** newDeliveries, emptyReturn or pickUp. */
    delivery_type: text('delivery_type').notNull(),
    size_id: integer('size_id').references(() => sizes.id, { onDelete: 'cascade' }),
    same_day_active: boolean('same_day_active').notNull().default(false),
    same_day_cutoff_time: time('same_day_cutoff_time'),
    same_day_must_call: boolean('same_day_must_call').notNull().default(false),
    same_day_notes: text('same_day_notes'),
    next_day_active: boolean('next_day_active').notNull().default(false),
    next_day_cutoff_time: time('next_day_cutoff_time'),
    next_day_must_call: boolean('next_day_must_call').notNull().default(false),
    next_day_notes: text('next_day_notes'),
    two_day_notice_active: boolean('two_day_notice_active').notNull().default(false),
    two_day_notice_cutoff_time: time('two_day_notice_cutoff_time'),
    two_day_notice_must_call: boolean('two_day_notice_must_call').notNull().default(false),
    two_day_notice_notes: text('two_day_notice_notes'),
    saturday_active: boolean('saturday_active').notNull().default(false),
    saturday_cutoff_time: time('saturday_cutoff_time'),
    saturday_must_call: boolean('saturday_must_call').notNull().default(false),
    saturday_notes: text('saturday_notes'),
    sunday_active: boolean('sunday_active').notNull().default(false),
    sunday_cutoff_time: time('sunday_cutoff_time'),
    sunday_must_call: boolean('sunday_must_call').notNull().default(false),
    sunday_notes: text('sunday_notes'),
    saturday_cutoff_day: text('saturday_cutoff_day'),
    sunday_cutoff_day: text('sunday_cutoff_day'),
    must_call_all: boolean('must_call_all').notNull().default(false),
    no_service: boolean('no_service').notNull().default(false),
    no_service_reason: text('no_service_reason'),
    window_active: boolean('window_active').notNull().default(false),
    window_days: integer('window_days'),
    days_out: integer('days_out'),
    ...audit,
  },
  (t) => [
    uniqueIndex('availability_region_type_size_idx').on(
      t.region_id,
      t.delivery_type,
      sql`coalesce(${t.size_id}, 0)`,
    ),
  ],
);

/** Today's operative schedule of a region (top-level window fields; rows per delivery type below). */
export const currentAvailability = pgTable('current_availability', {
  id: serial('id').primaryKey(),
  region_id: integer('region_id')
    .notNull()
    .unique()
    .references(() => regions.id, { onDelete: 'cascade' }),
  window_active: boolean('window_active').notNull().default(false),
  window_days: integer('window_days'),
  /** When the rows were last calculated from the contract (local midnight job or a save). */
  calculated_at: timestamp('calculated_at', { withTimezone: true, mode: 'string' }),
  ...audit,
});

const currentRowColumns = () => ({
  id: serial('id').primaryKey(),
  current_availability_id: integer('current_availability_id')
    .notNull()
    .references(() => currentAvailability.id, { onDelete: 'cascade' }),
  region_id: integer('region_id')
    .notNull()
    .references(() => regions.id, { onDelete: 'cascade' }),
  title: text('title'),
  must_call: boolean('must_call').notNull().default(false),
  no_service: boolean('no_service').notNull().default(false),
  no_service_reason: text('no_service_reason'),
  same_day_active: boolean('same_day_active').notNull().default(false),
  next_day_active: boolean('next_day_active').notNull().default(false),
  two_day_notice_active: boolean('two_day_notice_active').notNull().default(false),
  saturday_active: boolean('saturday_active').notNull().default(false),
  sunday_active: boolean('sunday_active').notNull().default(false),
  same_day_cutoff_time: time('same_day_cutoff_time'),
  next_day_cutoff_time: time('next_day_cutoff_time'),
  days_out_cutoff_time: time('days_out_cutoff_time'),
  saturday_cutoff_day: text('saturday_cutoff_day'),
  saturday_cutoff_time: time('saturday_cutoff_time'),
  sunday_cutoff_day: text('sunday_cutoff_day'),
  sunday_cutoff_time: time('sunday_cutoff_time'),
  window_active: boolean('window_active').notNull().default(false),
  window_days: integer('window_days'),
  days_out: integer('days_out'),
  next_available_service: date('next_available_service', { mode: 'string' }),
  /** { date, availabilityType, friendlyText } as calculated. */
  delivery_date: jsonb('delivery_date'),
  /** True when staff overrode the calculated row for the day. */
  overridden: boolean('overridden').notNull().default(false),
  ...audit,
});

/** Current availability for new deliveries, one row per size. */
export const currentAvailabilityDelivery = pgTable(
  'current_availability_delivery',
  {
    ...currentRowColumns(),
    size_id: integer('size_id').references(() => sizes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('current_availability_delivery_ca_idx').on(t.current_availability_id),
    // A search reads a region's current rows by region (api/src/domain/availability/store.ts).
    index('current_availability_delivery_region_idx').on(t.region_id),
  ],
);
export const currentAvailabilityEmptyReturn = pgTable(
  'current_availability_empty_return',
  currentRowColumns(),
  (t) => [
    index('current_availability_empty_return_ca_idx').on(t.current_availability_id),
    // A search reads a region's current rows by region (api/src/domain/availability/store.ts).
    index('current_availability_empty_return_region_idx').on(t.region_id),
  ],
);
export const currentAvailabilityPickup = pgTable(
  'current_availability_pickup',
  currentRowColumns(),
  (t) => [
    index('current_availability_pickup_ca_idx').on(t.current_availability_id),
    // A search reads a region's current rows by region (api/src/domain/availability/store.ts).
    index('current_availability_pickup_region_idx').on(t.region_id),
  ],
);

/** Exceptions. Bulk ones have no region and apply everywhere except their exclusions. */
export const exceptions = pgTable(
  'exceptions',
  {
    id: serial('id').primaryKey(),
    bulk: boolean('bulk').notNull().default(false),
    region_id: integer('region_id').references(() => regions.id, { onDelete: 'cascade' }),
    hauler_id: integer('hauler_id').references(() => haulers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    reason: text('reason'),
    action_type: text('action_type').notNull(),
    action_date: date('action_date', { mode: 'string' }),
    /** Comma list of newDeliveries, emptyReturn, pickup. */
    delivery_type: text('delivery_type').notNull().default(''),
    service_areas: text('service_areas').notNull().default(''),
    service_areas_text: text('service_areas_text'),
    sizes: text('sizes').notNull().default(''),
    sizes_text: text('sizes_text'),
    waste_types: text('waste_types').notNull().default(''),
    waste_types_text: text('waste_types_text'),
    days_of_week: text('days_of_week'),
    window_days: integer('window_days'),
    availability_action: text('availability_action'),
    next_available_date: date('next_available_date', { mode: 'string' }),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    boundaries: jsonb('boundaries'),
    boundaries_description: text('boundaries_description'),
    ...audit,
  },
  (t) => [index('exceptions_region_idx').on(t.region_id), index('exceptions_bulk_idx').on(t.bulk)],
);
/** Regions a bulk exception was removed from. */
export const exceptionExclusions = pgTable(
  'exception_exclusions',
  {
    exception_id: integer('exception_id')
      .notNull()
      .references(() => exceptions.id, { onDelete: 'cascade' }),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    created_at: audit.created_at,
    created_by: audit.created_by,
  },
  (t) => [primaryKey({ columns: [t.exception_id, t.region_id] })],
);
