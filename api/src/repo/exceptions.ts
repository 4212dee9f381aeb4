// Over 300 lines: the exception rules, bulk exceptions and exclusions share their queries.
// Exceptions: the rules of docs/decisions.md#validation, bulk exceptions and their per-region exclusions.
import { pointOnFeature } from '@turf/turf';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { loadRegionsAvailability, productAvailability } from '../domain/availability/store.ts';
import { containsPoint } from '../domain/geometry/ops.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { AREA_REQUIRED, DATE_REQUIRED, REQUIRED } from '../schemas/common.ts';
import * as f from '../schemas/models.ts';
import { assertBoundary } from './geo.ts';
import { byId, withUserNames } from './helpers.ts';
import type { ResourceDef } from './records.ts';
import { conditionPairs, conditionSql, type SearchBody } from './regions.ts';

/** Types that apply to all delivery types (all three ticked). */
export const ALL_DELIVERY_TYPES = ['closure', 'dayOfWeek', 'serviceArea'];
export const ALL_DELIVERY = 'newDeliveries,emptyReturn,pickup';

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function emptyArea(b: unknown): boolean {
  if (!b || typeof b !== 'object') return true;
  const o = b as { type?: string; features?: unknown[]; coordinates?: unknown[] };
  if (o.type === 'FeatureCollection') return !o.features?.length;
  if (o.type === 'Feature') return !(o as { geometry?: unknown }).geometry;
  return !o.coordinates?.length;
}

/** The exception form rules of docs/decisions.md#validation, with the spec's messages. */
export function exceptionRules(m: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const type = m.type as string | undefined;
  if (blank(type)) out.type = REQUIRED;
  if (blank(m.reason)) out.reason = REQUIRED;
  if (blank(m.action_type)) out.action_type = REQUIRED;
  else if (
    (m.action_type === 'checkBack' || m.action_type === 'expirationDate') &&
    blank(m.action_date)
  )
    out.action_date = DATE_REQUIRED;
  if (m.bulk) {
    if (type && type !== 'closure' && type !== 'window')
      out.type = 'Bulk exceptions allow only closure and window';
    if (m.action_type === 'checkBack' || m.action_type === 'permanent') {
      out.action_type = 'Bulk exceptions allow only an expiration date';
    }
  } else if (blank(m.region_id)) out.region_id = REQUIRED;
  if (type && !ALL_DELIVERY_TYPES.includes(type) && blank(m.delivery_type))
    out.delivery_type = REQUIRED;
  if (type === 'window') {
    if (blank(m.window_days)) out.window_days = REQUIRED;
    else if (Number(m.window_days) < 2 || Number(m.window_days) > 10)
      out.window_days = 'Window days must be between 2 and 10';
  }
  if (type === 'availabilityByZone') {
    if (blank(m.availability_action)) out.availability_action = REQUIRED;
    else if (m.availability_action === 'nextAvailableDate' && blank(m.next_available_date))
      out.next_available_date = DATE_REQUIRED;
  }
  if (type === 'availabilityByDate' || type === 'closure') {
    if (blank(m.start_date)) out.start_date = DATE_REQUIRED;
    if (blank(m.end_date)) out.end_date = DATE_REQUIRED;
    if (!blank(m.start_date) && !blank(m.end_date) && String(m.start_date) > String(m.end_date)) {
      out.end_date = 'The start date must be on or before the end date';
    }
  }
  if (type === 'dayOfWeek' && blank(m.days_of_week)) out.days_of_week = REQUIRED;
  if (type === 'serviceArea' && emptyArea(m.boundaries)) out.boundaries = AREA_REQUIRED;
  return out;
}

const E = sql.raw('"exceptions"');
export const exceptionVirtual: Record<string, SQL> = {
  hauler_name: sql`(SELECT h.name FROM haulers h WHERE h.id = ${E}.hauler_id)`,
  region_name: sql`(SELECT r.name FROM regions r WHERE r.id = ${E}.region_id)`,
  territory: sql`(SELECT r.territory FROM regions r WHERE r.id = ${E}.region_id)`,
  end_type: sql`${E}.action_type`,
};

