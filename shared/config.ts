// Parsing of environment variables, shared by the main API's and the gateway's configuration
// (api/src/config.ts, gateway/src/config.ts): one message style, one list of known names, every
// bad variable reported at once (docs/deploying.md#configuration).

/** Thrown when an environment variable has a value the service cannot use. */
export class ConfigError extends Error {}

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
  'SESSION_CACHE_MS',
  'LOOKUP_CACHE_MS',
  'TIME_ZONE_CACHE_MS',
  'SEARCH_CACHE_MS',
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

/** METRICS_TOKEN: unset = loopback callers only. */
export function parseMetricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 16 || /\s/.test(value)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters, without spaces');
  }
  return value;
}
