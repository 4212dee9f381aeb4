// Over 300 lines: the loads and writes of one recalculation, in one transaction's order.
// Loading availability, exceptions and current rows for regions, and writing recalculated
// current availability. The rules themselves are the pure functions of calculate.ts.
import { eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inIds, selectRowsAsJson } from '../../db/json-rows.ts';
import {
  availability,
  currentAvailability,
  currentAvailabilityDelivery,
  currentAvailabilityEmptyReturn,
  currentAvailabilityPickup,
  exceptionExclusions,
  exceptions,
  regions,
  sizes,
} from '../../db/schema.ts';
import { DateTime } from 'luxon';
import { calculateAvailability } from './calculate.ts';
import { applicableExceptions } from './exceptions.ts';
import type {
  AvailabilityException,
  AvailabilityItem,
  AvailabilityRecord,
  CurrentAvailability,
} from './types.ts';

export const CURRENT_TABLES = {
  newDeliveries: currentAvailabilityDelivery,
  emptyReturn: currentAvailabilityEmptyReturn,
  pickUp: currentAvailabilityPickup,
} as const;
type CurrentKey = keyof typeof CURRENT_TABLES;

export interface RegionAvailabilityData {
  region: { id: number; timezone: string; name: string };
  records: (AvailabilityRecord & { size?: { id: number; name: string } | null })[];
  exceptions: AvailabilityException[];
  current: {
    id: number;
    window_active: boolean;
    window_days: number | null;
    calculated_at: string | null;
  } | null;
  /** Stored current rows by delivery type (staff overrides are kept here). */
  currentRows: Record<CurrentKey, Record<string, unknown>[]>;
}

/** Loads contract availability, exceptions (bulk included, with exclusions) and current rows. */
export async function loadRegionsAvailability(
  db: Db,
  regionIds: number[],
): Promise<Map<number, RegionAvailabilityData>> {
  const out = new Map<number, RegionAvailabilityData>();
  if (regionIds.length === 0) return out;
  // One query (a search asks this on every call; api/src/db/json-rows.ts).
  const inRegions = <T extends { region_id: AnyColumn }>(t: T) => inIds(t.region_id, regionIds);
  const rows = await selectRowsAsJson(db, {
    regions: {
      from: regions,
      columns: { id: regions.id, timezone: regions.timezone, name: regions.name },
      where: inIds(regions.id, regionIds),
    },
    recs: { from: availability, where: inRegions(availability), cached: true },
    exceptions: {
      from: exceptions,
      where: or(inRegions(exceptions), eq(exceptions.bulk, true)),
      cached: true,
    },
    exclusions: { from: exceptionExclusions },
    sizes: { from: sizes, cached: true },
    currents: { from: currentAvailability, where: inRegions(currentAvailability) },
    newDeliveries: {
      from: CURRENT_TABLES.newDeliveries,
      where: inRegions(CURRENT_TABLES.newDeliveries),
      cached: true,
    },
    emptyReturn: {
      from: CURRENT_TABLES.emptyReturn,
      where: inRegions(CURRENT_TABLES.emptyReturn),
      cached: true,
    },
    pickUp: { from: CURRENT_TABLES.pickUp, where: inRegions(CURRENT_TABLES.pickUp), cached: true },
  });
  const regionRows = rows.regions;
  const { recs, exclusions, currents } = rows;
  const exRows = rows.exceptions;
  const sizeRows = rows.sizes.map((s) => stable(s, '', () => ({ id: s.id, name: s.name })));
  const rowsByType = (Object.keys(CURRENT_TABLES) as CurrentKey[]).map(
    (k) => [k, rows[k]] as const,
  );
  const sizeById = new Map(sizeRows.map((s) => [s.id, s]));
  const excluded = new Map<number, number[]>();
  for (const e of exclusions)
    excluded.set(e.exception_id, [...(excluded.get(e.exception_id) ?? []), e.region_id]);
  const exList: AvailabilityException[] = exRows.map((e) => {
    const ids = excluded.get(e.id) ?? [];
    return stable(e, ids.join(','), () => ({ ...e, excluded_region_ids: ids }));
  });
  const recsByRegion = new Map<number, typeof recs>();
  for (const a of recs)
    recsByRegion.set(a.region_id, [...(recsByRegion.get(a.region_id) ?? []), a]);
  const bulk = exList.filter((e) => e.bulk);
  for (const r of regionRows) {
    const currentRows = {
      newDeliveries: [],
      emptyReturn: [],
      pickUp: [],
    } as RegionAvailabilityData['currentRows'];
    for (const [k, rows] of rowsByType)
      currentRows[k] = rows.filter((row) => row.region_id === r.id);
    const cur = currents.find((c) => c.region_id === r.id);
    out.set(r.id, {
      region: r,
      records: (recsByRegion.get(r.id) ?? [])
        .map((a) => {
          const size = a.size_id ? (sizeById.get(a.size_id) ?? null) : null;
          // Object.assign: a spread followed by more keys is slow for wide rows (run.ts).
          return stable(a, size, () => Object.assign({}, a, { size }));
        })
        .sort(
          (a, b) =>
            a.delivery_type.localeCompare(b.delivery_type) || (a.size_id ?? 0) - (b.size_id ?? 0),
        ),
      exceptions: [...bulk, ...exList.filter((e) => !e.bulk && e.region_id === r.id)],
      current: cur
        ? {
            id: cur.id,
            window_active: cur.window_active,
            window_days: cur.window_days,
            calculated_at: cur.calculated_at,
          }
        : null,
      currentRows,
    });
  }
  return out;
}

