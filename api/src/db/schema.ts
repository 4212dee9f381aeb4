// Over 300 lines: every table in the one file drizzle-kit reads to write the migrations.
// Drizzle schema: the tables of the main API. One set of migrations for PGlite and PostgreSQL
// (regenerate with `npm run db:generate` after a change here).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
};

/** Staff accounts of the auth service. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  nickname: text('nickname'),
  phone: text('phone'),
  password_hash: text('password_hash').notNull(),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  internal: boolean('internal').notNull().default(true),
  user_metadata: jsonb('user_metadata').notNull().default({}),
  app_metadata: jsonb('app_metadata').notNull().default({}),
  ...timestamps,
});

/** Password-reset requests (the change_password call records them; mail is sent elsewhere). */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  client_id: text('client_id'),
  connection: text('connection'),
  user_id: integer('user_id'),
  created_at: timestamps.created_at,
});

/** Access tokens ended before their expiry (logout); a row can go once its token has expired. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  user_id: integer('user_id'),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Key-value facts about this database, such as whether the demo data was seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Records of docs/decisions.md#records-and-fields. Every record carries created_at, updated_at,
// created_by and updated_by (user ids). Money is numeric(12,2) (strings on the wire).
// ---------------------------------------------------------------------------------------------

/** PostgreSQL's built-in `box` type (core, no PostGIS): the GiST-indexed bounding box of a shape. */
const box = customType<{ data: string; driverData: string }>({ dataType: () => 'box' });

const audit = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
};

/** The bounding box of `boundaries` (set by the writer) and a generated `bbox` box for GiST lookups. */
const bounds = {
  boundaries: jsonb('boundaries'),
  min_lng: doublePrecision('min_lng'),
  min_lat: doublePrecision('min_lat'),
  max_lng: doublePrecision('max_lng'),
  max_lat: doublePrecision('max_lat'),
  bbox: box('bbox').generatedAlwaysAs(
    sql`CASE WHEN min_lng IS NULL OR min_lat IS NULL OR max_lng IS NULL OR max_lat IS NULL THEN NULL ELSE box(point(min_lng, min_lat), point(max_lng, max_lat)) END`,
  ),
};

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const haulers = pgTable(
  'haulers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    type: text('type').notNull().default('inNetwork'),
    general_notes: text('general_notes'),
    hauler_score: numeric('hauler_score', { precision: 6, scale: 2 }),
    standard_service: text('standard_service'),
    saturday_service: text('saturday_service'),
    ...audit,
  },
  (t) => [index('haulers_name_idx').on(t.name)],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    hauler_id: integer('hauler_id')
      .notNull()
      .references(() => haulers.id, { onDelete: 'cascade' }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    website: text('website'),
    phone: text('phone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...audit,
  },
  (t) => [index('locations_hauler_idx').on(t.hauler_id)],
);

