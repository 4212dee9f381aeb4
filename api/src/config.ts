import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './auth/attempts.ts';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from './auth/client-address.ts';

/** Thrown when an environment variable has a value the service cannot use. */
export class ConfigError extends Error {}

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

/** Parses a boolean flag the way the docs describe: 1/0, true/false, on/off, yes/no. */
export function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(v)) return true;
  if (['0', 'false', 'off', 'no'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false (got "${value}")`);
}

/** Parses a TCP port number (0 lets the OS choose). */
export function parsePort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535 (got "${value}")`);
  }
  return n;
}

/** Parses a whole number within bounds; the message names the variable. */
export function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(
      `${name} must be a whole number between ${min} and ${max} (got "${value}")`,
    );
  }
  return n;
}

/** Parses an http(s) or postgres URL; the message names the variable. */
export function parseUrl(
  name: string,
  value: string | undefined,
  protocols: string[],
): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${value}")`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}`);
  }
  return value;
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Collects the errors of every variable, so that one start reports all bad ones at once
 * (docs/deploying.md#configuration). `take` runs one parser and keeps its message on failure.
 */
export class EnvCheck {
  readonly errors: string[] = [];

  constructor(readonly env: NodeJS.ProcessEnv) {}

  take<T>(parse: () => T, fallback: T): T {
    try {
      return parse();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      this.errors.push(err.message);
      return fallback;
    }
  }

  /** Adds an error message directly. */
  fail(message: string) {
    this.errors.push(message);
  }

  /** Throws one ConfigError listing every error (and every likely typo of a known name). */
  finish(known: readonly string[]) {
    for (const name of Object.keys(this.env)) {
      const meant = likelyTypo(name, known);
      if (meant) this.errors.push(`${name} is not a setting: did you mean ${meant}?`);
    }
    if (this.errors.length === 1) throw new ConfigError(this.errors[0]);
    if (this.errors.length > 1) {
      throw new ConfigError(
        `${this.errors.length} settings are invalid:\n${this.errors.map((e) => `  - ${e}`).join('\n')}`,
      );
    }
  }
}

/** Every variable either service reads (a near miss of one of these is reported as a typo). */
export const KNOWN_VARIABLES = [
  'NODE_ENV',
  'LOG_LEVEL',
  'MAIN_API_PORT',
  'MAIN_API_HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'DEMO_DATA',
  'FEATURE_CUSTOMER_PRICING',
  'FEATURE_PRICING_API',
  'FEATURE_LOGGING',
  'REDIS_URL',
  'AUTH_TRUSTED_PROXIES',
  'AUTH_SIGNING_KEYS',
  'AUTH_SIGNING_KEYS_FILE',
  'LOGIN_MAX_ATTEMPTS',
  'LOGIN_MAX_ATTEMPTS_PER_ADDRESS',
  'LOGIN_WINDOW_MINUTES',
  'MIGRATIONS',
  'PG_POOL_MAX',
  'PG_STATEMENT_TIMEOUT_MS',
  'PG_CONNECT_TIMEOUT_MS',
  'PG_IDLE_TIMEOUT_MS',
  'JOBS',
  'JOBS_POLL_MS',
  'JOBS_PLAN_MS',
  'JOBS_RETENTION_DAYS',
  'METRICS_TOKEN',
  'SHUTDOWN_DELAY_MS',
  'SENTRY_DSN',
  'PORT',
  'HOST',
  'MAIN_API_URL',
  'AUTH_URL',
  'SESSION_SECRET',
  'MAPS_PROVIDER',
  'GOOGLE_MAPS_API_KEY',
  'GOOGLE_MAPS_BROWSER_KEY',
  'FEEDBACK_FORM_URL',
  'ALLOW_ADHOC_QUERIES',
  'WEB_DIST',
  'PERSISTED_QUERIES_FILE',
  'UPSTREAM_TIMEOUT_MS',
  'UPSTREAM_RETRIES',
  'REQUEST_DEADLINE_MS',
  'MAX_RESPONSE_BYTES',
  'TRUSTED_PROXIES',
  'TEST_DATABASE_URL',
] as const;

/** The known name `name` is one or two keystrokes away from (long names only), if any. */
export function likelyTypo(name: string, known: readonly string[]): string | undefined {
  if (known.includes(name) || name.length < 8 || !/^[A-Z][A-Z0-9_]*$/.test(name)) return;
  return known.find((k) => k.length >= 8 && editDistance(name, k) <= 2);
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** True in production mode (NODE_ENV=production): no demo data, keys and secrets required. */
export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** Parses LOG_LEVEL (pino's levels). */
export function parseLogLevel(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!LOG_LEVELS.includes(value)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}")`);
  }
  return value;
}

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

/** METRICS_TOKEN: unset = loopback callers only. */
export function parseMetricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 16 || /\s/.test(value)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters, without spaces');
  }
  return value;
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
