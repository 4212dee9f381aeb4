// The one table of access rules (docs/decisions.md#access). The main API's route guards
// (`auth/guard.ts`), the gateway's `@auth` directive and the web's route guard and top bar all
// read it. It lives in shared/ because the API is the service of record and must not
// depend on the gateway; the gateway and the web import it as @shared/auth/access-rules.ts. Pure:
// no Node or Fastify imports, so the web bundle can carry it.

/** Admits any caller with a session. */
export const LOGGED_IN = 'LOGGED_IN';
/** Admits any caller at all (gateway only: login, viewer, appConfig). */
export const PUBLIC = 'PUBLIC';
export const SUPER_ADMIN = 'Super Admin';
export const B2B_SALES = 'B2B Sales';
export const READ_HAULER = 'read:hauler';
export const READ_ALERT = 'read:alert';
export const READ_MARKET = 'read:market';
export const CUSTOMER_PRICING_CREATE = 'customerpricing:create';

/** Feature flags a rule may depend on. */
export type FeatureName = 'customerPricing' | 'pricingApi' | 'logging';

/** A rule: at least one of `anyOf`, every entry of `allOf`, and the feature flag on. */
export interface AccessRule {
  readonly anyOf: readonly string[];
  readonly allOf?: readonly string[];
  readonly feature?: FeatureName;
}

/** The named rules of docs/decisions.md#access. */
export const accessRules = {
  public: { anyOf: [PUBLIC] },
  loggedIn: { anyOf: [LOGGED_IN] },
  superAdmin: { anyOf: [SUPER_ADMIN] },
  write: { anyOf: [SUPER_ADMIN] },
  readHauler: { anyOf: [SUPER_ADMIN, READ_HAULER] },
  readAlert: { anyOf: [SUPER_ADMIN, READ_ALERT] },
  readMarket: { anyOf: [SUPER_ADMIN, READ_MARKET] },
  /** Calculator and its NetSuite reads: B2B Sales and customerpricing:create, flag on. */
  customerPricing: {
    anyOf: [B2B_SALES],
    allOf: [CUSTOMER_PRICING_CREATE],
    feature: 'customerPricing',
  },
} as const satisfies Record<string, AccessRule>;

export type AccessRuleName = keyof typeof accessRules;

/**
 * REST lists that, taken whole, are a list the gateway keeps for Super Admin (the alert list,
 * the exception and availability reports). Narrowed to given records (`ids=`, or the records of
 * given parents: `region_ids=`, `hauler_ids=`...), as the gateway's loaders call them, they are
 * reads of those records and keep the route's own rule.
 */
export const wholeListRules: Record<string, AccessRuleName> = {
  '/alerts': 'superAdmin',
  '/alert': 'superAdmin',
  '/exceptions': 'superAdmin',
  '/regions': 'superAdmin',
};

/** True when a list query names the records it wants (`ids=` or `<parent>_ids=`). */
export function isNarrowed(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  return Object.entries(query as Record<string, unknown>).some(
    ([key, value]) =>
      (key === 'ids' || key.endsWith('_ids')) && value !== undefined && String(value) !== '',
  );
}

/** What a rule looks at: the session user's roles and permissions (token claims). */
export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
}

/** True when the subject holds at least one entry of `anyOf`; no subject never passes. */
export function allows(
  subject: AccessSubject | null | undefined,
  anyOf: readonly string[],
): boolean {
  if (!subject) return false;
  return anyOf.some(
    (entry) =>
      entry === LOGGED_IN || subject.roles.includes(entry) || subject.permissions.includes(entry),
  );
}

/** The verdict of a rule: admitted, no session, refused, or refused because a flag is off. */
export type Verdict = 'ok' | 'unauthenticated' | 'forbidden' | 'featureOff';

/** Applies a rule the same way on both servers; the flag is checked first, as the gateway does. */
export function judge(
  subject: AccessSubject | null | undefined,
  rule: AccessRule,
  features: Partial<Record<FeatureName, boolean>> = {},
): Verdict {
  if (rule.feature && !features[rule.feature]) return 'featureOff';
  if (rule.anyOf.includes(PUBLIC)) return 'ok';
  if (!subject) return 'unauthenticated';
  if (!allows(subject, rule.anyOf)) return 'forbidden';
  if (!(rule.allOf ?? []).every((entry) => allows(subject, [entry]))) return 'forbidden';
  return 'ok';
}

/** Messages of a refusal because a flag is off (docs/decisions.md#customer-pricing). */
export const featureOffMessage: Record<FeatureName, string> = {
  customerPricing: 'Customer pricing is turned off',
  pricingApi: 'The pricing API is turned off',
  logging: 'Logging is turned off',
};
