// The small meta lists (brands, markets, products, sizes, waste types, cost structures, service
// types) and the autocomplete searches over one column of a table.
import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { columnsOf, likePattern, type ResourceDef } from './records.ts';

const lookup = (key: string, title: string, table: PgTable): ResourceDef => ({
  key,
  title,
  table,
  fields: {},
});

/** The lookups listed on their own (`GET /brands`, ...). */
export const LOOKUPS = [
  lookup('brands', 'Brand', t.brands),
  lookup('products', 'Product', t.products),
  lookup('service-types', 'Service type', t.serviceTypes),
  lookup('cost-structures', 'Cost structure', t.costStructures),
];

/** Every meta list at once, each ordered by id. */
export async function allLookups(db: Db) {
  const all = async (table: PgTable, cols: string[] = ['id', 'name']) => {
    const c = columnsOf(table);
    return db
      .select(Object.fromEntries(cols.map((k) => [k, c[k]])))
      .from(table)
      .orderBy(asc(c.id));
  };
  return {
    brands: await all(t.brands),
    markets: await all(t.markets, ['id', 'name', 'state', 'timezone']),
    products: await all(t.products),
    sizes: await all(t.sizes, ['id', 'name', 'product_id']),
    wasteTypes: await all(t.wasteTypes, [
      'id',
      'name',
      'construction_debris',
      'household_debris',
      'special_debris',
    ]),
    costStructures: await all(t.costStructures),
    serviceTypes: await all(t.serviceTypes),
  };
}

/** The tables an autocomplete searches, and on which column. */
export const AUTOCOMPLETES = {
  serviceAreas: { table: t.serviceAreas, field: 'netsuite_name' },
  geoNotes: { table: t.geoNotes, field: 'name' },
  haulers: { table: t.haulers, field: 'name' },
} as const;

/**
 * Rows whose column contains `value` (case-insensitive; any non-null value without one),
 * ordered by that column, at most `limit`: `{id, <field>}` each.
 */
export async function autocomplete(
  db: Db,
  source: keyof typeof AUTOCOMPLETES,
  value: string | undefined,
  limit: number,
) {
  const { table, field } = AUTOCOMPLETES[source];
  const c = columnsOf(table);
  const where = value ? sql`${c[field]} ILIKE ${likePattern(value)}` : sql`${c[field]} IS NOT NULL`;
  return db
    .select({ id: c.id, [field]: c[field] })
    .from(table)
    .where(where)
    .orderBy(asc(c[field]), asc(c.id))
    .limit(limit);
}
