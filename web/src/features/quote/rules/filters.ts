// The results page's left filters, their defaults, its empty-list messages and how many cards
// it shows (docs/decisions.md#routes-and-screens, docs/decisions.md#constants-and-limits): rules of
// the browser only. Sorting, the network switch and the facets are shared with the gateway
// (@shared/quote/filters.ts).
import type { AvailabilityDayValue } from '@shared/quote/values.ts';
import {
  inNetwork,
  sortProducts,
  tonnageValue,
  type FilterableProduct,
  type NetworkFilterValue,
  type SortValue,
} from '@shared/quote/filters.ts';

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

/** Empty-list messages (docs/decisions.md#routes-and-screens). */
export const EMPTY_FILTER_MESSAGE = 'There are no products that meet your filter criteria.';
export const EMPTY_SEARCH_MESSAGE =
  'No Results: cannot service this area and no out of network products.';
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

/** Cards shown: 3 at first, then 6 more per scroll (docs/decisions.md#constants-and-limits). */
export const FIRST_CARDS = 3;
export const CARDS_PER_SCROLL = 6;
/** How many cards to show after `scrolls` scroll loads. */
export const cardsShown = (scrolls: number, total: number) =>
  Math.min(total, FIRST_CARDS + CARDS_PER_SCROLL * Math.max(0, scrolls));
