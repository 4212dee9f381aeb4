// The calculator's draft: the price and the four ancillary prices, as typed.
import {
  formatCents,
  formatUsd,
  money,
  toCents,
} from '../../../../gateway/src/domain/quote/money.ts';

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
