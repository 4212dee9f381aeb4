import { describe, expect, it } from '@jest/globals';
import {
  applicableExceptions,
  covers,
  exceptionEffect,
  exceptionSummary,
  latestAvailabilityByZone,
  pointInGeoJson,
} from './exceptions.ts';
import type { ExceptionDto } from './types.ts';

const item = { regionId: 1, zoneId: 10, sizeId: 3, wasteTypeId: 5, deliveryType: 'newDeliveries' };
const ex = (o: Partial<ExceptionDto>): ExceptionDto => ({
  id: 1,
  type: 'noService',
  region_id: 1,
  sizes: '',
  waste_types: '',
  service_areas: '',
  delivery_type: '',
  ...o,
});
const TODAY = '2026-11-22';

describe('noService applies when its size, waste-type and zone lists are empty or contain the item', () => {
  it.each([
    [{}, true],
    [{ sizes: '3' }, true],
    [{ sizes: '2,3', waste_types: '5', service_areas: '10,11' }, true],
    [{ sizes: '2' }, false],
    [{ waste_types: '6' }, false],
    [{ service_areas: '11' }, false],
    [{ sizes: [3], waste_types: [5] }, true],
  ] as [Partial<ExceptionDto>, boolean][])('%j → %s', (o, expected) => {
    expect(covers(ex(o), item)).toBe(expected);
  });
  it('respects the delivery types listed (pickup and pickUp are one)', () => {
    expect(covers(ex({ delivery_type: 'emptyReturn,pickup' }), item)).toBe(false);
    expect(
      covers(ex({ delivery_type: 'emptyReturn,pickup' }), { ...item, deliveryType: 'pickUp' }),
    ).toBe(true);
    expect(covers(ex({ delivery_type: 'emptyReturn' }), { ...item, deliveryType: undefined })).toBe(
      true,
    );
  });
  it('bulk exceptions reach every region except those they were removed from', () => {
    expect(covers(ex({ bulk: true, region_id: null }), item)).toBe(true);
    expect(covers(ex({ bulk: true, region_id: null, excluded_region_ids: [1] }), item)).toBe(false);
    expect(covers(ex({ region_id: 2 }), item)).toBe(false);
  });
  it('serviceArea exceptions need the searched point inside their boundary', () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    };
    const e = ex({
      type: 'serviceArea',
      boundaries: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: square }] },
    });
    expect(covers(e, { ...item, point: [1, 1] })).toBe(true);
    expect(covers(e, { ...item, point: [3, 1] })).toBe(false);
    expect(covers(e, item)).toBe(false);
  });
  it('leaves out expired and ended exceptions', () => {
    const list = [
      ex({ id: 1 }),
      ex({ id: 2, action_type: 'expirationDate', action_date: TODAY }),
      ex({ id: 3, end_date: '2026-11-21' }),
      ex({ id: 4, action_type: 'expirationDate', action_date: '2026-11-23' }),
    ];
    expect(applicableExceptions(list, item, TODAY).map((e) => e.id)).toEqual([1, 4]);
  });
});

describe('availabilityByZone', () => {
  it('the latest by updated_at wins: mustCall makes the item must-call', () => {
    const older = ex({
      id: 1,
      type: 'availabilityByZone',
      availability_action: 'nextAvailableDate',
      next_available_date: '2026-11-30',
      updated_at: '2026-11-01T00:00:00Z',
    });
    const newer = ex({
      id: 2,
      type: 'availabilityByZone',
      availability_action: 'mustCall',
      updated_at: '2026-11-10T00:00:00Z',
    });
    expect(latestAvailabilityByZone([older, newer])?.id).toBe(2);
    expect(exceptionEffect([older, newer], TODAY)).toMatchObject({
      mustCall: true,
      nextAvailableDate: null,
      exceptionIds: [2],
    });
    const newest = { ...older, updated_at: '2026-11-20T00:00:00Z' };
    expect(exceptionEffect([newest, newer], TODAY)).toMatchObject({
      mustCall: false,
      nextAvailableDate: '2026-11-30',
    });
  });
  it('availabilityByDate acts only within its dates', () => {
    const e = ex({
      type: 'availabilityByDate',
      availability_action: 'mustCall',
      start_date: '2026-11-20',
      end_date: '2026-11-25',
    });
    expect(exceptionEffect([e], TODAY).mustCall).toBe(true);
    expect(exceptionEffect([{ ...e, start_date: '2026-11-23' }], TODAY).mustCall).toBe(false);
  });
  it('noService removes service with its reason', () => {
    expect(exceptionEffect([ex({ reason: 'Flooding' })], TODAY)).toMatchObject({
      noService: true,
      noServiceReason: 'Flooding',
    });
  });
});

describe('summaries and geometry', () => {
  it('summarises an exception in one line', () => {
    expect(exceptionSummary(ex({ reason: 'Flooding', end_date: '2026-12-01' }))).toBe(
      'No Service: Flooding (until 2026-12-01)',
    );
    expect(
      exceptionSummary(ex({ type: 'availabilityByZone', availability_action: 'mustCall' })),
    ).toBe('Availability By Zone (Must Call)');
    expect(exceptionSummary(ex({ type: 'window', window_days: 5 }))).toBe(
      'Window (within 1-5 days)',
    );
  });
  it('handles holes of a polygon', () => {
    const donut = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
        [
          [1, 1],
          [3, 1],
          [3, 3],
          [1, 3],
          [1, 1],
        ],
      ],
    };
    expect(pointInGeoJson([0.5, 0.5], donut)).toBe(true);
    expect(pointInGeoJson([2, 2], donut)).toBe(false);
    expect(
      pointInGeoJson([2, 2], {
        type: 'MultiPolygon',
        coordinates: [
          donut.coordinates,
          [
            [
              [1.5, 1.5],
              [2.5, 1.5],
              [2.5, 2.5],
              [1.5, 2.5],
              [1.5, 1.5],
            ],
          ],
        ],
      }),
    ).toBe(true);
  });
});
