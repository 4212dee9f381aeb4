// Builds the main API's Fastify app: error handling, token verification, OpenAPI, routes.
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import swagger from '@fastify/swagger';
import { Ajv, type Options as AjvOptions, type ValidateFunction } from 'ajv';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { ApiError, badRequest, clientError, frameworkError } from './errors.ts';
import { authRoutes } from './auth/routes.ts';
import { guardBeforeValidation } from './auth/guard.ts';
import { securityHeaders } from './security-headers.ts';
import type { TokenService } from './auth/tokens.ts';
import { registerRoutes } from './routes/index.ts';
import { dbError } from './repo/records.ts';
import { registerOps } from './ops.ts';
import { reportError } from '@shared/errorReporting/node.ts';
import { lazySerializers } from './serializers.ts';

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
    /**
     * Compiles every route validator of this app and answers how many there are: a test's check
     * that every request schema compiles, which the start no longer proves (lazyValidator).
     */
    compileValidators(): number;
  }
}

// Query strings and path parameters arrive as text, so their numbers and booleans are parsed
// ('array' also turns `?ids=1` into a list where one is wanted). Bodies are JSON and keep their
// types: `name: 123` or `name: true` is refused rather than stored as text.
const shared: AjvOptions = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: true,
  allowUnionTypes: true,
};
const textAjv = new Ajv({ ...shared, coerceTypes: 'array' });
const bodyAjv = new Ajv({ ...shared, coerceTypes: false });

const NUL = 'Text may not contain NUL characters';
/** The path of the first key or text holding a NUL byte (PostgreSQL cannot store one). */
function nulByteIn(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const at = path === 'body' || path === 'query' || path === 'params' ? k : `${path}.${k}`;
    if (k.includes('\u0000')) return at.split('\u0000').join('\\0');
    const found = nulByteIn(v, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};
/** A schema error in words a caller can act on. */
function inWords(v: { keyword: string; params: Record<string, unknown>; message?: string }) {
  const p = v.params;
  switch (v.keyword) {
    case 'type': {
      const types = ([] as string[]).concat(p.type as string | string[]);
      return `Must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}`;
    }
    case 'maximum':
      return `Must be at most ${String(p.limit)}`;
    case 'minimum':
      return `Must be at least ${String(p.limit)}`;
    case 'maxLength':
      return `Must be at most ${String(p.limit)} characters`;
    case 'maxItems':
      return `Must hold at most ${String(p.limit)} items`;
    case 'pattern':
      return 'Has the wrong format';
    case 'enum':
      return 'Is not one of the allowed values';
    case 'required':
      return 'This field is required';
    default:
      return v.message ? `Is invalid (${v.message})` : 'Is invalid';
  }
}

/**
 * A route part's validator compiled on its first request, as the serializers are
 * (lazySerializers): compiling the schemas of every route when the app starts was 0.36 of its
 * 0.87 s start in a new process (each test file starts one). Called as Fastify calls Ajv's own
 * function: with the parent of the value when the function has a `schemaEnv` (so that Ajv can
 * replace a coerced root value), and answering its `errors` on the function Fastify was given.
 * A schema Ajv cannot compile would fail its route's first request instead of the start:
 * tests/api/response-schemas.test.ts compiles every one (`app.compileValidators`). `compilers`
 * collects the app's compile steps for that.
 */
function lazyValidator(ajv: Ajv, schema: object, compilers: (() => unknown)[]) {
  let validate: ValidateFunction | undefined;
  const compile = () => (validate ??= ajv.compile(schema));
  compilers.push(compile);
  const check = (data: unknown, parent?: Parameters<ValidateFunction>[1]): boolean => {
    const validate = compile();
    const ok = validate(data, parent) as boolean;
    check.errors = validate.errors;
    return ok;
  };
  check.errors = undefined as ValidateFunction['errors'];
  // What Fastify looks for before it passes the parent (lib/validation.js validateParam).
  check.schemaEnv = true;
  return check;
}

/** Creates the app with every route registered; call `listen` or `inject` on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    // Refusals before any route (bad URL, long path parameter, headers too large) keep the shape.
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    genReqId: (req) => (req.headers['x-request-id'] as string) || crypto.randomUUID(),
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
  });
  app.decorate('deps', deps);
  securityHeaders(app, (deps.config as Partial<ApiConfig>).trustedProxies);
  const compilers: (() => unknown)[] = [];
  app.decorate('compileValidators', () => {
    for (const compile of compilers) compile();
    return compilers.length;
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    lazyValidator(httpPart === 'body' ? bodyAjv : textAjv, schema, compilers),
  );
  app.addHook('preValidation', async (req) => {
    const where = nulByteIn(req.params, 'params') ?? nulByteIn(req.query, 'query');
    const field = where ?? nulByteIn(req.body, 'body');
    if (field) throw badRequest(`${field}: text may not contain NUL characters`, { [field]: NUL });
  });

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
    // Shared schemas (schemas/responses.ts) appear under components.schemas by their $id.
    refResolver: { buildLocalReference: (json, _b, _f, i) => String(json.$id ?? `def-${i}`) },
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
      // A Map: a field named `constructor` or `__proto__` is a key like any other.
      const fields = new Map<string, string>();
      for (const v of fe.validation) {
        const params = v.params as Record<string, string>;
        const key =
          params.missingProperty ??
          params.additionalProperty ??
          (v.instancePath.replace(/^\//, '').replace(/\//g, '.') || fe.validationContext || 'body');
        if (!fields.has(key))
          fields.set(key, params.additionalProperty ? 'Unknown field' : inWords(v));
      }
      return reply.status(400).send({
        error: {
          code: 'BAD_REQUEST',
          message: `Invalid ${fe.validationContext ?? 'request'}: ${[...fields]
            .slice(0, 5)
            .map(([k, m]) => `${k || '""'}: ${m}`)
            .join('; ')}`,
          fields: Object.fromEntries(fields),
        },
      });
    }
    if (fe.statusCode && fe.statusCode < 500) {
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.name === 'SyntaxError'
          ? 'Malformed JSON in request body'
          : fe.code?.startsWith('FST_')
            ? fe.message
            : 'The request could not be used';
      if (!fe.code?.startsWith('FST_')) req.log.warn({ err }, 'client error without a code');
      return reply.status(fe.statusCode).send({ error: { code: 'BAD_REQUEST', message } });
    }
    // A database refusal that is the caller's doing (not null, check, range) from any repository.
    const mapped = dbError(err);
    if (mapped instanceof ApiError) return reply.status(mapped.statusCode).send(mapped.toJSON());
    req.log.error({ err }, 'unhandled error');
    reportError(err, {
      request: { method: req.method, url: req.url, headers: req.headers, id: String(req.id) },
    });
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
  // /livez, /readyz and /metrics (api/src/ops.ts).
  registerOps(app, {
    database: deps.database,
    metricsToken: (deps.config as Partial<ApiConfig>).metricsToken,
  });

  await app.register(authRoutes, { prefix: '/auth', db: deps.database.db, tokens: deps.tokens });
  await app.register(registerRoutes);
  return app;
}
