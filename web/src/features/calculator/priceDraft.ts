// The calculator's draft: the price and the four ancillary prices, as typed.
import { formatCents, money, toCents } from '@shared/quote/money.ts';
import { formatUsd } from '../../ui/format/usd.ts';

export interface PriceDraft {
  price: string;
  overage: string;
  extension: string;
  disposal: string;
  tripCharge: string;
}

export const ANCILLARY_FIELDS = [
  { key: 'overage', name: 'Overage', label: 'Overage (per ton)' },
  { key: 'extension', name: 'Extension', label: 'Extension (per day)' },
  { key: 'disposal', name: 'Disposal', label: 'Disposal' },
  { key: 'tripCharge', name: 'Trip Charge', label: 'Trip fee' },
] as const;

/** Starting ancillary prices: the product's pricing block, else its overage and extension prices. */
export function ancillaryDefaults(
  ancillaries: readonly { priceTypeName: string; price?: string | null }[],
  overage: string | null | undefined,
  extension: string | null | undefined,
): Omit<PriceDraft, 'price'> {
  const find = (name: string) =>
    money(ancillaries.find((a) => a.priceTypeName.toLowerCase() === name.toLowerCase())?.price) ??
    '';
  return {
    overage: find('Overage') || (money(overage) ?? ''),
    extension: find('Extension') || (money(extension) ?? ''),
    disposal: find('Disposal'),
    tripCharge: find('Trip Charge'),
  };
}

/** The discount from the base price; '-' when the price is above the base (docs/decisions.md#constants-and-limits). */
export function discount(base: unknown, price: unknown): string {
  const b = toCents(base);
  const p = toCents(price);
  if (b === null || p === null || p > b) return '-';
  return formatUsd(formatCents(b - p));
}

/** Field messages of the calculator (docs/decisions.md#validation). */
export const PRICE_REQUIRED = 'Enter a price';
export const PRICE_NOT_A_NUMBER = 'Enter the price as a number of dollars, e.g. 325.00';
export const AMOUNT_NOT_A_NUMBER = 'Enter a number of dollars, e.g. 75.00, or leave it empty';
export const CUSTOMER_REQUIRED = 'Choose a customer';
export const DATE_REQUIRED = 'Choose an effective date';

/**
 * The draft's field messages: the price is required and a number; an ancillary price may be
 * empty (then it is not sent) but otherwise must be a number. A negative amount is not a price.
 */
export function draftErrors(draft: PriceDraft): Partial<Record<keyof PriceDraft, string>> {
  const out: Partial<Record<keyof PriceDraft, string>> = {};
  const cents = toCents(draft.price);
  if (draft.price.trim() === '') out.price = PRICE_REQUIRED;
  else if (cents === null || cents < 0) out.price = PRICE_NOT_A_NUMBER;
  for (const f of ANCILLARY_FIELDS) {
    const v = draft[f.key];
    const c = toCents(v);
    if (v.trim() !== '' && (c === null || c < 0)) out[f.key] = AMOUNT_NOT_A_NUMBER;
  }
  return out;
}

/** Step 2's field messages: a customer and an effective date are required. */
export function recordErrors(o: { customer: unknown; effectiveDate: string }): {
  customer?: string;
  effectiveDate?: string;
} {
  return {
    ...(o.customer ? {} : { customer: CUSTOMER_REQUIRED }),
    ...(o.effectiveDate.trim() ? {} : { effectiveDate: DATE_REQUIRED }),
  };
}

/** Today's date (YYYY-MM-DD) in the browser's zone: the effective date's default. */
export function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
