// The Overage and Extension prices of a product: its pricing block's ancillaries, else the record.
import type { AncillaryDto, PricingBlockDto } from './types.ts';

/** The ancillary of a pricing block by name (Overage, Extension, Disposal, Trip Charge, ...). */
export function ancillary(
  pricing: PricingBlockDto | null | undefined,
  name: string,
): AncillaryDto | undefined {
  const wanted = name.toLowerCase();
  return (pricing?.ancillaries ?? []).find((a) => a.price_type_name?.toLowerCase() === wanted);
}

/** Overage price per ton: the Overage ancillary, else price_per_ton. */
export function overagePrice(
  pricing: PricingBlockDto | null | undefined,
  pricePerTon: unknown,
): unknown {
  return ancillary(pricing, 'Overage')?.price ?? pricePerTon ?? null;
}

/** Extension (extra day) price: the Extension ancillary, else extra_day_price. */
export function extensionPrice(
  pricing: PricingBlockDto | null | undefined,
  extraDayPrice: unknown,
): unknown {
  return ancillary(pricing, 'Extension')?.price ?? extraDayPrice ?? null;
}
