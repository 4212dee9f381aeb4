// Calculated availability: GET /current-availability/calculate (what the current schedule would be
// for the rows being edited) and GET /region/{id}/availability (the contract with today's result).
import type { FastifyInstance } from 'fastify';
import { requireAny, rules } from '../auth/guard.ts';
import { badRequest, notFound } from '../errors.ts';
import { calculateAvailability } from '../domain/availability/calculate.ts';
import {
  byDeliveryType,
  currentFor,
  loadRegionsAvailability,
} from '../domain/availability/store.ts';
import type { AvailabilityRecord } from '../domain/availability/types.ts';
import { DELIVERY_TYPES } from '../domain/availability/types.ts';

const read = requireAny(...rules.readHauler);
const CONTROL = new Set(['region_id', 'timezone', 'now', 'data']);
const BOOL = /(_active|_must_call|^must_call_all|^no_service|^must_call)$/;
const NUM = /^(window_days|days_out)$/;

/** Turns flat keys like `new[newDeliveries][0][same_day_active]` into nested objects and arrays. */
export function nestQuery(q: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(q)) {
    const path = key
      .replace(/\]/g, '')
      .split('[')
      .filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1)
        node[part] = Array.isArray(value) ? value[value.length - 1] : value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function coerce(row: Record<string, unknown>): AvailabilityRecord {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (typeof v === 'string' && BOOL.test(k)) out[k] = v === 'true' || v === '1';
    else if (typeof v === 'string' && NUM.test(k))
      out[k] = v === '' || v === 'null' ? null : Number(v);
    else if (v === 'null') out[k] = null;
    else out[k] = v;
  }
  return out as AvailabilityRecord;
}

const asList = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v)
    ? v
    : v && typeof v === 'object'
      ? (Object.values(v) as Record<string, unknown>[])
      : [];

/** Registers the calculated availability routes. */
export async function availabilityCalcRoutes(app: FastifyInstance) {
  app.get('/current-availability/calculate', {
    schema: {
      tags: ['availability'],
      summary:
        'Calculates current availability for the sent rows (e.g. new[newDeliveries][0][same_day_active]=true, old[...]); region_id gives the time zone and exceptions',
      security: [{ bearer: [] }],
      // Row keys like new[newDeliveries][0][same_day_active] are accepted besides these.
      querystring: {
        type: 'object',
        properties: {
          region_id: { type: 'string', maxLength: 12 },
          timezone: { type: 'string', maxLength: 64 },
          now: { type: 'string', maxLength: 40 },
          data: { type: 'string', maxLength: 100000 },
        },
      },
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    preHandler: read,
    handler: async (req) => {
      const q = req.query as Record<string, unknown>;
      let input: Record<string, unknown>;
      try {
        input = typeof q.data === 'string' ? JSON.parse(q.data) : nestQuery(q);
      } catch {
        throw badRequest('data must be JSON');
      }
      const regionId = q.region_id !== undefined ? Number(q.region_id) : undefined;
      if (regionId !== undefined && !(Number.isInteger(regionId) && regionId > 0))
        throw badRequest('region_id must be a positive integer');
      const data = regionId
        ? (await loadRegionsAvailability(app.deps.database.db, [regionId])).get(regionId)
        : undefined;
      if (regionId && !data) throw notFound(`Region ${regionId} not found`);
      const timeZone = String(q.timezone ?? data?.region.timezone ?? 'America/Chicago');
      const now = q.now ? new Date(String(q.now)) : (app.deps.clock?.() ?? new Date());
      if (Number.isNaN(now.getTime())) throw badRequest('now must be an ISO date-time');
      const calc = (row: Record<string, unknown>, deliveryType?: string) => {
        const rec = coerce({ ...row, ...(deliveryType ? { delivery_type: deliveryType } : {}) });
        try {
          const result = calculateAvailability(rec, {
            now,
            timeZone,
            exceptions: data?.exceptions ?? [],
            item: { regionId: regionId ?? -1 },
          });
          return { ...row, ...result, size_id: row.size_id ?? null };
        } catch (e) {
          throw badRequest((e as Error).message);
        }
      };
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input)) {
        if (CONTROL.has(key)) continue;
        if (
          value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.keys(value).some((k) => (DELIVERY_TYPES as string[]).includes(k))
        ) {
          const group: Record<string, unknown> = {};
          for (const [type, rows] of Object.entries(value))
            group[type] = asList(rows).map((r) => calc(r, type));
          out[key] = group;
        } else {
          out[key] = asList(value).map((r) => calc(r));
        }
      }
      return out;
    },
  });

  app.get('/region/:id/availability', {
    schema: {
      tags: ['availability'],
      summary:
        "A region's contract availability records with today's calculated delivery date (collection, also keyed by delivery type)",
      security: [{ bearer: [] }],
      params: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
      },
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    preHandler: read,
    handler: async (req) => {
      const { id } = req.params as { id: number };
      const data = (await loadRegionsAvailability(app.deps.database.db, [id])).get(id);
      if (!data) throw notFound(`Region ${id} not found`);
      const current = currentFor(data, app.deps.clock?.() ?? new Date());
      const models = data.records.map((rec, i) => ({
        ...rec,
        delivery_date: current[i].delivery_date,
        next_available_service: current[i].next_available_service,
        current: current[i],
      }));
      return { models, total_pages: 1, total: models.length, ...byDeliveryType(models) };
    },
  });
}
