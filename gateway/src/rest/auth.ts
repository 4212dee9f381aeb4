// The auth service (docs/decisions.md#calls): password grant, session check, password reset.
import { RestError, type HttpClient } from './http.ts';

/**
 * True when a session check failed because the auth service refused the token (no session), as
 * opposed to the service failing to answer (an outage, which is not a reason to log in again).
 */
export function isRefusedToken(err: unknown): boolean {
  return err instanceof RestError && (err.status === 401 || err.status === 403);
}

/** The session user as `GET /check` answers it. */
export interface SessionUser {
  id: number | string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
  phone: string | null;
  roles: string[];
  permissions: string[];
  internal: boolean;
}

export interface TokenAnswer {
  access_token: string;
  id_token?: string;
  expires_in?: number;
}

/** Fixed client facts of the password grant (docs/decisions.md#calls). */
export const OAUTH_CLIENT = {
  client_id: 'dumpster-quoting-web',
  audience: 'dumpster-quoting-api',
  scope: 'openid offline_access read:users',
  connection: 'Username-Password-Authentication',
};

/**
 * The browser's address for the auth service's sign-in limits: behind the gateway every call
 * comes from the gateway, so it names the client (trusted from the gateway only).
 */
const forwardedFor = (clientAddress: string | undefined): Record<string, string> =>
  clientAddress ? { 'x-forwarded-for': clientAddress } : {};

/** Calls of the auth service; `http` points at AUTH_URL. */
export function authClient(http: HttpClient) {
  return {
    /** `POST /oauth/token` with the password grant, on behalf of `clientAddress`. */
    token: (email: string, password: string, clientAddress?: string) =>
      http.post<TokenAnswer>(
        '/oauth/token',
        {
          grant_type: 'password',
          username: email,
          password,
          client_id: OAUTH_CLIENT.client_id,
          audience: OAUTH_CLIENT.audience,
          scope: OAUTH_CLIENT.scope,
        },
        { resource: 'auth.token', anonymous: true, headers: forwardedFor(clientAddress) },
      ),
    /** `GET /check` with the token in `x-token`. */
    check: (token: string) =>
      http.get<SessionUser>('/check', {
        resource: 'auth.check',
        headers: { 'x-token': token },
        anonymous: true,
      }),
    /** `POST /oauth/revoke`: the token stops working everywhere (logout). */
    revoke: (token: string) =>
      http.post<unknown>('/oauth/revoke', { token }, { resource: 'auth.revoke', anonymous: true }),
    /** `POST /dbconnections/change_password`, on behalf of `clientAddress`. */
    changePassword: (email: string, clientAddress?: string) =>
      http.post<{ message?: string }>(
        '/dbconnections/change_password',
        { client_id: OAUTH_CLIENT.client_id, connection: OAUTH_CLIENT.connection, email },
        {
          resource: 'auth.change_password',
          anonymous: true,
          headers: forwardedFor(clientAddress),
        },
      ),
  };
}
export type AuthClient = ReturnType<typeof authClient>;
