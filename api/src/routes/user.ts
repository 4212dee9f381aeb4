// The caller's own data: preferences (show_pip, search_type), search history, logging events.
import type { FastifyInstance } from 'fastify';
import { notFound, unauthorized } from '../errors.ts';
import {
  readPreferences,
  recentSearches,
  savePreferences,
  storeLoggingEvent,
} from '../repo/user.ts';
import { anyObject, listResponse } from '../schemas/common.ts';
import { access, doc, uid } from './common.ts';

const prefsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    show_pip: { type: 'boolean' },
    search_type: { type: 'string', enum: ['hauler', 'product'] },
  },
};

/** Registers preferences, search history and logging. */
export async function userRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const any = access(null);
  const me = (req: Parameters<typeof uid>[0]) => {
    const id = uid(req);
    if (!id) throw unauthorized();
    return id;
  };

  app.get(
    '/preferences',
    {
      preHandler: any,
      schema: doc({
        tag: 'user',
        summary: "The caller's preferences",
        response: { description: 'Preferences', ...prefsSchema },
      }),
    },
    async (req) => readPreferences(db(), me(req)),
  );
  app.put(
    '/preferences',
    {
      preHandler: any,
      schema: doc({
        tag: 'user',
        summary: "Update the caller's preferences",
        body: prefsSchema,
        response: { description: 'Preferences', ...prefsSchema },
      }),
    },
    async (req) =>
      savePreferences(db(), me(req), req.body as { show_pip?: boolean; search_type?: string }),
  );

  app.get(
    '/search-history',
    {
      preHandler: any,
      schema: doc({ tag: 'user', summary: "The caller's last 5 searches", response: listResponse }),
    },
    async (req) => {
      const models = await recentSearches(db(), me(req), 5);
      return { models, total_pages: models.length ? 1 : 0, total: models.length };
    },
  );

  app.post(
    '/logging/:kind',
    {
      preHandler: any,
      schema: doc({
        tag: 'user',
        summary: 'Store a logging event (only while FEATURE_LOGGING is on; 404 otherwise)',
        params: {
          type: 'object',
          required: ['kind'],
          additionalProperties: false,
          properties: { kind: { type: 'string', enum: ['conversions', 'filters'] } },
        },
        body: { ...anyObject, maxProperties: 200 },
        status: 201,
      }),
    },
    async (req, reply) => {
      if (!app.deps.config.featureLogging) throw notFound('Logging is off');
      const id = await storeLoggingEvent(db(), {
        kind: (req.params as { kind: string }).kind,
        userId: uid(req),
        payload: req.body,
      });
      return reply.status(201).send({ id });
    },
  );
}
