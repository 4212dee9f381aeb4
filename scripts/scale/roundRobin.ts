// A round-robin proxy with a passive health check, as a load balancer in front of replicas
// (npm run scale-test).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Proxy {
  url: string;
  backends: string[];
  /** What the proxy could not forward: backend and error, at `performance.now()`. */
  errors: { at: number; backend: string; code: string; answered: boolean }[];
  close(): Promise<void>;
}

/**
 * Round robin over `backends`, as a load balancer with a passive health check: a backend that
 * refuses a connection is skipped for 2 s and the request goes to one not tried yet (nothing
 * reached the refusing one). A request cut off in flight is not repeated (it may have been acted
 * on): the caller gets a 502 with `x-proxy-error: <code>` and an empty body, or, when the answer
 * had started, a cut connection.
 */
export async function roundRobin(backends: string[]): Promise<Proxy> {
  let next = 0;
  const downUntil = new Map<string, number>();
  const pick = (tried: Set<string>) => {
    const live = proxy.backends.filter(
      (b) => !tried.has(b) && (downUntil.get(b) ?? 0) <= performance.now(),
    );
    const from = live.length ? live : proxy.backends.filter((b) => !tried.has(b));
    return from.length ? from[next++ % from.length] : undefined;
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set<string>();
      const fail = (backend: string, err: NodeJS.ErrnoException) => {
        const code = String(err.code ?? err.message);
        proxy.errors.push({ at: performance.now(), backend, code, answered: res.headersSent });
        if (!res.headersSent) {
          res.writeHead(502, { 'x-proxy-error': code });
          res.end();
        } else res.destroy();
      };
      const attempt = () => {
        const backend = pick(tried)!;
        tried.add(backend);
        const target = new URL(backend);
        const up = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: target.host },
            // A new connection per request: a killed backend refuses it (and is skipped)
            // instead of resetting a pooled socket.
            agent: false,
          },
          (r) => {
            res.writeHead(r.statusCode ?? 502, r.headers);
            r.on('error', (err) => fail(backend, err));
            r.pipe(res);
          },
        );
        up.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED') {
            downUntil.set(backend, performance.now() + 2000);
            if (pick(tried)) return attempt();
          }
          fail(backend, err);
        });
        up.end(body);
      };
      attempt();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const proxy: Proxy = {
    url: `http://127.0.0.1:${port}`,
    backends,
    errors: [],
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return proxy;
}
