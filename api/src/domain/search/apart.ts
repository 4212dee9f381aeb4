// POST /search `products_apart: true` (issue 15): the answer with every product in one list after
// everything else (`products`), each zone with its `product_count` instead of its
// `rolloff_pricing`, and one short row per product of what a caller filters and sorts on
// (`product_filters`). The gateway's results page shows nine cards and the filter counts of all
// products: with this form it parses the answer without its products and the filter rows (a
// third of the text at a downtown ZIP), and each card's product from its own slice of the bytes,
// instead of parsing every product (gateway/README.md#the-first-answer-parses-nine-products).

type Product = Record<string, unknown>;
type Named = { id?: unknown; name?: unknown } | null | undefined;
const nameOf = (v: unknown) => (v as Named)?.name;

/**
 * What a filter row carries of a product, in the row's order: plain values (at ZIP 60601 on the
 * demo data the rows parsed in 0.09 ms; with the size, waste type, cost structure and
 * availability keys as objects, 0.46 ms). `new_deliveries` is the product's key into
 * `availability_results` for a new delivery.
 */
const FILTER_VALUES: Record<string, (p: Product) => unknown> = {
  id: (p) => p.id,
  service_area_id: (p) => p.service_area_id,
  price: (p) => p.price,
  preferred: (p) => p.preferred,
  preferred_rank: (p) => p.preferred_rank,
  rank: (p) => p.rank,
  tonnage: (p) => p.tonnage,
  size_id: (p) => (p.size as Named)?.id,
  size_name: (p) => nameOf(p.size),
  waste_type_id: (p) => (p.waste_type as Named)?.id,
  waste_type_name: (p) => nameOf(p.waste_type),
  cost_structure_id: (p) => p.cost_structure_id,
  cost_structure_name: (p) => nameOf(p.cost_structure),
  new_deliveries: (p) => (p.availability as { newDeliveries?: unknown } | null)?.newDeliveries,
};
export const FILTER_COLUMNS = Object.keys(FILTER_VALUES);
const VALUES = Object.values(FILTER_VALUES);

type Zone = { rolloff_pricing: Product[] } & Record<string, unknown>;

/** The zone without its products, with their count (last, where the products were). */
function zoneApart(z: Zone) {
  const { rolloff_pricing: products, ...rest } = z;
  return { ...rest, product_count: products.length };
}

/**
 * The answer in the apart form: the same keys in the same order, then `product_filters`
 * (`{ columns, rows }`, a row per product of the values of FILTER_COLUMNS) and
 * `products` last, zones' products first, then special-use areas', each zone's in its order.
 */
export function productsApart<A extends { search_results: Zone[]; special_use_results: Zone[] }>(
  answer: A,
) {
  const products = [...answer.search_results, ...answer.special_use_results].flatMap(
    (z) => z.rolloff_pricing,
  );
  return {
    ...answer,
    search_results: answer.search_results.map(zoneApart),
    special_use_results: answer.special_use_results.map(zoneApart),
    product_filters: {
      columns: FILTER_COLUMNS,
      rows: products.map((p) => VALUES.map((value) => value(p) ?? null)),
    },
    products,
  };
}
