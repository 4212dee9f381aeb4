// Vite build of the web app: run from the repository root with `vite build --config web/vite.config.ts`.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The dev server forwards everything the gateway answers to a gateway on this URL.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * Chakra's style system memoises with web/src/ui/styleMemo.ts instead of its own
 * `utils/memo.js` (a 500-entry LRU, too small for the results page: see that file). The build
 * fails if no import was swapped, so that a Chakra release that moves the file is noticed.
 */
function chakraStyleMemo(): Plugin {
  const ours = fileURLToPath(new URL('./src/ui/styleMemo.ts', import.meta.url));
  const chakraEsm = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]/;
  let swapped = 0;
  return {
    name: 'chakra-style-memo',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !chakraEsm.test(importer) || !/(^|\/)utils\/memo\.js$/.test(source))
        return null;
      swapped++;
      return ours;
    },
    buildEnd(error) {
      if (!error && swapped === 0 && this.environment?.mode === 'build')
        this.error("Chakra's utils/memo.js was not found to swap for web/src/ui/styleMemo.ts");
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), relay, chakraStyleMemo()],
  // tsconfig.json's paths: the rules the web shares with the servers (shared/).
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A tripwire for the first-load budget of 250 kB gzip (/quote for a logged-in user, about 246 kB
    // today: `npm run bench -- quote`): no chunk over 900 minified kB; lazy-load big pages.
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: Object.fromEntries(
      ['/graphql', '/graphiql', '/healthz', '/cksum.txt', '/docs'].map((p) => [p, gateway]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      ['/graphql', '/graphiql', '/healthz', '/cksum.txt', '/docs'].map((p) => [p, gateway]),
    ),
  },
});
