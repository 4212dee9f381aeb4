// Price rules of a results card and the price calculator (docs/decisions.md#validation and docs/decisions.md#constants-and-limits): profitability, bad margin, tax.
import { formatCents, percentOf, toCents } from './money.ts';

/**
 * Most products whose pricing blocks one `GET /search/pricing-blocks` answers (the main API
 * refuses more; the gateway's loader batches that many).
 */
export const MAX_PRICING_BLOCKS = 100;

/** Margin under this many cents ($150.00) is flagged bad. */
const THRESHOLD_CENTS = 15000;

/** price - cost, as a 2-decimal string; null when either is missing. */
export function profitability(price: unknown, cost: unknown): string | null {
  const p = toCents(price);
  const c = toCents(cost);
  return p === null || c === null ? null : formatCents(p - c);
}

/** True when price - cost is under 150 (a missing price or cost is not flagged). */
export function isBadMargin(price: unknown, cost: unknown): boolean {
  const p = toCents(price);
  const c = toCents(cost);
  return p !== null && c !== null && p - c < THRESHOLD_CENTS;
}

/** Tax = price × rate percent ('8.250' → 8.25 %), exact to the cent. */
export function tax(price: unknown, ratePercent: unknown): string | null {
  const p = toCents(price);
  if (p === null) return null;
  const t = percentOf(p, ratePercent);
  return t === null ? null : formatCents(t);
}
