// Builds the main API's Fastify app: error handling, token verification, OpenAPI, routes.
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import swagger from '@fastify/swagger';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { ApiError } from './errors.ts';
import { authRoutes } from './auth/routes.ts';
import { guardBeforeValidation } from './auth/guard.ts';
import { securityHeaders } from './security-headers.ts';
import type { TokenService } from './auth/tokens.ts';
import { registerRoutes } from './routes/index.ts';

export interface AppDeps {
  database: Database;
  tokens: TokenService;
  config: Pick<ApiConfig, 'featureCustomerPricing' | 'featureLogging'>;
  logger?: FastifyServerOptions['logger'];
  /** The current time; tests set a fixed clock (availability depends on the local time). */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Creates the app with every route registered; call `listen` or `inject` on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
        allowUnionTypes: true,
      },
    },
    genReqId: (req) => (req.headers['x-request-id'] as string) || crypto.randomUUID(),
  });
  app.decorate('deps', deps);
  securityHeaders(app, (deps.config as Partial<ApiConfig>).trustedProxies);

  // Form-encoded bodies (the OAuth token call accepts both JSON and forms).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Main API', version: '1.0.0', description: 'REST service of record' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
  });

  // Route guards run before validation (auth/guard.ts).
  app.addHook('onRoute', guardBeforeValidation);

  // Verifies a bearer token when one is sent; routes decide whether they need one.
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (header?.toLowerCase().startsWith('bearer ')) {
      req.user = await deps.tokens.verify(header.slice(7).trim());
    }
  });

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) return reply.status(err.statusCode).send(err.toJSON());
    const fe = err as FastifyError;
    if (fe.validation) {
      const fields: Record<string, string> = {};
      for (const v of fe.validation) {
        const params = v.params as Record<string, string>;
        const key =
          params.missingProperty ??
          params.additionalProperty ??
          (v.instancePath.replace(/^\//, '').replace(/\//g, '.') || fe.validationContext || 'body');
        fields[key] = params.additionalProperty ? 'Unknown field' : (v.message ?? 'Invalid value');
      }
      return reply.status(400).send({
        error: {
          code: 'BAD_REQUEST',
          message: `Invalid ${fe.validationContext ?? 'request'}: ${fe.message}`,
          fields,
        },
      });
    }
    if (fe.statusCode && fe.statusCode < 500) {
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.name === 'SyntaxError'
          ? 'Malformed JSON in request body'
          : fe.message;
      return reply.status(fe.statusCode).send({ error: { code: 'BAD_REQUEST', message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: 'Internal server error' } });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No route for ${req.method} ${req.url.split('?')[0]}`,
      },
    }),
  );

  app.get('/healthz', { schema: { tags: ['meta'], security: [] } }, async () => {
    await deps.database.db.execute('select 1');
    return { status: 'ok', engine: deps.database.engine };
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authRoutes, { prefix: '/auth', db: deps.database.db, tokens: deps.tokens });
  await app.register(registerRoutes);
  return app;
}
