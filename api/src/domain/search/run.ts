// Over 300 lines: the search pipeline in the order it runs (prefilter, rows, availability, notes).
// POST /search (docs/decisions.md#search): the active zones whose boundary contains the point (or
// lie within `buffer` miles), with hauler, region, availability and products; the market,
// county, geo notes and special-use zones at the point. A GiST-indexed box prefilter narrows
// the rows, then turf decides exactly (multipolygons and holes included).
import { and, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inIds, selectRowsAsJson } from '../../db/json-rows.ts';
import { runStatement } from '../../db/prepared.ts';
import {
  alertHaulers,
  alertRegions,
  alertRolloffPricing,
  alertServiceAreas,
  alerts,
  boundaryShapes,
  costStructures,
  geoNotes,
  haulers,
  markets,
  noteRolloffPricing,
  notes,
  regions,
  rolloffPricing,
  searchHistory,
  serviceAreas,
  sizes,
  wasteTypes,
} from '../../db/schema.ts';
import {
  byDeliveryType,
  currentFor,
  loadRegionsAvailability,
  productAvailability,
  regionToday,
  type AvailabilityCache,
} from '../availability/store.ts';
import { isOver } from '../availability/exceptions.ts';
import {
  boundaryProblem,
  bufferBox,
  containsPoint,
  countyAt,
  findState,
  milesToArea,
  nearestCounty,
} from '../geometry/index.ts';
import { profitability } from '@shared/quote/pricing.ts';
import { productBlock, sortResults } from './pricing.ts';
import type { SortValue } from '@shared/quote/order.ts';
import { projectionOf, type SearchRow } from './columns.ts';

export interface SearchInput {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  latitude: number;
  longitude: number;
  zip_code?: string | null;
  buffer?: number | null;
  type?: string | null;
  place_id?: string | null;
  sort?: SortValue;
}

type Row = Record<string, unknown>;

const zoneColumns = {
  id: serviceAreas.id,
  name: serviceAreas.name,
  hauler_id: serviceAreas.hauler_id,
  region_id: serviceAreas.region_id,
  market_id: serviceAreas.market_id,
  active: serviceAreas.active,
  color: serviceAreas.color,
  special_use: serviceAreas.special_use,
  search_text: serviceAreas.search_text,
  netsuite_name: serviceAreas.netsuite_name,
  permit_info: serviceAreas.permit_info,
  service_area_defined: serviceAreas.service_area_defined,
  aggregate_ranking: serviceAreas.aggregate_ranking,
  boundaries: serviceAreas.boundaries,
  updated_at: serviceAreas.updated_at,
};

/** The box predicate of the prefilter: the point, or the buffer box around it. */
function boxHit(column: SQL | unknown, p: [number, number], miles: number): SQL {
  if (miles > 0) {
    const [x1, y1, x2, y2] = bufferBox(p, miles);
    return sql`${column} && box(point(${x1}, ${y1}), point(${x2}, ${y2}))`;
  }
  // `box @> point` is not a GiST box_ops operator; overlap with a degenerate box is, and means the same.
  return sql`${column} && box(point(${p[0]}, ${p[1]}), point(${p[0]}, ${p[1]}))`;
}

/** The active zones whose box meets the point (or the box `miles` around it). */
function zonesNear(p: [number, number], miles: number) {
  return {
    from: serviceAreas,
    columns: zoneColumns,
    where: and(eq(serviceAreas.active, 1), boxHit(serviceAreas.bbox, p, miles)),
    cached: true,
  } as const;
}

/**
 * The problem of a stored boundary, checked once per boundary read: cached rows keep their
 * parsed boundary object until the row changes (api/src/db/json-rows.ts).
 */
const storedProblems = new WeakMap<object, string | null>();
function storedBoundaryProblem(boundaries: unknown): string | null {
  if (!boundaries || typeof boundaries !== 'object')
    return boundaryProblem(boundaries, { crossings: false });
  let problem = storedProblems.get(boundaries);
  if (problem === undefined) {
    problem = boundaryProblem(boundaries, { crossings: false });
    storedProblems.set(boundaries, problem);
  }
  return problem;
}

