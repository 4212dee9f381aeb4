// Collections under a record: GET /hauler/{id}/regions, /hauler/{id}/service-areas and
// GET /{level}/{id}/alerts (hauler, region, service-area, market, rolloff-pricing).
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { rules } from '../auth/guard.ts';
import * as t from '../db/schema.ts';
import * as m from '../repo/models.ts';
import { getRecord, listRecords, type ListQuery, type ResourceDef } from '../repo/records.ts';
import { region } from '../repo/regions.ts';
import { idParams, listQuery } from '../schemas/common.ts';
import { access, doc } from './common.ts';
import { listOf } from '../schemas/responses.ts';

const LEVELS: { level: string; def: ResourceDef; link: string; col: string }[] = [
  { level: 'hauler', def: m.hauler, link: 'alert_haulers', col: 'hauler_id' },
  { level: 'region', def: region, link: 'alert_regions', col: 'region_id' },
  {
    level: 'service-area',
    def: m.serviceArea,
    link: 'alert_service_areas',
    col: 'service_area_id',
  },
  { level: 'market', def: m.market, link: 'alert_markets', col: 'market_id' },
  {
    level: 'rolloff-pricing',
    def: m.rolloffPricing,
    link: 'alert_rolloff_pricing',
    col: 'rolloff_pricing_id',
  },
];

/** Registers the collection routes. */
export async function collectionRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const readHauler = access(rules.readHauler);
  const readAlert = access(rules.readAlert);

  app.get(
    '/hauler/:id/regions',
    {
      preHandler: readHauler,
      schema: doc({
        tag: 'haulers',
        summary: "A hauler's regions",
        params: idParams,
        querystring: listQuery({ includeAvailability: { type: 'boolean' } }),
        response: listOf('Region'),
      }),
    },
    async (req) => {
      const id = (req.params as { id: number }).id;
      await getRecord(db(), m.hauler, id, { full: false });
      const q = req.query as ListQuery & { includeAvailability?: boolean };
      return listRecords(
        db(),
        region,
        { per_page: -1, ...q, with: q.includeAvailability ? 'availability' : q.with },
        [eq(t.regions.hauler_id, id)],
      );
    },
  );
  app.get(
    '/hauler/:id/service-areas',
    {
      preHandler: readHauler,
      schema: doc({
        tag: 'haulers',
        summary: "A hauler's zones (with=rolloff_pricing adds pricing)",
        params: idParams,
        querystring: listQuery(),
        response: listOf('ServiceArea'),
      }),
    },
    async (req) => {
      const id = (req.params as { id: number }).id;
      await getRecord(db(), m.hauler, id, { full: false });
      return listRecords(db(), m.serviceArea, { per_page: -1, ...(req.query as ListQuery) }, [
        eq(t.serviceAreas.hauler_id, id),
      ]);
    },
  );

  for (const l of LEVELS) {
    app.get(
      `/${l.level}/:id/alerts`,
      {
        preHandler: readAlert,
        schema: doc({
          tag: 'alerts',
          summary: `Alerts of a ${l.level}`,
          params: idParams,
          querystring: listQuery(),
          response: listOf('Alert'),
        }),
      },
      async (req) => {
        const id = (req.params as { id: number }).id;
        await getRecord(db(), l.def, id, { full: false, single: false });
        const where = sql`"alerts"."id" IN (SELECT alert_id FROM ${sql.identifier(l.link)} WHERE ${sql.identifier(l.col)} = ${id})`;
        return listRecords(db(), m.alert, { per_page: -1, ...(req.query as ListQuery) }, [where]);
      },
    );
  }
}
