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