/** Of the zones near the point, those that serve it (or lie within `miles`), decided exactly. */
function zonesServing<Z extends { id: number; boundaries: unknown }>(
  rows: Z[],
  p: [number, number],
  miles: number,
): Z[] {
  return rows.filter((z) => {
    // A bad shape stored before writes were validated (issue 20) is skipped and reported, so
    // that one zone cannot fail the search of its whole area.
    const problem = storedBoundaryProblem(z.boundaries);
    if (problem) {
      console.warn(`search: zone ${z.id} skipped, its stored boundary is invalid: ${problem}`);
      return false;
    }
    return miles > 0 ? milesToArea(z.boundaries, p) <= miles : containsPoint(z.boundaries, p);
  });
}

/** The active zones at the point (or within `miles`), prefiltered by box, decided exactly. */
export async function zonesAt(db: Db, p: [number, number], miles: number) {
  const { zones } = await selectRowsAsJson(db, { zones: zonesNear(p, miles) });
  return zonesServing(zones, p, miles);
}

/** How far off the simplified county outlines a point may lie and still get the nearest county. */
export const LOCALE_FALLBACK_MILES = 5;

/** The imported county boundaries whose box meets the point. */
function countiesNear(p: [number, number]) {
  return {
    from: boundaryShapes,
    columns: {
      key: boundaryShapes.key,
      name: boundaryShapes.name,
      state: boundaryShapes.state,
      boundaries: boundaryShapes.boundaries,
    },
    where: and(eq(boundaryShapes.kind, 'county'), boxHit(boundaryShapes.bbox, p, 0)),
    cached: true,
  } as const;
}
/**
 * The county at the point: an imported boundary when present, else the us-atlas outline, else
 * (a point just off the simplified outlines, e.g. on a lakefront) the nearest county within
 * LOCALE_FALLBACK_MILES.
 */
