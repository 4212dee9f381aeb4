// QuoteProduct: a pricing record of a zone with the derived fields of a results card.
import { internalOnly } from '../../../auth/internal.ts';
import { toGlobalId } from '../../../relay/globalId.ts';
import { money } from '@shared/quote/money.ts';
import { extensionPrice, overagePrice } from '../../../domain/quote/ancillaries.ts';
import { isBadMargin, profitability, tax } from '@shared/quote/pricing.ts';
import { fillExceptions, fillSummary } from '../../../domain/quote/fills.ts';
import { summaryEntry } from '../../../domain/quote/availability.ts';
import { tonnageLabel } from '@shared/quote/text.ts';
import { sealPriceKey } from '../../customerPricing/resolvers/priceKey.ts';
import { canCreateCustomerPricing } from '@shared/auth/access.ts';
import type { Context } from '../../../context.ts';
import type { PricingBlockDto } from '../../../domain/quote/types.ts';
import type { SessionUser } from '../../../rest/auth.ts';
import type { Resolver } from '../../types.ts';
import { regionOf } from './QuoteZone.ts';
import { detailed } from '../details.ts';
import type { ProductSource, RegionSource } from '../link.ts';
import { alertsAt } from './records.ts';

/**
 * The product's pricing block: Query.quote leaves the blocks out of its search unless its query
 * reads them, and Query.quoteProduct answers from that search, so a block missing there is read
 * on its own (the price calculator); a product that came with its block has it.
 */
const blockOf = (p: ProductSource, ctx: Context) =>
  p.pricing !== undefined ? p.pricing : ctx.loaders.pricingBlockByProductId.load(p.id);

const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

export const QuoteProduct: Record<string, Resolver<ProductSource>> = {
  id: (p) => toGlobalId('QuoteProduct', p.id),
  databaseId: (p) => p.id,
  zone: (p) => p._zone,
  hauler: (p) => p._zone._hauler,
  region: (p): RegionSource => regionOf(p._zone),
  size: (p) => p.size ?? null,
  // The full waste type (debris groups) from the lookup list Query.quote linked in; the search's
  // own id and name when the list could not be read or lacks it.
  wasteType: (p) => p._wasteType ?? p.waste_type ?? null,
  costStructure: (p) => {
    const id = p.cost_structure_id ?? p.cost_structure?.id;
    return p.cost_structure && id != null ? { id, name: p.cost_structure.name } : null;
  },
  tonnage: (p) => p._filterable.tonnage,
  tonnageLabel: (p) => tonnageLabel(p.tonnage),
  price: (p) => money(p.price),
  cost: internalOnly((p) => money(p.cost)),
  profitability: internalOnly((p) => profitability(p.price, p.cost)),
  badMargin: internalOnly((p) => isBadMargin(p.price, p.cost)),
  sellAs: detailed((p) => p.sell_as ?? null),
  pricePerTon: detailed((p) => money(p.price_per_ton)),
  costPerTon: internalOnly(detailed((p) => money(p.cost_per_ton))),
  extraDayPrice: detailed((p) => money(p.extra_day_price)),
  extraDayCost: internalOnly(detailed((p) => money(p.extra_day_cost))),
  taxRate: detailed((p) => str(p.tax_rate)),
  taxBase: detailed((p) => money(p.user_defined_one)),
  tax: detailed((p) => tax(p.price, p.tax_rate)),
  overagePrice: detailed((p) => money(overagePrice(p.pricing, p.price_per_ton))),
  extensionPrice: detailed((p) => money(extensionPrice(p.pricing, p.extra_day_price))),
  soldQtyLast45: internalOnly(detailed((p) => p.sold_qty_last_45 ?? 0)),
  netsuiteId: detailed((p) => str(p.netsuite_id)),
  netsuiteItemName: detailed((p) => p.netsuite_item_name ?? null),
  salesforceId: detailed((p) => str(p.salesforce_id)),
  makoPreferred: detailed((p) => !!p.mako_preferred),
  preferred: (p) => !!p.preferred,
  preferredRank: (p) => p.preferred_rank ?? null,
  rank: (p) => p.rank ?? 99,
  productNotes: detailed((p) => p.product_notes ?? null),
  costStructureNote: internalOnly(detailed((p) => p.cost_structure_note ?? null)),
  notes: (p) => p.notes ?? [],
  permitNotes: (p) => p._zone.permit_info ?? null,
  fillExceptions: detailed((p) => fillExceptions(p)),
  fillSummary: detailed((p) => fillSummary(p)),
  pricing: internalOnly((p, _, ctx) => blockOf(p, ctx)),
  availability: (p) => p._availability,
  availabilitySummary: (p) => summaryEntry(p._availability),
  noService: (p) => p._filterable.noService,
  mustCall: (p) => p._filterable.mustCall,
  availableOn: (p) => p._availableOn,
  exceptions: (p) => p._exceptions,
  alerts: (p) => [
    ...alertsAt('rolloffPricing', p.alerts),
    ...alertsAt('serviceArea', p._zone.alerts),
    ...alertsAt('region', p._zone._region.alerts),
    ...alertsAt('hauler', p._zone._hauler.alerts),
  ],
  customerPriceKey: (p, _, ctx) => {
    // Only a viewer who may save a customer price can use the key: nobody else is sent one, and
    // for nobody else is the product's block read. Synchronous once the viewer is known and the
    // block is at hand, like internalOnly.
    const seal = (pricing: PricingBlockDto | null | undefined) =>
      !pricing || (pricing.internal_id ?? pricing.item_internal_id) == null
        ? null
        : sealPriceKey(ctx.config.sessionSecret, { productId: p.id, pricing });
    const keyFor = (viewer: SessionUser | null) => {
      if (!canCreateCustomerPricing(viewer, ctx.config.featureCustomerPricing)) return null;
      const pricing = blockOf(p, ctx);
      return pricing instanceof Promise ? pricing.then(seal) : seal(pricing);
    };
    const now = ctx.viewerNow();
    return now !== undefined ? keyFor(now) : ctx.viewer().then(keyFor);
  },
};
