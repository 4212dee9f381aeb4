// Operations routes of the main API (docs/deploying.md#health-and-metrics):
// /livez   the process answers (liveness: never touches the database, so a database outage
//          does not get every replica restarted);
// /healthz the database answers (kept for callers that used it before /readyz);
// /readyz  this replica should get traffic: not shutting down, database answering, every
//          migration of this build applied;
// /metrics Prometheus: requests, latency, the connection pool and the job queue.
// The metrics and the reason of a failed readiness are for operators only: a caller sending
// `Authorization: Bearer $METRICS_TOKEN`, or, without a token configured, a loopback peer that
// is not a proxy relaying someone else (no X-Forwarded-For).
import { isOperator } from '@shared/auth/operator.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client.ts';

/** The process metrics (one set per process, shared by every app a test starts). */
let processRegistry: client.Registry | undefined;
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry, prefix: 'api_' });
  }
  return processRegistry;
}

const draining = new WeakSet<object>();

/** From now on /readyz answers 503 (the replica is shutting down; the balancer stops sending). */
export function markDraining(app: FastifyInstance) {
  draining.add(app);
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** Registers the operations routes and the request metrics on the root app. */
export function registerOps(
  app: FastifyInstance,
  deps: { database: Database; metricsToken?: string },
) {
  const { database } = deps;
  const registry = new client.Registry();
  const requests = new client.Counter({
    name: 'api_http_requests_total',
    help: 'Requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'api_http_request_duration_seconds',
    help: 'Request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new client.Gauge({
    name: 'api_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  // The job queue is one table for every replica: each reports the same figures.
  const jobs = new client.Gauge({
    name: 'api_jobs',
    help: 'Jobs by state: due (pending and due now), running, failed',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const oldestDue = new client.Gauge({
    name: 'api_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job has been waiting (0 when none is due)',
    registers: [registry],
  });
  const collectJobs = async () => {
    const r = await database.db.execute(sql`
      SELECT
        count(*) FILTER (WHERE status = 'pending' AND run_at <= now())::int AS due,
        count(*) FILTER (WHERE status = 'running')::int AS running,
        count(*) FILTER (WHERE status = 'failed')::int AS failed,
        coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE status = 'pending' AND run_at <= now())), 0)::float AS age
      FROM jobs`);
    const row = rowsOf<{ due: number; running: number; failed: number; age: number }>(r)[0];
    jobs.set({ state: 'due' }, row.due);
    jobs.set({ state: 'running' }, row.running);
    jobs.set({ state: 'failed' }, row.failed);
    oldestDue.set(Math.max(0, Number(row.age)));
  };

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: req.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const hidden = { schema: { hide: true } };
  app.get('/livez', hidden, async () => ({ status: 'ok' }));

  app.get('/readyz', hidden, async (req, reply) => {
    const notReady = (reason: string) => {
      req.log.warn({ reason }, 'not ready');
      const details = isOperator(req, deps.metricsToken) ? { reason } : {};
      return reply.status(503).send({ status: 'not ready', ...details });
    };
    if (draining.has(app)) return notReady('shutting down');
    try {
      const pending = await withTimeout(database.pendingMigrations(), 2000);
      if (pending > 0) return notReady(`${pending} migration(s) of this build not applied yet`);
    } catch (err) {
      return notReady(`database unreachable: ${(err as Error).message}`);
    }
    return { status: 'ready' };
  });

  app.get('/metrics', hidden, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!isOperator(req, deps.metricsToken)) {
      return reply.status(deps.metricsToken ? 401 : 403).send({
        error: {
          code: deps.metricsToken ? 'UNAUTHORIZED' : 'FORBIDDEN',
          message: 'Metrics are for operators (METRICS_TOKEN)',
        },
      });
    }
    try {
      await withTimeout(collectJobs(), 2000);
    } catch (err) {
      req.log.warn({ err }, 'job metrics unavailable');
    }
    const merged = client.Registry.merge([processMetrics(), registry]);
    reply.type(merged.contentType);
    return merged.metrics();
  });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
