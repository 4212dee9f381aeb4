// Imported boundary shapes and the PostgreSQL-backed job queue.
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, bounds } from './columns.ts';

/** Real boundary shapes (Census GeoJSON) loaded by scripts/import-boundaries.ts; preferred over the offline approximations. */
export const boundaryShapes = pgTable(
  'boundary_shapes',
  {
    id: serial('id').primaryKey(),
    /** zip, city, county or state. */
    kind: text('kind').notNull(),
    /** '78701', 'austin|TX', '48453' (county FIPS), 'TX'. */
    key: text('key').notNull(),
    name: text('name'),
    state: text('state'),
    source: text('source'),
    ...bounds,
    created_at: audit.created_at,
  },
  (t) => [
    uniqueIndex('boundary_shapes_kind_key_idx').on(t.kind, t.key),
    index('boundary_shapes_bbox_idx').using('gist', t.bbox),
  ],
);

/** Scheduled work (midnight activation, exception expiry, check-back alerts); claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Deduplication key: a job with the same key is scheduled once ('activate:12:2026-11-23'). */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    run_at: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** pending, running, done or failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    locked_by: text('locked_by'),
    locked_at: timestamp('locked_at', { withTimezone: true, mode: 'string' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    last_error: text('last_error'),
    created_at: audit.created_at,
  },
  (t) => [uniqueIndex('jobs_key_idx').on(t.key), index('jobs_due_idx').on(t.status, t.run_at)],
);
