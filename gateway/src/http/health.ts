// /healthz (the gateway runs), /readyz (the main API answers), /metrics (Prometheus).
import type { FastifyInstance } from 'fastify';
import fetch from 'node-fetch';
import { agentFor } from '../rest/http.ts';
import { registry } from '../metrics.ts';

/** Registers the health and metrics routes. */
export async function healthRoutes(app: FastifyInstance, opts: { mainApiUrl: string }) {
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
      return reply
        .status(503)
        .send({ status: 'not ready', reason: `main API answered ${res.status}` });
    } catch (err) {
      return reply
        .status(503)
        .send({ status: 'not ready', reason: `main API unreachable: ${(err as Error).message}` });
    }
  });

  app.get('/metrics', async (_req, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
