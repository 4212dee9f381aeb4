// Over 300 lines: the auth service's routes and the session rules they share.
// The auth service of docs/decisions.md#calls, mounted under /auth.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { passwordResets, users } from '../db/schema.ts';
import { ApiError, forbidden, notFound, unauthorized, validationFailed } from '../errors.ts';
import {
  hashPassword,
  needsRehash,
  primeDummyHash,
  verifyPassword,
  verifyUnknownUser,
} from './passwords.ts';
import type { TokenService } from './tokens.ts';
import { findUserByEmail, findUserById, sessionUser, type UserRow } from './users.ts';
import { SUPER_ADMIN } from './guard.ts';
import { errorSchema as errorResponse } from '../schemas/common.ts';
import type { ApiConfig } from '../config.ts';
import { createCounters } from './counters.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInLimiter, type Refusal } from './attempts.ts';
import {
  DEFAULT_TRUSTED_PROXIES,
  clientAddress,
  parseTrustedProxies,
} from '@shared/auth/client-address.ts';
import { SessionCheck } from './revocation.ts';

const REQUIRED = 'This field is required';
const USER_FIELDS = [
  'email',
  'username',
  'user_id',
  'nickname',
  'name',
  'user_metadata',
  'app_metadata',
];

const tokenBody = {
  type: 'object',
  additionalProperties: true,
  properties: {
    grant_type: { type: 'string', maxLength: 64 },
    username: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 1024 },
    client_id: { type: 'string', maxLength: 200 },
    audience: { type: 'string', maxLength: 500 },
    scope: { type: 'string', maxLength: 500 },
  },
} as const;

const tokenResponse = {
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    id_token: { type: 'string' },
    token_type: { type: 'string' },
    expires_in: { type: 'integer' },
    scope: { type: 'string' },
  },
};

const sessionUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    firstName: { type: ['string', 'null'] },
    lastName: { type: ['string', 'null'] },
    username: { type: 'string' },
    phone: { type: ['string', 'null'] },
    roles: { type: 'array', items: { type: 'string' } },
    permissions: { type: 'array', items: { type: 'string' } },
    internal: { type: 'boolean' },
  },
};

function auth0User(u: UserRow) {
  return {
    user_id: String(u.id),
    email: u.email,
    username: u.username,
    nickname: u.nickname ?? u.username,
    name: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username,
    user_metadata: u.user_metadata,
    app_metadata: {
      ...(u.app_metadata as object),
      roles: u.roles,
      permissions: u.permissions,
      internal: u.internal,
    },
  } as Record<string, unknown>;
}

/** 429 with Retry-After and the limiter's message. */
function tooMany(reply: FastifyReply, refusal: Refusal): ApiError {
  reply.header('retry-after', String(refusal.retryAfterSeconds));
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', refusal.message);
}

