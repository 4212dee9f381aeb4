// Builds the self-hosted GraphiQL bundle (gateway/graphiql/dist) when it is missing or older
// than its sources. Vite runs as a child process (its JS API does not run inside jest).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const graphiqlDir = path.dirname(fileURLToPath(import.meta.url));
export const graphiqlDist = path.join(graphiqlDir, 'dist');
const repoRoot = path.resolve(graphiqlDir, '..', '..');

const mtime = (f: string) => {
  try {
    return fs.statSync(f).mtimeMs;
  } catch {
    return -1;
  }
};

/** True when dist/index.html is missing or older than a source of the bundle. */
export function graphiqlIsStale(): boolean {
  const built = mtime(path.join(graphiqlDist, 'index.html'));
  if (built < 0) return true;
  const sources = ['index.html', 'main.tsx', 'vite.config.ts'].map((f) =>
    path.join(graphiqlDir, f),
  );
  sources.push(path.join(repoRoot, 'node_modules', 'graphiql', 'package.json'));
  return sources.some((f) => mtime(f) > built);
}

/** Builds the bundle if it is stale; resolves when done (about 15 s on 2 cores). */
export function buildGraphiql(opts: { force?: boolean; quiet?: boolean } = {}): Promise<void> {
  if (!opts.force && !graphiqlIsStale()) return Promise.resolve();
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--config', path.join(graphiqlDir, 'vite.config.ts')],
      {
        cwd: repoRoot,
        stdio: opts.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`GraphiQL build failed (exit ${code})`)),
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildGraphiql({ force: process.argv.includes('--force') }).then(
    () => console.log(`GraphiQL bundle ready in ${path.relative(process.cwd(), graphiqlDist)}`),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
