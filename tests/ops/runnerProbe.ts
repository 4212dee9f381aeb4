// Run by runner.test.ts under the services' TypeScript runner (deploy/ts.mjs); prints what the
// test checks as one JSON line.
import { RUN_TS } from '@shared/runtime.ts';

interface Page {
  path: string;
}
/** Made once per request in the gateway, as its REST clients are. */
function clients(base: string) {
  return {
    list: (query: string): Page => ({ path: `${base}?${query}` }),
    get: (id: number): Page => ({ path: `${base}/${id}` }),
  };
}
const made = clients('/haulers');
const named = () => made.get(1);
const where = () => new Error('probe').stack!.split('\n')[1]; // the stack line

console.log(
  JSON.stringify({
    runner: RUN_TS,
    source: String(clients),
    names: [made.list.name, made.get.name, named.name],
    answer: named().path,
    where: where(),
  }),
);
