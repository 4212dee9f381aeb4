// Over 300 lines: the case table through every path that answers availability, side by side.
// The availability case table (availability-cases.ts) through every path that answers
// availability: the engine itself, GET /current-availability/calculate, POST /search and the
// GraphQL quote query. Each path must give every case's expected answer, so they agree.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import * as s from '../../api/src/db/schema.ts';
import {
  productAvailability,
  recalculateRegion,
  type RegionAvailabilityData,
} from '../../api/src/domain/availability/store.ts';
import type { AvailabilityException } from '../../api/src/domain/availability/types.ts';
import { startHarness, type Harness } from '../gateway/harness.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import {
  CASES,
  STANDARD_CONTRACT,
  type AvailabilityCase,
  type CaseException,
  type Expected,
} from './availability-cases.ts';
import { bounds, fc } from './fixtures.ts';
import { squareAround } from '../helpers/geojson.ts';

// A point far from the demo data (Eureka, NV; ZIP 89316's centroid) where every case's zone lies.
const POINT: [number, number] = [-115.9943, 39.5897];
const PLACE_ID = `ChIJ${Buffer.from('zip:89316').toString('base64').replace(/=+$/, '')}`;
const AROUND = fc(squareAround(POINT, 0.01));
const ELSEWHERE = fc(squareAround([POINT[0] + 1, POINT[1] + 1], 0.01));

const instant = (c: AvailabilityCase) => DateTime.fromISO(c.at, { zone: c.zone }).toJSDate();

/** The ids a case's symbolic exception lists stand for. */
interface World {
  regionId: number;
  zoneId: number;
  sizeId: number;
  otherSizeId: number;
  wasteTypeId: number;
  otherWasteTypeId: number;
}

/** A case exception as the record the API stores (symbolic lists resolved). */
function materialise(e: CaseException, w: World): Record<string, unknown> {
  const pick = <T>(v: string | undefined, own: T, other: T) =>
    v === undefined ? '' : String(v === 'product' || v === 'own' ? own : other);
  const out: Record<string, unknown> = {
    type: e.type,
    reason: e.reason ?? 'Internal',
    bulk: !!e.bulk,
    region_id: e.bulk || e.region === 'none' ? null : w.regionId,
    action_type: e.action_type ?? 'permanent',
    action_date: e.action_date ?? null,
    delivery_type: e.delivery_type ?? 'newDeliveries,emptyReturn,pickup',
    sizes: pick(e.sizes, w.sizeId, w.otherSizeId),
    waste_types: pick(e.waste_types, w.wasteTypeId, w.otherWasteTypeId),
    service_areas: pick(e.service_areas, w.zoneId, 999_999),
    days_of_week: e.days_of_week ?? null,
    window_days: e.window_days ?? null,
    availability_action: e.availability_action ?? null,
    next_available_date: e.next_available_date ?? null,
    start_date: e.start_date ?? null,
    end_date: e.end_date ?? null,
  };
  if (e.boundaries) {
    out.boundaries = e.boundaries === 'around' ? AROUND : ELSEWHERE;
    out.boundaries_description = 'Flood zone';
  }
  return out;
}

/** What a path answered for one delivery type, reduced to what the table checks. */
interface Got {
  text: string;
  type: string;
  date: string | null;
  reasons: { kind: string; text: string }[];
}
function check(got: Got | undefined, want: Expected, label: string) {
  expect({ label, ...got }).toMatchObject({
    label,
    text: want.text,
    type: want.type,
    ...(want.date !== undefined ? { date: want.date } : {}),
  });
  expect({ label, kinds: got!.reasons.map((r) => r.kind) }).toEqual({
    label,
    kinds: want.reasons,
  });
  if (want.reasonText)
    expect({ label, texts: got!.reasons.map((r) => r.text) }).toEqual({
      label,
      texts: expect.arrayContaining([want.reasonText]),
    });
}
const fromRest = (r: any): Got => ({
  text: r.delivery_date.friendlyText,
  type: r.delivery_date.availabilityType,
  date: r.delivery_date.date,
  reasons: r.reasons,
});

