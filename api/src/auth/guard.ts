// Route guards from the one table of access rules (`shared/auth/access-rules.ts`, docs/decisions.md#access),
// which the gateway's @auth directive reads too: 401 without a session, 403 when the rule
// refuses the caller or its feature flag is off.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import {
  accessRules,
  featureOffMessage,
  isNarrowed,
  judge,
  wholeListRules,
  type AccessRule,
  type FeatureName,
} from '@shared/auth/access-rules.ts';
import type { Claims } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token claims, set by the auth hook when a bearer token is sent. */
    user?: Claims;
  }
}

export { B2B_SALES, SUPER_ADMIN } from '@shared/auth/access-rules.ts';

/** A guard preHandler, tagged with its rule so the route table can be audited. */
export type Guard = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  accessRule: AccessRule | ((req: FastifyRequest) => AccessRule);
};

function featuresOf(req: FastifyRequest): Partial<Record<FeatureName, boolean>> {
  const config = (req.server as { deps?: { config?: Record<string, unknown> } }).deps?.config;
  return {
    customerPricing: config?.featureCustomerPricing === true,
    logging: config?.featureLogging === true,
  };
}

/** Throws 401/403 unless the caller passes the rule. */
export function enforce(req: FastifyRequest, rule: AccessRule): void {
  const verdict = judge(req.user, rule, featuresOf(req));
  if (verdict === 'unauthenticated') throw unauthorized();
  // A session is still needed to learn that a flag is off.
  if (verdict === 'featureOff') {
    if (!req.user && !rule.anyOf.includes('PUBLIC')) throw unauthorized();
    throw forbidden(featureOffMessage[rule.feature!]);
  }
  if (verdict === 'forbidden') throw forbidden();
}

/** A preHandler for a rule of the table (or one picked per request, e.g. by resource type). */
export function guard(rule: AccessRule | ((req: FastifyRequest) => AccessRule)): Guard {
  const fn = async (req: FastifyRequest) =>
    enforce(req, typeof rule === 'function' ? rule(req) : rule);
  return Object.assign(fn, { accessRule: rule });
}

/** A preHandler: any logged-in user. */
export const authenticated: Guard = guard(accessRules.loggedIn);

/** A preHandler factory: a logged-in user with at least one of the roles or permissions. */
export function requireAny(...anyOf: string[]): Guard {
  return guard({ anyOf });
}

/** The any-of lists of the table, for routes that name a rule by its entries. */
export const rules = {
  readHauler: accessRules.readHauler.anyOf,
  readAlert: accessRules.readAlert.anyOf,
  readMarket: accessRules.readMarket.anyOf,
  write: accessRules.write.anyOf,
  admin: accessRules.superAdmin.anyOf,
} as const;

/**
 * onRoute hook: runs a route's guard before schema validation rather than after, so a caller
 * without the right gets 401/403 and never the validation details of a body it may not send.
 */
export function guardBeforeValidation(route: RouteOptions): void {
  const pre = route.preHandler;
  const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
  const guards = list.filter((h) => 'accessRule' in h) as Guard[];
  if (!guards.length) return;
  const whole = wholeListRules[route.url];
  if (whole && [route.method].flat().includes('GET')) {
    const own = guards[0].accessRule;
    guards[0] = guard((req) =>
      isNarrowed(req.query) ? (typeof own === 'function' ? own(req) : own) : accessRules[whole],
    );
  }
  route.preHandler = list.filter((h) => !('accessRule' in h));
  const before = route.preValidation;
  route.preValidation = [...guards, ...(Array.isArray(before) ? before : before ? [before] : [])];
  route.config = { ...(route.config as object), accessRule: guards[0].accessRule } as never;
}
