// How the services run their TypeScript: `node --import ./deploy/ts.mjs api/src/server.ts`.
// tsx resolves the imports (the `@shared/…` paths of tsconfig.json, `.ts` extensions) and loads
// what is not ours; deploy/ts-hooks.mjs, registered after it and so asked first, compiles our own
// .ts files without tsx's per-closure naming calls (see there). The tests and scripts keep plain
// `--import tsx`.
import { register } from 'node:module';
import 'tsx';

register('./ts-hooks.mjs', import.meta.url);
