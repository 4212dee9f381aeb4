// The demo exceptions: every type, on regions spread over the markets, and two bulk ones with
// per-region exclusions.
import * as t from '../../db/schema.ts';
import { circleArea, collection } from '../geo.ts';
import { EXCEPTION_REASONS } from './constants.ts';
import { dayOffset, type Row, type SeedContext } from './context.ts';
import type { Lookups, Network } from './network.ts';

export async function seedExceptions(
  { put, link, rng, now, by, volume }: SeedContext,
  { sizeIds }: Lookups,
  network: Network,
) {
  const { regionRows, regionZones, regionIds, zoneRows, zoneIds } = network;
  // Exceptions: every type, on regions spread over the markets, and two bulk ones.
  const exRows: Row[] = [];
  const TYPES = [
    'closure',
    'dayOfWeek',
    'noService',
    'availabilityByDate',
    'availabilityByZone',
    'window',
    'serviceArea',
    'other',
  ];
  const perType = 3 * volume;
  const firstZoneOfRegion = new Map<number, number>();
  regionZones.forEach((rz, i) => {
    if (!firstZoneOfRegion.has(rz.regionIdx)) firstZoneOfRegion.set(rz.regionIdx, i);
  });
  TYPES.forEach((type, ti) => {
    for (let k = 0; k < perType; k++) {
      const ri = (ti * 7 + k * 5) % regionIds.length;
      const zoneIdx = firstZoneOfRegion.get(ri) ?? -1;
      const action = (['expirationDate', 'checkBack', 'permanent'] as const)[(ti + k) % 3];
      const start = dayOffset(now, rng.int(-2, 10));
      const row: Row = {
        bulk: false,
        region_id: regionIds[ri],
        hauler_id: regionRows[ri].hauler_id,
        type,
        reason:
          type === 'noService'
            ? rng.pick(['Billing', 'Internal', 'Pricing', 'Service Area'])
            : rng.pick(EXCEPTION_REASONS),
        action_type: action,
        action_date: action === 'permanent' ? null : dayOffset(now, rng.int(14, 60)),
        delivery_type: ['closure', 'dayOfWeek', 'serviceArea'].includes(type)
          ? 'newDeliveries,emptyReturn,pickup'
          : rng.pick([
              'newDeliveries',
              'newDeliveries,emptyReturn',
              'pickup',
              'newDeliveries,emptyReturn,pickup',
            ]),
        service_areas: '',
        sizes: '',
        waste_types: '',
      };
      if (k % 2 === 1 && zoneIdx >= 0) {
        row.service_areas = String(zoneIds[zoneIdx]);
        row.service_areas_text = zoneRows[zoneIdx].name;
      }
      if (k % 3 === 2) {
        row.sizes = `${sizeIds[3]},${sizeIds[4]}`;
        row.sizes_text = '30 Yard, 40 Yard';
      }
      if (type === 'closure' || type === 'availabilityByDate') {
        row.start_date = start;
        row.end_date = dayOffset(new Date(start), rng.int(0, 4));
      }
      if (type === 'dayOfWeek')
        row.days_of_week = rng.pick(['Saturday', 'Sunday', 'Monday', 'Saturday,Sunday']);
      if (type === 'window') row.window_days = rng.int(3, 7);
      if (type === 'availabilityByZone') {
        row.availability_action = k % 2 ? 'mustCall' : 'nextAvailableDate';
        if (!(k % 2)) row.next_available_date = dayOffset(now, rng.int(2, 6));
      }
      if (type === 'availabilityByDate')
        row.availability_action = rng.pick(['mustCall', 'nextAvailableDate']);
      if (type === 'availabilityByDate' && row.availability_action === 'nextAvailableDate')
        row.next_available_date = dayOffset(now, 5);
      if (type === 'serviceArea' && zoneIdx >= 0) {
        const z = regionZones[zoneIdx].cluster[0];
        row.boundaries = collection(circleArea([z.lng, z.lat], 1), {});
        row.boundaries_description = `Within 1 mile of ZIP ${z.zip} (bridge construction)`;
      }
      exRows.push(row);
    }
  });
  exRows.push(
    {
      bulk: true,
      type: 'closure',
      reason: 'Scheduling',
      action_type: 'expirationDate',
      action_date: dayOffset(now, 40),
      delivery_type: 'newDeliveries,emptyReturn,pickup',
      start_date: dayOffset(now, 30),
      end_date: dayOffset(now, 30),
      service_areas: '',
      sizes: '',
      waste_types: '',
    },
    {
      bulk: true,
      type: 'window',
      reason: 'Inventory',
      action_type: 'expirationDate',
      action_date: dayOffset(now, 20),
      delivery_type: 'newDeliveries',
      window_days: 5,
      service_areas: '',
      sizes: `${sizeIds[4]}`,
      sizes_text: '40 Yard',
      waste_types: '',
    },
  );
  const exIds = await put('exceptions', t.exceptions, exRows);
  const bulkIds = exIds.slice(-2);
  await link('exception_exclusions', t.exceptionExclusions, [
    { exception_id: bulkIds[0], region_id: regionIds[0], created_by: by },
    { exception_id: bulkIds[0], region_id: regionIds[1], created_by: by },
    { exception_id: bulkIds[1], region_id: regionIds[2], created_by: by },
  ]);
}