const built = new WeakMap<object, { with: unknown; value: object }>();
/**
 * What is built of a row read through the row cache (api/src/db/json-rows.ts) and `with`, built
 * again only when the row or `with` changes: the same object for the same inputs, so that the
 * results calculated from it can be kept across searches (`resultFor`).
 */
function stable<T extends object>(row: object, withValue: unknown, build: () => T): T {
  const hit = built.get(row);
  if (hit && hit.with === withValue) return hit.value as T;
  const value = build();
  built.set(row, { with: withValue, value });
  return value;
}

const ids = new WeakMap<object, number>();
let lastId = 0;
/** A number for an object, never reused: for keys of results computed from immutable rows. */
function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = ++lastId));
  return id;
}

const keyOf = (deliveryType: string): CurrentKey =>
  deliveryType.toLowerCase() === 'pickup'
    ? 'pickUp'
    : deliveryType === 'emptyReturn'
      ? 'emptyReturn'
      : 'newDeliveries';

/** The schedule fields of a stored current row over the contract record (per-kind must-call stays the contract's). */
function scheduleOf(rec: AvailabilityRecord, row: Record<string, unknown>): AvailabilityRecord {
  const pick = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
  return {
    ...rec,
    ...pick(
      'same_day_active',
      'next_day_active',
      'two_day_notice_active',
      'saturday_active',
      'sunday_active',
      'same_day_cutoff_time',
      'next_day_cutoff_time',
      'saturday_cutoff_day',
      'saturday_cutoff_time',
      'sunday_cutoff_day',
      'sunday_cutoff_time',
      'window_active',
      'window_days',
      'days_out',
      'no_service',
      'no_service_reason',
    ),
    two_day_notice_cutoff_time:
      (row.days_out_cutoff_time as string | null) ?? rec.two_day_notice_cutoff_time,
    must_call_all: row.overridden ? !!row.must_call : rec.must_call_all,
  };
}

/**
 * `make(now, zone)` kept per zone for the minute of `now`: a local midnight falls on a minute
 * boundary, so one minute never straddles it. Searches ask once per zone and product.
 */
function perMinute<T>(make: (now: Date, zone: string) => T): (now: Date, zone: string) => T {
  const kept = new Map<string, { minute: number; value: T }>();
  return (now, zone) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const k = kept.get(zone);
    if (k && k.minute === minute) return k.value;
    if (!k && kept.size > 1000) kept.clear();
    const value = make(now, zone);
    kept.set(zone, { minute, value });
    return value;
  };
}

/** The instant of the last local midnight in a zone. */
const localMidnight = perMinute((now, zone) =>
  DateTime.fromJSDate(now).setZone(zone).startOf('day').toMillis(),
);

/** The local date of `now` in a zone (YYYY-MM-DD). */
const localDate = perMinute(
  (now, zone) => DateTime.fromJSDate(now).setZone(zone).toISODate() ?? '',
);

