// GraphQL error classes a client causes answer with a client code, not INTERNAL_SERVER_ERROR
// (issue 20): a subscription operation, an APQ hash that does not match the text sent.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.api.token('staff@demo.local');
}, 60_000);
afterAll(() => h?.close());

const auth = () => ({ authorization: `Bearer ${token}` });

describe('client error classes', () => {
  it('answers a subscription with BAD_REQUEST and a 400', async () => {
    const r = await h.post({ query: 'subscription S { viewer { email } }' }, auth());
    expect(r.status).toBe(400);
    expect(r.body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
    expect(r.body.errors?.[0]?.message).toMatch(/Subscriptions are not supported/);
  });

  it('answers an APQ hash that does not match its text with PERSISTED_QUERY_HASH_MISMATCH', async () => {
    const query = '{ __typename }';
    const wrong = crypto.createHash('sha256').update('something else').digest('hex');
    const r = await h.post(
      { query, extensions: { persistedQuery: { version: 1, sha256Hash: wrong } } },
      auth(),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors?.map((e) => e.extensions?.code)).toEqual([
      'PERSISTED_QUERY_HASH_MISMATCH',
    ]);
    expect(r.body.errors?.[0]?.message).toMatch(/hash does not match/);
  });

  it('a plain query is unaffected', async () => {
    const r = await h.post({ query: '{ __typename }' }, auth());
    expect(r.body.errors).toBeUndefined();
  });
});
