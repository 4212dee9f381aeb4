// Starts the main API: opens the database, migrates, seeds demo data on a first start, listens.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadApiConfig, type ApiConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadKeys, TokenService } from './auth/tokens.ts';
import { seedIfFirstStart } from './seed/index.ts';

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
  const database =
    opts.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  const seeded = config.demoData ? await seedIfFirstStart(database.db) : false;
  const keysDir = config.dataDir.startsWith('memory://')
    ? undefined
    : path.join(config.dataDir, 'keys');
  const tokens = new TokenService(await loadKeys(keysDir));
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
      await app.close();
      await database.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadApiConfig();
  const api = await startApi(config, { logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  console.log(`main API listening on ${api.url} (${api.database.engine})`);
  const stop = () => api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
