// Sign-in of the auth service (issue 19): attempt limits per account and per client address,
// the same hash work for unknown emails, Argon2id with rehash of the old scrypt hashes, and
// limits on password-reset requests.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { passwordHashWork } from '../../api/src/auth/passwords.ts';
import { startClient, type Client } from './client.ts';

let c: Client;
beforeAll(async () => {
  // The per-account limit keeps its default (10); the per-address one is lowered to test it.
  c = await startClient({ signInLimits: { loginPerAddress: 30 } });
}, 120_000);
afterAll(() => c?.close());

let addressSeq = 0;
/** A fresh client address per test (the API trusts X-Forwarded-For from loopback, the gateway). */
const newAddress = () => `198.51.100.${++addressSeq}`;

async function login(username: string, password: string, address: string) {
  const res = await fetch(`${c.api.url}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as {
      access_token?: string;
      error?: { code: string; message: string };
    },
  };
}

async function createUser(email: string, passwordHash: string): Promise<number> {
  const [row] = await c.query(
    `insert into users (email, username, password_hash, roles, permissions, internal)
     values ($1, $2, $3, '{}', '{}', true) returning id`,
    [email, email.split('@')[0], passwordHash],
  );
  return Number(row!.id);
}

describe('login attempts per account', () => {
  test('20 wrong passwords in a row: the first 10 are answered, the rest refused for 15 minutes', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 20; i++) {
      last = await login('reader@demo.local', `guess-${i}`, address);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    expect(last!.body.error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many login attempts, try again in 15 minutes.',
    });
    expect(Number(last!.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(last!.retryAfter)).toBeLessThanOrEqual(15 * 60);

    // While refused, even the right password does not get in, from any address.
    expect((await login('reader@demo.local', 'demo-password', newAddress())).status).toBe(429);
    // Other accounts are not affected.
    expect((await login('staff@demo.local', 'demo-password', address)).status).toBe(200);
  });

  test('a successful login starts the account afresh', async () => {
    const address = newAddress();
    for (let i = 0; i < 9; i++) {
      expect((await login('sales@demo.local', 'wrong', address)).status).toBe(401);
    }
    expect((await login('sales@demo.local', 'demo-password', address)).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login('sales@demo.local', 'wrong', address)).status).toBe(401);
    }
    expect((await login('sales@demo.local', 'demo-password', address)).status).toBe(200);
  });

  test('the limit counts the account however its email is written', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? 'HAULER@demo.local' : ' hauler@DEMO.local ';
      expect((await login(email, 'wrong', address)).status).toBe(401);
    }
    expect((await login('hauler@demo.local', 'wrong', address)).status).toBe(429);
  });
});

describe('login attempts per client address', () => {
  test('one address spraying many accounts is refused past its limit; other addresses are not', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await login(`spray-${i}@demo.local`, 'password1', address)).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect((await login('spray-99@demo.local', 'password1', newAddress())).status).toBe(401);
  });
});

describe('the same work for unknown emails', () => {
  test('an unknown email costs one password hash, like a wrong password for a real account', async () => {
    const address = newAddress();
    const work = async (email: string) => {
      const before = passwordHashWork();
      const r = await login(email, 'not-the-password', address);
      expect(r.status).toBe(401);
      expect(r.body.error!.message).toBe('Wrong email or password.');
      return passwordHashWork() - before;
    };
    expect(await work('admin@demo.local')).toBe(1);
    expect(await work('no-such-user@demo.local')).toBe(1);
  });
});

describe('password hashes', () => {
  test('an old scrypt N=2^14 hash still logs in and is replaced by Argon2id (m=19 MiB, t=2, p=1)', async () => {
    const salt = randomBytes(16);
    const hash = scryptSync('old-password', salt, 32, { N: 16384, r: 8, p: 1 });
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64'), hash.toString('base64')].join(
      '$',
    );
    const id = await createUser('legacy@demo.local', legacy);

    expect((await login('legacy@demo.local', 'old-password', newAddress())).status).toBe(200);
    const [row] = await c.query('select password_hash from users where id = $1', [id]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // The new hash works, and a wrong password still fails.
    expect((await login('legacy@demo.local', 'old-password', newAddress())).status).toBe(200);
    expect((await login('legacy@demo.local', 'other', newAddress())).status).toBe(401);
  });

  test('a wrong password does not rehash', async () => {
    const salt = randomBytes(16);
    const hash = scryptSync('kept', salt, 32, { N: 16384, r: 8, p: 1 });
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64'), hash.toString('base64')].join(
      '$',
    );
    const id = await createUser('legacy2@demo.local', legacy);
    expect((await login('legacy2@demo.local', 'nope', newAddress())).status).toBe(401);
    const [row] = await c.query('select password_hash from users where id = $1', [id]);
    expect(row!.password_hash).toBe(legacy);
  });
});

describe('password-reset requests', () => {
  const reset = async (email: string, address: string) => {
    const res = await fetch(`${c.api.url}/auth/dbconnections/change_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, connection: 'Username-Password-Authentication' }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  test('three per email an hour; the fourth is refused with a clear message and not recorded', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      expect((await reset('staff@demo.local', address)).status).toBe(200);
    }
    const refused = await reset('staff@demo.local', newAddress());
    expect(refused).toEqual({
      status: 429,
      body: {
        error: {
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many password-reset requests, try again in 60 minutes.',
        },
      },
    });
    const rows = await c.query(
      `select count(*)::int as n from password_resets where email = 'staff@demo.local'`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  test('twenty per client address an hour, across emails', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await reset(`someone-${i}@example.com`, address)).status);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
  });
});
