// Two gateways with one SESSION_SECRET, each in front of its own main API replica (one
// PostgreSQL database, one AUTH_SIGNING_KEYS): a session made through gateway A works through
// gateway B, and a logout through B ends it on A: at once for everything the main API answers,
// and for A's own checks after at most A's session cache (SESSION_CACHE_MS, on the gateways'
// clock here). docs/deploying.md#state-shared-between-replicas
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateSigningJwk } from '../../api/src/auth/tokens.ts';
import { startApi, type RunningApi } from '../../api/src/server.ts';
import { gatewayConfig } from '../../gateway/src/config.ts';
import { startGateway, type RunningGateway } from '../../gateway/src/server.ts';
import { createPostgresDatabase } from '../helpers/api.ts';
import { postgresUrl } from './replica.ts';

process.env.TEST_DATABASE_URL ||= postgresUrl;

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { viewer { email } userErrors { message } } }`;
const VIEWER = `{ viewer { email roles } }`;
const LOGOUT = `mutation { logout { viewer { email } userErrors { message } } }`;
/** A query the main API answers with the caller's token. */
const PREFERENCES = `{ viewer { email preferences { showPip } } }`;
const SESSION_CACHE_MS = 30_000;
let clock = 1_000_000;

let fresh: { url: string; drop: () => Promise<void> };
const apis: RunningApi[] = [];
const gateways: RunningGateway[] = [];

beforeAll(async () => {
  fresh = await createPostgresDatabase('dq_ops_gw');
  const signingKeys = [await generateSigningJwk('shared')];
  const config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: fresh.url,
    dataDir: 'memory://',
    demoData: true,
    featureCustomerPricing: false,
    featureLogging: false,
    signingKeys,
  };
  apis.push(...(await Promise.all([startApi(config), startApi(config)])));
  const sessionSecret = 'one-secret-for-every-gateway-0123456789';
  for (const api of apis) {
    gateways.push(
      await startGateway(
        gatewayConfig({
          port: 0,
          host: '127.0.0.1',
          mainApiUrl: api.url,
          sessionSecret,
          sessionCacheMs: SESSION_CACHE_MS,
        }),
        { now: () => clock },
      ),
    );
  }
}, 240_000);

afterAll(async () => {
  for (const g of gateways) await g.close();
  for (const a of apis) await a.close();
  await fresh?.drop();
});

async function gql(g: RunningGateway, query: string, variables = {}, cookie?: string) {
  const res = await fetch(`${g.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] },
    cookie: res.headers.get('set-cookie')?.split(';')[0],
  };
}

describe('sessions across gateways', () => {
  it('a session made through gateway A works through gateway B', async () => {
    const [a, b] = gateways;
    const login = await gql(a, LOGIN, {
      input: { email: 'admin@demo.local', password: 'demo-password' },
    });
    expect(login.body.errors).toBeUndefined();
    expect(login.cookie).toMatch(/^dq_session=/);
    const onB = await gql(b, VIEWER, {}, login.cookie);
    expect(onB.body.data?.viewer).toMatchObject({ email: 'admin@demo.local' });
    // And without the cookie B does not know the caller.
    expect((await gql(b, VIEWER)).body.data?.viewer ?? null).toBeNull();
  });

  const loggedInOnA = async () => {
    const [a] = gateways;
    const login = await gql(a, LOGIN, {
      input: { email: 'staff@demo.local', password: 'demo-password' },
    });
    expect((await gql(a, VIEWER, {}, login.cookie)).body.data?.viewer).toMatchObject({
      email: 'staff@demo.local',
    });
    return login.cookie;
  };

  it('a logout through gateway B ends the session on gateway A at once for the main API', async () => {
    const [a, b] = gateways;
    const cookie = await loggedInOnA();
    expect((await gql(b, LOGOUT, {}, cookie)).body.errors).toBeUndefined();
    // The token inside the cookie was revoked in the shared database: A's replica refuses it,
    // and A ends the session (its cached check too).
    const r = await gql(a, PREFERENCES, {}, cookie);
    expect(JSON.stringify(r.body.errors)).toMatch(/UNAUTHENTICATED/);
    expect((await gql(a, VIEWER, {}, cookie)).body.data?.viewer ?? null).toBeNull();
  });

  it("and for gateway A's own checks after at most its session cache", async () => {
    const [a, b] = gateways;
    const cookie = await loggedInOnA();
    expect((await gql(b, LOGOUT, {}, cookie)).body.errors).toBeUndefined();
    clock += SESSION_CACHE_MS;
    expect((await gql(a, VIEWER, {}, cookie)).body.data?.viewer ?? null).toBeNull();
  });
});