/** Registers the auth routes; mount with `{ prefix: '/auth' }`. */
export async function authRoutes(app: FastifyInstance, opts: { db: Db; tokens: TokenService }) {
  const { db, tokens } = opts;
  const config: Partial<ApiConfig> = app.deps?.config ?? {};
  const sessions = new SessionCheck(db);
  // Every token the API verifies (its own routes too) is checked against the current user.
  tokens.useSessionCheck(sessions);
  const limiter = new SignInLimiter(createCounters(config.redisUrl), {
    ...DEFAULT_SIGN_IN_LIMITS,
    ...config.signInLimits,
  });
  const trusted = parseTrustedProxies(config.trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
  await primeDummyHash();
  app.addHook('onClose', () => limiter.close());

  async function userFromToken(token: string | undefined) {
    const claims = await tokens.verify(token);
    const user = await findUserById(db, Number(claims.sub));
    if (!user) throw unauthorized('Unknown user');
    return user;
  }

  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Password grant: answers id_token and access_token',
        body: tokenBody,
        response: {
          200: tokenResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, string | undefined>;
      const fields: Record<string, string> = {};
      if (body.grant_type && body.grant_type !== 'password') {
        throw new ApiError(400, 'UNSUPPORTED_GRANT_TYPE', 'Only the password grant is supported');
      }
      if (!body.username?.trim()) fields.username = REQUIRED;
      if (!body.password) fields.password = REQUIRED;
      if (Object.keys(fields).length) throw validationFailed(fields);
      const email = body.username!.trim();
      const address = clientAddress(req, trusted);
      const refusal = await limiter.beginLogin(email, address);
      if (refusal) throw tooMany(reply, refusal);
      const user = await findUserByEmail(db, email);
      // One message and the same hash work for an unknown user and a wrong password, so
      // accounts cannot be probed by the answer or its time.
      const ok = user
        ? await verifyPassword(body.password!, user.password_hash)
        : await verifyUnknownUser(body.password!);
      if (!user || !ok) throw new ApiError(401, 'INVALID_GRANT', 'Wrong email or password.');
      await limiter.loginSucceeded(email, address);
      if (needsRehash(user.password_hash)) {
        // An old (scrypt) hash is replaced while the password is at hand; a failure here only
        // postpones that to the next login.
        try {
          const password_hash = await hashPassword(body.password!);
          await db.update(users).set({ password_hash }).where(eq(users.id, user.id));
        } catch (err) {
          req.log.warn({ err }, 'password rehash failed');
        }
      }
      return tokens.issue(user);
    },
  );

  app.get(
    '/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'The user of the token sent in x-token',
        headers: { type: 'object', properties: { 'x-token': { type: 'string' } } },
        response: { 200: sessionUserSchema, 401: errorResponse },
      },
    },
    async (req) => sessionUser(await userFromToken(req.headers['x-token'] as string | undefined)),
  );

  app.put(
    '/renew',
    {
      schema: {
        tags: ['auth'],
        summary: 'New tokens for the token sent in x-token (or the bearer token)',
        querystring: { type: 'object', properties: { for: { type: 'string', maxLength: 50 } } },
        response: { 200: tokenResponse, 401: errorResponse },
      },
    },
    async (req) => {
      // verify() refuses tokens without exp, logged-out tokens and deleted users.
      const bearer = req.headers.authorization?.replace(/^Bearer\s+/i, '');
      const user = await userFromToken((req.headers['x-token'] as string | undefined) ?? bearer);
      return tokens.issue(user);
    },
  );

  app.get(
    '/api/v2/users/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'A user, with the requested fields (comma separated)',
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 40 } },
          required: ['id'],
        },
        querystring: { type: 'object', properties: { fields: { type: 'string', maxLength: 500 } } },
        response: {
          200: { type: 'object', additionalProperties: true },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req) => {
      const bearer = req.headers.authorization?.replace(/^Bearer\s+/i, '');
      const claims = await tokens.verify(bearer ?? (req.headers['x-token'] as string | undefined));
      const { id } = req.params as { id: string };
      const numericId = Number(String(id).replace(/^auth0\|/, ''));
      if (String(numericId) !== String(claims.sub) && !claims.roles.includes(SUPER_ADMIN)) {
        throw forbidden();
      }
      const user = Number.isInteger(numericId) ? await findUserById(db, numericId) : undefined;
      if (!user) throw notFound('User not found');
      const all = auth0User(user);
      const wanted = ((req.query as { fields?: string }).fields ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter((f) => USER_FIELDS.includes(f));
      if (!wanted.length) return all;
      return Object.fromEntries(wanted.map((f) => [f, all[f]]));
    },
  );

  app.post(
    '/dbconnections/change_password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Records a password-reset request (the mail itself is sent by the identity provider)',
        body: {
          type: 'object',
          properties: {
            client_id: { type: 'string', maxLength: 200 },
            connection: { type: 'string', maxLength: 200 },
            email: { type: 'string', maxLength: 320 },
          },
        },
        response: {
          200: { type: 'object', properties: { message: { type: 'string' } } },
          400: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const body = (req.body ?? {}) as { client_id?: string; connection?: string; email?: string };
      const email = body.email?.trim();
      if (!email) throw validationFailed({ email: REQUIRED });
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        throw validationFailed({ email: 'Enter a valid email address' });
      const refusal = await limiter.passwordReset(email, clientAddress(req, trusted));
      if (refusal) throw tooMany(reply, refusal);
      const user = await findUserByEmail(db, email);
      await db.insert(passwordResets).values({
        email,
        client_id: body.client_id ?? null,
        connection: body.connection ?? null,
        user_id: user?.id ?? null,
      });
      // The same answer whether or not the address has an account.
      return { message: "We've just sent you an email to reset your password." };
    },
  );

  app.post(
    '/oauth/revoke',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Ends an access token before its expiry (logout); 200 for any token (RFC 7009), 400 without one',
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 4096 },
            token_type_hint: { type: 'string', maxLength: 50 },
          },
        },
        response: { 200: { type: 'object', properties: {} }, 400: errorResponse },
      },
    },
    async (req) => {
      const token = (req.body as { token?: string } | undefined)?.token;
      if (!token) throw validationFailed({ token: REQUIRED });
      // A token that does not verify (forged, expired) needs no revoking.
      const claims = await tokens.verifySignature(token).catch(() => undefined);
      if (claims) await sessions.revoke(claims);
      return {};
    },
  );

  app.get(
    '/.well-known/jwks.json',
    { schema: { tags: ['auth'], hide: false } },
    async () => tokens.jwks,
  );
}
