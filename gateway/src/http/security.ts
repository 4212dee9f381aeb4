// Security headers of every gateway answer (issue 19): a Content-Security-Policy that fits the
// web build and GraphiQL (both load only their own bundles: no inline script, no eval), no
// framing, no sniffing, a referrer that carries the origin only (a referrer-restricted Google
// Maps browser key still works), and HSTS when the request came over https. Written by hand
// rather than with @fastify/helmet: a dozen fixed headers, and the CSP depends on the config
// (Google Maps, the feedback form, Sentry), which helmet would not know either.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';

const GOOGLE_MAPS = [
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://*.googleapis.com',
  'https://*.gstatic.com',
];

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** The Content-Security-Policy of the web app and GraphiQL for this configuration. */
export function contentSecurityPolicy(
  config: Pick<GatewayConfig, 'googleMapsBrowserKey' | 'feedbackFormUrl' | 'sentryDsn'>,
): string {
  const google = config.googleMapsBrowserKey ? GOOGLE_MAPS : [];
  const feedback = originOf(config.feedbackFormUrl);
  const sentry = originOf(config.sentryDsn);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google],
    // Chakra UI (emotion) and GraphiQL insert <style> elements at run time; styles cannot run code.
    'style-src': [
      "'self'",
      "'unsafe-inline'",
      ...(google.length ? ['https://fonts.googleapis.com'] : []),
    ],
    'img-src': ["'self'", 'data:', 'blob:', ...google],
    'font-src': ["'self'", 'data:', ...(google.length ? ['https://fonts.gstatic.com'] : [])],
    'connect-src': ["'self'", ...google, ...(sentry ? [sentry] : [])],
    // GraphiQL's editor runs its language services in workers built from blobs.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': feedback ? [feedback] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** True when the request reached us over https (x-forwarded-proto only from trusted proxies). */
export function overHttps(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

/** Adds the security headers to every answer of the app. */
export function securityHeaders(
  app: FastifyInstance,
  config: Pick<GatewayConfig, 'googleMapsBrowserKey' | 'feedbackFormUrl' | 'sentryDsn'>,
): void {
  const csp = contentSecurityPolicy(config);
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-permitted-cross-domain-policies', 'none');
    if (overHttps(req)) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
