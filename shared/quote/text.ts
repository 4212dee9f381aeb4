// Labels and formats the gateway's quote fields and the web's screens both show.

/** The leading number of a size name ('20 Yard' → 20); Infinity when there is none. */
export function leadingNumber(name: string | null | undefined): number {
  const m = /^\s*(\d+(?:\.\d+)?)/.exec(name ?? '');
  return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
}

/** A tonnage with the T suffix ('4' → '4T', '2.50' → '2.5T'); null without one. */
export function tonnageLabel(tonnage: unknown): string | null {
  if (tonnage === null || tonnage === undefined || String(tonnage).trim() === '') return null;
  const n = Number(tonnage);
  return Number.isFinite(n) ? `${n}T` : `${String(tonnage)}T`;
}

/** Delivery-type labels of docs/decisions.md#constants-and-limits. */
export const DELIVERY_TYPE_LABELS: Record<string, string> = {
  newDeliveries: 'New Deliveries',
  emptyReturn: 'Empty & Return',
  pickUp: 'Pickup',
};

/**
 * A cutoff time shown like '3:30pm'; '--' for none (00:00:00 or null, docs/decisions.md#validation).
 * Remembered per text: an answer holds a few distinct times, each read for hundreds of results.
 */
export function formatCutoff(time: string | null | undefined): string {
  if (!time) return '--';
  let shown = cutoffsShown.get(time);
  if (shown === undefined) {
    // Times of day, so a few thousand texts at most; cleared past that (a badly formed source).
    if (cutoffsShown.size >= 4096) cutoffsShown.clear();
    cutoffsShown.set(time, (shown = cutoffShown(time)));
  }
  return shown;
}
const cutoffsShown = new Map<string, string>();

function cutoffShown(time: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return '--';
  const h = Number(m[1]);
  const min = m[2];
  if (h === 0 && min === '00' && /^0?0:00(:00)?$/.test(time.trim())) return '--';
  const suffix = h >= 12 ? 'pm' : 'am';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${min}${suffix}`;
}

/** A date as cards show it, M/DD/YYYY ('2026-12-01' → '12/01/2026'); '--' for none. */
export function formatDate(date: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return m ? `${Number(m[2])}/${m[3]}/${m[1]}` : '--';
}
