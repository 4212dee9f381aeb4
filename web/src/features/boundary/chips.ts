// Boundary chips (docs/decisions.md#maps-and-geometry): the terms merged into or cut from a
// boundary. A chip equal (label or value) to one already in the same list is ignored.

export type BoundaryMode = 'merge' | 'cut';

export interface BoundaryChip {
  /** What the chip shows ('Austin, TX', '78701', a zone's netsuite_name). */
  label: string;
  /** The term sent to the merge. */
  value: string;
  mode: BoundaryMode;
}

/** The multi-ZIP input: comma separated, spaces removed, empty parts and repeats dropped. */
export function splitZipInput(text: string): string[] {
  const out: string[] = [];
  for (const part of text.replace(/\s+/g, '').split(',')) {
    if (part && !out.includes(part)) out.push(part);
  }
  return out;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The chips among `next` that are new to the `mode` list of `existing` (and to each other). */
export function newChips(
  existing: readonly BoundaryChip[],
  next: readonly { label: string; value: string }[],
  mode: BoundaryMode,
): BoundaryChip[] {
  const out: BoundaryChip[] = [];
  for (const c of next) {
    if (!c.label.trim() || !c.value.trim()) continue;
    const clash = (o: BoundaryChip) =>
      o.mode === mode &&
      (same(o.label, c.label) || same(o.value, c.value) || same(o.label, c.value));
    if (existing.some(clash) || out.some(clash)) continue;
    out.push({ label: c.label.trim(), value: c.value.trim(), mode });
  }
  return out;
}

/** The warning for terms the merge could not find (docs/decisions.md#messages). */
export const UNFOUND_MESSAGE =
  'The following terms were unable to be found and therefore are not reflected on the map:';
/** The failure of a merge (docs/decisions.md#messages). */
export const MERGE_FAILED_MESSAGE = 'Unable to update map';
