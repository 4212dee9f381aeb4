import { describe, expect, it } from '@jest/globals';
import { fillExceptions, fillSummary } from './fills.ts';

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

  it('sums them up for a card: taken and refused labels in the list order, and the notes', () => {
    expect(
      fillSummary({
        yard_waste: true,
        yard_waste_note: 'Bagged only',
        mattress: false,
        mattress_note: '',
        concrete: true,
        dirt: false,
        dirt_note: 'Clean fill only',
      }),
    ).toEqual({
      takes: ['Yard Waste', 'Concrete'],
      refuses: ['Mattress', 'Dirt'],
      notes: [
        { label: 'Yard Waste', note: 'Bagged only' },
        { label: 'Dirt', note: 'Clean fill only' },
      ],
    });
    expect(fillSummary({ price: '1' })).toEqual({ takes: [], refuses: [], notes: [] });
  });
});
