// Money as the screens show it ('$1,234.50').
import { formatCents, toCents } from '@shared/quote/money.ts';

/** '$1,234.50' for display (USD, 2 decimals); '' for null. */
export function formatUsd(value: unknown): string {
  const c = toCents(value);
  if (c === null) return '';
  const [whole, frac] = formatCents(Math.abs(c)).split('.');
  return `${c < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
