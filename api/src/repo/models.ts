// The nine generic models of docs/decisions.md#records-and-fields (alert, hauler, market, size, note, service-area,
// waste-type, rolloff-pricing, geo-note): tables, rules and related data.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { PHONE_LENGTH, DATE_REQUIRED } from '../schemas/common.ts';
import * as f from '../schemas/models.ts';
import { applyBoundaries } from './geo.ts';
import { byId, isTimeZone, moneyDiff, withUserNames } from './helpers.ts';
import { toApi, type ResourceDef, type SaveContext } from './records.ts';

const phoneRule = (merged: Record<string, unknown>, names: string[]) => {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = merged[n];
    if (typeof v === 'string' && v !== '' && v.length !== 10) out[n] = PHONE_LENGTH;
  }
  return out;
};

/** Validates the boundary (400 naming the problem) and sets its bounds. */
const withBounds = (values: Record<string, unknown>) => applyBoundaries(values);

export const hauler: ResourceDef = {
  key: 'hauler',
  title: 'Hauler',
  table: t.haulers,
  fields: f.haulerFields,
  ignore: f.haulerIgnored,
  createRequired: ['name', 'type'],
  updateRequired: ['name', 'type'],
  dropNulls: true,
  async afterWrite(db, id, rest) {
    if (!Array.isArray(rest.locations)) return;
    await db.delete(t.locations).where(eq(t.locations.hauler_id, id));
    const rows = (rest.locations as Record<string, unknown>[]).map((l) => {
      const { id: _id, created_at: _c, updated_at: _u, created_by: _cb, updated_by: _ub, ...v } = l;
      return { ...v, hauler_id: id };
    });
    if (rows.length) await db.insert(t.locations).values(rows as never);
  },
  async expand(db, rows, opts) {
    if (!opts.full) return rows;
    const ids = rows.map((r) => r.id as number);
    const locs = await db
      .select()
      .from(t.locations)
      .where(inArray(t.locations.hauler_id, ids))
      .orderBy(asc(t.locations.id));
    const notes = await db
      .select({ hauler_id: t.noteHaulers.hauler_id, note: t.notes })
      .from(t.noteHaulers)
      .innerJoin(t.notes, eq(t.notes.id, t.noteHaulers.note_id))
      .where(inArray(t.noteHaulers.hauler_id, ids));
    const alerts = await db
      .select({ hauler_id: t.alertHaulers.hauler_id, alert: t.alerts })
      .from(t.alertHaulers)
      .innerJoin(t.alerts, eq(t.alerts.id, t.alertHaulers.alert_id))
      .where(inArray(t.alertHaulers.hauler_id, ids));
    for (const r of rows) {
      r.locations = locs.filter((l) => l.hauler_id === r.id).map(toApi);
      r.notes = notes.filter((n) => n.hauler_id === r.id).map((n) => toApi(n.note));
      r.alerts = alerts.filter((a) => a.hauler_id === r.id).map((a) => toApi(a.alert));
    }
    return rows;
  },
};

export const market: ResourceDef = {
  key: 'market',
  title: 'Market',
  table: t.markets,
  fields: f.marketFields,
  ignore: f.marketIgnored,
  createRequired: ['city', 'state'],
  updateRequired: ['name'],
  dropNulls: true,
  validate(merged) {
    const out = phoneRule(merged, ['our_phone', 'alt_phone']);
    if (typeof merged.timezone === 'string' && merged.timezone && !isTimeZone(merged.timezone)) {
      out.timezone = 'Unknown time zone';
    }
    return out;
  },
  prepare(values, ctx) {
    // The name is the city plus the state abbreviation in parentheses, e.g. 'Austin (TX)'.
    const city = values.city ?? ctx.existing?.city;
    const state = values.state ?? ctx.existing?.state;
    if (!values.name && city && state && (ctx.mode === 'create' || values.city || values.state)) {
      values.name = `${city} (${state})`;
    }
    withBounds(values);
  },
};

export const size: ResourceDef = {
  key: 'size',
  title: 'Size',
  table: t.sizes,
  fields: f.sizeFields,
  createRequired: ['name'],
  updateRequired: ['name'],
  dropNulls: true,
  defaultSort: 'id',
  prepare(values) {
    if (typeof values.name === 'string') {
      const n = values.name.trim();
      values.name = / yard$/i.test(n) ? n : `${n} Yard`;
    }
  },
};

export const wasteType: ResourceDef = {
  key: 'waste-type',
  title: 'Waste type',
  table: t.wasteTypes,
  fields: f.wasteTypeFields,
  createRequired: ['name'],
  updateRequired: ['name'],
  dropNulls: true,
};

