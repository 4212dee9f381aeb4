// Over 300 lines: the request fields of the nine models as one table of schemas.
// Request fields of the nine generic models of docs/decisions.md#records-and-fields (and regions, exceptions).
import { DEBRIS_FLAGS } from '../db/schema.ts';
import {
  DAYS,
  GEO_NOTE_COLORS,
  SEVERITIES,
  STATES,
  TERRITORIES,
  bool,
  date,
  dateTime,
  decimal,
  geojson,
  id,
  idArray,
  idList,
  ignored,
  int,
  money,
  num,
  oneOf,
  str,
  text,
  type JsonSchema,
} from './common.ts';

const ignore = (names: string[]) => Object.fromEntries(names.map((n) => [n, ignored()]));

/** Fields a client may echo back from a read; never stored from a request. */
export const AUDIT_ECHO = [
  'id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'created_by_name',
  'updated_by_name',
];

/** Builds a body schema: the fields, the ignored ones, and nothing else. */
export function bodySchema(
  fields: Record<string, JsonSchema>,
  ignoredFields: string[] = [],
): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { ...fields, ...ignore([...AUDIT_ECHO, ...ignoredFields]) },
  };
}

const location: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: id(),
    hauler_id: id(),
    address: str(255),
    city: str(100),
    state: str(2),
    zip_code: str(10),
    website: str(500),
    phone: str(32),
    latitude: num(),
    longitude: num(),
    created_at: ignored(),
    updated_at: ignored(),
    created_by: ignored(),
    updated_by: ignored(),
  },
};

export const haulerFields: Record<string, JsonSchema> = {
  name: str(255),
  active: bool(),
  type: oneOf(['inNetwork', 'outOfNetwork']),
  general_notes: text(),
  hauler_score: decimal(),
  standard_service: str(1000),
  saturday_service: str(1000),
  locations: { type: ['array', 'null'], maxItems: 100, items: location },
};
export const haulerIgnored = ['notes', 'alerts', 'regions', 'service_areas', '_links'];

export const marketFields: Record<string, JsonSchema> = {
  name: str(255),
  city: str(100),
  state: oneOf(STATES),
  territory: oneOf(TERRITORIES),
  timezone: str(64),
  our_phone: str(32),
  our_address: str(500),
  alt_phone: str(32),
  alt_address: str(500),
  note: text(),
  boundaries: geojson(),
  latitude: num(),
  longitude: num(),
};
export const marketIgnored = [
  'min_lng',
  'min_lat',
  'max_lng',
  'max_lat',
  'service_areas',
  'alerts',
  '_links',
];

export const sizeFields: Record<string, JsonSchema> = { name: str(50), product_id: id() };
export const wasteTypeFields: Record<string, JsonSchema> = {
  name: str(100),
  construction_debris: bool(),
  household_debris: bool(),
  special_debris: bool(),
};

export const noteFields: Record<string, JsonSchema> = {
  name: str(255),
  description: text(),
  haulers: idArray(),
  service_areas: idArray(),
  rolloff_pricing: idArray(),
  rel_id: id(),
  type: oneOf(['hauler', 'serviceArea', 'product']),
};
export const noteIgnored = ['note_id', '_links'];

export const serviceAreaFields: Record<string, JsonSchema> = {
  name: str(255),
  hauler_id: id(),
  region_id: id(),
  market_id: id(),
  active: {
    type: ['integer', 'boolean', 'null'],
    minimum: 0,
    maximum: 1,
    description: '1/0 (true/false accepted)',
  },
  color: str(20),
  special_use: str(100),
  search_text: text(20000),
  netsuite_name: str(255),
  permit_info: text(),
  service_area_defined: str(1000),
  aggregate_ranking: decimal(),
  boundaries: geojson(),
};
export const serviceAreaIgnored = [
  'rolloff_pricing',
  'alerts',
  'notes',
  'hauler_name',
  'region_name',
  'market_name',
  'hauler',
  'region',
  'market',
  'min_lng',
  'min_lat',
  'max_lng',
  'max_lat',
  '_links',
];

