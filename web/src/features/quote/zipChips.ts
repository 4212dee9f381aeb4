// The multi-zip input's chips (spec 2: comma separated, spaces removed, duplicates ignored).
import { parseZipList } from './rules/zipList.ts';

/** Adds the terms of `text` to `chips`, ignoring duplicates and keeping the order. */
export function addChips(chips: readonly string[], text: string): string[] {
  return parseZipList([...chips, text].join(','));
}

/** Splits what was typed: complete terms (before the last comma) become chips, the rest stays typed. */
export function splitTyped(
  chips: readonly string[],
  typed: string,
): { chips: string[]; text: string } {
  const cleaned = typed.replace(/\s+/g, '');
  const cut = cleaned.lastIndexOf(',');
  if (cut < 0) return { chips: [...chips], text: cleaned };
  return { chips: addChips(chips, cleaned.slice(0, cut)), text: cleaned.slice(cut + 1) };
}

/** Why an entry of the multi-zip input was dropped. */
export type DropReason = 'not a ZIP code' | 'not found' | 'lookup failed, try again';

export interface DroppedZip {
  entry: string;
  reason: DropReason;
}

/** A ZIP code as the lookup takes it: exactly five digits. */
export const isZip = (entry: string) => /^\d{5}$/.test(entry);

/** Splits the chips into ZIP codes to look up and entries dropped as not a ZIP code. */
export function partitionZips(entries: readonly string[]): {
  zips: string[];
  dropped: DroppedZip[];
} {
  return {
    zips: entries.filter(isZip),
    dropped: entries
      .filter((e) => !isZip(e))
      .map((entry) => ({ entry, reason: 'not a ZIP code' as const })),
  };
}

/** The sentence naming every dropped entry and why ('' when none was dropped). */
export function droppedMessage(dropped: readonly DroppedZip[]): string {
  if (dropped.length === 0) return '';
  const list = dropped.map((d) => `${d.entry} (${d.reason})`).join(', ');
  return `Removed ${dropped.length === 1 ? '1 entry' : `${dropped.length} entries`}: ${list}`;
}
