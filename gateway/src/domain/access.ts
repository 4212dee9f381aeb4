// Who may open what (spec 2 section 6, DECISIONS.md "Access"). Pure and shared: the gateway's
// @auth directive, the web route guard and the web top bar all read these tables, so a route,
// its navigation entry and the operations behind it can never disagree.

/** Admits any caller with a session (the `@auth(anyOf: ["LOGGED_IN"])` marker). */
export const LOGGED_IN = 'LOGGED_IN';
export const SUPER_ADMIN = 'Super Admin';
export const B2B_SALES = 'B2B Sales';
export const CUSTOMER_PRICING_CREATE = 'customerpricing:create';

/** A rule: the caller needs at least one of these roles or permissions. */
export type AnyOf = readonly string[];

/** The named rules of DECISIONS.md "Access". */
export const rules = {
  loggedIn: [LOGGED_IN],
  superAdmin: [SUPER_ADMIN],
  readHauler: [SUPER_ADMIN, 'read:hauler'],
  readAlert: [SUPER_ADMIN, 'read:alert'],
  readMarket: [SUPER_ADMIN, 'read:market'],
  write: [SUPER_ADMIN],
} as const satisfies Record<string, AnyOf>;

/** What a rule looks at: the session user's roles and permissions (token claims). */
export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
}

/** True when the subject holds at least one entry of `anyOf`; no subject (no session) never passes. */
export function allows(subject: AccessSubject | null | undefined, anyOf: AnyOf): boolean {
  if (!subject) return false;
  return anyOf.some(
    (entry) =>
      entry === LOGGED_IN || subject.roles.includes(entry) || subject.permissions.includes(entry),
  );
}

/** Route patterns of spec 2 section 2 with the rule that admits them (react-router syntax). */
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
  return (
    featureOn &&
    !!subject &&
    subject.roles.includes(B2B_SALES) &&
    subject.permissions.includes(CUSTOMER_PRICING_CREATE)
  );
}