export const markets = pgTable(
  'markets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    territory: text('territory'),
    timezone: text('timezone'),
    our_phone: text('our_phone'),
    our_address: text('our_address'),
    alt_phone: text('alt_phone'),
    alt_address: text('alt_address'),
    note: text('note'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...bounds,
    ...audit,
  },
  (t) => [index('markets_bbox_idx').using('gist', t.bbox)],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    hauler_id: integer('hauler_id')
      .notNull()
      .references(() => haulers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    netsuite_id: text('netsuite_id'),
    phone: text('phone'),
    territory: text('territory'),
    street_address: text('street_address'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    portal_active: boolean('portal_active').notNull().default(false),
    dispatcher_active: boolean('dispatcher_active').notNull().default(false),
    we_win_winter: boolean('we_win_winter').notNull().default(false),
    /** IANA time zone (America/Chicago): local midnight for availability. */
    timezone: text('timezone').notNull().default('America/Chicago'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    last_saved_by: integer('last_saved_by'),
    last_saved_at: timestamp('last_saved_at', { withTimezone: true, mode: 'string' }),
    ...audit,
  },
  (t) => [
    index('regions_hauler_idx').on(t.hauler_id),
    index('regions_territory_idx').on(t.territory),
  ],
);

/** Zones. `active` is 0/1 (the spec shows radio 1/0). */
export const serviceAreas = pgTable(
  'service_areas',
  {
    id: serial('id').primaryKey(),
    hauler_id: integer('hauler_id')
      .notNull()
      .references(() => haulers.id, { onDelete: 'cascade' }),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    market_id: integer('market_id').references(() => markets.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    active: smallint('active').notNull().default(1),
    color: text('color'),
    special_use: text('special_use'),
    search_text: text('search_text'),
    netsuite_name: text('netsuite_name'),
    permit_info: text('permit_info'),
    service_area_defined: text('service_area_defined'),
    aggregate_ranking: numeric('aggregate_ranking', { precision: 8, scale: 2 }),
    ...bounds,
    ...audit,
  },
  (t) => [
    index('service_areas_region_idx').on(t.region_id),
    index('service_areas_hauler_idx').on(t.hauler_id),
    index('service_areas_market_idx').on(t.market_id),
    index('service_areas_bbox_idx').using('gist', t.bbox),
    index('service_areas_search_text_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('service_areas_netsuite_name_trgm_idx').using(
      'gin',
      sql`${t.netsuite_name} gin_trgm_ops`,
    ),
  ],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...audit,
});
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...audit,
});
export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...audit,
});
export const costStructures = pgTable('cost_structures', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...audit,
});

/** Sizes; `name` ends with ' Yard'. */
export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  ...audit,
});

export const wasteTypes = pgTable('waste_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  construction_debris: boolean('construction_debris').notNull().default(false),
  household_debris: boolean('household_debris').notNull().default(false),
  special_debris: boolean('special_debris').notNull().default(false),
  ...audit,
});

/** The accepted-material flags of a pricing record, each with a `_note`. */
export const DEBRIS_FLAGS = [
  'yard_waste',
  'stumps',
  'appliances',
  'electronics',
  'mattress',
  'other',
  'concrete',
  'dirt',
  'brick',
  'block',
  'gravel',
  'asphalt',
  'leed',
] as const;
const debrisColumns = Object.fromEntries(
  DEBRIS_FLAGS.flatMap((f) => [
    [f, boolean(f).notNull().default(false)],
    [`${f}_note`, text(`${f}_note`)],
  ]),
) as Record<(typeof DEBRIS_FLAGS)[number], ReturnType<typeof boolean>> &
  Record<`${(typeof DEBRIS_FLAGS)[number]}_note`, ReturnType<typeof text>>;

