// The availability editor's rules (docs/decisions.md#states-and-transitions,
// docs/decisions.md#validation): the edit rules and range checks are the main API's own
// (shared/availability-rules.ts, applied again on save by the main API); this module adds what only the
// screen needs: cutoff text (h:mma, '--' for none), form rows, the changes to send, and what a
// saved contract changes at the region's next midnight.
import { DateTime } from 'luxon';
import {
  DAY_KINDS,
  MESSAGES,
  availabilityRules,
  hasCutoff,
  normalizeAvailability,
  type DayKind,
} from '@shared/availability-rules.ts';
import { formatCutoff } from '@shared/quote/text.ts';

export {
  DAY_KINDS,
  NO_SERVICE_REASONS,
  WEEKDAYS,
  mustCallForced,
  type DayKind,
} from '@shared/availability-rules.ts';

/** A row of the editor: REST field names; cutoffs as typed ('3:30pm', '' for none), numbers as text. */
export type Row = Record<string, string | boolean>;

export const CUTOFF_MESSAGE = 'Enter a time like 3:30pm, or leave empty for none';

export const DAY_LABELS: Record<DayKind, string> = {
  same_day: 'Same Day',
  next_day: 'Next Day',
  two_day_notice: 'Two-Day Notice',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * A typed cutoff as HH:MM:SS: '3:30pm', '3:30 PM', '3pm', '15:30' and '15:30:00' are read; ''
 * and '--' mean none (null); anything else is undefined (invalid).
 */
export function parseCutoff(text: string): string | null | undefined {
  const s = text.trim().toLowerCase();
  if (s === '' || s === '--') return null;
  const m = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])?\.?m?\.?$/.exec(s);
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  const sec = Number(m[3] ?? '0');
  if (min > 59 || sec > 59) return undefined;
  if (m[4]) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (m[4] === 'p' ? 12 : 0);
  } else if (h > 23 || m[2] === undefined) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const out = `${pad(h)}:${pad(min)}:${pad(sec)}`;
  return out === '00:00:00' ? null : out;
}

/** A stored cutoff as the editor shows it: '3:30pm', '' for none (the input shows '--'). */
export function cutoffText(stored: string | null | undefined): string {
  const t = formatCutoff(stored);
  return t === '--' ? '' : t;
}

/** The cutoff sent on save: HH:MM:SS, or 00:00:00 for none. */
export function cutoffValue(text: string): string {
  return parseCutoff(text) ?? '00:00:00';
}

/** The fields of a row whose text is a cutoff time. */
export const isCutoffField = (f: string) => f.endsWith('_cutoff_time');

/**
 * Applies one edit to a row with the API's edit rules; answers the new row. Cutoffs keep the
 * text as typed (the 00:00:00 of an empty cutoff is for the wire), numbers stay text.
 */
export function applyEdit(row: Row, field: string, value: string | boolean): Row {
  const change: Record<string, unknown> = { [field]: value };
  const typed = field === 'window_days' || field === 'days_out' ? value : undefined;
  const existing: Record<string, unknown> = { ...row };
  for (const [k, v] of Object.entries(existing))
    if (isCutoffField(k) && !hasCutoff(v)) existing[k] = '';
  normalizeAvailability(change, existing);
  const next: Row = { ...row };
  for (const [k, v] of Object.entries(change)) {
    if (k === field) next[k] = typed ?? value;
    else
      next[k] =
        v === null || v === undefined
          ? ''
          : typeof v === 'number'
            ? String(v)
            : (v as string | boolean);
  }
  return next;
}

/** The messages of a row, by field: the API's range rules on the typed values, and cutoff text. */
export function rowErrors(row: Row): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(row))
    if (isCutoffField(k) && parseCutoff(String(v)) === undefined) out[k] = CUTOFF_MESSAGE;
  if (row.window_active && String(row.window_days ?? '').trim() === '')
    out.window_days = MESSAGES.windowDays;
  Object.assign(
    out,
    availabilityRules({
      ...row,
      window_days: numberOrNull(row.window_days),
      days_out: numberOrNull(row.days_out, true),
    }),
  );
  return out;
}

/** Text as a number for the rules: '' is null; a non-number stays NaN (fails the range). */
function numberOrNull(v: unknown, keepRaw = false): number | null | string {
  const s = String(v ?? '').trim();
  if (s === '') return null;
  return /^-?\d+$/.test(s) ? Number(s) : keepRaw ? s : Number.NaN;
}

/** The changed fields of a row against its saved version, as the mutation input takes them. */
export function changedFields(row: Row, saved: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (saved[k] === v) continue;
    if (isCutoffField(k) && parseCutoff(String(v)) === parseCutoff(String(saved[k] ?? '')))
      continue;
    const key = k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    if (isCutoffField(k)) out[key] = cutoffValue(String(v));
    else if (k === 'window_days' || k === 'days_out') out[key] = v === '' ? null : Number(v);
    else if (typeof v === 'string') out[key] = v === '' ? null : v;
    else out[key] = v;
  }
  return out;
}

