// The caller's own data: preferences (show_pip, search_type), search history, logging events.
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { notFound, unauthorized } from '../errors.ts';
import { iso } from '../repo/records.ts';
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
const DEFAULTS = { show_pip: true, search_type: 'product' };

/** Registers preferences, search history and logging. */
export async function userRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const any = access(null);
  const me = (req: Parameters<typeof uid>[0]) => {
    const id = uid(req);
    if (!id) throw unauthorized();
    return id;
  };
  const read = async (userId: number) => {
    const [p] = await db()
      .select()
      .from(t.userPreferences)
      .where(eq(t.userPreferences.user_id, userId));
    return p ? { show_pip: p.show_pip, search_type: p.search_type } : { ...DEFAULTS };
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
    async (req) => read(me(req)),
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
    async (req) => {
      const userId = me(req);
      const body = req.body as { show_pip?: boolean; search_type?: string };
      const next = {
        ...(await read(userId)),
        ...body,
        user_id: userId,
        updated_at: new Date().toISOString(),
        updated_by: userId,
      };
      await db()
        .insert(t.userPreferences)
        .values({ ...next, created_by: userId })
        .onConflictDoUpdate({ target: t.userPreferences.user_id, set: next });
      return read(userId);
    },
  );

  app.get(
    '/search-history',
    {
      preHandler: any,
      schema: doc({ tag: 'user', summary: "The caller's last 5 searches", response: listResponse }),
    },
    async (req) => {
      const rows = await db()
        .select()
        .from(t.searchHistory)
        .where(eq(t.searchHistory.user_id, me(req)))
        .orderBy(desc(t.searchHistory.created_at), desc(t.searchHistory.id))
        .limit(5);
      const models = rows.map((r) => ({
        ...r,
        created_at: iso(r.created_at),
        updated_at: iso(r.updated_at),
      }));
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
      const [row] = await db()
        .insert(t.loggingEvents)
        .values({
          kind: (req.params as { kind: string }).kind,
          user_id: uid(req),
          payload: req.body ?? {},
        })
        .returning({ id: t.loggingEvents.id });
      return reply.status(201).send({ id: row.id });
    },
  );
}
