// The alert model: alerts on haulers, regions, zones, markets and pricing, with their links.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { DATE_REQUIRED } from '../../schemas/common.ts';
import * as f from '../../schemas/models.ts';
import { byId, withUserNames } from '../helpers.ts';
import { type ResourceDef } from '../records.ts';

/** SQL: the hauler ids an alert concerns, through any of its links. */
const alertHaulerIds = sql`(
  SELECT ah.hauler_id FROM alert_haulers ah WHERE ah.alert_id = "alerts"."id"
  UNION SELECT sa.hauler_id FROM alert_service_areas x JOIN service_areas sa ON sa.id = x.service_area_id WHERE x.alert_id = "alerts"."id"
  UNION SELECT r.hauler_id FROM alert_regions x JOIN regions r ON r.id = x.region_id WHERE x.alert_id = "alerts"."id"
  UNION SELECT sa.hauler_id FROM alert_rolloff_pricing x JOIN rolloff_pricing p ON p.id = x.rolloff_pricing_id
    JOIN service_areas sa ON sa.id = p.service_area_id WHERE x.alert_id = "alerts"."id")`;
const alertRegionIds = sql`(
  SELECT x.region_id FROM alert_regions x WHERE x.alert_id = "alerts"."id"
  UNION SELECT sa.region_id FROM alert_service_areas x JOIN service_areas sa ON sa.id = x.service_area_id WHERE x.alert_id = "alerts"."id"
  UNION SELECT sa.region_id FROM alert_rolloff_pricing x JOIN rolloff_pricing p ON p.id = x.rolloff_pricing_id
    JOIN service_areas sa ON sa.id = p.service_area_id WHERE x.alert_id = "alerts"."id")`;

export const alertVirtual = {
  hauler_name: sql`(SELECT string_agg(h.name, ', ' ORDER BY h.name) FROM haulers h WHERE h.id IN ${alertHaulerIds})`,
  territory: sql`(SELECT min(r.territory) FROM regions r WHERE r.id IN ${alertRegionIds})`,
  region_name: sql`(SELECT min(r.name) FROM regions r WHERE r.id IN ${alertRegionIds})`,
};

/** Adds the list and detail fields of spec 2 (alert_type, hauler, region, zone, product names). */
async function expandAlerts(db: Db, rows: Record<string, unknown>[]) {
  const first = (r: Record<string, unknown>, k: string) => ((r[k] as number[]) ?? [])[0];
  const pricing = await byId(
    db,
    t.rolloffPricing,
    rows.map((r) => first(r, 'rolloff_pricing')),
  );
  const zones = await byId(db, t.serviceAreas, [
    ...rows.map((r) => first(r, 'service_areas')),
    ...[...pricing.values()].map((p) => p.service_area_id),
  ]);
  const regions = await byId(db, t.regions, [
    ...rows.map((r) => first(r, 'regions')),
    ...[...zones.values()].map((z) => z.region_id),
  ]);
  const haulers = await byId(db, t.haulers, [
    ...rows.map((r) => first(r, 'haulers')),
    ...[...zones.values()].map((z) => z.hauler_id),
    ...[...regions.values()].map((x) => x.hauler_id),
  ]);
  const markets = await byId(
    db,
    t.markets,
    rows.map((r) => first(r, 'markets')),
  );
  const sizes = await byId(
    db,
    t.sizes,
    [...pricing.values()].map((p) => p.size_id),
  );
  const wastes = await byId(
    db,
    t.wasteTypes,
    [...pricing.values()].map((p) => p.waste_type_id),
  );
  for (const r of rows) {
    const p = pricing.get(first(r, 'rolloff_pricing'));
    const z = zones.get(first(r, 'service_areas') ?? (p?.service_area_id as number));
    const rg = regions.get(first(r, 'regions') ?? (z?.region_id as number));
    const h = haulers.get(
      first(r, 'haulers') ?? (z?.hauler_id as number) ?? (rg?.hauler_id as number),
    );
    const m = markets.get(first(r, 'markets'));
    r.alert_type = p
      ? 'Rolloff Pricing'
      : z
        ? 'Service Area'
        : first(r, 'regions')
          ? 'Region'
          : h
            ? 'Hauler'
            : m
              ? 'Market'
              : null;
    r.hauler_id = (h?.id as number) ?? null;
    r.hauler_name = (h?.name as string) ?? null;
    r.region_id = (rg?.id as number) ?? null;
    r.region_name = (rg?.name as string) ?? null;
    r.territory = (rg?.territory as string) ?? null;
    r.service_area_id = (z?.id as number) ?? null;
    r.service_area_name = (z?.name as string) ?? null;
    r.market_name = (m?.name as string) ?? null;
    r.product_id = (p?.id as number) ?? null;
    r.product_name = p
      ? [sizes.get(p.size_id as number)?.name, wastes.get(p.waste_type_id as number)?.name]
          .filter(Boolean)
          .join(' ')
      : null;
  }
  return withUserNames(db, rows);
}

/** 'YYYY-MM-DD' becomes 'YYYY-MM-DD 00:00:00' (the spec's alert date format). */
const alertDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v} 00:00:00` : v;

export const alert: ResourceDef = {
  key: 'alert',
  title: 'Alert',
  table: t.alerts,
  fields: f.alertFields,
  ignore: f.alertIgnored,
  createRequired: ['text'],
  updateRequired: ['text'],
  dropNulls: true,
  virtual: alertVirtual,
  defaultSort: 'id',
  links: [
    {
      field: 'service_areas',
      table: t.alertServiceAreas,
      owner: 'alert_id',
      target: 'service_area_id',
    },
    { field: 'regions', table: t.alertRegions, owner: 'alert_id', target: 'region_id' },
    { field: 'haulers', table: t.alertHaulers, owner: 'alert_id', target: 'hauler_id' },
    { field: 'markets', table: t.alertMarkets, owner: 'alert_id', target: 'market_id' },
    {
      field: 'rolloff_pricing',
      table: t.alertRolloffPricing,
      owner: 'alert_id',
      target: 'rolloff_pricing_id',
    },
  ],
  validate(_merged, ctx) {
    const out: Record<string, string> = {};
    for (const k of ['expires', 'check_back']) if (ctx.input[k] === '') out[k] = DATE_REQUIRED;
    return out;
  },
  prepare(values) {
    // An alert has an expiration date or a check-back date; choosing one clears the other.
    if (values.expires) {
      values.expires = alertDate(values.expires);
      values.check_back = null;
    } else if (values.check_back) {
      values.check_back = alertDate(values.check_back);
      values.expires = null;
    }
  },
  expand: (db, rows) => expandAlerts(db, rows),
};
