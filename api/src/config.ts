import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './auth/attempts.ts';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from '@shared/auth/client-address.ts';
import {
  ConfigError,
  EnvCheck,
  KNOWN_VARIABLES,
  isProduction,
  parseFlag,
  parseInteger,
  parseLogLevel,
  parseMetricsToken,
  parsePort,
  parseUrl,
} from '@shared/config.ts';

export { ConfigError, parseFlag };

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed the demo data (users, haulers, ...) on a first start. */
  demoData: boolean;
  featureCustomerPricing: boolean;
  featureLogging: boolean;
  /** Redis for the sign-in attempt counters (shared by replicas); unset = in memory. */
  redisUrl?: string;
  /** Peers whose X-Forwarded-For names the client (the gateway): IPs and CIDR ranges. */
  trustedProxies?: string;
  /** Sign-in limits; unset fields take DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: Partial<SignInLimits>;
  /** Signing keys shared by every replica; unset = a key pair kept in the data dir. */
  signingKeys?: SigningJwk[];
  /** `auto`: migrate at start under a lock; `skip`: a separate step does (npm run migrate). */
  migrations?: MigrationsMode;
  pool?: Partial<PoolConfig>;
  jobs?: JobsConfig;
  logLevel?: string;
  /** Bearer token for /metrics; unset = loopback callers only. */
  metricsToken?: string;
  sentryDsn?: string;
  /** After SIGTERM, how long /readyz answers 503 before the server closes (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs?: number;
}

/** A signing key as a JWK (EC P-256); `d` is the private part (absent on a retired key). */
export interface SigningJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d?: string;
  kid: string;
}

/** Settings of the job worker (api/src/jobs). */
export interface JobsConfig {
  /** Run this replica's worker (JOBS; default on, off under jest). */
  enabled: boolean;
  pollMs: number;
  planEveryMs: number;
  /** Finished (done or failed) jobs are deleted this many days after they ended. */
  retentionDays: number;
}

