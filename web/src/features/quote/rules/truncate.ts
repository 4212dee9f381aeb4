// Card text of the results page: cut at 85 characters with '...'.

/** Card text limit (docs/decisions.md#routes-and-screens). */
export const CARD_TEXT_LIMIT = 85;

/** Cuts text longer than `limit` characters and adds '...'; shorter text is unchanged. */
export function truncate(text: string | null | undefined, limit = CARD_TEXT_LIMIT): string {
  if (!text) return '';
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}
