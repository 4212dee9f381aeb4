// The demo records: markets, haulers, regions, zones, pricing, availability, exceptions, alerts,
// notes, geo notes and NetSuite customers. Deterministic (seeded PRNG); `scale` multiplies the
// haulers (and everything under them) and the customers. Inserts are batched.
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { boundsOf } from '../repo/geo.ts';
import {
  circleArea,
  clusterZips,
  collection,
  hullArea,
  MARKETS,
  marketZips,
  randomZip,
  type Zip,
} from './geo.ts';
import { nationalMarkets } from './national.ts';
import { createRng, type Rng } from './rng.ts';

const PALETTE = [
  '#e6194b',
  '#3cb44b',
  '#ffe119',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#46f0f0',
  '#f032e6',
  '#bcf60c',
  '#fabebe',
  '#008080',
  '#e6beff',
  '#9a6324',
  '#fffac8',
  '#800000',
  '#aaffc3',
  '#808000',
  '#ffd8b1',
  '#000075',
  '#808080',
  '#000000',
];
const HAULER_WORDS = [
  'Roll-Off',
  'Disposal',
  'Waste Services',
  'Dumpsters',
  'Container Co.',
  'Hauling',
  'Recycling',
  'Sanitation',
];
const HAULER_PREFIX = [
  'Lakeshore',
  'Peachtree',
  'Harbor',
  'Front Range',
  'Hill Country',
  'Desert',
  'Summit',
  'Prairie',
  'Metro',
  'Liberty',
  'Keystone',
  'Pioneer',
  'Granite',
  'Evergreen',
  'Red Rock',
  'Blue Line',
];
const COMPANY = [
  'Builders',
  'Construction',
  'Remodeling',
  'Roofing',
  'Property Management',
  'Homes',
  'Contractors',
  'Demolition',
  'Landscaping',
  'Restoration',
];
const SIZES = [10, 15, 20, 30, 40];
const WASTE_TYPES = [
  {
    name: 'Construction Debris',
    construction_debris: true,
    household_debris: false,
    special_debris: false,
  },
  {
    name: 'Household Debris',
    construction_debris: false,
    household_debris: true,
    special_debris: false,
  },
  {
    name: 'Mixed Debris',
    construction_debris: true,
    household_debris: true,
    special_debris: false,
  },
  { name: 'Yard Waste', construction_debris: false, household_debris: false, special_debris: true },
  {
    name: 'Clean Concrete',
    construction_debris: false,
    household_debris: false,
    special_debris: true,
  },
  { name: 'Clean Dirt', construction_debris: false, household_debris: false, special_debris: true },
  {
    name: 'Roofing Shingles',
    construction_debris: true,
    household_debris: false,
    special_debris: false,
  },
];
const SEVERITIES = ['warning', 'error', 'success', 'info', 'note'];
const EXCEPTION_REASONS = ['Pricing', 'Billing', 'Internal', 'Inventory', 'Scheduling'];

type Row = Record<string, unknown>;

/**
 * Inserts rows in chunks and answers their ids in order. Each chunk is one statement with one
 * JSON parameter (json_populate_recordset): far faster on PGlite than thousands of bind values.
 */
async function insertMany(db: Db, table: PgTable, rows: Row[], chunk = 2000): Promise<number[]> {
  const ids: number[] = [];
  const hasId = Boolean(getTableColumns(table).id);
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const keys = [...new Set(part.flatMap((r) => Object.keys(r)))];
    const cols = sql.join(
      keys.map((k) => sql.identifier(k)),
      sql`, `,
    );
    const json = JSON.stringify(
      part.map((r) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null]))),
    );
    const res = await db.execute(
      sql`INSERT INTO ${name} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${name}, ${json}::json) WITH ORDINALITY AS x ORDER BY x.ordinality ${hasId ? sql`RETURNING id` : sql``}`,
    );
    if (hasId)
      ids.push(
        ...(res as unknown as { rows: { id: number }[] }).rows
          .map((r) => Number(r.id))
          .sort((a, b) => a - b),
      );
  }
  return ids;
}

const dayOffset = (base: Date, days: number) =>
  new Date(base.getTime() + days * 86400000).toISOString().slice(0, 10);

export interface SeedCounts {
  [table: string]: number;
}

