// Which exceptions apply to a product (spec 2 section 5, DECISIONS.md "Availability").
import type { ExceptionDto } from './types.ts';

/** What an exception may cover: a product of a zone, for a delivery type, at a point. */
export interface ExceptionItem {
  regionId: number;
  zoneId: number;
  sizeId?: number | null;
  wasteTypeId?: number | null;
  /** Undefined: any delivery type. */
  deliveryType?: string;
  /** The searched point [lng, lat], for serviceArea exceptions. */
  point?: [number, number] | null;
}

/** A comma list or array of ids; empty means "all". */
export function idList(v: string | readonly (number | string)[] | null | undefined): number[] {
  if (v === null || v === undefined) return [];
  const parts = Array.isArray(v) ? v : String(v).split(',');
  return parts
    .map((p) => String(p).trim())
    .filter((p) => p !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n));
}

/** Delivery types of an exception, normalised ('pickup' and 'pickUp' are one). */
export function deliveryTypesOf(v: string | readonly string[] | null | undefined): string[] {
  if (v === null || v === undefined) return [];
  const parts = Array.isArray(v) ? v : String(v).split(',');
  return parts.map((p) => normDeliveryType(String(p))).filter((p): p is string => !!p);
}

/** 'pickup' → 'pickUp', 'newdeliveries' → 'newDeliveries'; unknown names kept. */
export function normDeliveryType(t: string): string | null {
  const k = t.trim().toLowerCase();
  if (!k) return null;
  return (
    { newdeliveries: 'newDeliveries', emptyreturn: 'emptyReturn', pickup: 'pickUp' }[k] ?? t.trim()
  );
}

/** An empty list covers everything; otherwise the value must be in it. */
const listCovers = (list: number[], value: number | null | undefined) =>
  list.length === 0 || (value !== null && value !== undefined && list.includes(Number(value)));

/** True when a bulk exception reaches the region (not removed from it), or a regional one is the region's. */
export function reachesRegion(ex: ExceptionDto, regionId: number): boolean {
  if (ex.bulk) return !(ex.excluded_region_ids ?? []).map(Number).includes(Number(regionId));
  return (
    ex.region_id === null || ex.region_id === undefined || Number(ex.region_id) === Number(regionId)
  );
}

/** True when the exception is over on `today` (YYYY-MM-DD): expired, or its date range has ended. */
export function isOver(ex: ExceptionDto, today: string): boolean {
  if (ex.action_type === 'expirationDate' && ex.action_date && ex.action_date.slice(0, 10) <= today)
    return true;
  if (ex.end_date && ex.end_date.slice(0, 10) < today) return true;
  return false;
}

/** True when a date range exception covers `today` (no range: always). */
export function inRange(ex: ExceptionDto, today: string): boolean {
  if (ex.start_date && ex.start_date.slice(0, 10) > today) return false;
  if (ex.end_date && ex.end_date.slice(0, 10) < today) return false;
  return true;
}

/** Ray casting over a GeoJSON Polygon/MultiPolygon/Feature/FeatureCollection (holes respected). */
export function pointInGeoJson(point: [number, number], geo: unknown): boolean {
  const g = geo as {
    type?: string;
    features?: unknown[];
    geometry?: unknown;
    coordinates?: unknown;
  };
  if (!g || typeof g !== 'object') return false;
  if (g.type === 'FeatureCollection')
    return (g.features ?? []).some((f) => pointInGeoJson(point, f));
  if (g.type === 'Feature') return pointInGeoJson(point, g.geometry);
  if (g.type === 'Polygon') return inPolygon(point, g.coordinates as number[][][]);
  if (g.type === 'MultiPolygon')
    return (g.coordinates as number[][][][]).some((p) => inPolygon(point, p));
  return false;
}

