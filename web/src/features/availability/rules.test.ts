// The availability editor's rules: each edit rule of docs/decisions.md#states-and-transitions as
// the screen applies it, each message of docs/decisions.md#validation, cutoff text, the changes
// sent on save and the midnight summary.
import { describe, expect, test } from '@jest/globals';
import {
  CONTRACT_FIELDS,
  CUTOFF_MESSAGE,
  applyEdit,
  changedFields,
  cutoffText,
  isPending,
  midnightChanges,
  midnightText,
  mustCallForced,
  parseCutoff,
  rowErrors,
  rowFromRecord,
  type Row,
} from './rules.ts';

const blank = (): Row => rowFromRecord({}, CONTRACT_FIELDS);

describe('edit rules', () => {
  test('a blank record: no flags, empty texts', () => {
    const r = blank();
    expect(r.same_day_active).toBe('');
    expect(r.window_days).toBe('');
  });

  test('turning no service off clears its reason', () => {
    const r = { ...blank(), no_service: true, no_service_reason: 'Billing' };
    expect(applyEdit(r, 'no_service', false)).toMatchObject({
      no_service: false,
      no_service_reason: '',
    });
  });

  test('turning the window off clears its days; on with no days sets 2', () => {
    const on = applyEdit(blank(), 'window_active', true);
    expect(on).toMatchObject({ window_active: true, window_days: '2' });
    expect(applyEdit({ ...on, window_days: '5' }, 'window_active', false)).toMatchObject({
      window_active: false,
      window_days: '',
    });
  });

  test('picking window days turns the window on; clearing them turns it off', () => {
    const picked = applyEdit(blank(), 'window_days', '4');
    expect(picked).toMatchObject({ window_active: true, window_days: '4' });
    expect(applyEdit(picked, 'window_days', '')).toMatchObject({
      window_active: false,
      window_days: '',
    });
  });

  test('a weekend cutoff time without a day sets Friday; an existing day stays', () => {
    expect(applyEdit(blank(), 'saturday_cutoff_time', '10:00am')).toMatchObject({
      saturday_cutoff_time: '10:00am',
      saturday_cutoff_day: 'Friday',
    });
    expect(
      applyEdit({ ...blank(), sunday_cutoff_day: 'Thursday' }, 'sunday_cutoff_time', '9am'),
    ).toMatchObject({ sunday_cutoff_day: 'Thursday' });
    // Clearing a cutoff (none) sets no day.
    expect(applyEdit(blank(), 'sunday_cutoff_time', '')).toMatchObject({ sunday_cutoff_day: '' });
  });

  test('must call all forces the active days must call, and a day turned on later', () => {
    const r = { ...blank(), same_day_active: true, next_day_active: false };
    const all = applyEdit(r, 'must_call_all', true);
    expect(all).toMatchObject({ same_day_must_call: true, next_day_must_call: '' });
    expect(mustCallForced(all, 'same_day')).toBe(true);
    expect(mustCallForced(all, 'next_day')).toBe(false);
    const later = applyEdit(all, 'next_day_active', true);
    expect(later.next_day_must_call).toBe(true);
    expect(mustCallForced(later, 'next_day')).toBe(true);
  });

  test('typed numbers and cutoffs stay as typed', () => {
    expect(applyEdit(blank(), 'days_out', '1').days_out).toBe('1');
    expect(applyEdit(blank(), 'same_day_cutoff_time', '').same_day_cutoff_time).toBe('');
  });
});

describe('validation messages', () => {
  test('window days 2 to 10', () => {
    for (const d of ['1', '11', 'x'])
      expect(rowErrors({ ...blank(), window_active: true, window_days: d })).toEqual({
        window_days: 'Window days must be between 2 and 10',
      });
    expect(rowErrors({ ...blank(), window_active: true, window_days: '10' })).toEqual({});
  });
  test('days out 2 to 90 or none', () => {
    for (const d of ['1', '91', '0', 'abc'])
      expect(rowErrors({ ...blank(), days_out: d })).toEqual({
        days_out: 'Days out must be between 2 and 90',
      });
    expect(rowErrors({ ...blank(), days_out: '' })).toEqual({});
    expect(rowErrors({ ...blank(), days_out: '90' })).toEqual({});
  });
  test('a reason when there is no service', () => {
    expect(rowErrors({ ...blank(), no_service: true })).toEqual({
      no_service_reason: 'This field is required',
    });
  });
  test('cutoff text', () => {
    expect(rowErrors({ ...blank(), next_day_cutoff_time: '25:00' })).toEqual({
      next_day_cutoff_time: CUTOFF_MESSAGE,
    });
  });
});

