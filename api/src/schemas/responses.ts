// Response schemas of the record calls: every stored column with its JSON type (from the Drizzle
// table, so a renamed column changes /openapi.json and the gateway's generated DTO types), plus the
// fields the reads add (names of related records, expanded children). Records stay open
// (`additionalProperties: true`): Fastify serializes with these schemas and drops undeclared
// properties otherwise. The schemas are shared (`$ref: 'Hauler#'`) and appear in /openapi.json
// under components.schemas by name.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as t from '../db/schema.ts';
import type { JsonSchema } from './common.ts';

const nullable = (type: string | string[], notNull: boolean): string | string[] =>
  notNull ? type : [...(Array.isArray(type) ? type : [type]), 'null'];

/** The JSON schema of one column as the API answers it (numerics as decimal text). */
function columnSchema(col: PgColumn): JsonSchema {
  const notNull = col.notNull;
  switch (col.columnType) {
    case 'PgSerial':
    case 'PgInteger':
    case 'PgSmallInt':
      return { type: nullable('integer', notNull) };
    case 'PgDoublePrecision':
      return { type: nullable('number', notNull) };
    case 'PgNumeric':
      return { type: nullable(['string', 'number'], notNull), description: 'Decimal' };
    case 'PgBoolean':
      return { type: nullable('boolean', notNull) };
    case 'PgTimestampString':
      return { type: nullable('string', notNull), description: 'ISO 8601 date-time' };
    case 'PgDateString':
      return { type: nullable('string', notNull), description: 'Date YYYY-MM-DD' };
    case 'PgText':
    case 'PgVarchar':
    case 'PgTime':
      return { type: nullable('string', notNull) };
    default:
      // jsonb (GeoJSON boundaries, option lists) and custom columns: any JSON value.
      return {};
  }
}

/** A record schema: the table's columns (bbox excluded), the extra read fields, open for the rest. */
export function tableSchema(
  table: PgTable,
  extra: Record<string, JsonSchema> = {},
  opts: { omit?: string[] } = {},
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, col] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    if (name === 'bbox' || opts.omit?.includes(name)) continue;
    properties[name] = columnSchema(col);
    if (col.notNull) required.push(name);
  }
  return {
    type: 'object',
    required,
    properties: { ...properties, ...extra },
    additionalProperties: true,
  };
}

const s = (desc?: string): JsonSchema => ({
  type: ['string', 'null'],
  ...(desc ? { description: desc } : {}),
});
const i = (desc?: string): JsonSchema => ({
  type: ['integer', 'null'],
  ...(desc ? { description: desc } : {}),
});
const ref = (name: string): JsonSchema => ({ $ref: `${name}#` });
const arrayOf = (items: JsonSchema, desc?: string): JsonSchema => ({
  type: 'array',
  items,
  ...(desc ? { description: desc } : {}),
});
const ids = (desc: string): JsonSchema => arrayOf({ type: 'integer' }, desc);
const named: JsonSchema = {
  type: ['object', 'null'],
  properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
  additionalProperties: true,
};

/** Names of the creator and last editor ('Unknown User' when unknown). */
const auditNames = { created_by_name: s('Creator name'), updated_by_name: s('Last editor name') };

