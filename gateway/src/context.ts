// The context of one GraphQL request: the caller's session, REST clients, loaders, request id.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.ts';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  readToken,
  setSessionCookie,
  type SessionSealer,
  type TokenSource,
} from './auth/session.ts';
import { createLoaders, type Loaders } from './loaders/index.ts';
import { createRest, type Rest } from './rest/index.ts';
import { isRefusedToken, type SessionUser } from './rest/auth.ts';
import { checkedSessions } from './http/anonymous.ts';
import type { Log } from './rest/http.ts';
import { RequestBudget } from './budget.ts';
import { checkSession, type Caches } from './cache.ts';
import { gqlError } from './errors.ts';

const clientGone = () =>
  gqlError('DEADLINE_EXCEEDED', 'The caller closed the connection before the answer');

export interface Context {
  config: GatewayConfig;
  /** The gateway's caches (cache.ts): sessions, lookup lists, time zones. */
  caches: Caches;
  requestId: string;
  log: Log & { info(obj: object, msg?: string): void };
  rest: Rest;
  loaders: Loaders;
  /**
   * The request's deadline (REQUEST_DEADLINE_MS, its signal passed to every upstream call) and
   * response-size meter (MAX_RESPONSE_BYTES).
   */
  budget: RequestBudget;
  /** The caller's token (cookie or bearer) and where it came from. */
  token: string | undefined;
  tokenSource: TokenSource;
  /**
   * The session user (`GET /check` at most once per request, reused across requests for
   * SESSION_CACHE_MS); null without a valid session.
   */
  viewer(): Promise<SessionUser | null>;
  /**
   * The session user when `viewer()` has already settled (undefined before), so the field checks
   * below the root can answer without a promise. A function: Apollo runs each operation on a
   * shallow copy of this object, which a property set later would not reach.
   */
  viewerNow(): SessionUser | null | undefined;
  /** Starts a session with a fresh token: sets the cookie and forgets the previous viewer. */
  startSession(token: string): void;
  /** Ends the session: clears the cookie and forgets the cached check; the viewer is null from now on. */
  endSession(): void;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Builds the context of one request. */
export function createContext(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: { config: GatewayConfig; sealer: SessionSealer; caches: Caches },
): Context {
  const { config, sealer, caches } = deps;
  const found = readToken(req, sealer);
  // The anonymous gate (http/anonymous.ts) may have checked this session already.
  const checked = found.token ? checkedSessions.get(req) : undefined;
  let viewerPromise: Promise<SessionUser | null> | undefined = checked
    ? Promise.resolve(checked)
    : undefined;
  let ended = false;
  let settled: SessionUser | null | undefined = found.token ? checked : null;
  // The deadline counts from the request's arrival: the anonymous gate's session check counts.
  const budget = new RequestBudget(
    config.requestDeadlineMs,
    config.maxResponseBytes,
    reply.elapsedTime,
  );
  // A caller that goes away ends its request: upstream calls in flight stop.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) budget.fail(clientGone());
  });

  const ctx: Context = {
    config,
    caches,
    requestId: String(req.id),
    log: req.log,
    token: found.token,
    tokenSource: found.source,
    req,
    reply,
    rest: undefined as unknown as Rest,
    loaders: undefined as unknown as Loaders,
    budget,
    viewerNow: () => settled,
    viewer() {
      if (!ctx.token || ended) return Promise.resolve(null);
      const token = ctx.token;
      viewerPromise ??= checkSession(caches, ctx.rest.auth, token).then(
        (user) => (settled = ended ? null : user),
        (err: unknown) => {
          if (isRefusedToken(err)) return (settled = null);
          viewerPromise = undefined; // a failed check (upstream down) is tried again
          throw err;
        },
      );
      return viewerPromise;
    },
    startSession(token) {
      ended = false;
      ctx.token = token;
      ctx.tokenSource = 'cookie';
      viewerPromise = undefined;
      settled = undefined;
      setSessionCookie(req, reply, sealer, token);
    },
    endSession() {
      ended = true;
      // Logout, a refused login or a 401/403 of the main API: this token is not reused from now.
      if (ctx.token) caches.sessions.delete(ctx.token);
      viewerPromise = undefined;
      settled = null;
      if (req.cookies?.[SESSION_COOKIE] !== undefined || ctx.tokenSource === 'cookie')
        clearSessionCookie(req, reply);
    },
  };
  ctx.rest = createRest({
    mainApiUrl: config.mainApiUrl,
    authUrl: config.authUrl,
    token: () => (ended ? undefined : ctx.token),
    requestId: ctx.requestId,
    timeoutMs: config.upstreamTimeoutMs,
    retries: config.upstreamRetries,
    log: req.log,
    onAuthRejected: () => ctx.endSession(),
    signal: budget.signal,
    maps: {
      provider: config.mapsProvider,
      apiKey: config.googleMapsApiKey,
      baseUrl: config.mapsBaseUrl,
    },
  });
  ctx.loaders = createLoaders(ctx.rest, caches);
  return ctx;
}