describe('the rules themselves (the engine, no database)', () => {
  // The same records the integration below stores, built in memory.
  const w: World = {
    regionId: 1,
    zoneId: 10,
    sizeId: 3,
    otherSizeId: 4,
    wasteTypeId: 5,
    otherWasteTypeId: 6,
  };
  test.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const records = (['newDeliveries', 'emptyReturn', 'pickUp'] as const).map((t, i) => ({
      id: i + 1,
      region_id: w.regionId,
      delivery_type: t,
      size_id: t === 'newDeliveries' ? w.sizeId : null,
      ...STANDARD_CONTRACT,
      ...c.contract,
    }));
    const exceptions = (c.exceptions ?? []).map((e, i) => ({
      ...materialise(e, w),
      id: 100 + i,
      excluded_region_ids: e.excluded ? [w.regionId] : [],
      updated_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
    })) as AvailabilityException[];
    const data: RegionAvailabilityData = {
      region: { id: w.regionId, timezone: c.zone, name: 'R' },
      records,
      exceptions,
      current: null,
      currentRows: { newDeliveries: [], emptyReturn: [], pickUp: [] },
    };
    const pa = productAvailability(data, instant(c), {
      zoneId: w.zoneId,
      point: POINT,
      sizeId: w.sizeId,
      wasteTypeId: w.wasteTypeId,
    });
    check(fromRest(pa.newDeliveries), c.newDeliveries, c.name);
    if (c.pickUp) check(fromRest(pa.pickUp), c.pickUp, `${c.name} (pickUp)`);
  });
});

