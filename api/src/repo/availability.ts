// Over 300 lines: contract and current availability queries, which share their row shapes.
// Contract availability (one record per region and delivery type; new deliveries one per
// size) and current availability (a region header plus rows per delivery type).
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { badRequest, validationFailed } from '../errors.ts';
import * as s from '../schemas/availability.ts';
import { byId, withUserNames } from './helpers.ts';
import { columnsOf, lockForUpdate, toApi, type ResourceDef } from './records.ts';
import { availabilityRules, normalizeAvailability } from '@shared/availability-rules.ts';

export { availabilityRules, normalizeAvailability } from '@shared/availability-rules.ts';

/**
 * The range messages of a change to a stored record, judged after the edit rules ran (clearing
 * window days turns the window off rather than failing; days out below 2 is stored as none).
 */
export function changeRules(
  values: Record<string, unknown>,
  existing: Record<string, unknown> = {},
): Record<string, string> {
  return availabilityRules({ ...existing, ...normalizeAvailability({ ...values }, existing) });
}

async function withSizes(db: Db, rows: Record<string, unknown>[]) {
  const sizes = await byId(
    db,
    t.sizes,
    rows.map((r) => r.size_id),
  );
  for (const r of rows) {
    const sz = sizes.get(r.size_id as number);
    r.size = sz ? { id: sz.id, name: sz.name } : null;
    if (!('title' in r) || !r.title) r.title = (sz?.name as string) ?? null;
  }
  return rows;
}

export const availability: ResourceDef = {
  key: 'availability',
  title: 'Availability',
  table: t.availability,
  fields: s.availabilityFields,
  ignore: s.availabilityIgnored,
  createRequired: ['region_id', 'delivery_type'],
  validate(merged, ctx) {
    const out = changeRules(ctx.input, ctx.existing ?? {});
    if (merged.delivery_type === 'newDeliveries' && !merged.size_id)
      out.size_id = 'This field is required';
    return out;
  },
  prepare: (values, ctx) => void normalizeAvailability(values, ctx.existing),
  expand: (db, rows) => withSizes(db, rows),
};

export const currentAvailability: ResourceDef = {
  key: 'current-availability',
  title: 'Current availability',
  table: t.currentAvailability,
  fields: s.currentFields,
  ignore: s.currentIgnored,
  validate: (_merged, ctx) => changeRules(ctx.input, ctx.existing ?? {}),
  prepare: (values, ctx) => void normalizeAvailability(values, ctx.existing),
  async expand(db, rows, opts) {
    if (!opts.single) return rows;
    for (const r of rows) Object.assign(r, await currentRowsOf(db, r.id as number));
    return rows;
  },
};

const rowDef = (key: string, title: string, table: PgTable): ResourceDef => ({
  key,
  title,
  table,
  fields: s.currentRowFields,
  ignore: s.currentRowIgnored,
  validate: (_merged, ctx) => changeRules(ctx.input, ctx.existing ?? {}),
  prepare(values, ctx) {
    // A staff change to today's row is an override until the next recalculation.
    values.overridden = true;
    normalizeAvailability(values, ctx.existing);
  },
  expand: (db, rows) => withSizes(db, rows),
});

export const currentDelivery = rowDef(
  'current-availability-delivery',
  'Current availability (new deliveries)',
  t.currentAvailabilityDelivery,
);
export const currentEmptyReturn = rowDef(
  'current-availability-empty-return',
  'Current availability (empty & return)',
  t.currentAvailabilityEmptyReturn,
);
export const currentPickup = rowDef(
  'current-availability-pickup',
  'Current availability (pickup)',
  t.currentAvailabilityPickup,
);

/** The current availability rows of many headers (one query per table), keyed by header id. */
export async function currentRowsOfMany(db: Db, currentIds: number[]) {
  const out = new Map<number, Record<string, Record<string, unknown>[]>>();
  for (const id of currentIds) out.set(id, { newDeliveries: [], emptyReturn: [], pickUp: [] });
  if (!currentIds.length) return out;
  const tables: [PgTable, string][] = [
    [t.currentAvailabilityDelivery, 'newDeliveries'],
    [t.currentAvailabilityEmptyReturn, 'emptyReturn'],
    [t.currentAvailabilityPickup, 'pickUp'],
  ];
  for (const [table, type] of tables) {
    const c = columnsOf(table);
    const rows = (await db
      .select()
      .from(table)
      .where(inArray(c.current_availability_id, currentIds))
      .orderBy(asc(c.id))) as Record<string, unknown>[];
    for (const r of await withSizes(db, rows.map(toApi))) {
      out.get(r.current_availability_id as number)![type].push({ ...r, delivery_type: type });
    }
  }
  return out;
}

/** The current availability rows of one header, keyed by delivery type. */
export async function currentRowsOf(db: Db, currentId: number) {
  return (await currentRowsOfMany(db, [currentId])).get(currentId)!;
}

/** Contract availability of regions keyed by delivery type. */
export async function contractOf(db: Db, regionIds: number[]) {
  const out = new Map<number, Record<string, Record<string, unknown>[]>>();
  if (!regionIds.length) return out;
  const rows = (await db
    .select()
    .from(t.availability)
    .where(inArray(t.availability.region_id, regionIds))
    .orderBy(asc(t.availability.id))) as Record<string, unknown>[];
  const expanded = await withUserNames(db, await withSizes(db, rows.map(toApi)));
  for (const id of regionIds) out.set(id, { newDeliveries: [], emptyReturn: [], pickUp: [] });
  for (const r of expanded) out.get(r.region_id as number)![r.delivery_type as string]?.push(r);
  return out;
}

