import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { generateSigningJwk } from './auth/tokens.ts';
import { ConfigError, loadApiConfig, loadJobsConfig } from './config.ts';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('no ConfigError');
};

describe('every bad variable is reported at once', () => {
  it('the main API lists each bad value in one message', () => {
    const msg = messageOf(() =>
      loadApiConfig({
        MAIN_API_PORT: '80a',
        PG_POOL_MAX: '0',
        DEMO_DATA: 'maybe',
        JOBS_POLL_MS: 'often',
        LOG_LEVEL: 'loud',
        MIGRATIONS: 'sometimes',
      }),
    );
    expect(msg).toMatch(/^6 settings are invalid:/);
    for (const name of [
      'MAIN_API_PORT',
      'PG_POOL_MAX',
      'DEMO_DATA',
      'JOBS_POLL_MS',
      'LOG_LEVEL',
      'MIGRATIONS',
    ]) {
      expect(msg).toContain(`  - ${name} `);
    }
  });

  it('a typo of a known variable is named with the one meant', () => {
    expect(messageOf(() => loadApiConfig({ JOBS_POL_MS: '100' }))).toBe(
      'JOBS_POL_MS is not a setting: did you mean JOBS_POLL_MS?',
    );
    // Unrelated variables of the machine are not typos.
    expect(() => loadApiConfig({ HOME: '/root', PATH: '/bin', SHLVL: '1' })).not.toThrow();
  });
});

describe('production mode', () => {
  it('needs the signing keys and seeds no demo data unless asked for', async () => {
    expect(messageOf(() => loadApiConfig({ NODE_ENV: 'production' }))).toMatch(
      /^AUTH_SIGNING_KEYS \(or AUTH_SIGNING_KEYS_FILE\) must be set in production/,
    );
    const keys = JSON.stringify([await generateSigningJwk('k1')]);
    const prod = loadApiConfig({ NODE_ENV: 'production', AUTH_SIGNING_KEYS: keys });
    expect(prod.demoData).toBe(false);
    expect(prod.signingKeys?.map((k) => k.kid)).toEqual(['k1']);
    expect(
      loadApiConfig({ NODE_ENV: 'production', AUTH_SIGNING_KEYS: keys, DEMO_DATA: 'true' })
        .demoData,
    ).toBe(true);
    // The laptop mode (npm start) keeps its demo data.
    expect(loadApiConfig({}).demoData).toBe(true);
  });

  it('reads the pool, statement timeout and migration settings', () => {
    const c = loadApiConfig({
      PG_POOL_MAX: '25',
      PG_STATEMENT_TIMEOUT_MS: '5000',
      PG_CONNECT_TIMEOUT_MS: '1000',
      MIGRATIONS: 'skip',
    });
    expect(c.pool).toEqual({
      max: 25,
      statementTimeoutMs: 5000,
      connectTimeoutMs: 1000,
      idleTimeoutMs: 30_000,
    });
    expect(c.migrations).toBe('skip');
    expect(loadApiConfig({}).pool?.statementTimeoutMs).toBe(30_000);
  });
});

describe('AUTH_SIGNING_KEYS', () => {
  it.each([
    ['not json', 'AUTH_SIGNING_KEYS must be a JSON array of keys (it is not JSON)'],
    ['[]', 'AUTH_SIGNING_KEYS must be a JSON array holding at least one key'],
    [
      '[{"kty":"RSA","kid":"a"}]',
      'AUTH_SIGNING_KEYS key 1 must be an EC P-256 JWK (kty "EC", crv "P-256")',
    ],
    [
      '[{"kty":"EC","crv":"P-256","kid":"a"}]',
      'AUTH_SIGNING_KEYS key 1 lacks its public part (x, y)',
    ],
    [
      '[{"kty":"EC","crv":"P-256","x":"a","y":"b"}]',
      'AUTH_SIGNING_KEYS key 1 needs a kid (letters, digits, . _ -)',
    ],
    [
      '[{"kty":"EC","crv":"P-256","x":"a","y":"b","kid":"a"}]',
      'AUTH_SIGNING_KEYS key 1 signs, so it needs its private part (d)',
    ],
    [
      '[{"kty":"EC","crv":"P-256","x":"a","y":"b","d":"c","kid":"a"},{"kty":"EC","crv":"P-256","x":"a","y":"b","kid":"a"}]',
      'AUTH_SIGNING_KEYS key 2 repeats the kid "a"',
    ],
  ])('refuses %s', (value, message) => {
    expect(messageOf(() => loadApiConfig({ AUTH_SIGNING_KEYS: value }))).toBe(message);
  });

  it('reads the keys from a file (a mounted secret), a retired key without its private part', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dq-keys-')), 'keys.json');
    const current = await generateSigningJwk('new');
    const { d: _d, ...retired } = await generateSigningJwk('old');
    fs.writeFileSync(file, JSON.stringify([current, retired]));
    const c = loadApiConfig({ AUTH_SIGNING_KEYS_FILE: file });
    expect(c.signingKeys?.map((k) => k.kid)).toEqual(['new', 'old']);
    expect(messageOf(() => loadApiConfig({ AUTH_SIGNING_KEYS_FILE: `${file}.missing` }))).toMatch(
      /^AUTH_SIGNING_KEYS_FILE cannot be read \(ENOENT/,
    );
  });
});

describe('jobs settings', () => {
  it('keeps finished jobs at least 3 days (the planner looks 2 days back)', () => {
    expect(messageOf(() => loadJobsConfig({ JOBS_RETENTION_DAYS: '1' }))).toBe(
      'JOBS_RETENTION_DAYS must be a whole number between 3 and 3650 (got "1")',
    );
    expect(loadJobsConfig({ JOBS: 'on', JOBS_RETENTION_DAYS: '30' })).toMatchObject({
      enabled: true,
      retentionDays: 30,
    });
    expect(loadJobsConfig({ NODE_ENV: 'test' }).enabled).toBe(false);
  });
});
