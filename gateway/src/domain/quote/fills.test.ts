import { describe, expect, it } from '@jest/globals';
import { fillExceptions } from './fills.ts';

describe('fill exceptions', () => {
  it('lists the debris flags a product carries with notes', () => {
    expect(
      fillExceptions({
        yard_waste: true,
        yard_waste_note: 'Bagged only',
        mattress: false,
        price: '1',
      }),
    ).toEqual([
      { key: 'yard_waste', label: 'Yard Waste', special: true, allowed: true, note: 'Bagged only' },
      { key: 'mattress', label: 'Mattress', special: false, allowed: false, note: null },
    ]);
  });
});
