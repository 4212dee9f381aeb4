// Plain record calls for contract and current availability (docs/decisions.md#calls). The calculation
// (GET /current-availability/calculate, GET region/{id}/availability) lives with the domain code.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { rules } from '../auth/guard.ts';
import * as t from '../db/schema.ts';
import * as a from '../repo/availability.ts';
import {
  createRecord,
  getRecord,
  listRecords,
  updateRecord,
  type ListQuery,
  type ResourceDef,
} from '../repo/records.ts';
import { idParams, listQuery, type JsonSchema } from '../schemas/common.ts';
import * as s from '../schemas/availability.ts';
import { bodySchema } from '../schemas/models.ts';
import { access, doc, uid } from './common.ts';
import { listOf, recordResponse } from '../schemas/responses.ts';

const tag = 'availability';

/** Registers the availability record routes. */
export async function availabilityRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const read = access(rules.readHauler);
  const write = access(rules.write);
  const contractBody = bodySchema(s.availabilityFields, s.availabilityIgnored);

  app.post(
    '/availabilities',
    {
      preHandler: write,
      schema: doc({
        tag,
        summary: 'Create a contract availability record',
        body: contractBody,
        status: 201,
        response: recordResponse('Availability', 'The created contract availability record'),
      }),
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await createRecord(db(), a.availability, req.body as Record<string, unknown>, uid(req)),
        ),
  );
  app.get(
    '/availabilities',
    {
      preHandler: read,
      schema: doc({
        tag,
        summary: 'List contract availability records',
        querystring: listQuery({ region_id: { type: 'integer', minimum: 1, maximum: 2147483647 } }),
        response: listOf('Availability'),
      }),
    },
    async (req) => {
      const q = req.query as ListQuery & { region_id?: number };
      return listRecords(
        db(),
        a.availability,
        q,
        q.region_id ? [eq(t.availability.region_id, q.region_id)] : [],
      );
    },
  );
  app.get(
    '/availability/:id',
    {
      preHandler: read,
      schema: doc({
        tag,
        summary: 'Read a contract availability record',
        params: idParams,
        response: recordResponse('Availability'),
      }),
    },
    async (req) => getRecord(db(), a.availability, (req.params as { id: number }).id),
  );
  app.put(
    '/availability/:id',
    {
      preHandler: write,
      schema: doc({
        tag,
        summary: 'Update a contract availability record (size is ignored)',
        params: idParams,
        body: contractBody,
        response: recordResponse('Availability', 'The updated contract availability record'),
      }),
    },
    async (req) => {
      const body = { ...(req.body as Record<string, unknown>) };
      delete body.region_id;
      delete body.delivery_type;
      delete body.size_id;
      return updateRecord(db(), a.availability, (req.params as { id: number }).id, body, uid(req));
    },
  );

  const pair = (
    path: string,
    def: ResourceDef,
    body: JsonSchema,
    what: string,
    put?: (id: number, body: Record<string, unknown>, userId: number | null) => Promise<unknown>,
  ) => {
    app.get(
      `/${path}/:id`,
      { preHandler: read, schema: doc({ tag, summary: `Read ${what}`, params: idParams }) },
      async (req) => getRecord(db(), def, (req.params as { id: number }).id),
    );
    app.put(
      `/${path}/:id`,
      {
        preHandler: write,
        schema: doc({ tag, summary: `Override ${what} for today`, params: idParams, body }),
      },
      async (req) => {
        const id = (req.params as { id: number }).id;
        const body = req.body as Record<string, unknown>;
        return put ? put(id, body, uid(req)) : updateRecord(db(), def, id, body, uid(req));
      },
    );
  };
  const rowBody = bodySchema(s.currentRowFields, s.currentRowIgnored);
  const headBody = bodySchema(s.currentFields, s.currentIgnored);
  const rowChanges: JsonSchema = {
    type: 'array',
    maxItems: 100,
    items: {
      type: 'object',
      required: ['id', 'data'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        updated_at: { type: 'string', maxLength: 40 },
        data: rowBody,
      },
    },
  };
  pair(
    'current-availability',
    a.currentAvailability,
    {
      ...headBody,
      properties: {
        ...(headBody.properties as object),
        rows: {
          type: ['object', 'null'],
          additionalProperties: false,
          description:
            'Rows of every delivery type ({id, updated_at, data}), saved with the window fields in one transaction',
          properties: { newDeliveries: rowChanges, emptyReturn: rowChanges, pickUp: rowChanges },
        },
      },
    },
    'current availability (top-level window fields, or with `rows` every row in one transaction)',
    async (id, body, userId) =>
      body.rows && typeof body.rows === 'object'
        ? a.saveCurrentAvailability(
            db(),
            id,
            body as { window_active?: boolean; window_days?: number | null; updated_at?: string },
            body.rows as Record<string, a.AvailabilityChange[]>,
            userId,
          )
        : updateRecord(db(), a.currentAvailability, id, body, userId),
  );
  pair(
    'current-availability-delivery',
    a.currentDelivery,
    rowBody,
    'a current availability row for new deliveries',
  );
  pair(
    'current-availability-empty-return',
    a.currentEmptyReturn,
    rowBody,
    'the current availability row for empty & return',
  );
  pair(
    'current-availability-pickup',
    a.currentPickup,
    rowBody,
    'the current availability row for pickup',
  );
}
