import { describe, expect, it } from '@jest/globals';
import { addDays, availableOn, currentEntries, entryView } from './availability.ts';
import type { CurrentAvailabilityDto } from './types.ts';

const TODAY = '2026-11-22'; // a Sunday
const nextDay: CurrentAvailabilityDto = {
  delivery_type: 'newDeliveries',
  size_id: 3,
  name: '20 Yard',
  must_call: false,
  next_day_active: true,
  saturday_active: true,
  delivery_date: { date: '2026-11-23', availabilityType: 'nextDay', friendlyText: 'Tomorrow' },
  same_day_cutoff_time: '00:00:00',
  next_day_cutoff_time: '15:30:00',
  reasons: [{ kind: 'cutoff', exception_id: null, text: 'Same day cut off 10:00am' }],
};

describe('a main API result as an AvailabilityEntry', () => {
  it('keeps the delivery date and reasons, formats cutoffs h:mma with -- for none', () => {
    const v = entryView('newDeliveries', nextDay);
    expect(v).toMatchObject({
      deliveryTypeLabel: 'New Deliveries',
      sizeName: '20 Yard',
      sameDayCutoff: '--',
      nextDayCutoff: '3:30pm',
      deliveryDate: { friendlyText: 'Tomorrow' },
      reasons: [{ kind: 'cutoff', exceptionId: null, text: 'Same day cut off 10:00am' }],
    });
  });
});

describe('availability filter days', () => {
  it('maps the delivery date and weekend flags to Today, Tomorrow, Saturday, Sunday', () => {
    const nd = entryView('newDeliveries', nextDay);
    expect(availableOn(nd, TODAY)).toEqual(['tomorrow', 'saturday']);
    const today = {
      ...nd,
      deliveryDate: { date: TODAY, availabilityType: 'sameDay', friendlyText: 'Today' },
      sundayActive: true,
    };
    expect(availableOn(today, TODAY)).toEqual(['today', 'saturday', 'sunday']);
    expect(availableOn({ ...nd, noService: true }, TODAY)).toEqual([]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
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
    expect(entryView('newDeliveries', keyed[0]).sizeName).toBe('20 Yard');
  });
});
