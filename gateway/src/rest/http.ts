// The one HTTP layer under every REST client: a shared keep-alive agent, the caller's token and
// request id forwarded, a deadline per call, retries for idempotent GETs only, and REST errors
// turned into GraphQL errors with `extensions.code`.
import http from 'node:http';
import https from 'node:https';
import fetch, { type RequestInit } from 'node-fetch';
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../errors.ts';
import { upstreamCalls, upstreamLatency } from '../metrics.ts';

const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 128, keepAliveMsecs: 10_000 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 128, keepAliveMsecs: 10_000 });
/** The keep-alive agent shared by every upstream call of this process. */
export const agentFor = (url: URL) => (url.protocol === 'https:' ? httpsAgent : httpAgent);

export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  /** Metric label; defaults to the first path segment. */
  resource?: string;
  /** Extra headers (the auth service wants `x-token`). */
  headers?: Record<string, string>;
  /** Leave out the caller's bearer token (the maps time-zone call, the token call). */
  anonymous?: boolean;
}

/** Minimal logger shape (pino's). */
export interface Log {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

export interface HttpOptions {
  baseUrl: string;
  /** The caller's bearer token (a function, so a login within the request is seen). */
  token?: string | (() => string | undefined);
  requestId: string;
  timeoutMs: number;
  retries: number;
  log: Log;
  /** Called when the upstream answers 401 or 403: the session ends (spec 2, section 7). */
  onAuthRejected?: (status: number) => void;
  /**
   * The GraphQL request's overall deadline: once aborted, calls in flight stop, no call or retry
   * starts, and the call fails with the abort reason (DEADLINE_EXCEEDED).
   */
  signal?: AbortSignal;
}

/** A REST failure as a GraphQL error; `status` and `body` stay on the server. */
export class RestError extends GraphQLError {
  constructor(
    message: string,
    code: ErrorCode,
    readonly status: number,
    fields?: Record<string, string>,
  ) {
    super(message, { extensions: { code, ...(fields ? { fields } : {}) } });
  }
  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }
  get fields(): Record<string, string> | undefined {
    return this.extensions.fields as Record<string, string> | undefined;
  }
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status >= 500) return 'UPSTREAM_ERROR';
  return 'BAD_USER_INPUT';
}

/** Builds `?a=1&ids=1,2,3`, leaving out null and undefined values. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One caller's view of an upstream service: `get`, `post`, `put`, `delete` answer parsed JSON. */
export class HttpClient {
  constructor(readonly opts: HttpOptions) {}

  /** The same upstream at another base URL (the auth service, the maps service). */
  withBase(baseUrl: string): HttpClient {
    return new HttpClient({ ...this.opts, baseUrl });
  }

  get<T = unknown>(path: string, o: CallOptions = {}) {
    return this.call<T>('GET', path, o);
  }
  post<T = unknown>(path: string, body?: unknown, o: CallOptions = {}) {
    return this.call<T>('POST', path, { ...o, body });
  }
  put<T = unknown>(path: string, body?: unknown, o: CallOptions = {}) {
    return this.call<T>('PUT', path, { ...o, body });
  }
  delete<T = unknown>(path: string, o: CallOptions = {}) {
    return this.call<T>('DELETE', path, o);
  }

