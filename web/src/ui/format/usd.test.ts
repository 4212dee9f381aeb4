import { describe, expect, it } from '@jest/globals';
import { formatUsd } from './usd.ts';

describe('formatUsd', () => {
  it('shows dollars with thousands separators and 2 decimals', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('-1234567.891')).toBe('-$1,234,567.89');
    expect(formatUsd(null)).toBe('');
  });
});
