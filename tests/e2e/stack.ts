// The whole product for browser tests: the real main API (PGlite snapshot with demo data) and the
// gateway serving the built web app, both on free loopback ports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewayConfig, type GatewayConfig } from '../../gateway/src/config.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(root, 'web/dist');

/** Builds the web app when there is no build yet (`npm test` builds it before the tests). */
export function ensureWebBuild() {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return;
  const res = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error('vite build of the web app failed');
}

export interface Stack {
  api: TestApi;
  /** The gateway's base URL (serves the web app, /graphql). */
  url: string;
  /** With `mainApiProxy`: the switchable proxy between the gateway and the main API. */
  proxy?: TestProxy;
  close(): Promise<void>;
}

/**
 * The gateway serving the built web app over the main API at `mainApiUrl`, as the browser tests
 * run it: persisted operations only, like production. The quote benchmark runs it over the
 * national data too.
 */
export function startWebGateway(mainApiUrl: string, overrides: Partial<GatewayConfig> = {}) {
  ensureWebBuild();
  return startGateway(
    gatewayConfig({
      port: 0,
      host: '127.0.0.1',
      mainApiUrl,
      webDist,
      persistedQueriesFile: path.join(root, 'web/persisted-queries.json'),
      // The browser only sends persisted operations; refuse anything else like production.
      allowAdhocQueries: false,
      ...overrides,
    }),
  );
}

/**
 * Starts the main API and the gateway for a browser test. `overrides`: gateway settings such as
 * feature flags, or a function of the main API's URL (e.g. a maps base URL on the stand-in).
 */
export async function startStack(
  overrides: Partial<GatewayConfig> | ((mainApiUrl: string) => Partial<GatewayConfig>) = {},
  /** The main API's clock (AppDeps.clock): a test may fix or move it. */
  /** `mainApiProxy`: put a switchable proxy (tests/helpers/proxy.ts) before the main API. */
  opts: { clock?: () => Date; mainApiProxy?: boolean } = {},
): Promise<Stack> {
  ensureWebBuild();
  const api = await startTestApi({}, { clock: opts.clock });
  let proxy: TestProxy | undefined;
  try {
    if (opts.mainApiProxy) proxy = await startProxy(api.url);
    const gateway = await startWebGateway(
      proxy?.url ?? api.url,
      typeof overrides === 'function' ? overrides(api.url) : overrides,
    );
    return {
      api,
      url: gateway.url,
      proxy,
      async close() {
        await gateway.close();
        await proxy?.close();
        await api.close();
      },
    };
  } catch (err) {
    await proxy?.close();
    await api.close();
    throw err;
  }
}
