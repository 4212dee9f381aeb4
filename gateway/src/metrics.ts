// Prometheus metrics of the gateway (served at /metrics).
import client from 'prom-client';

/** The gateway's own registry (tests may start several gateways in one process). */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'gateway_' });

export const graphqlRequests = new client.Counter({
  name: 'gateway_graphql_requests_total',
  help: 'GraphQL operations by operation name, type and outcome',
  labelNames: ['operation', 'type', 'outcome'] as const,
  registers: [registry],
});

export const graphqlLatency = new client.Histogram({
  name: 'gateway_graphql_request_duration_seconds',
  help: 'GraphQL operation latency by operation name',
  labelNames: ['operation', 'type'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const upstreamCalls = new client.Counter({
  name: 'gateway_upstream_requests_total',
  help: 'Calls to the main API, auth and maps services by resource, method and status',
  labelNames: ['resource', 'method', 'status'] as const,
  registers: [registry],
});

export const upstreamLatency = new client.Histogram({
  name: 'gateway_upstream_request_duration_seconds',
  help: 'Latency of upstream calls by resource',
  labelNames: ['resource', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
