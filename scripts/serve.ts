// The embedded setup behind `npm start`: the main API on PGlite (or DATABASE_URL) with demo data,
// and the gateway serving the web app. With MAIN_API_URL set, only the gateway starts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadApiConfig, parseFlag } from '../api/src/config.ts';
import { startApi, type RunningApi } from '../api/src/server.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../api/src/seed/users.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { startGateway, type RunningGateway } from '../gateway/src/server.ts';

/** A session secret kept in the data dir, so sessions survive a restart of the demo setup. */
function dataDirSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

async function main() {
  const env = { ...process.env };
  const embedded = !env.MAIN_API_URL;
  // Validate every variable before anything starts, so a typo never leaves a half-started setup.
  const apiConfig = embedded ? loadApiConfig(env) : undefined;
  loadGatewayConfig(
    { ...env, MAIN_API_URL: env.MAIN_API_URL || 'http://127.0.0.1:4001' },
    () => {},
  );
  let api: RunningApi | undefined;
  if (apiConfig) {
    // The demo setup turns the customer-pricing calculator on so it can be tried (docs/decisions.md#customer-pricing).
    if (apiConfig.demoData && env.FEATURE_CUSTOMER_PRICING === undefined) {
      env.FEATURE_CUSTOMER_PRICING = 'true';
      apiConfig.featureCustomerPricing = true;
    }
    env.SESSION_SECRET ||= dataDirSecret(apiConfig.dataDir);
    const t0 = Date.now();
    api = await startApi(apiConfig, { logger: { level: env.LOG_LEVEL ?? 'warn' } });
    const where =
      api.database.engine === 'pglite' ? `PGlite in ${apiConfig.dataDir}` : 'PostgreSQL';
    console.log(
      `main API on ${api.url} (${where})${api.seeded ? ', demo data seeded' : ''} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    env.MAIN_API_URL = api.url;
  }
  const gatewayConfig = loadGatewayConfig(env);
  let gateway: RunningGateway;
  try {
    gateway = await startGateway(gatewayConfig, { logger: { level: env.LOG_LEVEL ?? 'warn' } });
  } catch (err) {
    await api?.close();
    throw err;
  }
  const url = `http://localhost:${gatewayConfig.port}`;
  console.log(`\nReady: ${url}   (GraphiQL: ${url}/graphiql)`);
  if (embedded && parseFlag('DEMO_DATA', env.DEMO_DATA, true)) {
    console.log(`\nDemo logins (password "${DEMO_PASSWORD}"):`);
    for (const u of DEMO_USERS) {
      const what = [...u.roles, ...u.permissions].join(', ') || 'no role';
      console.log(`  ${u.email.padEnd(20)} ${what}${u.internal ? '' : ' (hauler user)'}`);
    }
  }
  console.log('\nCtrl-C stops.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping...');
    await gateway.close();
    await api?.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Cannot start: ${(err as Error).message}. Another copy may be running; set PORT or MAIN_API_PORT.`,
    );
  } else {
    console.error(err);
  }
  process.exit(1);
});
