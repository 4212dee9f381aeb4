// The web build at `/` (SPA fallback to index.html) and `/cksum.txt` (hash of the build).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileUnder, sendFile } from './static.ts';

/** Paths the SPA fallback never answers: the gateway's own endpoints. */
const API_PATHS = /^\/(graphql|graphiql|healthz|readyz|metrics|cksum\.txt)(\/|$|\?)/;

/** Folders of the build that need a session (docs/decisions.md#routes-and-screens: Help is for logged-in users). */
const SESSION_ONLY = /^\/docs(\/|$)/;

/**
 * Serves the web build when `webDist` exists, and /cksum.txt in any case. `hasSession` tells
 * whether the request carries a valid session (for /docs/).
 */
export async function webRoutes(
  app: FastifyInstance,
  opts: { webDist: string; hasSession: (req: FastifyRequest) => Promise<boolean> },
) {
  const root = path.resolve(opts.webDist);
  const index = path.join(root, 'index.html');
  let cached: { mtimeMs: number; sum: string } | undefined;

  app.get('/cksum.txt', async (_req, reply) => {
    reply
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .type('text/plain; charset=utf-8');
    let stat: fs.Stats;
    try {
      stat = fs.statSync(index);
    } catch {
      return reply.status(404).send('no web build\n');
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = {
        mtimeMs: stat.mtimeMs,
        sum: crypto.createHash('sha256').update(fs.readFileSync(index)).digest('hex'),
      };
    }
    return `${cached.sum}\n`;
  });

  if (!fs.existsSync(root))
    app.log.warn({ webDist: root }, 'no web build yet: only the API is served');

  app.setNotFoundHandler(async (req, reply) => {
    const urlPath = req.url.split('?')[0]!;
    if ((req.method === 'GET' || req.method === 'HEAD') && !API_PATHS.test(urlPath)) {
      const file = urlPath === '/' ? undefined : fileUnder(root, urlPath);
      // A folder of the build with its own index.html (the staff help at /docs/).
      const folderIndex =
        urlPath === '/' || file
          ? undefined
          : fileUnder(root, `${urlPath.replace(/\/$/, '')}/index.html`);
      if ((file || folderIndex) && SESSION_ONLY.test(urlPath) && !(await opts.hasSession(req))) {
        return reply.redirect('/login', 302);
      }
      if (file) return sendFile(reply, file, /^\/assets\//.test(urlPath));
      if (folderIndex) {
        if (!urlPath.endsWith('/')) return reply.redirect(`${urlPath}/`, 301);
        return sendFile(reply, folderIndex);
      }
      // Client-side routes (no file extension) get the app's index.html.
      if (!/\.[a-z0-9]{1,12}$/i.test(urlPath) && fs.existsSync(index))
        return sendFile(reply, index);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${urlPath}` } });
  });
}
