// NetSuite customers, sites and customer pricing (docs/decisions.md#records-and-fields, docs/decisions.md#validation and docs/decisions.md#calls). Every route needs
// role B2B Sales and permission customerpricing:create, and the feature flag on, as the gateway's
// calculator fields do (the `customerPricing` rule of shared/auth/access-rules.ts).
import type { FastifyInstance } from 'fastify';
import { accessRules } from '@shared/auth/access-rules.ts';
import { guard } from '../auth/guard.ts';
import { notFound, validationFailed } from '../errors.ts';
import { formatCents, toCents } from '@shared/quote/money.ts';
import {
  customerIdByKey,
  existingPricingId,
  findCustomers,
  findSites,
  saveCustomerPriceOnce,
  siteIdByKey,
} from '../repo/netsuite.ts';

const KEYS = ['Base Item', 'Overage', 'Extension', 'Disposal', 'Trip Charge'] as const;
const idish = { type: ['integer', 'string', 'null'], maxLength: 40 };
const s = (max = 255) => ({ type: ['string', 'null'], maxLength: max });
const money = { type: ['number', 'string', 'null'], maxLength: 20 };

const baseItem = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sale_price_id: idish,
    item_internal_id: idish,
    category_name: s(),
    item_name: s(),
    vendor_id: idish,
    service_area_name: s(),
    customer_id: idish,
    site_id: idish,
    eff_date: s(10),
    channel: s(),
    price_level: s(),
    price: money,
    price_type: s(),
  },
};
const ancillary = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    parent_id: idish,
    item_internal_id: idish,
    customer_id: idish,
    category_name: s(),
    site_id: idish,
    eff_date: s(10),
    price: money,
    price_type: s(),
  },
};

/** `ids=1,2,3` of every list call (docs/decisions.md#rest-shapes), so the gateway loads many records in one call. */
const idsParam = {
  type: 'string',
  maxLength: 10000,
  pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
  description: 'Only these ids (comma separated)',
};
const parseIds = (v: string | undefined) =>
  v ? [...new Set(v.split(',').map(Number))].filter((n) => n > 0 && n <= 2147483647) : null;

/** DD/MM/YYYY as YYYY-MM-DD, or null when it is not a real date. */
export function parseEffDate(v: unknown): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(v ?? '').trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Registers the NetSuite routes. */
export async function netsuiteRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const read = guard(accessRules.customerPricing);

  app.get('/netsuite/customers', {
    schema: {
      tags: ['netsuite'],
      summary: 'Customer search by name (searchable_name) and is_active; answers {data: [...]}',
      security: [{ bearer: [] }],
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          name: s(200),
          is_active: { type: 'boolean' },
          per_page: { type: 'integer', minimum: 1, maximum: 200 },
          ids: idsParam,
        },
      },
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    preHandler: read,
    handler: async (req) => {
      const q = req.query as {
        name?: string;
        is_active?: boolean;
        per_page?: number;
        ids?: string;
      };
      const ids = parseIds(q.ids);
      if (ids && ids.length === 0) return { data: [] };
      const data = await findCustomers(db(), {
        ids: ids ?? undefined,
        name: q.name,
        isActive: q.is_active,
        limit: ids ? ids.length : (q.per_page ?? 25),
      });
      return { data };
    },
  });

  app.get('/netsuite/sites', {
    schema: {
      tags: ['netsuite'],
      summary: "A customer's sites, filtered by address; answers {data: [...]}",
      security: [{ bearer: [] }],
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          customer_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          address: s(300),
          per_page: { type: 'integer', minimum: 1, maximum: 200 },
          ids: idsParam,
        },
      },
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    preHandler: read,
    handler: async (req) => {
      const q = req.query as {
        customer_id?: number;
        address?: string;
        per_page?: number;
        ids?: string;
      };
      const ids = parseIds(q.ids);
      // A search needs a customer; a load by ids does not.
      if (!q.customer_id && !ids) throw validationFailed({ customer_id: 'A customer is required' });
      if (ids && ids.length === 0) return { data: [] };
      const data = await findSites(db(), {
        ids: ids ?? undefined,
        customerId: q.customer_id,
        address: q.address,
        limit: ids ? ids.length : (q.per_page ?? 25),
      });
      return { data };
    },
  });

  app.post('/netsuite/customers/pricing', {
    schema: {
      tags: ['netsuite'],
      summary:
        'Saves a customer price: the five keyed records (Base Item, Overage, Extension, Disposal, Trip Charge). The same payload twice is stored once.',
      security: [{ bearer: [] }],
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['Base Item'],
        properties: {
          'Base Item': baseItem,
          Overage: ancillary,
          Extension: ancillary,
          Disposal: ancillary,
          'Trip Charge': ancillary,
        },
      },
      response: {
        200: { type: 'object', additionalProperties: true },
        201: { type: 'object', additionalProperties: true },
      },
    },
    preHandler: read,
    handler: async (req, reply) => {
      const body = req.body as Record<
        (typeof KEYS)[number],
        Record<string, unknown> | null | undefined
      >;
      const base = body['Base Item']!;
      const fields: Record<string, string> = {};
      const effDate = parseEffDate(base.eff_date);
      const price = toCents(base.price);
      if (!base.customer_id) fields['Base Item.customer_id'] = 'A customer is required';
      if (!effDate) fields['Base Item.eff_date'] = 'Date is required';
      if (price === null || price < 0) fields['Base Item.price'] = 'A price is required';
      for (const k of KEYS.slice(1)) {
        const a = body[k];
        if (!a) continue;
        const c = toCents(a.price);
        if (c === null || c <= 0)
          fields[`${k}.price`] = 'Ancillary prices are sent only when not empty and not zero';
        if (a.eff_date && !parseEffDate(a.eff_date)) fields[`${k}.eff_date`] = 'Date is required';
      }
      if (Object.keys(fields).length) throw validationFailed(fields);

      const customerId = await customerIdByKey(db(), String(base.customer_id));
      if (customerId === undefined) throw notFound(`Customer ${base.customer_id} not found`);
      let siteId: number | null = null;
      if (base.site_id) {
        const site = await siteIdByKey(db(), customerId, String(base.site_id));
        if (site === undefined) throw notFound(`Site ${base.site_id} not found for this customer`);
        siteId = site;
      }
      let pricingId: number | null = null;
      if (base.sale_price_id && /^\d+$/.test(String(base.sale_price_id))) {
        pricingId = await existingPricingId(db(), Number(base.sale_price_id));
      }
      // Canonical payload: only the records sent, in the fixed key order, so equal payloads compare equal.
      const payload = Object.fromEntries(KEYS.filter((k) => body[k]).map((k) => [k, body[k]]));
      const userId = Number(req.user!.sub) || null;
      const result = await saveCustomerPriceOnce(db(), {
        customerId,
        siteId,
        pricingId,
        effDate,
        price: formatCents(price!),
        payload,
        userId,
      });
      reply.status(result.created ? 201 : 200);
      return { ...result.row, created: result.created };
    },
  });
}
