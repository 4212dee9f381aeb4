// The one `beforeSend` / `beforeBreadcrumb` of error reporting (Sentry), used by the main API,
// the gateway and the web app (docs/deploying.md#error-reporting): an event leaves the process
// without tokens, cookies, authorization headers, passwords or secrets, wherever they sit
// (request headers, cookies, body, query string, URLs, breadcrumbs, extra data, messages).
// Plain objects in, plain objects out: no Sentry import, so the web bundle and the servers share it.

export const FILTERED = '[Filtered]';

/** Names of fields, headers and parameters whose value is never sent. */
const SENSITIVE_KEY =
  /authorization|cookie|token|passw(or)?d|pwd|secret|session|api[-_]?key|signature|credential/i;

/** Credentials inside free text: bearer tokens, JWTs, `name=value` pairs of sensitive names. */
const BEARER = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const PAIR =
  /\b([\w-]*(?:token|passw(?:or)?d|secret|session|api[-_]?key|signature|cookie|authorization)[\w-]*)=([^&\s;,"']*)/gi;

const JSON_PAIR =
  /("[\w-]*(?:token|passw(?:or)?d|secret|session|api[-_]?key|signature|cookie|authorization)[\w-]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

/** Hides credentials inside one string (a message, a URL, a query string, a cookie line). */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(JSON_PAIR, (_m, name: string) => `${name}"${FILTERED}"`)
    .replace(PAIR, (_m, name: string) => `${name}=${FILTERED}`);
}

/** Copies a value with every sensitive field filtered and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 12) return FILTERED;
  if (Array.isArray(value)) {
    // [name, value] pairs (Sentry's query_string and headers may come as such).
    if (value.length === 2 && typeof value[0] === 'string' && SENSITIVE_KEY.test(value[0]))
      return [value[0], FILTERED];
    return value.map((v) => scrubValue(v, depth + 1));
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      SENSITIVE_KEY.test(key) && v !== undefined && v !== null
        ? FILTERED
        : scrubValue(v, depth + 1);
  }
  return out;
}

interface RequestData {
  headers?: Record<string, unknown>;
  cookies?: unknown;
  data?: unknown;
  query_string?: unknown;
  url?: string;
  [key: string]: unknown;
}

/** The parts of an event the scrubber reads (a structural subset of Sentry's Event). */
export interface ScrubbableEvent {
  request?: RequestData;
  breadcrumbs?: unknown[];
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  user?: Record<string, unknown>;
  message?: string;
  exception?: { values?: { value?: string; [key: string]: unknown }[] };
  [key: string]: unknown;
}

/** Sentry's `beforeSend`: the event without credentials. */
export function scrubEvent<E extends object>(given: E): E {
  const event = given as ScrubbableEvent;
  const out: ScrubbableEvent = { ...event };
  if (event.request) {
    const { cookies: _cookies, ...request } = event.request;
    out.request = scrubValue(request) as RequestData;
  }
  if (event.breadcrumbs) out.breadcrumbs = event.breadcrumbs.map((b) => scrubBreadcrumb(b));
  for (const key of ['extra', 'contexts', 'tags'] as const) {
    if (event[key]) out[key] = scrubValue(event[key]) as Record<string, unknown>;
  }
  // Who hit the error may be kept (id, email); their address and anything else is not sent.
  if (event.user) {
    const { id, email, username } = event.user;
    out.user = {
      ...(id !== undefined ? { id } : {}),
      ...(email ? { email } : {}),
      ...(username ? { username } : {}),
    };
  }
  if (typeof event.message === 'string') out.message = scrubText(event.message);
  if (event.exception?.values) {
    out.exception = {
      ...event.exception,
      values: event.exception.values.map((v) =>
        typeof v.value === 'string' ? { ...v, value: scrubText(v.value) } : v,
      ),
    };
  }
  return out as E;
}

/** Sentry's `beforeBreadcrumb`: the breadcrumb (message, URL, data) without credentials. */
export function scrubBreadcrumb<B>(breadcrumb: B): B {
  return scrubValue(breadcrumb) as B;
}
