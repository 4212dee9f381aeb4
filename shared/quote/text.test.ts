import { describe, expect, it } from '@jest/globals';
import { formatCutoff, leadingNumber, tonnageLabel } from './text.ts';

describe('text rules', () => {
  it('reads the leading number of a size', () => {
    expect(leadingNumber('20 Yard')).toBe(20);
    expect(leadingNumber('2.5 Yard')).toBe(2.5);
    expect(leadingNumber('Yard')).toBe(Infinity);
  });
  it('adds the T suffix to tonnage', () => {
    expect(tonnageLabel('4.00')).toBe('4T');
    expect(tonnageLabel(2.5)).toBe('2.5T');
    expect(tonnageLabel(null)).toBeNull();
  });
  it('shows cutoffs like 3:30pm and none as --', () => {
    expect(formatCutoff('15:30:00')).toBe('3:30pm');
    expect(formatCutoff('09:05:00')).toBe('9:05am');
    expect(formatCutoff('12:00:00')).toBe('12:00pm');
    expect(formatCutoff('00:00:00')).toBe('--');
    expect(formatCutoff(null)).toBe('--');
  });
});
