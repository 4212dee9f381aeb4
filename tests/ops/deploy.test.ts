// The deployment files, checked offline (no Docker daemon or cluster here): the compose file and
// the Kubernetes manifest parse, wire their probes to health endpoints the services answer, and
// the image is multi-stage, non-root, with a health check, on Node 22 LTS. The health endpoints
// themselves: /readyz waits for migrations run as their own step and turns 503 while draining.
// docs/deploying.md#health-and-metrics
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import YAML from 'yaml';
import { loadApiConfig } from '../../api/src/config.ts';
import { GATEWAY_NODE_FLAGS } from '../../gateway/src/config.ts';
import { RUN_TS } from '../../shared/runtime.ts';
import { openDatabase, type Database } from '../../api/src/db/client.ts';
import { markDraining } from '../../api/src/ops.ts';
import { startApi, type RunningApi } from '../../api/src/server.ts';
import { createPostgresDatabase } from '../helpers/api.ts';
import { postgresUrl } from './replica.ts';

process.env.TEST_DATABASE_URL ||= postgresUrl;

type Probe = { httpGet: { path: string } };
type Container = {
  command?: string[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
};
const manifest = YAML.parseAllDocuments(
  fs.readFileSync('deploy/k8s/dumpster-quoting.yaml', 'utf8'),
).map((d) => d.toJS());
const deployment = (name: string) =>
  manifest.find((d) => d.kind === 'Deployment' && d.metadata.name === name);
const container = (name: string): Container => deployment(name).spec.template.spec.containers[0];
/**
 * How the gateway runs as a service, with its Node flags (gateway/src/config.ts) and the
 * TypeScript runner (shared/runtime.ts).
 */
const gatewayCommand = ['node', ...GATEWAY_NODE_FLAGS, ...RUN_TS, 'gateway/src/server.ts'];

describe('Kubernetes manifest', () => {
  it('runs 2 replicas of each service (the gateway with its Node flags) with probes on their health endpoints', () => {
    expect(deployment('main-api').spec.replicas).toBe(2);
    expect(deployment('gateway').spec.replicas).toBe(2);
    const api = container('main-api');
    expect(api.livenessProbe!.httpGet.path).toBe('/livez');
    expect(api.startupProbe!.httpGet.path).toBe('/livez');
    expect(api.readinessProbe!.httpGet.path).toBe('/readyz');
    const gw = container('gateway');
    expect(gw.command).toEqual(gatewayCommand);
    expect(gw.livenessProbe!.httpGet.path).toBe('/healthz');
    expect(gw.readinessProbe!.httpGet.path).toBe('/readyz');
  });

  it('migrates in a Job and starts the replicas with MIGRATIONS=skip; every variable is valid', () => {
    const job = manifest.find((d) => d.kind === 'Job');
    expect(job.spec.template.spec.containers[0].command).toEqual([
      'node',
      '--import',
      'tsx',
      'api/src/db/migrate.ts',
    ]);
    const data = manifest.find((d) => d.kind === 'ConfigMap').data as Record<string, string>;
    expect(data.MIGRATIONS).toBe('skip');
    // The ConfigMap with the Secret's variables passes the main API's validation.
    expect(() =>
      loadApiConfig({
        ...data,
        DATABASE_URL: 'postgres://u:p@db:5432/dq',
        REDIS_URL: 'redis://redis:6379',
        AUTH_SIGNING_KEYS: JSON.stringify([
          { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', d: 'd', kid: 'k1' },
        ]),
      }),
    ).not.toThrow();
    for (const d of manifest.filter((x) => x.kind === 'Service')) {
      expect(deployment(d.metadata.name).spec.template.metadata.labels).toMatchObject(
        d.spec.selector,
      );
    }
  });
});

describe('compose file and image', () => {
  const compose = YAML.parse(fs.readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
    services: Record<
      string,
      { depends_on?: unknown; environment?: Record<string, string>; command?: string[] }
    >;
  };

  it('runs PostgreSQL, Redis, a migrate step, 2 main APIs, 2 gateways (with their Node flags) and a load balancer', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api-1', 'api-2', 'gateway-1', 'gateway-2', 'lb', 'migrate', 'postgres', 'redis'].sort(),
    );
    for (const name of ['api-1', 'api-2']) {
      expect(compose.services[name].environment).toMatchObject({ MIGRATIONS: 'skip' });
      expect(compose.services[name].depends_on).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
      });
    }
    expect(compose.services['gateway-1'].environment?.MAIN_API_URL).toBe('http://lb:4001');
    expect(compose.services['gateway-1'].command).toEqual(gatewayCommand);
    expect(compose.services['gateway-2'].command).toEqual(gatewayCommand);
    const nginx = fs.readFileSync('deploy/nginx.conf', 'utf8');
    for (const s of ['api-1:4001', 'api-2:4001', 'gateway-1:4000', 'gateway-2:4000']) {
      expect(nginx).toContain(`server ${s}`);
    }
  });

  it('the Dockerfile is multi-stage on Node 22, runs as a non-root user with a health check', () => {
    const file = fs.readFileSync('Dockerfile', 'utf8');
    expect(file).toMatch(/^ARG NODE_IMAGE=node:22-/m);
    expect(file.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(4);
    expect(file).toMatch(/RUN node scripts\/build\.mjs --force/);
    expect(file).toMatch(/npm ci --omit=dev/);
    expect(file).toMatch(/^USER node$/m);
    // The main API, the image's default command, runs with the TypeScript runner, which is in it.
    const apiCommand = ['node', ...RUN_TS, 'api/src/server.ts'].map((a) => JSON.stringify(a));
    expect(file).toContain(`\nCMD [${apiCommand.join(', ')}]`);
    expect(file).toMatch(/^COPY .*deploy\/ts\.mjs deploy\/ts-hooks\.mjs \.\/deploy\/$/m);
    expect(file).toMatch(/^HEALTHCHECK .*\n\s+CMD \["node", "deploy\/healthcheck\.mjs"\]/m);
    expect(fs.readFileSync('.dockerignore', 'utf8')).toMatch(/^node_modules$/m);
  });
});

describe('liveness and readiness of the main API', () => {
  let fresh: { url: string; drop: () => Promise<void> };
  let database: Database;
  let api: RunningApi;

  beforeAll(async () => {
    fresh = await createPostgresDatabase('dq_ops_ready');
    database = await openDatabase({ databaseUrl: fresh.url });
    api = await startApi(
      {
        ...loadApiConfig({ MIGRATIONS: 'skip', DEMO_DATA: 'false', NODE_ENV: 'test' }),
        port: 0,
        databaseUrl: fresh.url,
        dataDir: 'memory://',
      },
      { database },
    );
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await fresh?.drop();
  });

  it('with MIGRATIONS=skip it is alive but not ready until the migrate step ran', async () => {
    expect((await fetch(`${api.url}/livez`)).status).toBe(200);
    const before = await fetch(`${api.url}/readyz`);
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({
      status: 'not ready',
      reason: expect.stringMatching(/^\d+ migration\(s\) of this build not applied yet$/),
    });
    await database.migrate();
    const after = await fetch(`${api.url}/readyz`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready' });
  });

  it('a caller that is not an operator gets no reason and no metrics', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.7' };
    expect((await fetch(`${api.url}/metrics`, { headers: proxied })).status).toBe(403);
    markDraining(api.app);
    const res = await fetch(`${api.url}/readyz`, { headers: proxied });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready' });
    const own = await fetch(`${api.url}/readyz`);
    expect(await own.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
    // Liveness does not change while draining.
    expect((await fetch(`${api.url}/livez`)).status).toBe(200);
  });
});
