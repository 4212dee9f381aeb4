// Over 300 lines: the five generic calls and their shared checks.
// The generic record calls of docs/decisions.md#calls for the nine model names (singular or plural):
// POST /{model}, GET /{model}, GET/PUT/DELETE /{model}/{id}. Any other name answers
// 'Invalid model type: {name}'.
import type { FastifyInstance } from 'fastify';
import { rules } from '../auth/guard.ts';
import { ApiError, notFound } from '../errors.ts';
import * as m from '../repo/models.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  truthy,
  updateRecord,
  type ListQuery,
  type ResourceDef,
} from '../repo/records.ts';
import { inArray, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import {
  TERRITORIES,
  idParams,
  idsParam as idsParamOf,
  idsOf,
  listQuery,
  oneOf,
  type JsonSchema,
} from '../schemas/common.ts';
import * as f from '../schemas/models.ts';
import { deletedResponse, listOf, recordResponse } from '../schemas/responses.ts';
import { access, doc, uid } from './common.ts';

interface ModelRoute {
  names: string[];
  tag: string;
  def: ResourceDef;
  read: readonly string[] | null;
  body: JsonSchema;
  query?: Record<string, JsonSchema>;
  /** The shared response schema (schemas/responses.ts). */
  record: string;
}

/** A comma list of ids (`1,2,3`): the gateway loads the children of many parents in one call. */
const idsParam: JsonSchema = idsParamOf();

/** Note link tables by the list filter that reads them. */
const NOTE_LINK_FILTERS: Record<string, [string, string]> = {
  hauler_ids: ['note_haulers', 'hauler_id'],
  service_area_ids: ['note_service_areas', 'service_area_id'],
  rolloff_pricing_ids: ['note_rolloff_pricing', 'rolloff_pricing_id'],
};

/** Alert link tables by the list filter that reads them. */
const ALERT_LINK_FILTERS: Record<string, [string, string]> = {
  hauler_ids: ['alert_haulers', 'hauler_id'],
  region_ids: ['alert_regions', 'region_id'],
  service_area_ids: ['alert_service_areas', 'service_area_id'],
  market_ids: ['alert_markets', 'market_id'],
  rolloff_pricing_ids: ['alert_rolloff_pricing', 'rolloff_pricing_id'],
};

const pricingBody = f.bodySchema(f.pricingFields, f.pricingIgnored);
/** Pricing saves may also come as `{data, user_id}` (docs/decisions.md#calls: "carries data and the user id"). */
const pricingEnvelope: JsonSchema = {
  ...pricingBody,
  properties: { ...(pricingBody.properties as object), data: pricingBody },
};

export const MODEL_ROUTES: ModelRoute[] = [
  {
    names: ['alert', 'alerts'],
    record: 'Alert',
    tag: 'alerts',
    def: m.alert,
    read: rules.readAlert,
    body: f.bodySchema(f.alertFields, f.alertIgnored),
    query: {
      territory: oneOf(TERRITORIES),
      hauler_ids: idsParam,
      region_ids: idsParam,
      service_area_ids: idsParam,
      market_ids: idsParam,
      rolloff_pricing_ids: idsParam,
    },
  },
  {
    names: ['hauler', 'haulers'],
    record: 'Hauler',
    tag: 'haulers',
    def: m.hauler,
    read: rules.readHauler,
    body: f.bodySchema(f.haulerFields, f.haulerIgnored),
    query: {
      active: { type: 'boolean' },
      type: oneOf(['inNetwork', 'outOfNetwork']),
      territory: oneOf(TERRITORIES),
    },
  },
  {
    names: ['market', 'markets'],
    record: 'Market',
    tag: 'markets',
    def: m.market,
    read: rules.readMarket,
    body: f.bodySchema(f.marketFields, f.marketIgnored),
  },
  {
    names: ['size', 'sizes'],
    record: 'Size',
    tag: 'lookups',
    def: m.size,
    read: null,
    body: f.bodySchema(f.sizeFields),
  },
  {
    names: ['note', 'notes'],
    record: 'Note',
    tag: 'notes',
    def: m.note,
    read: rules.readHauler,
    body: f.bodySchema(f.noteFields, f.noteIgnored),
    query: { hauler_ids: idsParam, service_area_ids: idsParam, rolloff_pricing_ids: idsParam },
  },
  {
    names: ['service-area', 'service-areas'],
    record: 'ServiceArea',
    tag: 'zones',
    def: m.serviceArea,
    read: rules.readHauler,
    body: f.bodySchema(f.serviceAreaFields, f.serviceAreaIgnored),
    query: { region_ids: idsParam, hauler_ids: idsParam },
  },
  {
    names: ['waste-type', 'waste-types'],
    record: 'WasteType',
    tag: 'lookups',
    def: m.wasteType,
    read: null,
    body: f.bodySchema(f.wasteTypeFields),
  },
  {
    names: ['rolloff-pricing', 'rolloff-pricings'],
    record: 'RolloffPricing',
    tag: 'pricing',
    def: m.rolloffPricing,
    read: rules.readHauler,
    body: pricingEnvelope,
    query: { service_area_ids: idsParam },
  },
  {
    names: ['geo-note', 'geo-notes'],
    record: 'GeoNote',
    tag: 'geo notes',
    def: m.geoNote,
    read: rules.readAlert,
    body: f.bodySchema(f.geoNoteFields, f.geoNoteIgnored),
  },
];

/** Unwraps a `{data, user_id}` pricing body. */
const unwrap = (body: Record<string, unknown>) =>
  body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : body;

/** Extra filters of some lists (hauler active/type, alert territory). */
function extraFilters(r: ModelRoute, q: Record<string, unknown>) {
  const out = [];
  if (r.def === m.hauler && q.active !== undefined)
    out.push(sql`"haulers"."active" = ${truthy(q.active)}`);
  if (r.def === m.hauler && q.type) out.push(sql`"haulers"."type" = ${q.type}`);
  if (r.def === m.alert && q.territory) out.push(sql`${m.alertVirtual.territory} = ${q.territory}`);
  if (r.def === m.hauler && q.territory)
    out.push(
      sql`EXISTS (SELECT 1 FROM regions r WHERE r.hauler_id = "haulers"."id" AND r.territory = ${q.territory})`,
    );
  const links =
    r.def === m.alert
      ? { owner: 'alert_id', table: '"alerts"', filters: ALERT_LINK_FILTERS }
      : r.def === m.note
        ? { owner: 'note_id', table: '"notes"', filters: NOTE_LINK_FILTERS }
        : null;
  if (links) {
    for (const [param, [table, col]] of Object.entries(links.filters)) {
      if (!q[param]) continue;
      out.push(
        sql`${sql.raw(links.table)}."id" IN (SELECT ${sql.identifier(links.owner)} FROM ${sql.identifier(table)} WHERE ${sql.identifier(col)} IN (${sql.join(
          idsOf(q[param]).map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      );
    }
  }
  if (r.def === m.serviceArea && q.region_ids)
    out.push(inArray(t.serviceAreas.region_id, idsOf(q.region_ids)));
  if (r.def === m.serviceArea && q.hauler_ids)
    out.push(inArray(t.serviceAreas.hauler_id, idsOf(q.hauler_ids)));
  if (r.def === m.rolloffPricing && q.service_area_ids)
    out.push(inArray(t.rolloffPricing.service_area_id, idsOf(q.service_area_ids)));
  return out;
}

/** Registers the generic model routes and the 'Invalid model type' answer for other names. */
export async function modelRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const write = access(rules.write);
  for (const r of MODEL_ROUTES) {
    const read = access(r.read);
    const title = r.def.title;
    for (const name of r.names) {
      app.post(
        `/${name}`,
        {
          preHandler: write,
          schema: doc({
            tag: r.tag,
            summary: `Create a ${title.toLowerCase()}`,
            body: r.body,
            status: 201,
            response: recordResponse(r.record, `The created ${title.toLowerCase()}`),
          }),
        },
        async (req, reply) =>
          reply
            .status(201)
            .send(
              await createRecord(
                db(),
                r.def,
                unwrap(req.body as Record<string, unknown>),
                uid(req),
              ),
            ),
      );
      app.get(
        `/${name}`,
        {
          preHandler: read,
          schema: doc({
            tag: r.tag,
            summary: `List or search ${title.toLowerCase()} records`,
            querystring: listQuery(r.query),
            response: listOf(r.record),
          }),
        },
        async (req) =>
          listRecords(
            db(),
            r.def,
            req.query as ListQuery,
            extraFilters(r, req.query as Record<string, unknown>),
          ),
      );
      app.get(
        `/${name}/:id`,
        {
          preHandler: read,
          schema: doc({
            tag: r.tag,
            summary: `Read a ${title.toLowerCase()}`,
            params: idParams,
            response: recordResponse(r.record),
          }),
        },
        async (req) => getRecord(db(), r.def, (req.params as { id: number }).id),
      );
      app.put(
        `/${name}/:id`,
        {
          preHandler: write,
          schema: doc({
            tag: r.tag,
            summary: `Update a ${title.toLowerCase()} (409 when updated_at is older)`,
            params: idParams,
            body: r.body,
            response: recordResponse(r.record, `The updated ${title.toLowerCase()}`),
          }),
        },
        async (req) =>
          updateRecord(
            db(),
            r.def,
            (req.params as { id: number }).id,
            unwrap(req.body as Record<string, unknown>),
            uid(req),
          ),
      );
      app.delete(
        `/${name}/:id`,
        {
          preHandler: write,
          schema: doc({
            tag: r.tag,
            summary: `Delete a ${title.toLowerCase()}`,
            params: idParams,
            response: deletedResponse,
          }),
        },
        async (req) => deleteRecord(db(), r.def, (req.params as { id: number }).id),
      );
    }
  }

  const invalid = async (req: { params: unknown; method: string; url: string }) => {
    const { model } = req.params as { model: string };
    // `/` (and `/x/..`, which clients resolve to it) reaches `/:model` with no name: no route.
    if (!model) throw notFound(`No route for ${req.method} ${req.url.split('?')[0]}`);
    throw new ApiError(400, 'INVALID_MODEL_TYPE', `Invalid model type: ${model}`);
  };
  const modelParams = {
    type: 'object',
    properties: { model: { type: 'string' }, id: { type: 'string' } },
  };
  const auth = access(null);
  const invalidDoc = (summary: string) => ({
    ...doc({ tag: 'models', summary, params: modelParams }),
    hide: true,
  });
  app.get('/:model', { preHandler: auth, schema: invalidDoc('Unknown model') }, invalid);
  app.post('/:model', { preHandler: auth, schema: invalidDoc('Unknown model') }, invalid);
  app.get('/:model/:id', { preHandler: auth, schema: invalidDoc('Unknown model') }, invalid);
  app.put('/:model/:id', { preHandler: auth, schema: invalidDoc('Unknown model') }, invalid);
  app.delete('/:model/:id', { preHandler: auth, schema: invalidDoc('Unknown model') }, invalid);
}