export const rolloffPricing = pgTable(
  'rolloff_pricing',
  {
    id: serial('id').primaryKey(),
    service_area_id: integer('service_area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
    size_id: integer('size_id').references(() => sizes.id, { onDelete: 'set null' }),
    waste_type_id: integer('waste_type_id').references(() => wasteTypes.id, {
      onDelete: 'set null',
    }),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    service_type_id: integer('service_type_id').references(() => serviceTypes.id, {
      onDelete: 'set null',
    }),
    cost_structure_id: integer('cost_structure_id').references(() => costStructures.id, {
      onDelete: 'set null',
    }),
    netsuite_item_name: text('netsuite_item_name'),
    netsuite_id: text('netsuite_id'),
    salesforce_id: text('salesforce_id'),
    price: money('price'),
    cost: money('cost'),
    extra_day_price: money('extra_day_price'),
    extra_day_cost: money('extra_day_cost'),
    price_per_ton: money('price_per_ton'),
    cost_per_ton: money('cost_per_ton'),
    haul_flat_rate: money('haul_flat_rate'),
    delivery_fee: money('delivery_fee'),
    franchise_fee: money('franchise_fee'),
    misc_fee: money('misc_fee'),
    fe_combo: money('fe_combo'),
    /** Flat tax base (user_defined_one in spec 2). */
    user_defined_one: money('user_defined_one'),
    tax_rate: numeric('tax_rate', { precision: 6, scale: 3 }),
    tonnage: numeric('tonnage', { precision: 8, scale: 2 }),
    rental_period: integer('rental_period'),
    actual_volume: numeric('actual_volume', { precision: 8, scale: 2 }),
    cost_structure_note: text('cost_structure_note'),
    extra_day_cost_note: text('extra_day_cost_note'),
    product_notes: text('product_notes'),
    sell_as: text('sell_as'),
    length: numeric('length', { precision: 8, scale: 2 }),
    width: numeric('width', { precision: 8, scale: 2 }),
    height: numeric('height', { precision: 8, scale: 2 }),
    rank: integer('rank').notNull().default(99),
    preferred: boolean('preferred').notNull().default(false),
    preferred_rank: integer('preferred_rank'),
    mako_preferred: boolean('mako_preferred').notNull().default(false),
    quote_preferred: boolean('quote_preferred').notNull().default(false),
    portal_active: boolean('portal_active').notNull().default(true),
    region_we_win_winter: boolean('region_we_win_winter').notNull().default(false),
    region_notes: text('region_notes'),
    new: boolean('new').notNull().default(false),
    sold_qty_last_45: integer('sold_qty_last_45').notNull().default(0),
    ...debrisColumns,
    ...audit,
  },
  (t) => [index('rolloff_pricing_service_area_idx').on(t.service_area_id)],
);

export const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  name: text('name'),
  description: text('description').notNull().default(''),
  ...audit,
});
export const noteHaulers = pgTable(
  'note_haulers',
  {
    note_id: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    hauler_id: integer('hauler_id')
      .notNull()
      .references(() => haulers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.note_id, t.hauler_id] }),
    index('note_haulers_hauler_idx').on(t.hauler_id),
  ],
);
export const noteServiceAreas = pgTable(
  'note_service_areas',
  {
    note_id: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    service_area_id: integer('service_area_id')
      .notNull()
      .references(() => serviceAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.note_id, t.service_area_id] }),
    index('note_service_areas_sa_idx').on(t.service_area_id),
  ],
);
export const noteRolloffPricing = pgTable(
  'note_rolloff_pricing',
  {
    note_id: integer('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    rolloff_pricing_id: integer('rolloff_pricing_id')
      .notNull()
      .references(() => rolloffPricing.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.note_id, t.rolloff_pricing_id] }),
    index('note_rolloff_pricing_rp_idx').on(t.rolloff_pricing_id),
  ],
);

/** Alerts; `expires` and `check_back` are local dates 'YYYY-MM-DD 00:00:00'. */
export const alerts = pgTable('alerts', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  severity: text('severity').notNull().default('warning'),
  expires: timestamp('expires', { mode: 'string' }),
  check_back: timestamp('check_back', { mode: 'string' }),
  commercial_pricing: jsonb('commercial_pricing'),
  ...audit,
});
const alertLink = (name: string, col: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      alert_id: integer('alert_id')
        .notNull()
        .references(() => alerts.id, { onDelete: 'cascade' }),
      [col]: integer(col).notNull().references(target, { onDelete: 'cascade' }),
    } as { alert_id: ReturnType<typeof integer> } & Record<string, ReturnType<typeof integer>>,
    (t) => [primaryKey({ columns: [t.alert_id, t[col]] }), index(`${name}_target_idx`).on(t[col])],
  );
export const alertServiceAreas = alertLink(
  'alert_service_areas',
  'service_area_id',
  () => serviceAreas.id,
);
export const alertRegions = alertLink('alert_regions', 'region_id', () => regions.id);
export const alertHaulers = alertLink('alert_haulers', 'hauler_id', () => haulers.id);
export const alertMarkets = alertLink('alert_markets', 'market_id', () => markets.id);
export const alertRolloffPricing = alertLink(
  'alert_rolloff_pricing',
  'rolloff_pricing_id',
  () => rolloffPricing.id,
);

