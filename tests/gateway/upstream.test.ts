// The main API down, slow or failing: prompt errors with the right code, never a hang, and
// recovery without a restart. A small switchable proxy sits between the gateway and the API.
import type http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { resetUpstreams } from '../../gateway/src/rest/resilience.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';
import { startHarness, type Harness } from './harness.ts';

type Mode = 'pass' | 'slow' | 'error500' | 'garbage' | 'forbidPreferences';
let mode: Mode = 'pass';
let api: TestApi;
let h: Harness;
let proxy: TestProxy;

/** Answers a request as the current mode says; 'pass' lets it through. */
function fault(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (mode === 'slow') {
    const t = setTimeout(() => res.destroy(), 10_000);
    res.on('close', () => clearTimeout(t));
    return true;
  }
  if (mode === 'forbidPreferences' && req.url!.startsWith('/preferences')) {
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { code: 'FORBIDDEN', message: 'You do not have permission to do this' },
      }),
    );
    return true;
  }
  if (mode === 'garbage') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html>proxy error page</html>');
    return true;
  }
  if (mode === 'error500') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'secret stack at db.ts:12' } }));
    return true;
  }
  return false;
}

const down = () => proxy.down();
const up = () => proxy.up();

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startProxy(api.url);
  proxy.intercept = fault;
  // These cases probe the faults through the session check (`{ viewer }`), so every request must
  // make it: the session cache is off here. With the cache on, session-cache.test.ts.
  h = await startHarness(
    { mainApiUrl: proxy.url, upstreamTimeoutMs: 600, upstreamRetries: 2, sessionCacheMs: 0 },
    api,
  );
}, 60_000);
afterAll(async () => {
  await h?.close();
  await proxy?.close();
  await api?.close();
});

const VIEWER = '{ viewer { email } }';
async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = Date.now();
  const r = await f();
  return [r, Date.now() - t];
}

describe('upstream calls', () => {
  it("forward the caller's request id and token", async () => {
    const token = await api.token('reader@demo.local');
    proxy.seenHeaders.length = 0;
    const r = await h.post(
      { query: '{ viewer { preferences { showPip } } }' },
      { authorization: `Bearer ${token}`, 'x-request-id': 'req-fwd-7' },
    );
    expect(r.body.data!.viewer.preferences.showPip).toBe(true);
    expect(r.headers.get('x-request-id')).toBe('req-fwd-7');
    expect(proxy.seenHeaders.length).toBe(2); // GET /auth/check and GET /preferences
    for (const hdr of proxy.seenHeaders) expect(hdr['x-request-id']).toBe('req-fwd-7');
    expect(proxy.seenHeaders.map((x) => x['x-token'] ?? x.authorization)).toEqual([
      token,
      `Bearer ${token}`,
    ]);
  });
});

