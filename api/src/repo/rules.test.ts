// Pure rules of the record layer: exception and availability rules, money, LIKE patterns, bounds.
import { describe, expect, test } from '@jest/globals';
import { availabilityRules, normalizeAvailability } from './availability.ts';
import { exceptionRules } from './exceptions.ts';
import { boundsOf } from './geo.ts';
import { moneyDiff } from './helpers.ts';
import { iso, likePattern, sameInstant } from './records.ts';

describe('exceptionRules', () => {
  const ok = {
    region_id: 1,
    reason: 'Internal',
    action_type: 'permanent',
    delivery_type: 'pickup',
  };
  test('a complete exception of each type passes', () => {
    expect(exceptionRules({ ...ok, type: 'other' })).toEqual({});
    expect(
      exceptionRules({ ...ok, type: 'closure', start_date: '2031-01-01', end_date: '2031-01-01' }),
    ).toEqual({});
    expect(
      exceptionRules({
        ...ok,
        type: 'serviceArea',
        delivery_type: '',
        boundaries: { type: 'Polygon', coordinates: [[[0, 0]]] },
      }),
    ).toEqual({});
  });
  test('bulk rules replace the region requirement', () => {
    expect(
      exceptionRules({
        ...ok,
        region_id: null,
        bulk: true,
        type: 'window',
        window_days: 3,
        action_type: 'expirationDate',
        action_date: '2031-01-01',
      }),
    ).toEqual({});
  });
});

describe('normalizeAvailability (docs/decisions.md#states-and-transitions)', () => {
  test('turning no_service off clears its reason; turning the window off clears window_days', () => {
    expect(
      normalizeAvailability({ no_service: false }, { no_service_reason: 'Billing' }),
    ).toMatchObject({ no_service_reason: null });
    expect(normalizeAvailability({ window_active: false }, { window_days: 5 })).toMatchObject({
      window_days: null,
    });
  });
  test('window days turn the window on; clearing them turns it off; on without days sets 2', () => {
    expect(normalizeAvailability({ window_days: 4 })).toMatchObject({
      window_active: true,
      window_days: 4,
    });
    expect(normalizeAvailability({ window_days: null }, { window_active: true })).toMatchObject({
      window_active: false,
    });
    expect(normalizeAvailability({ window_active: true })).toMatchObject({ window_days: 2 });
  });
  test('weekend cutoff without a day sets Friday; must_call_all forces active days to must-call', () => {
    expect(normalizeAvailability({ sunday_cutoff_time: '10:00' })).toMatchObject({
      sunday_cutoff_day: 'Friday',
    });
    expect(normalizeAvailability({ must_call_all: true }, { next_day_active: true })).toMatchObject(
      { next_day_must_call: true },
    );
  });
  test('empty cutoffs become 00:00:00; days_out below 2 becomes null', () => {
    expect(normalizeAvailability({ same_day_cutoff_time: '', days_out: 1 })).toMatchObject({
      same_day_cutoff_time: '00:00:00',
      days_out: null,
    });
  });
  test('range rules', () => {
    expect(availabilityRules({ days_out: 91 })).toEqual({
      days_out: 'Days out must be between 2 and 90',
    });
    expect(availabilityRules({ window_active: true, window_days: 1 })).toEqual({
      window_days: 'Window days must be between 2 and 10',
    });
  });
});

describe('helpers', () => {
  test('money differences are exact', () => {
    expect(moneyDiff('0.30', '0.10')).toBe('0.20');
    expect(moneyDiff('100.05', '250.10')).toBe('-150.05');
    expect(moneyDiff(null, '1')).toBeNull();
  });
  test('LIKE values match literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
  test('timestamps compare to the millisecond across formats', () => {
    expect(iso('2026-11-22 15:33:55.123456+00')).toBe('2026-11-22T15:33:55.123Z');
    expect(sameInstant('2026-11-22 15:33:55.123456+00', '2026-11-22T15:33:55.123Z')).toBe(true);
    expect(sameInstant('2026-11-22 15:33:55.124+00', '2026-11-22T15:33:55.123Z')).toBe(false);
  });
  test('bounds of a feature collection', () => {
    const fc = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [1, 2],
                  [3, -4],
                  [0, 5],
                ],
              ],
            ],
          },
        },
      ],
    };
    expect(boundsOf(fc)).toEqual({ min_lng: 0, min_lat: -4, max_lng: 3, max_lat: 5 });
    expect(boundsOf(null)).toEqual({ min_lng: null, min_lat: null, max_lng: null, max_lat: null });
  });
});
