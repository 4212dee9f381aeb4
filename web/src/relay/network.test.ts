import { describe, expect, it } from '@jest/globals';
import { isUnauthenticated, persistedBody } from './network.ts';

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
