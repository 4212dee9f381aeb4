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
