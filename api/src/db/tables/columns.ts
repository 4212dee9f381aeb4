// Column sets every record shares: timestamps, audit fields, bounding boxes, money.
// Records of docs/decisions.md#records-and-fields. Every record carries created_at, updated_at,
// created_by and updated_by (user ids). Money is numeric(12,2) (strings on the wire).
import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  timestamp,
} from 'drizzle-orm/pg-core';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
};

/** PostgreSQL's built-in `box` type (core, no PostGIS): the GiST-indexed bounding box of a shape. */
export const box = customType<{ data: string; driverData: string }>({ dataType: () => 'box' });

export const audit = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
};

/** The bounding box of `boundaries` (set by the writer) and a generated `bbox` box for GiST lookups. */
export const bounds = {
  boundaries: jsonb('boundaries'),
  min_lng: doublePrecision('min_lng'),
  min_lat: doublePrecision('min_lat'),
  max_lng: doublePrecision('max_lng'),
  max_lat: doublePrecision('max_lat'),
  bbox: box('bbox').generatedAlwaysAs(
    sql`CASE WHEN min_lng IS NULL OR min_lat IS NULL OR max_lng IS NULL OR max_lat IS NULL THEN NULL ELSE box(point(min_lng, min_lat), point(max_lng, max_lat)) END`,
  ),
};

export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
