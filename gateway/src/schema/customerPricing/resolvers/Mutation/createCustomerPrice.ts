import { RestError } from '../../../../rest/http.ts';
import { money } from '@shared/quote/money.ts';
import { CUSTOMER_PRICE_ERROR } from '@shared/quote/customerPrice.ts';
import {
  customerPriceErrors,
  customerPricingPayload,
  type AncillaryKey,
} from '../../../../domain/quote/customerPrice.ts';
import { toGlobalId } from '../../../../relay/globalId.ts';
import type { Resolver } from '../../../types.ts';
import { idArg } from '../../../../relay/records.ts';
import { openPriceKey } from '../priceKey.ts';

export interface CreateCustomerPriceInput {
  customerPriceKey?: string | null;
  customerId?: string | null;
  siteId?: string | null;
  effectiveDate?: string | null;
  price: string;
  overagePrice?: string | null;
  extensionPrice?: string | null;
  disposalPrice?: string | null;
  tripChargePrice?: string | null;
}

/** Validates (docs/decisions.md#validation), builds the five keyed records and posts them to NetSuite. */
const createCustomerPrice: Resolver<unknown, { input: CreateCustomerPriceInput }> = async (
  _,
  { input },
  ctx,
) => {
  const key = openPriceKey(ctx.config.sessionSecret, input.customerPriceKey);
  const customerId = idArg(input.customerId, 'NetsuiteCustomer');
  const siteId = idArg(input.siteId, 'NetsuiteSite');
  const ancillaries: Partial<Record<AncillaryKey, string | null | undefined>> = {
    Overage: input.overagePrice,
    Extension: input.extensionPrice,
    Disposal: input.disposalPrice,
    'Trip Charge': input.tripChargePrice,
  };
  const draft = {
    customerId,
    siteId,
    effectiveDate: input.effectiveDate,
    price: input.price,
    pricing: key?.pricing,
    ancillaries,
  };
  const userErrors = customerPriceErrors(draft);
  if (userErrors.length || !customerId || !key) return { customerPrice: null, userErrors };

  const payload = customerPricingPayload({
    ...draft,
    customerId,
    effectiveDate: input.effectiveDate!,
    pricing: key.pricing,
  });
  let saved: Record<string, unknown> | undefined;
  try {
    saved = await ctx.rest.netsuite.createPricing(payload);
  } catch (err) {
    // Session and permission failures stay errors; anything else is the spec's message.
    if (err instanceof RestError && (err.code === 'UNAUTHENTICATED' || err.code === 'FORBIDDEN'))
      throw err;
    ctx.log.warn({ err }, 'customer price was not saved');
    return { customerPrice: null, userErrors: [{ field: null, message: CUSTOMER_PRICE_ERROR }] };
  }
  const savedId = (saved?.id ?? null) as number | null;
  return {
    customerPrice: {
      id: toGlobalId(
        'CustomerPrice',
        savedId ?? `${key.productId}:${customerId}:${siteId ?? ''}:${input.effectiveDate}`,
      ),
      databaseId: savedId,
      customerId,
      siteId,
      effectiveDate: input.effectiveDate,
      price: money(input.price),
      overagePrice: payload.Overage ? money(input.overagePrice) : null,
      extensionPrice: payload.Extension ? money(input.extensionPrice) : null,
      disposalPrice: payload.Disposal ? money(input.disposalPrice) : null,
      tripChargePrice: payload['Trip Charge'] ? money(input.tripChargePrice) : null,
      payload,
    },
    userErrors: [],
  };
};
export default createCustomerPrice;
