// The module hooks of deploy/ts.mjs, on Node's module-loader thread: each of our TypeScript
// files is turned into JavaScript by esbuild, as tsx does, but without `keepNames` (and without
// tsx's whitespace minifying).
//
// Why not tsx's own transform: tsx sets esbuild's `keepNames`, which wraps every named function
// expression and arrow in `__name(fn, "name")`, an Object.defineProperty call each time the
// closure is created. In an unbundled, unminified transform every name survives without it. On a
// request path the cost adds up: the gateway's per-request REST clients alone made 93 of those
// calls per request, about 110 µs in a loop against 10 without
// (docs/deploying.md#how-the-services-run-their-typescript).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const TS = /\.(ts|mts)$/;

/** esbuild's target: the running Node (what tsx targets too). */
const target = `node${process.versions.node}`;

export async function load(url, context, nextLoad) {
  const path = url.startsWith('file:') ? fileURLToPath(url.split('?')[0]) : '';
  if (!TS.test(path) || path.includes('/node_modules/')) return nextLoad(url, context);
  const source = await readFile(path, 'utf8');
  const { code } = await transform(source, {
    loader: 'ts',
    format: 'esm',
    target,
    sourcefile: path,
    sourcemap: 'inline',
    sourcesContent: false,
    keepNames: false,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
