// The demo availability: each region's contract availability per delivery type (new deliveries
// per size, empty & return, pickup) and the current availability made from it.
import * as t from '../../db/schema.ts';
import type { Rng } from '../rng.ts';
import { SIZES } from './constants.ts';
import type { Row, SeedContext } from './context.ts';
import type { Lookups, Network } from './network.ts';

export async function seedAvailability(
  { put, rng }: SeedContext,
  { sizeIds }: Lookups,
  { regionIds }: Network,
) {
  // Contract availability (new deliveries per size, empty & return, pickup) and current availability.
  const availRows: Row[] = [];
  const types: [string, number | null][] = [
    ...sizeIds.map((id) => ['newDeliveries', id] as [string, number]),
    ['emptyReturn', null],
    ['pickUp', null],
  ];
  regionIds.forEach((regionId) => {
    const profile = contractProfile(rng);
    for (const [delivery_type, size_id] of types) {
      availRows.push({
        region_id: regionId,
        delivery_type,
        size_id,
        ...profile,
        ...(rng.chance(0.1) ? contractProfile(rng) : {}),
      });
    }
  });
  await put('availability', t.availability, availRows);
  const currentIds = await put(
    'current_availability',
    t.currentAvailability,
    regionIds.map((region_id) => ({ region_id, window_active: false })),
  );
  const sizeName = new Map(sizeIds.map((id, i) => [id, `${SIZES[i]} Yard`]));
  const toCurrent = (a: Row, ci: number) => ({
    current_availability_id: currentIds[ci],
    region_id: a.region_id,
    title: a.size_id
      ? sizeName.get(a.size_id as number)
      : a.delivery_type === 'emptyReturn'
        ? 'Empty & Return'
        : 'Pickup',
    must_call: Boolean(a.must_call_all),
    no_service: Boolean(a.no_service),
    no_service_reason: a.no_service_reason ?? null,
    same_day_active: a.same_day_active,
    next_day_active: a.next_day_active,
    two_day_notice_active: a.two_day_notice_active,
    saturday_active: a.saturday_active,
    sunday_active: a.sunday_active,
    same_day_cutoff_time: a.same_day_cutoff_time,
    next_day_cutoff_time: a.next_day_cutoff_time,
    days_out_cutoff_time: a.two_day_notice_cutoff_time,
    saturday_cutoff_day: a.saturday_cutoff_day,
    saturday_cutoff_time: a.saturday_cutoff_time,
    sunday_cutoff_day: a.sunday_cutoff_day,
    sunday_cutoff_time: a.sunday_cutoff_time,
    window_active: a.window_active,
    window_days: a.window_days,
    days_out: a.days_out,
  });
  const regionIndex = new Map(regionIds.map((id, i) => [id, i]));
  await put(
    'current_availability_delivery',
    t.currentAvailabilityDelivery,
    availRows
      .filter((a) => a.delivery_type === 'newDeliveries')
      .map((a) => ({
        ...toCurrent(a, regionIndex.get(a.region_id as number)!),
        size_id: a.size_id,
      })),
  );
  await put(
    'current_availability_empty_return',
    t.currentAvailabilityEmptyReturn,
    availRows
      .filter((a) => a.delivery_type === 'emptyReturn')
      .map((a) => toCurrent(a, regionIndex.get(a.region_id as number)!)),
  );
  await put(
    'current_availability_pickup',
    t.currentAvailabilityPickup,
    availRows
      .filter((a) => a.delivery_type === 'pickUp')
      .map((a) => toCurrent(a, regionIndex.get(a.region_id as number)!)),
  );
}

/** A region's standing schedule: realistic cutoffs with some must-call, no-service and windows. */
function contractProfile(rng: Rng): Row {
  const noService = rng.chance(0.05);
  const windowActive = !noService && rng.chance(0.1);
  const sat = rng.chance(0.5);
  const sun = rng.chance(0.1);
  return {
    same_day_active: rng.chance(0.3),
    same_day_cutoff_time: rng.pick(['09:00:00', '10:00:00', '11:00:00']),
    same_day_must_call: rng.chance(0.3),
    next_day_active: rng.chance(0.9),
    next_day_cutoff_time: rng.pick(['13:00:00', '14:00:00', '15:00:00', '00:00:00']),
    next_day_must_call: rng.chance(0.1),
    two_day_notice_active: rng.chance(0.6),
    two_day_notice_cutoff_time: '16:00:00',
    saturday_active: sat,
    saturday_cutoff_day: sat ? 'Friday' : null,
    saturday_cutoff_time: sat ? '12:00:00' : null,
    sunday_active: sun,
    sunday_cutoff_day: sun ? 'Friday' : null,
    sunday_cutoff_time: sun ? '10:00:00' : null,
    must_call_all: rng.chance(0.05),
    no_service: noService,
    no_service_reason: noService
      ? rng.pick(['Billing', 'Internal', 'Pricing', 'Service Area'])
      : null,
    window_active: windowActive,
    window_days: windowActive ? 7 : null,
    days_out: rng.chance(0.08) ? rng.int(2, 5) : null,
  };
}
