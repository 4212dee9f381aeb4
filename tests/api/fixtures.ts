// A small, self-contained data set for the search, availability and job tests: one hauler with
// a region in Austin whose zone is ZIP 78701, products, availability, exceptions and alerts.
import type { Db } from '../../api/src/db/client.ts';
import * as s from '../../api/src/db/schema.ts';
import { bboxOf, zipPolygon } from '../../api/src/domain/geometry/index.ts';
import { collection as fc } from '../helpers/geojson.ts';

export { fc };

export function bounds(v: unknown) {
  const b = bboxOf(v)!;
  return { min_lng: b[0], min_lat: b[1], max_lng: b[2], max_lat: b[3] };
}

export interface Fixture {
  haulerId: number;
  regionId: number;
  zoneId: number;
  specialZoneId: number;
  inactiveZoneId: number;
  sizeIds: number[];
  wasteTypeId: number;
  pricingIds: number[];
  marketId: number;
  geoNoteId: number;
  downtown: [number, number];
  /** A point 30 miles north of the zone's northern edge, as [lng, lat]. */
  thirtyMilesNorth: [number, number];
}

/** Inserts the fixture; names carry `tag` so several fixtures can live in one database. */
export async function insertFixture(db: Db, tag = 'T'): Promise<Fixture> {
  const zone = zipPolygon('78701')!;
  const zoneFc = fc(zone);
  const [hauler] = await db
    .insert(s.haulers)
    .values({ name: `Fixture Hauling ${tag}`, type: 'inNetwork' })
    .returning();
  const [region] = await db
    .insert(s.regions)
    .values({
      hauler_id: hauler.id,
      name: `Fixture Austin ${tag}`,
      timezone: 'America/Chicago',
      territory: 'West',
      phone: '5125550100',
    })
    .returning();
  const [market] = await db
    .insert(s.markets)
    .values({
      name: `Austin (TX) ${tag}`,
      state: 'TX',
      timezone: 'America/Chicago',
      boundaries: zoneFc,
      ...bounds(zoneFc),
    })
    .returning();
  const [z] = await db
    .insert(s.serviceAreas)
    .values({
      hauler_id: hauler.id,
      region_id: region.id,
      market_id: market.id,
      name: `ATX Downtown ${tag}`,
      netsuite_name: `ATX-DT-${tag}`,
      search_text: '78701',
      service_area_defined: 'zip',
      aggregate_ranking: '4.50',
      active: 1,
      boundaries: zoneFc,
      ...bounds(zoneFc),
    })
    .returning();
  const [special] = await db
    .insert(s.serviceAreas)
    .values({
      hauler_id: hauler.id,
      region_id: region.id,
      name: `ATX Special ${tag}`,
      special_use: 'Roofing only',
      active: 1,
      boundaries: zoneFc,
      ...bounds(zoneFc),
    })
    .returning();
  const [inactive] = await db
    .insert(s.serviceAreas)
    .values({
      hauler_id: hauler.id,
      region_id: region.id,
      name: `ATX Old ${tag}`,
      active: 0,
      boundaries: zoneFc,
      ...bounds(zoneFc),
    })
    .returning();
  const sizeRows = await db
    .insert(s.sizes)
    .values([{ name: `20 Yard` }, { name: `10 Yard` }])
    .returning();
  const [waste] = await db
    .insert(s.wasteTypes)
    .values({ name: `Construction ${tag}`, construction_debris: true })
    .returning();
  const [cs] = await db.insert(s.costStructures).values({ name: 'Haul + Disposal' }).returning();
  const pricing = await db
    .insert(s.rolloffPricing)
    .values([
      {
        service_area_id: z.id,
        size_id: sizeRows[0].id,
        waste_type_id: waste.id,
        cost_structure_id: cs.id,
        price: '450.00',
        cost: '320.10',
        extra_day_price: '15.00',
        extra_day_cost: '10.00',
        price_per_ton: '65.00',
        cost_per_ton: '50.00',
        delivery_fee: '25.00',
        netsuite_id: 'NS-1',
        netsuite_item_name: '20yd C&D',
        rank: 2,
      },
      {
        service_area_id: z.id,
        size_id: sizeRows[1].id,
        waste_type_id: waste.id,
        cost_structure_id: cs.id,
        price: '350.00',
        cost: '300.00',
        rank: 1,
        preferred: true,
      },
      {
        service_area_id: special.id,
        size_id: sizeRows[0].id,
        waste_type_id: waste.id,
        price: '500.00',
        cost: '400.00',
      },
    ])
    .returning();
  await db.insert(s.availability).values([
    {
      region_id: region.id,
      delivery_type: 'newDeliveries',
      size_id: sizeRows[0].id,
      same_day_active: true,
      same_day_cutoff_time: '10:00:00',
      next_day_active: true,
      next_day_cutoff_time: '14:00:00',
    },
    { region_id: region.id, delivery_type: 'pickUp', next_day_active: true, must_call_all: true },
  ]);
  await db.insert(s.exceptions).values({
    region_id: region.id,
    hauler_id: hauler.id,
    type: 'other',
    reason: `Fixture note ${tag}`,
    action_type: 'permanent',
  });
  const [alert] = await db
    .insert(s.alerts)
    .values({ text: `Hauler alert ${tag}`, severity: 'warning' })
    .returning();
  await db.insert(s.alertHaulers).values({ alert_id: alert.id, hauler_id: hauler.id });
  const [ralert] = await db
    .insert(s.alerts)
    .values({ text: `Region alert ${tag}`, severity: 'info' })
    .returning();
  await db.insert(s.alertRegions).values({ alert_id: ralert.id, region_id: region.id });
  const [note] = await db
    .insert(s.geoNotes)
    .values({
      name: `Geo ${tag}`,
      description: 'Narrow streets',
      color: '#ffa500',
      boundaries: zoneFc,
      ...bounds(zoneFc),
    })
    .returning();
  const [, , , maxLat] = bboxOf(zoneFc)!;
  return {
    haulerId: hauler.id,
    regionId: region.id,
    zoneId: z.id,
    specialZoneId: special.id,
    inactiveZoneId: inactive.id,
    sizeIds: sizeRows.map((r) => r.id),
    wasteTypeId: waste.id,
    pricingIds: pricing.map((r) => r.id),
    marketId: market.id,
    geoNoteId: note.id,
    downtown: [-97.7426, 30.2713],
    thirtyMilesNorth: [-97.7426, maxLat + 30 / 69],
  };
}
