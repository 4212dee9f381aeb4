// Exceptions as the quote types show them: id lists, delivery types, labels and a one-line
// summary. Which exceptions apply, and what they do, is decided by the main API
// (api/src/domain/availability), which sends each product's covering exceptions by id.
import { formatDate } from '@shared/quote/text.ts';
import type { ExceptionDto } from './types.ts';

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

/** One line for a card: 'No Service: flooding (until 12/01/2026)'. */
export function exceptionSummary(ex: ExceptionDto): string {
  let s = exceptionTypeLabel(ex.type);
  if (ex.reason) s += `: ${ex.reason}`;
  if (ex.type === 'availabilityByDate' || ex.type === 'availabilityByZone') {
    if (ex.availability_action === 'mustCall') s += ' (Must Call)';
    else if (ex.availability_action === 'nextAvailableDate' && ex.next_available_date)
      s += ` (next available ${formatDate(ex.next_available_date)})`;
  }
  if (ex.type === 'window' && ex.window_days) s += ` (within 1-${ex.window_days} days)`;
  if (ex.type === 'dayOfWeek' && ex.days_of_week) s += ` (${[ex.days_of_week].flat().join(', ')})`;
  const end = ex.end_date ?? (ex.action_type === 'expirationDate' ? ex.action_date : null);
  if (end) s += ` (until ${formatDate(end)})`;
  return s;
}
