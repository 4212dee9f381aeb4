// The demo records: markets, haulers, regions, zones, pricing, availability, exceptions, alerts,
// notes, geo notes and NetSuite customers. Deterministic (seeded PRNG); `scale` multiplies the
// haulers (and everything under them) and the customers. Inserts are batched.
// Each step is its own file under demo/, run here in order: the order matters, since every step
// draws from the one seeded PRNG, and changing it changes every record after it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seedAvailability } from './demo/availability.ts';
import { createContext, type SeedCounts, type SeedOptions } from './demo/context.ts';
import { seedCustomers } from './demo/customers.ts';
import { seedExceptions } from './demo/exceptions.ts';
import { seedHaulers, seedLookups, seedMarkets, seedRegionsAndZones } from './demo/network.ts';
import { seedAlerts, seedGeoNotes, seedNotes } from './demo/notes.ts';
import { seedPricing } from './demo/pricing.ts';

export type { SeedCounts, SeedOptions };

/** Seeds every demo record; answers the number of rows per table. */
export async function seedDemoRecords(db: Db, opts: SeedOptions = {}): Promise<SeedCounts> {
  const ctx = await createContext(db, opts);
  const lookups = await seedLookups(ctx);
  const places = await seedMarkets(ctx);
  const haulers = await seedHaulers(ctx, places);
  const network = await seedRegionsAndZones(ctx, places, haulers);
  const pricingIds = await seedPricing(ctx, lookups, haulers, network);
  await seedAvailability(ctx, lookups, network);
  await seedExceptions(ctx, lookups, network);
  const targets = {
    haulerIds: haulers.haulerIds,
    regionIds: network.regionIds,
    zoneIds: network.zoneIds,
    marketIds: places.marketIds,
    pricingIds,
  };
  await seedAlerts(ctx, targets);
  await seedNotes(ctx, targets);
  await seedGeoNotes(ctx, places);
  await seedCustomers(ctx, places);
  await db.execute(sql`SET LOCAL session_replication_role = DEFAULT`);
  return ctx.counts;
}
