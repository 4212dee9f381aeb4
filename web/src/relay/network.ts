// The Relay network layer: every web operation is a persisted query (relay-compiler writes
// web/persisted-queries.json and the gateway looks the text up by its SHA-256 id). It also tells
// an outage (ServiceUnavailableError: the route shows 'The service is unavailable, retrying…'
// and retries) and a deploy (an unknown persisted id: the page reloads itself once) apart from
// other failures (docs/deploying.md#outages-and-deploys-in-the-web-app).
import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { activity } from '../ui/loading/activity.ts';

/** Thrown for a response the app cannot use (HTTP failure or a body that is not GraphQL). */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The request body of a persisted operation (Apollo's persisted-query extension shape). */
export function persistedBody(id: string, name: string, variables: Record<string, unknown>) {
  return {
    operationName: name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: id } },
  };
}

/** The gateway or the main API is down or overloaded; the same request later may well succeed. */
export class ServiceUnavailableError extends NetworkError {
  /** `retrying`: a route query the page retries by itself; a mutation is not retried. */
  constructor(status?: number, retrying = true) {
    super(
      retrying
        ? 'The service is unavailable, retrying…'
        : 'The service is unavailable; nothing was saved, try again in a moment',
      status,
    );
    this.name = 'ServiceUnavailableError';
  }
}

/** HTTP statuses of a proxy or gateway whose upstream is down, restarting or overloaded. */
const OUTAGE_STATUS = new Set([502, 503, 504]);
/** Codes of the gateway (gateway/src/errors.ts) for a main API that is down, failing or too slow. */
const OUTAGE_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR', 'UPSTREAM_TIMEOUT']);

type ErrorBody = { errors?: { extensions?: { code?: unknown; reason?: unknown } }[] } | null;

const extensionsOf = (body: unknown) => {
  const errors = (body as ErrorBody)?.errors;
  return Array.isArray(errors) ? errors.map((e) => e?.extensions ?? {}) : [];
};

/**
 * True when an answer (status and parsed body, if any) means the service is out, not the request
 * wrong. An UPSTREAM_ERROR with a `reason` is the maps provider's answer (gateway/src/rest/maps.ts:
 * rate limits, its own failures), which the screens handle themselves: not an outage.
 */
export function isOutage(status: number, body: unknown): boolean {
  return (
    OUTAGE_STATUS.has(status) ||
    extensionsOf(body).some(
      (x) => typeof x.code === 'string' && OUTAGE_CODES.has(x.code) && x.reason === undefined,
    )
  );
}

/** True when the gateway does not know the persisted id: this page runs an earlier build. */
export function isUnknownPersistedQuery(body: unknown): boolean {
  return extensionsOf(body).some((x) => x.code === 'PERSISTED_QUERY_NOT_FOUND');
}

/** The sessionStorage key holding when this tab last reloaded for a new build. */
export const RELOAD_MARK = 'dq:reloaded-for-new-build';
/** A second reload within this time is refused (the new build lacks the id too: no loop). */
export const RELOAD_GUARD_MS = 5 * 60_000;

/**
 * Reloads the page once to fetch the deployed build (whose persisted ids the gateway knows).
 * Answers false, without reloading, when this tab already reloaded within RELOAD_GUARD_MS.
 */
export function reloadForNewBuild(
  env: {
    storage: Pick<Storage, 'getItem' | 'setItem'>;
    reload: () => void;
    now: () => number;
  } = { storage: sessionStorage, reload: () => window.location.reload(), now: Date.now },
): boolean {
  const now = env.now();
  try {
    const last = Number(env.storage.getItem(RELOAD_MARK) ?? 0);
    if (last && now - last < RELOAD_GUARD_MS) return false;
    env.storage.setItem(RELOAD_MARK, String(now));
  } catch {
    return false; // storage refused (privacy settings): without the guard, never reload
  }
  env.reload();
  return true;
}

/** Consecutive outage answers; reset by any answer of a working service (the retry backoff reads it). */
export const outage = { failures: 0 };

let sessionEnded: (() => void) | null = null;

/** Registers what to do when the gateway answers that the session is gone. */
export function onSessionEnded(listener: () => void) {
  sessionEnded = listener;
}

/** True when a GraphQL response says the caller has no valid session. */
export function isUnauthenticated(body: unknown): boolean {
  return extensionsOf(body).some((x) => x.code === 'UNAUTHENTICATED');
}

/** Relay's fetch function: POST /graphql with the session cookie; a mutation shows the loading bar. */
export const fetchGraphQL: FetchFunction = (params, variables, config) =>
  params.operationKind === 'mutation'
    ? activity.track(send(params, variables, config) as Promise<GraphQLResponse>)
    : send(params, variables, config);

const send: FetchFunction = async (params, variables) => {
  if (!params.id) throw new NetworkError(`Operation ${params.name} is not persisted`);
  const retrying = params.operationKind !== 'mutation';
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify(persistedBody(params.id, params.name, variables)),
    });
  } catch {
    // No answer at all: the gateway is down or the network is gone.
    outage.failures++;
    throw new ServiceUnavailableError(undefined, retrying);
  }
  let body: GraphQLResponse | undefined;
  try {
    body = (await res.json()) as GraphQLResponse;
  } catch {
    body = undefined;
  }
  if (isOutage(res.status, body)) {
    outage.failures++;
    throw new ServiceUnavailableError(res.status, retrying);
  }
  outage.failures = 0;
  if (!body)
    throw new NetworkError(`The server answered ${res.status} without a GraphQL body`, res.status);
  // A deploy removed this build's persisted ids: load the new build (once; the page reloads).
  if (isUnknownPersistedQuery(body)) {
    if (reloadForNewBuild()) return new Promise(() => {});
    throw new NetworkError('This page is out of date: reload it to load the new version');
  }
  if (isUnauthenticated(body)) sessionEnded?.();
  // GraphQL-over-HTTP answers 4xx with a body for request errors; Relay wants the body or an error.
  if (!('data' in body) && 'errors' in body && Array.isArray(body.errors)) {
    const message = body.errors.map((e) => e.message).join('; ');
    throw new NetworkError(message || `Request failed with ${res.status}`, res.status);
  }
  return body;
};
