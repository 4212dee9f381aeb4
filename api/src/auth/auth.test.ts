import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SignJWT } from 'jose';
import { startTestApi, type TestApi } from '../../../tests/helpers/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /auth/oauth/token', () => {
  test('a password grant answers id_token and access_token with the role claims', async () => {
    const res = await post('/auth/oauth/token', {
      grant_type: 'password',
      username: 'sales@demo.local',
      password: 'demo-password',
      client_id: 'web',
      scope: 'openid offline_access read:users',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; id_token: string };
    expect(body.id_token.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      roles: ['B2B Sales'],
      permissions: ['customerpricing:create'],
      internal: true,
    });
  });

  test('accepts a form-encoded body too', async () => {
    const res = await fetch(`${api.url}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=staff%40demo.local&password=demo-password',
    });
    expect(res.status).toBe(200);
  });

  test('a wrong password and an unknown user get the same 401 message', async () => {
    for (const username of ['admin@demo.local', 'nobody@demo.local']) {
      const res = await post('/auth/oauth/token', { username, password: 'wrong' });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'INVALID_GRANT', message: 'Wrong email or password.' },
      });
    }
  });

  test('missing email and password are each required', async () => {
    const res = await post('/auth/oauth/token', { grant_type: 'password' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
  });

  test('malformed JSON answers 400 without a stack trace', async () => {
    const res = await post('/auth/oauth/token', '{"username": ');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Malformed JSON in request body' },
    });
    expect(text).not.toMatch(/at .*\.ts/);
  });
});

describe('GET /auth/check and PUT /auth/renew', () => {
  test('check answers the session user for the token in x-token', async () => {
    const token = await api.token('hauler@demo.local');
    const res = await fetch(`${api.url}/auth/check`, { headers: { 'x-token': token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'hauler@demo.local',
      username: 'hauler',
      internal: false,
      roles: [],
    });
  });

  test('a malformed token is refused with 401 Invalid token', async () => {
    const res = await fetch(`${api.url}/auth/check`, { headers: { 'x-token': 'not.a.jwt' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Invalid token' } });
  });

  test('a token signed with another key is refused', async () => {
    const { generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ roles: ['Super Admin'] })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('1')
      .setIssuer('dumpster-quoting-auth')
      .setAudience('dumpster-quoting-api')
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await fetch(`${api.url}/auth/check`, { headers: { 'x-token': forged } });
    expect(res.status).toBe(401);
  });

  test('an expired token is refused with 401 Token expired', async () => {
    const { TokenService, loadKeys } = await import('./tokens.ts');
    // Sign with the running service's own key but a past expiry.
    const keys = await loadKeys();
    const svc = new TokenService(keys, -10);
    const expired = (
      await svc.issue({
        id: 1,
        email: 'a',
        username: 'a',
        first_name: null,
        last_name: null,
        nickname: null,
        roles: [],
        permissions: [],
        internal: true,
      })
    ).access_token;
    const tokens = api.app.deps.tokens as unknown as { keys: unknown };
    const own = new TokenService(tokens.keys as never, -10);
    const ownExpired = (
      await own.issue({
        id: 1,
        email: 'a',
        username: 'a',
        first_name: null,
        last_name: null,
        nickname: null,
        roles: [],
        permissions: [],
        internal: true,
      })
    ).access_token;
    const res = await fetch(`${api.url}/auth/check`, { headers: { 'x-token': ownExpired } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Token expired' } });
    expect((await fetch(`${api.url}/auth/check`, { headers: { 'x-token': expired } })).status).toBe(
      401,
    );
  });

  test('renew answers fresh tokens', async () => {
    const token = await api.token('admin@demo.local');
    const res = await fetch(`${api.url}/auth/renew?for=maps`, {
      method: 'PUT',
      headers: { 'x-token': token },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('access_token');
  });
});

describe('GET /auth/api/v2/users/{id}', () => {
  test('answers the listed fields for the caller', async () => {
    const token = await api.token('staff@demo.local');
    const me = (await (
      await fetch(`${api.url}/auth/check`, { headers: { 'x-token': token } })
    ).json()) as { id: number };
    const res = await fetch(`${api.url}/auth/api/v2/users/${me.id}?fields=email,username,user_id`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email: 'staff@demo.local',
      username: 'staff',
      user_id: String(me.id),
    });
  });

  test('an unknown user is 404 for an admin, and other users are 403 for a non-admin', async () => {
    const admin = await api.token('admin@demo.local');
    const missing = await fetch(`${api.url}/auth/api/v2/users/99999`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'User not found' },
    });
    const staff = await api.token('staff@demo.local');
    const other = await fetch(`${api.url}/auth/api/v2/users/1`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(other.status).toBe(403);
  });
});

describe('POST /auth/dbconnections/change_password', () => {
  test('records the request and answers the same for unknown addresses', async () => {
    const known = await post('/auth/dbconnections/change_password', {
      client_id: 'web',
      connection: 'db',
      email: 'staff@demo.local',
    });
    const unknown = await post('/auth/dbconnections/change_password', {
      email: 'nobody@demo.local',
    });
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    const { passwordResets } = await import('../db/schema.ts');
    const rows = await api.database.db.select().from(passwordResets);
    expect(rows.map((r) => r.email).sort()).toEqual(['nobody@demo.local', 'staff@demo.local']);
  });

  test('an email is required', async () => {
    const res = await post('/auth/dbconnections/change_password', {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({
      email: 'This field is required',
    });
  });
});
