// A product's availability per delivery type: the region's current availability for the
// product's size, with the exceptions that cover the product applied.
import { applicableExceptions, exceptionEffect, type ExceptionItem } from './exceptions.ts';
import { DELIVERY_TYPE_LABELS, formatCutoff } from './text.ts';
import type {
  AvailabilityDayValue,
  CurrentAvailabilityDto,
  DeliveryDateDto,
  DeliveryTypeValue,
  ExceptionDto,
} from './types.ts';

export const DELIVERY_TYPES: DeliveryTypeValue[] = ['newDeliveries', 'emptyReturn', 'pickUp'];

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: creating Intl formatters is slow. Throws for an unknown zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar date (YYYY-MM-DD) at `now` in an IANA time zone (default America/Chicago). */
export function localDate(now: Date, timeZone?: string | null): string {
  try {
    return formatterFor(timeZone || 'America/Chicago').format(now);
  } catch {
    return formatterFor('America/Chicago').format(now);
  }
}

/** A YYYY-MM-DD date plus n days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 'Sat 11/28' for a YYYY-MM-DD date. */
export function shortDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()];
  return `${day} ${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
}

/** Current availability as a flat list, whether the main API sent a list or an object keyed by delivery type. */
export function currentEntries(
  current:
    | CurrentAvailabilityDto[]
    | Record<string, CurrentAvailabilityDto | CurrentAvailabilityDto[]>
    | null
    | undefined,
): CurrentAvailabilityDto[] {
  if (!current) return [];
  if (Array.isArray(current)) return current;
  // Keyed by delivery type; other keys (id, window_active, calculated_at) are the header.
  return DELIVERY_TYPES.flatMap((type) => {
    const v = (current as Record<string, unknown>)[type] as
      CurrentAvailabilityDto | CurrentAvailabilityDto[] | undefined;
    return (Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : []).map((e) => ({
      ...e,
      delivery_type: e.delivery_type ?? type,
    }));
  });
}

const sameType = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The entry of a delivery type (new deliveries: of the size, else the one without a size). */
export function entryFor(
  entries: readonly CurrentAvailabilityDto[],
  deliveryType: string,
  sizeId?: number | null,
) {
  const ofType = entries.filter((e) => sameType(String(e.delivery_type), deliveryType));
  if (deliveryType !== 'newDeliveries') return ofType[0];
  return (
    ofType.find((e) => e.size_id != null && Number(e.size_id) === Number(sizeId)) ??
    ofType.find((e) => e.size_id == null)
  );
}

/** One delivery type's availability as the GraphQL AvailabilityEntry shows it. */
export interface AvailabilityView {
  deliveryType: DeliveryTypeValue;
  deliveryTypeLabel: string;
  sizeId: number | null;
  sizeName: string | null;
  noService: boolean;
  noServiceReason: string | null;
  mustCall: boolean;
  sameDayActive: boolean;
  nextDayActive: boolean;
  saturdayActive: boolean;
  sundayActive: boolean;
  windowActive: boolean;
  windowDays: number | null;
  daysOut: number | null;
  sameDayCutoff: string;
  nextDayCutoff: string;
  twoDayNoticeCutoff: string;
  saturdayCutoffDay: string | null;
  saturdayCutoff: string;
  sundayCutoffDay: string | null;
  sundayCutoff: string;
  nextAvailableService: string | null;
  deliveryDate: DeliveryDateDto;
  exceptionIds: number[];
}

const NO_SERVICE_DATE: DeliveryDateDto = {
  date: null,
  availabilityType: 'noService',
  friendlyText: 'No Service',
};

function sizeNameOf(e: CurrentAvailabilityDto | undefined): string | null {
  if (!e) return null;
  if (e.size && typeof e.size === 'object') return (e.size as { name?: string }).name ?? null;
  return e.name ?? (typeof e.size === 'string' ? e.size : null);
}

/** An entry as a view, without exceptions applied; a missing entry is 'No Service'. */
export function entryView(
  type: DeliveryTypeValue,
  e: CurrentAvailabilityDto | undefined,
  sizeName?: string | null,
): AvailabilityView {
  const noService = !e || !!e.no_service;
  return {
    deliveryType: type,
    deliveryTypeLabel: DELIVERY_TYPE_LABELS[type],
    sizeId: e?.size_id ?? null,
    sizeName: sizeNameOf(e) ?? sizeName ?? null,
    noService,
    noServiceReason: e?.no_service_reason ?? null,
    mustCall: !!e?.must_call,
    sameDayActive: !!e?.same_day_active,
    nextDayActive: !!e?.next_day_active,
    saturdayActive: !!e?.saturday_active,
    sundayActive: !!e?.sunday_active,
    windowActive: !!e?.window_active,
    windowDays: e?.window_days ?? null,
    daysOut: e?.days_out ?? null,
    sameDayCutoff: formatCutoff(e?.same_day_cutoff_time),
    nextDayCutoff: formatCutoff(e?.next_day_cutoff_time),
    twoDayNoticeCutoff: formatCutoff(e?.two_day_notice_cutoff_time ?? e?.days_out_cutoff_time),
    saturdayCutoffDay: e?.saturday_cutoff_day ?? null,
    saturdayCutoff: formatCutoff(e?.saturday_cutoff_time),
    sundayCutoffDay: e?.sunday_cutoff_day ?? null,
    sundayCutoff: formatCutoff(e?.sunday_cutoff_time),
    nextAvailableService: e?.next_available_service ?? null,
    deliveryDate:
      e?.delivery_date ??
      (noService
        ? NO_SERVICE_DATE
        : { date: null, availabilityType: 'mustCall', friendlyText: 'Must Call' }),
    exceptionIds: [...(e?.exception_ids ?? [])],
  };
}

/** What a product's availability depends on. */
export interface ProductAvailabilityInput {
  regionId: number;
  zoneId: number;
  sizeId?: number | null;
  sizeName?: string | null;
  wasteTypeId?: number | null;
  current: CurrentAvailabilityDto[];
  exceptions: readonly ExceptionDto[];
  /** The region's date today (YYYY-MM-DD). */
  today: string;
  point?: [number, number] | null;
}

/** The product's availability for each delivery type, with its covering exceptions applied. */
export function productAvailability(p: ProductAvailabilityInput): AvailabilityView[] {
  return DELIVERY_TYPES.map((type) => {
    const view = entryView(type, entryFor(p.current, type, p.sizeId), p.sizeName);
    if (type === 'newDeliveries' && view.sizeId === null && p.sizeId != null)
      view.sizeId = Number(p.sizeId);
    const item: ExceptionItem = {
      regionId: p.regionId,
      zoneId: p.zoneId,
      sizeId: p.sizeId,
      wasteTypeId: p.wasteTypeId,
      deliveryType: type,
      point: p.point,
    };
    const effect = exceptionEffect(applicableExceptions(p.exceptions, item, p.today), p.today);
    for (const id of effect.exceptionIds)
      if (!view.exceptionIds.includes(id)) view.exceptionIds.push(id);
    if (effect.noService) {
      view.noService = true;
      view.noServiceReason = effect.noServiceReason ?? view.noServiceReason;
      view.deliveryDate = NO_SERVICE_DATE;
      return view;
    }
    if (view.noService) return view;
    if (effect.nextAvailableDate) {
      view.nextAvailableService = effect.nextAvailableDate;
      view.deliveryDate = {
        date: effect.nextAvailableDate,
        availabilityType: 'scheduled',
        friendlyText: shortDate(effect.nextAvailableDate),
      };
    }
    if (effect.mustCall) {
      view.mustCall = true;
      view.deliveryDate = {
        date: view.deliveryDate.date,
        availabilityType: 'mustCall',
        friendlyText: 'Must Call',
      };
    }
    return view;
  });
}

/** The availability-filter days a new delivery matches: its date is today or tomorrow; weekend flags. */
export function availableOn(
  newDeliveries: AvailabilityView | undefined,
  today: string,
): AvailabilityDayValue[] {
  if (!newDeliveries || newDeliveries.noService) return [];
  const out: AvailabilityDayValue[] = [];
  const { date, availabilityType } = newDeliveries.deliveryDate;
  if (date === today || (!date && availabilityType === 'sameDay')) out.push('today');
  if (date === addDays(today, 1) || (!date && availabilityType === 'nextDay')) out.push('tomorrow');
  if (newDeliveries.saturdayActive) out.push('saturday');
  if (newDeliveries.sundayActive) out.push('sunday');
  return out;
}
