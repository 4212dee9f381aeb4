// The web build at `/` (SPA fallback to index.html) and `/cksum.txt` (hash of the build).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the SPA fallback never answers: the gateway's own endpoints. */
const API_PATHS = /^\/(graphql|graphiql|healthz|readyz|metrics|cksum\.txt)(\/|$|\?)/;

/** Serves the web build when `webDist` exists, and /cksum.txt in any case. */
export async function webRoutes(app: FastifyInstance, opts: { webDist: string }) {
  const index = path.join(opts.webDist, 'index.html');
  let cached: { mtimeMs: number; sum: string } | undefined;

  app.get('/cksum.txt', async (_req, reply) => {
    reply.header('cache-control', 'no-cache, no-store, must-revalidate').type('text/plain; charset=utf-8');
    let stat: fs.Stats;
    try {
      stat = fs.statSync(index);
    } catch {
      return reply.status(404).send('no web build\n');
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, sum: crypto.createHash('sha256').update(fs.readFileSync(index)).digest('hex') };
    }
    return `${cached.sum}\n`;
  });

  if (!fs.existsSync(opts.webDist)) {
    app.log.warn({ webDist: opts.webDist }, 'no web build: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webDist,
    wildcard: true,
    index: false,
    setHeaders(res, file) {
      // Hashed assets never change; index.html must be revalidated to pick up a new build.
      if (/[\\/]assets[\\/]/.test(file)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !API_PATHS.test(req.url);
    if (wantsPage && fs.existsSync(index) && !/\.[a-z0-9]{1,8}$/i.test(req.url.split('?')[0]!)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDist);
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${req.url.split('?')[0]}` } });
  });
}