type CurrentRow = CurrentAvailability & {
  title: string;
  size: { id: number; name: string } | null;
};
/** Results shared between the zones and products of one search (see `resultFor`). */
export type AvailabilityCache = Map<string, CurrentRow>;

/** Results kept across searches (`resultFor`), the oldest dropped first past the size. */
const KEPT_RESULTS = 10_000;
const keptResults = new Map<string, { from: number; until: number; out: CurrentRow }>();

/** The region's local date at `now` (YYYY-MM-DD): "today" for its exceptions and schedule. */
export function regionToday(data: RegionAvailabilityData, now: Date): string {
  return localDate(now, data.region.timezone);
}

/**
 * The item a record's result is for. Built only when read (the exceptions are not given, or the
 * result is not shared yet): a search asks three times per product. Object.assign, not a spread
 * after the keys. A function of the module, not a closure made per call: tsx names every
 * closure it makes (`__name`, a defineProperty), which cost more than the object.
 */
function itemFor(
  data: RegionAvailabilityData,
  rec: RegionAvailabilityData['records'][number],
  item: Partial<AvailabilityItem>,
): AvailabilityItem {
  return Object.assign(
    { regionId: data.region.id, deliveryType: rec.delivery_type, sizeId: rec.size_id },
    item,
  );
}

/** The ids of exceptions as a key part (most products have none or one). */
function idsOf(exs: readonly AvailabilityException[]): string {
  if (exs.length === 0) return '';
  if (exs.length === 1) return String(exs[0].id);
  return exs.map((e) => e.id).join(',');
}

/**
 * One record's schedule today: the contract, or the staff override of the day when there is
 * one, with the exceptions that cover the item applied. Results are shared through `cache` by
 * the record and the exceptions that reach the item, which is all the result depends on.
 */
function resultFor(
  data: RegionAvailabilityData,
  rec: RegionAvailabilityData['records'][number],
  now: Date,
  item: Partial<AvailabilityItem>,
  cache?: AvailabilityCache,
  /** The exceptions covering the item today, when the caller has them already. */
  covering?: AvailabilityException[],
): CurrentRow {
  const todayIso = localDate(now, data.region.timezone);
  let full: AvailabilityItem | undefined;
  const exs =
    covering ?? applicableExceptions(data.exceptions, (full = itemFor(data, rec, item)), todayIso);
  const key = cache ? `${data.region.id}|${rec.id}|${idsOf(exs)}` : '';
  const hit = cache?.get(key);
  if (hit) return hit;
  full ??= itemFor(data, rec, item);
  // Rows calculated since the region's last midnight are today's schedule: contract edits made
  // during the day wait for the next midnight. Older rows only count where staff overrode them.
  const calculated = data.current?.calculated_at
    ? new Date(data.current.calculated_at).getTime()
    : NaN;
  const fresh = calculated >= localMidnight(now, data.region.timezone);
  const row = data.currentRows[keyOf(rec.delivery_type)].find(
    (r) => (r.size_id ?? null) === (rec.size_id ?? null) && (r.overridden || fresh),
  );
  // Kept across searches by what the result is calculated from: the time zone, the local date,
  // the record, the stored row and the exceptions (objects of unchanged rows, see `stable`; a
  // changed row is a new object), for as long as every cutoff compares the same.
  const kept = cache
    ? `${data.region.timezone}|${todayIso}|${idOf(rec)}|${row ? idOf(row) : ''}|${exs.map(idOf).join(',')}`
    : '';
  const t = now.getTime();
  const was = cache ? keptResults.get(kept) : undefined;
  if (was && was.from <= t && t < was.until) {
    cache?.set(key, was.out);
    return was.out;
  }
  const base: AvailabilityRecord = row ? scheduleOf(rec, row) : rec;
  const validity = { from: -Infinity, until: Infinity };
  const result = calculateAvailability(base, {
    now,
    timeZone: data.region.timezone,
    covering: exs,
    item: full,
    validity,
  });
  const out = {
    ...result,
    title: titleOf(rec.delivery_type, rec.size?.name),
    size: rec.size ?? null,
  };
  if (cache) {
    cache.set(key, out);
    if (keptResults.size >= KEPT_RESULTS) keptResults.delete(keptResults.keys().next().value!);
    keptResults.set(kept, { ...validity, out });
  }
  return out;
}