async function expandExceptions(db: Db, rows: Record<string, unknown>[]) {
  const regions = await byId(
    db,
    t.regions,
    rows.map((r) => r.region_id),
  );
  const haulers = await byId(
    db,
    t.haulers,
    rows.map((r) => r.hauler_id),
  );
  const bulkIds = rows.filter((r) => r.bulk).map((r) => r.id as number);
  const excl = bulkIds.length
    ? await db
        .select({
          exception_id: t.exceptionExclusions.exception_id,
          region_id: t.exceptionExclusions.region_id,
          hauler_id: t.regions.hauler_id,
        })
        .from(t.exceptionExclusions)
        .innerJoin(t.regions, sql`${t.regions.id} = ${t.exceptionExclusions.region_id}`)
        .where(inArray(t.exceptionExclusions.exception_id, bulkIds))
    : [];
  for (const r of rows) {
    const rg = regions.get(r.region_id as number);
    r.region_name = (rg?.name as string) ?? null;
    r.territory = (rg?.territory as string) ?? null;
    r.hauler_name = (haulers.get(r.hauler_id as number)?.name as string) ?? null;
    if (r.bulk) {
      const mine = excl.filter((x) => x.exception_id === r.id);
      r.excluded = mine.map((x) => x.region_id);
      r.bulk_counts = {
        excluded: { regions: mine.length, haulers: new Set(mine.map((x) => x.hauler_id)).size },
      };
    }
  }
  return withUserNames(db, rows);
}

export const exception: ResourceDef = {
  key: 'exception',
  title: 'Exception',
  table: t.exceptions,
  fields: f.exceptionFields,
  ignore: f.exceptionIgnored,
  virtual: exceptionVirtual,
  validate: (merged) => exceptionRules(merged),
  async prepare(values, ctx) {
    assertBoundary(values.boundaries);
    const bulk = values.bulk ?? ctx.existing?.bulk;
    const type = (values.type ?? ctx.existing?.type) as string;
    if (ALL_DELIVERY_TYPES.includes(type)) values.delivery_type = ALL_DELIVERY;
    for (const k of ['service_areas', 'sizes', 'waste_types', 'delivery_type'])
      if (values[k] === null) values[k] = '';
    if (bulk) {
      values.region_id = null;
      values.hauler_id = null;
    } else if (values.region_id) {
      const rg = await byId(ctx.db, t.regions, [values.region_id]);
      if (!rg.size)
        throw badRequest('The referenced record does not exist (region_id)', {
          region_id: 'The referenced record does not exist',
        });
      values.hauler_id = rg.get(values.region_id as number)!.hauler_id;
    }
  },
  async afterWrite(db, id, rest, ctx) {
    const regions = rest.excluded_regions as number[] | undefined;
    if (!regions?.length) return;
    // Several rows in the same transaction as the exception: a bad region id leaves nothing written.
    await db
      .insert(t.exceptionExclusions)
      .values(regions.map((region_id) => ({ exception_id: id, region_id, created_by: ctx.userId })))
      .onConflictDoNothing();
  },
  expand: (db, rows) => expandExceptions(db, rows),
};

/** Exceptions that apply to a region: its own and the bulk ones it was not removed from. */
export const forRegion = (regionId: number): SQL =>
  sql`(${E}.region_id = ${regionId} OR (${E}.bulk AND NOT EXISTS (SELECT 1 FROM exception_exclusions x WHERE x.exception_id = ${E}.id AND x.region_id = ${regionId})))`;

/** The exceptions of any of these regions, and every bulk one. */
export const forRegions = (regionIds: number[]): SQL =>
  or(inArray(t.exceptions.region_id, regionIds), eq(t.exceptions.bulk, true))!;