function localeAt(
  imported: { key: string; name: string | null; state: string | null; boundaries: unknown }[],
  p: [number, number],
) {
  const hit = imported.find((b) => containsPoint(b.boundaries, p));
  if (hit) return { county: hit.name, state: hit.state, fips: hit.key };
  const c = countyAt(p) ?? nearestCounty(p, LOCALE_FALLBACK_MILES)?.county;
  if (!c) return null;
  const suffix = /(County|Parish|Borough)$/.test(c.name)
    ? ''
    : c.state.abbr === 'LA'
      ? ' Parish'
      : ' County';
  return {
    county: `${c.name}${suffix}`,
    state: c.state.abbr,
    state_name: findState(c.state.abbr)?.name,
    fips: c.fips,
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The link tables of alerts, by what the alert is about. */
const ALERT_LINKS = {
  hauler: { table: alertHaulers, owner: alertHaulers.hauler_id },
  region: { table: alertRegions, owner: alertRegions.region_id },
  zone: { table: alertServiceAreas, owner: alertServiceAreas.service_area_id },
  pricing: { table: alertRolloffPricing, owner: alertRolloffPricing.rolloff_pricing_id },
} as const;
type AlertOwner = keyof typeof ALERT_LINKS;

/**
 * The reads of the alerts of haulers, regions, zones and pricing records (for the query of
 * `selectRowsAsJson`): the links of each owner, and the live alerts they name.
 */
function alertReads(ids: Record<AlertOwner, number[] | SQL>) {
  const ofOwners = (k: AlertOwner) => {
    const { owner } = ALERT_LINKS[k];
    const list = ids[k];
    return Array.isArray(list) ? inIds(owner, list) : inArray(owner, list);
  };
  const link = (k: AlertOwner) => ({
    from: ALERT_LINKS[k].table as typeof alertHaulers,
    where: ofOwners(k),
  });
  const named = sql.join(
    (Object.keys(ALERT_LINKS) as AlertOwner[]).map((k) => {
      const { table } = ALERT_LINKS[k];
      return sql`SELECT ${table.alert_id} FROM ${table} WHERE ${ofOwners(k)}`;
    }),
    sql` UNION `,
  );
  return {
    haulerAlertLinks: link('hauler'),
    regionAlertLinks: link('region'),
    zoneAlertLinks: link('zone'),
    pricingAlertLinks: link('pricing'),
    alerts: {
      from: alerts,
      // Expired alerts are left out. `= ANY(ARRAY(…))`, not `IN (…)`: with IN, PostgreSQL's
      // generic plan scans every alert (5,000 on the national data) to join the few named.
      where: and(
        or(isNull(alerts.expires), gte(alerts.expires, today())),
        sql`${alerts.id} = ANY(ARRAY(${named}))`,
      ),
      cached: true,
    },
  } as const;
}

/** The alerts read by `alertReads`, grouped by what they are about and the owner id. */
function alertsBy(
  rows: Record<`${AlertOwner}AlertLinks`, Row[]> & { alerts: Row[] },
): Record<AlertOwner, Map<number, Row[]>> {
  const byId = new Map(rows.alerts.map((a) => [a.id as number, a]));
  const out = {} as Record<AlertOwner, Map<number, Row[]>>;
  for (const k of Object.keys(ALERT_LINKS) as AlertOwner[]) {
    const m = (out[k] = new Map<number, Row[]>());
    const ownerKey = ALERT_LINKS[k].owner.name;
    for (const l of rows[`${k}AlertLinks`]) {
      const alert = byId.get(l.alert_id as number);
      if (!alert) continue;
      const owner = l[ownerKey] as number;
      const list = m.get(owner);
      if (list) list.push(alert);
      else m.set(owner, [alert]);
    }
  }
  return out;
}

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** The name of the subquery of the searched zones' products in a search's main read. */
const SEARCH_PRODUCTS = 'search_products';

/** Runs a search and records it for the user's Search History. */
export async function runSearch(
  db: Db,
  input: SearchInput,
  userId: number | null,
  now = new Date(),
  parts: {
    /** false: products without their `pricing` block (GET /search/pricing-blocks has them). */
    blocks?: boolean;
    /** false: regions without their contract `availability` records. */
    contract?: boolean;
    /** false: regions without their `current_availability` (the products' availability stays). */
    current?: boolean;
    /** The columns of the products' pricing records to send (columns.ts); default all. */
    columns?: readonly string[];
    /** true: the debris columns of each product in one field, `debris` (`pack_debris`). */
    packDebris?: boolean;
    /** true: each size, waste type, cost structure, hauler and region once (`shared_records`). */
    sharedRecords?: boolean;
  } = {},
) {
  const blocks = parts.blocks !== false;
  const contract = parts.contract !== false;
  const current = parts.current !== false;
  const shared = parts.sharedRecords === true;
  const {
    read: pricingColumns,
    productOf,
    cacheRows,
  } = projectionOf(parts.columns, blocks, !!parts.packDebris);
  const p: [number, number] = [input.longitude, input.latitude];
  const miles = Math.max(0, Number(input.buffer) || 0);
  // What lies at the point, in one query.
  const near = await selectRowsAsJson(db, {
    zones: zonesNear(p, miles),
    counties: countiesNear(p),
    markets: { from: markets, where: boxHit(markets.bbox, p, 0), cached: true },
    notes: {
      from: geoNotes,
      where: and(eq(geoNotes.active, true), boxHit(geoNotes.bbox, p, 0)),
      cached: true,
    },
  });
  const found = zonesServing(near.zones, p, miles);
  const locale = localeAt(near.counties, p);
  const marketRows = near.markets;
  const noteRows = near.notes;
  const strip = <T extends Row>(r: T) => {
    const { bbox: _b, min_lng: _1, min_lat: _2, max_lng: _3, max_lat: _4, ...rest } = r;
    return rest;
  };
  // Overlapping markets: the most specific (smallest box) one wins.
  const boxArea = (m: (typeof marketRows)[number]) =>
    ((m.max_lng ?? 0) - (m.min_lng ?? 0)) * ((m.max_lat ?? 0) - (m.min_lat ?? 0));
  const market = marketRows
    .filter((m) => containsPoint(m.boundaries, p))
    .sort((a, b) => boxArea(a) - boxArea(b))[0];
  const geo_notes = noteRows.filter((g) => containsPoint(g.boundaries, p)).map(strip);

  // Special-use zones are reported apart, and only when they contain the point itself.
  const regular = found.filter((z) => !z.special_use);
  const special = found.filter((z) => z.special_use && containsPoint(z.boundaries, p));
  const zones = [...regular, ...special];

  const zoneIds = zones.map((z) => z.id);
  const haulerIds = [...new Set(zones.map((z) => z.hauler_id))];
  const regionIds = [...new Set(zones.map((z) => z.region_id))];
  // The products' ids as a subquery: a few zone ids to send instead of every product's id. Run
  // once (`with`) for the four reads that name it.
  const products = sql`SELECT ${rolloffPricing.id} FROM ${rolloffPricing} WHERE ${inIds(rolloffPricing.service_area_id, zoneIds)}`;
  const pricingIds = sql`(SELECT id FROM ${sql.identifier(SEARCH_PRODUCTS)})`;
  // The note links of those products: read as rows, and naming the notes to read.
  const ofProducts = inArray(noteRolloffPricing.rolloff_pricing_id, pricingIds);
  const [rows, availability] = await Promise.all([
    selectRowsAsJson(
      db,
      {
        ...alertReads({ hauler: haulerIds, region: regionIds, zone: zoneIds, pricing: pricingIds }),
        noteLinks: { from: noteRolloffPricing, where: ofProducts },
        notes: {
          from: notes,
          where: inArray(
            notes.id,
            sql`(SELECT ${noteRolloffPricing.note_id} FROM ${noteRolloffPricing} WHERE ${ofProducts})`,
          ),
          cached: true,
        },
        haulers: { from: haulers, where: inIds(haulers.id, haulerIds), cached: true },
        regions: { from: regions, where: inIds(regions.id, regionIds), cached: true },
        pricing: {
          from: rolloffPricing,
          columns: pricingColumns,
          where: inIds(rolloffPricing.service_area_id, zoneIds),
          cached: cacheRows,
        },
        // The lookup lists a search names.
        sizes: { from: sizes, columns: { id: sizes.id, name: sizes.name } },
        wasteTypes: {
          from: wasteTypes,
          columns: {
            id: wasteTypes.id,
            name: wasteTypes.name,
            special_debris: wasteTypes.special_debris,
          },
        },
        costStructures: {
          from: costStructures,
          columns: { id: costStructures.id, name: costStructures.name },
        },
      },
      { with: { [SEARCH_PRODUCTS]: products } },
    ),
    loadRegionsAvailability(db, regionIds),
  ]);
  const { haulers: haulerRows, regions: regionRows } = rows;
  const pricingRows = rows.pricing as SearchRow[];
  const { sizes: sizeRows, wasteTypes: wasteRows, costStructures: costRows } = rows;
  const alertsOf = alertsBy(rows);
  const {
    hauler: haulerAlerts,
    region: regionAlerts,
    zone: zoneAlerts,
    pricing: pricingAlerts,
  } = alertsOf;
  const sizeById = new Map(sizeRows.map((s) => [s.id, s]));
  const wasteById = new Map(wasteRows.map((w) => [w.id, w]));
  const costById = new Map(costRows.map((c) => [c.id, c]));
  const haulerById = new Map(haulerRows.map((h) => [h.id, h]));
  const regionById = new Map(regionRows.map((r) => [r.id, r]));
  const pricingByZone = groupBy(pricingRows, (r) => r.service_area_id);
  const noteById = new Map(rows.notes.map((n) => [n.id, n]));
  const notesByPricing = groupBy(
    rows.noteLinks.filter((l) => noteById.has(l.note_id)),
    (l) => l.rolloff_pricing_id,
  );
  const availabilityCache: AvailabilityCache = new Map();
  // Each distinct availability result is sent once; products name theirs by key (most products
  // of a region share their results, so this keeps the answer small).
  const availabilityResults: Record<string, unknown> = {};
  const resultKeys = new Map<object, string>();
  const keyFor = (result: object) => {
    let k = resultKeys.get(result);
    if (!k) {
      k = `a${resultKeys.size + 1}`;
      resultKeys.set(result, k);
      availabilityResults[k] = result;
    }
    return k;
  };

  // With `shared_records`, each record the answer names, once, by id (`records`); the products
  // and zones name theirs by id only. A region's current availability is worked out at each zone,
  // so a caller that reads it gets each zone's region in the zone.
  const records = shared ? sharedRecordsOf() : undefined;
  const sharesRegions = shared && !current;

  const haulerOf = (h: (typeof haulerRows)[number]) => ({
    id: h.id,
    name: h.name,
    type: h.type,
    hauler_score: h.hauler_score,
    alerts: haulerAlerts.get(h.id) ?? [],
  });
  const regionOf = (
    r: (typeof regionRows)[number],
    avail: ReturnType<typeof availability.get>,
    today: string,
    currentAtZone: ReturnType<typeof currentFor>,
  ) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    notes: r.notes,
    timezone: r.timezone,
    today,
    territory: r.territory,
    we_win_winter: r.we_win_winter,
    portal_active: r.portal_active,
    exceptions: (avail?.exceptions ?? []).filter(
      (e) => !isOver(e, today) && !(e.bulk && (e.excluded_region_ids ?? []).includes(r.id)),
    ),
    // Left out when the caller does not read them (`contract_availability: false`): a
    // region's contract is about an eighth of an answer's bytes.
    ...(contract ? { availability: byDeliveryType(avail?.records ?? []) } : {}),
    // Left out when the caller does not read it (`current_availability: false`): a
    // region's current availability, one entry per size at each zone, is about a fifth
    // of an answer's bytes, and the products' availability (by key) stays.
    ...(current
      ? {
          current_availability: {
            ...(avail?.current ?? {
              id: null,
              window_active: false,
              window_days: null,
              calculated_at: null,
            }),
            ...byDeliveryType(currentAtZone),
          },
        }
      : {}),
    alerts: regionAlerts.get(r.id) ?? [],
  });

  const build = (z: (typeof zones)[number]) => {
    const h = haulerById.get(z.hauler_id);
    const r = regionById.get(z.region_id);
    const avail = availability.get(z.region_id);
    // The region's current availability at the zone and point, when the caller reads it.
    const currentAtZone =
      current && avail ? currentFor(avail, now, { zoneId: z.id, point: p }, availabilityCache) : [];
    const today = avail ? regionToday(avail, now) : now.toISOString().slice(0, 10);
    if (records && h && !(h.id in records.haulers)) records.haulers[h.id] = haulerOf(h);
    if (sharesRegions && records && r && !(r.id in records.regions))
      records.regions[r.id] = regionOf(r, avail, today, currentAtZone);
    const products = (pricingByZone.get(z.id) ?? []).map((pr) => {
      const size = pr.size_id ? (sizeById.get(pr.size_id) ?? null) : null;
      const waste = pr.waste_type_id ? (wasteById.get(pr.waste_type_id) ?? null) : null;
      const cs = pr.cost_structure_id ? (costById.get(pr.cost_structure_id) ?? null) : null;
      const costStructure = cs ? { name: cs.name } : null;
      // Sent once, in `records`, when the answer shares them: the product names them by id only.
      if (records) {
        keep(records.sizes, size?.id, size);
        keep(records.waste_types, waste?.id, waste);
        keep(records.cost_structures, cs?.id, costStructure);
      }
      const pa = avail
        ? productAvailability(
            avail,
            now,
            {
              zoneId: z.id,
              point: p,
              sizeId: pr.size_id ?? null,
              wasteTypeId: pr.waste_type_id ?? null,
              sizeName: size?.name ?? null,
            },
            availabilityCache,
          )
        : null;
      // Not `{ ...pr, … }`, which builds each product key by key (tens of microseconds for a row
      // of ~75 columns), nor Object.assign (a slow dictionary object, twice as slow to stringify).
      return productOf(pr, {
        // Keys into `availability_results`, per delivery type.
        availability: pa
          ? {
              newDeliveries: keyFor(pa.newDeliveries),
              emptyReturn: keyFor(pa.emptyReturn),
              pickUp: keyFor(pa.pickUp),
            }
          : null,
        exception_ids: pa?.exception_ids ?? [],
        size: records ? undefined : size,
        waste_type: records ? undefined : waste,
        cost_structure: records ? undefined : costStructure,
        profitability: profitability(pr.price, pr.cost),
        alerts: pricingAlerts.get(pr.id) ?? [],
        notes: (notesByPricing.get(pr.id) ?? []).map((l) => noteById.get(l.note_id)),
        // Left out when the caller reads blocks one at a time (`pricing_blocks: false`): about a
        // third of a product's bytes, read only by the price calculator.
        pricing: blocks
          ? productBlock(pr, z, {
              size: size?.name,
              wasteType: waste?.name,
              costStructure: cs?.name,
            })
          : undefined,
      });
    });
    // The zone's shape goes with it (the results map draws it): stored shapes are small
    // (ZIP-built outlines of a few hundred vertices at most), so they are sent as stored.
    return Object.assign({}, z, {
      distance_miles: miles > 0 ? Math.round(milesToArea(z.boundaries, p) * 10) / 10 : 0,
      alerts: zoneAlerts.get(z.id) ?? [],
      hauler: records ? undefined : h ? haulerOf(h) : null,
      region: sharesRegions ? undefined : r ? regionOf(r, avail, today, currentAtZone) : null,
      rolloff_pricing: products,
    });
  };

  const sort: SortValue = input.sort ?? 'def';
  const search_results = sortResults(regular.map(build), sort);
  const special_use_results = sortResults(special.map(build), sort);

  const history = userId
    ? await recordSearch(db, userId, input, {
        resultCount: search_results.reduce((n, z) => n + z.rolloff_pricing.length, 0),
        locale,
      })
    : { id: null };

  return {
    id: history.id,
    search_results,
    special_use_results,
    availability_results: availabilityResults,
    market: market ? strip(market) : null,
    locale,
    geo_notes,
    buffer: miles,
    ...(records ? { records } : {}),
  };
}

