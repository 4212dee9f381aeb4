// The exception form's values, its rules with the spec's messages (docs/decisions.md#validation)
// and the conversion to the GraphQL input. No React here: the rules are unit tested.
import { EXCEPTION_REASONS, EXCEPTION_TYPES } from '../reports/exceptionLabels.ts';

export type ExceptionTypeName = keyof typeof EXCEPTION_TYPES;
export type DeliveryTypeName = 'newDeliveries' | 'emptyReturn' | 'pickUp';
export type ReasonName = keyof typeof EXCEPTION_REASONS;
export type ActionTypeName = 'expirationDate' | 'checkBack' | 'permanent';
export type AvailabilityActionName = 'mustCall' | 'nextAvailableDate';
export type WeekdayName = (typeof WEEKDAYS)[number];

// The messages the main API answers with: one home (api/src/schemas/common.ts).
import { AREA_REQUIRED, DATE_REQUIRED, REQUIRED } from '@shared/validation.ts';

export { AREA_REQUIRED, DATE_REQUIRED, REQUIRED };
export const START_AFTER_END = 'The start date must be on or before the end date';
export const SERVICE_TYPE_REQUIRED = 'At least one service type is required';

export const DELIVERY_TYPES: { value: DeliveryTypeName; label: string }[] = [
  { value: 'newDeliveries', label: 'New Deliveries' },
  { value: 'emptyReturn', label: 'Empty & Return' },
  { value: 'pickUp', label: 'Pickup' },
];
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Types that always cover all three delivery types (docs/decisions.md#exceptions). */
export const ALL_DELIVERY_TYPES: readonly ExceptionTypeName[] = [
  'closure',
  'dayOfWeek',
  'serviceArea',
];
/** Bulk exceptions allow only these types (docs/decisions.md#bulk-exceptions). */
export const BULK_TYPES: readonly ExceptionTypeName[] = ['closure', 'window'];

/** Exception reasons, and the no-service reasons of a noService exception (docs/decisions.md#constants-and-limits). */
export const EXCEPTION_REASON_LIST: readonly ReasonName[] = [
  'Pricing',
  'Billing',
  'Internal',
  'Inventory',
  'Scheduling',
];
export const NO_SERVICE_REASON_LIST: readonly ReasonName[] = [
  'Billing',
  'Internal',
  'Pricing',
  'ServiceArea',
];
export const reasonsFor = (type: string) =>
  type === 'noService' ? NO_SERVICE_REASON_LIST : EXCEPTION_REASON_LIST;

export const WINDOW_DAY_OPTIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10];

export interface ExceptionValues {
  type: ExceptionTypeName | '';
  reason: ReasonName | '';
  deliveryTypes: DeliveryTypeName[];
  zoneIds: string[];
  sizeIds: string[];
  wasteTypeIds: string[];
  daysOfWeek: WeekdayName[];
  windowDays: string;
  availabilityAction: AvailabilityActionName | '';
  nextAvailableDate: string;
  startDate: string;
  endDate: string;
  boundaries: unknown;
  boundariesDescription: string;
  actionType: ActionTypeName | '';
  actionDate: string;
}

/** A fresh form for a type: closure, dayOfWeek and serviceArea tick all delivery types. */
export function emptyValues(type: ExceptionTypeName | '' = ''): ExceptionValues {
  return {
    type,
    reason: '',
    deliveryTypes:
      type && ALL_DELIVERY_TYPES.includes(type) ? DELIVERY_TYPES.map((d) => d.value) : [],
    zoneIds: [],
    sizeIds: [],
    wasteTypeIds: [],
    daysOfWeek: [],
    windowDays: '',
    availabilityAction: '',
    nextAvailableDate: '',
    startDate: '',
    endDate: '',
    boundaries: null,
    boundariesDescription: '',
    actionType: '',
    actionDate: '',
  };
}

/** Which parts of the form a type shows. */
export function shownFor(type: string) {
  return {
    deliveryTypes: !!type,
    deliveryTypesLocked: ALL_DELIVERY_TYPES.includes(type as ExceptionTypeName),
    windowDays: type === 'window',
    daysOfWeek: type === 'dayOfWeek',
    availabilityAction: type === 'availabilityByZone' || type === 'availabilityByDate',
    dates: !!type && type !== 'serviceArea' && type !== 'other',
    datesRequired: type === 'closure' || type === 'availabilityByDate',
    area: type === 'serviceArea',
  };
}

function emptyArea(b: unknown): boolean {
  if (!b || typeof b !== 'object') return true;
  const o = b as { type?: string; features?: unknown[] };
  if (o.type === 'FeatureCollection') return !o.features?.length;
  return false;
}

/**
 * Every rule of the exception form (docs/decisions.md#validation) with its message, by field.
 * `bulk` limits the types to closure and window and the end to an expiration date.
 */
