// The multi-zip input's chips (spec 2: comma separated, spaces removed, duplicates ignored).
import { parseZipList } from '../../../../gateway/src/domain/quote/address.ts';

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
