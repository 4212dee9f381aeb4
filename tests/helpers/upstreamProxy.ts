// A switchable proxy in front of the main API, to show how the gateway and the web app behave
// when the API is down (`down()` closes the port, `up()` opens it again on the same one) or
// answers badly (`intercept` answers a request itself instead of passing it on).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers the request and returns true, or returns false to let it through to the API. */
export type Intercept = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

export interface UpstreamProxy {
  /** The proxy's base URL: give it to the gateway as its main API URL. */
  url: string;
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

export async function startUpstreamProxy(target: string): Promise<UpstreamProxy> {
  let server: http.Server;
  let port = 0;
  const proxy: UpstreamProxy = {
    url: '',
    seenHeaders: [],
    intercept: null,
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
      if (proxy.intercept?.(req, res)) return;
      const upstream = http.request(
        `${target}${req.url}`,
        { method: req.method, headers: req.headers },
        (r) => {
          res.writeHead(r.statusCode!, r.headers);
          r.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  proxy.url = `http://127.0.0.1:${port}`;
  return proxy;
}
