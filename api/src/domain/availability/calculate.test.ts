// Over 300 lines: one table of rule cases, each a few lines, grouped by rule.
// Table-driven tests for the rules of docs/decisions.md#availability. Week of Mon 2026-11-23 in
// America/Chicago (UTC-6), so 14:00Z is 08:00 local.
import { describe, expect, test } from '@jest/globals';
import { calculateAvailability, displayCutoff, effectiveDaysOut } from './calculate.ts';
import type { AvailabilityException, AvailabilityRecord } from './types.ts';

const TZ = 'America/Chicago';
const base: AvailabilityRecord = {
  region_id: 1,
  delivery_type: 'newDeliveries',
  size_id: 1,
  same_day_active: true,
  same_day_cutoff_time: '10:00:00',
  next_day_active: true,
  next_day_cutoff_time: '14:00:00',
  two_day_notice_active: true,
  two_day_notice_cutoff_time: '17:00:00',
};
/** Local Chicago wall time in the week of 2026-11-23 (CST, UTC-6). */
const at = (day: string, hhmm: string) => `2026-11-${day}T${hhmm}:00-06:00`;
const calc = (
  rec: Partial<AvailabilityRecord>,
  now: string,
  exceptions: AvailabilityException[] = [],
  item = {},
) => calculateAvailability({ ...base, ...rec }, { now, timeZone: TZ, exceptions, item });

describe('day kinds and cutoffs', () => {
  test.each([
    ['before the same-day cutoff', {}, at('23', '08:00'), '2026-11-23', 'sameDay', 'Today'],
    [
      'after same-day, before next-day cutoff',
      {},
      at('23', '11:00'),
      '2026-11-24',
      'nextDay',
      'Tomorrow',
    ],
    [
      'after the next-day cutoff: two-day notice',
      {},
      at('23', '15:00'),
      '2026-11-25',
      'twoDayNotice',
      'Wed 11/25',
    ],
    [
      'after every cutoff: a later day',
      {},
      at('23', '18:00'),
      '2026-11-26',
      'scheduled',
      'Thu 11/26',
    ],
    [
      'same day off',
      { same_day_active: false },
      at('23', '08:00'),
      '2026-11-24',
      'nextDay',
      'Tomorrow',
    ],
    [
      'nothing active: three business days out',
      { same_day_active: false, next_day_active: false, two_day_notice_active: false },
      at('23', '08:00'),
      '2026-11-26',
      'scheduled',
      'Thu 11/26',
    ],
    [
      'a missing cutoff means 23:59:59',
      { same_day_cutoff_time: null },
      at('23', '23:30'),
      '2026-11-23',
      'sameDay',
      'Today',
    ],
    [
      'a 00:00:00 cutoff means none',
      { same_day_cutoff_time: '00:00:00' },
      at('23', '23:30'),
      '2026-11-23',
      'sameDay',
      'Today',
    ],
    [
      'exactly at the cutoff is too late',
      {},
      at('23', '10:00'),
      '2026-11-24',
      'nextDay',
      'Tomorrow',
    ],
    [
      'H:mm cutoffs are understood',
      { same_day_cutoff_time: '9:30' },
      at('23', '09:45'),
      '2026-11-24',
      'nextDay',
      'Tomorrow',
    ],
    [
      'the older two-day cutoff name',
      { two_day_notice_cutoff_time: null, days_out_cutoff_time: '12:00:00' },
      at('23', '15:00'),
      '2026-11-26',
      'scheduled',
      'Thu 11/26',
    ],
  ])('%s', (_name, rec, now, date, type, text) => {
    const r = calc(rec, now);
    expect(r.delivery_date).toEqual({ date, availabilityType: type, friendlyText: text });
    expect(r.next_available_service).toBe(date);
    expect(r.must_call).toBe(false);
  });
});