/** Geo notes: coloured map areas (#ff0000, #fff000, #ffa500, #00ff00). */
export const geoNotes = pgTable(
  'geo_notes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    color: text('color').notNull(),
    ...bounds,
    ...audit,
  },
  (t) => [index('geo_notes_bbox_idx').using('gist', t.bbox)],
);

/** Contract availability: one per region and delivery type (newDeliveries: one per size). */
export const availability = pgTable(
  'availability',
  {
    id: serial('id').primaryKey(),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    /** newDeliveries, emptyReturn or pickUp. */
    delivery_type: text('delivery_type').notNull(),
    size_id: integer('size_id').references(() => sizes.id, { onDelete: 'cascade' }),
    same_day_active: boolean('same_day_active').notNull().default(false),
    same_day_cutoff_time: time('same_day_cutoff_time'),
    same_day_must_call: boolean('same_day_must_call').notNull().default(false),
    same_day_notes: text('same_day_notes'),
    next_day_active: boolean('next_day_active').notNull().default(false),
    next_day_cutoff_time: time('next_day_cutoff_time'),
    next_day_must_call: boolean('next_day_must_call').notNull().default(false),
    next_day_notes: text('next_day_notes'),
    two_day_notice_active: boolean('two_day_notice_active').notNull().default(false),
    two_day_notice_cutoff_time: time('two_day_notice_cutoff_time'),
    two_day_notice_must_call: boolean('two_day_notice_must_call').notNull().default(false),
    two_day_notice_notes: text('two_day_notice_notes'),
    saturday_active: boolean('saturday_active').notNull().default(false),
    saturday_cutoff_time: time('saturday_cutoff_time'),
    saturday_must_call: boolean('saturday_must_call').notNull().default(false),
    saturday_notes: text('saturday_notes'),
    sunday_active: boolean('sunday_active').notNull().default(false),
    sunday_cutoff_time: time('sunday_cutoff_time'),
    sunday_must_call: boolean('sunday_must_call').notNull().default(false),
    sunday_notes: text('sunday_notes'),
    saturday_cutoff_day: text('saturday_cutoff_day'),
    sunday_cutoff_day: text('sunday_cutoff_day'),
    must_call_all: boolean('must_call_all').notNull().default(false),
    no_service: boolean('no_service').notNull().default(false),
    no_service_reason: text('no_service_reason'),
    window_active: boolean('window_active').notNull().default(false),
    window_days: integer('window_days'),
    days_out: integer('days_out'),
    ...audit,
  },
  (t) => [
    uniqueIndex('availability_region_type_size_idx').on(
      t.region_id,
      t.delivery_type,
      sql`coalesce(${t.size_id}, 0)`,
    ),
  ],
);

/** Today's operative schedule of a region (top-level window fields; rows per delivery type below). */
export const currentAvailability = pgTable('current_availability', {
  id: serial('id').primaryKey(),
  region_id: integer('region_id')
    .notNull()
    .unique()
    .references(() => regions.id, { onDelete: 'cascade' }),
  window_active: boolean('window_active').notNull().default(false),
  window_days: integer('window_days'),
  /** When the rows were last calculated from the contract (local midnight job or a save). */
  calculated_at: timestamp('calculated_at', { withTimezone: true, mode: 'string' }),
  ...audit,
});

