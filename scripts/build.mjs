// Builds what is stale: the merged schema.graphql, the Relay artifacts and the web bundle.
// `node scripts/build.mjs --force` rebuilds everything.
import { pathToFileURL } from 'node:url';
import { ensureDependencies, ensureNodeVersion, mtime, newest, run } from './lib/ensure.mjs';
import { prunePersisted } from './prune-persisted.mjs';

const tsx = ['--import', 'tsx'];

/** Runs each build step whose inputs are newer than its outputs. */
export function build({ force = false } = {}) {
  const step = (name, cmd, args) => {
    console.log(`> ${name}`);
    if (run(cmd, args) !== 0) {
      console.error(`build step failed: ${name}`);
      process.exit(1);
    }
  };
  const sdl = newest('gateway/src/schema', (f) => f.endsWith('.graphql'));
  if (force || sdl > mtime('schema.graphql')) {
    step('print schema.graphql', process.execPath, [...tsx, 'scripts/print-schema.ts']);
  }
  const webSrc = newest('web/src', (f) => /\.(tsx?|css)$/.test(f) && !f.includes('__generated__'));
  if (force || Math.max(webSrc, mtime('schema.graphql')) > mtime('web/persisted-queries.json')) {
    step('relay-compiler', 'npx', ['relay-compiler']);
    // Only the operations of this build stay answerable (scripts/prune-persisted.mjs).
    prunePersisted();
  }
  const webInputs = Math.max(
    newest('web/src'),
    newest('web/public'),
    mtime('web/index.html'),
    mtime('web/vite.config.ts'),
    newest('shared'),
  );
  if (force || webInputs > mtime('web/dist/index.html')) {
    step('vite build', 'npx', [
      'vite',
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
    ]);
  }
  // The self-hosted GraphiQL bundle (/graphiql); the script itself skips a fresh build.
  const graphiqlArgs = [...tsx, 'gateway/graphiql/build.ts', ...(force ? ['--force'] : [])];
  step('GraphiQL bundle', process.execPath, graphiqlArgs);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureNodeVersion();
  ensureDependencies();
  build({ force: process.argv.includes('--force') });
}
