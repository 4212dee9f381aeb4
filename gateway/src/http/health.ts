// /healthz (the gateway runs), /readyz (the main API answers), /metrics (Prometheus).
// /healthz and /readyz's status are public; the metrics and the reason of a failed readiness
// (which names the internal upstream) are for operators only: a caller sending
// `Authorization: Bearer $METRICS_TOKEN`, or, without a token configured, a loopback peer that
// is not a proxy relaying someone else (no X-Forwarded-For).
import { isOperator } from '@shared/auth/operator.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fetch from 'node-fetch';
import { agentFor } from '../rest/http.ts';
import { registry } from '../metrics.ts';

/** Registers the health and metrics routes. */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { mainApiUrl: string; metricsToken?: string },
) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (req, reply) => {
    try {
      const res = await fetch(`${opts.mainApiUrl}/healthz`, {
        agent: agentFor,
        signal: AbortSignal.timeout(2000),
        headers: { 'x-request-id': String(req.id) },
      });
      await res.arrayBuffer();
      if (res.ok) return { status: 'ready' };
      return notReady(req, reply, `main API answered ${res.status}`);
    } catch (err) {
      return notReady(req, reply, `main API unreachable: ${(err as Error).message}`);
    }
  });

  function notReady(req: FastifyRequest, reply: import('fastify').FastifyReply, reason: string) {
    req.log.warn({ reason }, 'not ready');
    const details = isOperator(req, opts.metricsToken) ? { reason } : {};
    return reply.status(503).send({ status: 'not ready', ...details });
  }

  app.get('/metrics', async (req, reply) => {
    if (!isOperator(req, opts.metricsToken)) {
      return reply.status(opts.metricsToken ? 401 : 403).send({
        error: {
          code: opts.metricsToken ? 'UNAUTHORIZED' : 'FORBIDDEN',
          message: 'Metrics are for operators (METRICS_TOKEN)',
        },
      });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