/** Current availability (header + rows) of regions. */
export async function currentOf(db: Db, regionIds: number[]) {
  const out = new Map<number, Record<string, unknown>>();
  if (!regionIds.length) return out;
  const heads = (await db
    .select()
    .from(t.currentAvailability)
    .where(inArray(t.currentAvailability.region_id, regionIds))) as Record<string, unknown>[];
  const rows = await currentRowsOfMany(
    db,
    heads.map((h) => h.id as number),
  );
  for (const h of heads)
    out.set(h.region_id as number, { ...toApi(h), ...rows.get(h.id as number) });
  return out;
}

/** Creates the empty contract records and current availability header of a new region. */
export async function createDefaultAvailability(db: Db, regionId: number, userId: number | null) {
  const sizes = await db.select({ id: t.sizes.id }).from(t.sizes).orderBy(asc(t.sizes.id));
  const base = { region_id: regionId, created_by: userId, updated_by: userId };
  await db
    .insert(t.availability)
    .values([
      ...sizes.map((sz) => ({ ...base, delivery_type: 'newDeliveries', size_id: sz.id })),
      { ...base, delivery_type: 'emptyReturn' },
      { ...base, delivery_type: 'pickUp' },
    ]);
  await db.insert(t.currentAvailability).values(base).onConflictDoNothing();
}

export interface AvailabilityChange {
  id: number;
  updated_at?: string;
  data: Record<string, unknown>;
}

/**
 * Saves a region's contract availability for every delivery type in one transaction
 * (PUT /region/{id} with `availability`): all records or none.
 */
export async function saveRegionAvailability(
  db: Db,
  regionId: number,
  byType: Record<string, AvailabilityChange[]>,
  userId: number | null,
) {
  return db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    const now = new Date().toISOString();
    const errors: Record<string, string> = {};
    for (const [type, changes] of Object.entries(byType)) {
      for (const [i, change] of changes.entries()) {
        const existing = await lockForUpdate(
          d,
          availability,
          change.id,
          change.updated_at ?? change.data.updated_at,
        );
        if (existing.region_id !== regionId || existing.delivery_type !== type) {
          throw badRequest(
            `Availability ${change.id} is not a ${type} record of region ${regionId}`,
            {
              [`${type}.${i}.id`]: 'Not a record of this region and delivery type',
            },
          );
        }
        const values: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(change.data))
          if (k in s.availabilityFields && k !== 'region_id') values[k] = v;
        delete values.delivery_type;
        delete values.size_id;
        normalizeAvailability(values, existing);
        const rules = availabilityRules({ ...existing, ...values });
        for (const [k, m] of Object.entries(rules)) errors[`${type}.${i}.${k}`] = m;
        await d
          .update(t.availability)
          .set({ ...values, updated_by: userId, updated_at: now } as never)
          .where(eq(t.availability.id, change.id));
      }
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    await d
      .update(t.regions)
      .set({ last_saved_by: userId, last_saved_at: now })
      .where(eq(t.regions.id, regionId));
    return (await contractOf(d, [regionId])).get(regionId)!;
  });
}

/** The current-availability row resources by delivery type. */
const CURRENT_ROWS: Record<string, ResourceDef> = {
  newDeliveries: currentDelivery,
  emptyReturn: currentEmptyReturn,
  pickUp: currentPickup,
};

/**
 * Saves a region's current availability (the top-level window fields and rows of every delivery
 * type) in one transaction: all or nothing. Rows saved here are overridden for the day.
 */
export async function saveCurrentAvailability(
  db: Db,
  currentId: number,
  head: { window_active?: boolean; window_days?: number | null; updated_at?: string },
  rows: Record<string, AvailabilityChange[]>,
  userId: number | null,
) {
  return db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    const now = new Date().toISOString();
    const errors: Record<string, string> = {};
    const existingHead = await lockForUpdate(d, currentAvailability, currentId, head.updated_at);
    const headValues: Record<string, unknown> = {};
    for (const k of ['window_active', 'window_days'] as const)
      if (k in head) headValues[k] = head[k];
    if (Object.keys(headValues).length) {
      normalizeAvailability(headValues, existingHead);
      Object.assign(errors, availabilityRules({ ...existingHead, ...headValues }));
      await d
        .update(t.currentAvailability)
        .set({ ...headValues, updated_by: userId, updated_at: now } as never)
        .where(eq(t.currentAvailability.id, currentId));
    }
    for (const [type, changes] of Object.entries(rows)) {
      const def = CURRENT_ROWS[type];
      if (!def) throw badRequest(`Unknown delivery type: ${type}`, { rows: `Unknown: ${type}` });
      for (const [i, change] of changes.entries()) {
        const existing = await lockForUpdate(
          d,
          def,
          change.id,
          change.updated_at ?? change.data.updated_at,
        );
        if (existing.current_availability_id !== currentId) {
          throw badRequest(`Row ${change.id} is not a ${type} row of this current availability`, {
            [`${type}.${i}.id`]: 'Not a row of this current availability and delivery type',
          });
        }
        const values: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(change.data))
          if (k in s.currentRowFields) values[k] = v;
        normalizeAvailability(values, existing);
        for (const [k, m] of Object.entries(availabilityRules({ ...existing, ...values })))
          errors[`${type}.${i}.${k}`] = m;
        values.overridden = true;
        const cols = columnsOf(def.table);
        await d
          .update(def.table)
          .set({ ...values, updated_by: userId, updated_at: now } as never)
          .where(eq(cols.id, change.id));
      }
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const regionId = existingHead.region_id as number;
    return (await currentOf(d, [regionId])).get(regionId)!;
  });
}
