import { describe, expect, it } from '@jest/globals';
import { ancillaryDefaults, discount } from './priceDraft.ts';

describe('calculator draft', () => {
  it("shows the discount from the base price, '-' above it", () => {
    expect(discount('338.00', '300')).toBe('$38.00');
    expect(discount('338.00', '338.00')).toBe('$0.00');
    expect(discount('338.00', '338.01')).toBe('-');
    expect(discount(null, '10')).toBe('-');
  });
  it('starts the ancillaries from the pricing block, else the overage and extension prices', () => {
    expect(
      ancillaryDefaults(
        [
          { priceTypeName: 'Overage', price: '75.5' },
          { priceTypeName: 'Trip Charge', price: '45' },
        ],
        '70',
        '12',
      ),
    ).toEqual({ overage: '75.50', extension: '12.00', disposal: '', tripCharge: '45.00' });
    expect(ancillaryDefaults([], null, null)).toEqual({
      overage: '',
      extension: '',
      disposal: '',
      tripCharge: '',
    });
  });
});