/** Removes a bulk exception from one region (once; a second time changes nothing). */
export async function excludeFromRegion(
  db: Db,
  exceptionId: number,
  regionId: number,
  userId: number | null | undefined,
): Promise<void> {
  await db
    .insert(t.exceptionExclusions)
    .values({ exception_id: exceptionId, region_id: regionId, created_by: userId })
    .onConflictDoNothing();
}

/**
 * Not over by its expiration date at `now` (the region's local date; America/New_York for bulk
 * ones): from that date it no longer applies even before the expiry job has run
 * (docs/decisions.md#expiry-and-check-back), so the region's list leaves it out.
 */
export const notExpired = (now: Date): SQL =>
  sql`NOT (${E}.action_type = 'expirationDate' AND ${E}.action_date IS NOT NULL AND ${E}.action_date <= (${now.toISOString()}::timestamptz AT TIME ZONE coalesce((SELECT r.timezone FROM regions r WHERE r.id = ${E}.region_id), 'America/New_York'))::date)`;

const CONDITION_FIELDS = [
  'type',
  'reason',
  'action_type',
  'end_type',
  'territory',
  'hauler_id',
  'region_id',
  'bulk',
  'availability_action',
];

/** WHERE parts of POST /exception/search. */
export function exceptionSearchWhere(b: SearchBody): SQL[] {
  const where: SQL[] = [];
  if (b.search_type === 'bulk') where.push(sql`${E}.bulk`);
  else if (b.search_type === 'hauler') where.push(sql`NOT ${E}.bulk`);
  for (const [field, value] of conditionPairs(b.conditions)) {
    if (!CONDITION_FIELDS.includes(field))
      throw badRequest(`Unknown condition field: ${field}`, {
        conditions: `Unknown field: ${field}`,
      });
    if (value === undefined || value === '') continue;
    const expr = exceptionVirtual[field] ?? sql`${E}.${sql.identifier(field)}`;
    where.push(conditionSql(expr, value, field === 'bulk'));
  }
  if (b.active !== undefined) {
    where.push(
      sql`(${E}.bulk OR (SELECT h.active FROM haulers h WHERE h.id = ${E}.hauler_id) = ${b.active})`,
    );
  }
  return where;
}

/** A point inside a drawn area ([lng, lat]), or null when there is no usable area. */
function pointInside(area: unknown): [number, number] | null {
  if (emptyArea(area)) return null;
  try {
    const c = pointOnFeature(area as Parameters<typeof pointOnFeature>[0]).geometry.coordinates;
    return [c[0], c[1]];
  } catch {
    return null;
  }
}

/** One product of a region whose availability a draft exception changes. */
export interface PreviewProduct {
  pricing_id: number;
  zone_id: number;
  zone_name: string;
  size_name: string | null;
  waste_type_name: string | null;
  /** Per delivery type the calculated text before and after, only for the types that change. */
  changes: { delivery_type: string; before: string; after: string }[];
}

type Calc = {
  no_service: boolean;
  must_call: boolean;
  window_active: boolean;
  window_days: number | null;
  next_available_service: string | null;
  delivery_date: { date: string | null; availabilityType: string; friendlyText: string };
};
const shown = (c: Calc) => {
  const d = c.delivery_date;
  return d.date && d.availabilityType !== 'noService' && d.availabilityType !== 'mustCall'
    ? `${d.friendlyText} (${d.date})`
    : d.friendlyText;
};
const sameResult = (a: Calc, b: Calc) =>
  a.no_service === b.no_service &&
  a.must_call === b.must_call &&
  a.window_active === b.window_active &&
  (a.window_days ?? null) === (b.window_days ?? null) &&
  a.next_available_service === b.next_available_service &&
  a.delivery_date.date === b.delivery_date.date &&
  a.delivery_date.availabilityType === b.delivery_date.availabilityType &&
  a.delivery_date.friendlyText === b.delivery_date.friendlyText;

