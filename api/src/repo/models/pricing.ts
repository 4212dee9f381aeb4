// The rolloff-pricing model: one product of a zone, with its money, fees and accepted materials.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import * as f from '../../schemas/models.ts';
import { byId, moneyDiff } from '../helpers.ts';
import { type ResourceDef } from '../records.ts';

/** Pricing rows with size, waste type and cost structure objects and the profitability (price - cost). */
export async function expandPricing(db: Db, rows: Record<string, unknown>[]) {
  const sizes = await byId(
    db,
    t.sizes,
    rows.map((r) => r.size_id),
  );
  const wastes = await byId(
    db,
    t.wasteTypes,
    rows.map((r) => r.waste_type_id),
  );
  const costs = await byId(
    db,
    t.costStructures,
    rows.map((r) => r.cost_structure_id),
  );
  for (const r of rows) {
    const s = sizes.get(r.size_id as number);
    const w = wastes.get(r.waste_type_id as number);
    const c = costs.get(r.cost_structure_id as number);
    r.size = s ? { id: s.id, name: s.name } : null;
    r.waste_type = w ? { id: w.id, name: w.name, special_debris: w.special_debris } : null;
    r.cost_structure = c ? { id: c.id, name: c.name } : null;
    r.profitability = moneyDiff(r.price, r.cost);
    // docs/decisions.md#validation: a margin under 150 is flagged bad.
    r.bad_margin = r.profitability === null ? null : Number(r.profitability) < 150;
  }
  return rows;
}

export const rolloffPricing: ResourceDef = {
  key: 'rolloff-pricing',
  title: 'Pricing record',
  table: t.rolloffPricing,
  fields: f.pricingFields,
  ignore: f.pricingIgnored,
  createRequired: ['service_area_id', 'size_id', 'waste_type_id', 'extra_day_price'],
  updateRequired: ['service_area_id', 'size_id', 'waste_type_id'],
  dropNulls: true,
  async prepare(values, ctx) {
    // docs/decisions.md#states-and-transitions: a new record, or one whose waste type changed, gets rank 99.
    if (ctx.mode === 'create') {
      values.rank = 99;
      if (!values.brand_id) {
        const [b] = await ctx.db
          .select({ id: t.brands.id })
          .from(t.brands)
          .orderBy(asc(t.brands.id))
          .limit(1);
        if (b) values.brand_id = b.id;
      }
      if (!values.product_id) {
        const [p] = await ctx.db
          .select({ id: t.products.id })
          .from(t.products)
          .orderBy(asc(t.products.id))
          .limit(1);
        if (p) values.product_id = p.id;
      }
    } else if (
      values.waste_type_id !== undefined &&
      values.waste_type_id !== ctx.existing?.waste_type_id
    ) {
      values.rank = 99;
    }
  },
  expand: (db, rows) => expandPricing(db, rows),
};
