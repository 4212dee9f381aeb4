// `npm start`: installs what is missing, builds what is stale, then runs the embedded setup
// (main API on PGlite with demo data + gateway serving the web app). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { ensureDependencies, ensureNodeVersion, root } from './lib/ensure.mjs';

ensureNodeVersion();
ensureDependencies();
build();

// As the services run in the image: deploy/ts.mjs compiles our TypeScript (shared/runtime.ts).
const child = spawn(process.execPath, ['--import', './deploy/ts.mjs', 'scripts/serve.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The terminal sends Ctrl-C to the whole process group; wait for the servers to close cleanly.
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => child.kill(sig));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
// A signal sent to the npm process may stop only npm and its shell: when our parent goes away
// (we are re-parented), stop the servers too instead of running on unseen.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 500).unref();
