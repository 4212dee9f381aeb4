// Faults of an upstream (issue 20): a circuit breaker per upstream that answers
// UPSTREAM_UNAVAILABLE at once while open and recovers by itself, jittered retries within a
// retry budget, Retry-After honoured, and the request deadline still in charge.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { HttpClient, RestError } from './http.ts';
import { resetUpstreams, type Resilience } from './resilience.ts';

// A fake upstream: `/<name>/...` paths belong to one test; its behaviour is set per test.
type Behaviour = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;
const behaviours = new Map<string, Behaviour>();
const hits = new Map<string, number[]>();
const server = http.createServer((req, res) => {
  const name = req.url!.split('/')[1]!;
  const times = hits.get(name) ?? [];
  times.push(Date.now());
  hits.set(name, times);
  const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(payload));
  };
  const b = behaviours.get(name);
  if (!b) return send(200, { ok: true });
  b(req, res, times.length);
});
const json = (res: http.ServerResponse, status: number, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(status < 300 ? { ok: true } : { error: { message: 'down' } }));
};

let base: string;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => resetUpstreams());

const log = { error() {}, warn() {} };
const client = (name: string, o: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) =>
  new HttpClient({
    baseUrl: `${base}/${name}`,
    requestId: 'rid',
    timeoutMs: 2000,
    retries: 2,
    log,
    ...o,
  });
const fast: Partial<Resilience> = { failureThreshold: 3, halfOpenAfterMs: 300 };

async function outcome(p: Promise<unknown>) {
  const t = Date.now();
  try {
    await p;
    return { code: 'OK', ms: Date.now() - t };
  } catch (err) {
    expect(err).toBeInstanceOf(RestError);
    return { code: (err as RestError).code, ms: Date.now() - t };
  }
}

describe('circuit breaker', () => {
  it('opens after consecutive failures, answers UPSTREAM_UNAVAILABLE at once, and recovers', async () => {
    let healthy = false;
    behaviours.set('down', (_q, res) => json(res, healthy ? 200 : 503));
    const c = () => client('down', { resilience: fast });
    for (let i = 0; i < 3; i++)
      expect((await outcome(c().post('/x', {}))).code).toBe('UPSTREAM_ERROR');
    const open = await outcome(c().get('/x'));
    expect(open.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(open.ms).toBeLessThan(50);
    expect(hits.get('down')).toHaveLength(3); // the open breaker sent nothing
    healthy = true;
    expect((await outcome(c().get('/x'))).code).toBe('UPSTREAM_UNAVAILABLE');
    await new Promise((r) => setTimeout(r, 350));
    expect((await outcome(c().get('/x'))).code).toBe('OK');
    expect((await outcome(c().get('/x'))).code).toBe('OK');
  });

  it('stops waiting for a hanging upstream: after the timeouts, errors come at once', async () => {
    behaviours.set('hang', () => undefined);
    const c = () => client('hang', { timeoutMs: 150, resilience: fast });
    for (let i = 0; i < 3; i++)
      expect((await outcome(c().get('/x'))).code).toBe('UPSTREAM_TIMEOUT');
    const open = await outcome(c().get('/x'));
    expect(open).toEqual({ code: 'UPSTREAM_UNAVAILABLE', ms: expect.any(Number) });
    expect(open.ms).toBeLessThan(50);
    server.closeAllConnections();
  });

  it('keeps one breaker per upstream: the main API open leaves auth and maps working', async () => {
    behaviours.set('main', (_q, res) => json(res, 502));
    for (let i = 0; i < 3; i++) await outcome(client('main', { resilience: fast }).post('/x', {}));
    expect((await outcome(client('main').get('/x'))).code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await outcome(client('auth').get('/check'))).code).toBe('OK');
    expect((await outcome(client('maps').get('/geocode'))).code).toBe('OK');
  });

  it('does not count a 429 (one account over its sign-in limit) as a failure', async () => {
    behaviours.set('limited', (_q, res) => json(res, 429, { 'retry-after': '900' }));
    for (let i = 0; i < 6; i++)
      expect((await outcome(client('limited', { resilience: fast }).post('/token', {}))).code).toBe(
        'BAD_USER_INPUT',
      );
  });

  it('does not count answers the caller caused (4xx) as failures', async () => {
    behaviours.set('fourxx', (_q, res) => json(res, 404));
    for (let i = 0; i < 6; i++)
      expect((await outcome(client('fourxx', { resilience: fast }).get('/x'))).code).toBe(
        'NOT_FOUND',
      );
  });
});

describe('retries', () => {
  it('honours Retry-After before retrying a GET', async () => {
    behaviours.set('later', (_q, res, n) =>
      n === 1 ? json(res, 503, { 'retry-after': '1' }) : json(res, 200),
    );
    expect((await outcome(client('later').get('/x'))).code).toBe('OK');
    const [first, second] = hits.get('later')!;
    expect(second! - first!).toBeGreaterThanOrEqual(950);
  });

  it('retries a GET answered 429 after its Retry-After', async () => {
    behaviours.set('busy', (_q, res, n) =>
      n === 1 ? json(res, 429, { 'retry-after': '1' }) : json(res, 200),
    );
    expect((await outcome(client('busy').get('/x'))).code).toBe('OK');
    expect(hits.get('busy')).toHaveLength(2);
  });

  it('fails at once when Retry-After is past the deadline', async () => {
    behaviours.set('toolate', (_q, res) => json(res, 503, { 'retry-after': '120' }));
    const r = await outcome(client('toolate').get('/x'));
    expect(r.code).toBe('UPSTREAM_ERROR');
    expect(r.ms).toBeLessThan(500);
    expect(hits.get('toolate')).toHaveLength(1);
  });

  it('spreads retries of many callers (jitter)', async () => {
    const firstSeen = new Map<string, number>();
    const gaps: number[] = [];
    behaviours.set('jitter', (req, res) => {
      const who = String(req.headers['x-request-id']);
      const at = firstSeen.get(who);
      if (at === undefined) {
        firstSeen.set(who, Date.now());
        return json(res, 503);
      }
      gaps.push(Date.now() - at);
      json(res, 200);
    });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client('jitter', { requestId: `r${i}`, resilience: { failureThreshold: 100 } }).get('/x'),
      ),
    );
    expect(gaps).toHaveLength(8);
    expect(new Set(gaps).size).toBeGreaterThan(2);
  });

  it('keeps retries within the budget while an upstream fails', async () => {
    behaviours.set('budget', (_q, res) => json(res, 503));
    const settings = { failureThreshold: 1000, minRetriesPerSecond: 0, retryRatio: 0.2 };
    for (let i = 0; i < 20; i++)
      await outcome(client('budget', { resilience: settings, retries: 2 }).get('/x'));
    // 20 calls with 2 retries each would be 60 requests; the budget allows 20% more than 20.
    expect(hits.get('budget')!.length).toBeLessThanOrEqual(24);
    expect(hits.get('budget')!.length).toBeGreaterThanOrEqual(20);
  });

  it("stops a retry's wait when the request deadline ends", async () => {
    behaviours.set('deadline', (_q, res) => json(res, 503, { 'retry-after': '3' }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const r = await outcome(
      client('deadline', {
        signal: controller.signal,
        timeoutMs: 10_000,
        resilience: { maxRetryAfterMs: 5000 },
      }).get('/x'),
    );
    expect(r.code).toBe('DEADLINE_EXCEEDED');
    expect(r.ms).toBeLessThan(1000);
  });
});
