// Who may open what (docs/decisions.md#access). Pure and shared: the gateway's
// @auth directive, the web route guard and the web top bar all read these tables, so a route,
// its navigation entry and the operations behind it can never disagree. The rules themselves
// come from the one table (shared/auth/access-rules.ts) the main API's REST route guards
// read too: one table for both servers.
import {
  accessRules,
  allows,
  B2B_SALES,
  CUSTOMER_PRICING_CREATE,
  judge,
  LOGGED_IN,
  SUPER_ADMIN,
  type AccessSubject,
} from './access-rules.ts';

export { allows, B2B_SALES, CUSTOMER_PRICING_CREATE, LOGGED_IN, SUPER_ADMIN };
export type { AccessSubject };

/** A rule: the caller needs at least one of these roles or permissions. */
export type AnyOf = readonly string[];

/** The named any-of rules of docs/decisions.md#access (the shared table's lists). */
export const rules = {
  loggedIn: accessRules.loggedIn.anyOf,
  superAdmin: accessRules.superAdmin.anyOf,
  readHauler: accessRules.readHauler.anyOf,
  readAlert: accessRules.readAlert.anyOf,
  readMarket: accessRules.readMarket.anyOf,
  write: accessRules.write.anyOf,
} as const satisfies Record<string, AnyOf>;

/** Route patterns of docs/decisions.md#routes-and-screens with the rule that admits them (react-router syntax). */
export const routeAccess = {
  '/quote': rules.loggedIn,
  '/quote/result/:placeId': rules.loggedIn,
  '/alerts': rules.superAdmin,
  '/alerts/:id': rules.readAlert,
  '/geo-notes/:id': rules.readAlert,
  '/haulers/:id': rules.readHauler,
  '/markets/:id': rules.readMarket,
  '/exception-report': rules.superAdmin,
  '/availability-report': rules.superAdmin,
  '/:model/collection': rules.superAdmin,
  '/feedback': rules.loggedIn,
  '/docs/': rules.loggedIn,
} as const satisfies Record<string, AnyOf>;

export type RoutePattern = keyof typeof routeAccess;

/** Admin flag (Hide Features filters, overlay toggles): Super Admin. */
export function isAdmin(subject: AccessSubject | null | undefined): boolean {
  return allows(subject, rules.superAdmin);
}

/**
 * Customer pricing needs the role B2B Sales and the permission customerpricing:create
 * (both, unlike the any-of rules) and the feature flag on.
 */
export function canCreateCustomerPricing(
  subject: AccessSubject | null | undefined,
  featureOn: boolean,
): boolean {
  return judge(subject, accessRules.customerPricing, { customerPricing: featureOn }) === 'ok';
}
