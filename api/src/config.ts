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

/** Reads and validates the main API's environment. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: parsePort('MAIN_API_PORT', env.MAIN_API_PORT, 4001),
    host: env.MAIN_API_HOST || '127.0.0.1',
    databaseUrl: parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    demoData: parseFlag('DEMO_DATA', env.DEMO_DATA, true),
    featureCustomerPricing: parseFlag(
      'FEATURE_CUSTOMER_PRICING',
      env.FEATURE_CUSTOMER_PRICING,
      false,
    ),
    featureLogging: parseFlag('FEATURE_LOGGING', env.FEATURE_LOGGING, false),
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    trustedProxies: parseProxies(env.AUTH_TRUSTED_PROXIES),
    signInLimits: {
      loginPerAccount: parseInteger(
        'LOGIN_MAX_ATTEMPTS',
        env.LOGIN_MAX_ATTEMPTS,
        DEFAULT_SIGN_IN_LIMITS.loginPerAccount,
        1,
        1000,
      ),
      loginPerAddress: parseInteger(
        'LOGIN_MAX_ATTEMPTS_PER_ADDRESS',
        env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
        DEFAULT_SIGN_IN_LIMITS.loginPerAddress,
        1,
        100_000,
      ),
      loginWindowMs:
        parseInteger(
          'LOGIN_WINDOW_MINUTES',
          env.LOGIN_WINDOW_MINUTES,
          DEFAULT_SIGN_IN_LIMITS.loginWindowMs / 60_000,
          1,
          24 * 60,
        ) * 60_000,
    },
  };
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
