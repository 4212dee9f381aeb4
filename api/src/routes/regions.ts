// Regions: GET /regions, POST /regions, GET/PUT/DELETE /region/{id}, POST /region/search and the
// region collections (service areas, exceptions). PUT /region/{id} with `availability` saves the
// contract availability of every delivery type in one transaction.
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { rules } from '../auth/guard.ts';
import * as t from '../db/schema.ts';
import { saveRegionAvailability, type AvailabilityChange } from '../repo/availability.ts';
import { exception, forRegion } from '../repo/exceptions.ts';
import { serviceArea } from '../repo/models.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  updateRecord,
  type ListQuery,
} from '../repo/records.ts';
import { region, regionSearchWhere, type SearchBody } from '../repo/regions.ts';
import { availabilityChange } from '../schemas/availability.ts';
import { idParams, idsOf, idsParam, listQuery } from '../schemas/common.ts';
import { bodySchema, regionFields, regionIgnored } from '../schemas/models.ts';
import { searchBody, searchResponse } from '../schemas/search.ts';
import { access, doc, uid } from './common.ts';
import { deletedResponse, listOf, recordResponse } from '../schemas/responses.ts';

const tag = 'regions';
const regionBody = bodySchema(
  regionFields,
  regionIgnored.filter((n) => n !== 'availability'),
);
const putBody = {
  ...regionBody,
  properties: {
    ...(regionBody.properties as object),
    availability: {
      type: ['object', 'null'],
      additionalProperties: false,
      description: 'Contract availability keyed by delivery type, each a list of {id, data}',
      properties: {
        newDeliveries: availabilityChange,
        emptyReturn: availabilityChange,
        pickUp: availabilityChange,
      },
    },
  },
};
const regionQuery = listQuery({
  has: { type: 'string', enum: ['current_availability', 'availability'] },
  includeAvailability: { type: 'boolean' },
  hauler_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  hauler_ids: idsParam(),
});

/** Registers the region routes. */
export async function regionRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const read = access(rules.readHauler);
  const write = access(rules.write);

  app.get(
    '/regions',
    {
      preHandler: read,
      schema: doc({
        tag,
        summary: 'List regions (region rows)',
        querystring: regionQuery,
        response: listOf('Region'),
      }),
    },
    async (req) => {
      const q = req.query as ListQuery & {
        has?: string;
        includeAvailability?: boolean;
        hauler_id?: number;
        hauler_ids?: string;
      };
      const extra = regionSearchWhere({ has: q.has });
      if (q.hauler_id) extra.push(eq(t.regions.hauler_id, q.hauler_id));
      // Regions of many haulers in one call (the gateway's loaders).
      if (q.hauler_ids) extra.push(inArray(t.regions.hauler_id, idsOf(q.hauler_ids)));
      return listRecords(
        db(),
        region,
        { ...q, with: q.includeAvailability ? 'availability' : q.with },
        extra,
      );
    },
  );
  app.post(
    '/regions',
    {
      preHandler: write,
      schema: doc({
        tag,
        summary: 'Create a region (with empty contract availability)',
        body: regionBody,
        status: 201,
        response: recordResponse('Region', 'The created region'),
      }),
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createRecord(db(), region, req.body as Record<string, unknown>, uid(req))),
  );
  app.get(
    '/region/:id',
    {
      preHandler: read,
      schema: doc({
        tag,
        summary: 'Read a region with its availability',
        params: idParams,
        response: recordResponse('Region'),
      }),
    },
    async (req) => getRecord(db(), region, (req.params as { id: number }).id),
  );
  app.put(
    '/region/:id',
    {
      preHandler: write,
      schema: doc({
        tag,
        summary: 'Update a region, or save its contract availability (all delivery types at once)',
        params: idParams,
        body: putBody,
      }),
    },
    async (req) => {
      const id = (req.params as { id: number }).id;
      const body = req.body as Record<string, unknown>;
      if (body.availability && typeof body.availability === 'object') {
        await getRecord(db(), region, id, { single: false, full: false });
        return saveRegionAvailability(
          db(),
          id,
          body.availability as Record<string, AvailabilityChange[]>,
          uid(req),
        );
      }
      return updateRecord(db(), region, id, body, uid(req));
    },
  );
  app.delete(
    '/region/:id',
    {
      preHandler: write,
      schema: doc({ tag, summary: 'Delete a region', params: idParams, response: deletedResponse }),
    },
    async (req) => deleteRecord(db(), region, (req.params as { id: number }).id),
  );

  app.post(
    '/region/search',
    {
      // A report (the gateway's Super Admin connection), not a read of records.
      preHandler: access(rules.admin),
      schema: doc({
        tag,
        summary: 'Search regions (availability report)',
        body: searchBody,
        response: searchResponse,
      }),
    },
    async (req) => {
      const b = req.body as SearchBody;
      const field =
        b.field ??
        (b.value !== undefined && b.value !== null && b.value !== ''
          ? b.search_type === 'region'
            ? 'name'
            : 'hauler_name'
          : undefined);
      const q: ListQuery = {
        page: b.page,
        per_page: b.per_page ?? 25,
        sort: b.sort,
        sort_order: b.sort_order,
        field,
        operator: b.operator ?? 'ilike',
        value: b.value === null || b.value === '' ? undefined : (b.value as string | undefined),
        with: b.includeAvailability ? 'availability' : undefined,
      };
      return {
        ...(await listRecords(db(), region, q, regionSearchWhere(b))),
        collection: 'regions',
      };
    },
  );

  app.get(
    '/region/:id/service-areas',
    {
      preHandler: read,
      schema: doc({
        tag,
        summary: "A region's zones (with=rolloff_pricing adds pricing)",
        params: idParams,
        querystring: listQuery(),
        response: listOf('ServiceArea'),
      }),
    },
    async (req) => {
      const id = (req.params as { id: number }).id;
      await getRecord(db(), region, id, { single: false });
      return listRecords(db(), serviceArea, { per_page: -1, ...(req.query as ListQuery) }, [
        eq(t.serviceAreas.region_id, id),
      ]);
    },
  );
  app.get(
    '/region/:id/exceptions',
    {
      preHandler: read,
      schema: doc({
        tag,
        summary: 'Exceptions that apply to a region (own and bulk)',
        params: idParams,
        querystring: listQuery(),
        response: listOf('Exception'),
      }),
    },
    async (req) => {
      const id = (req.params as { id: number }).id;
      await getRecord(db(), region, id, { single: false });
      return listRecords(db(), exception, { per_page: -1, ...(req.query as ListQuery) }, [
        forRegion(id),
      ]);
    },
  );
}
