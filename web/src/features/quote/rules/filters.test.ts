import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_FILTERS,
  filterProducts,
  groupByHauler,
  type FilterableProduct,
  type ProductFilters,
} from '@shared/quote/filters.ts';
import { EMPTY_FILTER_MESSAGE, EMPTY_SEARCH_MESSAGE, cardsShown } from './filters.ts';

let n = 0;
function product(
  o: Partial<FilterableProduct> & { id?: string } = {},
): FilterableProduct & { id: string } {
  n += 1;
  return {
    id: o.id ?? `p${n}`,
    price: '400.00',
    preferred: false,
    rank: 99,
    tonnage: '4.00',
    noService: false,
    mustCall: false,
    availableOn: [],
    size: { databaseId: 3, name: '20 Yard' },
    wasteType: { databaseId: 1, name: 'Construction Debris' },
    costStructure: { databaseId: 1, name: 'Flat Rate' },
    zone: { databaseId: 10, name: 'Austin North', aggregateRanking: 5 },
    hauler: { databaseId: 1, name: 'Acme', type: 'inNetwork' },
    ...o,
  };
}
const f = (o: Partial<ProductFilters>): ProductFilters => ({
  ...DEFAULT_FILTERS,
  network: 'all',
  ...o,
});
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('filters', () => {
  it('hides No Service by default and Must Call on request', () => {
    const list = [
      product({ id: 'a' }),
      product({ id: 'b', noService: true }),
      product({ id: 'c', mustCall: true }),
    ];
    expect(DEFAULT_FILTERS.hideNoService).toBe(true);
    expect(ids(filterProducts(list, f({})))).toEqual(['a', 'c']);
    expect(ids(filterProducts(list, f({ hideNoService: false })))).toEqual(['a', 'b', 'c']);
    expect(ids(filterProducts(list, f({ hideMustCall: true })))).toEqual(['a']);
  });
  it('filters by size, tonnage, waste type, cost structure and service area (OR within, AND across)', () => {
    const list = [
      product({ id: 'a' }),
      product({ id: 'b', size: { databaseId: 4, name: '30 Yard' }, tonnage: '5' }),
      product({
        id: 'c',
        wasteType: { databaseId: 2, name: 'Household' },
        costStructure: { databaseId: 2, name: 'Haul + Disposal' },
      }),
      product({ id: 'd', zone: { databaseId: 11, name: 'Austin South' } }),
    ];
    expect(ids(filterProducts(list, f({ sizes: ['4'] })))).toEqual(['b']);
    expect(ids(filterProducts(list, f({ sizes: ['3', '4'], tonnages: ['4'] })))).toEqual([
      'a',
      'c',
      'd',
    ]);
    expect(ids(filterProducts(list, f({ wasteTypes: ['2'] })))).toEqual(['c']);
    expect(ids(filterProducts(list, f({ costStructures: ['2'] })))).toEqual(['c']);
    expect(ids(filterProducts(list, f({ serviceAreas: ['11'] })))).toEqual(['d']);
    expect(filterProducts(list, f({ sizes: ['99'] }))).toEqual([]);
    expect(EMPTY_FILTER_MESSAGE).toBe('There are no products that meet your filter criteria.');
  });
  it('filters by availability day', () => {
    const list = [
      product({ id: 'a', availableOn: ['today'] }),
      product({ id: 'b', availableOn: ['saturday', 'sunday'] }),
      product({ id: 'c' }),
    ];
    expect(ids(filterProducts(list, f({ availability: ['today'] })))).toEqual(['a']);
    expect(ids(filterProducts(list, f({ availability: ['tomorrow', 'sunday'] })))).toEqual(['b']);
  });
  it('filters by network', () => {
    const list = [
      product({ id: 'a' }),
      product({ id: 'b', hauler: { databaseId: 2, name: 'Out', type: 'outOfNetwork' } }),
    ];
    expect(ids(filterProducts(list, f({ network: 'inNetwork' })))).toEqual(['a']);
    expect(ids(filterProducts(list, f({ network: 'outOfNetwork' })))).toEqual(['b']);
    expect(ids(filterProducts(list, f({ network: 'all' })))).toEqual(['a', 'b']);
  });
});

describe('views', () => {
  it('says why a search has no results', () => {
    expect(EMPTY_SEARCH_MESSAGE).toBe(
      'No Results: cannot service this area and no out of network products.',
    );
  });
  it('groups by hauler in order of first appearance', () => {
    const list = [
      product({ id: 'a' }),
      product({ id: 'b', hauler: { databaseId: 2, name: 'B', type: 'inNetwork' } }),
      product({ id: 'c' }),
    ];
    expect(groupByHauler(list).map((g) => [g.hauler.name, ids(g.products)])).toEqual([
      ['Acme', ['a', 'c']],
      ['B', ['b']],
    ]);
  });
  it('shows 3 cards, then 6 more per scroll', () => {
    expect(cardsShown(0, 20)).toBe(3);
    expect(cardsShown(1, 20)).toBe(9);
    expect(cardsShown(3, 20)).toBe(20);
  });
});
