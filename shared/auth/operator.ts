// Who may read metrics and the reason of a failed readiness, on the main API and the gateway
// alike: a caller sending `Authorization: Bearer $METRICS_TOKEN`, or, without a token
// configured, a loopback peer that is not a proxy relaying someone else (no X-Forwarded-For).
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True for an operator: the metrics token, or a loopback peer when no token is configured. */
export function isOperator(req: FastifyRequest, metricsToken: string | undefined): boolean {
  if (!metricsToken) {
    return LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'];
  }
  const header = req.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const wanted = Buffer.from(metricsToken);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}
