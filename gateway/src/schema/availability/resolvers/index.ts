// Contract and current availability of a region, and the all-or-nothing contract save.
import { camelCase, type UserError } from '../../../relay/mutation.ts';
import {
  flag,
  requiredIdArg,
  restFields,
  snakeCase,
  writing,
  auditNames,
} from '../../../relay/records.ts';
import type { AvailabilityChangeDto } from '../../../rest/admin.ts';
import type { RestRecord } from '../../../rest/resource.ts';
import type { Context } from '../../../context.ts';
import { entryView } from '../../../domain/quote/availability.ts';
import type { CurrentAvailabilityDto, DeliveryTypeValue } from '../../../domain/quote/types.ts';
import type { Domain, NodeLoader, Resolver } from '../../types.ts';

type R = Resolver<RestRecord>;

const DAYS = ['same_day', 'next_day', 'two_day_notice', 'saturday', 'sunday'];
const WEEKDAYS = new Set([
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]);
const weekday = (v: unknown) => (WEEKDAYS.has(String(v)) ? v : null);
/** Delivery types of the records; the current rows use the same names. */
const deliveryType = (v: unknown) => (v === 'pickup' ? 'pickUp' : v);

const flags = (names: string[]): Record<string, R> =>
  Object.fromEntries(names.map((n) => [camelCase(n), (r: RestRecord) => flag(r[n])]));

const size: R = (r, _, { loaders }) =>
  r.size_id == null ? null : loaders.sizeById.load(r.size_id as number).catch(() => null);

const ContractAvailability: Record<string, R> = {
  ...auditNames,
  ...restFields([
    ...DAYS.flatMap((d) => [`${camelCase(d)}CutoffTime`, `${camelCase(d)}Notes`]),
    'noServiceReason',
    'windowDays',
    'daysOut',
    'updatedAt',
  ]),
  ...flags([
    ...DAYS.flatMap((d) => [`${d}_active`, `${d}_must_call`]),
    'must_call_all',
    'no_service',
    'window_active',
  ]),
  saturdayCutoffDay: (r) => weekday(r.saturday_cutoff_day),
  sundayCutoffDay: (r) => weekday(r.sunday_cutoff_day),
  deliveryType: (r) => deliveryType(r.delivery_type),
  region: (r, _, { loaders }) => loaders.regionById.load(r.region_id as number),
  size,
};

/** GET /region/{id}/availability once per region and request: today's calculation with reasons. */
const todayCache = new WeakMap<Context, Map<number, Promise<RestRecord[]>>>();
function todayOf(ctx: Context, regionId: number): Promise<RestRecord[]> {
  let byRegion = todayCache.get(ctx);
  if (!byRegion) todayCache.set(ctx, (byRegion = new Map()));
  let hit = byRegion.get(regionId);
  if (!hit) {
    hit = ctx.rest.main
      .get<{ models?: RestRecord[] }>(`/region/${regionId}/availability`, {
        resource: 'region.availability',
      })
      .then((page) => (page.models ?? []).map((m) => (m.current as RestRecord) ?? m));
    byRegion.set(regionId, hit);
  }
  return hit;
}

const CurrentAvailabilityRow: Record<string, R> = {
  today: async (r, _, ctx) => {
    const type = deliveryType(r.delivery_type) as DeliveryTypeValue;
    const rows = await todayOf(ctx, r.region_id as number);
    const match = rows.find(
      (c) => deliveryType(c.delivery_type) === type && (c.size_id ?? null) === (r.size_id ?? null),
    );
    return match ? entryView(type, match as unknown as CurrentAvailabilityDto) : null;
  },
  databaseId: (r) => r.id,
  ...restFields([
    'title',
    'noServiceReason',
    'sameDayCutoffTime',
    'nextDayCutoffTime',
    'daysOutCutoffTime',
    'saturdayCutoffTime',
    'sundayCutoffTime',
    'windowDays',
    'daysOut',
    'nextAvailableService',
  ]),
  ...flags([
    'must_call',
    'no_service',
    'same_day_active',
    'next_day_active',
    'two_day_notice_active',
    'saturday_active',
    'sunday_active',
    'window_active',
    'overridden',
  ]),
  saturdayCutoffDay: (r) => weekday(r.saturday_cutoff_day),
  sundayCutoffDay: (r) => weekday(r.sunday_cutoff_day),
  deliveryType: (r) => deliveryType(r.delivery_type),
  updatedAt: (r) => r.updated_at ?? null,
  size,
  deliveryDate: (r) => {
    const d = r.delivery_date as Record<string, unknown> | null;
    return d
      ? {
          date: d.date ?? null,
          availabilityType: d.availabilityType ?? '',
          friendlyText: d.friendlyText ?? '',
        }
      : null;
  },
};

const CurrentAvailability: Record<string, R> = {
  windowActive: (c) => flag(c.window_active),
  windowDays: (c) => c.window_days ?? null,
  calculatedAt: (c) => c.calculated_at ?? null,
  updatedAt: (c) => c.updated_at ?? null,
  region: (c, _, { loaders }) => loaders.regionById.load(c.region_id as number),
  rows: (c) => [
    ...((c.newDeliveries as RestRecord[]) ?? []),
    ...((c.emptyReturn as RestRecord[]) ?? []),
    ...((c.pickUp as RestRecord[]) ?? []),
  ],
};

