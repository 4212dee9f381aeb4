// Security headers of every main API answer (issue 19). The API serves JSON only, so its
// Content-Security-Policy forbids everything; HSTS is sent when the request came over https,
// directly or through a trusted proxy (AUTH_TRUSTED_PROXIES, the gateway) that says so in
// X-Forwarded-Proto.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import net from 'node:net';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from '@shared/auth/client-address.ts';

/** True when the request reached the API over https. */
export function overHttps(req: FastifyRequest, trusted: net.BlockList): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const raw = req.socket.remoteAddress ?? '';
  const peer = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  const family = net.isIP(peer);
  if (!family || !trusted.check(peer, family === 4 ? 'ipv4' : 'ipv6')) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** Adds the security headers to every answer of the app. */
export function securityHeaders(app: FastifyInstance, trustedProxies?: string): void {
  const trusted = parseTrustedProxies(trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
  app.addHook('onSend', async (req, reply) => {
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (overHttps(req, trusted)) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