describe('weekends and the cutoff day', () => {
  const sat = { saturday_active: true, saturday_cutoff_time: '12:00:00' };
  test.each([
    [
      'Friday order after every cutoff, no Saturday service: Wednesday',
      {},
      at('27', '18:00'),
      '2026-12-02',
      'Wed 12/02',
    ],
    [
      "order after Friday's next-day cutoff skips the weekend: two-day Tuesday",
      {},
      at('27', '15:00'),
      '2026-12-01',
      'Tue 12/01',
    ],
    [
      "order after Friday's cutoff with Saturday service: no Saturday",
      sat,
      at('27', '15:00'),
      '2026-12-01',
      'Tue 12/01',
    ],
    [
      'Friday before the Saturday cutoff: Saturday is Tomorrow',
      sat,
      at('27', '11:00'),
      '2026-11-28',
      'Tomorrow',
    ],
    [
      'Friday after the Saturday cutoff, before next-day: Monday',
      sat,
      at('27', '13:00'),
      '2026-11-30',
      'Mon 11/30',
    ],
    [
      'Thursday evening: Saturday (cutoff day Friday)',
      { ...sat, next_day_active: false, two_day_notice_active: false },
      at('26', '20:00'),
      '2026-11-28',
      'Sat 11/28',
    ],
    [
      'Saturday cutoff day Saturday: order Saturday morning for today',
      { ...sat, saturday_cutoff_day: 'Saturday', saturday_cutoff_time: '09:00:00' },
      at('28', '08:00'),
      '2026-11-28',
      'Today',
    ],
    [
      'Sunday service, cutoff day Friday, ordered Saturday: Monday',
      { sunday_active: true, sunday_cutoff_time: '12:00:00' },
      at('28', '08:00'),
      '2026-11-30',
      'Mon 11/30',
    ],
    [
      'Sunday service ordered Friday morning: Saturday off, Sunday on',
      {
        sunday_active: true,
        sunday_cutoff_time: '12:00:00',
        next_day_active: false,
        two_day_notice_active: false,
      },
      at('27', '11:00'),
      '2026-11-29',
      'Sun 11/29',
    ],
    ['Saturday order, next day counts to Monday', {}, at('28', '08:00'), '2026-11-30', 'Mon 11/30'],
  ])('%s', (_name, rec, now, date, text) => {
    const r = calc(rec, now);
    expect(r.delivery_date.date).toBe(date);
    expect(r.delivery_date.friendlyText).toBe(text);
  });
});

describe('days_out, window, must call, no service', () => {
  test('days_out sets the earliest delivery (weekend skipped without weekend service)', () => {
    expect(calc({ days_out: 5 }, at('23', '08:00')).delivery_date).toEqual({
      date: '2026-11-30',
      availabilityType: 'scheduled',
      friendlyText: 'Mon 11/30',
    });
    expect(calc({ days_out: 3 }, at('23', '08:00')).delivery_date.date).toBe('2026-11-26');
  });
  test.each([
    [null, null],
    [0, null],
    [1, null],
    [2, 2],
    [90, 90],
    [120, 90],
  ])('days_out %p is taken as %p', (v, want) => {
    expect(effectiveDaysOut(v)).toBe(want);
    expect(calc({ days_out: v }, at('23', '08:00')).days_out).toBe(want);
  });
  test('days_out 1 is ignored', () => {
    expect(calc({ days_out: 1 }, at('23', '08:00')).delivery_date.friendlyText).toBe('Today');
  });
  test.each([
    [{ window_active: true, window_days: 5 }, 'Within 1-5 days', 5],
    [{ window_active: true, window_days: null }, 'Within 1-7 days', 7],
  ])('window %p', (rec, text, days) => {
    const r = calc(rec, at('23', '08:00'));
    expect(r.delivery_date).toEqual({
      date: '2026-11-23',
      availabilityType: 'window',
      friendlyText: text,
    });
    expect(r.window_active).toBe(true);
    expect(r.window_days).toBe(days);
  });
  test.each([
    ['must_call_all', { must_call_all: true }, at('23', '08:00'), true],
    [
      'same day chosen with same_day_must_call',
      { same_day_must_call: true },
      at('23', '08:00'),
      true,
    ],
    [
      'same_day_must_call but next day chosen',
      { same_day_must_call: true },
      at('23', '11:00'),
      false,
    ],
    [
      'next day chosen with next_day_must_call',
      { next_day_must_call: true },
      at('23', '11:00'),
      true,
    ],
    [
      'two-day chosen with two_day_notice_must_call',
      { two_day_notice_must_call: true },
      at('23', '15:00'),
      true,
    ],
    [
      'saturday_must_call does not make must-call',
      { saturday_active: true, saturday_must_call: true },
      at('27', '11:00'),
      false,
    ],
    [
      'must call wins over the window',
      { must_call_all: true, window_active: true, window_days: 3 },
      at('23', '08:00'),
      true,
    ],
  ])('%s', (_name, rec, now, must) => {
    const r = calc(rec, now);
    expect(r.must_call).toBe(must);
    if (must) expect(r.delivery_date.friendlyText).toBe('Must Call');
    else expect(r.delivery_date.friendlyText).not.toBe('Must Call');
  });
  test('no_service', () => {
    const r = calc({ no_service: true, no_service_reason: 'Truck down' }, at('23', '08:00'));
    expect(r.delivery_date).toEqual({
      date: null,
      availabilityType: 'noService',
      friendlyText: 'No Service',
    });
    expect(r).toMatchObject({
      no_service: true,
      no_service_reason: 'Truck down',
      next_available_service: null,
      must_call: false,
    });
  });
  test('cutoffs of 00:00:00 or null are shown as none', () => {
    expect(displayCutoff('00:00:00')).toBeNull();
    expect(displayCutoff(null)).toBeNull();
    expect(displayCutoff('14:00')).toBe('14:00:00');
    const r = calc({ same_day_cutoff_time: '00:00:00' }, at('23', '08:00'));
    expect(r.same_day_cutoff_time).toBeNull();
    expect(r.next_day_cutoff_time).toBe('14:00:00');
  });
});

