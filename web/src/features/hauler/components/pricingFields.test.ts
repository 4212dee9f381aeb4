import { describe, expect, it } from '@jest/globals';
import {
  FLAG_KEYS,
  MATERIALS,
  REQUIRED,
  TEXT_FIELDS,
  checkPricingText,
  pricingTextValue,
} from './pricingFields.ts';

const def = (key: string) => TEXT_FIELDS.find((f) => f.key === key)!;

describe('pricing record fields', () => {
  it('covers every material with its note, and the preference flags', () => {
    expect(MATERIALS).toHaveLength(13);
    for (const [k] of MATERIALS) {
      expect(FLAG_KEYS).toContain(k);
      expect(TEXT_FIELDS.map((f) => f.key)).toContain(`${k}Note`);
    }
    expect(FLAG_KEYS).toEqual(
      expect.arrayContaining(['preferred', 'makoPreferred', 'quotePreferred']),
    );
    expect(new Set(TEXT_FIELDS.map((f) => f.key)).size).toBe(TEXT_FIELDS.length);
  });

  it('extra-day price is required; money takes at most 2 decimals', () => {
    expect(checkPricingText(def('extraDayPrice'), ' ')).toBe(REQUIRED);
    expect(checkPricingText(def('price'), '')).toBe(true);
    expect(checkPricingText(def('price'), '250.5')).toBe(true);
    expect(checkPricingText(def('deliveryFee'), '12.345')).toBe('Enter an amount like 250.00');
  });

  it('numbers and whole numbers are checked; text is free', () => {
    expect(checkPricingText(def('tonnage'), '4.5')).toBe(true);
    expect(checkPricingText(def('length'), 'twenty')).toBe('Enter a number like 4.5');
    expect(checkPricingText(def('rank'), '2.5')).toBe('Enter a whole number');
    expect(checkPricingText(def('sellAs'), '20 yd Roll-off')).toBe(true);
  });

  it('saves empty as null and whole numbers as numbers', () => {
    expect(pricingTextValue(def('sellAs'), '  ')).toBeNull();
    expect(pricingTextValue(def('rentalPeriod'), '14')).toBe(14);
    expect(pricingTextValue(def('haulFlatRate'), ' 95.00 ')).toBe('95.00');
  });
});
