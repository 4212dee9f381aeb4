// Over 300 lines: the HttpClient call path (attempt, retry, breaker, errors) reads best whole.
// The one HTTP layer under every REST client: a shared keep-alive agent, the caller's token and
// request id forwarded, a deadline per call, a circuit breaker per upstream (opened by a share of
// failures over a time window, so one replica dying behind a balancer does not open it), a call
// cut off at the connection retried once at once on a fresh connection (GETs; other methods
// only when the connection was never made), jittered retries for idempotent GETs only (within a
// retry budget, honouring Retry-After), and REST errors turned into GraphQL errors with
// `extensions.code`.
import http from 'node:http';
import https from 'node:https';
import fetch, { type RequestInit } from 'node-fetch';
import { GraphQLError } from 'graphql';
import { BrokenCircuitError, type IBackoff } from 'cockatiel';
import { UPSTREAM_FAILED, UPSTREAM_TIMED_OUT, type ErrorCode } from '../errors.ts';
import { upstreamCalls, upstreamLatency } from '../metrics.ts';
import { UpstreamFault, jitter, retryAfterMs, upstreamFor, type Resilience } from './resilience.ts';

/**
 * How long a pooled connection may sit unused before the gateway closes it: shorter than the
 * shortest keep-alive timeout of the servers it calls (Node's http server: 5 s; Fastify: 72 s;
 * common balancers: 60 s). Without it a pooled connection lived until the upstream closed it,
 * and a call sent just as the upstream closed met a reset connection: a write (a search, the
 * maps stand-in's POSTs) is never sent again, so it failed with UPSTREAM_ERROR (seen in CI
 * through the tests' proxy, a Node server). Node's agent shortens this to a server's
 * `Keep-Alive: timeout` hint only when set, and to the hint itself, not below it.
 */
export const FREE_SOCKET_MS = 4_000;
const pooled = {
  keepAlive: true,
  maxSockets: 128,
  keepAliveMsecs: 10_000,
  timeout: FREE_SOCKET_MS,
};
const httpAgent = new http.Agent(pooled);
const httpsAgent = new https.Agent(pooled);
/** The keep-alive agent shared by every upstream call of this process. */
export const agentFor = (url: URL) => (url.protocol === 'https:' ? httpsAgent : httpAgent);
// A new connection per call, for the retry of a call cut off at the connection: a pooled socket
// may lead to a replica that just died (behind a balancer, each connection keeps its backend).
const freshHttpAgent = new http.Agent({ keepAlive: false });
const freshHttpsAgent = new https.Agent({ keepAlive: false });
const freshAgentFor = (url: URL) => (url.protocol === 'https:' ? freshHttpsAgent : freshHttpAgent);

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
  /**
   * Answer `{ value, text, bytes }`: the parsed JSON with the text it was parsed from and the
   * bytes as received (`WithText`).
   */
  withText?: boolean;
}

/** A JSON answer with its text and bytes (CallOptions.withText). */
export interface WithText<T> {
  value: T;
  text: string;
  /** The answer's bytes as received (outside the JavaScript heap). */
  bytes: Uint8Array;
}

/**
 * The bytes of an answer, copied once. node-fetch's arrayBuffer() copies them twice and its
 * text() decodes them with a TextDecoder, which here took 540 µs for a 280 kB search answer
 * against 320 for Buffer's UTF-8 decoding (gateway/README.md#cost-of-one-results-query). A body
 * cut off or aborted rejects as node-fetch's own reading would (an AbortError on the deadline).
 * Not node:stream/consumers' buffer(): on Node 20 it goes through a Blob, copying them again.
 */
async function readBody(body: NodeJS.ReadableStream | null): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length);
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
  /** Called when the upstream answers 401 or 403: the session ends (docs/decisions.md#calls). */
  onAuthRejected?: (status: number) => void;
  /**
   * The GraphQL request's overall deadline: once aborted, calls in flight stop, no call or retry
   * starts, and the call fails with the abort reason (DEADLINE_EXCEEDED).
   */
  signal?: AbortSignal;
  /** Breaker and retry settings of this upstream, taken when the process first calls it. */
  resilience?: Partial<Resilience>;
}