/** The records a `shared_records` answer sends once, by id. */
function sharedRecordsOf() {
  return {
    sizes: {} as Record<number, unknown>,
    waste_types: {} as Record<number, unknown>,
    cost_structures: {} as Record<number, unknown>,
    haulers: {} as Record<number, unknown>,
    regions: {} as Record<number, unknown>,
  };
}

/** Keeps `record` under `id` in `into` the first time it is named. */
function keep(into: Record<number, unknown>, id: number | null | undefined, record: unknown) {
  if (id != null && !(id in into)) into[id] = record;
}

/**
 * Products' pricing-record columns by id, as a search of the same `columns` and `packDebris` sends
 * them, without what the search adds (availability, alerts, notes, blocks): in the order of
 * `ids`, unknown ids left out. A caller that asks its search for a few columns reads the rest of
 * the products it shows here (POST /search/products). Their rows are kept as a search keeps its
 * own (json-rows.ts).
 */
export async function productColumnsOf(
  db: Db,
  ids: readonly number[],
  o: { columns?: readonly string[]; packDebris?: boolean } = {},
) {
  if (ids.length === 0) return [];
  const { read, columnsOf, cacheRows } = projectionOf(o.columns, false, !!o.packDebris);
  const { rows } = await selectRowsAsJson(db, {
    rows: {
      from: rolloffPricing,
      columns: read,
      where: inIds(rolloffPricing.id, ids),
      cached: cacheRows,
    },
  });
  const byId = new Map((rows as SearchRow[]).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [columnsOf(row)] : [];
  });
}

