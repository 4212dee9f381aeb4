// The benchmarks' servers in child processes (the gateway and the pass-throughs), each with the
// tracing the benchmark was asked for (BENCH_CPU_PROF, BENCH_GC_TRACE, BENCH_JIT_TRACE).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { GATEWAY_NODE_FLAGS } from '../../gateway/src/config.ts';
import { RUN_TS } from '../../shared/runtime.ts';
import { GcTally, gcTraceFlags } from './gcTrace.ts';
import { JitTally, jitTraceFlags } from './jitTrace.ts';

/** A TCP port free on the loopback interface now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
/** Starts a server script in a child process and waits for its "listening" line. */
export async function startChild(
  script: string,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
) {
  const port = await freePort();
  // BENCH_CPU_PROF=dir writes each service's V8 CPU profile there (open it in Chrome DevTools).
  const prof = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)]
    : [];
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      ...prof,
      ...gcTraceFlags(),
      ...jitTraceFlags(),
      // As the services run (shared/runtime.ts).
      ...RUN_TS,
      path.resolve(script),
    ],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const gc = new GcTally();
  const jit = new JitTally();
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const text = d.toString();
      gc.feed(text);
      jit.feed(text);
      if (text.includes('listening')) resolve();
    });
    child.on('exit', (c) => reject(new Error(`${script} exited ${c}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/graphql`, gc, jit, queries: 0 };
}

/**
 * The gateway in a child process, as deployed: with its Node flags, in production mode; from
 * this checkout, or from another one's tree (`root`, the CPU benchmark's `--against`).
 */
export const startBenchGateway = (mainApiUrl: string, nodeFlags = GATEWAY_NODE_FLAGS, root = '.') =>
  startChild(
    path.resolve(root, 'gateway/src/server.ts'),
    {
      MAIN_API_URL: mainApiUrl,
      SESSION_SECRET: 'bench-secret-bench-secret-0123456789',
      WEB_DIST: '/nonexistent',
      PERSISTED_QUERIES_FILE: path.resolve(root, 'web/persisted-queries.json'),
      LOG_LEVEL: 'error',
      // graphql-js checks every type test across realms otherwise, a development cost of
      // several ms per results query that production does not pay.
      NODE_ENV: 'production',
    },
    nodeFlags,
  );

/** Stops the servers; a profiled one on SIGTERM, which writes its profile (BENCH_CPU_PROF). */
export async function stopChildren(servers: readonly { child: ChildProcess }[]) {
  const signal = process.env.BENCH_CPU_PROF ? 'SIGTERM' : 'SIGKILL';
  await Promise.all(
    servers.map(
      ({ child }) => new Promise((resolve) => child.once('exit', resolve) && child.kill(signal)),
    ),
  );
}
