// The gateway's HTTP surface besides /graphql: the web build with SPA fallback, /cksum.txt,
// /metrics, structured logs carrying the request id.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startGateway, type RunningGateway } from '../../gateway/src/server.ts';
import { gatewayConfig } from '../../gateway/src/config.ts';

let api: TestApi;
let gateway: RunningGateway;
let dir: string;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app v1</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'index.html'), '<!doctype html><title>help</title>');
  api = await startTestApi();
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  gateway = await startGateway(
    gatewayConfig({ port: 0, host: '127.0.0.1', mainApiUrl: api.url, webDist: dir }),
    {
      logger: { level: 'info', stream },
    },
  );
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${p}`, { headers });

describe('web build', () => {
  it('serves index.html at / and for client-side routes, revalidated on each load', async () => {
    for (const p of ['/', '/quote', '/quote/result/ChIJ123', '/haulers/5?tab=zones']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('app v1');
    }
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const js = await get('/assets/app-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
    const svg = await get('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('serves the help at /docs/ to logged-in users only', async () => {
    const anonymous = await fetch(`${gateway.url}/docs/`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/login');
    const token = await api.token('staff@demo.local');
    const auth = { authorization: `Bearer ${token}` };
    expect(await (await get('/docs/', auth)).text()).toContain('<title>help');
    const redirect = await fetch(`${gateway.url}/docs`, { redirect: 'manual', headers: auth });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/docs/');
  });

  it('answers 404 for missing files and never leaves the build folder', async () => {
    expect((await get('/assets/nope.js')).status).toBe(404);
    expect((await get('/..%2Fpackage.json')).status).toBe(404);
    // A path without an extension is a client-side route: the app page, never the file.
    const traversal = await (await get('/%2e%2e/%2e%2e/etc/passwd')).text();
    expect(traversal).toContain('<title>app');
    expect(traversal).not.toContain('root:');
  });

  it('/cksum.txt is the hash of index.html, not cached, and follows a new build', async () => {
    const sum = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
    const res = await get('/cksum.txt');
    expect(res.headers.get('cache-control')).toMatch(/no-cache/);
    expect((await res.text()).trim()).toBe(sum('<!doctype html><title>app v1</title>'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app v2</title>');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, 'index.html'), later, later);
    expect((await (await get('/cksum.txt')).text()).trim()).toBe(
      sum('<!doctype html><title>app v2</title>'),
    );
  });
});

describe('observability', () => {
  it('/metrics counts GraphQL requests by operation and upstream calls by resource', async () => {
    const token = await api.token('admin@demo.local');
    const r = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-request-id': 'req-metrics-1',
      },
      body: JSON.stringify({ query: 'query Me { viewer { email } }' }),
    });
    expect((await r.json()).data.viewer.email).toBe('admin@demo.local');
    const text = await (await get('/metrics')).text();
    expect(text).toMatch(
      /gateway_graphql_requests_total\{operation="adhoc",type="query",outcome="ok"\} \d+/,
    );
    expect(text).toMatch(
      /gateway_graphql_request_duration_seconds_bucket\{le="0.1",operation="adhoc",type="query"\}/,
    );
    expect(text).toMatch(
      /gateway_upstream_requests_total\{resource="auth.check",method="GET",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /gateway_upstream_request_duration_seconds_count\{resource="auth.check",method="GET"\}/,
    );
  });

  it('logs one structured line per GraphQL request with the request id', async () => {
    const line = logs.find((l) => l.msg === 'graphql' && l.reqId === 'req-metrics-1');
    expect(line).toMatchObject({ operation: 'Me', persisted: false, type: 'query', errors: [] });
    expect(typeof line!.durationMs).toBe('number');
  });
});