/** Today's schedule of each record of the region for an item (zone, point). */
export function currentFor(
  data: RegionAvailabilityData,
  now: Date,
  item: Partial<AvailabilityItem> = {},
  cache?: AvailabilityCache,
): CurrentRow[] {
  return data.records.map((rec) => resultFor(data, rec, now, item, cache));
}

/** A product's availability per delivery type, and the exceptions that cover it. */
export interface ProductAvailability {
  newDeliveries: CurrentRow;
  emptyReturn: CurrentRow;
  pickUp: CurrentRow;
  /** Every exception covering the product for some delivery type (listed on its card). */
  exception_ids: number[];
}

/** A region's contract records by delivery type, made once per loaded region (read only). */
const recordsOf = new WeakMap<
  RegionAvailabilityData['records'],
  Record<CurrentKey, RegionAvailabilityData['records']>
>();
function recordsByType(data: RegionAvailabilityData) {
  let by = recordsOf.get(data.records);
  if (!by) {
    by = { newDeliveries: [], emptyReturn: [], pickUp: [] };
    for (const r of data.records) by[keyOf(r.delivery_type)].push(r);
    recordsOf.set(data.records, by);
  }
  return by;
}

/**
 * The availability of one product (a size and waste type of a zone, at the searched point):
 * new deliveries from the record of its size (else the region's record without a size), empty
 * & return and pick up from theirs; a delivery type without a contract record has no service.
 */
export function productAvailability(
  data: RegionAvailabilityData,
  now: Date,
  item: ProductItem,
  cache?: AvailabilityCache,
): ProductAvailability {
  const todayIso = localDate(now, data.region.timezone);
  const covering = new Set<number>();
  const byType = recordsByType(data);
  const one = { data, now, item, cache, todayIso, covering, byType };
  return {
    newDeliveries: deliveryResult(one, 'newDeliveries'),
    emptyReturn: deliveryResult(one, 'emptyReturn'),
    pickUp: deliveryResult(one, 'pickUp'),
    exception_ids: [...covering].sort((a, b) => a - b),
  };
}

/** A product as `productAvailability` asks about it. */
interface ProductItem {
  zoneId: number;
  point?: [number, number] | null;
  sizeId: number | null;
  wasteTypeId: number | null;
  sizeName?: string | null;
}

/** One delivery type of `productAvailability` (a module function: see `itemFor`). */
function deliveryResult(
  o: {
    data: RegionAvailabilityData;
    now: Date;
    item: ProductItem;
    cache: AvailabilityCache | undefined;
    todayIso: string;
    covering: Set<number>;
    byType: Record<CurrentKey, RegionAvailabilityData['records']>;
  },
  deliveryType: CurrentKey,
): CurrentRow {
  const { data, item } = o;
  const recs = o.byType[deliveryType];
  const rec =
    deliveryType === 'newDeliveries'
      ? (recs.find((r) => r.size_id != null && r.size_id === item.sizeId) ??
        recs.find((r) => r.size_id == null))
      : recs[0];
  const full = Object.assign({}, item, { regionId: data.region.id, deliveryType });
  const exs = applicableExceptions(data.exceptions, full, o.todayIso);
  for (const ex of exs) o.covering.add(ex.id);
  if (rec) return resultFor(data, rec, o.now, full, o.cache, exs);
  return noContract(deliveryType, item.sizeId, item.sizeName ?? null);
}

/** The result for a delivery type the region has no contract availability for. */
function noContract(deliveryType: CurrentKey, sizeId: number | null, sizeName: string | null) {
  const what = deliveryType === 'newDeliveries' && sizeName ? ` for ${sizeName}` : '';
  return {
    delivery_type: deliveryType,
    size_id: deliveryType === 'newDeliveries' ? sizeId : null,
    no_service: true,
    no_service_reason: null,
    must_call: false,
    same_day_active: false,
    next_day_active: false,
    saturday_active: false,
    sunday_active: false,
    window_active: false,
    window_days: null,
    days_out: null,
    same_day_cutoff_time: null,
    next_day_cutoff_time: null,
    two_day_notice_cutoff_time: null,
    saturday_cutoff_time: null,
    sunday_cutoff_time: null,
    saturday_cutoff_day: null,
    sunday_cutoff_day: null,
    next_available_service: null,
    delivery_date: { date: null, availabilityType: 'noService', friendlyText: 'No Service' },
    exception_ids: [],
    reasons: [
      {
        kind: 'noContract',
        exception_id: null,
        text: `No Service: no contract availability${what}`,
      },
    ],
    title: titleOf(deliveryType, sizeName),
    size: null,
  } satisfies CurrentRow;
}

