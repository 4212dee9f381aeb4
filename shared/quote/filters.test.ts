import { describe, expect, it } from '@jest/globals';
import { facetValues, networkSummary, sortProducts, type FilterableProduct } from './filters.ts';

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
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('network switch', () => {
  it('shows the notes for absent types and defaults to out of network when only that exists', () => {
    expect(networkSummary(['inNetwork', 'outOfNetwork'])).toMatchObject({
      notes: [],
      default: 'inNetwork',
      options: ['inNetwork', 'outOfNetwork', 'all'],
    });
    expect(networkSummary(['inNetwork'])).toMatchObject({
      notes: ['No Out Network Options'],
      default: 'inNetwork',
      options: ['inNetwork'],
    });
    expect(networkSummary(['outOfNetwork'])).toMatchObject({
      notes: ['No In Network Options'],
      default: 'outOfNetwork',
    });
    expect(networkSummary([])).toMatchObject({
      notes: ['No Network Options'],
      default: 'inNetwork',
      options: [],
    });
  });
});

describe('sorting', () => {
  it('def: preferred, then rank, then zone aggregate ranking descending, then price', () => {
    const list = [
      product({ id: 'cheap', price: '300.00' }),
      product({ id: 'ranked', rank: 1, price: '900.00' }),
      product({ id: 'pref', preferred: true, price: '999.00' }),
      product({
        id: 'zone',
        zone: { databaseId: 12, name: 'Z', aggregateRanking: 9 },
        price: '800.00',
      }),
      product({ id: 'dear', price: '350.00' }),
    ];
    expect(ids(sortProducts(list, 'def'))).toEqual(['pref', 'ranked', 'zone', 'cheap', 'dear']);
  });
  it('size: by the leading number, then price; waste: by name, then price', () => {
    const list = [
      product({
        id: 'a',
        size: { databaseId: 4, name: '30 Yard' },
        price: '10',
        wasteType: { databaseId: 2, name: 'Yard Waste' },
      }),
      product({
        id: 'b',
        size: { databaseId: 1, name: '10 Yard' },
        price: '20',
        wasteType: { databaseId: 1, name: 'Construction' },
      }),
      product({
        id: 'c',
        size: { databaseId: 1, name: '10 Yard' },
        price: '15',
        wasteType: { databaseId: 1, name: 'Construction' },
      }),
      product({
        id: 'd',
        size: { databaseId: 5, name: '5 Yard' },
        price: '1',
        wasteType: { databaseId: 3, name: 'Dirt' },
      }),
    ];
    expect(ids(sortProducts(list, 'size'))).toEqual(['d', 'c', 'b', 'a']);
    expect(ids(sortProducts(list, 'waste'))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('keeps the order of products that tie, under every sort, over more than a short list', () => {
    // Past 10 elements V8 sorts by merging runs, not by insertion: still stable (ES2019).
    const list = Array.from({ length: 40 }, (_, i) =>
      product({ id: `t${i}`, price: i % 2 ? '400.00' : '300.00' }),
    );
    const cheapFirst = [
      ...list.filter((_, i) => i % 2 === 0),
      ...list.filter((_, i) => i % 2 === 1),
    ];
    for (const sort of ['def', 'size', 'waste'] as const)
      expect(ids(sortProducts(list, sort))).toEqual(ids(cheapFirst));
  });
});

describe('sorting what a product lacks', () => {
  it('puts a product without a price after every price, under every sort', () => {
    const list = [
      product({ id: 'none', price: null }),
      product({ id: 'dear', price: '900.00' }),
      product({ id: 'empty', price: '' }),
      product({ id: 'cheap', price: '100.00' }),
    ];
    for (const sort of ['def', 'size', 'waste'] as const)
      expect(ids(sortProducts(list, sort))).toEqual(['cheap', 'dear', 'none', 'empty']);
  });
  it('size: a size without a leading number, or none, comes last, then by price', () => {
    const list = [
      product({ id: 'named', size: { databaseId: 9, name: 'Roll-off' }, price: '50' }),
      product({ id: 'none', size: null, price: '40' }),
      product({ id: 'forty', size: { databaseId: 6, name: '40 Yard' }, price: '900' }),
      product({ id: 'ten', size: { databaseId: 1, name: '10 Yard' }, price: '990' }),
    ];
    expect(ids(sortProducts(list, 'size'))).toEqual(['ten', 'forty', 'none', 'named']);
  });
  it('waste: a product without a waste type comes last; names the collation holds equal tie', () => {
    // 'é' written as one character and as e + combining accent: one name to the collation.
    const composed = { databaseId: 7, name: 'Caf\u00e9 Waste' };
    const decomposed = { databaseId: 8, name: 'Cafe\u0301 Waste' };
    const list = [
      product({ id: 'none', wasteType: null, price: '1' }),
      product({ id: 'dear', wasteType: composed, price: '300' }),
      product({ id: 'cheap', wasteType: decomposed, price: '200' }),
      product({ id: 'same', wasteType: composed, price: '200' }),
      product({ id: 'dirt', wasteType: { databaseId: 3, name: 'Dirt' }, price: '999' }),
    ];
    expect(ids(sortProducts(list, 'waste'))).toEqual(['cheap', 'same', 'dear', 'dirt', 'none']);
  });
  it('def: no rank counts as 99; ranked zones before unranked ones, two unranked ones leave it to the price', () => {
    const zone = (databaseId: number, aggregateRanking: number | null) => ({
      databaseId,
      name: `Z${databaseId}`,
      aggregateRanking,
    });
    const list = [
      product({ id: 'unranked-dear', zone: zone(1, null), price: '500' }),
      product({ id: 'low', zone: zone(2, 1), price: '900' }),
      product({ id: 'unranked-cheap', zone: zone(3, null), price: '100' }),
      product({ id: 'high', zone: zone(4, 8), price: '950' }),
      product({ id: 'no-rank', rank: null, zone: zone(4, 8), price: '10' }),
      product({ id: 'rank-98', rank: 98, zone: zone(5, null), price: '999' }),
    ];
    expect(ids(sortProducts(list, 'def'))).toEqual([
      'rank-98',
      'no-rank',
      'high',
      'low',
      'unranked-cheap',
      'unranked-dear',
    ]);
  });
});

describe('facets and views', () => {
  it('offers sizes by leading number, tonnage with T, availability days, cost structures in the spec order, service areas with their hauler', () => {
    const list = [
      product({
        size: { databaseId: 4, name: '30 Yard' },
        tonnage: '5.00',
        costStructure: { databaseId: 3, name: 'Commercial' },
        availableOn: ['today'],
      }),
      product({
        size: { databaseId: 1, name: '10 Yard' },
        tonnage: '2',
        costStructure: { databaseId: 2, name: 'Haul + Disposal' },
      }),
      product({ size: { databaseId: 3, name: '20 Yard' } }),
      product({
        size: { databaseId: 3, name: '20 Yard' },
        zone: { databaseId: 11, name: 'Austin South' },
      }),
    ];
    const facets = facetValues(list);
    expect(facets.sizes.map((s) => [s.label, s.count])).toEqual([
      ['10 Yard', 1],
      ['20 Yard', 2],
      ['30 Yard', 1],
    ]);
    expect(facets.tonnages.map((t) => t.label)).toEqual(['2T', '4T', '5T']);
    expect(facets.availability).toEqual([
      { value: 'today', label: 'Today', count: 1 },
      { value: 'tomorrow', label: 'Tomorrow', count: 0 },
      { value: 'saturday', label: 'Saturday', count: 0 },
      { value: 'sunday', label: 'Sunday', count: 0 },
    ]);
    expect(facets.costStructures.map((c) => c.label)).toEqual([
      'Flat Rate',
      'Haul + Disposal',
      'Commercial',
    ]);
    // A service area is named with its hauler.
    expect(facets.serviceAreas.map((s) => s.label)).toEqual([
      'Austin North (Acme)',
      'Austin South (Acme)',
    ]);
  });
  it('names each value by its id, counts tonnages that read alike as one, and leaves out products without the value', () => {
    const facets = facetValues([
      product({ tonnage: '4.00', wasteType: null, costStructure: null }),
      product({ tonnage: '4' }),
      product({ tonnage: null, size: null, wasteType: { databaseId: 7, name: 'Dirt' } }),
    ]);
    expect(facets.sizes).toEqual([{ value: '3', label: '20 Yard', count: 2 }]);
    expect(facets.tonnages).toEqual([{ value: '4', label: '4T', count: 2 }]);
    expect(facets.wasteTypes).toEqual([
      { value: '1', label: 'Construction Debris', count: 1 },
      { value: '7', label: 'Dirt', count: 1 },
    ]);
    expect(facets.costStructures).toEqual([{ value: '1', label: 'Flat Rate', count: 2 }]);
    expect(facets.serviceAreas).toEqual([{ value: '10', label: 'Austin North (Acme)', count: 3 }]);
  });
});
