/** Card text limit (docs/decisions.md#constants-and-limits). */
export const CARD_TEXT_LIMIT = 85;

/** `text` cut at `limit` characters with an ellipsis. */
export function truncate(text: string, limit = CARD_TEXT_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
