// The results' left filters, network switch, sorting, grouping and facets
// (docs/decisions.md#routes-and-screens, docs/decisions.md#search), shared by the gateway
// (QuoteSearch fields, the paged `results`) and the web results page. They work on products as
// the web fetches them (camelCase GraphQL fields). The card counts and empty-list messages are the
// web's own: web/src/features/quote/rules/filters.ts.
import { leadingNumber, tonnageLabel } from './text.ts';
import { sortBy, type SortFields, type SortValue } from './order.ts';
import type { AvailabilityDayValue, HaulerTypeValue } from './values.ts';

/** A product as the filters read it (a subset of the GraphQL QuoteProduct). */
export interface FilterableProduct {
  readonly price?: string | null;
  readonly preferred?: boolean | null;
  readonly preferredRank?: number | null;
  readonly rank?: number | null;
  readonly tonnage?: string | null;
  readonly noService: boolean;
  readonly mustCall: boolean;
  readonly availableOn: readonly AvailabilityDayValue[];
  readonly size?: { readonly databaseId: number; readonly name: string } | null;
  readonly wasteType?: { readonly databaseId: number; readonly name: string } | null;
  readonly costStructure?: { readonly databaseId: number; readonly name: string } | null;
  readonly zone: {
    readonly databaseId: number;
    readonly name: string;
    readonly aggregateRanking?: number | null;
  };
  readonly hauler: {
    readonly databaseId: number;
    readonly name: string;
    readonly type: HaulerTypeValue | string;
  };
}

export type NetworkFilterValue = 'inNetwork' | 'outOfNetwork' | 'all';
export type { SortValue };

export const NO_IN_NETWORK = 'No In Network Options';
export const NO_OUT_NETWORK = 'No Out Network Options';
export const NO_NETWORK = 'No Network Options';

/** The tonnage value of the filter ('4.00' and '4' are one: '4'). */
export function tonnageValue(tonnage: unknown): string | null {
  if (tonnage === null || tonnage === undefined || String(tonnage).trim() === '') return null;
  const n = Number(tonnage);
  return Number.isFinite(n) ? String(n) : String(tonnage);
}

/** True when the product's hauler is in the selected network. */
export function inNetwork(p: FilterableProduct, network: NetworkFilterValue): boolean {
  return network === 'all' || p.hauler.type === network;
}

/** What the result orders read of a product as the filters see it. */
const filterFields = (p: FilterableProduct): SortFields => ({
  preferred: p.preferred,
  rank: p.rank,
  zoneRanking: p.zone.aggregateRanking,
  price: p.price,
  sizeName: p.size?.name,
  wasteTypeName: p.wasteType?.name,
});

/** The products in the chosen order (`sortBy`; the input is left as it is). */
export function sortProducts<T extends FilterableProduct>(
  products: readonly T[],
  sort: SortValue = 'def',
): T[] {
  return sortBy(products, sort, filterFields);
}

/** Which networks exist among the results, the default switch position and the notes to show. */
export function networkSummary(haulerTypes: readonly (string | null | undefined)[]) {
  const hasIn = haulerTypes.includes('inNetwork');
  const hasOut = haulerTypes.includes('outOfNetwork');
  const notes: string[] = [];
  if (!hasIn && !hasOut) notes.push(NO_NETWORK);
  else if (!hasIn) notes.push(NO_IN_NETWORK);
  else if (!hasOut) notes.push(NO_OUT_NETWORK);
  const defaultNetwork: NetworkFilterValue = !hasIn && hasOut ? 'outOfNetwork' : 'inNetwork';
  /** Switch options: only the types present, plus All when both are. */
  const options: NetworkFilterValue[] = [
    ...(hasIn ? (['inNetwork'] as const) : []),
    ...(hasOut ? (['outOfNetwork'] as const) : []),
    ...(hasIn && hasOut ? (['all'] as const) : []),
  ];
  return { inNetwork: hasIn, outOfNetwork: hasOut, default: defaultNetwork, notes, options };
}

export interface FacetValueView {
  value: string;
  label: string;
  count: number;
}

/**
 * The values of one filter among the products, with counts, in order of first appearance: `keyOf`
 * names a product's value (null: none; the facet value is its text), `labelOf` is read once per
 * value, from its first product (not an object per product: facets run over every product of a
 * search).
 */
function facet<T, K extends string | number>(
  products: readonly T[],
  keyOf: (p: T) => K | null,
  labelOf: (p: T, key: K) => string,
) {
  const map = new Map<K, FacetValueView>();
  for (const p of products) {
    const k = keyOf(p);
    if (k === null) continue;
    const f = map.get(k);
    if (f) f.count += 1;
    else map.set(k, { value: String(k), label: labelOf(p, k), count: 1 });
  }
  return [...map.values()];
}