describe('time zones and DST change days (America/Chicago)', () => {
  const sunday = {
    sunday_active: true,
    sunday_cutoff_day: 'Sunday',
    sunday_cutoff_time: '10:00:00',
    next_day_cutoff_time: '23:00:00',
  };
  test.each([
    // 2026-03-08: clocks go forward at 02:00, so 15:30Z is 10:30 CDT (a fixed CST offset would say 09:30).
    ['spring forward, 09:30 CDT', '2026-03-08T14:30:00Z', 'Today'],
    ['spring forward, 10:30 CDT', '2026-03-08T15:30:00Z', 'Tomorrow'],
    // 2026-11-01: clocks go back at 02:00, so 15:30Z is 09:30 CST (a fixed CDT offset would say 10:30).
    ['fall back, 09:30 CST', '2026-11-01T15:30:00Z', 'Today'],
    ['fall back, 10:30 CST', '2026-11-01T16:30:00Z', 'Tomorrow'],
  ])('%s', (_name, now, text) => {
    const r = calculateAvailability({ ...base, ...sunday }, { now, timeZone: TZ });
    expect(r.delivery_date.friendlyText).toBe(text);
  });
  test('the same instant is another local day in another zone', () => {
    // 2026-11-24T05:30Z is Mon 23:30 in Chicago but Tue 00:30 in New York.
    const now = '2026-11-24T05:30:00Z';
    const rec = { ...base, same_day_cutoff_time: null };
    expect(calculateAvailability(rec, { now, timeZone: TZ }).delivery_date.date).toBe('2026-11-23');
    expect(
      calculateAvailability(rec, { now, timeZone: 'America/New_York' }).delivery_date.date,
    ).toBe('2026-11-24');
  });
  test('the day before spring forward: Tomorrow is the DST day', () => {
    const r = calculateAvailability(
      {
        ...base,
        sunday_active: true,
        sunday_cutoff_day: 'Saturday',
        sunday_cutoff_time: '18:00:00',
      },
      { now: '2026-03-07T20:00:00Z', timeZone: TZ }, // Sat 14:00 CST
    );
    expect(r.delivery_date).toMatchObject({
      date: '2026-03-08',
      friendlyText: 'Tomorrow',
      availabilityType: 'sunday',
    });
  });
  test('an unknown time zone is an error', () => {
    expect(() =>
      calculateAvailability(base, { now: at('23', '08:00'), timeZone: 'Mars/Base' }),
    ).toThrow(/time zone/);
  });
});

