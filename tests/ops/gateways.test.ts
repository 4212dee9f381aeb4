// Two gateways with one SESSION_SECRET, each in front of its own main API replica (one
// PostgreSQL database, one AUTH_SIGNING_KEYS): a session made through gateway A works through
// gateway B, and a logout through B ends it on A. docs/deploying.md#state-shared-between-replicas
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
        gatewayConfig({ port: 0, host: '127.0.0.1', mainApiUrl: api.url, sessionSecret }),
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

  it('a logout through gateway B ends the session on gateway A', async () => {
    const [a, b] = gateways;
    const login = await gql(a, LOGIN, {
      input: { email: 'staff@demo.local', password: 'demo-password' },
    });
    expect((await gql(a, VIEWER, {}, login.cookie)).body.data?.viewer).toMatchObject({
      email: 'staff@demo.local',
    });
    const out = await gql(b, LOGOUT, {}, login.cookie);
    expect(out.body.errors).toBeUndefined();
    // The token inside the cookie was revoked in the shared database: A refuses it too.
    expect((await gql(a, VIEWER, {}, login.cookie)).body.data?.viewer ?? null).toBeNull();
  });
});
