// Lookups (brands, products, service types, cost structures; sizes and waste types are generic
// models) and the autocomplete searches answering {data: [...]}.
import type { FastifyInstance } from 'fastify';
import { rules } from '../auth/guard.ts';
import { AUTOCOMPLETES, LOOKUPS, allLookups, autocomplete } from '../repo/lookups.ts';
import { listRecords, type ListQuery } from '../repo/records.ts';
import { dataResponse, listQuery, listResponse, type JsonSchema } from '../schemas/common.ts';
import { access, doc } from './common.ts';

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
    async () => allLookups(db()),
  );

  const auto = (
    path: string,
    source: keyof typeof AUTOCOMPLETES,
    rule: readonly string[],
    tag: string,
  ) =>
    app.get(
      path,
      {
        preHandler: access(rule),
        schema: doc({
          tag,
          summary: `Autocomplete by ${AUTOCOMPLETES[source].field}`,
          querystring: autocompleteQuery,
          response: dataResponse,
        }),
      },
      async (req) => {
        const q = req.query as { value?: string; limit?: number };
        const data = await autocomplete(db(), source, q.value, q.limit ?? 20);
        return { data };
      },
    );
  auto('/service-areas/autocomplete', 'serviceAreas', rules.readHauler, 'zones');
  auto('/geo-notes/autocomplete', 'geoNotes', rules.readAlert, 'geo notes');
  auto('/haulers/autocomplete', 'haulers', rules.readHauler, 'haulers');
}