/** PostgreSQL connection settings (ignored on PGlite). */
export interface PoolConfig {
  /** Connections per replica (PG_POOL_MAX). */
  max: number;
  /** A statement running longer is cancelled (PG_STATEMENT_TIMEOUT_MS; 0 = no limit). */
  statementTimeoutMs: number;
  /** Waiting longer than this for a connection fails the request (PG_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** An idle connection is closed after this (PG_IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
}

/** How migrations run at start: `auto` (under a lock), or `skip` (a separate `npm run migrate`). */
export type MigrationsMode = 'auto' | 'skip';

/** The job worker's settings; a bad value throws (the worker reads them again at start). */
export function loadJobsConfig(env: NodeJS.ProcessEnv = process.env, within?: EnvCheck) {
  const check = within ?? new EnvCheck(env);
  const jobs: JobsConfig = {
    enabled: check.take(() => parseFlag('JOBS', env.JOBS, env.NODE_ENV !== 'test'), false),
    pollMs: check.take(
      () => parseInteger('JOBS_POLL_MS', env.JOBS_POLL_MS, 15_000, 10, 3_600_000),
      15_000,
    ),
    planEveryMs: check.take(
      () => parseInteger('JOBS_PLAN_MS', env.JOBS_PLAN_MS, 5 * 60_000, 10, 86_400_000),
      5 * 60_000,
    ),
    // At least 3 days: the planner re-plans a check-back up to 2 days late, and a deleted row
    // would let it plan the same job again (docs/deploying.md#jobs).
    retentionDays: check.take(
      () => parseInteger('JOBS_RETENTION_DAYS', env.JOBS_RETENTION_DAYS, 14, 3, 3650),
      14,
    ),
  };
  if (!within) check.finish([]);
  return jobs;
}

/** Reads and validates the main API's environment; every bad variable is named in one error. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const c = new EnvCheck(env);
  const production = isProduction(env);
  const databaseUrl = c.take(
    () => parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    undefined,
  );
  const signingKeys = c.take(() => parseSigningKeys(env), undefined);
  if (production && !signingKeys) {
    c.fail(
      'AUTH_SIGNING_KEYS (or AUTH_SIGNING_KEYS_FILE) must be set in production: every replica signs with the same keys (npm run keys:generate makes one)',
    );
  }
  const config: ApiConfig = {
    port: c.take(() => parsePort('MAIN_API_PORT', env.MAIN_API_PORT, 4001), 4001),
    host: env.MAIN_API_HOST || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    // The laptop mode seeds demo data; production only when asked for (docs/deploying.md#configuration).
    demoData: c.take(() => parseFlag('DEMO_DATA', env.DEMO_DATA, !production), false),
    featureCustomerPricing: c.take(
      () => parseFlag('FEATURE_CUSTOMER_PRICING', env.FEATURE_CUSTOMER_PRICING, false),
      false,
    ),
    featureLogging: c.take(() => parseFlag('FEATURE_LOGGING', env.FEATURE_LOGGING, false), false),
    redisUrl: c.take(() => parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']), undefined),
    trustedProxies: c.take(() => parseProxies(env.AUTH_TRUSTED_PROXIES), DEFAULT_TRUSTED_PROXIES),
    signInLimits: {
      loginPerAccount: c.take(
        () =>
          parseInteger(
            'LOGIN_MAX_ATTEMPTS',
            env.LOGIN_MAX_ATTEMPTS,
            DEFAULT_SIGN_IN_LIMITS.loginPerAccount,
            1,
            1000,
          ),
        DEFAULT_SIGN_IN_LIMITS.loginPerAccount,
      ),
      loginPerAddress: c.take(
        () =>
          parseInteger(
            'LOGIN_MAX_ATTEMPTS_PER_ADDRESS',
            env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
            DEFAULT_SIGN_IN_LIMITS.loginPerAddress,
            1,
            100_000,
          ),
        DEFAULT_SIGN_IN_LIMITS.loginPerAddress,
      ),
      loginWindowMs:
        c.take(
          () =>
            parseInteger(
              'LOGIN_WINDOW_MINUTES',
              env.LOGIN_WINDOW_MINUTES,
              DEFAULT_SIGN_IN_LIMITS.loginWindowMs / 60_000,
              1,
              24 * 60,
            ),
          15,
        ) * 60_000,
    },
    signingKeys,
    migrations: c.take(() => parseMigrations(env.MIGRATIONS), 'auto'),
    pool: {
      max: c.take(() => parseInteger('PG_POOL_MAX', env.PG_POOL_MAX, 10, 1, 1000), 10),
      statementTimeoutMs: c.take(
        () =>
          parseInteger(
            'PG_STATEMENT_TIMEOUT_MS',
            env.PG_STATEMENT_TIMEOUT_MS,
            30_000,
            0,
            86_400_000,
          ),
        30_000,
      ),
      connectTimeoutMs: c.take(
        () => parseInteger('PG_CONNECT_TIMEOUT_MS', env.PG_CONNECT_TIMEOUT_MS, 5_000, 0, 600_000),
        5_000,
      ),
      idleTimeoutMs: c.take(
        () => parseInteger('PG_IDLE_TIMEOUT_MS', env.PG_IDLE_TIMEOUT_MS, 30_000, 0, 86_400_000),
        30_000,
      ),
    },
    jobs: loadJobsConfig(env, c),
    logLevel: c.take(() => parseLogLevel(env.LOG_LEVEL, 'info'), 'info'),
    metricsToken: c.take(() => parseMetricsToken(env.METRICS_TOKEN), undefined),
    shutdownDelayMs: c.take(
      () => parseInteger('SHUTDOWN_DELAY_MS', env.SHUTDOWN_DELAY_MS, 0, 0, 120_000),
      0,
    ),
    sentryDsn: c.take(() => parseUrl('SENTRY_DSN', env.SENTRY_DSN, ['http:', 'https:']), undefined),
  };
  c.finish(KNOWN_VARIABLES);
  return config;
}

function parseMigrations(value: string | undefined): MigrationsMode {
  if (value === undefined || value === '') return 'auto';
  const v = value.trim().toLowerCase();
  if (v === 'auto' || v === 'skip') return v;
  throw new ConfigError(`MIGRATIONS must be auto or skip (got "${value}")`);
}

/**
 * The signing keys of AUTH_SIGNING_KEYS (a JSON array of EC P-256 JWKs, or a file named by
 * AUTH_SIGNING_KEYS_FILE): the first signs, every one verifies (docs/deploying.md#signing-keys).
 */
export function parseSigningKeys(env: NodeJS.ProcessEnv): SigningJwk[] | undefined {
  let text = env.AUTH_SIGNING_KEYS;
  let name = 'AUTH_SIGNING_KEYS';
  if (env.AUTH_SIGNING_KEYS_FILE) {
    if (text) throw new ConfigError('Set AUTH_SIGNING_KEYS or AUTH_SIGNING_KEYS_FILE, not both');
    name = 'AUTH_SIGNING_KEYS_FILE';
    try {
      text = fs.readFileSync(env.AUTH_SIGNING_KEYS_FILE, 'utf8');
    } catch (err) {
      throw new ConfigError(
        `AUTH_SIGNING_KEYS_FILE cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'}: ${env.AUTH_SIGNING_KEYS_FILE})`,
      );
    }
  }
  if (!text || !text.trim()) return undefined;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new ConfigError(`${name} must be a JSON array of keys (it is not JSON)`);
  }
  if (!Array.isArray(list) || list.length === 0) {
    throw new ConfigError(`${name} must be a JSON array holding at least one key`);
  }
  const kids = new Set<string>();
  list.forEach((k: Partial<SigningJwk>, i) => {
    const at = `${name} key ${i + 1}`;
    if (!k || typeof k !== 'object' || k.kty !== 'EC' || k.crv !== 'P-256') {
      throw new ConfigError(`${at} must be an EC P-256 JWK (kty "EC", crv "P-256")`);
    }
    if (typeof k.x !== 'string' || typeof k.y !== 'string') {
      throw new ConfigError(`${at} lacks its public part (x, y)`);
    }
    if (typeof k.kid !== 'string' || !/^[\w.-]{1,64}$/.test(k.kid)) {
      throw new ConfigError(`${at} needs a kid (letters, digits, . _ -)`);
    }
    if (kids.has(k.kid)) throw new ConfigError(`${at} repeats the kid "${k.kid}"`);
    kids.add(k.kid);
    if (i === 0 && typeof k.d !== 'string') {
      throw new ConfigError(`${at} signs, so it needs its private part (d)`);
    }
  });
  return list as SigningJwk[];
}

function parseProxies(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_TRUSTED_PROXIES;
  try {
    parseTrustedProxies(value);
  } catch (err) {
    throw new ConfigError(`AUTH_TRUSTED_PROXIES: ${(err as Error).message}`);
  }
  return value;
}
