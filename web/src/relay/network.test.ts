import { afterEach, describe, expect, it } from '@jest/globals';
import type { RequestParameters } from 'relay-runtime';
import {
  RELOAD_GUARD_MS,
  ServiceUnavailableError,
  fetchGraphQL,
  outage,
  isOutage,
  isUnauthenticated,
  isUnknownPersistedQuery,
  persistedBody,
  reloadForNewBuild,
} from './network.ts';

describe('persisted-query requests', () => {
  it('sends the operation name, variables and the SHA-256 id, never the text', () => {
    expect(persistedBody('abc123', 'LoginMutation', { input: { email: 'a@b.c' } })).toEqual({
      operationName: 'LoginMutation',
      variables: { input: { email: 'a@b.c' } },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
    });
  });
});

describe('isUnauthenticated', () => {
  it('recognises the gateway saying the session is gone', () => {
    expect(
      isUnauthenticated({
        errors: [{ message: 'You need to log in', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    ).toBe(true);
    expect(
      isUnauthenticated({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }),
    ).toBe(false);
    expect(isUnauthenticated({ data: { viewer: null } })).toBe(false);
    expect(isUnauthenticated(null)).toBe(false);
  });
});

describe('isOutage', () => {
  it('is true for a gateway or proxy answering 502, 503 or 504, with or without a GraphQL body', () => {
    for (const status of [502, 503, 504]) expect(isOutage(status, undefined)).toBe(true);
    expect(isOutage(503, { errors: [{ message: 'down' }] })).toBe(true);
  });
  it("is true for the gateway's codes of a main API that is down, failing or too slow", () => {
    for (const code of ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR', 'UPSTREAM_TIMEOUT'])
      expect(
        isOutage(200, { data: { viewer: null }, errors: [{ message: 'x', extensions: { code } }] }),
      ).toBe(true);
  });
  it('is false for answers about the request itself', () => {
    expect(isOutage(200, { data: { viewer: null } })).toBe(false);
    expect(isOutage(500, { errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })).toBe(
      false,
    );
    expect(isOutage(400, { errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] })).toBe(false);
    expect(isOutage(401, { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(false);
  });
  it("is false for the maps provider's failures (UPSTREAM_ERROR with Google's reason)", () => {
    const rateLimit = {
      message: 'There was a Google rate limiting failure - please rerun your search',
      extensions: { code: 'UPSTREAM_ERROR', reason: 'OVER_QUERY_LIMIT' },
    };
    expect(isOutage(200, { errors: [rateLimit] })).toBe(false);
  });
});

describe('after a deploy (unknown persisted id)', () => {
  const notFound = {
    errors: [
      { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ],
  };
  const tab = (start = 1_000_000) => {
    const items = new Map<string, string>();
    const env = {
      reloads: 0,
      time: start,
      storage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
      },
      reload: () => void env.reloads++,
      now: () => env.time,
    };
    return env;
  };

  it('recognises the answer of the gateway', () => {
    expect(isUnknownPersistedQuery(notFound)).toBe(true);
    expect(isUnknownPersistedQuery({ data: {} })).toBe(false);
  });

  it('reloads the page once, not again while the guard lasts (no reload loop)', () => {
    const env = tab();
    expect(reloadForNewBuild(env)).toBe(true);
    expect(env.reloads).toBe(1);
    // The reloaded page still meets an unknown id (a broken deploy): it does not reload again.
    env.time += 1000;
    expect(reloadForNewBuild(env)).toBe(false);
    env.time += RELOAD_GUARD_MS - 2000;
    expect(reloadForNewBuild(env)).toBe(false);
    expect(env.reloads).toBe(1);
  });

  it('reloads again for a later deploy, once the guard has passed', () => {
    const env = tab();
    reloadForNewBuild(env);
    env.time += RELOAD_GUARD_MS + 1;
    expect(reloadForNewBuild(env)).toBe(true);
    expect(env.reloads).toBe(2);
  });
});

describe('fetchGraphQL during an outage', () => {
  const params = { id: 'abc', name: 'AppLayoutQuery', operationKind: 'query' } as RequestParameters;
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const run = () => fetchGraphQL(params, {}, {}) as Promise<unknown>;

  it('fails with ServiceUnavailableError when the gateway does not answer, and counts the failures', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    outage.failures = 0;
    await expect(run()).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(run()).rejects.toThrow('The service is unavailable, retrying…');
    expect(outage.failures).toBe(2);
  });

  it('fails with ServiceUnavailableError on a 503 page, and a working answer resets the count', async () => {
    globalThis.fetch = (async () =>
      new Response('<html>Service Unavailable</html>', { status: 503 })) as typeof fetch;
    await expect(run()).rejects.toBeInstanceOf(ServiceUnavailableError);
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ data: { viewer: null } }), { status: 200 })) as typeof fetch;
    await expect(run()).resolves.toEqual({ data: { viewer: null } });
    expect(outage.failures).toBe(0);
  });

  it('tells that a mutation was not saved (only queries are retried)', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const mutation = { ...params, name: 'LoginMutation', operationKind: 'mutation' };
    await expect(
      fetchGraphQL(mutation as RequestParameters, {}, {}) as Promise<unknown>,
    ).rejects.toThrow('The service is unavailable; nothing was saved, try again in a moment');
  });
});
