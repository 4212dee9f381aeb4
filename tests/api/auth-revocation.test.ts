// Revocation (issue 19): a token is honoured only while its user exists, with the user's
// current roles and permissions, until logout, and only with an expiry.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SignJWT } from 'jose';
import { hashPassword } from '../../api/src/auth/passwords.ts';
import { AUDIENCE, ISSUER, type KeyPair } from '../../api/src/auth/tokens.ts';
import { startClient, type Client } from './client.ts';

let c: Client;
let passwordHash: string;
beforeAll(async () => {
  c = await startClient();
  passwordHash = await hashPassword('a-password');
}, 120_000);
afterAll(() => c?.close());

let seq = 0;
/** A user of its own for each test (so deleting or changing it touches no other test). */
async function newUser(roles: string[], permissions: string[]) {
  const email = `revocation-${++seq}@demo.local`;
  const [row] = await c.query(
    `insert into users (email, username, password_hash, roles, permissions, internal)
     values ($1, $2, $3, $4, $5, true) returning id`,
    [email, `revocation-${seq}`, passwordHash, roles, permissions],
  );
  const res = await fetch(`${c.api.url}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'a-password' }),
  });
  expect(res.status).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  return { id: Number(row!.id), token: access_token };
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${c.api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

const check = (token: string) =>
  fetch(`${c.api.url}/auth/check`, { headers: { 'x-token': token } }).then(async (r) => ({
    status: r.status,
    body: await r.json(),
  }));

describe('a deleted user', () => {
  test("the user's token is refused on the next request, by the API and the auth service", async () => {
    const u = await newUser([], []);
    expect((await call('GET', '/preferences', u.token)).status).toBe(200);
    await c.query('delete from users where id = $1', [u.id]);
    expect(await call('GET', '/preferences', u.token)).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Unknown user' } },
    });
    expect((await check(u.token)).status).toBe(401);
    expect((await call('PUT', '/auth/renew', u.token)).status).toBe(401);
  });
});

describe('roles and permissions taken away', () => {
  test('a removed permission is refused on the next request, though the token still names it', async () => {
    const u = await newUser([], ['read:hauler']);
    expect((await call('GET', '/haulers?per_page=1', u.token)).status).toBe(200);
    await c.query(`update users set permissions = '{}' where id = $1`, [u.id]);
    expect((await call('GET', '/haulers?per_page=1', u.token)).status).toBe(403);
    // Any logged-in user may still read their preferences.
    expect((await call('GET', '/preferences', u.token)).status).toBe(200);
  });

  test('a removed Super Admin role can no longer write', async () => {
    const u = await newUser(['Super Admin'], []);
    const created = await call('POST', '/sizes', u.token, { name: '99 Yard Revocation' });
    expect(created.status).toBe(201);
    await c.query(`update users set roles = '{}' where id = $1`, [u.id]);
    expect((await call('DELETE', `/size/${created.body.id}`, u.token)).status).toBe(403);
    expect((await c.query('select id from sizes where id = $1', [created.body.id])).length).toBe(1);
  });

  test('a granted permission counts at once, and /auth/check answers the current roles', async () => {
    const u = await newUser([], []);
    expect((await call('GET', '/markets?per_page=1', u.token)).status).toBe(403);
    await c.query(`update users set permissions = '{read:market}' where id = $1`, [u.id]);
    expect((await call('GET', '/markets?per_page=1', u.token)).status).toBe(200);
    expect((await check(u.token)).body.permissions).toEqual(['read:market']);
  });
});

describe('logout', () => {
  test('a revoked token is refused everywhere; another session of the same user goes on', async () => {
    const u = await newUser([], []);
    const other = await fetch(`${c.api.url}/auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: `revocation-${seq}@demo.local`,
        password: 'a-password',
      }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);

    const revoke = await fetch(`${c.api.url}/auth/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${encodeURIComponent(u.token)}`,
    });
    expect(revoke.status).toBe(200);

    expect(await call('GET', '/preferences', u.token)).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Session ended' } },
    });
    expect((await check(u.token)).status).toBe(401);
    expect((await call('PUT', '/auth/renew', u.token)).status).toBe(401);
    expect((await call('GET', '/preferences', other.access_token)).status).toBe(200);
  });

  test('revoking a forged or missing token answers without effect', async () => {
    const post = (body: unknown) =>
      fetch(`${c.api.url}/auth/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ token: 'not.a.jwt' })).status).toBe(200);
    expect((await post({})).status).toBe(400);
  });
});

describe('tokens without an expiry', () => {
  test('a token signed with the real key but without exp is refused and cannot be renewed', async () => {
    const u = await newUser(['Super Admin'], []);
    const keys = (c.api.app.deps.tokens as unknown as { keys: { signing: KeyPair } }).keys.signing;
    const forever = await new SignJWT({
      email: 'x',
      roles: ['Super Admin'],
      permissions: [],
      internal: true,
      jti: 'no-expiry-token',
    })
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(String(u.id))
      .setIssuedAt()
      .sign(keys.privateKey);
    expect(await call('GET', '/haulers?per_page=1', forever)).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Invalid token' } },
    });
    expect((await check(forever)).status).toBe(401);
    expect((await call('PUT', '/auth/renew', forever)).status).toBe(401);
    // The same user's real token works.
    expect((await call('GET', '/haulers?per_page=1', u.token)).status).toBe(200);
  });
});
