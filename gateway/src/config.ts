// The gateway's environment, validated at start: a bad value throws a ConfigError naming the variable.
import crypto from 'node:crypto';
import path from 'node:path';
import {
  ConfigError,
  EnvCheck,
  KNOWN_VARIABLES,
  parseFlag,
  parseInteger,
  parseLogLevel,
  parseMetricsToken,
  parsePort,
  parseUrl,
} from '@shared/config.ts';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from '@shared/auth/client-address.ts';

export { ConfigError };

/**
 * The Node flags the gateway runs with as a service (compose.yaml, deploy/k8s; the CPU benchmark
 * starts it so; tests/ops/deploy.test.ts keeps the manifests to this list). V8's old generation
 * starts at 256 MB: each search the gateway keeps (the search cache) is promoted to it, 1 to 4 MB
 * at national scale, and with V8's own starting size the gateway ran a full collection every few
 * searches, and in about half of the benchmark's national runs for many searches in a row (a
 * national results query then cost 27 to 45 ms of CPU instead of 21). Peak memory under that
 * load: about 400 MB, within the pod's 768 MiB (gateway/README.md#cost-of-one-results-query).
 * Without V8's memory reducer: when the gateway falls idle (a quiet minute between staff's
 * searches) the reducer's collections threw away much of its compiled code, and the searches after
 * it paid V8's compiling again, about 240 functions and a third more CPU per query for the first
 * few hundred (gateway/README.md#warm-up-and-idle-what-v8-compiles). The heap then stays at its
 * size while idle instead of shrinking.
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = [
  '--initial-old-space-size=256',
  '--no-memory-reducer',
];

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
  /** How long a session check is reused (ms, 0 = every request asks); README#caches says what it risks. */
  sessionCacheMs: number;
  /** How long the lookup lists (sizes, waste types...) are reused (ms, 0 = not kept). */
  lookupCacheMs: number;
  /** How long the time zone of a point is reused (ms, 0 = not kept). */
  timeZoneCacheMs: number;
  /**
   * How long a viewer's search answer is kept for the product details a results card opens
   * (ms, 0 = not kept: each opening searches again).
   */
  searchCacheMs: number;
  /** IPs and CIDR ranges whose X-Forwarded-For / X-Forwarded-Proto are believed (comma list). */
  trustedProxies: string;
  /** Bearer token for /metrics and readiness details; unset = loopback callers only. */
  metricsToken: string | undefined;
}

const trimSlash = (u: string) => u.replace(/\/+$/, '');

/**
 * Reads and validates the gateway's environment; every bad variable is named in one error.
 * `warn` receives the notices (dev secret).
 */
export function loadGatewayConfig(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = (m) => console.warn(m),
): GatewayConfig {
  const c = new EnvCheck(env);
  const mainApiUrl = trimSlash(
    c.take(() => parseUrl('MAIN_API_URL', env.MAIN_API_URL, ['http:', 'https:']), undefined) ??
      'http://127.0.0.1:4001',
  );
  const authUrl = trimSlash(
    c.take(() => parseUrl('AUTH_URL', env.AUTH_URL, ['http:', 'https:']), undefined) ??
      `${mainApiUrl}/auth`,
  );

  let sessionSecret = env.SESSION_SECRET ?? '';
  if (!sessionSecret) {
    if (env.NODE_ENV === 'production') {
      c.fail('SESSION_SECRET must be set in production (every gateway replica needs the same one)');
    } else {
      warn(
        'SESSION_SECRET is not set: using a random one, so sessions end when the gateway restarts',
      );
    }
    sessionSecret = crypto.randomBytes(32).toString('hex');
  } else if (sessionSecret.length < 16) {
    c.fail('SESSION_SECRET must be at least 16 characters long');
  }

  let provider = (env.MAPS_PROVIDER || 'offline').trim().toLowerCase();
  if (provider !== 'offline' && provider !== 'google') {
    c.fail(`MAPS_PROVIDER must be offline or google (got "${env.MAPS_PROVIDER}")`);
    provider = 'offline';
  }
  const googleMapsApiKey = env.GOOGLE_MAPS_API_KEY || undefined;
  if (provider === 'google' && !googleMapsApiKey) {
    c.fail('GOOGLE_MAPS_API_KEY must be set when MAPS_PROVIDER is google');
  }

  let trustedProxies = env.TRUSTED_PROXIES?.trim() || DEFAULT_TRUSTED_PROXIES;
  try {
    parseTrustedProxies(trustedProxies);
  } catch (err) {
    c.fail(`TRUSTED_PROXIES: ${(err as Error).message}`);
    trustedProxies = DEFAULT_TRUSTED_PROXIES;
  }
  const metricsToken = c.take(() => parseMetricsToken(env.METRICS_TOKEN), undefined);
  const int = (name: string, fallback: number, min: number, max: number) =>
    c.take(() => parseInteger(name, env[name], fallback, min, max), fallback);
  const flag = (name: string, fallback: boolean) =>
    c.take(() => parseFlag(name, env[name], fallback), fallback);
  const url = (name: string) =>
    c.take(() => parseUrl(name, env[name], ['http:', 'https:']), undefined);

  const config: GatewayConfig = {
    port: c.take(() => parsePort('PORT', env.PORT, 4000), 4000),
    host: env.HOST || '0.0.0.0',
    mainApiUrl,
    authUrl,
    sessionSecret,
    mapsProvider: provider as MapsProvider,
    googleMapsApiKey,
    googleMapsBrowserKey: env.GOOGLE_MAPS_BROWSER_KEY || undefined,
    featureCustomerPricing: flag('FEATURE_CUSTOMER_PRICING', false),
    featurePricingApi: flag('FEATURE_PRICING_API', true),
    featureLogging: flag('FEATURE_LOGGING', false),
    sentryDsn: url('SENTRY_DSN'),
    feedbackFormUrl: url('FEEDBACK_FORM_URL'),
    allowAdhocQueries: flag('ALLOW_ADHOC_QUERIES', true),
    webDist: path.resolve(env.WEB_DIST || 'web/dist'),
    persistedQueriesFile: path.resolve(env.PERSISTED_QUERIES_FILE || 'web/persisted-queries.json'),
    upstreamTimeoutMs: int('UPSTREAM_TIMEOUT_MS', 10_000, 100, 300_000),
    upstreamRetries: int('UPSTREAM_RETRIES', 2, 0, 5),
    requestDeadlineMs: int('REQUEST_DEADLINE_MS', 30_000, 100, 600_000),
    maxResponseBytes: int('MAX_RESPONSE_BYTES', 10 * 1024 * 1024, 10_000, 1024 * 1024 * 1024),
    sessionCacheMs: int('SESSION_CACHE_MS', 30_000, 0, 300_000),
    lookupCacheMs: int('LOOKUP_CACHE_MS', 60_000, 0, 3_600_000),
    timeZoneCacheMs: int('TIME_ZONE_CACHE_MS', 600_000, 0, 3_600_000),
    searchCacheMs: int('SEARCH_CACHE_MS', 600_000, 0, 3_600_000),
    trustedProxies,
    metricsToken,
  };
  c.take(() => parseLogLevel(env.LOG_LEVEL, 'info'), 'info');
  c.finish(KNOWN_VARIABLES);
  return config;
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
