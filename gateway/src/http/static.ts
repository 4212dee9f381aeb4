// A small static file server (the web build, GraphiQL's bundle). @fastify/static needs
// require(esm) for one of its dependencies, which jest cannot load, so the gateway serves
// files itself: GET/HEAD only, no directory listing, no path escaping the root.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** The file under `root` for a URL path, or undefined when there is none (or it escapes root). */
export function fileUnder(root: string, urlPath: string): string | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return undefined;
  }
  if (rel.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${rel}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a file with its content type; hashed assets are cached for a year, the rest revalidated. */
export function sendFile(reply: FastifyReply, file: string, cacheForever = false) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheForever ? 'public, max-age=31536000, immutable' : 'no-cache');
  return reply.send(fs.createReadStream(file));
}
