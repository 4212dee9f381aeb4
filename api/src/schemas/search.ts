// Bodies of POST /region/search and POST /exception/search (docs/decisions.md#calls).
import type { JsonSchema } from './common.ts';

const condition: JsonSchema = {
  anyOf: [
    { type: 'array', minItems: 2, maxItems: 2, description: '[field, value]', items: {} },
    {
      type: 'object',
      required: ['field'],
      additionalProperties: false,
      properties: { field: { type: 'string', maxLength: 64 }, value: {} },
    },
  ],
};

export const searchBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search_type: { type: 'string', maxLength: 32 },
    sort: { type: 'string', maxLength: 64 },
    sort_order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    page: { type: 'integer', minimum: 1, maximum: 1000000 },
    per_page: { type: 'integer', minimum: -1, maximum: 1000 },
    field: { type: 'string', maxLength: 64 },
    operator: { type: 'string', enum: ['=', 'ilike', 'ILIKE', 'like', 'LIKE'] },
    value: { type: ['string', 'null'], maxLength: 255 },
    conditions: { type: 'array', maxItems: 50, items: condition },
    has: {
      anyOf: [
        { type: 'string', maxLength: 64 },
        { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 64 } },
      ],
    },
    active: { type: 'boolean' },
    includeAvailability: { type: 'boolean' },
  },
};

export const searchResponse: JsonSchema = {
  description: 'A page of matches',
  type: 'object',
  properties: {
    models: { type: 'array', items: { type: 'object', additionalProperties: true } },
    total_pages: { type: 'integer' },
    total: { type: 'integer' },
    collection: { type: 'string' },
  },
};
