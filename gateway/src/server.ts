// The gateway: Fastify + Apollo Server 5, the web build, GraphiQL, health and metrics.
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ConfigError, loadGatewayConfig, type GatewayConfig } from './config.ts';
import { createContext, type Context } from './context.ts';
import { checkSession, createCaches } from './cache.ts';
import { SessionSealer, readToken } from './auth/session.ts';
import { createRest } from './rest/index.ts';
import { hideInternalErrors, refuseSubscriptions, reportInternalErrors } from './errors.ts';
import { reportError, startErrorReporting } from '@shared/errorReporting/node.ts';
import { buildSchema } from './schema/index.ts';
import { PersistedQueryStore } from './persisted.ts';
import { LIMITS, adhocPolicy, armor, costLimit } from './limits.ts';
import { budgetPlugin, meterResolvers } from './budget.ts';
import { observability } from './observability.ts';
import { healthRoutes } from './http/health.ts';
import { webRoutes } from './http/web.ts';
import { graphiqlRoutes } from './http/graphiql.ts';
import { securityHeaders } from './http/security.ts';
import { anonymousGate } from './http/anonymous.ts';
import { parseTrustedProxies } from '@shared/auth/client-address.ts';
import { buildGraphiql, graphiqlDist } from '../graphiql/build.ts';

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

/** Starts the gateway; `port: 0` picks a free port. */
export async function startGateway(
  config: GatewayConfig,
  opts: {
    logger?: FastifyServerOptions['logger'];
    /** The clock of the caches (milliseconds); tests pass their own. */
    now?: () => number;
  } = {},
): Promise<RunningGateway> {
  // Error reporting (Sentry) only with SENTRY_DSN (docs/deploying.md#error-reporting).
  await startErrorReporting({ dsn: config.sentryDsn, service: 'gateway' });
  // X-Forwarded-For / -Proto are believed only from the configured proxies (TRUSTED_PROXIES).
  const trusted = parseTrustedProxies(config.trustedProxies);
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: (address) => {
      const a = address.startsWith('::ffff:') ? address.slice(7) : address;
      const family = net.isIP(a);
      return family !== 0 && trusted.check(a, family === 4 ? 'ipv4' : 'ipv6');
    },
    bodyLimit: 2 * 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given)
        ? given
        : crypto.randomUUID();
    },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // A route failing outside GraphQL (the web build, GraphiQL, health) with a server error.
  app.addHook('onError', async (req, reply, err) => {
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      reportError(err, {
        request: { method: req.method, url: req.url, headers: req.headers, id: String(req.id) },
      });
    }
  });
  securityHeaders(app, config);
  await app.register(fastifyCookie);

  const sealer = new SessionSealer(config.sessionSecret);
  const store = new PersistedQueryStore(config.persistedQueriesFile);
  const caches = createCaches(config, opts.now);
  const limits = armor();
  const schema = buildSchema();
  const apollo = new ApolloServer<Context>({
    schema: meterResolvers(schema),
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: false,
    persistedQueries: { cache: store, ttl: null },
    validationRules: limits.validationRules,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints and no HTTP caching of GraphQL answers (they are per user): the
      // default cache-control plugin would only cost a hook on every resolved field.
      ApolloServerPluginCacheControlDisabled(),
      refuseSubscriptions(),
      ...limits.plugins,
      costLimit(),
      adhocPolicy(store),
      budgetPlugin(),
      observability(store),
      reportInternalErrors(),
    ],
    formatError: hideInternalErrors((err, path) =>
      app.log.error({ err, path }, 'unexpected GraphQL error'),
    ),
  });
  await apollo.start();

  const sessionUser = async (req: FastifyRequest) => {
    const { token } = readToken(req, sealer);
    if (!token) return null;
    const rest = createRest({
      mainApiUrl: config.mainApiUrl,
      authUrl: config.authUrl,
      requestId: String(req.id),
      timeoutMs: config.upstreamTimeoutMs,
      retries: config.upstreamRetries,
      log: req.log,
    });
    return checkSession(caches, rest.auth, token);
  };
  const hasSession = (req: FastifyRequest) =>
    sessionUser(req).then(
      (user) => !!user,
      () => false,
    );

  await app.register(healthRoutes, {
    mainApiUrl: config.mainApiUrl,
    metricsToken: config.metricsToken,
  });
  app.addHook(
    'preHandler',
    anonymousGate({ schema, store, allowAdhocQueries: config.allowAdhocQueries, sessionUser }),
  );
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (req, reply) => createContext(req, reply, { config, sealer, caches }),
  });
  await app.register(graphiqlRoutes, { dist: graphiqlDist });
  await webRoutes(app, {
    webDist: config.webDist,
    hasSession,
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const url = address
    .replace('0.0.0.0', '127.0.0.1')
    .replace('[::]', '127.0.0.1')
    .replace('[::1]', '127.0.0.1');
  app.log.info({ persistedOperations: store.size }, `gateway listening on ${url}`);
  return {
    url,
    async close() {
      await app.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let config: GatewayConfig;
  try {
    config = loadGatewayConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  const gateway = await startGateway(config, {
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  console.log(`gateway listening on ${gateway.url} (main API ${config.mainApiUrl})`);
  // Run directly (not through scripts/start.mjs): build GraphiQL in the background if needed.
  buildGraphiql({ quiet: true }).catch((err) => console.warn(`GraphiQL: ${err.message}`));
  const stop = () => gateway.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