/** GraphQL (camelCase) values of a record as an editor row of `fields`. */
export function rowFromRecord(
  record: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): Row {
  const out: Row = {};
  for (const f of fields) {
    const v = record[f.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())];
    if (isCutoffField(f)) out[f] = cutoffText(v as string | null);
    else if (typeof v === 'boolean') out[f] = v;
    else out[f] = v === null || v === undefined ? '' : String(v);
  }
  return out;
}

/** The editable fields of a contract record. */
export const CONTRACT_FIELDS: readonly string[] = [
  ...DAY_KINDS.flatMap((k) => [`${k}_active`, `${k}_cutoff_time`, `${k}_must_call`, `${k}_notes`]),
  'saturday_cutoff_day',
  'sunday_cutoff_day',
  'must_call_all',
  'no_service',
  'no_service_reason',
  'window_active',
  'window_days',
  'days_out',
];

/** The editable fields of a current availability row (the two-day cutoff is `days_out_cutoff_time`). */
export const CURRENT_FIELDS: readonly string[] = [
  'must_call',
  'no_service',
  'no_service_reason',
  ...DAY_KINDS.map((k) => `${k}_active`),
  'same_day_cutoff_time',
  'next_day_cutoff_time',
  'days_out_cutoff_time',
  'saturday_cutoff_day',
  'saturday_cutoff_time',
  'sunday_cutoff_day',
  'sunday_cutoff_time',
  'window_active',
  'window_days',
  'days_out',
];

/** The region's next local midnight, when saved contract changes take effect. */
export function nextMidnight(timeZone: string, now: Date = new Date()): DateTime {
  return DateTime.fromJSDate(now).setZone(timeZone).startOf('day').plus({ days: 1 });
}

/** '12:00am Tue 11/24 (America/Chicago)'. */
export function midnightText(timeZone: string, now: Date = new Date()): string {
  return `${nextMidnight(timeZone, now)
    .toFormat('h:mma ccc M/dd')
    .replace(/AM|PM/, (s) => s.toLowerCase())} (${timeZone})`;
}

/**
 * True when a contract record saved at `updatedAt` waits for the next midnight: today's schedule
 * was calculated since the region's last midnight, before the save (docs/decisions.md#availability).
 */
export function isPending(
  updatedAt: string,
  calculatedAt: string | null | undefined,
  timeZone: string,
  now: Date = new Date(),
): boolean {
  if (!calculatedAt) return false;
  const lastMidnight = nextMidnight(timeZone, now).minus({ days: 1 }).toMillis();
  const calc = Date.parse(calculatedAt);
  return calc >= lastMidnight && Date.parse(updatedAt) > calc;
}

/** Contract field ↔ today's row field, and its label, for the midnight summary. */
const COMPARED: ReadonlyArray<[string, string, string]> = [
  ['same_day_active', 'same_day_active', 'Same day'],
  ['next_day_active', 'next_day_active', 'Next day'],
  ['two_day_notice_active', 'two_day_notice_active', 'Two-day notice'],
  ['saturday_active', 'saturday_active', 'Saturday'],
  ['sunday_active', 'sunday_active', 'Sunday'],
  ['same_day_cutoff_time', 'same_day_cutoff_time', 'Same day cutoff'],
  ['next_day_cutoff_time', 'next_day_cutoff_time', 'Next day cutoff'],
  ['two_day_notice_cutoff_time', 'days_out_cutoff_time', 'Two-day cutoff'],
  ['saturday_cutoff_day', 'saturday_cutoff_day', 'Saturday cutoff day'],
  ['saturday_cutoff_time', 'saturday_cutoff_time', 'Saturday cutoff'],
  ['sunday_cutoff_day', 'sunday_cutoff_day', 'Sunday cutoff day'],
  ['sunday_cutoff_time', 'sunday_cutoff_time', 'Sunday cutoff'],
  ['no_service', 'no_service', 'No service'],
  ['no_service_reason', 'no_service_reason', 'No service reason'],
  ['window_active', 'window_active', 'Window'],
  ['window_days', 'window_days', 'Window days'],
  ['days_out', 'days_out', 'Days out'],
];

const shown = (v: string | boolean | undefined) =>
  v === true ? 'on' : v === false ? 'off' : v === undefined || v === '' ? '--' : v;

/** What a saved contract row changes in today's row at midnight: 'Same day cutoff: 2:00pm → 3:30pm'. */
export function midnightChanges(contract: Row, today: Row | null): string[] {
  if (!today) return ['New row in current availability'];
  const out: string[] = [];
  for (const [c, t, label] of COMPARED) {
    const a = today[t];
    const b = contract[c];
    if (a === undefined || b === undefined || shown(a) === shown(b)) continue;
    out.push(`${label}: ${shown(a)} → ${shown(b)}`);
  }
  return out;
}
