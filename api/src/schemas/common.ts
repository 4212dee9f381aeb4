// JSON-schema building blocks shared by the resource schemas. The schemas validate requests
// (400 on wrong types, unknown fields, oversized strings) and generate /openapi.json.

// Record values and field messages the web forms show too: their one home is shared/validation.ts.
export {
  AREA_REQUIRED,
  DATE_REQUIRED,
  PHONE_LENGTH,
  REQUIRED,
  STATES,
  TERRITORIES,
} from '@shared/validation.ts';

export type JsonSchema = Record<string, unknown>;

/** A nullable string of at most `max` characters. */
export const str = (max = 255, extra: JsonSchema = {}): JsonSchema => ({
  type: ['string', 'null'],
  maxLength: max,
  ...extra,
});
/** A nullable long text. */
export const text = (max = 10000): JsonSchema => str(max);
/** One of the listed values (or null). */
export const oneOf = (values: readonly string[]): JsonSchema => ({
  type: ['string', 'null'],
  enum: [...values, null],
});
export const int = (min = -2147483648, max = 2147483647): JsonSchema => ({
  type: ['integer', 'null'],
  minimum: min,
  maximum: max,
});
export const id = (): JsonSchema => ({
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 2147483647,
});
export const num = (): JsonSchema => ({ type: ['number', 'null'] });
export const bool = (): JsonSchema => ({ type: ['boolean', 'null'] });
/** Money: a decimal string with at most 2 decimals (numbers are accepted and kept exact as text). */
export const money = (): JsonSchema => ({
  type: ['string', 'number', 'null'],
  minimum: -9999999999.99,
  maximum: 9999999999.99,
  maxLength: 16,
  pattern: '^-?[0-9]{1,10}(\\.[0-9]{1,2})?$',
});
/** A decimal with up to 4 decimals (rates, tonnage, dimensions). */
export const decimal = (): JsonSchema => ({
  type: ['string', 'number', 'null'],
  minimum: -9999999999.9999,
  maximum: 9999999999.9999,
  maxLength: 16,
  pattern: '^-?[0-9]{1,10}(\\.[0-9]{1,4})?$',
});
/** A date 'YYYY-MM-DD' (an empty string is accepted so that rules can say 'Date is required'). */
export const date = (): JsonSchema => ({
  type: ['string', 'null'],
  maxLength: 10,
  pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
});
/** A date-time 'YYYY-MM-DD 00:00:00' or ISO. */
export const dateTime = (): JsonSchema => ({
  type: ['string', 'null'],
  maxLength: 40,
  pattern:
    '^([0-9]{4}-[0-9]{2}-[0-9]{2}([ T][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}(:?[0-9]{2})?)?)?)?$',
});
/** A time of day 'HH:MM' or 'HH:MM:SS'. */
export const timeOfDay = (): JsonSchema => ({
  type: ['string', 'null'],
  maxLength: 8,
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$',
});
/** A GeoJSON object (FeatureCollection, Feature or geometry). */
export const geojson = (): JsonSchema => ({
  type: ['object', 'null'],
  required: ['type'],
  properties: { type: { type: 'string', maxLength: 40 } },
  additionalProperties: true,
});
/** One id of the int4 range (1..2147483647, or 0 which matches nothing) as text. */
const ID_TEXT =
  '(0|[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])';
/** A comma list of ids in a query string (`ids=1,2,3`), each within the int4 range. */
export const idsParam = (): JsonSchema => ({
  type: 'string',
  maxLength: 10000,
  pattern: `^${ID_TEXT}(,${ID_TEXT})*$`,
  description: 'Comma-separated ids (1..2147483647)',
});
/** The ids of a comma list that `idsParam` accepted. */
export const idsOf = (v: unknown): number[] => String(v).split(',').map(Number);
/** A list of record ids. */
export const idArray = (): JsonSchema => ({
  type: ['array', 'null'],
  maxItems: 10000,
  items: { type: 'integer', minimum: 1, maximum: 2147483647 },
});
/** A comma list of ids ('' = all). */
export const idList = (): JsonSchema => ({
  type: ['string', 'null'],
  maxLength: 10000,
  pattern: '^[0-9, ]*$',
});
/** Any value: accepted and ignored (fields the spec says a PUT sends but the server must not store). */
export const ignored = (): JsonSchema => ({ description: 'Accepted and ignored.' });

export const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

/** Standard error responses for OpenAPI. */
export const errorResponses = {
  400: { description: 'Invalid input', ...errorSchema },
  401: { description: 'No valid token', ...errorSchema },
  403: { description: 'Not allowed', ...errorSchema },
  404: { description: 'Not found', ...errorSchema },
  409: { description: 'Changed since read', ...errorSchema },
};

export const anyObject: JsonSchema = { type: 'object', additionalProperties: true };

export const listResponse: JsonSchema = {
  description: 'A page of records',
  type: 'object',
  properties: {
    models: { type: 'array', items: anyObject },
    total_pages: { type: 'integer' },
    total: { type: 'integer' },
  },
};

export const dataResponse: JsonSchema = {
  description: 'Autocomplete matches',
  type: 'object',
  properties: { data: { type: 'array', items: anyObject } },
};

export const idParams: JsonSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
};

/** Query parameters of every list call. */
export const listQueryProps: Record<string, JsonSchema> = {
  page: { type: 'integer', minimum: 1, maximum: 1000000 },
  per_page: { type: 'integer', minimum: -1, maximum: 1000 },
  sort: { type: 'string', maxLength: 64 },
  sort_order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
  field: { type: 'string', maxLength: 64 },
  operator: { type: 'string', enum: ['LIKE', 'like', 'ILIKE', 'ilike', '='] },
  value: { type: 'string', maxLength: 255 },
  full: {
    type: 'string',
    enum: ['', 'true', 'false', '1', '0'],
    description: 'present (or true/1) = with related records',
  },
  ids: idsParam(),
  with: { type: 'string', maxLength: 64 },
};

export const listQuery = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties: { ...listQueryProps, ...extra },
});

export const DELIVERY_TYPES = ['newDeliveries', 'emptyReturn', 'pickUp'] as const;
export const DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const SEVERITIES = ['warning', 'error', 'success', 'info', 'note'] as const;
export const GEO_NOTE_COLORS = ['#ff0000', '#fff000', '#ffa500', '#00ff00'] as const;