  /** Sends one call (and, for GET, its retries) within the deadline. */
  async call<T>(method: string, path: string, o: CallOptions = {}): Promise<T> {
    const { baseUrl, requestId, timeoutMs, retries, log } = this.opts;
    const token = typeof this.opts.token === 'function' ? this.opts.token() : this.opts.token;
    const url = new URL(
      `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${queryString(o.query)}`,
    );
    const resource = o.resource ?? path.replace(/^\//, '').split(/[/?]/)[0] ?? 'root';
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': requestId,
      ...o.headers,
    };
    if (token && !o.anonymous) headers.authorization = `Bearer ${token}`;
    if (o.body !== undefined) headers['content-type'] = 'application/json';

    const deadline = Date.now() + timeoutMs;
    const tries = method === 'GET' ? retries + 1 : 1;
    const request = this.opts.signal;
    for (let attempt = 1; ; attempt++) {
      if (request?.aborted) throw requestEnded(request);
      const started = process.hrtime.bigint();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), Math.max(1, deadline - Date.now()));
      const onRequestAbort = () => controller.abort();
      request?.addEventListener('abort', onRequestAbort, { once: true });
      const done = () => {
        clearTimeout(timer);
        request?.removeEventListener('abort', onRequestAbort);
      };
      const observe = (status: string) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        upstreamCalls.inc({ resource, method, status });
        upstreamLatency.observe({ resource, method }, seconds);
      };
      let res;
      try {
        const init: RequestInit = {
          method,
          headers,
          body: o.body === undefined ? undefined : JSON.stringify(o.body),
          agent: agentFor,
          signal: controller.signal,
        };
        res = await fetch(url, init);
        const text = await res.text();
        done();
        observe(String(res.status));
        if (res.ok) {
          if (!text) return undefined as T;
          const parsed = parseJson(text);
          if (typeof parsed === 'string' && !/json/.test(res.headers.get('content-type') ?? '')) {
            log.error(
              { method, url: url.pathname, requestId, body: text.slice(0, 500) },
              'upstream answered no JSON',
            );
            throw new RestError('The main API could not answer; try again', 'UPSTREAM_ERROR', 502);
          }
          return parsed as T;
        }
        if (
          method === 'GET' &&
          RETRYABLE_STATUS.has(res.status) &&
          attempt < tries &&
          Date.now() < deadline
        ) {
          await sleep(backoff(attempt));
          continue;
        }
        throw this.toError(method, url, res.status, text);
      } catch (err) {
        done();
        if (err instanceof RestError) throw err;
        const aborted = controller.signal.aborted || (err as Error).name === 'AbortError';
        if (aborted && request?.aborted) {
          observe('deadline');
          throw requestEnded(request);
        }
        if (aborted) {
          observe('timeout');
          log.error(
            { err, method, url: url.pathname, requestId, timeoutMs },
            'upstream call timed out',
          );
          throw new RestError(
            'The main API did not answer in time; try again',
            'UPSTREAM_TIMEOUT',
            504,
          );
        }
        observe('network');
        if (method === 'GET' && attempt < tries && Date.now() + backoff(attempt) < deadline) {
          await sleep(backoff(attempt));
          continue;
        }
        if (request?.aborted) throw requestEnded(request);
        log.error({ err, method, url: url.pathname, requestId }, 'upstream call failed');
        throw new RestError('The main API could not answer; try again', 'UPSTREAM_ERROR', 502);
      }
    }
  }

  private toError(method: string, url: URL, status: number, text: string): RestError {
    const body = parseJson(text) as
      { error?: { message?: string; fields?: Record<string, string> } } | string;
    const e = typeof body === 'object' && body ? body.error : undefined;
    if (status >= 500) {
      this.opts.log.error(
        {
          method,
          url: url.pathname,
          status,
          body: text.slice(0, 2000),
          requestId: this.opts.requestId,
        },
        'upstream error',
      );
      return new RestError('The main API could not answer; try again', 'UPSTREAM_ERROR', status);
    }
    if (status === 401 || status === 403) this.opts.onAuthRejected?.(status);
    const message = e?.message || defaultMessage(status);
    return new RestError(message, codeForStatus(status), status, e?.fields);
  }
}

/** The error a call fails with once the request's signal aborted (its reason when it has a code). */
function requestEnded(signal: AbortSignal): RestError {
  const reason = signal.reason as { message?: string; extensions?: { code?: unknown } } | undefined;
  const code = reason?.extensions?.code;
  if (typeof code === 'string' && reason?.message) {
    const error = new RestError(reason.message, code as ErrorCode, 504);
    Object.assign(error.extensions, reason.extensions, { code });
    return error;
  }
  return new RestError('The request did not finish within its deadline', 'DEADLINE_EXCEEDED', 504);
}

function defaultMessage(status: number): string {
  if (status === 401) return 'You need to log in';
  if (status === 403) return 'You do not have permission to do this';
  if (status === 404) return 'Not found';
  if (status === 409) return 'The record changed since it was read';
  return 'The request was not accepted';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const backoff = (attempt: number) => 50 * 3 ** (attempt - 1);
