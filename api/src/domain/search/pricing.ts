// Pure parts of the address search: exact money, the `pricing` block of docs/decisions.md#records-and-fields and
// the result orders of docs/decisions.md#search.

/** Integer cents of a decimal string or number ('250.5' -> 25050); null when empty. */
export function toCents(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const s = String(v).trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const frac = ((m[3] ?? '') + '00').slice(0, 2);
  const roundUp = (m[3] ?? '').length > 2 && Number(m[3][2]) >= 5 ? 1 : 0;
  const cents = Number(m[2] || '0') * 100 + Number(frac) + roundUp;
  return m[1] ? -cents : cents;
}

/** Cents as a decimal string ('250.00'). */
export function fromCents(c: number | null): string | null {
  if (c === null) return null;
  const neg = c < 0;
  const a = Math.abs(c);
  return `${neg ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** price - cost as an exact decimal string (null when either is missing). */
export function margin(price: unknown, cost: unknown): string | null {
  const p = toCents(price);
  const c = toCents(cost);
  return p === null || c === null ? null : fromCents(p - c);
}

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
    price: fromCents(cents),
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
    price: fromCents(toCents(row.price)),
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
    cost: { price: fromCents(toCents(row.cost)), ancillaries: costAncillaries },
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

export type SortKey = 'def' | 'size' | 'waste';

export interface SortableProduct {
  preferred?: boolean | null;
  rank?: number | null;
  price?: unknown;
  size?: { name?: string | null } | null;
  waste_type?: { name?: string | null } | null;
  aggregate_ranking?: unknown;
}

const leadingNumber = (s: string | null | undefined) => {
  const m = /^\s*(\d+(?:\.\d+)?)/.exec(s ?? '');
  return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
};
const priceOf = (p: SortableProduct) => toCents(p.price) ?? Number.POSITIVE_INFINITY;
const rankOf = (v: unknown) => (v == null || v === '' ? Number.NEGATIVE_INFINITY : Number(v));

/** Compares products by the chosen order ('def', 'size' or 'waste'). */
export function compareProducts(sort: SortKey) {
  return (a: SortableProduct, b: SortableProduct): number => {
    if (sort === 'size')
      return leadingNumber(a.size?.name) - leadingNumber(b.size?.name) || priceOf(a) - priceOf(b);
    if (sort === 'waste') {
      return (
        (a.waste_type?.name ?? '').localeCompare(b.waste_type?.name ?? '') ||
        priceOf(a) - priceOf(b)
      );
    }
    return (
      Number(!!b.preferred) - Number(!!a.preferred) ||
      (a.rank ?? 99) - (b.rank ?? 99) ||
      rankOf(b.aggregate_ranking) - rankOf(a.aggregate_ranking) ||
      priceOf(a) - priceOf(b)
    );
  };
}

/** Orders zones by their best product under the chosen order. */
export function sortResults<
  T extends { rolloff_pricing: SortableProduct[]; aggregate_ranking?: unknown },
>(zones: T[], sort: SortKey = 'def'): T[] {
  const cmp = compareProducts(sort);
  // Products of one zone share its ranking, so it never decides between them: they are sorted
  // as they are (copying each with the ranking and deleting it again cost CPU and left the
  // objects slow to serialize).
  for (const z of zones) z.rolloff_pricing = [...z.rolloff_pricing].sort(cmp);
  const best = (z: T): SortableProduct => ({
    ...(z.rolloff_pricing[0] ?? { rank: 1e9 }),
    aggregate_ranking: z.aggregate_ranking,
  });
  return [...zones].sort((a, b) => cmp(best(a), best(b)));
}
