// QuoteProduct.customerPriceKey: the product's pricing block sealed with an HMAC, so that
// createCustomerPrice gets the base item price record back untampered without another read
// (the pricing records' REST reads need read:hauler, which B2B Sales users do not hold).
import crypto from 'node:crypto';
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

/** Seals a product's pricing block. */
export function sealPriceKey(secret: string, data: PriceKeyData): string {
  const body = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
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
