// Pure parts of the address search: the `pricing` block of docs/decisions.md#records-and-fields and
// the result orders of docs/decisions.md#search (the rule itself is `sortBy` in shared/quote/order.ts).
// Money is exact in integer cents by shared/quote/money.ts, the gateway's and the web's rule too.
import { formatCents, money, toCents } from '@shared/quote/money.ts';
import { sortBy, type SortFields, type SortValue } from '@shared/quote/order.ts';

/** The columns of a pricing record that its `pricing` block is made of (`pricingBlock`). */
export const BLOCK_COLUMNS = [
  'id',
  'price',
  'cost',
  'extra_day_price',
  'extra_day_cost',
  'price_per_ton',
  'cost_per_ton',
  'delivery_fee',
  'netsuite_id',
  'netsuite_item_name',
] as const;

export interface PricingRow {
  id: number;
  price?: unknown;
  cost?: unknown;
  extra_day_price?: unknown;
  extra_day_cost?: unknown;
  price_per_ton?: unknown;
  cost_per_ton?: unknown;
  delivery_fee?: unknown;
  netsuite_id?: string | null;
  netsuite_item_name?: string | null;
  [k: string]: unknown;
}

export interface Ancillary {
  price_type_name: string;
  price: string | null;
  internal_id: string;
  item_internal_id: string | null;
  price_type: string;
}

const anc = (row: PricingRow, name: string, type: string, value: unknown): Ancillary | null => {
  const cents = toCents(value);
  if (cents === null) return null;
  return {
    price_type_name: name,
    price: formatCents(cents),
    internal_id: `${row.id}-${name.toLowerCase().replace(/\s+/g, '-')}${type.endsWith('Expense') ? '-cost' : ''}`,
    item_internal_id: row.netsuite_id ?? null,
    price_type: type,
  };
};

/**
 * The `pricing` block of a product (docs/decisions.md#records-and-fields): the base item and its ancillaries
 * (Overage, Extension, Disposal, Trip Charge) and, under `cost`, the expense ancillaries.
 */
export function pricingBlock(
  row: PricingRow,
  ctx: {
    zoneName: string;
    haulerId: number;
    sizeName?: string | null;
    wasteTypeName?: string | null;
    costStructure?: string | null;
  },
) {
  const disposal = ctx.costStructure === 'Haul + Disposal' ? row.price_per_ton : null;
  const ancillaries = [
    anc(row, 'Overage', 'Overage Revenue', row.price_per_ton),
    anc(row, 'Extension', 'Extension Revenue', row.extra_day_price),
    anc(row, 'Disposal', 'Disposal', disposal),
    anc(row, 'Trip Charge', 'Trip Charge', row.delivery_fee),
  ].filter((a): a is Ancillary => !!a);
  const costAncillaries = [
    anc(row, 'Overage', 'Overage Expense', row.cost_per_ton),
    anc(row, 'Extension', 'Extension Expense', row.extra_day_cost),
  ].filter((a): a is Ancillary => !!a);
  return {
    price: money(row.price),
    internal_id: String(row.id),
    item_internal_id: row.netsuite_id ?? null,
    product_category_name:
      [ctx.sizeName, ctx.wasteTypeName].filter(Boolean).join(' ') || 'Roll-Off',
    item_name: row.netsuite_item_name ?? null,
    vendor_id: String(ctx.haulerId),
    service_area_name: ctx.zoneName,
    channel: 'Internal',
    price_level: 'Base Price',
    price_type: 'Base Item',
    ancillaries,
    cost: { price: money(row.cost), ancillaries: costAncillaries },
  };
}

/**
 * The pricing block of a product of a zone, named as the search names it: the zone's NetSuite
 * name (else its name), its hauler, and the names of the product's size, waste type and cost
 * structure. The search's answer and `GET /search/pricing-blocks` both build it here.
 */
export function productBlock(
  row: PricingRow,
  zone: { name: string; netsuite_name?: string | null; hauler_id: number },
  names: { size?: string | null; wasteType?: string | null; costStructure?: string | null },
) {
  return pricingBlock(row, {
    zoneName: zone.netsuite_name ?? zone.name,
    haulerId: zone.hauler_id,
    sizeName: names.size,
    wasteTypeName: names.wasteType,
    costStructure: names.costStructure,
  });
}

export interface SortableProduct {
  preferred?: boolean | null;
  rank?: number | null;
  price?: unknown;
  size?: { name?: string | null } | null;
  waste_type?: { name?: string | null } | null;
}

/** A zone's stored aggregate ranking as a number; none when it has none. */
const rankingOf = (v: unknown) => (v == null || v === '' ? null : Number(v));

/** What the result orders read of a product of this answer (its zone's ranking apart). */
const productFields = (p: SortableProduct, zoneRanking: number | null = null): SortFields => ({
  preferred: p.preferred,
  rank: p.rank,
  zoneRanking,
  price: p.price,
  sizeName: p.size?.name,
  wasteTypeName: p.waste_type?.name,
});

/**
 * Orders each zone's products, then the zones by their best product, under the chosen order
 * (`sortBy` in shared/quote/order.ts, the rule the gateway's results use too).
 */
export function sortResults<
  T extends { rolloff_pricing: SortableProduct[]; aggregate_ranking?: unknown },
>(zones: T[], sort: SortValue = 'def'): T[] {
  // Products of one zone share its ranking, so it never decides between them.
  for (const z of zones) z.rolloff_pricing = sortBy(z.rolloff_pricing, sort, productFields);
  const none: SortableProduct = { rank: 1e9 };
  return sortBy(zones, sort, (z) =>
    productFields(z.rolloff_pricing[0] ?? none, rankingOf(z.aggregate_ranking)),
  );
}
