// Regions: the record, its row fields for lists and reports, and the region search.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { PHONE_LENGTH } from '../schemas/common.ts';
import * as f from '../schemas/models.ts';
import { contractOf, createDefaultAvailability, currentOf } from './availability.ts';
import { byId, isTimeZone, userNames } from './helpers.ts';
import type { ResourceDef } from './records.ts';

const R = sql.raw('"regions"');

/** Filters and sort keys of region lists and POST /region/search. */
export const regionVirtual: Record<string, SQL> = {
  hauler_name: sql`(SELECT h.name FROM haulers h WHERE h.id = ${R}.hauler_id)`,
  hauler_active: sql`(SELECT h.active FROM haulers h WHERE h.id = ${R}.hauler_id)`,
  hauler_type: sql`(SELECT h.type FROM haulers h WHERE h.id = ${R}.hauler_id)`,
  must_call: sql`EXISTS (SELECT 1 FROM (SELECT must_call, region_id FROM current_availability_delivery UNION ALL SELECT must_call, region_id FROM current_availability_empty_return UNION ALL SELECT must_call, region_id FROM current_availability_pickup) c WHERE c.region_id = ${R}.id AND c.must_call)`,
  no_service: sql`EXISTS (SELECT 1 FROM (SELECT no_service, region_id FROM current_availability_delivery UNION ALL SELECT no_service, region_id FROM current_availability_empty_return UNION ALL SELECT no_service, region_id FROM current_availability_pickup) c WHERE c.region_id = ${R}.id AND c.no_service)`,
  window_active: sql`EXISTS (SELECT 1 FROM current_availability c WHERE c.region_id = ${R}.id AND c.window_active)`,
  days_out: sql`EXISTS (SELECT 1 FROM (SELECT days_out, region_id FROM current_availability_delivery UNION ALL SELECT days_out, region_id FROM current_availability_empty_return UNION ALL SELECT days_out, region_id FROM current_availability_pickup) c WHERE c.region_id = ${R}.id AND c.days_out IS NOT NULL)`,
  current_availability: sql`EXISTS (SELECT 1 FROM current_availability_delivery c WHERE c.region_id = ${R}.id UNION ALL SELECT 1 FROM current_availability_empty_return c WHERE c.region_id = ${R}.id UNION ALL SELECT 1 FROM current_availability_pickup c WHERE c.region_id = ${R}.id)`,
};

/** Per region: it has new-deliveries contract records and every one is No Service. */
async function newDeliveriesNoService(db: Db, regionIds: number[]): Promise<Map<number, boolean>> {
  if (!regionIds.length) return new Map();
  const rows = await db
    .select({
      regionId: t.availability.region_id,
      all: sql<boolean>`bool_and(${t.availability.no_service})`,
    })
    .from(t.availability)
    .where(
      and(
        inArray(t.availability.region_id, regionIds),
        eq(t.availability.delivery_type, 'newDeliveries'),
      ),
    )
    .groupBy(t.availability.region_id);
  return new Map(rows.map((r) => [r.regionId, r.all === true]));
}

/** Row fields of spec 2 ("Region row") plus availability when asked. */
async function expandRegions(db: Db, rows: Record<string, unknown>[], withAvailability: boolean) {
  const ids = rows.map((r) => r.id as number);
  // Independent reads, side by side (a report page answers in one round of queries).
  const [haulers, names, current, contract, ndNoService] = await Promise.all([
    byId(
      db,
      t.haulers,
      rows.map((r) => r.hauler_id),
    ),
    userNames(
      db,
      rows.map((r) => r.last_saved_by),
    ),
    currentOf(db, ids),
    // The whole contract availability only when asked (its sizes and user names cost most of a
    // report page); the row's new-deliveries flag alone otherwise.
    withAvailability ? contractOf(db, ids) : null,
    withAvailability ? null : newDeliveriesNoService(db, ids),
  ]);
  for (const r of rows) {
    const h = haulers.get(r.hauler_id as number);
    r.hauler_name = (h?.name as string) ?? null;
    r.hauler_type = (h?.type as string) ?? null;
    r.hauler_active = (h?.active as boolean) ?? null;
    r.last_saved_by_name = r.last_saved_by
      ? (names.get(r.last_saved_by as number) ?? 'Unknown User')
      : null;
    const cur = current.get(r.id as number);
    const curRows = cur
      ? [
          ...(cur.newDeliveries as Record<string, unknown>[]),
          ...(cur.emptyReturn as Record<string, unknown>[]),
          ...(cur.pickUp as Record<string, unknown>[]),
        ]
      : [];
    const days = curRows
      .map((c) => c.days_out as number | null)
      .filter((d): d is number => d !== null);
    r.current_service_exceptions = {
      must_call: curRows.some((c) => c.must_call),
      no_service: curRows.some((c) => c.no_service),
      window_active: Boolean(cur?.window_active) || curRows.some((c) => c.window_active),
      days_out: days.length ? Math.max(...days) : null,
    };
    if (contract) {
      const nd = contract.get(r.id as number)?.newDeliveries ?? [];
      r.new_deliveries_no_service = nd.length > 0 && nd.every((a) => a.no_service);
    } else r.new_deliveries_no_service = ndNoService!.get(r.id as number) ?? false;
    if (contract) {
      r.availability = contract.get(r.id as number) ?? {
        newDeliveries: [],
        emptyReturn: [],
        pickUp: [],
      };
      r.current_availability = cur ?? null;
    }
  }
  return rows;
}

