// Starts the main API: opens the database, migrates (under a lock on PostgreSQL, or skipped when a
// separate step does it), seeds demo data on a first start when asked, listens.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadApiConfig, type ApiConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { keysFromJwks, loadKeys, TokenService } from './auth/tokens.ts';
import { markDraining } from './ops.ts';
import { seedIfFirstStart } from './seed/index.ts';
import { startErrorReporting } from '@shared/errorReporting/node.ts';

export interface RunningApi {
  url: string;
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
  close(): Promise<void>;
}

/** Starts the main API with the given configuration. */
export async function startApi(
  config: ApiConfig,
  opts: { logger?: boolean | object; database?: Database; clock?: () => Date } = {},
): Promise<RunningApi> {
  // Error reporting (Sentry) only with SENTRY_DSN (docs/deploying.md#error-reporting).
  await startErrorReporting({ dsn: config.sentryDsn, service: 'main-api' });
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pool: config.pool,
    }));
  if (config.migrations === 'skip') {
    // `npm run migrate` runs as its own step; /readyz stays 503 until it has.
    const pending = await database.pendingMigrations();
    if (pending > 0) console.warn(`MIGRATIONS=skip: ${pending} migration(s) not applied yet`);
  } else {
    await database.migrate();
  }
  // Two replicas starting on an empty database: one seeds, the other then finds it seeded.
  const seeded = config.demoData
    ? await database.exclusive(() => seedIfFirstStart(database.db))
    : false;
  const keysDir = config.dataDir.startsWith('memory://')
    ? undefined
    : path.join(config.dataDir, 'keys');
  const tokens = new TokenService(
    config.signingKeys ? await keysFromJwks(config.signingKeys) : await loadKeys(keysDir),
  );
  const app = await buildApp({
    database,
    tokens,
    config,
    logger: opts.logger ?? false,
    clock: opts.clock,
  });
  const address = await app.listen({ port: config.port, host: config.host });
  return {
    url: address.replace('[::1]', '127.0.0.1'),
    app,
    database,
    seeded,
    async close() {
      markDraining(app);
      await app.close();
      await database.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let config: ApiConfig;
  try {
    config = loadApiConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  const api = await startApi(config, { logger: { level: config.logLevel ?? 'info' } });
  console.log(`main API listening on ${api.url} (${api.database.engine})`);
  // SIGTERM: /readyz turns 503 at once, so the balancer stops sending; requests in flight finish
  // during SHUTDOWN_DELAY (the balancer's probe interval), then the server closes.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    markDraining(api.app);
    await new Promise((r) => setTimeout(r, config.shutdownDelayMs ?? 0));
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
