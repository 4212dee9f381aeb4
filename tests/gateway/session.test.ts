// Over 300 lines: the session cases on one started API and gateway.
// Session through the gateway against the real main API: login, logout, viewer, cookie, tokens.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { passwordHashWork } from '../../api/src/auth/passwords.ts';
import { TokenService } from '../../api/src/auth/tokens.ts';
import { SessionSealer } from '../../gateway/src/auth/session.ts';
import { startHarness, type Harness } from './harness.ts';

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { viewer { email firstName username roles permissions internal } userErrors { field message } }
}`;
const VIEWER = `{ viewer { id databaseId email username roles permissions internal preferences { showPip searchType } } }`;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  h.post({ query: LOGIN, variables: { input: { email, password } } }, headers);

describe('login', () => {
  it('sets an HttpOnly, SameSite=Lax, 12-hour session cookie and answers the viewer', async () => {
    const r = await login('admin@demo.local', 'demo-password');
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.login).toEqual({
      viewer: expect.objectContaining({
        email: 'admin@demo.local',
        roles: ['Super Admin'],
        internal: true,
      }),
      userErrors: [],
    });
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^dq_session=[^;]+/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=43200/);
    expect(cookie).not.toMatch(/; Secure/i);
    // The cookie is sealed: the access token (a JWT) cannot be read from it.
    const value = cookie.split(';')[0]!.split('=')[1]!;
    expect(value).not.toMatch(/^eyJ/);
    expect(value.split('.')).toHaveLength(1);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const r = await login('staff@demo.local', 'demo-password', { 'x-forwarded-proto': 'https' });
    expect(r.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  it('answers the same message for a wrong password and an unknown user, without a cookie', async () => {
    for (const [email, password] of [
      ['admin@demo.local', 'wrong-password'],
      ['nobody@demo.local', 'demo-password'],
    ]) {
      const r = await login(email!, password!);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data!.login).toEqual({
        viewer: null,
        userErrors: [{ field: null, message: 'Wrong email or password.' }],
      });
      expect(r.headers.get('set-cookie')).toBeNull();
    }
  });

  it('requires the email and the password', async () => {
    const r = await login('', '');
    expect(r.body.data!.login).toEqual({
      viewer: null,
      userErrors: [
        { field: 'email', message: 'This field is required' },
        { field: 'password', message: 'This field is required' },
      ],
    });
    const r2 = await login('admin@demo.local', '   ');
    expect(r2.body.data!.login.userErrors).toEqual([
      { field: 'password', message: 'This field is required' },
    ]);
  });

  it('gives a GraphQL validation error, not a stack trace, when the input is missing', async () => {
    const r = await h.post({
      query: 'mutation { login(input: {email: "a@b.c"}) { viewer { id } } }',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('viewer', () => {
  it('is the session user with the cookie, with default preferences', async () => {
    const cookie = await h.login('reader@demo.local');
    const r = await h.gql(VIEWER, {}, { cookie });
    expect(r.body.errors).toBeUndefined();
    const v = r.body.data!.viewer;
    expect(v).toMatchObject({
      email: 'reader@demo.local',
      roles: [],
      permissions: ['read:hauler', 'read:alert', 'read:market'],
      internal: true,
      preferences: { showPip: true, searchType: 'product' },
    });
    expect(Buffer.from(v.id, 'base64').toString()).toBe(`Viewer:${v.databaseId}`);
  });

  it('shows hauler users as not internal', async () => {
    const cookie = await h.login('hauler@demo.local');
    expect((await h.gql(VIEWER, {}, { cookie })).body.data!.viewer.internal).toBe(false);
  });

  it('is null without a session', async () => {
    const r = await h.gql(VIEWER);
    expect(r.body).toEqual({ data: { viewer: null } });
  });

  it('accepts a bearer token instead of the cookie (other tools)', async () => {
    const token = await h.api.token('sales@demo.local');
    const r = await h.gql(VIEWER, {}, { token });
    expect(r.body.data!.viewer).toMatchObject({ email: 'sales@demo.local', roles: ['B2B Sales'] });
  });

  it('is null for a malformed bearer token, and protected fields say UNAUTHENTICATED', async () => {
    const r = await h.gql(VIEWER, {}, { token: 'not-a-jwt' });
    expect(r.body).toEqual({ data: { viewer: null } });
    const r2 = await h.gql('{ node(id: "Vmlld2VyOjE=") { id } }', {}, { token: 'not-a-jwt' });
    expect(r2.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('is null for an expired token, and an expired session cookie is cleared', async () => {
    const tokens = h.api.app.deps.tokens as unknown as {
      keys: ConstructorParameters<typeof TokenService>[0];
    };
    const expired = await new TokenService(tokens.keys, -60).issue({
      id: 1,
      email: 'admin@demo.local',
      username: 'admin',
      first_name: null,
      last_name: null,
      nickname: null,
      roles: ['Super Admin'],
      permissions: [],
      internal: true,
    });
    expect((await h.gql(VIEWER, {}, { token: expired.access_token })).body).toEqual({
      data: { viewer: null },
    });

    // The same token inside a session cookie: the 401 of the auth service ends the session.
    const sealed = new SessionSealer(h.config.sessionSecret).seal(expired.access_token);
    const r = await h.gql(VIEWER, {}, { cookie: `dq_session=${sealed}` });
    expect(r.body).toEqual({ data: { viewer: null } });
    const cleared = r.headers.get('set-cookie')!;
    expect(cleared).toMatch(/^dq_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('ignores a tampered cookie', async () => {
    const cookie = await h.login('admin@demo.local');
    const [name, value] = cookie.split('=');
    const tampered = `${name}=${value!.slice(0, -4)}AAAA`;
    expect((await h.gql(VIEWER, {}, { cookie: tampered })).body).toEqual({
      data: { viewer: null },
    });
  });

  it('node(id:) answers the own viewer only', async () => {
    const cookie = await h.login('staff@demo.local');
    const me = (await h.gql(VIEWER, {}, { cookie })).body.data!.viewer;
    const r = await h.gql(
      'query ($id: ID!) { node(id: $id) { id ... on Viewer { email } } }',
      { id: me.id },
      { cookie },
    );
    expect(r.body.data!.node).toEqual({ id: me.id, email: 'staff@demo.local' });
    const other = Buffer.from('Viewer:1').toString('base64');
    expect(
      (await h.gql('query ($id: ID!) { node(id: $id) { id } }', { id: other }, { cookie })).body
        .data!.node,
    ).toBeNull();
  });
});

describe('logout', () => {
  it('clears the session cookie', async () => {
    const cookie = await h.login('admin@demo.local');
    const r = await h.gql(
      'mutation { logout { viewer { id } userErrors { message } } }',
      {},
      { cookie },
    );
    expect(r.body.data!.logout).toEqual({ viewer: null, userErrors: [] });
    const cleared = r.headers.get('set-cookie')!;
    expect(cleared).toMatch(/^dq_session=;/);
    expect(cleared).toMatch(/Path=\//);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });
});

describe('logout ends the session on the server', () => {
  it('an old copy of the session cookie is refused after logout', async () => {
    const cookie = await h.login('staff@demo.local');
    expect((await h.gql(VIEWER, {}, { cookie })).body.data!.viewer.email).toBe('staff@demo.local');
    await h.gql('mutation { logout { viewer { id } } }', {}, { cookie });

    // The browser dropped the cookie; someone who kept a copy of it gets nothing.
    const r = await h.gql(VIEWER, {}, { cookie });
    expect(r.body).toEqual({ data: { viewer: null } });
    expect(r.headers.get('set-cookie')).toMatch(/^dq_session=;/);
    const r2 = await h.gql('{ node(id: "Vmlld2VyOjE=") { id } }', {}, { cookie });
    expect(r2.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('another session of the same user goes on', async () => {
    const kept = await h.login('staff@demo.local');
    const ended = await h.login('staff@demo.local');
    await h.gql('mutation { logout { viewer { id } } }', {}, { cookie: ended });
    expect((await h.gql(VIEWER, {}, { cookie: kept })).body.data!.viewer.email).toBe(
      'staff@demo.local',
    );
  });
});

describe('sign-in limits', () => {
  it('refuses a document with several logins (the alias trick) before trying any password', async () => {
    const before = passwordHashWork();
    // Two are enough to be refused (the depth and alias limits are not what stops it).
    const attempts = Array.from(
      { length: 2 },
      (_, i) =>
        `a${i}: login(input: {email: "admin@demo.local", password: "guess-${i}"}) { viewer { id } }`,
    ).join('\n');
    const r = await h.post({ query: `mutation { ${attempts} }` });
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors![0]).toMatchObject({
      message: 'Send one login per request: this document asks for several',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(passwordHashWork()).toBe(before);

    // Through fragments too.
    const viaFragments = await h.post({
      query: `mutation { ...A ...B }
        fragment A on Mutation { login(input: {email: "admin@demo.local", password: "x"}) { viewer { id } } }
        fragment B on Mutation { b: login(input: {email: "admin@demo.local", password: "y"}) { viewer { id } } }`,
    });
    expect(viaFragments.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(passwordHashWork()).toBe(before);
  });

  it('refuses a document with several password-reset requests', async () => {
    const r = await h.post({
      query: `mutation {
        a: requestPasswordReset(input: {email: "admin@demo.local"}) { sent }
        b: requestPasswordReset(input: {email: "staff@demo.local"}) { sent }
      }`,
    });
    expect(r.body.errors![0]!.message).toBe(
      'Send one requestPasswordReset per request: this document asks for several',
    );
  });

  it('20 wrong passwords in a row: after the tenth, the login form says to wait', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await login('target@demo.local', `guess-${i}`);
      messages.push(r.body.data!.login.userErrors[0].message);
    }
    expect(messages.slice(0, 10)).toEqual(Array(10).fill('Wrong email or password.'));
    expect(messages.slice(10)).toEqual(
      Array(10).fill('Too many login attempts, try again in 15 minutes.'),
    );
  });
});

describe('requestPasswordReset', () => {
  const RESET =
    'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { sent userErrors { field message } } }';
  it('is accepted for any address and recorded by the auth service', async () => {
    const r = await h.post({ query: RESET, variables: { input: { email: 'staff@demo.local' } } });
    expect(r.body.data!.requestPasswordReset).toEqual({ sent: true, userErrors: [] });
  });
  it('requires the email', async () => {
    const r = await h.post({ query: RESET, variables: { input: { email: ' ' } } });
    expect(r.body.data!.requestPasswordReset).toEqual({
      sent: false,
      userErrors: [{ field: 'email', message: 'This field is required' }],
    });
  });
  it("passes on the auth service's message for a malformed address", async () => {
    const r = await h.post({ query: RESET, variables: { input: { email: 'not-an-address' } } });
    expect(r.body.data!.requestPasswordReset).toEqual({
      sent: false,
      userErrors: [{ field: 'email', message: 'Enter a valid email address' }],
    });
  });
});

describe('appConfig', () => {
  it('comes from the configuration, without a session', async () => {
    const r = await h.gql(
      '{ appConfig { customerPricingEnabled loggingEnabled googleMapsBrowserKey feedbackFormUrl } }',
    );
    expect(r.body.data!.appConfig).toEqual({
      customerPricingEnabled: false,
      loggingEnabled: false,
      googleMapsBrowserKey: null,
      feedbackFormUrl: null,
    });
  });
});