/**
 * The pricing blocks of products by id, as a search with blocks answers them; unknown ids are
 * left out.
 */
export async function pricingBlocksOf(db: Db, ids: readonly number[]) {
  const blocks = new Map<number, ReturnType<typeof productBlock>>();
  if (ids.length === 0) return blocks;
  const rows = await db
    .select({
      row: rolloffPricing,
      zone: {
        name: serviceAreas.name,
        netsuite_name: serviceAreas.netsuite_name,
        hauler_id: serviceAreas.hauler_id,
      },
      size: sizes.name,
      wasteType: wasteTypes.name,
      costStructure: costStructures.name,
    })
    .from(rolloffPricing)
    .innerJoin(serviceAreas, eq(serviceAreas.id, rolloffPricing.service_area_id))
    .leftJoin(sizes, eq(sizes.id, rolloffPricing.size_id))
    .leftJoin(wasteTypes, eq(wasteTypes.id, rolloffPricing.waste_type_id))
    .leftJoin(costStructures, eq(costStructures.id, rolloffPricing.cost_structure_id))
    .where(inIds(rolloffPricing.id, ids));
  for (const r of rows) blocks.set(r.row.id, productBlock(r.row, r.zone, r));
  return blocks;
}

/**
 * Records a search in the user's history: one row per search, with the number of products
 * found. The same place searched again right after (a rerun, Expand Search) updates the last
 * row instead of adding one. A search without an address (other tools send a point) is named
 * by its point and county so that the row is readable. One statement (the last row read, then
 * updated or a row added), as every search runs it: a round trip and a plan fewer than reading
 * the last row first, which on PGlite is CPU of this process; there it is also prepared once.
 */
