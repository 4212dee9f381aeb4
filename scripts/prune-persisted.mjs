// Keeps in web/persisted-queries.json only the operations the web app's current Relay artifacts
// name. relay-compiler adds each new operation text to that file but never removes one, so the
// ids of every earlier build would stay answerable for good. A page of an earlier build that asks
// for a removed id gets PERSISTED_QUERY_NOT_FOUND and reloads itself (web/src/relay/network.ts).
// The component tests' wrapper queries (@relay_test_operation, web/README.md#component-tests) are
// persisted by relay-compiler like any other; they are no operation of the app, so they go too.
//   node scripts/prune-persisted.mjs           rewrites the file (npm run relay and the build run it)
//   node scripts/prune-persisted.mjs --check   exits 1 when the file holds an id no artifact names
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/ensure.mjs';

const FILE = path.join(root, 'web/persisted-queries.json');

/** Marks an artifact of an @relay_test_operation query (relay-compiler writes its type info). */
const TEST_OPERATION = '"relayTestingSelectionTypeInfo"';

/** The persisted ids the app's artifacts under web/src name (`params.id`), test queries left out. */
function currentIds() {
  const ids = new Set();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.graphql.ts')) {
        const text = fs.readFileSync(p, 'utf8');
        if (text.includes(TEST_OPERATION)) continue;
        for (const m of text.matchAll(/"id": "([0-9a-f]{64})"/g)) ids.add(m[1]);
      }
    }
  };
  walk(path.join(root, 'web/src'));
  return ids;
}

/** Answers the ids that no artifact names (and removes them unless `check`). */
export function prunePersisted({ check = false } = {}) {
  const map = JSON.parse(fs.readFileSync(FILE, 'utf8'));
  const keep = currentIds();
  const stale = Object.keys(map).filter((id) => !keep.has(id));
  if (!check && stale.length) {
    for (const id of stale) delete map[id];
    fs.writeFileSync(FILE, `${JSON.stringify(map, null, 2)}\n`);
  }
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const stale = prunePersisted({ check });
  if (check && stale.length) {
    console.error(
      `web/persisted-queries.json holds ${stale.length} operation(s) no Relay artifact names: run npm run relay`,
    );
    process.exit(1);
  }
  console.log(
    check
      ? 'web/persisted-queries.json names only current operations'
      : `web/persisted-queries.json: removed ${stale.length} operation(s) of earlier builds or of tests`,
  );
}
