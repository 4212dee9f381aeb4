// CSV files of the reports and lists: a header row, then each record's values as the table shows
// them (the columns of listValues.ts). Built in the browser from every page of the list.
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { CsvColumn } from './listValues.ts';

/** The CSV text of `rows`: the column headers first, then one line per row (CRLF, RFC 4180). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return stringify(
    [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.value(r)))],
    { record_delimiter: 'windows' },
  );
}

/** 'availability-report-2026-11-23.csv': the list's name and today's date. */
export const csvFileName = (name: string, today = new Date()) =>
  `${name}-${today.toISOString().slice(0, 10)}.csv`;

/** One page of a connection as the export reads it. */
export interface CsvPage<T> {
  nodes: readonly T[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** The largest page the gateway serves (gateway/src/relay/connection.ts MAX_PAGE_SIZE). */
export const EXPORT_PAGE_SIZE = 100;

/** Every row of a list, page after page from the first (`fetchPage(after)`). */
export async function fetchAllRows<T>(
  fetchPage: (after: string | null) => Promise<CsvPage<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  let after: string | null = null;
  for (;;) {
    const page: CsvPage<T> = await fetchPage(after);
    rows.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return rows;
    after = page.pageInfo.endCursor;
  }
}

/** Saves `text` as a download named `fileName` (a UTF-8 BOM so spreadsheets read accents). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
