// Page-number paging over the gateway's cursor connections.

/**
 * The `after` cursor that starts page `page` (1-based) of `pageSize`: the gateway's cursors are
 * list offsets (gateway/src/relay/connection.ts), so a numbered page can be jumped to directly
 * instead of walking every page before it.
 */
export function pageCursor(page: number, pageSize: number): string | null {
  if (page <= 1) return null;
  return btoa(`offset:${(page - 1) * pageSize - 1}`);
}

/** The number of pages of `total` records (at least 1, so an empty list still has page 1). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** Text shortened to `max` characters with an ellipsis. */
export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A timestamp as 'Nov 23, 2026, 2:15 PM' ('—' when missing). */
export const formatDateTime = (v: string | null | undefined) =>
  v ? dateTime.format(new Date(v)) : '—';

/** A date as 'Nov 23, 2026' ('—' when missing). */
export const formatDate = (v: string | null | undefined) =>
  v ? dateOnly.format(new Date(v)) : '—';
