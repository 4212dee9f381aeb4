// The service-area (zone) model: a region's polygon service area and its products.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import * as f from '../../schemas/models.ts';
import { byId } from '../helpers.ts';
import { toApi, type ResourceDef, type SaveContext } from '../records.ts';
import { withBounds } from './common.ts';
import { expandPricing } from './pricing.ts';

/** Zones with hauler, region and market names; pricing on one zone or with=rolloff_pricing. */
export async function expandZones(
  db: Db,
  rows: Record<string, unknown>[],
  withPricing: boolean,
  withAlerts: boolean,
) {
  const haulers = await byId(
    db,
    t.haulers,
    rows.map((r) => r.hauler_id),
  );
  const regions = await byId(
    db,
    t.regions,
    rows.map((r) => r.region_id),
  );
  const markets = await byId(
    db,
    t.markets,
    rows.map((r) => r.market_id),
  );
  const ids = rows.map((r) => r.id as number);
  let pricing: Record<string, unknown>[] = [];
  if (withPricing && ids.length) {
    pricing = (await db
      .select()
      .from(t.rolloffPricing)
      .where(inArray(t.rolloffPricing.service_area_id, ids))
      .orderBy(asc(t.rolloffPricing.rank), asc(t.rolloffPricing.id))) as Record<string, unknown>[];
    pricing = await expandPricing(db, pricing.map(toApi));
  }
  let alerts: { sa: number; alert: Record<string, unknown> }[] = [];
  if (withAlerts && ids.length) {
    alerts = (await db
      .select({ sa: t.alertServiceAreas.service_area_id, alert: t.alerts })
      .from(t.alertServiceAreas)
      .innerJoin(t.alerts, eq(t.alerts.id, t.alertServiceAreas.alert_id))
      .where(inArray(t.alertServiceAreas.service_area_id, ids))) as typeof alerts;
  }
  for (const r of rows) {
    r.hauler_name = (haulers.get(r.hauler_id as number)?.name as string) ?? null;
    r.region_name = (regions.get(r.region_id as number)?.name as string) ?? null;
    r.market_name = (markets.get(r.market_id as number)?.name as string) ?? null;
    if (withPricing) r.rolloff_pricing = pricing.filter((p) => p.service_area_id === r.id);
    if (withAlerts) r.alerts = alerts.filter((a) => a.sa === r.id).map((a) => toApi(a.alert));
  }
  return rows;
}

export const serviceArea: ResourceDef = {
  key: 'service-area',
  title: 'Service area',
  table: t.serviceAreas,
  fields: f.serviceAreaFields,
  ignore: f.serviceAreaIgnored,
  createRequired: ['name', 'market_id', 'region_id'],
  updateRequired: ['name', 'search_text', 'service_area_defined', 'market_id'],
  dropNulls: true,
  validate(_merged, ctx: SaveContext): Record<string, string> {
    const e = ctx.existing;
    if (
      e &&
      Number(e.active) === 1 &&
      typeof ctx.input.name === 'string' &&
      ctx.input.name !== e.name
    ) {
      return { name: 'The name of an active zone cannot be changed' };
    }
    return {};
  },
  async prepare(values, ctx) {
    if (typeof values.active === 'boolean') values.active = values.active ? 1 : 0;
    withBounds(values);
    const regionId = (values.region_id ?? ctx.existing?.region_id) as number | undefined;
    if (values.region_id !== undefined && regionId) {
      const [r] = await ctx.db
        .select({ hauler_id: t.regions.hauler_id })
        .from(t.regions)
        .where(eq(t.regions.id, regionId));
      if (r) values.hauler_id = r.hauler_id;
    }
  },
  expand: (db, rows, opts) =>
    expandZones(db, rows, opts.single || opts.with === 'rolloff_pricing', opts.single),
};
