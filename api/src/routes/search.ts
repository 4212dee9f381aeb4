// POST /search (docs/decisions.md#calls; docs/decisions.md#search), POST /search/products and
// GET /search/pricing-blocks (what a search left out, for the products a caller shows): any
// logged-in user.
import type { FastifyInstance } from 'fastify';
import { authenticated } from '../auth/guard.ts';
import { validationFailed } from '../errors.ts';
import { jsonBytes } from '../serializers.ts';
import { idsOf, idsParam } from '../schemas/common.ts';
import {
  pricingBlocksOf,
  productColumnsOf,
  runSearch,
  type SearchInput,
} from '../domain/search/run.ts';
import { PRICING_COLUMNS, SEARCH_READS } from '../domain/search/columns.ts';
import { zipInfo } from '../domain/geometry/zips.ts';
import { decodePlaceId, placeFor } from '../maps/places.ts';
import { resolveText } from '../maps/service.ts';
import { MAX_PRICING_BLOCKS } from '@shared/quote/pricing.ts';

const nullableString = (max: number) => ({ type: ['string', 'null'], maxLength: max });

export const searchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    address: nullableString(500),
    city: nullableString(200),
    state: nullableString(50),
    latitude: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    longitude: { type: ['number', 'null'], minimum: -180, maximum: 180 },
    zip_code: nullableString(10),
    buffer: {
      type: ['number', 'null'],
      minimum: 0,
      maximum: 500,
      description: 'Miles; latitude buffer = miles / 69',
    },
    type: nullableString(50),
    place_id: nullableString(2000),
    sort: { type: ['string', 'null'], enum: ['def', 'size', 'waste', null] },
    session_id: nullableString(200),
    search_type: nullableString(50),
    pricing_blocks: {
      type: ['boolean', 'null'],
      description:
        "false: products without their `pricing` block (about a third of a product's bytes; GET /search/pricing-blocks?ids= answers them); default true",
    },
    contract_availability: {
      type: ['boolean', 'null'],
      description:
        "false: regions without their contract `availability` records (about an eighth of an answer's bytes; the current availability stays); default true",
    },
    current_availability: {
      type: ['boolean', 'null'],
      description:
        "false: regions without their `current_availability` (about a fifth of an answer's bytes; each product's availability stays); default true",
    },
    product_columns: {
      type: ['array', 'null'],
      items: { type: 'string', enum: PRICING_COLUMNS },
      uniqueItems: true,
      description: `The columns of each product's pricing record to send, with those the search reads itself (${SEARCH_READS.join(', ')}); default all. A caller that reads a few columns gets a smaller answer sooner`,
    },
    pack_debris: {
      type: ['boolean', 'null'],
      description:
        "true: each product's debris flags and notes (yard_waste … leed and their _note columns, those sent) in one field, `debris`, holding the flags that are true and the notes that are set (a missing one is false, or no note): about a third of a product's bytes. Default false",
    },
    shared_records: {
      type: ['boolean', 'null'],
      description:
        "true: each size, waste type and cost structure the products name, and each hauler and region the zones name, sent once in `records` (`sizes`, `waste_types`, `cost_structures`, `haulers`, `regions`, by id) instead of in every product and zone, which keep their ids (`size_id`, `hauler_id`, …). Regions stay in their zones when `current_availability` is read (it is worked out at each zone). About a quarter of an Expand Search answer's bytes. Default false",
    },
    history: {
      type: ['boolean', 'null'],
      description:
        "false: not recorded in the user's Search History (a search repeated to read one product's details); default true",
    },
  },
};

type Body = Partial<Record<keyof typeof searchBody.properties, unknown>>;

/** The 200 answer `{ data: [item] }`. */
const dataList = (item: object) => ({
  200: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: item } },
  },
});

/** The point of a search: latitude/longitude, else the place id, ZIP code or address. */
export function searchPoint(b: Body): { lat: number; lng: number } | null {
  if (typeof b.latitude === 'number' && typeof b.longitude === 'number')
    return { lat: b.latitude, lng: b.longitude };
  if (typeof b.place_id === 'string') {
    const ref = decodePlaceId(b.place_id);
    const p = ref && placeFor(ref);
    if (p) return { lat: p.lat, lng: p.lng };
  }
  if (typeof b.zip_code === 'string' && /^\d{5}$/.test(b.zip_code.trim())) {
    const z = zipInfo(b.zip_code.trim());
    if (z) return { lat: z.latitude, lng: z.longitude };
  }
  const text = [b.address, b.city && b.state ? `${b.city}, ${b.state}` : null].find(
    (t) => typeof t === 'string' && t.trim(),
  );
  if (typeof text === 'string') {
    const p = resolveText(text);
    if (p) return { lat: p.lat, lng: p.lng };
  }
  return null;
}