/** What one attempt got back (statuses that are not faults). */
interface Answer {
  status: number;
  text: string;
  /** The bytes of `text`, when the call asked for them (CallOptions.withText). */
  bytes?: Uint8Array;
  type: string;
  retryAfterMs?: number;
}

/** A REST failure as a GraphQL error; `status` and `body` stay on the server. */
export class RestError extends GraphQLError {
  constructor(
    message: string,
    code: ErrorCode,
    readonly status: number,
    fields?: Record<string, string>,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code, ...(fields ? { fields } : {}), ...extra } });
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

/** Errors of a connection that was never made: nothing of the call reached the upstream. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/**
 * Whether a call cut off at the connection (no answer at all) is sent once more, at once, on a
 * fresh connection: a GET always (reading twice is harmless; a pooled connection may have led
 * to a replica that just died); any other method only when the connection was never made
 * (refused, unreachable), since a write that may have reached the upstream is never repeated.
 */
export function reconnectable(method: string, error: unknown): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  const e = error as { code?: unknown; erroredSysCall?: unknown; syscall?: unknown } | null;
  return (
    e?.erroredSysCall === 'connect' ||
    e?.syscall === 'connect' ||
    (typeof e?.code === 'string' && NOT_CONNECTED.has(e.code))
  );
}

