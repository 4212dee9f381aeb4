import { describe, expect, it } from '@jest/globals';
import { sortBy } from './order.ts';

describe('sortBy', () => {
  it('sorts items of any shape by the fields read from them, and an unknown order as def', () => {
    const zones = [
      { name: 'b', best: { price: '20.00', preferred: false } },
      { name: 'a', best: { price: '30.00', preferred: true } },
      { name: 'c', best: { price: '10.00', preferred: false } },
    ];
    const fields = (z: (typeof zones)[number]) => ({ ...z.best, rank: 1 });
    expect(sortBy(zones, 'def', fields).map((z) => z.name)).toEqual(['a', 'c', 'b']);
    expect(sortBy(zones, 'nonsense' as never, fields).map((z) => z.name)).toEqual(['a', 'c', 'b']);
    expect(zones.map((z) => z.name)).toEqual(['b', 'a', 'c']);
  });
  it('leaves a list of one or none as it is, in a new array', () => {
    const one = [{ price: '1' }];
    expect(sortBy(one, 'waste', (x) => x)).toEqual(one);
    expect(sortBy(one, 'waste', (x) => x)).not.toBe(one);
    expect(sortBy([], 'def', (x: object) => x)).toEqual([]);
  });
});
