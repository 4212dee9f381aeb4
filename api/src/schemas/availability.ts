// Request fields of contract and current availability records.
import {
  DAYS,
  DELIVERY_TYPES,
  bool,
  date,
  id,
  int,
  oneOf,
  str,
  text,
  timeOfDay,
  type JsonSchema,
} from './common.ts';

const cutoff = (): JsonSchema => ({
  ...timeOfDay(),
  pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?)?$',
});
const dayFields = (day: string) => ({
  [`${day}_active`]: bool(),
  [`${day}_cutoff_time`]: cutoff(),
  [`${day}_must_call`]: bool(),
  [`${day}_notes`]: text(2000),
});

export const availabilityFields: Record<string, JsonSchema> = {
  region_id: id(),
  delivery_type: oneOf(DELIVERY_TYPES),
  size_id: id(),
  ...dayFields('same_day'),
  ...dayFields('next_day'),
  ...dayFields('two_day_notice'),
  ...dayFields('saturday'),
  ...dayFields('sunday'),
  saturday_cutoff_day: oneOf(DAYS),
  sunday_cutoff_day: oneOf(DAYS),
  must_call_all: bool(),
  no_service: bool(),
  no_service_reason: oneOf(['Billing', 'Internal', 'Pricing', 'Service Area']),
  window_active: bool(),
  window_days: int(0, 90),
  days_out: int(0, 365),
};
/** The size is removed before the PUT (docs/decisions.md#calls); display fields are ignored too. */
export const availabilityIgnored = [
  'size',
  'size_name',
  'title',
  'name',
  'delivery_date',
  'next_available_service',
  'verified',
  '_links',
];

export const currentFields: Record<string, JsonSchema> = {
  window_active: bool(),
  window_days: int(0, 90),
};
export const currentIgnored = [
  'region_id',
  'calculated_at',
  'newDeliveries',
  'emptyReturn',
  'pickUp',
  '_links',
];

export const currentRowFields: Record<string, JsonSchema> = {
  must_call: bool(),
  no_service: bool(),
  no_service_reason: oneOf(['Billing', 'Internal', 'Pricing', 'Service Area']),
  same_day_active: bool(),
  next_day_active: bool(),
  two_day_notice_active: bool(),
  saturday_active: bool(),
  sunday_active: bool(),
  same_day_cutoff_time: cutoff(),
  next_day_cutoff_time: cutoff(),
  days_out_cutoff_time: cutoff(),
  saturday_cutoff_day: oneOf(DAYS),
  saturday_cutoff_time: cutoff(),
  sunday_cutoff_day: oneOf(DAYS),
  sunday_cutoff_time: cutoff(),
  window_active: bool(),
  window_days: int(0, 90),
  days_out: int(0, 365),
  next_available_service: date(),
};
/** Stripped by the client before the PUT (id, size, timestamps, users, delivery_date, title); ignored if sent. */
export const currentRowIgnored = [
  'size',
  'size_id',
  'title',
  'name',
  'delivery_date',
  'delivery_type',
  'current_availability_id',
  'region_id',
  'overridden',
  '_links',
];

/** PUT /region/{id} with availability: each delivery type a list of {id, data}. */
export const availabilityChange: JsonSchema = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object',
    required: ['id', 'data'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      updated_at: str(40),
      data: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...availabilityFields,
          ...Object.fromEntries(
            [
              'id',
              'created_at',
              'updated_at',
              'created_by',
              'updated_by',
              'created_by_name',
              'updated_by_name',
              ...availabilityIgnored,
            ].map((n) => [n, {}]),
          ),
        },
      },
    },
  },
};
