// Persisted operations (the web's relay-compiler ids as Apollo APQ requests), the ad-hoc policy,
// document limits, array batching off, CSRF prevention and hidden field suggestions.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getIntrospectionQuery } from 'graphql';
import { startHarness, type Harness } from './harness.ts';

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const LOGIN =
  'mutation LoginMutation($input: LoginInput!) {\n  login(input: $input) {\n    viewer {\n      email\n    }\n  }\n}\n';
const VIEWER = 'query ViewerQuery {\n  viewer {\n    email\n  }\n}\n';
const apq = (text: string, variables = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hash(text) } },
});

let h: Harness;
let strict: Harness;
let dir: string;
let file: string;
let token: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-pq-'));
  file = path.join(dir, 'persisted-queries.json');
  fs.writeFileSync(file, JSON.stringify({ [hash(LOGIN)]: LOGIN }));
  h = await startHarness({ persistedQueriesFile: file });
  strict = await startHarness({ persistedQueriesFile: file, allowAdhocQueries: false }, h.api);
  token = await h.api.token('staff@demo.local');
}, 60_000);
afterAll(async () => {
  await strict?.close();
  await h?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('persisted operations', () => {
  it('runs an operation of the persisted map by id alone, without a session', async () => {
    const r = await h.post(
      apq(LOGIN, { input: { email: 'staff@demo.local', password: 'demo-password' } }),
    );
    expect(r.body).toEqual({ data: { login: { viewer: { email: 'staff@demo.local' } } } });
    expect(r.headers.get('set-cookie')).toMatch(/^dq_session=/);
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for an unknown id', async () => {
    const r = await h.post({
      extensions: { persistedQuery: { version: 1, sha256Hash: hash('nope') } },
    });
    expect(r.body.errors![0]!.extensions!.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('picks up a new persisted map without a restart', async () => {
    fs.writeFileSync(file, JSON.stringify({ [hash(LOGIN)]: LOGIN, [hash(VIEWER)]: VIEWER }));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const r = await h.post(apq(VIEWER), { authorization: `Bearer ${token}` });
    expect(r.body).toEqual({ data: { viewer: { email: 'staff@demo.local' } } });
  });

  it('with ALLOW_ADHOC_QUERIES=false runs only persisted operations', async () => {
    const adhoc = await strict.gql('{ viewer { email } }', {}, { token });
    expect(adhoc.status).toBe(400);
    expect(adhoc.body.errors![0]!.extensions!.code).toBe('PERSISTED_QUERY_REQUIRED');
    const r = await strict.post(
      apq(LOGIN, { input: { email: 'staff@demo.local', password: 'demo-password' } }),
    );
    expect(r.body.data!.login.viewer.email).toBe('staff@demo.local');
  });
});

describe('ad-hoc documents', () => {
  it('are run for a caller with a session', async () => {
    expect((await h.gql('{ viewer { email } }', {}, { token })).body).toEqual({
      data: { viewer: { email: 'staff@demo.local' } },
    });
  });
  it('without a session, only when they touch nothing but the public session fields', async () => {
    expect((await h.gql('{ viewer { email } appConfig { loggingEnabled } }')).body.data).toEqual({
      viewer: null,
      appConfig: { loggingEnabled: false },
    });
    const r = await h.gql('{ viewer { email } node(id: "Vmlld2VyOjE=") { id } }');
    expect(r.status).toBe(401);
    expect(r.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const intro = await h.gql('{ __schema { queryType { name } } }');
    expect(intro.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('limits', () => {
  const codes = (r: { body: { errors?: { message: string }[] } }) =>
    (r.body.errors ?? []).map((e) => e.message).join('\n');

  it('lets the standard introspection query through (GraphiQL)', async () => {
    const r = await h.gql(getIntrospectionQuery(), {}, { token });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.__schema.queryType.name).toBe('Query');
  });

  it('refuses circular introspection', async () => {
    const q =
      '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    const r = await h.gql(q, {}, { token });
    expect(r.status).toBe(400);
    expect(codes(r)).toMatch(/Maximum introspection depth exceeded/);
  });

  it('refuses documents that are too deep', async () => {
    let q = 'name';
    for (let i = 0; i < 20; i++) q = `a${i} { ${q} }`;
    const r = await h.gql(`{ ${q} }`, {}, { token });
    expect(r.status).toBe(400);
    expect(codes(r)).toMatch(/depth limit/i);
  });

  it('refuses too many aliases', async () => {
    const q = `{ ${Array.from({ length: 30 }, (_, i) => `v${i}: viewer { email }`).join(' ')} }`;
    const r = await h.gql(q, {}, { token });
    expect(r.status).toBe(400);
    expect(codes(r)).toMatch(/aliases/i);
  });

  it('refuses documents with too many tokens', async () => {
    const q = `{ ${Array.from({ length: 9000 }, () => '__typename').join(' ')} }`;
    const r = await h.gql(q, {}, { token });
    expect(r.status).toBe(400);
    expect(r.body.errors![0]!.extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(codes(r)).toMatch(/tokens/);
  });

  it('hides "did you mean" suggestions', async () => {
    const r = await h.gql('{ viewr { email } }', {}, { token });
    expect(r.status).toBe(400);
    expect(codes(r)).not.toMatch(/Did you mean/i);
  });
});

describe('HTTP', () => {
  it('refuses array batching', async () => {
    const res = await fetch(`${h.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([{ query: '{ viewer { email } }' }, { query: '{ viewer { email } }' }]),
    });
    expect(res.status).toBe(400);
  });

  it('prevents CSRF: simple requests are refused, a preflighted one is served', async () => {
    const get = await fetch(
      `${h.gateway.url}/graphql?query=${encodeURIComponent('{ viewer { email } }')}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(get.status).toBe(400);
    expect(await get.text()).toMatch(/CSRF/);
    const form = await fetch(`${h.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(form.status).toBe(400);
    const ok = await fetch(
      `${h.gateway.url}/graphql?query=${encodeURIComponent('{ viewer { email } }')}`,
      {
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      },
    );
    expect(await ok.json()).toEqual({ data: { viewer: { email: 'staff@demo.local' } } });
  });

  it('echoes the request id', async () => {
    const res = await fetch(`${h.gateway.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
