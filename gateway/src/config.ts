// The gateway's environment, validated at start: a bad value throws a ConfigError naming the variable.
import crypto from 'node:crypto';
import path from 'node:path';
import { ConfigError, parseFlag, parsePort, parseUrl } from '../../api/src/config.ts';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from '../../api/src/auth/client-address.ts';

export { ConfigError };

export type MapsProvider = 'offline' | 'google';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the main REST API (no trailing slash). */
  mainApiUrl: string;
  /** Base URL of the auth service (`POST {authUrl}/oauth/token`, `GET {authUrl}/check`). */
  authUrl: string;
  /** Secret that seals the session cookie; every replica needs the same one. */
  sessionSecret: string;
  mapsProvider: MapsProvider;
  googleMapsApiKey: string | undefined;
  /** Base URL of the maps service when it is neither Google's nor the main API's (tests). */
  mapsBaseUrl?: string;
  googleMapsBrowserKey: string | undefined;
  featureCustomerPricing: boolean;
  featurePricingApi: boolean;
  featureLogging: boolean;
  sentryDsn: string | undefined;
  feedbackFormUrl: string | undefined;
  /** Accept documents that are not in the persisted-query map (authenticated callers only). */
  allowAdhocQueries: boolean;
  /** Folder of the web build served at `/`; skipped when it does not exist. */
  webDist: string;
  /** relay-compiler's persisted query map (id -> text). */
  persistedQueriesFile: string;
  /** Deadline of one upstream REST call, in milliseconds. */
  upstreamTimeoutMs: number;
  /** Extra tries of an idempotent GET after a network error or a 502/503/504. */
  upstreamRetries: number;
  /** Deadline of one GraphQL request, all its upstream calls together, in milliseconds. */
  requestDeadlineMs: number;
  /** Largest response (JSON bytes, estimated while resolving); bigger ones end with RESPONSE_TOO_LARGE. */
  maxResponseBytes: number;
  /** IPs and CIDR ranges whose X-Forwarded-For / X-Forwarded-Proto are believed (comma list). */
  trustedProxies: string;
  /** Bearer token for /metrics and readiness details; unset = loopback callers only. */
  metricsToken: string | undefined;
}

function parseInteger(
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

const trimSlash = (u: string) => u.replace(/\/+$/, '');

/** Reads and validates the gateway's environment. `warn` receives the notices (dev secret). */
export function loadGatewayConfig(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = (m) => console.warn(m),
): GatewayConfig {
  const mainApiUrl = trimSlash(
    parseUrl('MAIN_API_URL', env.MAIN_API_URL, ['http:', 'https:']) ?? 'http://127.0.0.1:4001',
  );
  const authUrl = trimSlash(
    parseUrl('AUTH_URL', env.AUTH_URL, ['http:', 'https:']) ?? `${mainApiUrl}/auth`,
  );

  let sessionSecret = env.SESSION_SECRET ?? '';
  if (!sessionSecret) {
    if (env.NODE_ENV === 'production')
      throw new ConfigError('SESSION_SECRET must be set in production');
    sessionSecret = crypto.randomBytes(32).toString('hex');
    warn(
      'SESSION_SECRET is not set: using a random one, so sessions end when the gateway restarts',
    );
  } else if (sessionSecret.length < 16) {
    throw new ConfigError('SESSION_SECRET must be at least 16 characters long');
  }

  const provider = (env.MAPS_PROVIDER || 'offline').trim().toLowerCase();
  if (provider !== 'offline' && provider !== 'google') {
    throw new ConfigError(`MAPS_PROVIDER must be offline or google (got "${env.MAPS_PROVIDER}")`);
  }
  const googleMapsApiKey = env.GOOGLE_MAPS_API_KEY || undefined;
  if (provider === 'google' && !googleMapsApiKey) {
    throw new ConfigError('GOOGLE_MAPS_API_KEY must be set when MAPS_PROVIDER is google');
  }

  const trustedProxies = env.TRUSTED_PROXIES?.trim() || DEFAULT_TRUSTED_PROXIES;
  try {
    parseTrustedProxies(trustedProxies);
  } catch (err) {
    throw new ConfigError(`TRUSTED_PROXIES: ${(err as Error).message}`);
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && (metricsToken.length < 16 || /\s/.test(metricsToken))) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters, without spaces');
  }

  return {
    port: parsePort('PORT', env.PORT, 4000),
    host: env.HOST || '0.0.0.0',
    mainApiUrl,
    authUrl,
    sessionSecret,
    mapsProvider: provider,
    googleMapsApiKey,
    googleMapsBrowserKey: env.GOOGLE_MAPS_BROWSER_KEY || undefined,
    featureCustomerPricing: parseFlag(
      'FEATURE_CUSTOMER_PRICING',
      env.FEATURE_CUSTOMER_PRICING,
      false,
    ),
    featurePricingApi: parseFlag('FEATURE_PRICING_API', env.FEATURE_PRICING_API, true),
    featureLogging: parseFlag('FEATURE_LOGGING', env.FEATURE_LOGGING, false),
    sentryDsn: parseUrl('SENTRY_DSN', env.SENTRY_DSN, ['http:', 'https:']),
    feedbackFormUrl: parseUrl('FEEDBACK_FORM_URL', env.FEEDBACK_FORM_URL, ['http:', 'https:']),
    allowAdhocQueries: parseFlag('ALLOW_ADHOC_QUERIES', env.ALLOW_ADHOC_QUERIES, true),
    webDist: path.resolve(env.WEB_DIST || 'web/dist'),
    persistedQueriesFile: path.resolve(env.PERSISTED_QUERIES_FILE || 'web/persisted-queries.json'),
    upstreamTimeoutMs: parseInteger(
      'UPSTREAM_TIMEOUT_MS',
      env.UPSTREAM_TIMEOUT_MS,
      10_000,
      100,
      300_000,
    ),
    upstreamRetries: parseInteger('UPSTREAM_RETRIES', env.UPSTREAM_RETRIES, 2, 0, 5),
    requestDeadlineMs: parseInteger(
      'REQUEST_DEADLINE_MS',
      env.REQUEST_DEADLINE_MS,
      30_000,
      100,
      600_000,
    ),
    maxResponseBytes: parseInteger(
      'MAX_RESPONSE_BYTES',
      env.MAX_RESPONSE_BYTES,
      10 * 1024 * 1024,
      10_000,
      1024 * 1024 * 1024,
    ),
    trustedProxies,
    metricsToken,
  };
}

/** A config for tests and embedding: defaults with the given overrides, no environment read. */
export function gatewayConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  const base = loadGatewayConfig(
    { SESSION_SECRET: 'test-secret-test-secret-0123456789' },
    () => {},
  );
  const mainApiUrl = overrides.mainApiUrl ? trimSlash(overrides.mainApiUrl) : base.mainApiUrl;
  return { ...base, authUrl: `${mainApiUrl}/auth`, ...overrides, mainApiUrl };
}
