// How the services run their TypeScript, in every place that starts one as deployed (the image,
// compose.yaml, the k8s manifest, `npm start`, the benchmarks): Node imports deploy/ts.mjs first,
// which compiles our .ts files without tsx's per-closure naming calls
// (docs/deploying.md#how-the-services-run-their-typescript). Paths are from the repository root.

/** Node's arguments that load the TypeScript runner, before the entry file. */
export const RUN_TS: readonly string[] = ['--import', './deploy/ts.mjs'];