/** Registers POST /search. */
export async function searchRoutes(app: FastifyInstance) {
  app.post('/search', {
    schema: {
      tags: ['search'],
      summary:
        'Address search: zones serving the point (or within buffer miles) with products and availability',
      security: [{ bearer: [] }],
      body: searchBody,
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    preHandler: authenticated,
    handler: async (req, reply) => {
      const {
        history,
        pricing_blocks: blocks,
        contract_availability: contract,
        current_availability: current,
        product_columns: columns,
        pack_debris: packDebris,
        shared_records: sharedRecords,
        ...body
      } = (req.body ?? {}) as Body;
      const point = searchPoint(body);
      if (!point) {
        throw validationFailed({
          latitude:
            'A location is required: latitude and longitude, a place, a ZIP code or an address',
        });
      }
      const input: SearchInput = {
        ...(body as Record<string, never>),
        latitude: point.lat,
        longitude: point.lng,
        buffer: typeof body.buffer === 'number' ? body.buffer : null,
        sort: (body.sort as SearchInput['sort']) ?? 'def',
      };
      const userId = Number(req.user!.sub);
      const answer = await runSearch(
        app.deps.database.db,
        input,
        Number.isInteger(userId) && history !== false ? userId : null,
        app.deps.clock?.() ?? new Date(),
        {
          blocks: blocks !== false,
          contract: contract !== false,
          current: current !== false,
          columns: Array.isArray(columns) ? columns : undefined,
          packDebris: packDebris === true,
          sharedRecords: sharedRecords === true,
        },
      );
      // The answer's JSON in ASCII, as bytes made zone by zone: answers run to megabytes, and
      // encoding one text of megabytes costs more than writing it (jsonBytes).
      return reply.type('application/json; charset=utf-8').send(jsonBytes(answer));
    },
  });

  app.post('/search/products', {
    schema: {
      tags: ['search'],
      summary:
        "Products' pricing-record columns by id (at most 100), as POST /search sends them with the same product_columns and pack_debris, without what a search adds; in the order asked, unknown ids left out",
      security: [{ bearer: [] }],
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['ids'],
        properties: {
          ids: {
            type: 'array',
            items: { type: 'integer', minimum: 0, maximum: 2147483647 },
            description: `At most ${MAX_PRICING_BLOCKS}`,
          },
          product_columns: searchBody.properties.product_columns,
          pack_debris: searchBody.properties.pack_debris,
        },
      },
      response: dataList({
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'integer' } },
        additionalProperties: true,
      }),
    },
    preHandler: authenticated,
    handler: async (req, reply) => {
      const b = req.body as {
        ids: number[];
        product_columns?: string[] | null;
        pack_debris?: boolean | null;
      };
      const ids = [...new Set(b.ids)];
      if (ids.length > MAX_PRICING_BLOCKS) {
        throw validationFailed({ ids: `At most ${MAX_PRICING_BLOCKS} ids` });
      }
      const data = await productColumnsOf(app.deps.database.db, ids, {
        columns: Array.isArray(b.product_columns) ? b.product_columns : undefined,
        packDebris: b.pack_debris === true,
      });
      // Written as POST /search writes its products: ASCII JSON, the values as they are.
      return reply.type('application/json; charset=utf-8').send(jsonBytes({ data }));
    },
  });

  app.get('/search/pricing-blocks', {
    schema: {
      tags: ['search'],
      summary:
        "Many products' pricing blocks in one call (at most 100 ids), as POST /search answers them; unknown ids are left out",
      security: [{ bearer: [] }],
      querystring: {
        type: 'object',
        additionalProperties: false,
        required: ['ids'],
        properties: { ids: { ...idsParam(), maxLength: 1100 } },
      },
      response: dataList({
        type: 'object',
        required: ['id', 'pricing'],
        properties: {
          id: { type: 'integer' },
          pricing: { type: 'object', additionalProperties: true },
        },
      }),
    },
    preHandler: authenticated,
    handler: async (req) => {
      const ids = [...new Set(idsOf((req.query as { ids: string }).ids))];
      if (ids.length > MAX_PRICING_BLOCKS) {
        throw validationFailed({ ids: `At most ${MAX_PRICING_BLOCKS} ids` });
      }
      const blocks = await pricingBlocksOf(app.deps.database.db, ids);
      return {
        data: ids.flatMap((id) => (blocks.has(id) ? [{ id, pricing: blocks.get(id) }] : [])),
      };
    },
  });
}
