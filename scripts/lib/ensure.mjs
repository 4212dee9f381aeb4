// Set-up steps shared by `npm start` and `npm test`: plain Node, no dependencies, so they run
// on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const mtime = (p) => {
  try {
    return fs.statSync(path.join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
};

/** Runs a command in the repository root, inheriting the terminal; answers the exit status. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

/**
 * What is wrong with running on Node `current` ('v18.20.4') when package.json's engines.node is
 * `range` (a lower bound, '>=20.19'); null when it is new enough or the range is not a lower bound.
 */
export function nodeVersionProblem(current, range) {
  const min = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range ?? '');
  if (!min) return null;
  const want = [min[1], min[2], min[3]].map((n) => Number(n ?? 0));
  const have = current.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) > want[i]) return null;
    if ((have[i] ?? 0) < want[i]) {
      const needed = want.join('.');
      return (
        `This needs Node ${needed} or newer (package.json engines.node "${range}"), ` +
        `but it runs on Node ${current.replace(/^v/, '')}. Install Node ${needed} or newer ` +
        '(e.g. `nvm install 20`) and run the command again.'
      );
    }
  }
  return null;
}

/**
 * Stops with one clear message when the running Node is older than package.json's engines.node,
 * before anything is installed or built (an older Node fails later with obscure syntax errors).
 */
export function ensureNodeVersion() {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const problem = nodeVersionProblem(process.version, pkg.engines?.node);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

/** Installs the dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = mtime('node_modules/.package-lock.json');
  const wanted = Math.max(mtime('package-lock.json'), mtime('package.json'));
  if (installed && installed >= wanted) return;
  console.log(
    installed ? '> dependencies changed: npm install' : '> first run: npm install (about 90 s)',
  );
  // `npm ci` fails here (other platforms' optional binaries are missing from the registry).
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('npm install failed; see the messages above.');
    process.exit(status);
  }
}

/** The newest modification time of the files below `dir` (recursively) that match `filter`. */
export function newest(dir, filter = () => true) {
  let best = 0;
  const walk = (d) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, d), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const rel = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist') walk(rel);
      } else if (filter(rel)) best = Math.max(best, mtime(rel));
    }
  };
  walk(dir);
  return best;
}

export { mtime };
