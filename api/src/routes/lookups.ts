// Lookups (brands, products, service types, cost structures; sizes and waste types are generic
// models) and the autocomplete searches answering {data: [...]}.
import type { FastifyInstance } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rules } from '../auth/guard.ts';
import * as t from '../db/schema.ts';
import {
  columnsOf,
  likePattern,
  listRecords,
  type ListQuery,
  type ResourceDef,
} from '../repo/records.ts';
import { dataResponse, listQuery, listResponse, type JsonSchema } from '../schemas/common.ts';
import { access, doc } from './common.ts';

const lookup = (key: string, title: string, table: PgTable): ResourceDef => ({
  key,
  title,
  table,
  fields: {},
});
const LOOKUPS = [
  lookup('brands', 'Brand', t.brands),
  lookup('products', 'Product', t.products),
  lookup('service-types', 'Service type', t.serviceTypes),
  lookup('cost-structures', 'Cost structure', t.costStructures),
];

const autocompleteQuery: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    value: { type: 'string', maxLength: 255 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
  },
};

/** Registers lookups and autocomplete routes. */
export async function lookupRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const any = access(null);
  for (const def of LOOKUPS) {
    app.get(
      `/${def.key}`,
      {
        preHandler: any,
        schema: doc({
          tag: 'lookups',
          summary: `List ${def.key}`,
          querystring: listQuery(),
          response: listResponse,
        }),
      },
      async (req) => listRecords(db(), def, { per_page: -1, ...(req.query as ListQuery) }),
    );
  }
  app.get(
    '/lookups',
    {
      preHandler: any,
      schema: doc({
        tag: 'lookups',
        summary:
          'Every meta list at once (brands, markets, products, sizes, wasteTypes, costStructures, serviceTypes)',
      }),
    },
    async () => {
      const all = async (table: PgTable, cols: string[] = ['id', 'name']) => {
        const c = columnsOf(table);
        return db()
          .select(Object.fromEntries(cols.map((k) => [k, c[k]])))
          .from(table)
          .orderBy(asc(c.id));
      };
      return {
        brands: await all(t.brands),
        markets: await all(t.markets, ['id', 'name', 'state', 'timezone']),
        products: await all(t.products),
        sizes: await all(t.sizes, ['id', 'name', 'product_id']),
        wasteTypes: await all(t.wasteTypes, [
          'id',
          'name',
          'construction_debris',
          'household_debris',
          'special_debris',
        ]),
        costStructures: await all(t.costStructures),
        serviceTypes: await all(t.serviceTypes),
      };
    },
  );

  const auto = (
    path: string,
    table: PgTable,
    field: string,
    rule: readonly string[],
    tag: string,
  ) =>
    app.get(
      path,
      {
        preHandler: access(rule),
        schema: doc({
          tag,
          summary: `Autocomplete by ${field}`,
          querystring: autocompleteQuery,
          response: dataResponse,
        }),
      },
      async (req) => {
        const q = req.query as { value?: string; limit?: number };
        const c = columnsOf(table);
        const where = q.value
          ? sql`${c[field]} ILIKE ${likePattern(q.value)}`
          : sql`${c[field]} IS NOT NULL`;
        const data = await db()
          .select({ id: c.id, [field]: c[field] })
          .from(table)
          .where(where)
          .orderBy(asc(c[field]), asc(c.id))
          .limit(q.limit ?? 20);
        return { data };
      },
    );
  auto('/service-areas/autocomplete', t.serviceAreas, 'netsuite_name', rules.readHauler, 'zones');
  auto('/geo-notes/autocomplete', t.geoNotes, 'name', rules.readAlert, 'geo notes');
  auto('/haulers/autocomplete', t.haulers, 'name', rules.readHauler, 'haulers');
}