const debrisFields = Object.fromEntries(
  DEBRIS_FLAGS.flatMap((f) => [
    [f, bool()],
    [`${f}_note`, str(1000)],
  ]),
);
export const pricingFields: Record<string, JsonSchema> = {
  service_area_id: id(),
  size_id: id(),
  waste_type_id: id(),
  brand_id: id(),
  product_id: id(),
  service_type_id: id(),
  cost_structure_id: id(),
  netsuite_item_name: str(255),
  netsuite_id: str(64),
  salesforce_id: str(64),
  price: money(),
  cost: money(),
  extra_day_price: money(),
  extra_day_cost: money(),
  price_per_ton: money(),
  cost_per_ton: money(),
  haul_flat_rate: money(),
  delivery_fee: money(),
  franchise_fee: money(),
  misc_fee: money(),
  fe_combo: money(),
  user_defined_one: money(),
  tax_rate: decimal(),
  tonnage: decimal(),
  rental_period: int(0, 3650),
  actual_volume: decimal(),
  cost_structure_note: text(2000),
  extra_day_cost_note: text(2000),
  product_notes: text(),
  sell_as: str(255),
  length: decimal(),
  width: decimal(),
  height: decimal(),
  rank: int(0, 100000),
  preferred: bool(),
  preferred_rank: int(0, 100000),
  mako_preferred: bool(),
  quote_preferred: bool(),
  portal_active: bool(),
  region_we_win_winter: bool(),
  region_notes: text(),
  new: bool(),
  sold_qty_last_45: int(0),
  ...debrisFields,
};
export const pricingIgnored = [
  'size',
  'waste_type',
  'cost_structure',
  'brand',
  'product',
  'service_type',
  'notes',
  'alerts',
  'profitability',
  'bad_margin',
  'service_area_name',
  'hauler_name',
  'user_id',
  '_links',
];

export const geoNoteFields: Record<string, JsonSchema> = {
  name: str(100),
  description: text(),
  active: bool(),
  color: oneOf(GEO_NOTE_COLORS),
  boundaries: geojson(),
};
export const geoNoteIgnored = ['min_lng', 'min_lat', 'max_lng', 'max_lat', '_links'];

export const alertFields: Record<string, JsonSchema> = {
  text: str(5000),
  severity: oneOf(SEVERITIES),
  expires: dateTime(),
  check_back: dateTime(),
  commercial_pricing: { description: 'Commercial pricing links (free JSON)' },
  service_areas: idArray(),
  regions: idArray(),
  haulers: idArray(),
  markets: idArray(),
  rolloff_pricing: idArray(),
};
/** Server-only fields the spec says are removed before an alert update (accepted and ignored). */
export const alertIgnored = [
  '_links',
  'alert_type',
  'hauler_id',
  'hauler_name',
  'product_id',
  'product_name',
  'service_area_name',
  'service_area_id',
  'region_id',
  'region_name',
  'market_name',
  'territory',
];

export const REGION_TERRITORIES = [...TERRITORIES, 'none', ''] as const;
export const regionFields: Record<string, JsonSchema> = {
  hauler_id: id(),
  name: str(255),
  netsuite_id: str(64),
  phone: str(32),
  territory: oneOf(REGION_TERRITORIES),
  street_address: str(255),
  city: str(100),
  state: oneOf([...STATES, '']),
  zip_code: str(10),
  notes: text(),
  active: bool(),
  portal_active: bool(),
  dispatcher_active: bool(),
  we_win_winter: bool(),
  timezone: str(64),
  latitude: num(),
  longitude: num(),
};
/** What PUT /region/{id} must not store (docs/decisions.md#calls). */
export const regionIgnored = [
  'current_availability',
  'availability',
  'last_saved_at',
  'last_saved_by',
  'last_saved',
  'new_deliveries_no_service',
  'hauler_name',
  'hauler_type',
  'hauler_active',
  'last_saved_by_name',
  'current_service_exceptions',
  'service_areas',
  'exceptions',
  'alerts',
  'hauler',
  '_links',
];

export const EXCEPTION_TYPES = [
  'closure',
  'dayOfWeek',
  'noService',
  'availabilityByDate',
  'availabilityByZone',
  'window',
  'serviceArea',
  'other',
] as const;
export const EXCEPTION_REASONS = [
  'Pricing',
  'Billing',
  'Internal',
  'Inventory',
  'Scheduling',
  'Service Area',
] as const;
export const ACTION_TYPES = ['expirationDate', 'checkBack', 'permanent'] as const;
export const exceptionFields: Record<string, JsonSchema> = {
  bulk: bool(),
  region_id: id(),
  hauler_id: id(),
  type: oneOf(EXCEPTION_TYPES),
  reason: oneOf(EXCEPTION_REASONS),
  action_type: oneOf(ACTION_TYPES),
  action_date: date(),
  delivery_type: str(100, {
    pattern:
      '^((newDeliveries|emptyReturn|pickup|pickUp)(, ?(newDeliveries|emptyReturn|pickup|pickUp))*)?$',
  }),
  service_areas: idList(),
  service_areas_text: text(),
  sizes: idList(),
  sizes_text: text(),
  waste_types: idList(),
  waste_types_text: text(),
  days_of_week: str(100, { pattern: `^((${DAYS.join('|')})(, ?(${DAYS.join('|')}))*)?$` }),
  window_days: int(0, 90),
  availability_action: oneOf(['mustCall', 'nextAvailableDate']),
  next_available_date: date(),
  start_date: date(),
  end_date: date(),
  boundaries: geojson(),
  boundaries_description: text(2000),
  excluded_regions: idArray(),
};
export const exceptionIgnored = [
  'hauler_name',
  'region_name',
  'territory',
  'bulk_counts',
  'excluded',
  '_links',
];
