// The price calculator's messages and ancillary rule, shown by the web and answered by the gateway.
import { toCents } from './money.ts';

/** docs/decisions.md#messages. */
export const CUSTOMER_PRICE_ERROR = 'Error saving customer price';
export const CUSTOMERS_ERROR = 'There was an error querying customers';
export const SITES_ERROR = 'There was an error querying sites';

/** True when an ancillary price is worth sending: non-empty and nonzero. */
export function sendsAncillary(price: unknown): boolean {
  const c = toCents(price);
  return c !== null && c !== 0;
}
