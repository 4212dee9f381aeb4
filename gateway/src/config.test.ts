import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadGatewayConfig } from './config.ts';

const quiet = () => {};

describe('loadGatewayConfig', () => {
  it('gives the embedded defaults', () => {
    const warnings: string[] = [];
    const c = loadGatewayConfig({}, (m) => warnings.push(m));
    expect(c).toMatchObject({
      port: 4000,
      mainApiUrl: 'http://127.0.0.1:4001',
      authUrl: 'http://127.0.0.1:4001/auth',
      mapsProvider: 'offline',
      featureCustomerPricing: false,
      featurePricingApi: true,
      featureLogging: false,
      allowAdhocQueries: true,
      requestDeadlineMs: 30_000,
      maxResponseBytes: 10 * 1024 * 1024,
    });
    expect(c.sessionSecret).toHaveLength(64);
    expect(warnings[0]).toMatch(/SESSION_SECRET/);
  });

  it('derives AUTH_URL from MAIN_API_URL unless given', () => {
    expect(loadGatewayConfig({ MAIN_API_URL: 'https://api.example.com/' }, quiet).authUrl).toBe(
      'https://api.example.com/auth',
    );
    expect(loadGatewayConfig({ AUTH_URL: 'https://login.example.com' }, quiet).authUrl).toBe(
      'https://login.example.com',
    );
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ MAIN_API_URL: 'not a url' }, /MAIN_API_URL/],
    [{ MAIN_API_URL: 'ftp://x' }, /MAIN_API_URL/],
    [{ AUTH_URL: '::' }, /AUTH_URL/],
    [{ MAPS_PROVIDER: 'bing' }, /MAPS_PROVIDER/],
    [{ MAPS_PROVIDER: 'google' }, /GOOGLE_MAPS_API_KEY/],
    [{ FEATURE_CUSTOMER_PRICING: 'maybe' }, /FEATURE_CUSTOMER_PRICING/],
    [{ FEATURE_PRICING_API: '2' }, /FEATURE_PRICING_API/],
    [{ FEATURE_LOGGING: 'yes please' }, /FEATURE_LOGGING/],
    [{ ALLOW_ADHOC_QUERIES: 'nah' }, /ALLOW_ADHOC_QUERIES/],
    [{ SENTRY_DSN: 'nope' }, /SENTRY_DSN/],
    [{ FEEDBACK_FORM_URL: 'nope' }, /FEEDBACK_FORM_URL/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ NODE_ENV: 'production' }, /SESSION_SECRET/],
    [{ UPSTREAM_TIMEOUT_MS: '5' }, /UPSTREAM_TIMEOUT_MS/],
    [{ REQUEST_DEADLINE_MS: '10' }, /REQUEST_DEADLINE_MS/],
    [{ REQUEST_DEADLINE_MS: '2.5' }, /REQUEST_DEADLINE_MS/],
    [{ MAX_RESPONSE_BYTES: 'lots' }, /MAX_RESPONSE_BYTES/],
    [{ MAX_RESPONSE_BYTES: '100' }, /MAX_RESPONSE_BYTES/],
    [{ SESSION_CACHE_MS: '3600000' }, /SESSION_CACHE_MS/],
    [{ LOOKUP_CACHE_MS: '-1' }, /LOOKUP_CACHE_MS/],
  ])('names the variable of a bad value: %o', (env, pattern) => {
    expect(() => loadGatewayConfig(env as NodeJS.ProcessEnv, quiet)).toThrow(pattern);
  });

  it('reads the request deadline and the response ceiling', () => {
    const c = loadGatewayConfig(
      { REQUEST_DEADLINE_MS: '5000', MAX_RESPONSE_BYTES: '2000000' },
      quiet,
    );
    expect(c.requestDeadlineMs).toBe(5000);
    expect(c.maxResponseBytes).toBe(2_000_000);
  });

  it('reads the cache lifetimes; 0 turns a cache off', () => {
    const c = loadGatewayConfig(
      { SESSION_CACHE_MS: '0', LOOKUP_CACHE_MS: '1000', TIME_ZONE_CACHE_MS: '2000' },
      quiet,
    );
    expect([c.sessionCacheMs, c.lookupCacheMs, c.timeZoneCacheMs]).toEqual([0, 1000, 2000]);
  });

  it('reads flags and keys', () => {
    const c = loadGatewayConfig(
      {
        MAPS_PROVIDER: 'google',
        GOOGLE_MAPS_API_KEY: 'k',
        GOOGLE_MAPS_BROWSER_KEY: 'b',
        FEATURE_CUSTOMER_PRICING: 'on',
        ALLOW_ADHOC_QUERIES: 'false',
        SESSION_SECRET: 'x'.repeat(32),
      },
      quiet,
    );
    expect(c).toMatchObject({
      mapsProvider: 'google',
      googleMapsBrowserKey: 'b',
      featureCustomerPricing: true,
      allowAdhocQueries: false,
    });
  });
});

describe('TRUSTED_PROXIES and METRICS_TOKEN', () => {
  const env = { SESSION_SECRET: 'a-secret-of-enough-length' };
  it('trusts loopback only by default and takes IPs and CIDR ranges', () => {
    expect(loadGatewayConfig(env, () => {}).trustedProxies).toBe('127.0.0.1,::1');
    expect(
      loadGatewayConfig({ ...env, TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.2' }, () => {})
        .trustedProxies,
    ).toBe('10.0.0.0/8, 192.168.1.2');
  });
  it('refuses a bad proxy entry naming the variable', () => {
    expect(() => loadGatewayConfig({ ...env, TRUSTED_PROXIES: '*' }, () => {})).toThrow(
      /TRUSTED_PROXIES/,
    );
    expect(() => loadGatewayConfig({ ...env, TRUSTED_PROXIES: '10.0.0.0/99' }, () => {})).toThrow(
      /TRUSTED_PROXIES/,
    );
  });
  it('takes a metrics token of 16+ characters, none by default', () => {
    expect(loadGatewayConfig(env, () => {}).metricsToken).toBeUndefined();
    expect(
      loadGatewayConfig({ ...env, METRICS_TOKEN: 'm'.repeat(32) }, () => {}).metricsToken,
    ).toBe('m'.repeat(32));
    expect(() => loadGatewayConfig({ ...env, METRICS_TOKEN: 'short' }, () => {})).toThrow(
      /METRICS_TOKEN/,
    );
  });
});

describe('every bad gateway variable is reported at once', () => {
  const messageOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('no ConfigError');
  };
  it('the gateway lists each bad value in one message', () => {
    const msg = messageOf(() =>
      loadGatewayConfig(
        { PORT: 'x', SESSION_SECRET: 'short', MAPS_PROVIDER: 'bing', UPSTREAM_RETRIES: '9' },
        () => {},
      ),
    );
    expect(msg).toMatch(/^4 settings are invalid:/);
    expect(msg).toContain('PORT must be a port number');
    expect(msg).toContain('SESSION_SECRET must be at least 16 characters long');
    expect(msg).toContain('MAPS_PROVIDER must be offline or google (got "bing")');
    expect(msg).toContain('UPSTREAM_RETRIES must be a whole number between 0 and 5 (got "9")');
  });

  it('a typo of a known variable is named with the one meant', () => {
    expect(messageOf(() => loadGatewayConfig({ SESION_SECRET: 'x'.repeat(20) }, () => {}))).toBe(
      'SESION_SECRET is not a setting: did you mean SESSION_SECRET?',
    );
  });
});
