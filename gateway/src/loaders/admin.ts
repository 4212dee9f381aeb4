// Loaders of the administration relations: the children of many parents in one call
// (hauler -> regions -> zones -> pricing, alerts of a level), so a page of N haulers with their
// regions, zones and pricing costs one upstream call per level, whatever N.
import DataLoader from 'dataloader';
import type { Rest } from '../rest/index.ts';
import type { RestRecord } from '../rest/resource.ts';
import { createListLoader, type Key } from './factory.ts';

/** A loader of the records whose `parentKey` is one of the keys: one call per batch. */
export function createChildrenLoader(o: {
  fetchMany: (parentIds: readonly Key[]) => Promise<RestRecord[]>;
  /** The parent ids of a record (one column, or a link list such as an alert's `regions`). */
  parentsOf: (record: RestRecord) => unknown;
  /** Most parent ids in one call (default 1000: the main API takes up to 10000 characters). */
  maxBatchSize?: number;
}): DataLoader<Key, RestRecord[], string> {
  return new DataLoader<Key, RestRecord[], string>(
    async (keys) => {
      const rows = await o.fetchMany(keys);
      const by = new Map<string, RestRecord[]>();
      for (const r of rows) {
        const parents = o.parentsOf(r);
        for (const p of Array.isArray(parents) ? parents : [parents]) {
          if (p === null || p === undefined) continue;
          const k = String(p);
          by.set(k, [...(by.get(k) ?? []), r]);
        }
      }
      return keys.map((k) => by.get(String(k)) ?? []);
    },
    { cacheKeyFn: (k) => String(k), maxBatchSize: o.maxBatchSize ?? 1000 },
  );
}

/** Creates the administration loaders of one request. */
export function adminLoaders(rest: Rest) {
  const a = rest.admin;
  const alerts = (level: Parameters<typeof a.alertsOf>[0], link: string) =>
    createChildrenLoader({ fetchMany: (ids) => a.alertsOf(level, ids), parentsOf: (r) => r[link] });
  return {
    regionsByHaulerId: createChildrenLoader({
      fetchMany: (ids) => a.regionsOfHaulers(ids),
      parentsOf: (r) => r.hauler_id,
    }),
    zonesByRegionId: createChildrenLoader({
      fetchMany: (ids) => a.zonesOfRegions(ids),
      parentsOf: (r) => r.region_id,
    }),
    pricingByZoneId: createChildrenLoader({
      fetchMany: (ids) => a.pricingOfZones(ids),
      parentsOf: (r) => r.service_area_id,
    }),
    alertsByHaulerId: alerts('hauler', 'haulers'),
    alertsByRegionId: alerts('region', 'regions'),
    alertsByZoneId: alerts('service_area', 'service_areas'),
    alertsByMarketId: alerts('market', 'markets'),
    alertsByPricingId: alerts('rolloff_pricing', 'rolloff_pricing'),
    notesByZoneId: createChildrenLoader({
      fetchMany: (ids) => a.notesOf('service_area', ids),
      parentsOf: (r) => r.service_areas,
    }),
    notesByPricingId: createChildrenLoader({
      fetchMany: (ids) => a.notesOf('rolloff_pricing', ids),
      parentsOf: (r) => r.rolloff_pricing,
    }),
    /**
     * Exceptions that apply to a region: its own and the bulk ones not removed from it. One
     * call for many regions (`GET /exceptions?region_ids=`, which adds every bulk exception).
     */
    exceptionsByRegionId: new DataLoader<Key, RestRecord[], string>(
      async (keys) => {
        const rows = await a.exceptionsOfRegions(keys);
        return keys.map((k) =>
          rows.filter((e) =>
            e.bulk
              ? !((e.excluded as unknown[] | undefined) ?? []).map(String).includes(String(k))
              : String(e.region_id) === String(k),
          ),
        );
      },
      { cacheKeyFn: (k) => String(k), maxBatchSize: 1000 },
    ),
    /** Regions with `availability` (contract) and `current_availability`, by region id. */
    regionAvailabilityById: createListLoader<RestRecord>({
      fetchMany: (ids) => a.regionsWithAvailability(ids),
      label: 'Region',
    }),
    /** Haulers with locations, notes and alerts (`full`), by id. */
    haulerFullById: createListLoader<RestRecord>({
      fetchMany: async (ids) =>
        (await rest.records.haulers.list({ ids, per_page: -1, full: 'true' })).models,
      label: 'Hauler',
    }),
    /** One contract-availability record by id (no list call takes ids; deduplicated). */
    availabilityById: new DataLoader<Key, RestRecord, string>(
      (keys) => Promise.all(keys.map((k) => a.availability(k).catch((e: Error) => e))),
      { cacheKeyFn: (k) => String(k) },
    ),
  };
}
