import { describe, expect, it } from '@jest/globals';
import { marketName, TIME_ZONES, timeZoneOptions } from './marketFields.ts';

describe('marketName', () => {
  it('is the city with the state abbreviation in parentheses', () => {
    expect(marketName(' Austin ', 'TX')).toBe('Austin (TX)');
  });
  it('is empty until both are given', () => {
    expect(marketName('Austin', '')).toBe('');
    expect(marketName('', 'TX')).toBe('');
  });
});

describe('time zones', () => {
  it('lists IANA Area/City names', () => {
    const values = TIME_ZONES.map((o) => o.value);
    expect(values).toContain('America/Chicago');
    expect(values).toContain('America/New_York');
    expect(values.every((v) => v.includes('/') || v === 'UTC')).toBe(true);
  });
  it('keeps a stored zone the browser does not list', () => {
    expect(timeZoneOptions('US/Central')[0]).toEqual({ value: 'US/Central', label: 'US/Central' });
    expect(timeZoneOptions('America/Chicago')).toBe(TIME_ZONES);
  });
});