/** The shared record schemas by name (the component names of /openapi.json). */
export const RECORD_SCHEMAS: Record<string, JsonSchema> = {
  Location: tableSchema(t.locations),
  Hauler: tableSchema(t.haulers, {
    ...auditNames,
    locations: arrayOf(ref('Location'), 'On a single read'),
    notes: arrayOf(ref('Note'), 'On a single read'),
    alerts: arrayOf(ref('Alert'), 'On a single read'),
  }),
  Market: tableSchema(t.markets, auditNames),
  Region: tableSchema(t.regions, {
    ...auditNames,
    hauler_name: s(),
    hauler_type: s(),
    hauler_active: { type: ['boolean', 'null'] },
    last_saved_by_name: s(),
    new_deliveries_no_service: { type: ['boolean', 'null'] },
    current_service_exceptions: {
      type: ['object', 'null'],
      properties: {
        must_call: { type: 'boolean' },
        no_service: { type: 'boolean' },
        window_active: { type: 'boolean' },
        days_out: i(),
      },
      additionalProperties: true,
    },
    availability: {
      description: 'Contract availability by delivery type (single read or with=availability)',
      type: ['object', 'null'],
      additionalProperties: true,
    },
    current_availability: {
      description: 'Current availability header (single read or with=availability)',
      type: ['object', 'null'],
      additionalProperties: true,
    },
  }),
  RolloffPricing: tableSchema(t.rolloffPricing, {
    ...auditNames,
    size: named,
    waste_type: named,
    cost_structure: named,
    profitability: { type: ['string', 'number', 'null'], description: 'price - cost' },
    bad_margin: { type: ['boolean', 'null'], description: 'Profitability under 150' },
  }),
  ServiceArea: tableSchema(t.serviceAreas, {
    ...auditNames,
    hauler_name: s(),
    region_name: s(),
    market_name: s(),
    rolloff_pricing: arrayOf(ref('RolloffPricing'), 'On a single read or with=rolloff_pricing'),
    alerts: arrayOf(ref('Alert'), 'On a single read'),
  }),
  Alert: tableSchema(t.alerts, {
    ...auditNames,
    haulers: ids('Linked hauler ids'),
    regions: ids('Linked region ids'),
    service_areas: ids('Linked zone ids'),
    markets: ids('Linked market ids'),
    rolloff_pricing: ids('Linked pricing ids'),
    alert_type: s('Level label of the first link'),
    hauler_id: i(),
    hauler_name: s(),
    region_id: i(),
    region_name: s(),
    territory: s(),
    service_area_id: i(),
    service_area_name: s(),
    market_name: s(),
    product_id: i(),
    product_name: s(),
  }),
  Note: tableSchema(t.notes, {
    ...auditNames,
    haulers: ids('Linked hauler ids'),
    service_areas: ids('Linked zone ids'),
    rolloff_pricing: ids('Linked pricing ids'),
  }),
  GeoNote: tableSchema(t.geoNotes, auditNames),
  Exception: tableSchema(t.exceptions, {
    ...auditNames,
    region_name: s(),
    territory: s(),
    hauler_name: s(),
    excluded: ids('Regions a bulk exception was removed from'),
    bulk_counts: { type: ['object', 'null'], additionalProperties: true },
  }),
  Availability: tableSchema(t.availability, {
    ...auditNames,
    size: named,
    title: s('The size name when no title is stored'),
  }),
  Size: tableSchema(t.sizes, auditNames),
  WasteType: tableSchema(t.wasteTypes, auditNames),
};

/** A reference to a shared record schema, with a description for the response. */
export const recordResponse = (name: string, description = `The ${name} record`): JsonSchema => ({
  description,
  ...ref(name),
});

/** A page of shared records: `{models, total_pages, total}`. */
export const listOf = (name: string): JsonSchema => ({
  description: `A page of ${name} records`,
  type: 'object',
  required: ['models', 'total_pages', 'total'],
  properties: {
    models: arrayOf(ref(name)),
    total_pages: { type: 'integer' },
    total: { type: 'integer' },
  },
});

/** The answer of a delete. */
export const deletedResponse: JsonSchema = {
  description: 'The deleted id',
  type: 'object',
  required: ['id', 'deleted'],
  properties: { id: { type: 'integer' }, deleted: { type: 'boolean' } },
};

/** Adds the shared record schemas to an instance (its routes can then `$ref` them). */
export function addRecordSchemas(app: FastifyInstance) {
  for (const [name, schema] of Object.entries(RECORD_SCHEMAS))
    app.addSchema({ $id: name, title: name, ...schema });
}
