// The words of the availability reasons (see AvailabilityReason): what staff read on a card to
// know why a product is must-call, unavailable or later than usual. Dates M/DD, times h:mma.
import { DateTime } from 'luxon';
import { weekdayList } from './exceptions.ts';
import type { AvailabilityException, AvailabilityReason, ReasonKind } from './types.ts';
import { WEEKDAYS } from './types.ts';

/** '2026-12-01' → '12/01'. */
export function shortDay(iso: string | null | undefined): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${Number(m[1])}/${m[2]}` : '';
}

const clockTexts = new Map<string, string>();
/** '14:00:00' → '2:00pm' (h:mma). Remembered per time: a search words the same few cutoffs for every product. */
export function clockText(time: string): string {
  let v = clockTexts.get(time);
  if (v === undefined) {
    const dt = DateTime.fromFormat(time, 'HH:mm:ss');
    v = dt.isValid ? dt.toFormat('h:mma').toLowerCase() : time;
    if (clockTexts.size > 5000) clockTexts.clear();
    clockTexts.set(time, v);
  }
  return v;
}

/** '11/26–11/27', 'from 11/26', 'until 11/27' or ''. */
export function rangeText(ex: AvailabilityException): string {
  const s = shortDay(ex.start_date);
  const e = shortDay(ex.end_date);
  if (s && e) return s === e ? s : `${s}–${e}`;
  if (s) return `from ${s}`;
  if (e) return `until ${e}`;
  return '';
}

const why = (ex: AvailabilityException) => (ex.reason ? ` (${ex.reason})` : '');
const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** A reason caused by an exception: '<effect>: <type> <dates> (<reason>)'. */
export function exceptionReason(
  ex: AvailabilityException,
  effect: string,
  detail = rangeText(ex),
): AvailabilityReason {
  return {
    kind: ex.type as ReasonKind,
    exception_id: ex.id,
    text: `${effect}: ${join(ex.type, detail)}${why(ex)}`,
  };
}

/** A reason of the contract itself or of the clock. */
export function ruleReason(kind: ReasonKind, text: string): AvailabilityReason {
  return { kind, exception_id: null, text };
}

/** 'Saturday, Sunday' from an exception's days_of_week. */
export function weekdayNames(ex: AvailabilityException): string {
  return weekdayList(ex.days_of_week)
    .map((n) => WEEKDAYS[n - 1])
    .join(', ');
}

/** Of n availabilityByZone exceptions covering the item, the one used: ', latest of n'. */
export const latestOf = (n: number) => (n > 1 ? `, latest of ${n}` : '');
