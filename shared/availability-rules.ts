// The edit rules and range checks of an availability record (contract record or current row),
// pure so that the main API (on save) and the web editor (on each edit) apply the same ones:
// docs/decisions.md#states-and-transitions and docs/decisions.md#validation. Keys are the REST
// (snake_case) field names. No imports: the web bundle uses this module as it is.

/** The day kinds of a contract record, in column order. */
export const DAY_KINDS = ['same_day', 'next_day', 'two_day_notice', 'saturday', 'sunday'] as const;
export type DayKind = (typeof DAY_KINDS)[number];

/** Every cutoff time field (current rows name the two-day cutoff `days_out_cutoff_time`). */
export const CUTOFF_FIELDS = [
  ...DAY_KINDS.map((k) => `${k}_cutoff_time`),
  'days_out_cutoff_time',
] as const;

export const NO_SERVICE_REASONS = ['Billing', 'Internal', 'Pricing', 'Service Area'] as const;
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const MESSAGES = {
  required: 'This field is required',
  windowDays: 'Window days must be between 2 and 10',
  daysOut: 'Days out must be between 2 and 90',
} as const;

/** True when a cutoff value names a time: not empty, '--' or 00:00:00 (which mean none). */
export function hasCutoff(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  const s = String(v).trim();
  return s !== '' && s !== '--' && !/^0?0:00(:00)?$/.test(s);
}

const empty = (v: unknown) => v === null || v === undefined || v === '';
/** No window days: none, or 0. */
const noDays = (v: unknown) => empty(v) || Number(v) === 0;

/**
 * Applies the edit rules to the changed values `v` of a record whose other values are `existing`
 * (mutates and answers `v`, adding the fields the rules change):
 * - turning `no_service` off clears its reason;
 * - turning the window off clears `window_days`; picking days turns it on; clearing them turns
 *   it off; on without days sets 2;
 * - a Saturday or Sunday cutoff time without a cutoff day sets the day to Friday;
 * - with `must_call_all` on, every active day's `_must_call` is on;
 * - an empty cutoff time is stored as 00:00:00; `days_out` below 2 as null.
 */
export function normalizeAvailability(
  v: Record<string, unknown>,
  existing: Record<string, unknown> = {},
): Record<string, unknown> {
  const m = { ...existing, ...v };
  for (const key of CUTOFF_FIELDS) if (key in v && empty(v[key])) v[key] = '00:00:00';
  if ('days_out' in v && !empty(v.days_out) && Number(v.days_out) < 2) v.days_out = null;
  if ('days_out' in v && v.days_out === '') v.days_out = null;
  if ('no_service' in v && !m.no_service) v.no_service_reason = null;
  if ('window_days' in v && !('window_active' in v)) v.window_active = !noDays(v.window_days);
  const windowActive = v.window_active ?? m.window_active;
  if ('window_active' in v && !windowActive) v.window_days = null;
  if (windowActive && noDays(v.window_days ?? m.window_days)) v.window_days = 2;
  for (const day of ['saturday', 'sunday']) {
    if (
      hasCutoff(v[`${day}_cutoff_time`]) &&
      empty(v[`${day}_cutoff_day`] ?? m[`${day}_cutoff_day`])
    )
      v[`${day}_cutoff_day`] = 'Friday';
  }
  if (v.must_call_all ?? m.must_call_all) {
    for (const k of DAY_KINDS) if (v[`${k}_active`] ?? m[`${k}_active`]) v[`${k}_must_call`] = true;
  }
  return v;
}

/** True when `must_call_all` holds a day's must call on (the box is locked on screen). */
export function mustCallForced(r: Record<string, unknown>, day: DayKind): boolean {
  return !!r.must_call_all && !!r[`${day}_active`];
}

/**
 * The range rules of a record's merged values, by field: window days 2 to 10 while the window
 * is on, days out 2 to 90 (or none), a reason when there is no service.
 */
export function availabilityRules(merged: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const w = merged.window_days;
  if (merged.window_active && !empty(w)) {
    const n = Number(w);
    if (!Number.isInteger(n) || n < 2 || n > 10) out.window_days = MESSAGES.windowDays;
  }
  const d = merged.days_out;
  if (!empty(d)) {
    const n = Number(d);
    if (!Number.isInteger(n) || n < 2 || n > 90) out.days_out = MESSAGES.daysOut;
  }
  if (merged.no_service && empty(merged.no_service_reason))
    out.no_service_reason = MESSAGES.required;
  return out;
}