const currentRowColumns = () => ({
  id: serial('id').primaryKey(),
  current_availability_id: integer('current_availability_id')
    .notNull()
    .references(() => currentAvailability.id, { onDelete: 'cascade' }),
  region_id: integer('region_id')
    .notNull()
    .references(() => regions.id, { onDelete: 'cascade' }),
  title: text('title'),
  must_call: boolean('must_call').notNull().default(false),
  no_service: boolean('no_service').notNull().default(false),
  no_service_reason: text('no_service_reason'),
  same_day_active: boolean('same_day_active').notNull().default(false),
  next_day_active: boolean('next_day_active').notNull().default(false),
  two_day_notice_active: boolean('two_day_notice_active').notNull().default(false),
  saturday_active: boolean('saturday_active').notNull().default(false),
  sunday_active: boolean('sunday_active').notNull().default(false),
  same_day_cutoff_time: time('same_day_cutoff_time'),
  next_day_cutoff_time: time('next_day_cutoff_time'),
  days_out_cutoff_time: time('days_out_cutoff_time'),
  saturday_cutoff_day: text('saturday_cutoff_day'),
  saturday_cutoff_time: time('saturday_cutoff_time'),
  sunday_cutoff_day: text('sunday_cutoff_day'),
  sunday_cutoff_time: time('sunday_cutoff_time'),
  window_active: boolean('window_active').notNull().default(false),
  window_days: integer('window_days'),
  days_out: integer('days_out'),
  next_available_service: date('next_available_service', { mode: 'string' }),
  /** { date, availabilityType, friendlyText } as calculated. */
  delivery_date: jsonb('delivery_date'),
  /** True when staff overrode the calculated row for the day. */
  overridden: boolean('overridden').notNull().default(false),
  ...audit,
});

/** Current availability for new deliveries, one row per size. */
export const currentAvailabilityDelivery = pgTable(
  'current_availability_delivery',
  {
    ...currentRowColumns(),
    size_id: integer('size_id').references(() => sizes.id, { onDelete: 'cascade' }),
  },
  (t) => [index('current_availability_delivery_ca_idx').on(t.current_availability_id)],
);
export const currentAvailabilityEmptyReturn = pgTable(
  'current_availability_empty_return',
  currentRowColumns(),
  (t) => [index('current_availability_empty_return_ca_idx').on(t.current_availability_id)],
);
export const currentAvailabilityPickup = pgTable(
  'current_availability_pickup',
  currentRowColumns(),
  (t) => [index('current_availability_pickup_ca_idx').on(t.current_availability_id)],
);

