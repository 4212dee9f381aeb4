// A main API replica as a real child process (`node --import tsx api/src/server.ts`) for the
// ops tests: production mode, its own port, output collected so a test can show it had no error.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUN_TS } from '../../shared/runtime.ts';

/** The PostgreSQL server of the ops tests: TEST_DATABASE_URL, else the machine's own. */
export const postgresUrl =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Replica {
  name: string;
  url: string;
  process: ChildProcess;
  /** Lines of its output that report an error or a refused configuration. */
  errors(): string[];
  output(): string;
  /** SIGKILL: the process ends at once, nothing is closed cleanly. */
  kill(): Promise<void>;
  /** SIGTERM and wait (no-op when it already ended). */
  stop(): Promise<void>;
}

/** Starts a main API replica and resolves once it listens (rejects with its output when it exits). */
export function startReplica(
  name: string,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<Replica> {
  return startService(
    name,
    'api/src/server.ts',
    /main API listening on (http:\/\/[^\s]+)/,
    {
      MAIN_API_PORT: '0',
      MAIN_API_HOST: '127.0.0.1',
      JOBS: 'off',
      ...env,
    },
    timeoutMs,
  );
}

/** Starts a gateway replica (production mode, its own port) in front of `env.MAIN_API_URL`. */
export function startGatewayReplica(
  name: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<Replica> {
  return startService(
    name,
    'gateway/src/server.ts',
    /gateway listening on (http:\/\/[^\s]+)/,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    timeoutMs,
  );
}

function startService(
  name: string,
  entry: string,
  listening: RegExp,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<Replica> {
  const child = spawn(process.execPath, [...RUN_TS, entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<Replica>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`replica ${name} did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`replica ${name} exited (${code}) before listening:\n${out}`));
    });
    const onData = () => {
      const m = listening.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({
        name,
        url: m[1],
        process: child,
        errors: () =>
          out
            .split('\n')
            .filter((l) => /"level":(50|60)|Error|error:/i.test(l) && !/Redis/.test(l)),
        output: () => out,
        async kill() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await ended;
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await ended;
        },
      });
    };
    child.stdout!.on('data', onData);
  });
}
