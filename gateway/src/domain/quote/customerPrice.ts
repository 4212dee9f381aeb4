// The price calculator's save (docs/decisions.md#records-and-fields and docs/decisions.md#validation): validation and the five keyed records.
import { CUSTOMER_PRICE_ERROR, sendsAncillary } from '@shared/quote/customerPrice.ts';
import { money } from '@shared/quote/money.ts';
import type { PricingBlockDto } from './types.ts';

export const ANCILLARY_KEYS = ['Overage', 'Extension', 'Disposal', 'Trip Charge'] as const;
export type AncillaryKey = (typeof ANCILLARY_KEYS)[number];

export interface CustomerPriceDraft {
  customerId?: string | number | null;
  siteId?: string | number | null;
  /** YYYY-MM-DD. */
  effectiveDate?: string | null;
  price?: string | null;
  /** Ancillary prices by key; sent only when non-empty and nonzero. */
  ancillaries?: Partial<Record<AncillaryKey, string | null | undefined>>;
  /** The product's pricing block (the base item price record). */
  pricing?: PricingBlockDto | null;
}

/** The fields that stop a save, each with 'Error saving customer price' (empty when it may be saved). */
export function customerPriceErrors(d: CustomerPriceDraft): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  const empty = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
  if (empty(d.customerId)) errors.push({ field: 'customerId', message: CUSTOMER_PRICE_ERROR });
  if (empty(d.effectiveDate))
    errors.push({ field: 'effectiveDate', message: CUSTOMER_PRICE_ERROR });
  if (!d.pricing || empty(d.pricing.internal_id ?? d.pricing.item_internal_id))
    errors.push({ field: 'customerPriceKey', message: CUSTOMER_PRICE_ERROR });
  if (money(d.price) === null) errors.push({ field: 'price', message: CUSTOMER_PRICE_ERROR });
  return errors;
}

/** 'DD/MM/YYYY' from 'YYYY-MM-DD'. */
export function effDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * What customerPricingPayload reads of a pricing block, and nothing else: the block sealed into
 * QuoteProduct.customerPriceKey (prices and the cost side stay out of the token).
 */
export function keyedPricing(p: PricingBlockDto): PricingBlockDto {
  return {
    internal_id: p.internal_id,
    item_internal_id: p.item_internal_id,
    product_category_name: p.product_category_name,
    item_name: p.item_name,
    vendor_id: p.vendor_id,
    service_area_name: p.service_area_name,
    channel: p.channel,
    price_level: p.price_level,
    price_type: p.price_type,
    ancillaries: p.ancillaries?.map((a) => ({
      price_type_name: a.price_type_name,
      item_internal_id: a.item_internal_id,
      price_type: a.price_type,
    })),
  };
}

/**
 * The body of `POST /netsuite/customers/pricing`: Base Item, and Overage, Extension, Disposal,
 * Trip Charge when priced. Call only when customerPriceErrors answers no errors.
 */
export function customerPricingPayload(
  d: Required<Pick<CustomerPriceDraft, 'effectiveDate' | 'price' | 'pricing'>> &
    CustomerPriceDraft & { customerId: string | number },
): Record<string, Record<string, unknown>> {
  const pricing = d.pricing!;
  const date = effDate(d.effectiveDate!);
  const site = d.siteId === undefined || d.siteId === null || d.siteId === '' ? null : d.siteId;
  const body: Record<string, Record<string, unknown>> = {
    'Base Item': {
      sale_price_id: str(pricing.internal_id),
      item_internal_id: str(pricing.item_internal_id),
      category_name: pricing.product_category_name ?? null,
      item_name: pricing.item_name ?? null,
      vendor_id: str(pricing.vendor_id),
      service_area_name: pricing.service_area_name ?? null,
      customer_id: d.customerId,
      site_id: site,
      eff_date: date,
      channel: pricing.channel ?? null,
      price_level: str(pricing.price_level),
      price: money(d.price),
      price_type: str(pricing.price_type),
    },
  };
  for (const key of ANCILLARY_KEYS) {
    const price = d.ancillaries?.[key];
    if (!sendsAncillary(price)) continue;
    const anc = (pricing.ancillaries ?? []).find(
      (a) => a.price_type_name?.toLowerCase() === key.toLowerCase(),
    );
    body[key] = {
      parent_id: str(pricing.internal_id),
      item_internal_id: str(anc?.item_internal_id ?? null),
      customer_id: d.customerId,
      category_name: pricing.product_category_name ?? null,
      site_id: site,
      eff_date: date,
      price: money(price),
      price_type: str(anc?.price_type ?? null),
    };
  }
  return body;
}
