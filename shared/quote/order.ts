// The result orders of docs/decisions.md#search, one rule for every list that is sorted by them:
// the main API's answer (its zones and their products, api/src/domain/search/pricing.ts) and the
// gateway's filter views (`sortProducts` in ./filters.ts, the results page).
import { toCents } from './money.ts';
import { leadingNumber } from './text.ts';

export type SortValue = 'def' | 'waste' | 'size';

/**
 * What the result orders read of an item (docs/decisions.md#search): a product, or a zone by its
 * best product. The main API sorts its answer's zones and products with it, and the gateway its
 * filter views, each reading these from its own shape.
 */
export interface SortFields {
  preferred?: boolean | null;
  rank?: number | null;
  /** The zone's aggregate ranking (ranked higher first); null or undefined: unranked. */
  zoneRanking?: number | null;
  /** A decimal price ('350.00'); none sorts last. */
  price?: unknown;
  sizeName?: string | null;
  wasteTypeName?: string | null;
}

/**
 * The items in the order `sort` names (docs/decisions.md#search), as a stable sort (items that
 * tie keep their order; the input is left as it is):
 * - `def`: preferred first, then `rank` ascending (none: 99), then the zone's aggregate ranking
 *   descending (none: last), then price ascending;
 * - `size`: by the leading number of the size name ('10 Yard' before '20 Yard'; none last), then
 *   price;
 * - `waste`: by waste-type name (in the collation of `localeCompare`; none last), then price.
 * A missing price sorts after every price. Each item's keys are read once, not at each of the
 * sort's n·log n comparisons: parsing the prices and comparing names there was most of sorting
 * an Expand Search's thousands of products (api/README.md#search).
 */
export function sortBy<T>(
  items: readonly T[],
  order: SortValue,
  fieldsOf: (item: T) => SortFields,
): T[] {
  const n = items.length;
  if (n < 2) return [...items];
  // Any other value is the default order.
  const sort: SortValue = order === 'size' || order === 'waste' ? order : 'def';
  const price = new Float64Array(n);
  const first = new Float64Array(n);
  // Only `def` has a second and third key, only `waste` names to place.
  const second = sort === 'def' ? new Float64Array(n) : first;
  const third = sort === 'def' ? new Float64Array(n) : first;
  const wasteNames: string[] = sort === 'waste' ? new Array<string>(n) : [];
  for (let i = 0; i < n; i++) {
    const f = fieldsOf(items[i]!);
    price[i] = toCents(f.price) ?? Number.MAX_SAFE_INTEGER;
    if (sort === 'size') first[i] = leadingNumber(f.sizeName);
    else if (sort === 'waste') wasteNames[i] = f.wasteTypeName ?? '\uffff';
    else {
      // Ascending keys: preferred first, rank ascending, ranking descending.
      first[i] = f.preferred ? 0 : 1;
      second[i] = f.rank ?? 99;
      third[i] = -(f.zoneRanking ?? Number.NEGATIVE_INFINITY);
    }
  }
  if (sort === 'waste') {
    // Each distinct name's place among the names: names the collation holds equal share one.
    const names = [...new Set(wasteNames)].sort((a, b) => a.localeCompare(b));
    const place = new Map<string, number>();
    names.forEach((name, k) => {
      const before = names[k - 1];
      place.set(name, k > 0 && before!.localeCompare(name) === 0 ? place.get(before!)! : k);
    });
    for (let i = 0; i < n; i++) first[i] = place.get(wasteNames[i]!)!;
  }
  // A difference of two equal infinities (two unranked zones, two sizes without a number) is
  // NaN, which decides nothing: the next key does.
  const byKeys =
    sort === 'def'
      ? (i: number, j: number) =>
          first[i]! - first[j]! ||
          second[i]! - second[j]! ||
          third[i]! - third[j]! ||
          price[i]! - price[j]!
      : (i: number, j: number) => first[i]! - first[j]! || price[i]! - price[j]!;
  // Array.prototype.sort is stable (ES2019): items that tie keep their order.
  const sorted = Array.from({ length: n }, (_, i) => i).sort(byKeys);
  return sorted.map((i) => items[i]!);
}
