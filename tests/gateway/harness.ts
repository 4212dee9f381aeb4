// Starts the real main API (tests/helpers/api.ts) and a gateway in front of it, both on free ports.
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { startGateway, type RunningGateway } from '../../gateway/src/server.ts';
import { gatewayConfig, type GatewayConfig } from '../../gateway/src/config.ts';

export interface Harness {
  api: TestApi;
  gateway: RunningGateway;
  config: GatewayConfig;
  /** POSTs a GraphQL document; answers status, parsed body and headers. */
  post(body: object, headers?: Record<string, string>): Promise<GqlResponse>;
  /** Runs a document with optional cookie or bearer token. */
  gql(
    query: string,
    variables?: object,
    auth?: { cookie?: string; token?: string },
  ): Promise<GqlResponse>;
  /** Logs in through the gateway and answers the session cookie (`dq_session=...`). */
  login(email: string, password?: string): Promise<string>;
  /** The place id of the first place suggested for `input` (a ZIP, an address), as `cookie`. */
  placeId(input: string, cookie: string): Promise<string>;
  close(): Promise<void>;
}

export interface GqlResponse {
  status: number;
  body: {
    data?: Record<string, any> | null;
    errors?: {
      message: string;
      path?: (string | number)[];
      extensions?: { code?: string; [k: string]: unknown };
    }[];
  };
  headers: Headers;
}

/** Starts both services; `overrides` change the gateway's config, `opts` its start (a clock). */
export async function startHarness(
  overrides: Partial<GatewayConfig> = {},
  api?: TestApi,
  opts: Parameters<typeof startGateway>[1] = {},
): Promise<Harness> {
  const theApi = api ?? (await startTestApi());
  const config = gatewayConfig({
    port: 0,
    host: '127.0.0.1',
    mainApiUrl: theApi.url,
    ...overrides,
  });
  const gateway = await startGateway(config, opts);
  const post = async (body: object, headers: Record<string, string> = {}): Promise<GqlResponse> => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: GqlResponse['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { errors: [{ message: text }] };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const h: Harness = {
    api: theApi,
    gateway,
    config,
    post,
    gql(query, variables = {}, auth = {}) {
      const headers: Record<string, string> = {};
      if (auth.cookie) headers.cookie = auth.cookie;
      if (auth.token) headers.authorization = `Bearer ${auth.token}`;
      return post({ query, variables }, headers);
    },
    async placeId(input, cookie) {
      const r = await h.gql(
        'query ($input: String!) { placeSuggestions(input: $input, sessionToken: "t-1") { placeId } }',
        { input },
        { cookie },
      );
      const first = r.body.data?.placeSuggestions?.[0]?.placeId;
      if (!first) throw new Error(`no place for "${input}": ${r.status} ${JSON.stringify(r.body)}`);
      return first;
    },
    async login(email, password = 'demo-password') {
      const r = await post({
        query:
          'mutation ($input: LoginInput!) { login(input: $input) { viewer { email } userErrors { field message } } }',
        variables: { input: { email, password } },
      });
      const setCookie = r.headers.get('set-cookie');
      if (!setCookie || !r.body.data?.login?.viewer)
        throw new Error(`login failed for ${email}: ${JSON.stringify(r.body)}`);
      return setCookie.split(';')[0]!;
    },
    async close() {
      await gateway.close();
      if (!api) await theApi.close();
    },
  };
  return h;
}

/** The demo users of docs/decisions.md#demo-users with their roles and permissions. */
export const DEMO_USERS = {
  'admin@demo.local': { roles: ['Super Admin'], permissions: [] as string[] },
  'sales@demo.local': { roles: ['B2B Sales'], permissions: ['customerpricing:create'] },
  'staff@demo.local': { roles: [] as string[], permissions: [] as string[] },
  'reader@demo.local': {
    roles: [] as string[],
    permissions: ['read:hauler', 'read:alert', 'read:market'],
  },
  'hauler@demo.local': { roles: [] as string[], permissions: [] as string[] },
} as const;