function inRing([x, y]: [number, number], ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(point: [number, number], rings: number[][][]): boolean {
  if (!rings?.length || !inRing(point, rings[0])) return false;
  return !rings.slice(1).some((hole) => inRing(point, hole));
}

/**
 * True when the exception covers the item: it reaches the region, and its delivery-type, size,
 * waste-type and zone lists are empty or contain the item's (spec 2 section 5). A serviceArea
 * exception also needs the searched point inside its boundary.
 */
export function covers(ex: ExceptionDto, item: ExceptionItem): boolean {
  if (!reachesRegion(ex, item.regionId)) return false;
  const lists = listsOf(ex);
  if (
    item.deliveryType &&
    lists.types.length &&
    !lists.types.includes(normDeliveryType(item.deliveryType) ?? '')
  )
    return false;
  if (!listCovers(lists.sizes, item.sizeId)) return false;
  if (!listCovers(lists.wasteTypes, item.wasteTypeId)) return false;
  if (!listCovers(lists.zones, item.zoneId)) return false;
  if (ex.type === 'serviceArea') return !!item.point && pointInGeoJson(item.point, ex.boundaries);
  return true;
}

interface ParsedLists {
  types: string[];
  sizes: number[];
  wasteTypes: number[];
  zones: number[];
}
// Parsed once per exception record: a results page checks each exception for every product.
const parsedLists = new WeakMap<ExceptionDto, ParsedLists>();
function listsOf(ex: ExceptionDto): ParsedLists {
  let l = parsedLists.get(ex);
  if (!l) {
    l = {
      types: deliveryTypesOf(ex.delivery_type),
      sizes: idList(ex.sizes),
      wasteTypes: idList(ex.waste_types),
      zones: idList(ex.service_areas),
    };
    parsedLists.set(ex, l);
  }
  return l;
}

/** The exceptions of a region that apply to an item today (ended and expired ones left out). */
export function applicableExceptions(
  exceptions: readonly ExceptionDto[],
  item: ExceptionItem,
  today: string,
): ExceptionDto[] {
  return exceptions.filter((ex) => !isOver(ex, today) && covers(ex, item));
}

/** The latest availabilityByZone exception by updated_at among those given (DECISIONS.md). */
export function latestAvailabilityByZone(
  exceptions: readonly ExceptionDto[],
): ExceptionDto | undefined {
  return exceptions
    .filter((ex) => ex.type === 'availabilityByZone')
    .reduce<ExceptionDto | undefined>((best, ex) => {
      if (!best) return ex;
      const a = Date.parse(best.updated_at ?? '') || 0;
      const b = Date.parse(ex.updated_at ?? '') || 0;
      return b > a || (b === a && ex.id > best.id) ? ex : best;
    }, undefined);
}

/** What the applicable exceptions do to an item's delivery: no service, must call, a later date. */
export interface ExceptionEffect {
  noService: boolean;
  noServiceReason: string | null;
  mustCall: boolean;
  nextAvailableDate: string | null;
  exceptionIds: number[];
}

/**
 * The effect of the exceptions that apply to one item today: noService (and serviceArea) remove
 * service; the latest availabilityByZone, and availabilityByDate within its dates, make it
 * must-call or move it to their next available date.
 */
export function exceptionEffect(
  applicable: readonly ExceptionDto[],
  today: string,
): ExceptionEffect {
  const effect: ExceptionEffect = {
    noService: false,
    noServiceReason: null,
    mustCall: false,
    nextAvailableDate: null,
    exceptionIds: [],
  };
  const act = (ex: ExceptionDto) => {
    if (ex.availability_action === 'mustCall') effect.mustCall = true;
    else if (ex.availability_action === 'nextAvailableDate' && ex.next_available_date) {
      const d = ex.next_available_date.slice(0, 10);
      if (!effect.nextAvailableDate || d > effect.nextAvailableDate) effect.nextAvailableDate = d;
    } else return;
    effect.exceptionIds.push(ex.id);
  };
  for (const ex of applicable) {
    if (ex.type === 'noService' || ex.type === 'serviceArea') {
      effect.noService = true;
      effect.noServiceReason ??= ex.reason ?? null;
      effect.exceptionIds.push(ex.id);
    } else if (ex.type === 'availabilityByDate' && inRange(ex, today)) act(ex);
  }
  const zone = latestAvailabilityByZone(applicable);
  if (zone) act(zone);
  if (effect.nextAvailableDate && effect.nextAvailableDate <= today)
    effect.nextAvailableDate = null;
  return effect;
}

const TYPE_LABELS: Record<string, string> = {
  availabilityByDate: 'Availability By Date',
  closure: 'Closure',
  dayOfWeek: 'Day Of Week',
  window: 'Window',
  availabilityByZone: 'Availability By Zone',
  serviceArea: 'Service Area',
  noService: 'No Service',
  other: 'Other',
};

/** The label of an exception type. */
export const exceptionTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

/** One line for a card: 'No Service: flooding (until 2026-12-01)'. */
export function exceptionSummary(ex: ExceptionDto): string {
  let s = exceptionTypeLabel(ex.type);
  if (ex.reason) s += `: ${ex.reason}`;
  if (ex.type === 'availabilityByDate' || ex.type === 'availabilityByZone') {
    if (ex.availability_action === 'mustCall') s += ' (Must Call)';
    else if (ex.availability_action === 'nextAvailableDate' && ex.next_available_date)
      s += ` (next available ${ex.next_available_date.slice(0, 10)})`;
  }
  if (ex.type === 'window' && ex.window_days) s += ` (within 1-${ex.window_days} days)`;
  if (ex.type === 'dayOfWeek' && ex.days_of_week) s += ` (${[ex.days_of_week].flat().join(', ')})`;
  const end = ex.end_date ?? (ex.action_type === 'expirationDate' ? ex.action_date : null);
  if (end) s += ` (until ${end.slice(0, 10)})`;
  return s;
}
