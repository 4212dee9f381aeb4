// Sign-in limit parts: windowed counters (memory and Redis), the limiter's windows and
// messages, the client address behind trusted proxies, and the settings' validation.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import { loadApiConfig } from '../config.ts';
import { SignInLimiter, DEFAULT_SIGN_IN_LIMITS } from './attempts.ts';
import { clientAddress, parseTrustedProxies } from '@shared/auth/client-address.ts';
import { MemoryCounters, RedisCounters } from './counters.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe('SignInLimiter', () => {
  test('nothing is locked forever: the refusal ends with the window', async () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(new MemoryCounters(() => now));
    for (let i = 0; i < 10; i++) expect(await limiter.beginLogin('a@b.c', '1.2.3.4')).toBeNull();
    expect(await limiter.beginLogin('a@b.c', '1.2.3.4')).toEqual({
      message: 'Too many login attempts, try again in 15 minutes.',
      retryAfterSeconds: 900,
    });
    now += 14 * 60_000 + 1;
    expect((await limiter.beginLogin('a@b.c', '1.2.3.4'))?.message).toBe(
      'Too many login attempts, try again in 1 minute.',
    );
    now += 60_000;
    expect(await limiter.beginLogin('a@b.c', '1.2.3.4')).toBeNull();
  });

  test('allows at most 10 attempts per account in any 15 minutes (40 an hour)', async () => {
    let now = 0;
    const limiter = new SignInLimiter(new MemoryCounters(() => now));
    let admitted = 0;
    for (let minute = 0; minute < 60; minute++) {
      now = minute * 60_000;
      for (let i = 0; i < 100; i++) {
        if (!(await limiter.beginLogin('victim@b.c', `10.0.${minute}.${i}`))) admitted++;
      }
    }
    expect(admitted).toBe(40);
  });

  test('a success gives the attempt back to the address and resets the account', async () => {
    const limiter = new SignInLimiter(new MemoryCounters(), {
      ...DEFAULT_SIGN_IN_LIMITS,
      loginPerAddress: 2,
    });
    for (let i = 0; i < 5; i++) {
      expect(await limiter.beginLogin(`user${i}@b.c`, 'office')).toBeNull();
      await limiter.loginSucceeded(`user${i}@b.c`, 'office');
    }
    expect(await limiter.beginLogin('x@b.c', 'office')).toBeNull();
    expect(await limiter.beginLogin('y@b.c', 'office')).toBeNull();
    expect(await limiter.beginLogin('z@b.c', 'office')).not.toBeNull();
  });
});

describe('RedisCounters', () => {
  test('two replicas share one count, and the window has an end', async () => {
    const prefix = `dq:test:${randomBytes(4).toString('hex')}:`;
    const a = new RedisCounters(REDIS_URL, prefix);
    const b = new RedisCounters(REDIS_URL, prefix);
    try {
      expect((await a.hit('k', 60_000)).count).toBe(1);
      const second = await b.hit('k', 60_000);
      expect(second.count).toBe(2);
      expect(second.resetMs).toBeGreaterThan(0);
      expect(second.resetMs).toBeLessThanOrEqual(60_000);
      expect((await a.hit('k', 60_000, -1)).count).toBe(1);
      await b.reset('k');
      expect((await a.hit('k', 60_000)).count).toBe(1);
      await a.reset('k');
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('counts in memory when Redis does not answer', async () => {
    const warnings: string[] = [];
    const down = new RedisCounters('redis://127.0.0.1:1', 'dq:test:', (m) => warnings.push(m));
    try {
      expect((await down.hit('k', 60_000)).count).toBe(1);
      expect((await down.hit('k', 60_000)).count).toBe(2);
      expect(warnings[0]).toMatch(/^Redis counters unavailable, counting in memory/);
    } finally {
      await down.close();
    }
  });
});

describe('clientAddress', () => {
  const req = (remoteAddress: string, xff?: string) =>
    ({
      socket: { remoteAddress },
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
    }) as unknown as FastifyRequest;
  const trusted = parseTrustedProxies('127.0.0.1,::1,10.1.0.0/16');

  test('believes X-Forwarded-For from a trusted proxy (its last entry)', () => {
    expect(clientAddress(req('127.0.0.1', '203.0.113.9'), trusted)).toBe('203.0.113.9');
    expect(clientAddress(req('::ffff:10.1.2.3', '1.1.1.1, 203.0.113.9'), trusted)).toBe(
      '203.0.113.9',
    );
  });

  test('ignores it from anyone else, and ignores values that are not addresses', () => {
    expect(clientAddress(req('203.0.113.50', '127.0.0.1'), trusted)).toBe('203.0.113.50');
    expect(clientAddress(req('127.0.0.1', 'evil'), trusted)).toBe('127.0.0.1');
    expect(clientAddress(req('::1'), trusted)).toBe('::1');
  });
});

describe('settings', () => {
  test('defaults: memory counters, loopback proxies, 10 attempts per account in 15 minutes', () => {
    const c = loadApiConfig({});
    expect(c.redisUrl).toBeUndefined();
    expect(c.trustedProxies).toBe('127.0.0.1,::1');
    expect(c.signInLimits).toEqual({
      loginPerAccount: 10,
      loginPerAddress: 100,
      loginWindowMs: 15 * 60_000,
    });
  });

  test('reads the variables', () => {
    const c = loadApiConfig({
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      AUTH_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1',
      LOGIN_MAX_ATTEMPTS: '5',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '500',
      LOGIN_WINDOW_MINUTES: '30',
    });
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(c.signInLimits).toEqual({
      loginPerAccount: 5,
      loginPerAddress: 500,
      loginWindowMs: 30 * 60_000,
    });
  });

  test.each([
    [{ REDIS_URL: 'http://localhost' }, /^REDIS_URL must start with redis:\/\/ or rediss:\/\//],
    [{ REDIS_URL: 'not a url' }, /^REDIS_URL must be a URL/],
    [{ AUTH_TRUSTED_PROXIES: 'gateway.local' }, /^AUTH_TRUSTED_PROXIES: "gateway.local" is not/],
    [{ AUTH_TRUSTED_PROXIES: '10.0.0.0/99' }, /^AUTH_TRUSTED_PROXIES: "10.0.0.0\/99" has a bad/],
    [{ LOGIN_MAX_ATTEMPTS: '0' }, /^LOGIN_MAX_ATTEMPTS must be a whole number between 1 and/],
    [{ LOGIN_WINDOW_MINUTES: 'soon' }, /^LOGIN_WINDOW_MINUTES must be a whole number/],
    [{ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1.5' }, /^LOGIN_MAX_ATTEMPTS_PER_ADDRESS must be/],
  ])('refuses %j', (env, message) => {
    expect(() => loadApiConfig(env)).toThrow(message);
  });
});