export const note: ResourceDef = {
  key: 'note',
  title: 'Note',
  table: t.notes,
  fields: f.noteFields,
  ignore: f.noteIgnored,
  createRequired: ['description'],
  updateRequired: ['description'],
  dropNulls: true,
  links: [
    { field: 'haulers', table: t.noteHaulers, owner: 'note_id', target: 'hauler_id' },
    {
      field: 'service_areas',
      table: t.noteServiceAreas,
      owner: 'note_id',
      target: 'service_area_id',
    },
    {
      field: 'rolloff_pricing',
      table: t.noteRolloffPricing,
      owner: 'note_id',
      target: 'rolloff_pricing_id',
    },
  ],
  validate(merged): Record<string, string> {
    if (merged.rel_id && !merged.type) return { type: 'This field is required' };
    return {};
  },
  async afterWrite(db, id, rest) {
    if (!rest.rel_id || !rest.type) return;
    const rel = rest.rel_id as number;
    if (rest.type === 'hauler')
      await db.insert(t.noteHaulers).values({ note_id: id, hauler_id: rel }).onConflictDoNothing();
    if (rest.type === 'serviceArea')
      await db
        .insert(t.noteServiceAreas)
        .values({ note_id: id, service_area_id: rel })
        .onConflictDoNothing();
    if (rest.type === 'product')
      await db
        .insert(t.noteRolloffPricing)
        .values({ note_id: id, rolloff_pricing_id: rel })
        .onConflictDoNothing();
  },
};

/** Pricing rows with size, waste type and cost structure objects and the profitability (price - cost). */
export async function expandPricing(db: Db, rows: Record<string, unknown>[]) {
  const sizes = await byId(
    db,
    t.sizes,
    rows.map((r) => r.size_id),
  );
  const wastes = await byId(
    db,
    t.wasteTypes,
    rows.map((r) => r.waste_type_id),
  );
  const costs = await byId(
    db,
    t.costStructures,
    rows.map((r) => r.cost_structure_id),
  );
  for (const r of rows) {
    const s = sizes.get(r.size_id as number);
    const w = wastes.get(r.waste_type_id as number);
    const c = costs.get(r.cost_structure_id as number);
    r.size = s ? { id: s.id, name: s.name } : null;
    r.waste_type = w ? { id: w.id, name: w.name, special_debris: w.special_debris } : null;
    r.cost_structure = c ? { id: c.id, name: c.name } : null;
    r.profitability = moneyDiff(r.price, r.cost);
    // docs/decisions.md#validation: a margin under 150 is flagged bad.
    r.bad_margin = r.profitability === null ? null : Number(r.profitability) < 150;
  }
  return rows;
}

export const rolloffPricing: ResourceDef = {
  key: 'rolloff-pricing',
  title: 'Pricing record',
  table: t.rolloffPricing,
  fields: f.pricingFields,
  ignore: f.pricingIgnored,
  createRequired: ['service_area_id', 'size_id', 'waste_type_id', 'extra_day_price'],
  updateRequired: ['service_area_id', 'size_id', 'waste_type_id'],
  dropNulls: true,
  async prepare(values, ctx) {
    // docs/decisions.md#states-and-transitions: a new record, or one whose waste type changed, gets rank 99.
    if (ctx.mode === 'create') {
      values.rank = 99;
      if (!values.brand_id) {
        const [b] = await ctx.db
          .select({ id: t.brands.id })
          .from(t.brands)
          .orderBy(asc(t.brands.id))
          .limit(1);
        if (b) values.brand_id = b.id;
      }
      if (!values.product_id) {
        const [p] = await ctx.db
          .select({ id: t.products.id })
          .from(t.products)
          .orderBy(asc(t.products.id))
          .limit(1);
        if (p) values.product_id = p.id;
      }
    } else if (
      values.waste_type_id !== undefined &&
      values.waste_type_id !== ctx.existing?.waste_type_id
    ) {
      values.rank = 99;
    }
  },
  expand: (db, rows) => expandPricing(db, rows),
};

export const geoNote: ResourceDef = {
  key: 'geo-note',
  title: 'Geo note',
  table: t.geoNotes,
  fields: f.geoNoteFields,
  ignore: f.geoNoteIgnored,
  createRequired: ['name', 'color', 'description'],
  updateRequired: ['name', 'color', 'description'],
  dropNulls: true,
  prepare: (values) => withBounds(values),
};

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
