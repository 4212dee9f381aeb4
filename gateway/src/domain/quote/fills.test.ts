import { describe, expect, it } from '@jest/globals';
import { DEBRIS_TYPES, fillExceptions, fillSummary } from './fills.ts';

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

  it('reads packed flags (POST /search pack_debris): every type, a missing flag as not taken', () => {
    const packed = {
      price: '1',
      debris: { yard_waste: true, yard_waste_note: 'Bagged only', dirt_note: 'Clean fill only' },
    };
    const list = fillExceptions(packed);
    expect(list.map((f) => f.key)).toEqual(DEBRIS_TYPES.map((d) => d.key));
    expect(list.filter((f) => f.allowed).map((f) => f.key)).toEqual(['yard_waste']);
    expect(list.find((f) => f.key === 'dirt')).toEqual({
      key: 'dirt',
      label: 'Dirt',
      special: true,
      allowed: false,
      note: 'Clean fill only',
    });
    expect(fillSummary(packed)).toEqual({
      takes: ['Yard Waste'],
      refuses: DEBRIS_TYPES.map((d) => d.label).filter((l) => l !== 'Yard Waste'),
      notes: [
        { label: 'Yard Waste', note: 'Bagged only' },
        { label: 'Dirt', note: 'Clean fill only' },
      ],
    });
    // The same product with its columns as they are answers the same.
    const unpacked = {
      price: '1',
      ...Object.fromEntries(
        DEBRIS_TYPES.flatMap((d) => [
          [d.key, false],
          [d.noteKey, null],
        ]),
      ),
      yard_waste: true,
      yard_waste_note: 'Bagged only',
      dirt_note: 'Clean fill only',
    };
    expect(fillExceptions(unpacked)).toEqual(list);
    expect(fillSummary({ debris: {} }).refuses).toHaveLength(DEBRIS_TYPES.length);
  });
});