/** Exceptions. Bulk ones have no region and apply everywhere except their exclusions. */
export const exceptions = pgTable(
  'exceptions',
  {
    id: serial('id').primaryKey(),
    bulk: boolean('bulk').notNull().default(false),
    region_id: integer('region_id').references(() => regions.id, { onDelete: 'cascade' }),
    hauler_id: integer('hauler_id').references(() => haulers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    reason: text('reason'),
    action_type: text('action_type').notNull(),
    action_date: date('action_date', { mode: 'string' }),
    /** Comma list of newDeliveries, emptyReturn, pickup. */
    delivery_type: text('delivery_type').notNull().default(''),
    service_areas: text('service_areas').notNull().default(''),
    service_areas_text: text('service_areas_text'),
    sizes: text('sizes').notNull().default(''),
    sizes_text: text('sizes_text'),
    waste_types: text('waste_types').notNull().default(''),
    waste_types_text: text('waste_types_text'),
    days_of_week: text('days_of_week'),
    window_days: integer('window_days'),
    availability_action: text('availability_action'),
    next_available_date: date('next_available_date', { mode: 'string' }),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    boundaries: jsonb('boundaries'),
    boundaries_description: text('boundaries_description'),
    ...audit,
  },
  (t) => [index('exceptions_region_idx').on(t.region_id), index('exceptions_bulk_idx').on(t.bulk)],
);
/** Regions a bulk exception was removed from. */
export const exceptionExclusions = pgTable(
  'exception_exclusions',
  {
    exception_id: integer('exception_id')
      .notNull()
      .references(() => exceptions.id, { onDelete: 'cascade' }),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    created_at: audit.created_at,
    created_by: audit.created_by,
  },
  (t) => [primaryKey({ columns: [t.exception_id, t.region_id] })],
);

export const netsuiteCustomers = pgTable(
  'netsuite_customers',
  {
    id: serial('id').primaryKey(),
    internal_id: text('internal_id').notNull(),
    name: text('name').notNull(),
    searchable_name: text('searchable_name').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    email: text('email'),
    phone: text('phone'),
    ...audit,
  },
  (t) => [
    index('netsuite_customers_name_trgm_idx').using('gin', sql`${t.searchable_name} gin_trgm_ops`),
  ],
);
export const netsuiteSites = pgTable(
  'netsuite_sites',
  {
    id: serial('id').primaryKey(),
    internal_id: text('internal_id').notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => netsuiteCustomers.id, { onDelete: 'cascade' }),
    formatted_address: text('formatted_address').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...audit,
  },
  (t) => [index('netsuite_sites_customer_idx').on(t.customer_id)],
);
/** Customer-specific prices created by the calculator (the five keyed records in `payload`). */
export const customerPrices = pgTable('customer_prices', {
  id: serial('id').primaryKey(),
  customer_id: integer('customer_id').references(() => netsuiteCustomers.id, {
    onDelete: 'set null',
  }),
  site_id: integer('site_id').references(() => netsuiteSites.id, { onDelete: 'set null' }),
  rolloff_pricing_id: integer('rolloff_pricing_id').references(() => rolloffPricing.id, {
    onDelete: 'set null',
  }),
  eff_date: date('eff_date', { mode: 'string' }),
  price: money('price'),
  payload: jsonb('payload').notNull(),
  ...audit,
});

export const userPreferences = pgTable('user_preferences', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  show_pip: boolean('show_pip').notNull().default(true),
  search_type: text('search_type').notNull().default('product'),
  ...audit,
});

export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: jsonb('query').notNull(),
    place_id: text('place_id'),
    formatted_address: text('formatted_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    result_count: integer('result_count').notNull().default(0),
    ...audit,
  },
  (t) => [index('search_history_user_idx').on(t.user_id, t.created_at)],
);

/** Events of POST logging/{kind} (stored only while FEATURE_LOGGING is on). */
export const loggingEvents = pgTable('logging_events', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  user_id: integer('user_id'),
  payload: jsonb('payload').notNull(),
  created_at: audit.created_at,
});

// ---------------------------------------------------------------------------------------------
// Issue 5: imported boundary shapes and the Postgres-backed job queue.
// ---------------------------------------------------------------------------------------------

/** Real boundary shapes (Census GeoJSON) loaded by scripts/import-boundaries.ts; preferred over the offline approximations. */
export const boundaryShapes = pgTable(
  'boundary_shapes',
  {
    id: serial('id').primaryKey(),
    /** zip, city, county or state. */
    kind: text('kind').notNull(),
    /** '78701', 'austin|TX', '48453' (county FIPS), 'TX'. */
    key: text('key').notNull(),
    name: text('name'),
    state: text('state'),
    source: text('source'),
    ...bounds,
    created_at: audit.created_at,
  },
  (t) => [
    uniqueIndex('boundary_shapes_kind_key_idx').on(t.kind, t.key),
    index('boundary_shapes_bbox_idx').using('gist', t.bbox),
  ],
);

/** Scheduled work (midnight activation, exception expiry, check-back alerts); claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Deduplication key: a job with the same key is scheduled once ('activate:12:2026-11-23'). */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    run_at: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** pending, running, done or failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    locked_by: text('locked_by'),
    locked_at: timestamp('locked_at', { withTimezone: true, mode: 'string' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    last_error: text('last_error'),
    created_at: audit.created_at,
  },
  (t) => [uniqueIndex('jobs_key_idx').on(t.key), index('jobs_due_idx').on(t.status, t.run_at)],
);
