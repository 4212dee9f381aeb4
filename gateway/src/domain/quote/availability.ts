// Availability as the quote types show it. The rules (contract schedule, cutoffs, weekends and
// every exception) live in one place, the main API (api/src/domain/availability): it answers each
// product's result per delivery type with its reasons, and this module only maps those results.
import { DELIVERY_TYPE_LABELS, formatCutoff } from '@shared/quote/text.ts';
import type {
  AvailabilityDayValue,
  AvailabilityReasonDto,
  CurrentAvailabilityDto,
  DeliveryDateDto,
  DeliveryTypeValue,
} from './types.ts';

export const DELIVERY_TYPES: DeliveryTypeValue[] = ['newDeliveries', 'emptyReturn', 'pickUp'];

/** The entry a results card sums a product's availability up with: new deliveries, else the first. */
export const summaryEntry = <T extends { deliveryType: string }>(entries: T[]): T | null =>
  entries.find((a) => a.deliveryType === 'newDeliveries') ?? entries[0] ?? null;

/**
 * Dates already worked out by `addDays`, by date and days: an answer asks the same few (each
 * region's today plus one) for each of its hundred-odd availability views. Emptied past 256.
 */
const datesPlus = new Map<string, string>();

/** A YYYY-MM-DD date plus n days. */
export function addDays(date: string, n: number): string {
  const key = `${date}|${n}`;
  let out = datesPlus.get(key);
  if (out === undefined) {
    const d = new Date(`${date}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    out = d.toISOString().slice(0, 10);
    if (datesPlus.size >= 256) datesPlus.clear();
    datesPlus.set(key, out);
  }
  return out;
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
  reasons: { kind: string; exceptionId: number | null; text: string }[];
}

function sizeNameOf(e: CurrentAvailabilityDto | undefined): string | null {
  if (!e) return null;
  if (e.size && typeof e.size === 'object') return (e.size as { name?: string }).name ?? null;
  return e.name ?? (typeof e.size === 'string' ? e.size : null);
}

const reasonView = (r: AvailabilityReasonDto) => ({
  kind: r.kind,
  exceptionId: r.exception_id ?? null,
  text: r.text,
});

/** A main API availability result as the GraphQL AvailabilityEntry shows it. */
export function entryView(
  type: DeliveryTypeValue,
  e: CurrentAvailabilityDto,
  sizeName?: string | null,
): AvailabilityView {
  const noService = !!e.no_service;
  return {
    deliveryType: type,
    deliveryTypeLabel: DELIVERY_TYPE_LABELS[type],
    sizeId: e.size_id ?? null,
    sizeName: sizeNameOf(e) ?? sizeName ?? null,
    noService,
    noServiceReason: e.no_service_reason ?? null,
    mustCall: !!e.must_call,
    sameDayActive: !!e.same_day_active,
    nextDayActive: !!e.next_day_active,
    saturdayActive: !!e.saturday_active,
    sundayActive: !!e.sunday_active,
    windowActive: !!e.window_active,
    windowDays: e.window_days ?? null,
    daysOut: e.days_out ?? null,
    sameDayCutoff: formatCutoff(e.same_day_cutoff_time),
    nextDayCutoff: formatCutoff(e.next_day_cutoff_time),
    twoDayNoticeCutoff: formatCutoff(e.two_day_notice_cutoff_time ?? e.days_out_cutoff_time),
    saturdayCutoffDay: e.saturday_cutoff_day ?? null,
    saturdayCutoff: formatCutoff(e.saturday_cutoff_time),
    sundayCutoffDay: e.sunday_cutoff_day ?? null,
    sundayCutoff: formatCutoff(e.sunday_cutoff_time),
    nextAvailableService: e.next_available_service ?? null,
    deliveryDate: e.delivery_date ?? {
      date: null,
      availabilityType: noService ? 'noService' : 'mustCall',
      friendlyText: noService ? 'No Service' : 'Must Call',
    },
    exceptionIds: [...(e.exception_ids ?? [])],
    reasons: (e.reasons ?? []).map(reasonView),
  };
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
