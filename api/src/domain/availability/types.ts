// Plain shapes the availability rules work on (snake_case like the REST records).

export type DeliveryType = 'newDeliveries' | 'emptyReturn' | 'pickUp';
export const DELIVERY_TYPES: DeliveryType[] = ['newDeliveries', 'emptyReturn', 'pickUp'];

/** Weekday names as stored in cutoff days and days_of_week. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** A contract (or current) availability record: one per delivery type (new deliveries: per size). */
export interface AvailabilityRecord {
  id?: number;
  region_id?: number | null;
  delivery_type: DeliveryType | string;
  size_id?: number | null;
  no_service?: boolean | null;
  no_service_reason?: string | null;
  must_call_all?: boolean | null;
  same_day_active?: boolean | null;
  same_day_cutoff_time?: string | null;
  same_day_must_call?: boolean | null;
  next_day_active?: boolean | null;
  next_day_cutoff_time?: string | null;
  next_day_must_call?: boolean | null;
  two_day_notice_active?: boolean | null;
  two_day_notice_cutoff_time?: string | null;
  two_day_notice_must_call?: boolean | null;
  /** Older payloads name the two-day cutoff this way (docs/decisions.md#records-and-fields). */
  days_out_cutoff_time?: string | null;
  saturday_active?: boolean | null;
  saturday_cutoff_time?: string | null;
  saturday_cutoff_day?: string | null;
  saturday_must_call?: boolean | null;
  sunday_active?: boolean | null;
  sunday_cutoff_time?: string | null;
  sunday_cutoff_day?: string | null;
  sunday_must_call?: boolean | null;
  window_active?: boolean | null;
  window_days?: number | null;
  days_out?: number | null;
  [key: string]: unknown;
}

export type ExceptionType =
  | 'closure'
  | 'dayOfWeek'
  | 'noService'
  | 'availabilityByDate'
  | 'availabilityByZone'
  | 'window'
  | 'serviceArea'
  | 'other';

/** An exception record (id lists may be comma strings or arrays; empty means all). */
export interface AvailabilityException {
  id: number;
  type: ExceptionType | string;
  bulk?: boolean | null;
  region_id?: number | null;
  /** Regions a bulk exception was removed from. */
  excluded_region_ids?: number[] | null;
  reason?: string | null;
  action_type?: 'checkBack' | 'expirationDate' | 'permanent' | string | null;
  action_date?: string | null;
  delivery_type?: string | string[] | null;
  service_areas?: string | number[] | null;
  sizes?: string | number[] | null;
  waste_types?: string | number[] | null;
  days_of_week?: string | string[] | null;
  window_days?: number | null;
  availability_action?: 'mustCall' | 'nextAvailableDate' | string | null;
  next_available_date?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  boundaries?: unknown;
  boundaries_description?: string | null;
  updated_at?: string | null;
}

/** What a delivery is for: the item an exception may cover. Unset fields match only "all" lists. */
export interface AvailabilityItem {
  regionId: number;
  deliveryType: DeliveryType | string;
  sizeId?: number | null;
  wasteTypeId?: number | null;
  zoneId?: number | null;
  /** The searched address as [lng, lat], for serviceArea exceptions. */
  point?: [number, number] | null;
}

export type AvailabilityType =
  | 'sameDay'
  | 'nextDay'
  | 'twoDayNotice'
  | 'saturday'
  | 'sunday'
  | 'scheduled'
  | 'window'
  | 'mustCall'
  | 'noService';

export interface DeliveryDate {
  /** ISO date (YYYY-MM-DD) of the earliest delivery, null without service. */
  date: string | null;
  availabilityType: AvailabilityType;
  friendlyText: string;
}

/**
 * Why a result is what it is: one entry per rule that changed it (an exception, the contract's
 * no-service, window, must-call or days-out settings, a cutoff already passed). `text` is what
 * staff read on the card, e.g. 'Must Call: availabilityByZone (Inventory), latest of 2'.
 */
export interface AvailabilityReason {
  kind: ReasonKind;
  /** The exception behind it; null for the contract's own settings and cutoffs. */
  exception_id: number | null;
  text: string;
}

export type ReasonKind =
  | ExceptionType
  | 'contractNoService'
  | 'noContract'
  | 'contractMustCall'
  | 'contractWindow'
  | 'daysOut'
  | 'cutoff'
  | 'noDeliveryDay';

/** The calculated current availability of one record. */
export interface CurrentAvailability {
  delivery_type: string;
  size_id: number | null;
  no_service: boolean;
  no_service_reason: string | null;
  must_call: boolean;
  same_day_active: boolean;
  next_day_active: boolean;
  saturday_active: boolean;
  sunday_active: boolean;
  window_active: boolean;
  window_days: number | null;
  days_out: number | null;
  same_day_cutoff_time: string | null;
  next_day_cutoff_time: string | null;
  two_day_notice_cutoff_time: string | null;
  saturday_cutoff_time: string | null;
  sunday_cutoff_time: string | null;
  saturday_cutoff_day: string | null;
  sunday_cutoff_day: string | null;
  next_available_service: string | null;
  delivery_date: DeliveryDate;
  /** Ids of the exceptions that changed this result. */
  exception_ids: number[];
  /** Why: every rule that changed the result, in the order they were applied. */
  reasons: AvailabilityReason[];
}
