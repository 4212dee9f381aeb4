// The session cookie: the access token sealed (AES-256-GCM) with SESSION_SECRET, HttpOnly, 12 hours.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'dq_session';
/** 12 hours (docs/decisions.md#constants-and-limits). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Seals and opens session cookie values; any replica with the same secret can open them. */
export class SessionSealer {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = crypto.createHash('sha256').update(`dq-session:${secret}`).digest();
  }

  seal(token: string, now = Date.now()): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const payload = JSON.stringify({ t: token, exp: now + SESSION_MAX_AGE_SECONDS * 1000 });
    const data = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
  }

  /** The token inside a cookie value, or undefined when it was tampered with or has expired. */
  open(value: string | undefined, now = Date.now()): string | undefined {
    if (!value) return undefined;
    try {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 29) return undefined;
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
      const { t, exp } = JSON.parse(text) as { t: string; exp: number };
      return typeof t === 'string' && exp > now ? t : undefined;
    } catch {
      return undefined;
    }
  }
}

/** Where the caller's token came from. */
export type TokenSource = 'cookie' | 'bearer' | 'none';

/** The caller's token: `Authorization: Bearer` (other tools) wins over the session cookie. */
export function readToken(
  req: FastifyRequest,
  sealer: SessionSealer,
): { token?: string; source: TokenSource } {
  const header = req.headers.authorization;
  if (header && /^bearer\s+/i.test(header)) {
    const token = header.replace(/^bearer\s+/i, '').trim();
    if (token) return { token, source: 'bearer' };
  }
  const token = sealer.open(req.cookies?.[SESSION_COOKIE]);
  return token ? { token, source: 'cookie' } : { source: 'none' };
}

function cookieOptions(req: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: req.protocol === 'https',
  };
}

/** Sets the 12-hour session cookie holding the sealed token. */
export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  sealer: SessionSealer,
  token: string,
) {
  reply.setCookie(SESSION_COOKIE, sealer.seal(token), {
    ...cookieOptions(req),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Ends the session in the browser. */
export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