describe('exceptions', () => {
  const ex = (e: Partial<AvailabilityException>): AvailabilityException => ({
    id: 1,
    region_id: 1,
    type: 'other',
    ...e,
  });
  const mon11 = at('23', '11:00');
  test.each<
    [string, Partial<AvailabilityException>, Partial<AvailabilityRecord>, string, string | null]
  >([
    [
      'closure removes its days',
      { type: 'closure', start_date: '2026-11-24', end_date: '2026-11-24' },
      {},
      'Wed 11/25',
      '2026-11-25',
    ],
    [
      'closure over several days',
      { type: 'closure', start_date: '2026-11-24', end_date: '2026-11-26' },
      {},
      'Fri 11/27',
      '2026-11-27',
    ],
    [
      'dayOfWeek removes the weekday',
      { type: 'dayOfWeek', days_of_week: 'Tuesday' },
      {},
      'Wed 11/25',
      '2026-11-25',
    ],
    [
      'dayOfWeek with several days',
      { type: 'dayOfWeek', days_of_week: 'Tuesday,Wednesday,Thursday' },
      {},
      'Fri 11/27',
      '2026-11-27',
    ],
    ['noService', { type: 'noService', reason: 'Landfill closed' }, {}, 'No Service', null],
    [
      'availabilityByDate mustCall in range',
      {
        type: 'availabilityByDate',
        availability_action: 'mustCall',
        start_date: '2026-11-20',
        end_date: '2026-11-25',
      },
      {},
      'Must Call',
      '2026-11-24',
    ],
    [
      'availabilityByDate mustCall out of range',
      {
        type: 'availabilityByDate',
        availability_action: 'mustCall',
        start_date: '2026-12-01',
        end_date: '2026-12-05',
      },
      {},
      'Tomorrow',
      '2026-11-24',
    ],
    [
      'availabilityByDate nextAvailableDate',
      {
        type: 'availabilityByDate',
        availability_action: 'nextAvailableDate',
        next_available_date: '2026-12-03',
        start_date: '2026-11-20',
        end_date: '2026-11-30',
      },
      {},
      'Thu 12/03',
      '2026-12-03',
    ],
    [
      'nextAvailableDate in the past changes nothing',
      {
        type: 'availabilityByZone',
        availability_action: 'nextAvailableDate',
        next_available_date: '2026-11-01',
      },
      {},
      'Tomorrow',
      '2026-11-24',
    ],
    ['window exception', { type: 'window', window_days: 3 }, {}, 'Within 1-3 days', '2026-11-24'],
    ['other changes nothing', { type: 'other', reason: 'FYI' }, {}, 'Tomorrow', '2026-11-24'],
    [
      "another region's exception changes nothing",
      { type: 'noService', region_id: 2 },
      {},
      'Tomorrow',
      '2026-11-24',
    ],
    [
      'a size list without this size',
      { type: 'noService', sizes: '2,3' },
      {},
      'Tomorrow',
      '2026-11-24',
    ],
    ['a size list with this size', { type: 'noService', sizes: '1,3' }, {}, 'No Service', null],
    [
      'a delivery type list without this type',
      { type: 'noService', delivery_type: 'emptyReturn,pickup' },
      {},
      'Tomorrow',
      '2026-11-24',
    ],
    [
      'pickup covers pickUp',
      { type: 'noService', delivery_type: 'pickup' },
      { delivery_type: 'pickUp', size_id: null },
      'No Service',
      null,
    ],
    [
      'a waste-type list does not reach a region row',
      { type: 'noService', waste_types: '4' },
      {},
      'Tomorrow',
      '2026-11-24',
    ],
    [
      'an expired expirationDate exception is gone',
      { type: 'noService', action_type: 'expirationDate', action_date: '2026-11-23' },
      {},
      'Tomorrow',
      '2026-11-24',
    ],
    [
      'expirationDate still ahead applies',
      { type: 'noService', action_type: 'expirationDate', action_date: '2026-11-24' },
      {},
      'No Service',
      null,
    ],
    [
      'checkBack applies (only reminds)',
      { type: 'noService', action_type: 'checkBack', action_date: '2026-11-20' },
      {},
      'No Service',
      null,
    ],
  ])('%s', (_name, e, rec, text, date) => {
    const r = calc(rec, mon11, [ex(e)]);
    expect(r.delivery_date.friendlyText).toBe(text);
    expect(r.next_available_service).toBe(date);
  });

  test('noService carries its reason and id', () => {
    const r = calc({}, mon11, [ex({ id: 9, type: 'noService', reason: 'Landfill closed' })]);
    expect(r).toMatchObject({
      no_service: true,
      no_service_reason: 'Landfill closed',
      exception_ids: [9],
    });
  });

  test('zone and waste-type lists apply to a search item', () => {
    const e = ex({ type: 'noService', service_areas: '7', waste_types: '4' });
    expect(calc({}, mon11, [e], { zoneId: 7, wasteTypeId: 4 }).no_service).toBe(true);
    expect(calc({}, mon11, [e], { zoneId: 8, wasteTypeId: 4 }).no_service).toBe(false);
    expect(calc({}, mon11, [e], { zoneId: 7, wasteTypeId: 5 }).no_service).toBe(false);
  });

  describe('availabilityByZone: the latest by updated_at wins', () => {
    const mustCall = ex({
      id: 1,
      type: 'availabilityByZone',
      service_areas: '7',
      availability_action: 'mustCall',
      updated_at: '2026-11-01T10:00:00Z',
    });
    const later = ex({
      id: 2,
      type: 'availabilityByZone',
      service_areas: '7',
      availability_action: 'nextAvailableDate',
      next_available_date: '2026-12-03',
      updated_at: '2026-11-10T10:00:00Z',
    });
    test('newer nextAvailableDate over older mustCall', () => {
      const r = calc({}, mon11, [mustCall, later], { zoneId: 7 });
      expect(r.must_call).toBe(false);
      expect(r.delivery_date).toMatchObject({ date: '2026-12-03', friendlyText: 'Thu 12/03' });
      expect(r.exception_ids).toEqual([2]);
    });
    test('newer mustCall over older nextAvailableDate', () => {
      const r = calc({}, mon11, [{ ...mustCall, updated_at: '2026-11-20T00:00:00Z' }, later], {
        zoneId: 7,
      });
      expect(r.must_call).toBe(true);
      expect(r.delivery_date.friendlyText).toBe('Must Call');
      expect(r.exception_ids).toEqual([1]);
    });
    test('an exception for another zone is not a candidate', () => {
      const other = { ...mustCall, service_areas: '8', updated_at: '2026-11-30T00:00:00Z' };
      expect(calc({}, mon11, [other, later], { zoneId: 7 }).delivery_date.date).toBe('2026-12-03');
    });
  });

  test('serviceArea: no service inside its boundary only', () => {
    const square = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-98, 30],
                [-97, 30],
                [-97, 31],
                [-98, 31],
                [-98, 30],
              ],
            ],
          },
        },
      ],
    };
    const e = ex({ type: 'serviceArea', boundaries: JSON.stringify(square) });
    expect(calc({}, mon11, [e], { point: [-97.5, 30.5] }).delivery_date.friendlyText).toBe(
      'No Service',
    );
    expect(calc({}, mon11, [e], { point: [-96.5, 30.5] }).delivery_date.friendlyText).toBe(
      'Tomorrow',
    );
    expect(calc({}, mon11, [e]).delivery_date.friendlyText).toBe('Tomorrow');
  });

  describe('bulk exceptions', () => {
    const bulk = ex({
      id: 5,
      bulk: true,
      region_id: null,
      type: 'closure',
      start_date: '2026-11-24',
      end_date: '2026-11-24',
    });
    test('cover every region', () => {
      expect(calc({ region_id: 1 }, mon11, [bulk]).delivery_date.date).toBe('2026-11-25');
      expect(calc({ region_id: 2 }, mon11, [bulk]).delivery_date.date).toBe('2026-11-25');
    });
    test('removed from one region, still cover the others', () => {
      const removed = { ...bulk, excluded_region_ids: [2] };
      expect(calc({ region_id: 1 }, mon11, [removed]).delivery_date.date).toBe('2026-11-25');
      expect(calc({ region_id: 2 }, mon11, [removed]).delivery_date.date).toBe('2026-11-24');
    });
    test('a bulk window', () => {
      const w = ex({ bulk: true, region_id: null, type: 'window', window_days: 4 });
      expect(calc({ region_id: 3 }, mon11, [w]).delivery_date.friendlyText).toBe('Within 1-4 days');
    });
  });
});
