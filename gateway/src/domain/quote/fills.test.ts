import { describe, expect, it } from '@jest/globals';
import { DEBRIS_TYPES, fillExceptions, fillSummary } from './fills.ts';

describe('fill exceptions', () => {
  it('lists every debris flag with its note, a flag missing from the record as refused', () => {
    const list = fillExceptions({
      yard_waste: true,
      yard_waste_note: 'Bagged only',
      mattress: false,
      price: '1',
    });
    expect(list.map((f) => f.key)).toEqual(DEBRIS_TYPES.map((d) => d.key));
    expect(list[0]).toEqual({
      key: 'yard_waste',
      label: 'Yard Waste',
      special: true,
      allowed: true,
      note: 'Bagged only',
    });
    expect(list.find((f) => f.key === 'mattress')).toEqual({
      key: 'mattress',
      label: 'Mattress',
      special: false,
      allowed: false,
      note: null,
    });
    // Left out by a sparse search (`sparse_products`): false, without a note.
    expect(list.find((f) => f.key === 'concrete')).toEqual({
      key: 'concrete',
      label: 'Concrete',
      special: true,
      allowed: false,
      note: null,
    });
    expect(list.filter((f) => f.allowed).map((f) => f.key)).toEqual(['yard_waste']);
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
      refuses: DEBRIS_TYPES.map((d) => d.label).filter(
        (l) => l !== 'Yard Waste' && l !== 'Concrete',
      ),
      notes: [
        { label: 'Yard Waste', note: 'Bagged only' },
        { label: 'Dirt', note: 'Clean fill only' },
      ],
    });
    // A product whose flags are all false (or all left out) refuses every type.
    expect(fillSummary({ price: '1' })).toEqual({
      takes: [],
      refuses: DEBRIS_TYPES.map((d) => d.label),
      notes: [],
    });
  });
});