/**
 * The products of a region (the pricing of its active zones, as the quote page lists them) whose
 * availability today would change if `draft` were saved: the real availability engine runs with
 * and without it (docs/decisions.md#exceptions). `replacing` is the stored exception the draft
 * edits (left out of "after"). A serviceArea draft is judged at a point inside its area, for the
 * zones that contain that point (the addresses it reaches).
 */
export async function previewException(
  db: Db,
  input: {
    regionId: number;
    draft: Record<string, unknown>;
    replacing?: number | null;
    now: Date;
  },
): Promise<{ total_products: number; changed: PreviewProduct[] }> {
  const data = (await loadRegionsAvailability(db, [input.regionId])).get(input.regionId);
  if (!data)
    throw badRequest('The referenced record does not exist (region_id)', {
      region_id: 'The referenced record does not exist',
    });
  const d = input.draft;
  const type = String(d.type ?? '');
  const stored = input.replacing
    ? data.exceptions.find((e) => e.id === input.replacing)
    : undefined;
  const draftException = {
    ...(d as object),
    id: input.replacing ?? -1,
    type,
    bulk: !!d.bulk,
    region_id: d.bulk ? null : input.regionId,
    excluded_region_ids: stored?.excluded_region_ids ?? (d.excluded_regions as number[]) ?? [],
    delivery_type: ALL_DELIVERY_TYPES.includes(type) ? ALL_DELIVERY : (d.delivery_type as string),
    // Saved now, so it is the latest availabilityByZone once saved.
    updated_at: input.now.toISOString(),
  };
  const others = data.exceptions.filter((e) => e.id !== input.replacing);
  const before = data;
  const after = { ...data, exceptions: [...others, draftException] };
  const point = type === 'serviceArea' ? pointInside(d.boundaries) : null;
  if (type === 'serviceArea' && !point)
    throw badRequest(AREA_REQUIRED, { boundaries: AREA_REQUIRED });

  const zones = await db
    .select({
      id: t.serviceAreas.id,
      name: t.serviceAreas.name,
      boundaries: t.serviceAreas.boundaries,
    })
    .from(t.serviceAreas)
    .where(sql`${t.serviceAreas.region_id} = ${input.regionId} AND ${t.serviceAreas.active} = 1`);
  const reached = point ? zones.filter((z) => containsPoint(z.boundaries, point)) : zones;
  const pricing = reached.length
    ? await db
        .select()
        .from(t.rolloffPricing)
        .where(
          inArray(
            t.rolloffPricing.service_area_id,
            reached.map((z) => z.id),
          ),
        )
    : [];
  const sizes = await byId(
    db,
    t.sizes,
    pricing.map((p) => p.size_id),
  );
  const wastes = await byId(
    db,
    t.wasteTypes,
    pricing.map((p) => p.waste_type_id),
  );
  const zoneName = new Map(zones.map((z) => [z.id, z.name]));
  const changed: PreviewProduct[] = [];
  for (const p of pricing.sort((a, b) => a.service_area_id - b.service_area_id || a.id - b.id)) {
    const sizeName = (sizes.get(p.size_id as number)?.name as string) ?? null;
    const item = {
      zoneId: p.service_area_id,
      point,
      sizeId: p.size_id ?? null,
      wasteTypeId: p.waste_type_id ?? null,
      sizeName,
    };
    const a = productAvailability(before, input.now, item);
    const b = productAvailability(after, input.now, item);
    const changes = (['newDeliveries', 'emptyReturn', 'pickUp'] as const)
      .filter((k) => !sameResult(a[k], b[k]))
      .map((k) => ({ delivery_type: k, before: shown(a[k]), after: shown(b[k]) }));
    if (changes.length)
      changed.push({
        pricing_id: p.id,
        zone_id: p.service_area_id,
        zone_name: zoneName.get(p.service_area_id) ?? '',
        size_name: sizeName,
        waste_type_name: (wastes.get(p.waste_type_id as number)?.name as string) ?? null,
        changes,
      });
  }
  return { total_products: pricing.length, changed };
}
