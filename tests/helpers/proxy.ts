// A switchable HTTP proxy put in front of the main API by tests that need to see, slow down or
// break the gateway's upstream calls: `down()` closes the port (the API looks down), `up()` opens
// it again on the same one, and `intercept` answers a request itself instead of passing it on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Answers the request and returns true, or returns false to pass it on to the target unchanged.
 * `forward()` passes it on later (to delay it) when the intercept returned true.
 */
export type Intercept = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  forward: () => void,
) => boolean;

export interface TestProxy {
  /** The proxy's base URL: give it to the gateway as its main API URL. */
  url: string;
  port: number;
  /** Headers of every request that reached the proxy. */
  seenHeaders: http.IncomingHttpHeaders[];
  /** Set to answer some requests from the test; null passes every request on. */
  intercept: Intercept | null;
  /** Closes the port and every open connection: the main API looks down. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Passes one request on to `target` and pipes the answer back. */
function forwardTo(
  target: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  agent?: http.Agent | false,
) {
  const up = http.request(
    `${target}${req.url}`,
    { method: req.method, headers: req.headers, ...(agent === undefined ? {} : { agent }) },
    (r) => {
      res.writeHead(r.statusCode!, r.headers);
      r.pipe(res);
    },
  );
  up.on('error', () => res.destroy());
  res.on('close', () => up.destroy());
  req.pipe(up);
}

/** Starts a proxy to `target` on a free port; `agent: false` opens a fresh upstream connection per request. */
export async function startProxy(
  target: string,
  opts: { intercept?: Intercept; agent?: http.Agent | false } = {},
): Promise<TestProxy> {
  let server: http.Server;
  const proxy: TestProxy = {
    url: '',
    port: 0,
    seenHeaders: [],
    intercept: opts.intercept ?? null,
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    up: () => listen(),
    close: async () => {
      if (server.listening) await proxy.down();
    },
  };
  const listen = async () => {
    server = http.createServer((req, res) => {
      proxy.seenHeaders.push(req.headers);
      const forward = () => forwardTo(target, req, res, opts.agent);
      if (!proxy.intercept?.(req, res, forward)) forward();
    });
    await new Promise<void>((resolve) => server.listen(proxy.port, '127.0.0.1', resolve));
    proxy.port = (server.address() as AddressInfo).port;
  };
  await listen();
  proxy.url = `http://127.0.0.1:${proxy.port}`;
  return proxy;
}

/**
 * Records the upstream calls passing through a proxy (`METHOD /path`, the session check left
 * out: it is cached) and the bodies of `POST /search`; give `intercept` to `startProxy`.
 */
export function recordUpstream() {
  const rec = {
    /** The calls with their query strings (`METHOD /path?query`). */
    urls: [] as string[],
    /** The calls without their query strings. */
    get calls(): string[] {
      return rec.urls.map((u) => u.split('?')[0]);
    },
    searchBodies: [] as Record<string, unknown>[],
    /** Forgets the calls recorded so far (the search bodies stay, newest last). */
    reset() {
      rec.urls.length = 0;
    },
    intercept: ((req) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/auth/check') rec.urls.push(`${req.method} ${req.url}`);
      if (path === '/search') {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () =>
          rec.searchBodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8'))),
        );
      }
      return false;
    }) as Intercept,
  };
  return rec;
}
