// Which exceptions cover an item (docs/decisions.md#exceptions): the stored lists as coversItem
// reads them, including an exception object whose lists change after it was first asked.
import { describe, expect, test } from '@jest/globals';
import { applicableExceptions, coversItem } from './exceptions.ts';
import type { AvailabilityException, AvailabilityItem } from './types.ts';

const item: AvailabilityItem = {
  regionId: 7,
  deliveryType: 'newDeliveries',
  sizeId: 2,
  wasteTypeId: 3,
  zoneId: 11,
};
const exception = (e: Partial<AvailabilityException>): AvailabilityException => ({
  id: 1,
  region_id: 7,
  type: 'region',
  bulk: false,
  ...e,
});

describe('coversItem', () => {
  test('empty lists cover every size, waste type, zone and delivery type of the region', () => {
    expect(coversItem(exception({}), item)).toBe(true);
    expect(coversItem(exception({ region_id: 8 }), item)).toBe(false);
  });

  test('stored comma lists and arrays name what the exception covers', () => {
    expect(coversItem(exception({ sizes: '1, 2', waste_types: '3' }), item)).toBe(true);
    expect(coversItem(exception({ sizes: '1,4' }), item)).toBe(false);
    expect(coversItem(exception({ service_areas: [10, 12] }), item)).toBe(false);
    expect(coversItem(exception({ delivery_type: 'pickUp,emptyReturn' }), item)).toBe(false);
    expect(coversItem(exception({ delivery_type: 'NewDeliveries' }), item)).toBe(true);
  });

  test('an exception whose stored lists change is read again, not from its first answer', () => {
    const ex = exception({ sizes: '2' });
    expect(coversItem(ex, item)).toBe(true);
    ex.sizes = '5';
    expect(coversItem(ex, item)).toBe(false);
    ex.sizes = null;
    ex.service_areas = '12';
    expect(coversItem(ex, item)).toBe(false);
    const list = [2];
    const arrays = exception({ sizes: list });
    expect(coversItem(arrays, item)).toBe(true);
    list[0] = 9;
    expect(coversItem(arrays, item)).toBe(false);
  });

  test('a bulk exception reaches every region but those excluded', () => {
    const bulk = exception({ region_id: null, bulk: true, excluded_region_ids: [8] });
    expect(coversItem(bulk, item)).toBe(true);
    expect(coversItem(bulk, { ...item, regionId: 8 })).toBe(false);
  });

  test('applicableExceptions leaves out the exceptions over on the day', () => {
    const live = exception({ id: 1, end_date: '2026-11-30' });
    const over = exception({ id: 2, end_date: '2026-11-20' });
    expect(applicableExceptions([live, over], item, '2026-11-27').map((e) => e.id)).toEqual([1]);
  });
});
