// JWTs of the auth service, signed with ES256 keys: from AUTH_SIGNING_KEYS when set (shared by
// every replica; several kids published for rotation, docs/deploying.md#signing-keys), otherwise
// a key pair kept in the data dir (the laptop mode).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  SignJWT,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type CryptoKey,
} from 'jose';
import type { SigningJwk } from '../config.ts';
import { unauthorized } from '../errors.ts';

export const ISSUER = 'dumpster-quoting-auth';
export const AUDIENCE = 'dumpster-quoting-api';
/** Tokens (and the gateway's session cookie) last 12 hours (docs/decisions.md#constants-and-limits). */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
export const SCOPE = 'openid offline_access read:users';

/** What a token says about its user. */
export interface Claims {
  sub: string;
  email: string;
  roles: string[];
  permissions: string[];
  internal: boolean;
  /** The token's id (logout revokes it) and expiry (seconds since the epoch). */
  jti?: string;
  exp?: number;
}

/** Turns verified claims into the claims that hold now (user exists, not logged out). */
export interface CurrentClaims {
  current(claims: Claims): Promise<Claims>;
}

export interface TokenUser {
  id: number;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  roles: string[];
  permissions: string[];
  internal: boolean;
}

export interface KeyPair {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

/** The keys of a service: `signing` signs, each of `all` (signing included) verifies. */
export interface KeyRing {
  signing: KeyPair;
  all: KeyPair[];
}

/** Imports configured JWKs (api/src/config.ts parseSigningKeys): the first signs, all verify. */
export async function keysFromJwks(list: SigningJwk[]): Promise<KeyRing> {
  const all: KeyPair[] = [];
  for (const jwk of list) {
    const { d, ...pub } = jwk;
    const publicJwk: JWK = { ...pub, alg: 'ES256', use: 'sig' };
    const publicKey = (await importJWK(publicJwk, 'ES256')) as CryptoKey;
    const privateKey = d
      ? ((await importJWK({ ...pub, d, alg: 'ES256' }, 'ES256')) as CryptoKey)
      : (undefined as unknown as CryptoKey);
    all.push({ privateKey, publicKey, publicJwk, kid: jwk.kid });
  }
  return { signing: all[0], all };
}

/** A new signing key as a private JWK (`npm run keys:generate`). */
export async function generateSigningJwk(kid = `k${Date.now().toString(36)}`) {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, d: jwk.d!, kid } as SigningJwk;
}

/** Loads the signing key pair from `dir`, creating it on first use; no dir = ephemeral keys. */
export async function loadKeys(dir?: string): Promise<KeyPair> {
  const file = dir ? path.join(dir, 'auth-keys.json') : undefined;
  if (file && fs.existsSync(file)) {
    const { privateJwk, publicJwk } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
      publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
      publicJwk,
      kid: publicJwk.kid,
    };
  }
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `k${Date.now().toString(36)}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const privateJwk = { ...(await exportJWK(privateKey)), kid };
    fs.writeFileSync(file, JSON.stringify({ privateJwk, publicJwk }), { mode: 0o600 });
  }
  return { privateKey, publicKey, publicJwk, kid };
}

/** Signs and verifies the service's tokens. */
export class TokenService {
  private sessions: CurrentClaims | undefined;
  private readonly keys: KeyRing;
  private readonly byKid: Map<string, CryptoKey>;

  constructor(
    keys: KeyPair | KeyRing,
    private readonly ttlSeconds = TOKEN_TTL_SECONDS,
  ) {
    this.keys = 'signing' in keys ? keys : { signing: keys, all: [keys] };
    this.byKid = new Map(this.keys.all.map((k) => [k.kid, k.publicKey]));
  }

  /**
   * From now on `verify` also asks `sessions` whether the token still holds (the auth routes
   * attach their session check, so every route of the API gets it).
   */
  useSessionCheck(sessions: CurrentClaims) {
    this.sessions = sessions;
  }

  get jwks() {
    return { keys: this.keys.all.map((k) => k.publicJwk) };
  }

  /** Issues the access and id tokens of a password grant or a renewal. */
  async issue(user: TokenUser) {
    const claims = {
      email: user.email,
      roles: user.roles,
      permissions: user.permissions,
      internal: user.internal,
    };
    const sign = (payload: Record<string, unknown>, audience: string) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'ES256', kid: this.keys.signing.kid, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(String(user.id))
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${this.ttlSeconds}s`)
        .sign(this.keys.signing.privateKey);
    const access_token = await sign({ ...claims, scope: SCOPE }, AUDIENCE);
    const id_token = await sign(
      {
        ...claims,
        name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username,
        given_name: user.first_name,
        family_name: user.last_name,
        nickname: user.nickname ?? user.username,
      },
      'dumpster-quoting-web',
    );
    return {
      access_token,
      id_token,
      token_type: 'Bearer',
      expires_in: this.ttlSeconds,
      scope: SCOPE,
    };
  }

  /**
   * Verifies an access token (signature, issuer, audience, `exp`, `jti`) and, with a session
   * check attached, that its user exists and it was not logged out; answers the current claims.
   * Throws 401 'Token expired', 'Invalid token', 'Unknown user' or 'Session ended'.
   */
  async verify(token: string | undefined): Promise<Claims> {
    const claims = await this.verifySignature(token);
    return this.sessions ? this.sessions.current(claims) : claims;
  }

  /** The claims of a correctly signed, unexpired token, without the session check. */
  async verifySignature(token: string | undefined): Promise<Claims> {
    if (!token) throw unauthorized('Authentication required');
    try {
      // The key named by the token's kid (a rotated-out key still verifies while configured).
      const keyOf = (header: { kid?: string }) => {
        const key = header.kid ? this.byKid.get(header.kid) : this.keys.signing.publicKey;
        if (!key) throw new Error('unknown kid');
        return key;
      };
      const { payload } = await jwtVerify(token, keyOf, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['ES256'],
        // A token without an expiry would be good forever; without an id it cannot be revoked.
        requiredClaims: ['exp', 'jti', 'sub'],
      });
      return {
        sub: String(payload.sub),
        email: String(payload.email ?? ''),
        roles: Array.isArray(payload.roles) ? (payload.roles as string[]) : [],
        permissions: Array.isArray(payload.permissions) ? (payload.permissions as string[]) : [],
        internal: payload.internal === true,
        jti: String(payload.jti),
        exp: payload.exp,
      };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Token expired');
      throw unauthorized('Invalid token');
    }
  }
}
