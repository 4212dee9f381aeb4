// Display helpers of the results page.

/** Card text limit (docs/decisions.md#routes-and-screens). */
export const CARD_TEXT_LIMIT = 85;

/** Cuts text longer than `limit` characters and adds '...'; shorter text is unchanged. */
export function truncate(text: string | null | undefined, limit = CARD_TEXT_LIMIT): string {
  if (!text) return '';
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

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
 */
export function formatCutoff(time: string | null | undefined): string {
  if (!time) return '--';
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return '--';
  const h = Number(m[1]);
  const min = m[2];
  if (h === 0 && min === '00' && /^0?0:00(:00)?$/.test(time.trim())) return '--';
  const suffix = h >= 12 ? 'pm' : 'am';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${min}${suffix}`;
}

/** Geo-note colour names. */
/** A date as cards show it, M/DD/YYYY ('2026-12-01' → '12/01/2026'); '--' for none. */
export function formatDate(date: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return m ? `${Number(m[2])}/${m[3]}/${m[1]}` : '--';
}

export const GEO_NOTE_COLORS: Record<string, string> = {
  '#ff0000': 'Red',
  '#fff000': 'Yellow',
  '#ffa500': 'Orange',
  '#00ff00': 'Green',
};

/** Debris types of docs/decisions.md#records-and-fields and whether each is special. */
export const DEBRIS_TYPES: { key: string; label: string; special: boolean }[] = [
  { key: 'yard_waste', label: 'Yard Waste', special: true },
  { key: 'stumps', label: 'Stumps', special: true },
  { key: 'appliances', label: 'Appliances', special: false },
  { key: 'electronics', label: 'Electronics', special: false },
  { key: 'mattress', label: 'Mattress', special: false },
  { key: 'other', label: 'Other', special: false },
  { key: 'concrete', label: 'Concrete', special: true },
  { key: 'dirt', label: 'Dirt', special: true },
  { key: 'brick', label: 'Brick', special: true },
  { key: 'block', label: 'Block', special: true },
  { key: 'gravel', label: 'Gravel', special: true },
  { key: 'asphalt', label: 'Asphalt', special: true },
  { key: 'leed', label: 'LEED', special: true },
];

/** The fill-exception list of a product: every debris flag it carries, with its note. */
export function fillExceptions(record: Record<string, unknown>) {
  return DEBRIS_TYPES.filter((d) => d.key in record).map((d) => ({
    key: d.key,
    label: d.label,
    special: d.special,
    allowed: !!record[d.key],
    note: (record[`${d.key}_note`] as string | null | undefined) || null,
  }));
}
