import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  availableOn,
  currentEntries,
  entryFor,
  localDate,
  productAvailability,
  shortDate,
} from './availability.ts';
import type { CurrentAvailabilityDto, ExceptionDto } from './types.ts';

const TODAY = '2026-11-22'; // a Sunday
const entries: CurrentAvailabilityDto[] = [
  {
    delivery_type: 'newDeliveries',
    size_id: 3,
    name: '20 Yard',
    must_call: false,
    next_day_active: true,
    saturday_active: true,
    delivery_date: { date: '2026-11-23', availabilityType: 'nextDay', friendlyText: 'Tomorrow' },
    same_day_cutoff_time: '00:00:00',
    next_day_cutoff_time: '15:30:00',
  },
  {
    delivery_type: 'newDeliveries',
    size_id: 4,
    name: '30 Yard',
    no_service: true,
    delivery_date: { date: null, availabilityType: 'noService', friendlyText: 'No Service' },
  },
  {
    delivery_type: 'emptyReturn',
    delivery_date: { date: TODAY, availabilityType: 'sameDay', friendlyText: 'Today' },
  },
];
const base = {
  regionId: 1,
  zoneId: 10,
  wasteTypeId: 5,
  current: entries,
  exceptions: [] as ExceptionDto[],
  today: TODAY,
};

describe('dates', () => {
  it('takes the local date in the region time zone', () => {
    const now = new Date('2026-11-23T03:00:00Z');
    expect(localDate(now, 'America/Chicago')).toBe('2026-11-22');
    expect(localDate(now, 'UTC')).toBe('2026-11-23');
    expect(localDate(now, 'Not/AZone')).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(shortDate('2026-11-28')).toBe('Sat 11/28');
  });
});

describe('product availability per delivery type', () => {
  it('picks the entry of the product size for new deliveries, one per delivery type', () => {
    const a = productAvailability({ ...base, sizeId: 3 });
    expect(a.map((v) => v.deliveryType)).toEqual(['newDeliveries', 'emptyReturn', 'pickUp']);
    expect(a[0]).toMatchObject({
      sizeId: 3,
      sizeName: '20 Yard',
      noService: false,
      deliveryTypeLabel: 'New Deliveries',
      sameDayCutoff: '--',
      nextDayCutoff: '3:30pm',
    });
    expect(a[0].deliveryDate.friendlyText).toBe('Tomorrow');
    expect(a[1]).toMatchObject({ deliveryTypeLabel: 'Empty & Return', noService: false });
    expect(a[2]).toMatchObject({ deliveryTypeLabel: 'Pickup', noService: true });
    expect(productAvailability({ ...base, sizeId: 4 })[0].noService).toBe(true);
  });
  it('accepts current availability keyed by delivery type', () => {
    const keyed = currentEntries({
      newDeliveries: [entries[0]],
      emptyReturn: { ...entries[2], delivery_type: undefined as never },
    });
    expect(entryFor(keyed, 'emptyReturn')?.delivery_date?.friendlyText).toBe('Today');
    expect(entryFor(keyed, 'newDeliveries', 3)?.size_id).toBe(3);
  });
  it('a covering noService exception removes service; one for another size does not', () => {
    const ex: ExceptionDto = {
      id: 9,
      type: 'noService',
      region_id: 1,
      sizes: '3',
      reason: 'Truck down',
    };
    const a = productAvailability({ ...base, sizeId: 3, exceptions: [ex] });
    expect(a[0]).toMatchObject({
      noService: true,
      noServiceReason: 'Truck down',
      exceptionIds: [9],
    });
    expect(a[0].deliveryDate.friendlyText).toBe('No Service');
    expect(
      productAvailability({ ...base, sizeId: 3, exceptions: [{ ...ex, sizes: '4' }] })[0].noService,
    ).toBe(false);
  });
  it('the latest availabilityByZone mustCall makes the product must-call', () => {
    const ex: ExceptionDto = {
      id: 7,
      type: 'availabilityByZone',
      region_id: 1,
      service_areas: '10',
      availability_action: 'mustCall',
      updated_at: '2026-11-20T00:00:00Z',
    };
    const a = productAvailability({ ...base, sizeId: 3, exceptions: [ex] });
    expect(a[0]).toMatchObject({ mustCall: true });
    expect(a[0].deliveryDate.friendlyText).toBe('Must Call');
    expect(
      productAvailability({ ...base, zoneId: 11, sizeId: 3, exceptions: [ex] })[0].mustCall,
    ).toBe(false);
  });
  it('nextAvailableDate moves the delivery', () => {
    const ex: ExceptionDto = {
      id: 8,
      type: 'availabilityByZone',
      region_id: 1,
      availability_action: 'nextAvailableDate',
      next_available_date: '2026-11-28',
    };
    const a = productAvailability({ ...base, sizeId: 3, exceptions: [ex] });
    expect(a[0].deliveryDate).toEqual({
      date: '2026-11-28',
      availabilityType: 'scheduled',
      friendlyText: 'Sat 11/28',
    });
  });
});

describe('availability filter days', () => {
  it('maps the delivery date and weekend flags to Today, Tomorrow, Saturday, Sunday', () => {
    const [nd] = productAvailability({ ...base, sizeId: 3 });
    expect(availableOn(nd, TODAY)).toEqual(['tomorrow', 'saturday']);
    const today = {
      ...nd,
      deliveryDate: { date: TODAY, availabilityType: 'sameDay', friendlyText: 'Today' },
      sundayActive: true,
    };
    expect(availableOn(today, TODAY)).toEqual(['today', 'saturday', 'sunday']);
    expect(availableOn({ ...nd, noService: true }, TODAY)).toEqual([]);
  });
});

describe('the main API shape of current availability', () => {
  it('reads the object keyed by delivery type and ignores its header keys; size objects give the name', () => {
    const keyed = currentEntries({
      id: 4,
      window_active: false,
      newDeliveries: [
        { delivery_type: 'newDeliveries', size_id: 3, size: { id: 3, name: '20 Yard' } },
      ],
      emptyReturn: [],
      pickUp: [{ delivery_type: 'pickUp' }],
    } as never);
    expect(keyed.map((e) => e.delivery_type)).toEqual(['newDeliveries', 'pickUp']);
    const a = productAvailability({ ...base, current: keyed, sizeId: 3 });
    expect(a[0].sizeName).toBe('20 Yard');
  });
});
