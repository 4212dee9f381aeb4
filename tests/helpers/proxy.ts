// An HTTP proxy put in front of the main API by tests that need to see, slow down or break the
// gateway's upstream calls (fault injection, call counting, deadlines).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the proxy does with one request: answer it itself, or call `forward()` to pass it on to
 * the target unchanged (the upstream answer is piped back as it is).
 */
export type ProxyHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  forward: () => void,
) => void;

export interface TestProxy {
  server: http.Server;
  port: number;
  url: string;
  /** Stops listening and cuts open connections (the upstream looks down). */
  close(): Promise<void>;
}

/** Passes one request on to `target` and pipes the answer back. */
export function forwardTo(
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

/**
 * Starts a proxy to `target` on `port` (0: any free one). Without a handler every request is
 * forwarded; `agent: false` opens a fresh upstream connection per request.
 */
export async function startProxy(
  target: string,
  opts: { port?: number; handle?: ProxyHandler; agent?: http.Agent | false } = {},
): Promise<TestProxy> {
  const handle: ProxyHandler = opts.handle ?? ((_req, _res, forward) => forward());
  const server = http.createServer((req, res) =>
    handle(req, res, () => forwardTo(target, req, res, opts.agent)),
  );
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
