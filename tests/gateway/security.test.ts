// Issue 19: security headers, operator-only metrics and readiness details, forwarded headers
// believed only from trusted proxies, and anonymous callers unable to probe the schema.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startGateway } from '../../gateway/src/server.ts';
import { gatewayConfig } from '../../gateway/src/config.ts';
import { startHarness, type Harness } from './harness.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ metricsToken: METRICS_TOKEN });
}, 120_000);
afterAll(() => h?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${h.gateway.url}${path}`, { headers });

describe('security headers', () => {
  it('sends a CSP without inline scripts, no framing, nosniff and a referrer policy', async () => {
    for (const path of ['/', '/login', '/graphiql', '/healthz', '/cksum.txt']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect([path, csp]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
      const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(script).toContain("'self'");
      expect(script).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const gql = await h.gql('{ viewer { id } }');
    expect(gql.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const res = await get('/healthz', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('believes X-Forwarded-For/-Proto only from TRUSTED_PROXIES', async () => {
    // Fastify logs each request's client address (req.ip) as remoteAddress.
    const start = async (trustedProxies?: string) => {
      const lines: string[] = [];
      const stream = { write: (l: string) => void lines.push(l) };
      const g = await startGateway(
        gatewayConfig({
          port: 0,
          host: '127.0.0.1',
          mainApiUrl: h.api.url,
          ...(trustedProxies ? { trustedProxies } : {}),
        }),
        { logger: { level: 'info', stream } },
      );
      const res = await fetch(`${g.url}/healthz`, {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      await g.close();
      const seen = lines
        .map((l) => JSON.parse(l) as { req?: { remoteAddress?: string } })
        .find((l) => l.req?.remoteAddress)?.req?.remoteAddress;
      return { hsts: res.headers.get('strict-transport-security'), ip: seen };
    };
    // Default: loopback is the trusted proxy.
    const trusted = await start();
    expect(trusted.ip).toBe('203.0.113.9');
    expect(trusted.hsts).toMatch(/max-age=/);
    // Loopback not listed: both headers are ignored.
    const untrusted = await start('10.9.9.9');
    expect(untrusted.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(untrusted.hsts).toBeNull();
  });

  it('the main API sends its own headers (JSON only: nothing may load)', async () => {
    const res = await fetch(`${h.api.url}/healthz`);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(`${h.api.url}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });
});

describe('metrics and readiness', () => {
  it('/healthz stays public and minimal', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/metrics needs the METRICS_TOKEN', async () => {
    expect((await get('/metrics')).status).toBe(401);
    expect(
      (await get('/metrics', { authorization: 'Bearer wrong-token-0123456789abc' })).status,
    ).toBe(401);
    const ok = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('gateway_graphql_requests_total');
  });

  it('without a token, /metrics answers only a loopback peer that is not a proxy', async () => {
    const g = await startGateway(
      gatewayConfig({ port: 0, host: '127.0.0.1', mainApiUrl: h.api.url }),
    );
    try {
      expect((await fetch(`${g.url}/metrics`)).status).toBe(200);
      const relayed = await fetch(`${g.url}/metrics`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(relayed.status).toBe(403);
    } finally {
      await g.close();
    }
  });

  it('/readyz does not show the upstream URL to the public', async () => {
    const g = await startGateway(
      gatewayConfig({
        port: 0,
        host: '127.0.0.1',
        mainApiUrl: 'http://127.0.0.1:9',
        metricsToken: METRICS_TOKEN,
      }),
    );
    try {
      const res = await fetch(`${g.url}/readyz`);
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ status: 'not ready' });
      expect(text).not.toContain('127.0.0.1');
      const op = await fetch(`${g.url}/readyz`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(((await op.json()) as { reason: string }).reason).toMatch(/main API/);
    } finally {
      await g.close();
    }
  });
});

describe('anonymous callers cannot probe the schema', () => {
  it('an unknown and a protected field get the same UNAUTHENTICATED', async () => {
    const unknown = await h.gql('{ haulerz { id } }');
    const known = await h.gql('{ haulers(first: 1) { totalCount } }');
    for (const r of [unknown, known]) {
      expect(r.status).toBe(401);
      expect(r.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(JSON.stringify(r.body)).not.toMatch(/haulerz|Cannot query|Did you mean/);
    }
    expect(unknown.body).toEqual(known.body);
  });

  it('a wrong nested field, introspection and a costly document: UNAUTHENTICATED first', async () => {
    const costly = `{ ${Array.from({ length: 20 }, (_, i) => `q${i}: quote(address: "10001", nearby: true) { __typename }`).join(' ')} }`;
    for (const q of [
      '{ haulers(first: 1) { edges { node { secretField } } } }',
      '{ __schema { types { name } } }',
      '{ __type(name: "Hauler") { fields { name } } }',
      costly,
      '{ viewer { id } haulers { totalCount } }',
      'query { ...F } fragment F on Query { haulers { totalCount } }',
    ]) {
      const r = await h.gql(q);
      expect([q.slice(0, 40), r.body.errors?.[0]?.extensions?.code]).toEqual([
        q.slice(0, 40),
        'UNAUTHENTICATED',
      ]);
    }
  });

  it('public session fields still work without a session', async () => {
    const r = await h.gql('{ viewer { id } appConfig { __typename } }');
    expect(r.status).toBe(200);
    expect(r.body.data?.viewer).toBeNull();
  });

  it('with a session, a wrong field gets a validation error without suggestions', async () => {
    const cookie = await h.login('reader@demo.local');
    const r = await h.gql('{ haulerz { id } }', {}, { cookie });
    expect(r.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(r.body)).not.toMatch(/Did you mean|haulers/);
  });

  it('a forged bearer token does not open the validator either', async () => {
    const r = await h.gql('{ haulerz { id } }', {}, { token: 'e30.e30.forged' });
    expect(r.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
