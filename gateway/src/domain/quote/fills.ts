// Product labels only the gateway builds: geo-note colour names and the fill-exception list.

/** Geo-note colour names. */
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

/**
 * What a results card shows of the fill exceptions, in three lists of labels (a list per product
 * instead of an object per debris type: 13 debris types on 135 products were a third of a results
 * page's answer): the types taken and refused, in the list's order, and the notes.
 */
export function fillSummary(record: Record<string, unknown>) {
  const list = fillExceptions(record);
  return {
    takes: list.filter((f) => f.allowed).map((f) => f.label),
    refuses: list.filter((f) => !f.allowed).map((f) => f.label),
    notes: list.flatMap((f) => (f.note ? [{ label: f.label, note: f.note }] : [])),
  };
}

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
