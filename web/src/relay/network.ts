// The Relay network layer: every web operation is a persisted query (relay-compiler writes
// web/persisted-queries.json and the gateway looks the text up by its SHA-256 id).
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

let sessionEnded: (() => void) | null = null;

/** Registers what to do when the gateway answers that the session is gone. */
export function onSessionEnded(listener: () => void) {
  sessionEnded = listener;
}

/** True when a GraphQL response says the caller has no valid session. */
export function isUnauthenticated(body: unknown): boolean {
  const errors = (body as { errors?: { extensions?: { code?: string } }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => e?.extensions?.code === 'UNAUTHENTICATED');
}

/** Relay's fetch function: POST /graphql with the session cookie; a mutation shows the loading bar. */
export const fetchGraphQL: FetchFunction = (params, variables, config) =>
  params.operationKind === 'mutation'
    ? activity.track(send(params, variables, config) as Promise<GraphQLResponse>)
    : send(params, variables, config);

const send: FetchFunction = async (params, variables) => {
  if (!params.id) throw new NetworkError(`Operation ${params.name} is not persisted`);
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify(persistedBody(params.id, params.name, variables)),
  });
  let body: GraphQLResponse;
  try {
    body = (await res.json()) as GraphQLResponse;
  } catch {
    throw new NetworkError(`The server answered ${res.status} without a GraphQL body`, res.status);
  }
  if (isUnauthenticated(body)) sessionEnded?.();
  // GraphQL-over-HTTP answers 4xx with a body for request errors; Relay wants the body or an error.
  if (!('data' in body) && 'errors' in body && Array.isArray(body.errors)) {
    const message = body.errors.map((e) => e.message).join('; ');
    throw new NetworkError(message || `Request failed with ${res.status}`, res.status);
  }
  return body;
};