export interface SeedOptions {
  /** Multiplies the demo haulers (and everything under them) and the customers. */
  scale?: number;
  /**
   * The national data set (api/src/seed/national.ts): about 220 markets over the 48 states,
   * 3,000 haulers, 12,000 regions, 40,000 zones and 800,000 pricing records.
   */
  national?: boolean;
  /** Called as the tables fill: the table and the share of the whole seed done (0..1). */
  onProgress?: (table: string, done: number) => void;
}

/** Rough share of the seeding time per table, for the progress bar. */
const WEIGHT: Record<string, number> = {
  service_areas: 0.1,
  rolloff_pricing: 0.7,
  availability: 0.05,
  current_availability_delivery: 0.05,
};

/** Seeds every demo record; answers the number of rows per table. */
export async function seedDemoRecords(db: Db, opts: SeedOptions = {}): Promise<SeedCounts> {
  const national = Boolean(opts.national);
  const scale = national ? 1 : Math.max(1, Math.floor(opts.scale ?? 1));
  // How many exceptions, alerts, notes and customers: the national set is 100 demo sets' worth.
  const volume = national ? 100 : scale;
  let progress = 0;
  const advance = (table: string, share: number) => {
    progress = Math.min(1, progress + share);
    opts.onProgress?.(table, progress);
  };
  const rng = createRng(20260101);
  // The generated rows are consistent by construction: skip the per-row foreign-key triggers
  // for this transaction when allowed (superuser; PGlite always is). Much faster on PGlite.
  const superuser = await db.execute(
    sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`,
  );
  if ((superuser as unknown as { rows: { rolsuper: boolean }[] }).rows[0]?.rolsuper) {
    await db.execute(sql`SET LOCAL session_replication_role = replica`);
  }
  const [admin] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, 'admin@demo.local'));
  const by = admin?.id ?? null;
  const now = new Date();
  const stamp = {
    created_by: by,
    updated_by: by,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const counts: SeedCounts = {};
  const put = async (name: string, table: PgTable, rows: Row[], share = WEIGHT[name] ?? 0.005) => {
    counts[name] = (counts[name] ?? 0) + rows.length;
    const t0 = Date.now();
    const ids = await insertMany(
      db,
      table,
      rows.map((r) => ({ ...stamp, ...r })),
    );
    if (process.env.SEED_PROFILE) console.log(name, Date.now() - t0);
    advance(name, share);
    return ids;
  };
  const link = async (name: string, table: PgTable, rows: Row[]) => {
    counts[name] = (counts[name] ?? 0) + rows.length;
    await insertMany(db, table, rows);
  };

  // Lookups.
  const [productId, commercialProductId] = await put('products', t.products, [
    { name: 'Roll-off Dumpster' },
    { name: 'Commercial Container' },
  ]);
  const brandIds = await put('brands', t.brands, [
    { name: 'Dumpster Depot' },
    { name: 'Budget Roll-Off' },
  ]);
  await put('service_types', t.serviceTypes, [
    { name: 'Roll-off' },
    { name: 'Commercial' },
    { name: 'Portable Toilet' },
  ]);
  const costIds = await put('cost_structures', t.costStructures, [
    { name: 'Flat Rate' },
    { name: 'Haul + Disposal' },
    { name: 'Commercial' },
  ]);
  const sizeIds = await put(
    'sizes',
    t.sizes,
    SIZES.map((s) => ({ name: `${s} Yard`, product_id: productId })),
  );
  const wasteIds = await put('waste_types', t.wasteTypes, WASTE_TYPES);

  // Markets around real cities, with their ZIPs.
  const markets = national ? nationalMarkets() : MARKETS.map((m) => ({ ...m, haulers: 4 }));
  const geo = markets.map((m) => {
    const zips = marketZips(m);
    const center = zips.find((z) => z.zip === m.zip) ?? zips[0];
    // National metros have up to 40 haulers: more, smaller clusters keep 10-30 zones over a point.
    const k = national ? Math.max(12, Math.min(Math.round(m.haulers * 1.7), zips.length >> 1)) : 12;
    return { m, zips, center, clusters: clusterZips(zips, center, k) };
  });
  const marketIds = await put(
    'markets',
    t.markets,
    geo.map(({ m, zips, center }, i) => {
      const boundaries = collection(
        hullArea(
          zips.map((z) => [z.lng, z.lat]),
          2,
        ),
        { name: m.city },
      );
      return {
        name: `${m.city} (${m.state})`,
        city: m.city,
        state: m.state,
        territory: m.territory,
        timezone: m.timezone,
        our_phone: `${m.areaCode}555${String(1000 + i).slice(-4)}`,
        our_address: `${100 + i * 11} Main St, ${m.city}, ${m.state} ${m.zip}`,
        alt_phone: i % 2 ? `${m.areaCode}555${String(2000 + i).slice(-4)}` : null,
        alt_address: null,
        note: `Demo market around ${m.city}.`,
        latitude: center.lat,
        longitude: center.lng,
        boundaries,
        ...boundsOf(boundaries),
      };
    }),
  );

  // Haulers (4 per market and scale step: 3 in network, 1 out of network), one location each.
  const haulerRows: Row[] = [];
  const haulerMeta: { market: number; regions: number; offset: number; cost: number }[] = [];
  for (let s = 0; s < scale; s++) {
    geo.forEach(({ m, zips }, mi) => {
      for (let h = 0; h < m.haulers; h++) {
        const n = haulerRows.length;
        const name = `${HAULER_PREFIX[(mi * 4 + h + s * 3) % HAULER_PREFIX.length]} ${HAULER_WORDS[(h + mi + s) % HAULER_WORDS.length]}${s ? ` ${s + 1}` : ''}${h >= 4 ? ` ${h + 1}` : ''} (${m.city})`;
        haulerRows.push({
          name,
          active: !(h % 4 === 2 && mi % 3 === 1),
          type: h % 4 === 3 ? 'outOfNetwork' : 'inNetwork',
          general_notes: rng.chance(0.5)
            ? `Prefers email dispatch. Office ${m.areaCode}-555-${String(3000 + n).slice(-4)}.`
            : null,
          hauler_score: String(rng.int(55, 99)),
          standard_service: rng.pick(['Mon-Fri 7am-5pm', 'Mon-Sat 6am-4pm', 'Mon-Fri 6am-3pm']),
          saturday_service: rng.pick(['Yes', 'No', 'By request']),
          _zip: randomZip(rng, zips),
        });
        haulerMeta.push({
          market: mi,
          regions: national ? rng.int(3, 5) : rng.int(2, 3),
          // National metros have many clusters: a hauler may start anywhere among them.
          offset: rng.int(0, national ? geo[mi].clusters.length - 1 : 11),
          cost: rng.int(0, 2),
        });
      }
    });
  }
  const haulerIds = await put(
    'haulers',
    t.haulers,
    haulerRows.map(({ _zip, ...r }) => r),
  );
  await put(
    'locations',
    t.locations,
    haulerRows.map((h, i) => {
      const z = h._zip as Zip;
      return {
        hauler_id: haulerIds[i],
        address: `${rng.int(100, 9999)} ${rng.pick(['Industrial', 'Commerce', 'Depot', 'Yard'])} Rd`,
        city: z.city,
        state: z.state,
        zip_code: z.zip,
        website: `https://www.${String(h.name)
          .toLowerCase()
          .replace(/[^a-z]+/g, '')}.example`,
        phone: `${markets[haulerMeta[i].market].areaCode}555${String(4000 + i).slice(-4)}`,
        latitude: z.lat,
        longitude: z.lng,
      };
    }),
  );

  // Regions (2-3 per hauler) and zones (3 ZIP clusters per region).
  const regionRows: Row[] = [];
  const regionZones: {
    regionIdx: number;
    hauler: number;
    market: number;
    cluster: Zip[];
    n: number;
  }[] = [];
  const SIDES = ['North', 'South', 'East', 'West', 'Central', 'Metro'];
  haulerMeta.forEach((hm, hi) => {
    const { m, clusters } = geo[hm.market];
    for (let r = 0; r < hm.regions; r++) {
      const regionIdx = regionRows.length;
      const first = clusters[(hm.offset + r * 3) % clusters.length][0];
      regionRows.push({
        hauler_id: haulerIds[hi],
        name: `${m.city} ${SIDES[(hm.offset + r) % SIDES.length]}`,
        netsuite_id: `NS-${10000 + regionIdx}`,
        phone: `${m.areaCode}555${String(5000 + regionIdx).slice(-4)}`,
        territory: m.territory,
        street_address: `${rng.int(100, 9999)} ${rng.pick(['Main', 'Oak', 'Elm', 'Lake', 'Park'])} St`,
        city: first.city,
        state: first.state,
        zip_code: first.zip,
        notes: rng.chance(0.4) ? 'Call dispatch before 2pm for next-day service.' : null,
        active: rng.chance(0.92),
        portal_active: rng.chance(0.5),
        dispatcher_active: rng.chance(0.6),
        we_win_winter: rng.chance(0.2),
        timezone: m.timezone,
        latitude: first.lat,
        longitude: first.lng,
        last_saved_by: by,
        last_saved_at: now.toISOString(),
      });
      // 3 zones a region (national: 3 or 4, about 40,000 in all).
      const zones = national && (hi + r) % 3 === 0 ? 4 : 3;
      for (let z = 0; z < zones; z++) {
        regionZones.push({
          regionIdx,
          hauler: hi,
          market: hm.market,
          cluster: clusters[(hm.offset + r * 3 + z) % clusters.length],
          n: z + 1,
        });
      }
    }
  });
  const regionIds = await put('regions', t.regions, regionRows);

  const SPECIAL = ['concrete', 'dirt', 'yard_waste', 'asphalt'];
  const zoneRows = regionZones.map((rz, i) => {
    const zips = rz.cluster;
    const area = hullArea(
      zips.map((z) => [z.lng, z.lat]),
      1.2,
    );
    const boundaries = collection(area, { zips: zips.map((z) => z.zip) });
    const hauler = haulerRows[rz.hauler];
    const city = zips[0].city;
    return {
      hauler_id: haulerIds[rz.hauler],
      region_id: regionIds[rz.regionIdx],
      market_id: marketIds[rz.market],
      name: `${city} ${zips[0].zip}${zips.length > 1 ? `-${zips[zips.length - 1].zip}` : ''}`,
      active: rng.chance(0.93) ? 1 : 0,
      color: PALETTE[i % PALETTE.length],
      special_use: i % 17 === 5 ? SPECIAL[i % SPECIAL.length] : null,
      search_text: zips.map((z) => z.zip).join(', '),
      netsuite_name: `${String(hauler.name).split(' (')[0]} - ${city} Z${rz.n}-${i + 1}`,
      permit_info: rng.chance(0.3)
        ? `Street permit required in ${city}; allow 3 business days.`
        : null,
      service_area_defined: `ZIP codes ${zips.map((z) => z.zip).join(', ')}`,
      aggregate_ranking: String(rng.int(10, 99)),
      boundaries,
      ...boundsOf(boundaries),
    };
  });
  const zoneIds = await put('service_areas', t.serviceAreas, zoneRows);

  // Pricing: five sizes of construction and household debris per zone, some special debris
  // (national: mixed debris and roofing shingles too). Inserted as it is made, so that the
  // national set's 800,000 rows are never all in memory.
  let pricingRows: Row[] = [];
  const pricingIds: number[] = [];
  const flushPricing = async () => {
    const share =
      (WEIGHT.rolloff_pricing * pricingRows.length) / (zoneRows.length * (national ? 21 : 11));
    pricingIds.push(...(await put('rolloff_pricing', t.rolloffPricing, pricingRows, share)));
    pricingRows = [];
  };
  let pricingCount = 0;
  for (const [zi, z] of zoneRows.entries()) {
    if (pricingRows.length >= 20000) await flushPricing();
    const cost = costIds[haulerMeta[regionZones[zi].hauler].cost];
    const wastes = [
      wasteIds[0],
      wasteIds[1],
      ...(national ? [wasteIds[2], wasteIds[6]] : []),
      ...(zi % 4 === 0 ? [wasteIds[4]] : []),
      ...(zi % 6 === 1 ? [wasteIds[3]] : []),
    ];
    let rank = 1;
    for (const w of wastes) {
      const special = w === wasteIds[4] || w === wasteIds[3];
      for (const [si, size] of SIZES.entries()) {
        if (special && size > 20) continue;
        const price = 300 + si * 60 + rng.int(0, 120) + (special ? 40 : 0);
        const margin = rng.chance(0.15) ? rng.int(60, 149) : rng.int(150, 260);
        pricingRows.push({
          service_area_id: zoneIds[zi],
          size_id: sizeIds[si],
          waste_type_id: w,
          brand_id: brandIds[zi % brandIds.length],
          product_id: size >= 40 && zi % 9 === 0 ? commercialProductId : productId,
          cost_structure_id: cost,
          netsuite_item_name: `${size}YD ${special ? 'Special' : 'C&D'} ${z.netsuite_name}`,
          netsuite_id: `ITEM-${100000 + pricingCount++}`,
          price: `${price}.00`,
          cost: `${price - margin}.${String(rng.int(0, 3) * 25).padStart(2, '0')}`,
          extra_day_price: rng.money(8, 15),
          extra_day_cost: rng.money(4, 7),
          price_per_ton: rng.money(65, 95),
          cost_per_ton: rng.money(40, 60),
          tonnage: String(si + 1),
          rental_period: rng.pick([7, 10, 14]),
          tax_rate: rng.pick(['0.000', '6.250', '8.250']),
          sell_as: `${size} Yard ${special ? 'Special' : 'Roll-off'}`,
          length: String(14 + si * 2),
          width: '8',
          height: String(3 + si),
          rank: rank++,
          preferred: rng.chance(0.2),
          mako_preferred: rng.chance(0.1),
          quote_preferred: rng.chance(0.15),
          sold_qty_last_45: rng.int(0, 40),
          yard_waste: w === wasteIds[3] || rng.chance(0.3),
          stumps: rng.chance(0.2),
          appliances: rng.chance(0.3),
          appliances_note: rng.chance(0.2) ? '$25 per appliance' : null,
          electronics: rng.chance(0.2),
          mattress: rng.chance(0.3),
          mattress_note: rng.chance(0.2) ? '$30 per mattress' : null,
          other: true,
          concrete: w === wasteIds[4],
          dirt: w === wasteIds[4] && rng.chance(0.5),
          cost_structure_note: cost === costIds[1] ? 'Haul rate plus disposal at cost' : null,
        });
      }
    }
  }
  await flushPricing();

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

  // Alerts at every level and severity.
  const alertRows: Row[] = [];
  const alertLinks: { level: string; target: number }[] = [];
  const levels: [string, number[]][] = [
    ['hauler', haulerIds],
    ['region', regionIds],
    ['service_area', zoneIds],
    ['market', marketIds],
    ['rolloff_pricing', pricingIds],
  ];
  const TEXT: Record<string, string[]> = {
    hauler: [
      'Hauler requires 24h notice for swaps',
      'Billing dispute open - confirm PO before ordering',
      'Great on-time record this quarter',
    ],
    region: [
      'Road construction slows deliveries',
      'Dispatcher out Friday - call backup line',
      'Landfill hours reduced this month',
    ],
    service_area: [
      'Permit required for street placement',
      'HOA restricts placement to driveways',
      'Gate code needed for deliveries',
    ],
    market: [
      'Holiday schedule in effect',
      'Fuel surcharge applies this month',
      'Storm clean-up demand is high',
    ],
    rolloff_pricing: [
      'Price increase pending',
      'Overage rate changed',
      'Promo price through month end',
    ],
  };
  let a = 0;
  for (const [level, ids] of levels) {
    for (const severity of SEVERITIES) {
      for (let k = 0; k < 2 * volume; k++) {
        const timing = (a + k) % 3;
        alertRows.push({
          text: rng.pick(TEXT[level]),
          severity,
          expires: timing === 0 ? `${dayOffset(now, rng.int(10, 90))} 00:00:00` : null,
          check_back: timing === 1 ? `${dayOffset(now, rng.int(5, 30))} 00:00:00` : null,
        });
        alertLinks.push({ level, target: ids[(a * 7 + k * 13) % ids.length] });
        a++;
      }
    }
  }
  const alertIds = await put('alerts', t.alerts, alertRows);
  const linkRows = (level: string, col: string) =>
    alertLinks
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.level === level)
      .map(({ l, i }) => ({ alert_id: alertIds[i], [col]: l.target }));
  await link('alert_haulers', t.alertHaulers, linkRows('hauler', 'hauler_id'));
  await link('alert_regions', t.alertRegions, linkRows('region', 'region_id'));
  await link(
    'alert_service_areas',
    t.alertServiceAreas,
    linkRows('service_area', 'service_area_id'),
  );
  await link('alert_markets', t.alertMarkets, linkRows('market', 'market_id'));
  await link(
    'alert_rolloff_pricing',
    t.alertRolloffPricing,
    linkRows('rolloff_pricing', 'rolloff_pricing_id'),
  );

  // Notes linked to haulers, zones and pricing.
  const NOTE_TEXT = [
    'Ask for Maria in dispatch',
    'Driver needs 60 ft clearance',
    'Accepts credit card only',
    'Do not place on grass',
    'Weekend pickups cost extra',
    'Overage billed at $75/ton',
  ];
  const noteCount = 15 * volume;
  const noteIds = await put(
    'notes',
    t.notes,
    Array.from({ length: noteCount * 3 }, (_, i) => ({
      name: `Note ${i + 1}`,
      description: NOTE_TEXT[i % NOTE_TEXT.length],
    })),
  );
  await link(
    'note_haulers',
    t.noteHaulers,
    noteIds
      .slice(0, noteCount)
      .map((id, i) => ({ note_id: id, hauler_id: haulerIds[(i * 5) % haulerIds.length] })),
  );
  await link(
    'note_service_areas',
    t.noteServiceAreas,
    noteIds
      .slice(noteCount, 2 * noteCount)
      .map((id, i) => ({ note_id: id, service_area_id: zoneIds[(i * 11) % zoneIds.length] })),
  );
  await link(
    'note_rolloff_pricing',
    t.noteRolloffPricing,
    noteIds.slice(2 * noteCount).map((id, i) => ({
      note_id: id,
      rolloff_pricing_id: pricingIds[(i * 37) % pricingIds.length],
    })),
  );

  // Geo notes in the four colours.
  const COLORS: [string, string][] = [
    ['#ff0000', 'No placement on street'],
    ['#fff000', 'Narrow alleys - small trucks only'],
    ['#ffa500', 'Low bridges on access roads'],
    ['#00ff00', 'Preferred service area'],
  ];
  const geoRows: Row[] = [];
  geo.forEach(({ m, zips }, mi) => {
    for (let k = 0; k < 2; k++) {
      const [color, what] = COLORS[(mi * 2 + k) % COLORS.length];
      const z = zips[(k * 17 + mi) % zips.length];
      const boundaries = collection(circleArea([z.lng, z.lat], 1.5 + k), {});
      geoRows.push({
        name: `${m.city} ${z.zip}: ${what}`.slice(0, 100),
        description: `${what} around ZIP ${z.zip}.`,
        active: !(mi === 5 && k === 1),
        color,
        boundaries,
        ...boundsOf(boundaries),
      });
    }
  });
  await put('geo_notes', t.geoNotes, geoRows);

  // NetSuite customers and their sites.
  const custRows: Row[] = [];
  for (let i = 0; i < 40 * volume; i++) {
    const name = `${rng.pick(HAULER_PREFIX)} ${rng.pick(COMPANY)}${i >= HAULER_PREFIX.length ? ` ${i}` : ''}`;
    custRows.push({
      internal_id: String(500000 + i),
      name,
      searchable_name: `${500000 + i} ${name}`,
      is_active: rng.chance(0.9),
      email: `ap${i}@customer${i}.example`,
      phone: `555555${String(1000 + i).slice(-4)}`,
    });
  }
  const custIds = await put('netsuite_customers', t.netsuiteCustomers, custRows);
  const siteRows: Row[] = [];
  custIds.forEach((cid, i) => {
    const { zips } = geo[i % geo.length];
    for (let k = 0; k < 2 + (i % 2); k++) {
      const z = randomZip(rng, zips);
      const street = `${rng.int(100, 9999)} ${rng.pick(['Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Washington', 'Lincoln'])} ${rng.pick(['St', 'Ave', 'Blvd'])}`;
      siteRows.push({
        internal_id: String(700000 + siteRows.length),
        customer_id: cid,
        formatted_address: `${street}, ${z.city}, ${z.state} ${z.zip}, USA`,
        address: street,
        city: z.city,
        state: z.state,
        zip_code: z.zip,
        latitude: z.lat,
        longitude: z.lng,
      });
    }
  });
  await put('netsuite_sites', t.netsuiteSites, siteRows);
  await db.execute(sql`SET LOCAL session_replication_role = DEFAULT`);
  return counts;
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