describe('upstream faults', () => {
  // Each case is its own outage: the breaker counts faults over a 10 s window, so the faults of
  // one case must not open it for the next.
  afterEach(() => resetUpstreams());
  it('answers UPSTREAM_ERROR promptly while the main API is down, and recovers when it is back', async () => {
    const token = await api.token('admin@demo.local');
    expect((await h.gql(VIEWER, {}, { token })).body.data!.viewer.email).toBe('admin@demo.local');

    await down();
    const [r, ms] = await timed(() => h.gql(VIEWER, {}, { token }));
    expect(r.body.errors![0]!.extensions!.code).toBe('UPSTREAM_ERROR');
    expect(r.body.errors![0]!.message).toBe('The main API could not answer; try again');
    expect(ms).toBeLessThan(4000);
    const ready = await fetch(`${h.gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${h.gateway.url}/healthz`)).status).toBe(200);

    await up();
    expect((await h.gql(VIEWER, {}, { token })).body).toEqual({
      data: { viewer: { email: 'admin@demo.local' } },
    });
    expect((await fetch(`${h.gateway.url}/readyz`)).status).toBe(200);
  });

  it("tells another tool's own query that the auth service is down, not to log in again", async () => {
    const token = await api.token('admin@demo.local');
    const HAULERS = '{ haulers(first: 1) { totalCount } }';
    expect((await h.gql(HAULERS, {}, { token })).body.data!.haulers.totalCount).toBeGreaterThan(0);
    await down();
    try {
      const r = await h.gql(HAULERS, {}, { token });
      expect(r.status).toBe(503);
      expect(r.body.errors![0]!.extensions!.code).toBe('UPSTREAM_ERROR');
      expect(r.body.errors![0]!.message).toBe('The main API could not answer; try again');
    } finally {
      await up();
    }
    // A token the auth service refuses is still told to log in.
    const refused = await h.gql(HAULERS, {}, { token: 'not-a-token' });
    expect(refused.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('answers UPSTREAM_TIMEOUT at the deadline while the main API hangs, and recovers', async () => {
    const token = await api.token('reader@demo.local');
    mode = 'slow';
    try {
      const [r, ms] = await timed(() => h.gql(VIEWER, {}, { token }));
      expect(r.body.errors![0]!.extensions!.code).toBe('UPSTREAM_TIMEOUT');
      expect(ms).toBeGreaterThanOrEqual(550);
      expect(ms).toBeLessThan(4000);
    } finally {
      mode = 'pass';
    }
    expect((await h.gql(VIEWER, {}, { token })).body).toEqual({
      data: { viewer: { email: 'reader@demo.local' } },
    });
  });

  it('never sends the internals of a 5xx answer', async () => {
    const token = await api.token('staff@demo.local');
    mode = 'error500';
    try {
      const r = await h.gql(VIEWER, {}, { token });
      expect(r.body.errors![0]!.extensions!.code).toBe('UPSTREAM_ERROR');
      expect(JSON.stringify(r.body)).not.toMatch(/secret|db\.ts/);
    } finally {
      mode = 'pass';
    }
  });

  it('treats an answer that is not JSON as an upstream error', async () => {
    const token = await api.token('staff@demo.local');
    mode = 'garbage';
    try {
      const r = await h.gql('{ viewer { email roles } }', {}, { token });
      expect(r.body.errors![0]).toMatchObject({
        message: 'The main API could not answer; try again',
        extensions: { code: 'UPSTREAM_ERROR' },
      });
      expect(JSON.stringify(r.body)).not.toMatch(/proxy error page|non-nullable|stacktrace/);
    } finally {
      mode = 'pass';
    }
  });

  it('ends the session (clears the cookie) on a 403 from the main API', async () => {
    const cookie = await h.login('staff@demo.local');
    mode = 'forbidPreferences';
    try {
      const r = await h.gql('{ viewer { email preferences { showPip } } }', {}, { cookie });
      expect(r.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
      expect(r.headers.get('set-cookie')).toMatch(/^dq_session=;/);
    } finally {
      mode = 'pass';
    }
  });

  it('does not end the session on an upstream failure (only on 401/403)', async () => {
    const cookie = await h.login('staff@demo.local');
    await down();
    try {
      const r = await h.gql(VIEWER, {}, { cookie });
      expect(r.body.errors![0]!.extensions!.code).toBe('UPSTREAM_ERROR');
      expect(r.headers.get('set-cookie')).toBeNull();
    } finally {
      await up();
    }
    expect((await h.gql(VIEWER, {}, { cookie })).body.data!.viewer.email).toBe('staff@demo.local');
  });
});

describe('circuit breaker (issue 20)', () => {
  it('while the main API hangs, the breaker opens: errors come at once, and it recovers by itself', async () => {
    const token = await api.token('reader@demo.local');
    mode = 'slow';
    try {
      // Five timed-out calls open the breaker of the auth service (the first call of a request).
      for (let i = 0; i < 5; i++) await h.gql(VIEWER, {}, { token });
      const [r, ms] = await timed(() => h.gql(VIEWER, {}, { token }));
      expect(r.body.errors![0]!.extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(r.body.errors![0]!.message).toBe('The service is unavailable; retrying shortly');
      expect(ms).toBeLessThan(300);
    } finally {
      mode = 'pass';
    }
    // After the breaker's pause (5 s) one test call goes through and closes it.
    await new Promise((r) => setTimeout(r, 5200));
    expect((await h.gql(VIEWER, {}, { token })).body).toEqual({
      data: { viewer: { email: 'reader@demo.local' } },
    });
  }, 30_000);
});
