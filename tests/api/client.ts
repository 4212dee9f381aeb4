// A small REST client for the main API tests: one API per file, tokens per demo user.
import { sqlOn, startTestApi, type TestApi } from '../helpers/api.ts';

export type Json = Record<string, any>;

export interface Reply {
  status: number;
  body: Json;
}

export interface Client {
  api: TestApi;
  /** Calls the API as a demo user ('admin', 'reader', 'staff', 'sales', 'hauler') or anonymously (null). */
  call(method: string, path: string, body?: unknown, as?: string | null): Promise<Reply>;
  get(path: string, as?: string | null): Promise<Reply>;
  post(path: string, body: unknown, as?: string | null): Promise<Reply>;
  put(path: string, body: unknown, as?: string | null): Promise<Reply>;
  del(path: string, as?: string | null): Promise<Reply>;
  /** Runs SQL directly on the test database (to check that nothing was written). */
  query(sql: string, params?: unknown[]): Promise<Json[]>;
  close(): Promise<void>;
}

/** Starts the API and answers a client for it. */
export async function startClient(
  overrides: Parameters<typeof startTestApi>[0] = {},
): Promise<Client> {
  const api = await startTestApi(overrides);
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    as: string | null = 'admin',
  ): Promise<Reply> => {
    const headers: Record<string, string> = {};
    if (as) headers.authorization = `Bearer ${await api.token(`${as}@demo.local`)}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Json = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed };
  };
  return {
    api,
    call,
    get: (p, as) => call('GET', p, undefined, as),
    post: (p, b, as) => call('POST', p, b, as),
    put: (p, b, as) => call('PUT', p, b, as),
    del: (p, as) => call('DELETE', p, undefined, as),
    query: sqlOn(api),
    close: () => api.close(),
  };
}