/** Statuses that mean the upstream (not the request) failed: retried for GETs, counted by the breaker. */
const FAULT_STATUS = new Set([502, 503, 504]);
// 429 is not among them: the auth service answers it for one account's sign-in limit, which
// says nothing about the service's health. A GET answered 429 with Retry-After is retried.
/** Waits, or stops early when the request's deadline aborts. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

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

  /** Sends one call (and, for GET, its retries) within the deadline and the upstream's breaker. */
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
    const init: RequestInit = {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      agent: agentFor,
    };

    const deadline = Date.now() + timeoutMs;
    const tries = method === 'GET' ? retries + 1 : 1;
    const request = this.opts.signal;
    const upstream = upstreamFor(baseUrl, this.opts.resilience);
    upstream.budget.recordCall();
    let backoff: IBackoff<unknown> | undefined;
    // Once a call was cut off at the connection, its later attempts take fresh connections.
    let fresh = false;
    const labels = { resource, method };
    for (let attempt = 1; ; attempt++) {
      if (request?.aborted) throw requestEnded(request);
      let answer: Answer;
      try {
        // The breaker sees one outcome for an attempt and its reconnect.
        answer = await upstream.breaker.execute(async () => {
          try {
            return await this.once(url, init, deadline, labels, fresh, o.withText);
          } catch (err) {
            if (
              fresh ||
              !(err instanceof UpstreamFault) ||
              err.kind !== 'network' ||
              !reconnectable(method, err.error) ||
              request?.aborted ||
              Date.now() >= deadline
            )
              throw err;
            fresh = true;
            return await this.once(url, init, deadline, labels, true, o.withText);
          }
        });
      } catch (err) {
        if (err instanceof BrokenCircuitError) {
          upstreamCalls.inc({ resource, method, status: 'open' });
          throw new RestError(
            'The service is unavailable; retrying shortly',
            'UPSTREAM_UNAVAILABLE',
            503,
            undefined,
            { retryAfterMs: upstream.settings.halfOpenAfterMs },
          );
        }
        if (!(err instanceof UpstreamFault)) throw err;
        if (request?.aborted) throw requestEnded(request);
        backoff = backoff ? backoff.next(undefined) : jitter(upstream.settings).next();
        const wait = err.retryAfterMs ?? backoff.duration;
        const retry =
          method === 'GET' &&
          attempt < tries &&
          err.kind !== 'timeout' &&
          (err.kind === 'network' || FAULT_STATUS.has(err.status)) &&
          wait <= upstream.settings.maxRetryAfterMs &&
          Date.now() + wait < deadline &&
          upstream.budget.tryRetry();
        if (retry) {
          await sleep(wait, request);
          continue;
        }
        throw this.faultError(err, method, url);
      }
      if (
        answer.status === 429 &&
        method === 'GET' &&
        answer.retryAfterMs !== undefined &&
        attempt < tries &&
        answer.retryAfterMs <= upstream.settings.maxRetryAfterMs &&
        Date.now() + answer.retryAfterMs < deadline &&
        upstream.budget.tryRetry()
      ) {
        await sleep(answer.retryAfterMs, request);
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) {
        if (!answer.text) return undefined as T;
        const parsed = parseJson(answer.text);
        if (typeof parsed === 'string' && !/json/.test(answer.type)) {
          log.error(
            { method, url: url.pathname, requestId, body: answer.text.slice(0, 500) },
            'upstream answered no JSON',
          );
          throw new RestError(UPSTREAM_FAILED, 'UPSTREAM_ERROR', 502);
        }
        return (
          o.withText ? { value: parsed, text: answer.text, bytes: answer.bytes } : parsed
        ) as T;
      }
      throw this.toError(method, url, answer.status, answer.text);
    }
  }

  /** One attempt: answers the status and text, or throws an UpstreamFault or the request's end. */
  private async once(
    url: URL,
    init: RequestInit,
    deadline: number,
    labels: { resource: string; method: string },
    fresh: boolean,
    withBytes = false,
  ): Promise<Answer> {
    const request = this.opts.signal;
    const started = process.hrtime.bigint();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(1, deadline - Date.now()));
    const onRequestAbort = () => controller.abort();
    request?.addEventListener('abort', onRequestAbort, { once: true });
    const observe = (status: string) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      upstreamCalls.inc({ ...labels, status });
      upstreamLatency.observe(labels, seconds);
    };
    try {
      const res = await fetch(url, {
        ...init,
        agent: fresh ? freshAgentFor : agentFor,
        signal: controller.signal,
      });
      const received = await readBody(res.body);
      const text = received.toString('utf8');
      const bytes = withBytes ? received : undefined;
      observe(String(res.status));
      if (FAULT_STATUS.has(res.status) || res.status >= 500) {
        throw new UpstreamFault(
          'status',
          res.status,
          text,
          retryAfterMs(res.headers.get('retry-after')),
        );
      }
      return {
        status: res.status,
        text,
        bytes,
        type: res.headers.get('content-type') ?? '',
        retryAfterMs: retryAfterMs(res.headers.get('retry-after')),
      };
    } catch (err) {
      if (err instanceof UpstreamFault) throw err;
      const aborted = controller.signal.aborted || (err as Error).name === 'AbortError';
      if (aborted && request?.aborted) {
        observe('deadline');
        throw requestEnded(request);
      }
      if (aborted) {
        observe('timeout');
        throw new UpstreamFault('timeout', 0, '', undefined, err);
      }
      observe('network');
      throw new UpstreamFault('network', 0, '', undefined, err);
    } finally {
      clearTimeout(timer);
      request?.removeEventListener('abort', onRequestAbort);
    }
  }

  /** The GraphQL error of an upstream fault that was not (or no longer) retried. */
  private faultError(f: UpstreamFault, method: string, url: URL): RestError {
    const { requestId, timeoutMs, log } = this.opts;
    if (f.kind === 'status') return this.toError(method, url, f.status, f.text);
    if (f.kind === 'timeout') {
      log.error(
        { err: f.error, method, url: url.pathname, requestId, timeoutMs },
        'upstream call timed out',
      );
      return new RestError(UPSTREAM_TIMED_OUT, 'UPSTREAM_TIMEOUT', 504);
    }
    log.error({ err: f.error, method, url: url.pathname, requestId }, 'upstream call failed');
    return new RestError(UPSTREAM_FAILED, 'UPSTREAM_ERROR', 502);
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
      return new RestError(UPSTREAM_FAILED, 'UPSTREAM_ERROR', status);
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
