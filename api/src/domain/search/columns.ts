// The columns of a pricing record a search reads and sends (POST /search `product_columns`). By
// default every column; a caller that reads a few of them (the gateway's results query reads
// about two thirds) names them, and the search then reads only those and what it needs itself,
// and sends only those. Most of what a search at a dense point costs grows with its products'
// columns: PostgreSQL writing them as JSON, parsing them, copying them into the answer, writing
// the answer, and the caller parsing it.
import { ROW_CACHE_SIZE, columnNames, pickColumns, rowWith } from '../../db/json-rows.ts';
import { DEBRIS_COLUMNS, rolloffPricing } from '../../db/schema.ts';
import { BLOCK_COLUMNS } from './pricing.ts';

export type PricingRecord = typeof rolloffPricing.$inferSelect;
type Column = keyof PricingRecord;

/** The pricing record's columns, in the table's order: what `product_columns` may name. */
export const PRICING_COLUMNS = columnNames(rolloffPricing) as Column[];

/**
 * What the search itself reads of each product, always sent: the zone it belongs to, its size
 * and waste type (availability), its cost structure (named in the answer), its order (preferred,
 * rank, price: the answer is sorted by them) and its margin (price, cost).
 */
export const SEARCH_READS = [
  'id',
  'service_area_id',
  'size_id',
  'waste_type_id',
  'cost_structure_id',
  'price',
  'cost',
  'preferred',
  'rank',
] as const satisfies readonly Column[];

/** A pricing record as a search reads it: what it needs, and the columns asked for. */
export type SearchRow = Pick<PricingRecord, (typeof SEARCH_READS)[number]> & Partial<PricingRecord>;

/** What a search adds to each pricing record, after its own columns. */
export const PRODUCT_FIELDS = [
  'availability',
  'exception_ids',
  'size',
  'waste_type',
  'cost_structure',
  'profitability',
  'alerts',
  'notes',
  'pricing',
] as const;
type ProductField = (typeof PRODUCT_FIELDS)[number];

export interface Projection {
  /** The columns to read (undefined: the whole table, as every other reader of it reads it). */
  read: ReturnType<typeof pickColumns> | undefined;
  /** A product of the answer: the columns sent and PRODUCT_FIELDS, one fast object (rowWith). */
  productOf: <M extends Record<ProductField, unknown>>(row: SearchRow, more: M) => SearchRow & M;
  /** A product's columns as sent, without what a search adds (POST /search/products). */
  columnsOf: (row: SearchRow) => SearchRow;
  /** How many rows of `read` the row cache keeps (`cacheRowsOf`): every read of it names this. */
  cacheRows: number;
}

/**
 * How many pricing rows of a set of `columns` columns a process keeps (db/json-rows.ts' row
 * cache, one per column set): as many values as ROW_CACHE_SIZE whole records, so that a narrow
 * set keeps more rows. The gateway's results query reads 11 columns: 134,545 rows, about 34 MB
 * of heap when full (255 bytes a row, against about 950 for a whole record: 19 MB for 20,000),
 * where 20,000 thrashed as soon as a few Expand Searches (8,000 to 11,000 products each at a
 * dense national point) took turns, each reading most of its rows again (api/README.md#search).
 */
const cacheRowsOf = (columns: number) =>
  Math.max(ROW_CACHE_SIZE, Math.floor((ROW_CACHE_SIZE * PRICING_COLUMNS.length) / columns));

/** The debris flags and their notes, packed into one field by `pack_debris`. */
const DEBRIS: ReadonlySet<string> = new Set(DEBRIS_COLUMNS);

/** Every column, as sent without `product_columns` or `pack_debris`. */
const everything: Projection = {
  read: undefined,
  productOf: rowWith<SearchRow, ProductField>(PRICING_COLUMNS, PRODUCT_FIELDS),
  columnsOf: columnsMaker(rowWith<SearchRow, never>(PRICING_COLUMNS, [])),
  cacheRows: ROW_CACHE_SIZE,
};

/** `columnsOf` of a projection from a `rowWith` copy with no more fields. */
function columnsMaker(copy: (row: SearchRow, more: Record<never, unknown>) => SearchRow) {
  const none = {};
  return (row: SearchRow) => copy(row, none);
}

/**
 * A product's `debris` (`pack_debris`): of the debris columns sent, the flags that are true and
 * the notes that are set, in the table's order. Its keys differ from product to product, the
 * product's do not: a caller's code reading the same fields of every product keeps to one object
 * shape. Made for each product (a few tenths of a millisecond for a thousand); kept per row in a
 * WeakMap it cost the collector more than that.
 */
function debrisOf(columns: readonly string[]) {
  return (row: SearchRow) => {
    const debris: Record<string, true | string> = {};
    for (const c of columns) {
      const v = (row as Record<string, unknown>)[c];
      if (v === true || (typeof v === 'string' && v !== '')) debris[c] = v;
    }
    return debris;
  };
}

/**
 * How many column sets are kept with their reads (each has its own row cache in
 * api/src/db/json-rows.ts); the least recently used go first. Callers send one or two.
 */
export const PROJECTIONS_KEPT = 8;
const projections = new Map<string, Projection>();

/**
 * The projection of a search: `asked` are the columns to send, with SEARCH_READS (undefined: all
 * of them); with `blocks`, the search also reads what the products' pricing blocks are made of;
 * with `packDebris`, the debris columns sent go in one field, `debris` (`pack_debris`). The same
 * column set answers the same objects, so that its reads and row cache are kept.
 */
export function projectionOf(
  asked: readonly string[] | undefined,
  blocks: boolean,
  packDebris = false,
): Projection {
  if (!asked && !packDebris) return everything;
  const send = asked ? new Set<string>([...SEARCH_READS, ...asked]) : undefined;
  const sent = send ? PRICING_COLUMNS.filter((c) => send.has(c)) : PRICING_COLUMNS;
  const needs = new Set<string>([...sent, ...(blocks ? BLOCK_COLUMNS : [])]);
  const read = PRICING_COLUMNS.filter((c) => needs.has(c));
  const key = `${sent.join(',')}|${read.join(',')}|${packDebris}`;
  let p = projections.get(key);
  if (p) {
    projections.delete(key);
  } else {
    const own = packDebris ? sent.filter((c) => !DEBRIS.has(c)) : sent;
    const made: Record<string, (row: SearchRow) => unknown> = packDebris
      ? { debris: debrisOf(sent.filter((c) => DEBRIS.has(c))) }
      : {};
    p = {
      // Every column: the whole table, as every other reader of it reads it.
      read: read.length === PRICING_COLUMNS.length ? undefined : pickColumns(rolloffPricing, read),
      productOf: rowWith<SearchRow, ProductField>(own, PRODUCT_FIELDS, made),
      columnsOf: columnsMaker(rowWith<SearchRow, never>(own, [], made)),
      cacheRows: cacheRowsOf(read.length),
    };
    if (projections.size >= PROJECTIONS_KEPT) projections.delete(projections.keys().next().value!);
  }
  projections.set(key, p);
  return p;
}
