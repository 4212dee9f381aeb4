// Product lookups (brands, products, service types, cost structures, sizes, waste types) and roll-off pricing.
import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { audit, money } from './columns.ts';
import { serviceAreas } from './network.ts';

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
/** The debris flags and their notes, each flag followed by its note: 26 column names. */
export const DEBRIS_COLUMNS: readonly string[] = DEBRIS_FLAGS.flatMap((f) => [f, `${f}_note`]);
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
