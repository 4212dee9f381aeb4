// A stand-in for Sentry's ingest: a loopback HTTP server that keeps every envelope it receives,
// so a test can set SENTRY_DSN to `dsn` and read what a service would have sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface FakeSentry {
  /** A DSN pointing at this server (project 1). */
  dsn: string;
  /** The raw text of every envelope received so far. */
  envelopes: string[];
  /** Waits until an envelope matching `test` arrives (or `timeoutMs` passes) and answers it. */
  waitFor(test: (envelope: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: string[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    // The browser SDK posts from the app's origin: allow it (and answer its preflight, if any).
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      envelopes.push(body.toString('utf8'));
      waiters.splice(0).forEach((w) => w());
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    async waitFor(test, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = envelopes.find(test);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching envelope among ${envelopes.length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