const loadCurrent: NodeLoader = async (id, ctx) => {
  // The current availability is read through its region: find the region by the header id.
  const page = await ctx.rest.admin.currentAvailability(id);
  const region = await ctx.loaders.regionAvailabilityById.load(page.region_id as number);
  return (region.current_availability as RestRecord | null) ?? null;
};

interface ChangeInput {
  id: string;
  updatedAt?: string | null;
  [k: string]: unknown;
}

/** The main API names a failing row value `<deliveryType>.<i>.<field>`: answer `<list>.<N>.<field>`. */
function renameRowErrors(errors: UserError[], where: Map<string, number>, list: string) {
  return errors.map((e) => {
    const m = e.field ? /^(\w+)\.(\d+)\.(\w+)$/.exec(e.field) : null;
    const n = m ? where.get(`${m[1]}.${m[2]}`) : undefined;
    return n === undefined ? e : { ...e, field: `${list}.${n}.${m![3]}` };
  });
}

/** Saves every changed contract record of a region in one PUT (one transaction upstream). */
const saveContractAvailability: Resolver<
  unknown,
  { input: { regionId: string; changes: ChangeInput[] } }
> = async (_, { input }, ctx) => {
  const where = new Map<string, number>();
  const regionId = requiredIdArg(input.regionId, 'Region');
  const ids = input.changes.map((c) => requiredIdArg(c.id, 'ContractAvailability'));
  const payload = await writing('region', async () => {
    const records = await Promise.all(ids.map((id) => ctx.loaders.availabilityById.load(id)));
    const byType: Record<string, AvailabilityChangeDto[]> = {};
    input.changes.forEach((c, n) => {
      const data: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(c)) {
        if (k === 'id' || k === 'updatedAt' || v === undefined) continue;
        data[snakeCase(k)] = v;
      }
      const type = String(records[n]!.delivery_type);
      (byType[type] ??= []).push({
        id: Number(records[n]!.id),
        ...(c.updatedAt ? { updated_at: c.updatedAt } : {}),
        data,
      });
      where.set(`${type}.${byType[type].length - 1}`, n);
    });
    await ctx.rest.admin.saveContractAvailability(regionId, byType);
    ctx.loaders.regionAvailabilityById.clear(regionId);
    ctx.loaders.regionById.clear(regionId);
    return ctx.loaders.regionById.load(regionId);
  });
  return {
    ...payload,
    userErrors: renameRowErrors(payload.userErrors as UserError[], where, 'changes'),
  };
};

interface RowChangeInput {
  deliveryType: string;
  databaseId: number;
  updatedAt?: string | null;
  [k: string]: unknown;
}

/** Saves the window fields and every changed row of a region's current availability at once. */
const saveCurrentAvailability: Resolver<
  unknown,
  {
    input: {
      currentAvailabilityId: string;
      updatedAt?: string | null;
      windowActive?: boolean | null;
      windowDays?: number | null;
      rows: RowChangeInput[];
    };
  }
> = async (_, { input }, ctx) => {
  const id = requiredIdArg(input.currentAvailabilityId, 'CurrentAvailability');
  const where = new Map<string, number>();
  const rows: Record<string, AvailabilityChangeDto[]> = {};
  input.rows.forEach((r, n) => {
    const data: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) {
      if (['deliveryType', 'databaseId', 'updatedAt'].includes(k) || v === undefined) continue;
      data[snakeCase(k)] = v;
    }
    (rows[r.deliveryType] ??= []).push({
      id: r.databaseId,
      ...(r.updatedAt ? { updated_at: r.updatedAt } : {}),
      data,
    });
    where.set(`${r.deliveryType}.${rows[r.deliveryType]!.length - 1}`, n);
  });
  const head: Record<string, unknown> = { rows };
  if (input.updatedAt) head.updated_at = input.updatedAt;
  if (input.windowActive !== undefined && input.windowActive !== null)
    head.window_active = input.windowActive;
  if (input.windowDays !== undefined) head.window_days = input.windowDays;
  const payload = await writing('region', async () => {
    const saved = await ctx.rest.admin.saveCurrentAvailability(id, head);
    const regionId = saved.region_id as number;
    ctx.loaders.regionAvailabilityById.clear(regionId);
    return ctx.loaders.regionById.clear(regionId).load(regionId);
  });
  return {
    ...payload,
    userErrors: renameRowErrors(payload.userErrors as UserError[], where, 'rows'),
  };
};

const domain = {
  resolvers: {
    Mutation: { saveContractAvailability, saveCurrentAvailability },
    ContractAvailability,
    CurrentAvailability,
    CurrentAvailabilityRow,
  },
  nodes: {
    ContractAvailability: (id, ctx) => ctx.loaders.availabilityById.load(id),
    CurrentAvailability: loadCurrent,
  },
} satisfies Domain;
export default domain;
