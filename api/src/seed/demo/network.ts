// The demo network: lookups, markets around real cities, haulers with their locations, and
// each hauler's regions and zones (ZIP clusters). Later steps hang everything off these ids.
import * as t from '../../db/schema.ts';
import { boundsOf } from '../../repo/geo.ts';
import {
  clusterZips,
  collection,
  hullArea,
  MARKETS,
  marketZips,
  randomZip,
  type Zip,
} from '../geo.ts';
import { nationalMarkets } from '../national.ts';
import { HAULER_PREFIX, HAULER_WORDS, PALETTE, SIZES, WASTE_TYPES } from './constants.ts';
import type { Row, SeedContext } from './context.ts';

/** Products, brands, service types, cost structures, sizes and waste types. */
export async function seedLookups({ put }: SeedContext) {
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
  return { productId, commercialProductId, brandIds, costIds, sizeIds, wasteIds };
}
export type Lookups = Awaited<ReturnType<typeof seedLookups>>;

/** Markets (demo cities, or the national set) with their ZIPs and ZIP clusters. */
export async function seedMarkets({ put, national }: SeedContext) {
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
  return { markets, geo, marketIds };
}
export type Places = Awaited<ReturnType<typeof seedMarkets>>;

/** Haulers of every market, one location each. */
export async function seedHaulers({ put, rng, scale, national }: SeedContext, places: Places) {
  const { markets, geo } = places;
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
  return { haulerRows, haulerMeta, haulerIds };
}
export type Haulers = Awaited<ReturnType<typeof seedHaulers>>;

/** Each hauler's regions and their zones. */
export async function seedRegionsAndZones(
  { put, rng, by, now, national }: SeedContext,
  places: Places,
  haulers: Haulers,
) {
  const { geo, marketIds } = places;
  const { haulerRows, haulerMeta, haulerIds } = haulers;
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
  return { regionRows, regionZones, regionIds, zoneRows, zoneIds };
}
export type Network = Awaited<ReturnType<typeof seedRegionsAndZones>>;
