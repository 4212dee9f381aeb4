import { describe, expect, it } from '@jest/globals';
import { formatCents, money, percentOf, toCents } from './money.ts';
import { isBadMargin, profitability, tax } from './pricing.ts';

describe('money', () => {
  it('parses decimal strings to integer cents without floats', () => {
    expect(toCents('250.00')).toBe(25000);
    // Normal texts, as the main API sends amounts (their fast path), and near misses.
    expect(toCents('0.05')).toBe(5);
    expect(toCents('0.00')).toBe(0);
    expect(toCents('-0.50')).toBe(-50);
    expect(toCents('-12.50')).toBe(-1250);
    expect(toCents('1234567890123.99')).toBe(123456789012399);
    expect(toCents('007.50')).toBe(750);
    expect(formatCents(toCents('-0.00')!)).toBe('0.00');
    expect(toCents('12.3456')).toBe(1235);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('12.345')).toBe(1235);
    expect(toCents(-3)).toBe(-300);
    expect(toCents('$1,234.5')).toBe(123450);
    expect(toCents('')).toBeNull();
    expect(toCents(null)).toBeNull();
    expect(toCents('abc')).toBeNull();
  });
  it('formats cents with 2 decimals', () => {
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(-1250)).toBe('-12.50');
    expect(formatCents(5)).toBe('0.05');
    expect(money('7')).toBe('7.00');
  });
  it('answers an amount already in its form as it is, and normalizes every other', () => {
    for (const normal of ['338.00', '-12.50', '0.05', '-0.05', '0.00', '9999999999999.99'])
      expect(money(normal)).toBe(normal);
    expect(money('-0.00')).toBe('0.00');
    expect(money('00.50')).toBe('0.50');
    expect(money('+5.00')).toBe('5.00');
    expect(money(' 338.00')).toBe('338.00');
    expect(money('12.5')).toBe('12.50');
    expect(money('12.345')).toBe('12.35');
    expect(money('1.2e3')).toBeNull();
    // Past 13 digits the amount goes through cents, as before.
    expect(money('12345678901234567.00')).toBe(money('12345678901234567'));
  });
  it('takes a percentage exactly, rounding half away from zero', () => {
    expect(percentOf(45000, '8.250')).toBe(3713); // 450 × 8.25 % = 37.125
    expect(percentOf(10000, '10')).toBe(1000);
    expect(percentOf(10000, '')).toBeNull();
  });
});

describe('price rules', () => {
  it('profitability is price - cost in exact cents', () => {
    expect(profitability('450.10', '300.20')).toBe('149.90');
    expect(profitability('0.30', '0.10')).toBe('0.20');
    expect(profitability(null, '3')).toBeNull();
  });
  it('flags a margin under 150 as bad, 150 itself is fine', () => {
    expect(isBadMargin('449.99', '300.00')).toBe(true);
    expect(isBadMargin('450.00', '300.00')).toBe(false);
    expect(isBadMargin('200', '300')).toBe(true);
    expect(isBadMargin(null, '300')).toBe(false);
  });
  it('tax is price times rate percent', () => {
    expect(tax('450.00', '8.250')).toBe('37.13');
    expect(tax('100', '0')).toBe('0.00');
    expect(tax('100', null)).toBeNull();
    expect(tax(null, '8')).toBeNull();
  });
});
