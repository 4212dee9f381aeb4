// Builds the self-hosted GraphiQL into gateway/graphiql/dist (served at /graphiql):
// `npx vite build --config gateway/graphiql/vite.config.ts` (scripts call buildGraphiql()).
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  root,
  base: '/graphiql/',
  plugins: [react()],
  logLevel: 'error',
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
    sourcemap: false,
  },
  worker: { format: 'es' },
});
