import path from 'node:path';

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
  };
}
