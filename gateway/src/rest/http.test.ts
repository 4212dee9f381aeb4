import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FREE_SOCKET_MS, HttpClient, RestError, agentFor, queryString } from './http.ts';

// A tiny upstream: the path picks the answer; every request is recorded.
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let flaky = 0;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const path = req.url!.split('?')[0];
    if (path === '/ok') return send(200, { ok: true });
    if (path === '/flaky') return ++flaky < 3 ? send(503, {}) : send(200, { tries: flaky });
    if (path === '/always503') return send(503, { error: { message: 'db down at pool.ts:1' } });
    if (path === '/slow') return setTimeout(() => !res.destroyed && send(200, {}), 5000).unref();
    // A body in two pieces, split inside the UTF-8 bytes of "é", the second a moment later.
    if (path === '/pieces') {
      const bytes = Buffer.from(JSON.stringify({ name: 'Café Hauling', n: 1 }));
      const cut = bytes.indexOf(0xc3) + 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(bytes.subarray(0, cut));
      return setTimeout(() => res.end(bytes.subarray(cut)), 20).unref();
    }
    // Part of a body, then the connection is cut (`/cut`) or the rest never comes (`/stall`).
    if (path === '/cut' || path === '/stall') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"models":[');
      if (path === '/cut') setTimeout(() => res.socket?.destroy(), 20).unref();
      return;
    }
    const status = Number(path!.slice(1));
    if (status === 400)
      return send(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'This field is required',
          fields: { name: 'This field is required' },
        },
      });
    return send(status, { error: { code: 'X', message: `upstream says ${status}` } });
  });
});
let base: string;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const logged: string[] = [];
const log = { error: (_o: object, m?: string) => logged.push(m ?? ''), warn() {} };
const rejected: number[] = [];
const client = (o: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) =>
  new HttpClient({
    baseUrl: base,
    token: 'tok',
    requestId: 'rid-1',
    timeoutMs: 500,
    retries: 2,
    log,
    onAuthRejected: (s) => rejected.push(s),
    ...o,
  });

async function codeOf(p: Promise<unknown>) {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    expect(err).toBeInstanceOf(RestError);
    return (err as RestError).code;
  }
}

describe('HttpClient', () => {
  it('forwards the token and the request id, and builds ids= lists', async () => {
    seen.length = 0;
    expect(
      await client().get('/ok', { query: { ids: [1, 2, 3], page: 2, none: undefined } }),
    ).toEqual({ ok: true });
    expect(seen[0]!.url).toBe('/ok?ids=1%2C2%2C3&page=2');
    expect(seen[0]!.headers.authorization).toBe('Bearer tok');
    expect(seen[0]!.headers['x-request-id']).toBe('rid-1');
    expect(queryString({})).toBe('');
  });

  it('maps REST statuses to GraphQL error codes', async () => {
    expect(await codeOf(client().get('/401'))).toBe('UNAUTHENTICATED');
    expect(await codeOf(client().get('/403'))).toBe('FORBIDDEN');
    expect(await codeOf(client().get('/404'))).toBe('NOT_FOUND');
    expect(await codeOf(client().put('/409', {}))).toBe('CONFLICT');
    expect(await codeOf(client().post('/422', {}))).toBe('BAD_USER_INPUT');
    expect(rejected).toEqual([401, 403]);
  });

  it('keeps the message and fields of a validation failure', async () => {
    const err = await client()
      .post('/400', { name: '' })
      .catch((e: RestError) => e);
    expect((err as RestError).message).toBe('This field is required');
    expect((err as RestError).fields).toEqual({ name: 'This field is required' });
  });

  it('retries a GET on 503 and succeeds', async () => {
    flaky = 0;
    expect(await client().get('/flaky')).toEqual({ tries: 3 });
  });

  it('never retries a write, and hides the details of a 5xx', async () => {
    seen.length = 0;
    logged.length = 0;
    const err = (await client()
      .post('/always503', {})
      .catch((e) => e)) as RestError;
    expect(err.code).toBe('UPSTREAM_ERROR');
    expect(err.message).not.toMatch(/pool\.ts/);
    expect(seen).toHaveLength(1);
    expect(logged).toContain('upstream error');
  });

  it('gives up at the deadline with UPSTREAM_TIMEOUT', async () => {
    const t = Date.now();
    expect(await codeOf(client({ timeoutMs: 200 }).get('/slow'))).toBe('UPSTREAM_TIMEOUT');
    expect(Date.now() - t).toBeLessThan(3000);
  });

  it('answers a body that arrives in pieces whole, with its text and bytes', async () => {
    const answer = await client().get<{ value: unknown; text: string; bytes: Uint8Array }>(
      '/pieces',
      { withText: true },
    );
    expect(answer.value).toEqual({ name: 'Café Hauling', n: 1 });
    expect(answer.text).toBe('{"name":"Café Hauling","n":1}');
    expect(Buffer.from(answer.bytes).toString('utf8')).toBe(answer.text);
    expect(await client().get('/pieces')).toEqual({ name: 'Café Hauling', n: 1 });
  });

  it('closes a pooled connection unused for FREE_SOCKET_MS, before a Node server would (5 s), and the next write opens another', async () => {
    const agent = agentFor(new URL(base));
    const free = () => Object.values(agent.freeSockets).flat().length;
    expect(await client().post('/ok', {})).toEqual({ ok: true });
    expect(free()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, FREE_SOCKET_MS + 300));
    expect(free()).toBe(0);
    expect(await client().post('/ok', {})).toEqual({ ok: true });
  });

  it('waits for an answer slower than FREE_SOCKET_MS: only unused connections are closed', async () => {
    expect(await client({ timeoutMs: 10_000, retries: 0 }).post('/slow', {})).toEqual({});
  }, 15_000);

  it('answers UPSTREAM_ERROR for a body cut off, and UPSTREAM_TIMEOUT for one that stops', async () => {
    expect(await codeOf(client().post('/cut', {}))).toBe('UPSTREAM_ERROR');
    expect(await codeOf(client({ timeoutMs: 200 }).post('/stall', {}))).toBe('UPSTREAM_TIMEOUT');
  });

  it('answers UPSTREAM_ERROR when nothing listens', async () => {
    expect(await codeOf(client({ baseUrl: 'http://127.0.0.1:9' }).get('/ok'))).toBe(
      'UPSTREAM_ERROR',
    );
  });
});
