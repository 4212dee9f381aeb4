// GraphiQL at /graphiql: the locally built bundle (gateway/graphiql/dist), nothing loaded from
// outside; it posts to /graphql on the same origin, so the session cookie is used.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileUnder, sendFile } from './static.ts';

/** Registers /graphiql and its assets. */
export async function graphiqlRoutes(app: FastifyInstance, opts: { dist: string }) {
  const dist = path.resolve(opts.dist);
  const page = async (_req: unknown, reply: import('fastify').FastifyReply) => {
    const index = fileUnder(dist, '/index.html');
    if (!index) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>GraphiQL</title><p>GraphiQL is not built yet: run <code>npm run build</code> ' +
            '(or <code>npx tsx gateway/graphiql/build.ts</code>) and reload.</p>',
        );
    }
    return sendFile(reply, index);
  };
  app.get('/graphiql', page);
  app.get('/graphiql/', page);
  app.get('/graphiql/assets/*', async (req, reply) => {
    const file = fileUnder(dist, req.url.replace(/^\/graphiql/, ''));
    if (!file)
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: 'No such GraphiQL asset' } });
    return sendFile(reply, file, true);
  });
}
