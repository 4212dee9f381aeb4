// The demo pricing: five sizes of construction and household debris per zone, and some special
// debris, each with its money, fees and accepted materials.
import * as t from '../../db/schema.ts';
import { SIZES } from './constants.ts';
import { WEIGHT, type Row, type SeedContext } from './context.ts';
import type { Haulers, Lookups, Network } from './network.ts';

/** Inserts the pricing records; answers their ids. */
export async function seedPricing(
  { put, rng, national }: SeedContext,
  lookups: Lookups,
  haulers: Haulers,
  network: Network,
): Promise<number[]> {
  const { productId, commercialProductId, brandIds, costIds, sizeIds, wasteIds } = lookups;
  const { haulerMeta } = haulers;
  const { regionZones, zoneRows, zoneIds } = network;
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
  return pricingIds;
}