export const AVAILABILITY_DAYS: { value: AvailabilityDayValue; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
];
export const COST_STRUCTURE_ORDER = ['Flat Rate', 'Haul + Disposal', 'Commercial'];

/** The values each filter offers for these products, with counts, in display order. */
export function facetValues(products: readonly FilterableProduct[]) {
  const rankOf = (name: string) => {
    const i = COST_STRUCTURE_ORDER.indexOf(name);
    return i < 0 ? COST_STRUCTURE_ORDER.length : i;
  };
  return {
    sizes: facet(
      products,
      (p) => p.size?.databaseId ?? null,
      (p) => p.size!.name,
    ).sort(
      (a, b) => leadingNumber(a.label) - leadingNumber(b.label) || a.label.localeCompare(b.label),
    ),
    tonnages: facet(
      products,
      (p) => tonnageValue(p.tonnage),
      (_, v) => tonnageLabel(v)!,
    ).sort((a, b) => Number(a.value) - Number(b.value)),
    wasteTypes: facet(
      products,
      (p) => p.wasteType?.databaseId ?? null,
      (p) => p.wasteType!.name,
    ).sort((a, b) => a.label.localeCompare(b.label)),
    availability: AVAILABILITY_DAYS.map((d) => {
      let count = 0;
      for (const p of products) if (p.availableOn.includes(d.value)) count++;
      return { ...d, count };
    }),
    costStructures: facet(
      products,
      (p) => p.costStructure?.databaseId ?? null,
      (p) => p.costStructure!.name,
    ).sort((a, b) => rankOf(a.label) - rankOf(b.label) || a.label.localeCompare(b.label)),
    // A service area is named with its hauler: zone names repeat across haulers.
    serviceAreas: facet(
      products,
      (p) => p.zone.databaseId,
      (p) => `${p.zone.name} (${p.hauler.name})`,
    ).sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** The left filters' state; an empty list means "any". */
export interface ProductFilters {
  hideNoService: boolean;
  hideMustCall: boolean;
  sizes: readonly string[];
  tonnages: readonly string[];
  wasteTypes: readonly string[];
  availability: readonly AvailabilityDayValue[];
  costStructures: readonly string[];
  serviceAreas: readonly string[];
  network: NetworkFilterValue;
}

/** Defaults: hide No Service on, everything else open, in network (docs/decisions.md#routes-and-screens and docs/decisions.md#states-and-transitions). */
export const DEFAULT_FILTERS: ProductFilters = {
  hideNoService: true,
  hideMustCall: false,
  sizes: [],
  tonnages: [],
  wasteTypes: [],
  availability: [],
  costStructures: [],
  serviceAreas: [],
  network: 'inNetwork',
};

const matchesAny = (selected: readonly string[], value: string | number | null | undefined) =>
  selected.length === 0 ||
  (value !== null && value !== undefined && selected.includes(String(value)));

/** The products that pass every filter (AND across filters, OR within one). */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  f: ProductFilters,
): T[] {
  return products.filter(
    (p) =>
      inNetwork(p, f.network) &&
      !(f.hideNoService && p.noService) &&
      !(f.hideMustCall && p.mustCall) &&
      matchesAny(f.sizes, p.size?.databaseId) &&
      matchesAny(f.tonnages, tonnageValue(p.tonnage)) &&
      matchesAny(f.wasteTypes, p.wasteType?.databaseId) &&
      (f.availability.length === 0 || f.availability.some((d) => p.availableOn.includes(d))) &&
      matchesAny(f.costStructures, p.costStructure?.databaseId) &&
      matchesAny(f.serviceAreas, p.zone.databaseId),
  );
}

/** Filter then sort. */
export function visibleProducts<T extends FilterableProduct>(
  products: readonly T[],
  f: ProductFilters,
  sort: SortValue = 'def',
): T[] {
  return sortProducts(filterProducts(products, f), sort);
}

/** View By hauler: groups in order of each hauler's first product. */
export function groupByHauler<T extends FilterableProduct>(
  products: readonly T[],
): { hauler: T['hauler']; products: T[] }[] {
  const groups = new Map<number, { hauler: T['hauler']; products: T[] }>();
  for (const p of products) {
    const g: { hauler: T['hauler']; products: T[] } = groups.get(p.hauler.databaseId) ?? {
      hauler: p.hauler,
      products: [],
    };
    g.products.push(p);
    groups.set(p.hauler.databaseId, g);
  }
  return [...groups.values()];
}
