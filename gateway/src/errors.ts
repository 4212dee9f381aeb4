// GraphQLError factories: every failure a caller sees carries an `extensions.code`.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import { reportError } from '@shared/errorReporting/node.ts';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_TIMEOUT'
  | 'PERSISTED_QUERY_REQUIRED'
  | 'QUERY_TOO_COSTLY'
  | 'RESPONSE_TOO_LARGE'
  | 'DEADLINE_EXCEEDED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'BAD_REQUEST'
  | 'PERSISTED_QUERY_HASH_MISMATCH';

/** A GraphQLError with a code and optional extra extensions. */
export function gqlError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message = 'You need to log in') =>
  gqlError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  gqlError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => gqlError('NOT_FOUND', message);
/** Input the caller can fix; `fields` maps input field names to messages. */
export const badInput = (message: string, fields?: Record<string, string>) =>
  gqlError('BAD_USER_INPUT', message, fields ? { fields } : {});
export const conflict = (message = 'The record changed since it was read') =>
  gqlError('CONFLICT', message);
/** What a caller is told when the main API failed or did not answer; internals are logged. */
export const UPSTREAM_FAILED = 'The main API could not answer; try again';
export const UPSTREAM_TIMED_OUT = 'The main API did not answer in time; try again';
/** The main API failed; internals are logged, never sent. */
export const upstream = (message = UPSTREAM_FAILED) => gqlError('UPSTREAM_ERROR', message);
/** The request ran past its overall deadline (REQUEST_DEADLINE_MS), upstream calls included. */
export const deadlineExceeded = (ms: number) =>
  gqlError('DEADLINE_EXCEEDED', `The request did not finish within its ${ms} ms deadline`, {
    deadlineMs: ms,
  });
/** The response grew past MAX_RESPONSE_BYTES; nothing of it is sent. */
export const responseTooLarge = (bytes: number) =>
  gqlError(
    'RESPONSE_TOO_LARGE',
    `The response would be larger than ${bytes} bytes; select fewer fields or fewer results`,
    { maxBytes: bytes },
  );

/** The code of an error thrown by a resolver, when it has one. */
export function codeOf(err: unknown): string | undefined {
  const e = err as { extensions?: { code?: unknown }; originalError?: unknown };
  if (typeof e?.extensions?.code === 'string') return e.extensions.code;
  if (e?.originalError) return codeOf(e.originalError);
  return undefined;
}

/** Codes whose message is meant for the caller; anything else is an internal error. */
export const SAFE_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'PERSISTED_QUERY_REQUIRED',
  'QUERY_TOO_COSTLY',
  'RESPONSE_TOO_LARGE',
  'DEADLINE_EXCEEDED',
  'UPSTREAM_UNAVAILABLE',
  'PERSISTED_QUERY_HASH_MISMATCH',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Drops graphql-js's "Did you mean ...?" hints (they reveal the schema to anonymous callers). */
export const withoutSuggestions = (message: string) =>
  message.replace(/\s*Did you mean [^?]*\?/g, '').replace(/\s*\[Suggestion hidden\]\??/g, '');

/** A request for a subscription: the gateway has none (400 BAD_REQUEST, not an internal error). */
export function refuseSubscriptions(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          throw new GraphQLError('Subscriptions are not supported; send a query or a mutation', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        },
      };
    },
  };
}

/** Errors Apollo raises without a code although the caller caused them, by their message. */
const CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  'provided sha does not match query': {
    code: 'PERSISTED_QUERY_HASH_MISMATCH',
    message: 'The persisted query hash does not match the query text',
  },
  // graphql-js stops after 50 bad variable values and adds this error, without a code.
  'Too many errors processing variables, error limit reached. Execution aborted.': {
    code: 'BAD_USER_INPUT',
    message: 'Too many invalid variable values; the first 50 are listed',
  },
  'Schema is not configured to execute subscription operation.': {
    code: 'BAD_REQUEST',
    message: 'Subscriptions are not supported; send a query or a mutation',
  },
};

/** True when the caller may see the error as it is (a safe code, or a known client error). */
function isForCaller(message: string, code: unknown): boolean {
  return message in CLIENT_ERRORS || (typeof code === 'string' && SAFE_CODES.has(code));
}

/**
 * Sends every internal error of a GraphQL request to error reporting (when SENTRY_DSN is set),
 * with the request's method, URL and headers (scrubbed of credentials before sending) and the
 * field path; errors meant for the caller (safe codes) are not reported.
 */
export function reportInternalErrors(): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            if (isForCaller(error.message, codeOf(error))) continue;
            const headers = request.http ? Object.fromEntries(request.http.headers) : undefined;
            reportError(unwrapResolverError(error), {
              request: {
                method: request.http?.method,
                url: '/graphql',
                headers,
                id: headers?.['x-request-id'],
              },
              extra: { path: error.path?.join('.'), operation: operationName ?? null },
            });
          }
        },
      };
    },
  };
}

/** Apollo's `formatError`: errors without a safe code are logged and sent as 'Internal server error'. */
export function hideInternalErrors(
  log: (err: unknown, path: GraphQLFormattedError['path']) => void,
) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const known = CLIENT_ERRORS[formatted.message];
    if (known) return { ...formatted, ...known, extensions: { code: known.code } };
    const code = formatted.extensions?.code as string | undefined;
    if (code && SAFE_CODES.has(code)) {
      const message = withoutSuggestions(formatted.message);
      return message === formatted.message ? formatted : { ...formatted, message };
    }
    log(unwrapResolverError(error), formatted.path);
    return {
      message: 'Internal server error',
      ...(formatted.path ? { path: formatted.path } : {}),
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