export function validateException(
  v: ExceptionValues,
  opts: { bulk?: boolean } = {},
): Partial<Record<keyof ExceptionValues, string>> {
  const out: Partial<Record<keyof ExceptionValues, string>> = {};
  const show = shownFor(v.type);
  if (!v.type) out.type = REQUIRED;
  else if (opts.bulk && !BULK_TYPES.includes(v.type))
    out.type = 'Bulk exceptions allow only closure and window';
  if (!v.reason) out.reason = REQUIRED;
  else if (v.type && !reasonsFor(v.type).includes(v.reason)) out.reason = REQUIRED;
  if (show.deliveryTypes && v.deliveryTypes.length === 0) out.deliveryTypes = SERVICE_TYPE_REQUIRED;
  if (show.windowDays && !v.windowDays) out.windowDays = REQUIRED;
  if (show.availabilityAction) {
    if (!v.availabilityAction) out.availabilityAction = REQUIRED;
    else if (v.availabilityAction === 'nextAvailableDate' && !v.nextAvailableDate)
      out.nextAvailableDate = DATE_REQUIRED;
  }
  if (show.datesRequired) {
    if (!v.startDate) out.startDate = DATE_REQUIRED;
    if (!v.endDate) out.endDate = DATE_REQUIRED;
  }
  if (show.dates && v.startDate && v.endDate && v.startDate > v.endDate)
    out.endDate = START_AFTER_END;
  if (show.daysOfWeek && v.daysOfWeek.length === 0) out.daysOfWeek = REQUIRED;
  if (show.area && emptyArea(v.boundaries)) out.boundaries = AREA_REQUIRED;
  if (!v.actionType) out.actionType = REQUIRED;
  else if (opts.bulk && v.actionType !== 'expirationDate')
    out.actionType = 'Bulk exceptions allow only an expiration date';
  else if (v.actionType !== 'permanent' && !v.actionDate) out.actionDate = DATE_REQUIRED;
  return out;
}

/** Named lists the server stores as `_text` labels next to the ids. */
export interface Choice {
  id: string;
  name: string;
}
const textOf = (ids: string[], choices: readonly Choice[]) =>
  ids
    .map((id) => choices.find((c) => c.id === id)?.name)
    .filter(Boolean)
    .join(', ');

/** The create input of the form's values (the fields the type does not show are left out). */
export function toInput(
  v: ExceptionValues,
  lists: { zones: readonly Choice[]; sizes: readonly Choice[]; wasteTypes: readonly Choice[] },
) {
  const show = shownFor(v.type);
  const orNull = (s: string) => (s ? s : null);
  return {
    type: v.type as ExceptionTypeName,
    reason: v.reason as ReasonName,
    actionType: v.actionType as ActionTypeName,
    actionDate: v.actionType === 'permanent' ? null : orNull(v.actionDate),
    deliveryTypes: v.deliveryTypes,
    zoneIds: v.zoneIds,
    serviceAreasText: textOf(v.zoneIds, lists.zones) || null,
    sizeIds: v.sizeIds,
    sizesText: textOf(v.sizeIds, lists.sizes) || null,
    wasteTypeIds: v.wasteTypeIds,
    wasteTypesText: textOf(v.wasteTypeIds, lists.wasteTypes) || null,
    daysOfWeek: show.daysOfWeek ? v.daysOfWeek : [],
    windowDays: show.windowDays && v.windowDays ? Number(v.windowDays) : null,
    availabilityAction: show.availabilityAction
      ? ((v.availabilityAction || null) as AvailabilityActionName | null)
      : null,
    nextAvailableDate:
      show.availabilityAction && v.availabilityAction === 'nextAvailableDate'
        ? orNull(v.nextAvailableDate)
        : null,
    startDate: show.dates ? orNull(v.startDate) : null,
    endDate: show.dates ? orNull(v.endDate) : null,
    boundaries: show.area ? v.boundaries : null,
    boundariesDescription: show.area ? orNull(v.boundariesDescription.trim()) : null,
  };
}

/** A stored exception as form values. */
export function fromException(x: {
  type: string;
  reason?: string | null;
  deliveryTypes: readonly string[];
  zones?: readonly { id: string }[];
  sizes: readonly { id: string }[];
  wasteTypes: readonly { id: string }[];
  daysOfWeek: readonly string[];
  windowDays?: number | null;
  availabilityAction?: string | null;
  nextAvailableDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  boundaries?: unknown;
  boundariesDescription?: string | null;
  actionType: string;
  actionDate?: string | null;
}): ExceptionValues {
  return {
    type: x.type as ExceptionTypeName,
    reason: (x.reason ?? '') as ReasonName | '',
    deliveryTypes: [...x.deliveryTypes] as DeliveryTypeName[],
    zoneIds: (x.zones ?? []).map((z) => z.id),
    sizeIds: x.sizes.map((s) => s.id),
    wasteTypeIds: x.wasteTypes.map((w) => w.id),
    daysOfWeek: [...x.daysOfWeek] as WeekdayName[],
    windowDays: x.windowDays ? String(x.windowDays) : '',
    availabilityAction: (x.availabilityAction ?? '') as AvailabilityActionName | '',
    nextAvailableDate: x.nextAvailableDate ?? '',
    startDate: x.startDate ?? '',
    endDate: x.endDate ?? '',
    boundaries: x.boundaries ?? null,
    boundariesDescription: x.boundariesDescription ?? '',
    actionType: x.actionType as ActionTypeName,
    actionDate: x.actionDate ?? '',
  };
}

/** Server field names (userErrors) to form fields. */
export const SERVER_FIELDS: Record<string, keyof ExceptionValues> = {
  type: 'type',
  reason: 'reason',
  deliveryType: 'deliveryTypes',
  deliveryTypes: 'deliveryTypes',
  windowDays: 'windowDays',
  availabilityAction: 'availabilityAction',
  nextAvailableDate: 'nextAvailableDate',
  startDate: 'startDate',
  endDate: 'endDate',
  daysOfWeek: 'daysOfWeek',
  boundaries: 'boundaries',
  actionType: 'actionType',
  actionDate: 'actionDate',
};

/** Today's date (YYYY-MM-DD) in the browser: the minimum of the date inputs. */
export function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