async function recordSearch(
  db: Db,
  userId: number,
  input: SearchInput,
  o: { resultCount: number; locale: { county?: string | null; state?: string | null } | null },
): Promise<{ id: number }> {
  const where = o.locale?.county ? ` (${o.locale.county}, ${o.locale.state ?? ''})` : '';
  const address =
    (typeof input.address === 'string' && input.address.trim()) ||
    `${input.latitude.toFixed(5)}, ${input.longitude.toFixed(5)}${where}`;
  const h = searchHistory;
  const placeId = input.place_id ?? null;
  const query = JSON.stringify(input);
  // "The same place": the same place id (or none) and the same point to a millionth of a degree.
  const rows = await runStatement(
    db,
    sql`
    WITH last AS (
      SELECT ${h.id} AS id, ${h.place_id} AS place_id, ${h.latitude} AS latitude, ${h.longitude} AS longitude
      FROM ${h} WHERE ${h.user_id} = ${userId}
      ORDER BY ${h.created_at} DESC, ${h.id} DESC LIMIT 1
    ), same AS (
      SELECT id FROM last
      WHERE place_id IS NOT DISTINCT FROM ${placeId}::text
        AND abs(latitude - ${input.latitude}::float8) < 1e-6
        AND abs(longitude - ${input.longitude}::float8) < 1e-6
    ), updated AS (
      UPDATE ${h} SET query = ${query}::jsonb, place_id = ${placeId}::text,
        formatted_address = ${address}, latitude = ${input.latitude}::float8,
        longitude = ${input.longitude}::float8, result_count = ${o.resultCount}::int,
        created_at = now(), updated_at = now()
      WHERE ${h.id} = (SELECT id FROM same)
      RETURNING ${h.id} AS id
    ), added AS (
      INSERT INTO ${h} (user_id, query, place_id, formatted_address, latitude, longitude, result_count)
      SELECT ${userId}::int, ${query}::jsonb, ${placeId}::text, ${address}, ${input.latitude}::float8,
        ${input.longitude}::float8, ${o.resultCount}::int
      WHERE NOT EXISTS (SELECT 1 FROM same)
      RETURNING ${h.id} AS id
    )
    SELECT id FROM updated UNION ALL SELECT id FROM added
  `,
    { prepare: true },
  );
  return { id: Number(rows[0].id) };
}
