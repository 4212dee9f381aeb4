// The gateway reuses an accepted session check for SESSION_CACHE_MS (gateway/src/cache.ts): what
// a caller notices. Logout here refuses the cookie at once; a session revoked elsewhere is refused
// by the main API at once and by the gateway's own checks after at most the TTL; an auth service
// that cannot answer is still an outage (503) for a session not checked yet. The cache's clock is
// the test's, so no case waits for the TTL. The preferences are kept per session for the same TTL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startProxy, type TestProxy } from '../helpers/proxy.ts';
import { startHarness, type Harness } from './harness.ts';

const TTL = 30_000;
let clock = 1_000_000;
let api: TestApi;
let proxy: TestProxy;
let h: Harness;
let checks = 0;
let preferenceReads = 0;

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startProxy(api.url, {
    intercept: (req) => {
      if ((req.url ?? '').startsWith('/auth/check')) checks++;
      if (req.method === 'GET' && (req.url ?? '').startsWith('/preferences')) preferenceReads++;
      return false;
    },
  });
  h = await startHarness(
    { mainApiUrl: proxy.url, sessionCacheMs: TTL, upstreamRetries: 0 },
    { ...api, url: proxy.url },
    { now: () => clock },
  );
}, 120_000);
afterAll(async () => {
  await h?.close();
  await proxy?.close();
  await api?.close();
});

const VIEWER = '{ viewer { email } }';
const email = async (auth: { cookie?: string; token?: string }) =>
  (await h.gql(VIEWER, {}, auth)).body.data?.viewer?.email ?? null;
/** Revokes a token at the auth service directly, as another gateway replica's logout does. */
const revokeElsewhere = (token: string) =>
  fetch(`${api.url}/auth/oauth/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });

describe('session cache', () => {
  it('asks the auth service once for several requests of one session within the TTL', async () => {
    const cookie = await h.login('staff@demo.local');
    checks = 0;
    for (let i = 0; i < 3; i++) expect(await email({ cookie })).toBe('staff@demo.local');
    expect(checks).toBe(0); // the login's own check is reused
    clock += TTL;
    expect(await email({ cookie })).toBe('staff@demo.local');
    expect(checks).toBe(1);
  });

  it('refuses an old copy of the cookie at once after logout on this gateway', async () => {
    const cookie = await h.login('staff@demo.local');
    expect(await email({ cookie })).toBe('staff@demo.local');
    await h.gql('mutation { logout { viewer { id } } }', {}, { cookie });
    const r = await h.gql(VIEWER, {}, { cookie });
    expect(r.body).toEqual({ data: { viewer: null } });
    const node = await h.gql('{ node(id: "Vmlld2VyOjE=") { id } }', {}, { cookie });
    expect(node.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a session revoked elsewhere after at most the TTL', async () => {
    const token = await api.token('reader@demo.local');
    expect(await email({ token })).toBe('reader@demo.local');
    await revokeElsewhere(token);
    // Within the TTL the gateway's own answer is the cached one...
    clock += TTL - 1;
    expect(await email({ token })).toBe('reader@demo.local');
    // ...and once it has passed, the auth service's.
    clock += 1;
    expect(await email({ token })).toBeNull();
  });

  it('ends a cached session at once when the main API refuses its token', async () => {
    const token = await api.token('admin@demo.local');
    expect(await email({ token })).toBe('admin@demo.local');
    await revokeElsewhere(token);
    const r = await h.gql('{ viewer { email preferences { showPip } } }', {}, { token });
    expect(r.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    // No clock change: the refusal took the token out of the cache.
    expect(await email({ token })).toBeNull();
  });

  it('answers 503 with the upstream code, not "log in", for a session not checked yet while the auth service is down', async () => {
    const token = await api.token('sales@demo.local');
    await proxy.down();
    try {
      const r = await h.gql('{ haulers(first: 1) { totalCount } }', {}, { token });
      expect(r.status).toBe(503);
      expect(r.body.errors![0]!.extensions!.code).toBe('UPSTREAM_ERROR');
    } finally {
      await proxy.up();
    }
    // Failed checks are not kept: the session works once the service is back.
    expect(await email({ token })).toBe('sales@demo.local');
  });

  it('never keeps a refused token', async () => {
    checks = 0;
    for (let i = 0; i < 2; i++) expect(await email({ token: 'not-a-token' })).toBeNull();
    expect(checks).toBe(2);
  });
});

describe('preferences cache', () => {
  const PREFS = '{ viewer { preferences { searchType showPip } } }';
  const searchType = async (cookie: string) =>
    (await h.gql(PREFS, {}, { cookie })).body.data?.viewer?.preferences?.searchType;

  it('reads the preferences once per session within the TTL; a change saved here shows at once', async () => {
    const cookie = await h.login('staff@demo.local');
    preferenceReads = 0;
    const first = await searchType(cookie);
    expect(await searchType(cookie)).toBe(first);
    expect(preferenceReads).toBe(1);

    const other = first === 'hauler' ? 'product' : 'hauler';
    const saved = await h.gql(
      'mutation ($t: SearchType) { updatePreferences(input: { searchType: $t }) { preferences { searchType } } }',
      { t: other },
      { cookie },
    );
    expect(saved.body.errors).toBeUndefined();
    expect(await searchType(cookie)).toBe(other);
    expect(preferenceReads).toBe(1);

    // Saved elsewhere (straight at the main API): seen here once the TTL has passed.
    const token = await api.token('staff@demo.local');
    const put = await fetch(`${api.url}/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ search_type: first }),
    });
    expect(put.status).toBe(200);
    expect(await searchType(cookie)).toBe(other);
    clock += TTL + 1;
    expect(await searchType(cookie)).toBe(first);
    expect(preferenceReads).toBe(2);
  });
});
