import { describe, expect, it } from '@jest/globals';
import { deliveryTypesOf, exceptionSummary, idList } from './exceptions.ts';
import type { ExceptionDto } from './types.ts';

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

describe('exceptions as cards show them', () => {
  it('summarises an exception in one line, dates as M/DD/YYYY', () => {
    expect(exceptionSummary(ex({ reason: 'Flooding', end_date: '2026-12-01' }))).toBe(
      'No Service: Flooding (until 12/01/2026)',
    );
    expect(
      exceptionSummary(ex({ type: 'availabilityByZone', availability_action: 'mustCall' })),
    ).toBe('Availability By Zone (Must Call)');
    expect(
      exceptionSummary(
        ex({
          type: 'availabilityByZone',
          availability_action: 'nextAvailableDate',
          next_available_date: '2026-12-01',
        }),
      ),
    ).toBe('Availability By Zone (next available 12/01/2026)');
    expect(exceptionSummary(ex({ type: 'window', window_days: 5 }))).toBe(
      'Window (within 1-5 days)',
    );
  });
  it('reads comma lists of ids and delivery types (pickup and pickUp are one)', () => {
    expect(idList('1, 2,,x,3')).toEqual([1, 2, 3]);
    expect(idList([4, '5'])).toEqual([4, 5]);
    expect(idList(null)).toEqual([]);
    expect(deliveryTypesOf('newDeliveries,pickup')).toEqual(['newDeliveries', 'pickUp']);
  });
});
