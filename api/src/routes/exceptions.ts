// Exceptions: GET /exceptions, POST /exceptions, GET/PUT/DELETE /exception/{id},
// POST /exception/search, POST /exception/{id}/exclude/{regionId} and POST /exceptions/preview.
import type { FastifyInstance } from 'fastify';
import { rules } from '../auth/guard.ts';
import { badRequest, validationFailed } from '../errors.ts';
import {
  exception,
  excludeFromRegion,
  exceptionRules,
  exceptionSearchWhere,
  forRegion,
  forRegions,
  notExpired,
  previewException,
} from '../repo/exceptions.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  updateRecord,
  type ListQuery,
} from '../repo/records.ts';
import { region, type SearchBody } from '../repo/regions.ts';
import { idParams, idsOf, idsParam, listQuery } from '../schemas/common.ts';
import { bodySchema, exceptionFields, exceptionIgnored } from '../schemas/models.ts';
import { searchBody, searchResponse } from '../schemas/search.ts';
import { access, doc, uid } from './common.ts';
import { deletedResponse, listOf, recordResponse } from '../schemas/responses.ts';

const tag = 'exceptions';
const body = bodySchema(exceptionFields, exceptionIgnored);
const excludeParams = {
  type: 'object',
  required: ['id', 'regionId'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    regionId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
};

const previewBody = {
  type: 'object',
  required: ['region_id', 'exception'],
  additionalProperties: false,
  properties: {
    region_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    exception_id: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      description: 'The stored exception the draft edits (left out of the result with the draft)',
    },
    exception: body,
  },
};

/** Registers the exception routes. */
export async function exceptionRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const read = access(rules.readHauler);
  const write = access(rules.write);

  app.get(
    '/exceptions',
    {
      preHandler: read,
      schema: doc({
        tag,
        summary: 'List exceptions (region= gives those that apply to that region)',
        querystring: listQuery({
          region: { type: 'integer', minimum: 1, maximum: 2147483647 },
          region_ids: {
            ...idsParam(),
            description:
              'Exceptions of any of these regions and every bulk one (with `excluded`): the gateway splits them per region',
          },
          bulk: { type: 'boolean' },
        }),
        response: listOf('Exception'),
      }),
    },
    async (req) => {
      const q = req.query as ListQuery & { region?: number; region_ids?: string; bulk?: boolean };
      const extra = [];
      if (q.region || q.region_ids) extra.push(notExpired(app.deps.clock?.() ?? new Date()));
      if (q.region) extra.push(forRegion(q.region));
      if (q.region_ids) extra.push(forRegions(idsOf(q.region_ids)));
      if (q.bulk !== undefined)
        extra.push(...exceptionSearchWhere({ search_type: q.bulk ? 'bulk' : 'hauler' }));
      return listRecords(db(), exception, q, extra);
    },
  );
  app.post(
    '/exceptions',
    {
      preHandler: write,
      schema: doc({
        tag,
        summary: 'Create an exception (bulk: with excluded_regions, one transaction)',
        body,
        status: 201,
        response: recordResponse('Exception', 'The created exception'),
      }),
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createRecord(db(), exception, req.body as Record<string, unknown>, uid(req))),
  );
  app.post(
    '/exceptions/preview',
    {
      preHandler: write, // a step of saving an exception: for those who may save one
      schema: doc({
        tag,
        summary:
          "The region's products whose availability today a draft exception would change (nothing is saved)",
        body: previewBody,
      }),
    },
    async (req) => {
      const b = req.body as {
        region_id: number;
        exception_id?: number;
        exception: Record<string, unknown>;
      };
      const draft = { ...b.exception, region_id: b.exception.bulk ? null : b.region_id };
      const errors = exceptionRules(draft);
      if (Object.keys(errors).length) throw validationFailed(errors);
      return previewException(db(), {
        regionId: b.region_id,
        draft,
        replacing: b.exception_id ?? null,
        now: app.deps.clock?.() ?? new Date(),
      });
    },
  );
  app.get(
    '/exception/:id',
    {
      preHandler: read,
      schema: doc({
        tag,
        summary: 'Read an exception',
        params: idParams,
        response: recordResponse('Exception'),
      }),
    },
    async (req) => getRecord(db(), exception, (req.params as { id: number }).id),
  );
  app.put(
    '/exception/:id',
    {
      preHandler: write,
      schema: doc({
        tag,
        summary: 'Update an exception',
        params: idParams,
        body,
        response: recordResponse('Exception', 'The updated exception'),
      }),
    },
    async (req) =>
      updateRecord(
        db(),
        exception,
        (req.params as { id: number }).id,
        req.body as Record<string, unknown>,
        uid(req),
      ),
  );
  app.delete(
    '/exception/:id',
    {
      preHandler: write,
      schema: doc({
        tag,
        summary: 'Delete an exception',
        params: idParams,
        response: deletedResponse,
      }),
    },
    async (req) => deleteRecord(db(), exception, (req.params as { id: number }).id),
  );

  app.post(
    '/exception/search',
    {
      // A report (the gateway's Super Admin connection), not a read of records.
      preHandler: access(rules.admin),
      schema: doc({
        tag,
        summary: 'Search exceptions (exception report)',
        body: searchBody,
        response: searchResponse,
      }),
    },
    async (req) => {
      const b = req.body as SearchBody;
      const field =
        b.field ??
        (b.value !== undefined && b.value !== null && b.value !== '' ? 'hauler_name' : undefined);
      const q: ListQuery = {
        page: b.page,
        per_page: b.per_page ?? 25,
        sort: b.sort,
        sort_order: b.sort_order,
        field,
        operator: b.operator ?? 'ilike',
        value: b.value === null || b.value === '' ? undefined : (b.value as string | undefined),
      };
      return {
        ...(await listRecords(db(), exception, q, exceptionSearchWhere(b))),
        collection: 'exceptions',
      };
    },
  );

  app.post(
    '/exception/:id/exclude/:regionId',
    {
      preHandler: write,
      schema: doc({
        tag,
        summary: 'Remove a bulk exception from one region',
        params: excludeParams,
      }),
    },
    async (req) => {
      const { id, regionId } = req.params as { id: number; regionId: number };
      const ex = await getRecord(db(), exception, id, { single: false });
      if (!ex.bulk)
        throw badRequest('Only bulk exceptions can be excluded from a region', {
          id: 'Not a bulk exception',
        });
      await getRecord(db(), region, regionId, { single: false, full: false });
      await excludeFromRegion(db(), id, regionId, uid(req));
      return getRecord(db(), exception, id);
    },
  );
}
