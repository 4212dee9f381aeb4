import { describe, expect, it } from '@jest/globals';
import { extensionPrice, overagePrice } from './ancillaries.ts';

describe('ancillary prices', () => {
  it('overage and extension prices come from the ancillaries, else the record', () => {
    const pricing = {
      ancillaries: [
        { price_type_name: 'Overage', price: '95.00' },
        { price_type_name: 'Extension', price: '10.00' },
      ],
    };
    expect(overagePrice(pricing, '80.00')).toBe('95.00');
    expect(extensionPrice(pricing, '5.00')).toBe('10.00');
    expect(overagePrice(null, '80.00')).toBe('80.00');
    expect(extensionPrice({ ancillaries: [] }, '5.00')).toBe('5.00');
  });
});
