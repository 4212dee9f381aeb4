// Which exceptions cover an item on a date (docs/decisions.md#availability, docs/decisions.md#exceptions).
import { containsPoint } from '../geometry/ops.ts';
import type { AvailabilityException, AvailabilityItem } from './types.ts';
import { WEEKDAYS } from './types.ts';

/** Parses a comma list or array of ids; empty means "all". */
export function idList(v: string | number[] | null | undefined): number[] {
  if (v == null) return [];
  const parts = Array.isArray(v) ? v : String(v).split(',');
  return parts
    .map((p) => (typeof p === 'number' ? p : p.trim()))
    .filter((p) => p !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n));
}

/** Normalises a delivery type name (the exception form writes 'pickup', availability 'pickUp'). */
export function normDeliveryType(t: string): string {
  return t.trim().toLowerCase();
}

function deliveryTypes(v: string | string[] | null | undefined): string[] {
  if (v == null) return [];
  const parts = Array.isArray(v) ? v : v.split(',');
  return parts.map(normDeliveryType).filter(Boolean);
}

/** Weekday numbers (1 = Monday .. 7 = Sunday, luxon's numbering) from names, abbreviations or numbers. */
export function weekdayList(v: string | string[] | null | undefined): number[] {
  if (v == null) return [];
  const parts = Array.isArray(v) ? v : v.split(',');
  const out: number[] = [];
  for (const raw of parts) {
    const p = String(raw).trim().toLowerCase();
    if (!p) continue;
    const n = Number(p);
    if (Number.isInteger(n) && n >= 0 && n <= 7) {
      out.push(n === 0 ? 7 : n); // 0 = Sunday as in JavaScript's getDay
      continue;
    }
    const idx = WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(p.slice(0, 3)));
    if (idx >= 0) out.push(idx + 1);
  }
  return out;
}

/** Weekday number for a cutoff day name, defaulting to Friday. */
export function weekdayNumber(name: string | null | undefined, fallback = 5): number {
  return weekdayList(name ?? '')[0] ?? fallback;
}

function covers(list: number[], value: number | null | undefined): boolean {
  if (list.length === 0) return true;
  return value != null && list.includes(Number(value));
}

/** True when a bulk exception or the region's own exception reaches this region. */
export function reachesRegion(ex: AvailabilityException, regionId: number): boolean {
  if (ex.bulk) return !(ex.excluded_region_ids ?? []).some((id) => Number(id) === Number(regionId));
  return Number(ex.region_id) === Number(regionId);
}

/**
 * True when the exception no longer counts on `today` (the region's local date): an
 * expirationDate exception from the start of its date (the job deletes it then), and any
 * exception whose end date has passed.
 */
export function isOver(ex: AvailabilityException, today: string): boolean {
  if (ex.action_type === 'expirationDate' && ex.action_date && ex.action_date.slice(0, 10) <= today)
    return true;
  return !!ex.end_date && ex.end_date.slice(0, 10) < today;
}

/** An exception's stored lists (comma text, or arrays), as `coversItem` reads them parsed. */
type Stored = Pick<
  AvailabilityException,
  'delivery_type' | 'sizes' | 'waste_types' | 'service_areas'
>;
interface Lists {
  /** The stored values the lists were parsed from. */
  from: Stored;
  types: string[];
  sizes: number[];
  wasteTypes: number[];
  zones: number[];
}
const sameStored = (a: Stored, b: Stored) =>
  a.delivery_type === b.delivery_type &&
  a.sizes === b.sizes &&
  a.waste_types === b.waste_types &&
  a.service_areas === b.service_areas;
const isText = (v: unknown) => v == null || typeof v === 'string';

// Per exception object, checked against the stored values it was parsed from (a changed value is
// parsed again): a search asks every exception of a region about each of its products, three
// delivery types each, and a key built from the stored text cost more than the test itself.
const parsedLists = new WeakMap<AvailabilityException, Lists>();
function listsOf(ex: AvailabilityException): Lists {
  const kept = parsedLists.get(ex);
  if (kept && sameStored(kept.from, ex)) return kept;
  const { delivery_type, sizes, waste_types, service_areas } = ex;
  const lists = {
    from: { delivery_type, sizes, waste_types, service_areas },
    types: deliveryTypes(delivery_type),
    sizes: idList(sizes),
    wasteTypes: idList(waste_types),
    zones: idList(service_areas),
  };
  // Lists given as arrays may change in place: only stored text is kept.
  if ([delivery_type, sizes, waste_types, service_areas].every(isText)) parsedLists.set(ex, lists);
  return lists;
}

/** True when the exception applies to the item (region, delivery type, size, waste type, zone, area). */
export function coversItem(ex: AvailabilityException, item: AvailabilityItem): boolean {
  if (!reachesRegion(ex, item.regionId)) return false;
  const lists = listsOf(ex);
  const types = lists.types;
  if (types.length && !types.includes(normDeliveryType(item.deliveryType))) return false;
  if (!covers(lists.sizes, item.sizeId)) return false;
  if (!covers(lists.wasteTypes, item.wasteTypeId)) return false;
  if (!covers(lists.zones, item.zoneId)) return false;
  if (ex.type === 'serviceArea') {
    if (!item.point) return false;
    return containsPoint(ex.boundaries, item.point);
  }
  return true;
}

/** True when `day` (YYYY-MM-DD) lies in the exception's start..end (open ends allowed). */
export function inDateRange(ex: AvailabilityException, day: string): boolean {
  const start = ex.start_date?.slice(0, 10);
  const end = ex.end_date?.slice(0, 10);
  if (start && day < start) return false;
  if (end && day > end) return false;
  return true;
}

/** The exceptions that apply to an item today: reachable, covering and not over. */
export function applicableExceptions(
  exceptions: AvailabilityException[],
  item: AvailabilityItem,
  today: string,
): AvailabilityException[] {
  return exceptions.filter((ex) => !isOver(ex, today) && coversItem(ex, item));
}

/** Of several availabilityByZone exceptions, the one saved last (by updated_at) wins. */
export function latestByUpdatedAt<T extends { updated_at?: string | null; id: number }>(
  list: T[],
): T | undefined {
  let best: T | undefined;
  for (const ex of list) {
    if (!best) best = ex;
    else {
      const a = Date.parse(ex.updated_at ?? '') || 0;
      const b = Date.parse(best.updated_at ?? '') || 0;
      if (a > b || (a === b && ex.id > best.id)) best = ex;
    }
  }
  return best;
}