describe('cutoff formats', () => {
  test('reads h:mma, 24-hour and none', () => {
    expect(parseCutoff('3:30pm')).toBe('15:30:00');
    expect(parseCutoff('3:30 PM')).toBe('15:30:00');
    expect(parseCutoff('12pm')).toBe('12:00:00');
    expect(parseCutoff('12:15am')).toBe('00:15:00');
    expect(parseCutoff('09:05')).toBe('09:05:00');
    expect(parseCutoff('17:00:00')).toBe('17:00:00');
    expect(parseCutoff('--')).toBeNull();
    expect(parseCutoff('')).toBeNull();
    expect(parseCutoff('12:00am')).toBeNull();
    for (const bad of ['3', '13pm', '3:75pm', 'noon', '24:00'])
      expect(parseCutoff(bad)).toBe(undefined);
  });
  test('shows h:mma; 00:00:00 and null as none', () => {
    expect(cutoffText('15:30:00')).toBe('3:30pm');
    expect(cutoffText('09:00:00')).toBe('9:00am');
    expect(cutoffText('00:00:00')).toBe('');
    expect(cutoffText(null)).toBe('');
  });
});

describe('changes sent on save', () => {
  test('only changed fields, empty cutoffs as 00:00:00, numbers as numbers, empty as null', () => {
    const saved = { ...blank(), same_day_cutoff_time: '2:00pm', days_out: '5' };
    const row = {
      ...saved,
      same_day_cutoff_time: '',
      next_day_cutoff_time: '4pm',
      days_out: '',
      window_active: true,
      window_days: '3',
      saturday_cutoff_day: 'Friday',
    };
    expect(changedFields(row, saved)).toEqual({
      sameDayCutoffTime: '00:00:00',
      nextDayCutoffTime: '16:00:00',
      daysOut: null,
      windowActive: true,
      windowDays: 3,
      saturdayCutoffDay: 'Friday',
    });
    // Reformatted text of the same time is no change.
    expect(changedFields({ ...saved, same_day_cutoff_time: '14:00' }, saved)).toEqual({});
  });
});

describe('midnight', () => {
  const tz = 'America/Chicago';
  const now = new Date('2026-11-23T20:00:00Z'); // 2:00pm in Chicago
  test('the next local midnight', () => {
    expect(midnightText(tz, now)).toBe('12:00am Tue 11/24 (America/Chicago)');
  });
  test('pending: saved after today’s calculation, which ran since the last local midnight', () => {
    const calc = '2026-11-23T06:00:00Z'; // 12:00am Chicago
    expect(isPending('2026-11-23T19:00:00Z', calc, tz, now)).toBe(true);
    expect(isPending('2026-11-23T05:00:00Z', calc, tz, now)).toBe(false);
    // Not calculated since midnight: quotes use the contract at once, nothing waits.
    expect(isPending('2026-11-23T19:00:00Z', '2026-11-22T06:00:00Z', tz, now)).toBe(false);
    expect(isPending('2026-11-23T19:00:00Z', null, tz, now)).toBe(false);
  });
  test('what a saved row changes in today’s row', () => {
    const today = { same_day_cutoff_time: '2:00pm', window_active: false, days_out: '' };
    const contract = { same_day_cutoff_time: '3:30pm', window_active: true, days_out: '' };
    expect(midnightChanges(contract, today)).toEqual([
      'Same day cutoff: 2:00pm → 3:30pm',
      'Window: off → on',
    ]);
  });
});