export const region: ResourceDef = {
  key: 'region',
  title: 'Region',
  table: t.regions,
  fields: f.regionFields,
  ignore: f.regionIgnored,
  createRequired: ['name', 'hauler_id'],
  updateRequired: ['name'],
  virtual: regionVirtual,
  validate(merged, ctx): Record<string, string> {
    const out: Record<string, string> = {};
    if (typeof merged.phone === 'string' && merged.phone !== '' && merged.phone.length !== 10)
      out.phone = PHONE_LENGTH;
    if (typeof merged.timezone === 'string' && !isTimeZone(merged.timezone))
      out.timezone = 'Unknown time zone';
    // docs/decisions.md#states-and-transitions: netsuite_id is editable only while creating or when the region is inactive.
    const e = ctx.existing;
    if (
      e &&
      e.active &&
      'netsuite_id' in ctx.input &&
      (ctx.input.netsuite_id ?? null) !== (e.netsuite_id ?? null)
    ) {
      out.netsuite_id = 'Netsuite ID can be changed only while the region is inactive';
    }
    return out;
  },
  prepare(values) {
    if (values.territory === 'none' || values.territory === '') values.territory = null;
    if (values.timezone === null) delete values.timezone;
  },
  async afterWrite(db, id, _rest, ctx) {
    if (ctx.mode === 'create') await createDefaultAvailability(db, id, ctx.userId);
  },
  expand: (db, rows, opts) => expandRegions(db, rows, opts.single || opts.with === 'availability'),
};

export interface SearchBody {
  search_type?: string;
  sort?: string;
  sort_order?: string;
  page?: number;
  per_page?: number;
  field?: string;
  operator?: string;
  value?: string | number | boolean;
  conditions?: unknown[];
  has?: string | string[];
  active?: boolean;
  includeAvailability?: boolean;
}

/** `[field, value]` or `{field, value}` conditions as pairs. */
export function conditionPairs(conditions: unknown[] | undefined): [string, unknown][] {
  return (conditions ?? []).map((c) => {
    if (Array.isArray(c)) return [String(c[0]), c[1]];
    const o = c as { field: string; value: unknown };
    return [o.field, o.value];
  });
}

/** Equality for a condition value (booleans for the flag fields). */
export function conditionSql(expr: SQL | unknown, value: unknown, flag: boolean): SQL {
  if (flag) {
    const on = value === true || value === 'true' || value === 1 || value === '1';
    return on ? sql`(${expr})` : sql`NOT (${expr})`;
  }
  if (value === null) return sql`(${expr}) IS NULL`;
  return sql`(${expr})::text = ${String(value)}`;
}

const REGION_FLAGS = [
  'must_call',
  'no_service',
  'window_active',
  'days_out',
  'current_availability',
  'hauler_active',
];
const REGION_CONDITION_FIELDS = [
  'territory',
  'active',
  'hauler_id',
  'hauler_type',
  'state',
  'portal_active',
  'name',
  ...REGION_FLAGS,
];

/** WHERE parts of POST /region/search (and GET /regions has=...). */
export function regionSearchWhere(b: SearchBody): SQL[] {
  const where: SQL[] = [];
  const col = (name: string): unknown => regionVirtual[name] ?? sql`${R}.${sql.identifier(name)}`;
  for (const [field, value] of conditionPairs(b.conditions)) {
    if (!REGION_CONDITION_FIELDS.includes(field))
      throw badRequest(`Unknown condition field: ${field}`, {
        conditions: `Unknown field: ${field}`,
      });
    if (value === undefined || value === '') continue;
    where.push(
      conditionSql(
        col(field),
        value,
        REGION_FLAGS.includes(field) || field === 'active' || field === 'portal_active',
      ),
    );
  }
  const has = Array.isArray(b.has) ? b.has : b.has ? [b.has] : [];
  for (const h of has) {
    if (h !== 'current_availability' && h !== 'availability')
      throw badRequest(`Unknown has: ${h}`, { has: `Unknown value: ${h}` });
    if (h === 'current_availability') where.push(sql`${regionVirtual.current_availability}`);
    else where.push(sql`EXISTS (SELECT 1 FROM availability a WHERE a.region_id = ${R}.id)`);
  }
  if (b.active !== undefined) where.push(sql`${regionVirtual.hauler_active} = ${b.active}`);
  return where;
}
