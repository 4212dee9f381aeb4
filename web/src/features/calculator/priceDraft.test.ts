import { describe, expect, it } from '@jest/globals';
import {
  AMOUNT_NOT_A_NUMBER,
  ancillaryDefaults,
  CUSTOMER_REQUIRED,
  DATE_REQUIRED,
  discount,
  draftErrors,
  PRICE_NOT_A_NUMBER,
  PRICE_REQUIRED,
  recordErrors,
} from './priceDraft.ts';

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
  it('says which price is missing or not a number', () => {
    const ok = { price: '325', overage: '', extension: '12.5', disposal: '0', tripCharge: '$45' };
    expect(draftErrors(ok)).toEqual({});
    expect(draftErrors({ ...ok, price: ' ' })).toEqual({ price: PRICE_REQUIRED });
    expect(draftErrors({ ...ok, price: 'abc' })).toEqual({ price: PRICE_NOT_A_NUMBER });
    expect(draftErrors({ ...ok, price: '-5' })).toEqual({ price: PRICE_NOT_A_NUMBER });
    expect(draftErrors({ ...ok, overage: 'x', tripCharge: '1.2.3' })).toEqual({
      overage: AMOUNT_NOT_A_NUMBER,
      tripCharge: AMOUNT_NOT_A_NUMBER,
    });
  });
  it('requires a customer and an effective date to save', () => {
    expect(recordErrors({ customer: { id: '1' }, effectiveDate: '2026-11-23' })).toEqual({});
    expect(recordErrors({ customer: null, effectiveDate: '' })).toEqual({
      customer: CUSTOMER_REQUIRED,
      effectiveDate: DATE_REQUIRED,
    });
    expect(PRICE_REQUIRED).toBe('Enter a price');
    expect(CUSTOMER_REQUIRED).toBe('Choose a customer');
    expect(DATE_REQUIRED).toBe('Choose an effective date');
  });
});
