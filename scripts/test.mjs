// `npm test`: installs what the tests need, then runs every check and test suite and ends with
// one line `N passed, N failed`. Exit status is non-zero on any failure.
//   --only=<step,...>   run only some steps (names below), e.g. --only=unit,integration
// With PG_TEST_URL set (CI sets it), the main API's tests also run against that PostgreSQL server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureDependencies, ensureNodeVersion, root } from './lib/ensure.mjs';

const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '')
  .slice(7)
  .split(',')
  .filter(Boolean);
const wanted = (name) => only.length === 0 || only.includes(name);

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "Browser tests need Debian's 'chromium' package: run `sudo apt-get install chromium` and try again.",
    );
    return false;
  }
  console.log("> installing Debian's chromium package for the browser tests");
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const res = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return res.status === 0 && fs.existsSync('/usr/bin/chromium');
}

const results = [];
const cacheDir = path.join(root, '.cache');
fs.mkdirSync(cacheDir, { recursive: true });

/** A check that counts as one test: passes when the command exits 0. */
function check(name, cmd, args, env = {}) {
  if (!wanted(name)) return;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = res.status === 0;
  results.push({
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    skipped: 0,
    secs: (Date.now() - t0) / 1000,
  });
}

/** Seconds a jest run may take to exit after writing its report before it counts as stuck. */
const EXIT_GRACE_SECS = 20;

/**
 * A jest run: counts its tests from the JSON report. Jest runs without --forceExit: when it is
 * still running EXIT_GRACE_SECS after its report was written, something a test started (a
 * server, a timer, a database) was left open; the run is stopped and counts as a failure naming
 * the cause to look for, rather than hanging CI or being forced out silently.
 */
async function jest(name, args, env = {}) {
  if (!wanted(name)) return;
  const out = path.join(cacheDir, `jest-${name}.json`);
  fs.rmSync(out, { force: true });
  console.log(`\n=== ${name}: jest ${args.join(' ')}`);
  const t0 = Date.now();
  const child = spawn(
    process.execPath,
    ['node_modules/jest/bin/jest.js', '--json', `--outputFile=${out}`, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings', ...env },
    },
  );
  let stuck = false;
  let reportedAt;
  const watch = setInterval(() => {
    if (reportedAt === undefined && fs.existsSync(out)) reportedAt = Date.now();
    if (reportedAt !== undefined && Date.now() - reportedAt > EXIT_GRACE_SECS * 1000) {
      stuck = true;
      console.error(
        `\n${name}: jest did not exit ${EXIT_GRACE_SECS} s after the tests ended: a test left a handle open (find it with --detectOpenHandles)`,
      );
      child.kill('SIGKILL');
    }
  }, 1000);
  const res = await new Promise((resolve) =>
    child.on('exit', (status) => resolve({ status: stuck ? 1 : status })),
  );
  clearInterval(watch);
  let passed = 0,
    failed = 0,
    skipped = 0;
  try {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = r.numPassedTests;
    failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
    skipped = r.numPendingTests + r.numTodoTests;
  } catch {
    failed = 1;
  }
  if (res.status !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, skipped, secs: (Date.now() - t0) / 1000 });
}

ensureNodeVersion();
ensureDependencies();
const haveChromium = ensureChromium();

if (wanted('build')) {
  console.log('\n=== build (schema, relay artifacts, web bundle)');
  build();
}
check('schema', process.execPath, ['--import', 'tsx', 'scripts/schema-check.ts']);
// The generated REST DTO and resolver types match /openapi.json and the SDL (`npm run codegen`).
check('codegen', process.execPath, ['--import', 'tsx', 'scripts/codegen.ts', '--check']);
check('doc-refs', process.execPath, ['--import', 'tsx', 'scripts/check-doc-refs.ts']);
check('relay-validate', 'npx', ['relay-compiler', '--validate']);
// web/persisted-queries.json names only the operations of the current artifacts.
check('persisted', process.execPath, ['scripts/prune-persisted.mjs', '--check']);
// Every hand-written file over 300 lines says why at its top (README.md#tests).
check('file-size', process.execPath, ['--import', 'tsx', 'scripts/check-file-size.ts']);
check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
check('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
// Jest's default is one worker per core minus one: a single worker on a 2-core machine, while the
// jest parent process sits idle. These suites are CPU-bound files that each start their own main
// API, so two workers use both cores (docs/stack.md#test-run-time).
const WORKERS = `--maxWorkers=${Math.max(2, os.availableParallelism())}`;
await jest('unit', ['--selectProjects', 'unit', WORKERS, '--testTimeout=60000']);
// The web components in jsdom on a mock Relay environment (web/README.md#component-tests).
await jest('component', ['--selectProjects', 'component', WORKERS, '--testTimeout=60000']);
await jest('integration', ['--selectProjects', 'integration', WORKERS, '--testTimeout=90000']);
if (haveChromium) {
  // Two files at a time: one browser file leaves a core idle while its flows wait (docs/stack.md#test-run-time).
  await jest('e2e', ['--selectProjects', 'e2e', WORKERS, '--testTimeout=120000']);
} else if (wanted('e2e')) {
  results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, secs: 0 });
}
if (process.env.PG_TEST_URL) {
  await jest(
    'api-postgres',
    [
      '--selectProjects',
      'unit',
      'integration',
      '--testPathPatterns',
      '(^|/)(api/src|tests/api)/',
      WORKERS,
      '--testTimeout=90000',
    ],
    { TEST_DATABASE_URL: process.env.PG_TEST_URL },
  );
  // Replicas, migrations, jobs and deployment files on that server (docs/deploying.md#proof-under-failure).
  await jest('ops', ['--selectProjects', 'ops', '--runInBand', '--testTimeout=120000'], {
    TEST_DATABASE_URL: process.env.PG_TEST_URL,
  });
}

console.log('\n=== summary');
let passed = 0,
  failed = 0,
  skipped = 0;
for (const r of results) {
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
  console.log(
    `${r.failed ? 'FAIL' : 'ok  '} ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed (${r.secs.toFixed(0)} s)`,
  );
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