describe('every path through the running main API and gateway', () => {
  let api: TestApi;
  let h: Harness;
  let now = new Date();
  let admin: string;
  const worlds = new Map<AvailabilityCase, World>();
  const created = new Map<AvailabilityCase, number[]>();

  beforeAll(async () => {
    api = await startTestApi({}, { clock: () => now });
    h = await startHarness({}, api);
    admin = await api.token('admin@demo.local');
    const db = api.database.db;
    const rest = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${api.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${admin}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as any;
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const [size, otherSize] = await db
      .insert(s.sizes)
      .values([{ name: '15 Yard Case' }, { name: '25 Yard Case' }])
      .returning();
    const [waste, otherWaste] = await db
      .insert(s.wasteTypes)
      .values([{ name: 'Case Debris' }, { name: 'Case Other' }])
      .returning();
    const [hauler] = await db
      .insert(s.haulers)
      .values({ name: 'Case Hauling', type: 'inNetwork' })
      .returning();
    const zoneShape = fc(squareAround(POINT, 0.05));
    for (const c of CASES) {
      const [region] = await db
        .insert(s.regions)
        .values({ hauler_id: hauler.id, name: `Case: ${c.name}`, timezone: c.zone })
        .returning();
      const [zone] = await db
        .insert(s.serviceAreas)
        .values({
          hauler_id: hauler.id,
          region_id: region.id,
          name: `Case zone ${region.id}`,
          active: 1,
          boundaries: zoneShape,
          ...bounds(zoneShape),
        })
        .returning();
      await db.insert(s.rolloffPricing).values({
        service_area_id: zone.id,
        size_id: size.id,
        waste_type_id: waste.id,
        price: '400.00',
        cost: '200.00',
      });
      await db.insert(s.availability).values(
        (['newDeliveries', 'emptyReturn', 'pickUp'] as const).map((t) => ({
          region_id: region.id,
          delivery_type: t,
          size_id: t === 'newDeliveries' ? size.id : null,
          ...STANDARD_CONTRACT,
          ...(c.contract as object),
        })),
      );
      worlds.set(c, {
        regionId: region.id,
        zoneId: zone.id,
        sizeId: size.id,
        otherSizeId: otherSize.id,
        wasteTypeId: waste.id,
        otherWasteTypeId: otherWaste.id,
      });
    }
    // Exceptions through the API, as staff save them (a record without a region cannot be
    // saved there, so it is stored directly). Bulk ones reach every region: remove each from
    // every other case's region, and from its own when the case says so.
    const regionIds = [...worlds.values()].map((w) => w.regionId);
    for (const c of CASES) {
      const w = worlds.get(c)!;
      for (const e of c.exceptions ?? []) {
        const body = materialise(e, w);
        if (e.region === 'none') {
          await db.insert(s.exceptions).values(body as never);
          continue;
        }
        const ex = await rest('POST', '/exceptions', body);
        created.set(c, [...(created.get(c) ?? []), ex.id]);
        if (e.bulk)
          for (const r of regionIds)
            if (r !== w.regionId || e.excluded)
              await rest('POST', `/exception/${ex.id}/exclude/${r}`);
      }
    }
  }, 180_000);
  afterAll(async () => {
    // The harness closes only an API it started itself.
    await h?.close();
    await api?.close();
  });

  /** Runs `fn` with the API's clock at each distinct instant of the cases, grouped. */
  async function byInstant(fn: (cases: AvailabilityCase[]) => Promise<void>) {
    const groups = new Map<number, AvailabilityCase[]>();
    for (const c of CASES) {
      const t = instant(c).getTime();
      groups.set(t, [...(groups.get(t) ?? []), c]);
    }
    for (const [t, cases] of groups) {
      now = new Date(t);
      await fn(cases);
    }
  }

  test('GET /current-availability/calculate (region level: no zone, waste type or point)', async () => {
    for (const c of CASES.filter((x) => x.regionLevel)) {
      const w = worlds.get(c)!;
      const row = { size_id: w.sizeId, ...STANDARD_CONTRACT, ...c.contract };
      const q = new URLSearchParams({
        region_id: String(w.regionId),
        now: instant(c).toISOString(),
        data: JSON.stringify({ rows: { newDeliveries: [row] } }),
      });
      const res = await fetch(`${api.url}/current-availability/calculate?${q}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as any;
      check(fromRest(body.rows.newDeliveries[0]), c.newDeliveries, c.name);
    }
  });

  test('POST /search: each product carries its result per delivery type', async () => {
    await byInstant(async (cases) => {
      const res = await fetch(`${api.url}/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ latitude: POINT[1], longitude: POINT[0] }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as any;
      for (const c of cases) {
        const zone = body.search_results.find((z: any) => z.id === worlds.get(c)!.zoneId);
        const product = zone.rolloff_pricing[0];
        const result = (t: string) => body.availability_results[product.availability[t]];
        check(fromRest(result('newDeliveries')), c.newDeliveries, c.name);
        if (c.pickUp) check(fromRest(result('pickUp')), c.pickUp, `${c.name} (pickUp)`);
      }
    });
  });

  test('GraphQL quote: the same answers, with the reasons', async () => {
    const QUERY = `query CaseQuote($placeId: ID!, $lat: Float, $lng: Float) {
      quote(placeId: $placeId, lat: $lat, lng: $lng) {
        zones { databaseId products { availability {
          deliveryType
          deliveryDate { date availabilityType friendlyText }
          reasons { kind exceptionId text }
        } } }
      }
    }`;
    await byInstant(async (cases) => {
      const r = await h.gql(
        QUERY,
        { placeId: PLACE_ID, lat: POINT[1], lng: POINT[0] },
        { token: admin },
      );
      expect(r.body.errors).toBeUndefined();
      for (const c of cases) {
        const zone = r.body.data!.quote.zones.find(
          (z: any) => z.databaseId === worlds.get(c)!.zoneId,
        );
        const of = (t: string): Got => {
          const a = zone.products[0].availability.find((x: any) => x.deliveryType === t);
          return {
            text: a.deliveryDate.friendlyText,
            type: a.deliveryDate.availabilityType,
            date: a.deliveryDate.date,
            reasons: a.reasons,
          };
        };
        check(of('newDeliveries'), c.newDeliveries, c.name);
        if (c.pickUp) check(of('pickUp'), c.pickUp, `${c.name} (pickUp)`);
      }
    });
  });

  test('the midnight schedule holds no exception: one deleted during the day counts at once', async () => {
    const c = CASES.find((x) => x.name === 'regional noService')!;
    const w = worlds.get(c)!;
    now = instant(c);
    const friendly = async () => {
      const res = await fetch(`${api.url}/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ latitude: POINT[1], longitude: POINT[0] }),
      });
      const body = (await res.json()) as any;
      const zone = body.search_results.find((z: any) => z.id === w.zoneId);
      const key = zone.rolloff_pricing[0].availability.newDeliveries;
      return body.availability_results[key].delivery_date.friendlyText;
    };
    await recalculateRegion(api.database.db, w.regionId, now); // what the midnight job does
    expect(await friendly()).toBe('No Service');
    const del = await fetch(`${api.url}/exception/${created.get(c)![0]}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(del.status).toBeLessThan(300);
    expect(await friendly()).toBe('Today');
  });
});
