// `npm run migrate`: applies the pending migrations and exits, as a deploy step of its own (a
// Kubernetes Job, the compose `migrate` service) before replicas start with MIGRATIONS=skip.
// On PostgreSQL it takes the same advisory lock as a starting replica, so running it while
// replicas start is safe too (docs/deploying.md#migrations).
import { ConfigError, loadApiConfig } from '../config.ts';
import { openDatabase } from './client.ts';

try {
  const config = loadApiConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.pool,
  });
  try {
    const before = await database.pendingMigrations();
    await database.migrate();
    console.log(`migrations: ${before} applied, database up to date (${database.engine})`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
}
