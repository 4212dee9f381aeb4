// The card columns of a search's products (DETAIL_COLUMNS, gateway/src/rest/search.ts): the
// gateway's searches leave them out (SEARCH_COLUMNS), and they are read for the products a request
// answers, in one call (`productDetailsById`), copied into each product and kept with the search
// (`SearchProducts.details`) for later requests.
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import { DETAIL_COLUMNS, DETAIL_FIELDS, type ProductDetailsDto } from '../../rest/search.ts';
import { selectsAny } from '../lookahead.ts';
import type { Resolver } from '../types.ts';
import type { ProductSource } from './link.ts';

/** Whether the product carries its card columns (its search sent them, or they were read). */
const hasDetails = (p: ProductSource) => DETAIL_COLUMNS[0]! in p;

/** Copies a product's card columns into it (only those: its price and rank stay its search's). */
function addDetails(p: ProductSource, d: ProductDetailsDto | null | undefined) {
  const to = p as unknown as Record<string, unknown>;
  const from = (d ?? {}) as Record<string, unknown>;
  for (const k of DETAIL_FIELDS) to[k] = from[k];
}

/**
 * Puts the card columns into the products that lack them: those kept with their search at once,
 * the others read together (`productDetailsById`, one call per 100) and kept with the search
 * (`SearchProducts.details`; null: the product is gone). A promise only when something is read.
 */
function ensureDetails(products: readonly ProductSource[], ctx: Context): void | Promise<void> {
  const load: ProductSource[] = [];
  for (const p of products) {
    if (hasDetails(p)) continue;
    const kept = p._zone._search.details;
    if (kept.has(p.id)) addDetails(p, kept.get(p.id));
    else load.push(p);
  }
  if (load.length === 0) return;
  return ctx.loaders.productDetailsById.loadMany(load.map((p) => p.id)).then((list) => {
    list.forEach((d, i) => {
      if (d instanceof Error) throw d;
      const p = load[i]!;
      p._zone._search.details.set(p.id, d);
      if (!hasDetails(p)) addDetails(p, d);
    });
  });
}

/**
 * A field read from the product's card columns (DETAIL_COLUMNS). The gateway's searches leave
 * them out (SEARCH_COLUMNS): a list's products have them read before their fields resolve
 * (`withDetails`); a product reached another way reads its own here. A product whose search
 * sent every column (another caller's answer, a test's) has them already.
 */
export const detailed =
  (read: (p: ProductSource) => unknown): Resolver<ProductSource> =>
  (p, _a, ctx) => {
    const ready = ensureDetails([p], ctx);
    return ready ? ready.then(() => read(p)) : read(p);
  };

/**
 * The fields of QuoteProduct that read the card columns (`detailed`), for `withDetails`;
 * details.test.ts fails when a field reads them and is not listed, or is listed and does not.
 */
export const CARD_FIELDS: ReadonlySet<string> = new Set([
  'sellAs',
  'pricePerTon',
  'costPerTon',
  'extraDayPrice',
  'extraDayCost',
  'taxRate',
  'taxBase',
  'tax',
  'overagePrice',
  'extensionPrice',
  'soldQtyLast45',
  'netsuiteId',
  'netsuiteItemName',
  'salesforceId',
  'makoPreferred',
  'productNotes',
  'costStructureNote',
  'fillExceptions',
  'fillSummary',
]);

/**
 * `answer`, once the card columns of `products` are in them, when the field being resolved
 * selects a card field below it (CARD_FIELDS): the products of a list read theirs in one call
 * before their fields resolve, so each card field is a plain read. Without it each such field
 * answered a promise, and graphql-js then completed every card asynchronously, about a
 * millisecond more of the gateway's CPU per results query.
 */
export function withDetails<T>(
  products: readonly ProductSource[],
  ctx: Context,
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  answer: T,
): T | Promise<T> {
  if (!selectsAny(info, CARD_FIELDS)) return answer;
  const ready = ensureDetails(products, ctx);
  return ready ? ready.then(() => answer) : answer;
}
