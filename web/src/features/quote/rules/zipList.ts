// The multi-ZIP box's input rule.

/** Multi-zip input: comma separated, spaces removed, duplicates ignored, order kept. */
export function parseZipList(input: string): string[] {
  const out: string[] = [];
  for (const part of input.replace(/\s+/g, '').split(',')) {
    if (part && !out.includes(part)) out.push(part);
  }
  return out;
}
