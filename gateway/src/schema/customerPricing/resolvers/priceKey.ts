// QuoteProduct.customerPriceKey: the product's pricing block sealed with an HMAC, so that
// createCustomerPrice gets the base item price record back untampered without another read
// (the pricing records' REST reads need read:hauler, which B2B Sales users do not hold).
// The key is signed, not encrypted: it holds only what the save reads (customerPricingPayload),
// never the cost block, which is for internal users only; and a results page seals every
// product, so a smaller key is also a smaller answer.
import crypto from 'node:crypto';
import { keyedPricing } from '../../../domain/quote/customerPrice.ts';
import type { PricingBlockDto } from '../../../domain/quote/types.ts';

export interface PriceKeyData {
  productId: number;
  pricing: PricingBlockDto;
}

const keys = new Map<string, crypto.KeyObject>();
/** The HMAC key of a secret, made once (a results page seals every product). */
function keyOf(secret: string): crypto.KeyObject {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.createSecretKey(Buffer.from(`customer-price:${secret}`));
    keys.set(secret, k);
  }
  return k;
}

const mac = (secret: string, body: string) =>
  crypto.createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

/**
 * Keys already sealed, by secret and sealed JSON: every results page seals each of its products
 * again, and the same pricing gives the same key (an HMAC per product was a third of the
 * resolvers' time). Bounded; emptied when full.
 */
const sealedKeys = new Map<string, Map<string, string>>();
const SEALED_KEYS_KEPT = 20_000;

/** Seals the part of a product's pricing block that a save needs. */
export function sealPriceKey(secret: string, data: PriceKeyData): string {
  const json = JSON.stringify({ productId: data.productId, pricing: keyedPricing(data.pricing) });
  let known = sealedKeys.get(secret);
  if (!known) sealedKeys.set(secret, (known = new Map()));
  let key = known.get(json);
  if (!key) {
    const body = Buffer.from(json).toString('base64url');
    key = `${body}.${mac(secret, body)}`;
    if (known.size >= SEALED_KEYS_KEPT) known.clear();
    known.set(json, key);
  }
  return key;
}

/** The pricing block inside a key; null when the key is missing, malformed or tampered with. */
export function openPriceKey(secret: string, key: string | null | undefined): PriceKeyData | null {
  if (!key) return null;
  const [body, sig] = key.split('.');
  if (!body || !sig) return null;
  const expected = mac(secret, body);
  if (
    sig.length !== expected.length ||
    !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))
  )
    return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PriceKeyData;
  } catch {
    return null;
  }
}