function titleOf(deliveryType: string, sizeName?: string | null): string {
  if (deliveryType === 'newDeliveries')
    return sizeName ? `New Delivery ${sizeName}` : 'New Delivery';
  return keyOf(deliveryType) === 'pickUp' ? 'Pick Up' : 'Empty & Return';
}

/** Groups rows by delivery type: {newDeliveries: [...], emptyReturn: [...], pickUp: [...]}. */
export function byDeliveryType<T extends { delivery_type: string }>(
  rows: T[],
): Record<CurrentKey, T[]> {
  const out: Record<CurrentKey, T[]> = { newDeliveries: [], emptyReturn: [], pickUp: [] };
  for (const r of rows) out[keyOf(r.delivery_type)].push(r);
  return out;
}

/**
 * Recalculates a region's current availability from the contract (the midnight job, or after a
 * save): replaces the calculated rows, dropping the day's staff overrides. One transaction.
 */
export async function recalculateRegion(
  db: Db,
  regionId: number,
  now = new Date(),
): Promise<number> {
  const data = (await loadRegionsAvailability(db, [regionId])).get(regionId);
  if (!data) return 0;
  // The stored rows are the day's schedule from the contract alone: exceptions are applied when
  // availability is read, so an exception saved or deleted during the day counts at once and
  // is never applied twice.
  const fresh = {
    ...data,
    exceptions: [],
    currentRows: { newDeliveries: [], emptyReturn: [], pickUp: [] },
  };
  const rows = currentFor(fresh, now);
  const windowRow = rows.find((r) => r.window_active);
  await db.transaction(async (tx) => {
    const stamp = now.toISOString();
    const [cur] = await tx
      .insert(currentAvailability)
      .values({
        region_id: regionId,
        window_active: !!windowRow,
        window_days: windowRow?.window_days ?? null,
        calculated_at: stamp,
      })
      .onConflictDoUpdate({
        target: currentAvailability.region_id,
        set: {
          window_active: !!windowRow,
          window_days: windowRow?.window_days ?? null,
          calculated_at: stamp,
          updated_at: sql`now()`,
        },
      })
      .returning({ id: currentAvailability.id });
    for (const k of Object.keys(CURRENT_TABLES) as CurrentKey[]) {
      await tx.delete(CURRENT_TABLES[k]).where(eq(CURRENT_TABLES[k].region_id, regionId));
    }
    for (const r of rows) {
      const k = keyOf(r.delivery_type);
      const values = {
        current_availability_id: cur.id,
        region_id: regionId,
        title: r.title,
        must_call: r.must_call,
        no_service: r.no_service,
        no_service_reason: r.no_service_reason,
        same_day_active: r.same_day_active,
        next_day_active: r.next_day_active,
        two_day_notice_active: !!data.records.find(
          (x) => x.delivery_type === r.delivery_type && x.size_id === r.size_id,
        )?.two_day_notice_active,
        saturday_active: r.saturday_active,
        sunday_active: r.sunday_active,
        same_day_cutoff_time: r.same_day_cutoff_time,
        next_day_cutoff_time: r.next_day_cutoff_time,
        days_out_cutoff_time: r.two_day_notice_cutoff_time,
        saturday_cutoff_day: r.saturday_cutoff_day,
        saturday_cutoff_time: r.saturday_cutoff_time,
        sunday_cutoff_day: r.sunday_cutoff_day,
        sunday_cutoff_time: r.sunday_cutoff_time,
        window_active: r.window_active,
        window_days: r.window_days,
        days_out: r.days_out,
        next_available_service: r.next_available_service,
        delivery_date: r.delivery_date,
        overridden: false,
      };
      if (k === 'newDeliveries')
        await tx.insert(currentAvailabilityDelivery).values({ ...values, size_id: r.size_id });
      else await tx.insert(CURRENT_TABLES[k]).values(values);
    }
  });
  return rows.length;
}
