// Product labels only the gateway builds: geo-note colour names and the fill-exception list.

/** Geo-note colour names. */
export const GEO_NOTE_COLORS: Record<string, string> = {
  '#ff0000': 'Red',
  '#fff000': 'Yellow',
  '#ffa500': 'Orange',
  '#00ff00': 'Green',
};

/** A debris type of docs/decisions.md#records-and-fields: its flag, its note's column, its label. */
interface DebrisType {
  key: string;
  /** The column of its note (`<key>_note`), named once: a key built at each read is slow. */
  noteKey: string;
  label: string;
  special: boolean;
}

const debris = (key: string, label: string, special: boolean): DebrisType => ({
  key,
  noteKey: `${key}_note`,
  label,
  special,
});

/** Debris types of docs/decisions.md#records-and-fields and whether each is special. */
export const DEBRIS_TYPES: readonly DebrisType[] = [
  debris('yard_waste', 'Yard Waste', true),
  debris('stumps', 'Stumps', true),
  debris('appliances', 'Appliances', false),
  debris('electronics', 'Electronics', false),
  debris('mattress', 'Mattress', false),
  debris('other', 'Other', false),
  debris('concrete', 'Concrete', true),
  debris('dirt', 'Dirt', true),
  debris('brick', 'Brick', true),
  debris('block', 'Block', true),
  debris('gravel', 'Gravel', true),
  debris('asphalt', 'Asphalt', true),
  debris('leed', 'LEED', true),
];

/**
 * Each debris flag a product carries, in the list's order: its type, whether the product takes
 * it, and its note. The gateway's searches get a product's flags and notes packed in its
 * `debris` (`pack_debris`, Query/quote.ts): the flags that are true and the notes that are set,
 * so there every type is carried, a missing flag as not taken. A record without `debris` carries
 * the flags among its own columns. The one reading of a record's flags for both forms below.
 */
function eachCarried(
  record: Record<string, unknown>,
  visit: (d: DebrisType, allowed: boolean, note: string | null) => void,
) {
  const packed = record.debris as Record<string, unknown> | null | undefined;
  const from = packed ?? record;
  for (const d of DEBRIS_TYPES) {
    if (packed || d.key in record)
      visit(d, !!from[d.key], (from[d.noteKey] as string | null | undefined) || null);
  }
}

/**
 * What a results card shows of the fill exceptions, in three lists of labels (a list per product
 * instead of an object per debris type: 13 debris types on 135 products were a third of a results
 * page's answer): the types taken and refused, in the list's order, and the notes.
 */
export function fillSummary(record: Record<string, unknown>) {
  const takes: string[] = [];
  const refuses: string[] = [];
  const notes: { label: string; note: string }[] = [];
  eachCarried(record, (d, allowed, note) => {
    (allowed ? takes : refuses).push(d.label);
    if (note) notes.push({ label: d.label, note });
  });
  return { takes, refuses, notes };
}

/** The fill-exception list of a product: every debris flag it carries, with its note. */
export function fillExceptions(record: Record<string, unknown>) {
  const list: {
    key: string;
    label: string;
    special: boolean;
    allowed: boolean;
    note: string | null;
  }[] = [];
  eachCarried(record, (d, allowed, note) =>
    list.push({ key: d.key, label: d.label, special: d.special, allowed, note }),
  );
  return list;
}
