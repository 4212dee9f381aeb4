// The save-side order of the availability rules: the edit rules run first, then the ranges
// (docs/decisions.md#states-and-transitions, docs/decisions.md#validation).
import { describe, expect, test } from '@jest/globals';
import { changeRules } from './availability.ts';
import { hasCutoff, normalizeAvailability } from '@shared/availability-rules.ts';

describe('availability rules on save', () => {
  test('clearing window days turns the window off instead of failing the range', () => {
    expect(changeRules({ window_days: null }, { window_active: true, window_days: 5 })).toEqual({});
    expect(changeRules({ window_days: 0 }, { window_active: true, window_days: 5 })).toEqual({});
    expect(changeRules({ window_days: 12 }, { window_active: false })).toEqual({
      window_days: 'Window days must be between 2 and 10',
    });
  });
  test('days out below 2 is stored as none; above 90 is refused', () => {
    expect(changeRules({ days_out: 1 })).toEqual({});
    expect(changeRules({ days_out: 91 })).toEqual({
      days_out: 'Days out must be between 2 and 90',
    });
  });
  test('no service needs a reason; turning it off clears the reason', () => {
    expect(changeRules({ no_service: true })).toEqual({
      no_service_reason: 'This field is required',
    });
    expect(changeRules({ no_service: false }, { no_service_reason: 'Billing' })).toEqual({});
  });
  test('an empty cutoff (00:00:00) sets no weekend cutoff day; the current rows two-day cutoff too', () => {
    expect(normalizeAvailability({ saturday_cutoff_time: '' })).toEqual({
      saturday_cutoff_time: '00:00:00',
    });
    expect(normalizeAvailability({ days_out_cutoff_time: '' })).toEqual({
      days_out_cutoff_time: '00:00:00',
    });
    expect(hasCutoff('00:00:00')).toBe(false);
    expect(hasCutoff('--')).toBe(false);
    expect(hasCutoff('10:00:00')).toBe(true);
  });
});
