// Authorization by token claims (DECISIONS.md "Access"): a rule lists roles or permissions,
// and the caller needs at least one of them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { Claims } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token claims, set by the auth hook when a bearer token is sent. */
    user?: Claims;
  }
}

export const SUPER_ADMIN = 'Super Admin';
export const B2B_SALES = 'B2B Sales';

/** True when the claims hold at least one of the roles or permissions. */
export function hasAny(user: Claims | undefined, anyOf: readonly string[]): boolean {
  if (!user) return false;
  return anyOf.some((r) => user.roles.includes(r) || user.permissions.includes(r));
}

/** The claims of the caller, or a 401. */
export function requireUser(req: FastifyRequest): Claims {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** A preHandler: any logged-in user. */
export async function authenticated(req: FastifyRequest, _reply: FastifyReply) {
  requireUser(req);
}

/** A preHandler factory: a logged-in user with at least one of the roles or permissions. */
export function requireAny(...anyOf: string[]) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const user = requireUser(req);
    if (!hasAny(user, anyOf)) throw forbidden();
  };
}

/** Common rules of DECISIONS.md. */
export const rules = {
  readHauler: [SUPER_ADMIN, 'read:hauler'],
  readAlert: [SUPER_ADMIN, 'read:alert'],
  readMarket: [SUPER_ADMIN, 'read:market'],
  write: [SUPER_ADMIN],
  admin: [SUPER_ADMIN],
} as const;
