// The alert form's rules (docs/decisions.md#validation, #states-and-transitions), its flashes
// (docs/decisions.md#administration-messages) and the prefill presets. No React here.

export const ALERT_FLASH = {
  created: 'Saved Alert Successfully',
  createFailed: 'There was an error creating the alert',
  updated: 'Alert Updated Successfully',
  updateFailed: 'Alert Update Failed',
  deleted: 'Alert Successfully Deleted',
  deleteFailed: 'Alert Delete Failed',
} as const;
/** Success flashes stay 2 s; failures stay until closed. */
export const ALERT_SUCCESS_MS = 2000;

export const SEVERITIES = ['warning', 'error', 'success', 'info', 'note'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** 'expires', 'checkBack', or '' for no date. Choosing one clears the other. */
export type DateMode = 'expires' | 'checkBack' | '';

/**
 * The prefill radios: common alerts staff write again and again. Choosing one fills the text,
 * severity and date kind; everything stays editable (docs/decisions.md#administration-screens).
 */
export const ALERT_PREFILLS = [
  {
    key: 'callFirst',
    label: 'Call before booking',
    text: 'Call the hauler to confirm before booking.',
    severity: 'warning',
    mode: '',
  },
  {
    key: 'closed',
    label: 'Temporarily closed',
    text: 'The hauler is temporarily closed: do not book until the expiration date.',
    severity: 'error',
    mode: 'expires',
  },
  {
    key: 'pricing',
    label: 'Pricing under review',
    text: 'Pricing is under review: confirm the price with the hauler before quoting.',
    severity: 'info',
    mode: 'checkBack',
  },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  text: string;
  severity: Severity;
  mode: DateMode;
}>;

// The messages the main API answers with: one home (api/src/schemas/common.ts).
import { DATE_REQUIRED, REQUIRED } from '@shared/validation.ts';

export { DATE_REQUIRED, REQUIRED };
export const DATE_NOT_PAST = 'Date must be today or later';

/** Today as YYYY-MM-DD in the user's time zone (the date inputs' minimum). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface AlertValues {
  text: string;
  severity: Severity;
  mode: DateMode;
  /** YYYY-MM-DD, or '' */
  date: string;
}

/**
 * The field errors of `v`. `keptDate` is the date the record already has: it may stay even once
 * it is in the past (only a newly chosen date must be today or later).
 */
export function validateAlert(
  v: AlertValues,
  keptDate = '',
  todayIso = today(),
): Partial<Record<'text' | 'date', string>> {
  const out: Partial<Record<'text' | 'date', string>> = {};
  if (!v.text.trim()) out.text = REQUIRED;
  if (v.mode && !v.date) out.date = DATE_REQUIRED;
  else if (v.mode && v.date !== keptDate && v.date < todayIso) out.date = DATE_NOT_PAST;
  return out;
}

/** The saved fields: the chosen date as 'YYYY-MM-DD 00:00:00', the other one cleared. */
export function alertFields(v: AlertValues) {
  const stamp = v.mode && v.date ? `${v.date} 00:00:00` : null;
  return {
    text: v.text.trim(),
    severity: v.severity,
    expires: v.mode === 'expires' ? stamp : null,
    checkBack: v.mode === 'checkBack' ? stamp : null,
  };
}
