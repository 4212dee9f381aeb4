// Issue 20: two processes on one PGlite data directory lost acknowledged writes. A second process
// now refuses to start, naming the directory and the process that holds it; a lock left by a
// killed process does not block the next start.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../api/src/db/client.ts';
import { LOCK_FILE } from '../../api/src/db/data-dir-lock.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clientTs = path.join(root, 'api/src/db/client.ts');
let dir: string;
let holder: ChildProcess | undefined;

/** A node process that opens the database on `dir`; `hold` keeps it open until killed. */
function openInChild(hold: boolean) {
  const code = `
    const { openDatabase } = await import(${JSON.stringify(clientTs)});
    try {
      await openDatabase({ dataDir: ${JSON.stringify(dir)} });
    } catch (err) {
      console.error(err.message);
      process.exit(3);
    }
    console.log('open');
    ${hold ? 'setInterval(() => {}, 1000);' : 'process.exit(0);'}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => out.includes('open') && resolve());
    void exited.then((c) => reject(new Error(`child exited with ${c}: ${err}`)));
  });
  opened.catch(() => {}); // awaited only by the callers that expect the child to open
  return { child, opened, exited, stderr: () => err };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-lock-'));
});
afterAll(() => {
  if (holder && holder.exitCode === null) holder.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('one process per PGlite data directory', () => {
  test('while a process holds the directory, another process and this one are refused', async () => {
    const first = openInChild(true);
    holder = first.child;
    await first.opened;
    const lock = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(lock.pid).toBe(first.child.pid);

    const second = openInChild(false);
    expect(await second.exited).toBe(3);
    expect(second.stderr()).toContain(
      `The PGlite data directory ${dir} is in use by another process (pid ${first.child.pid}`,
    );

    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The PGlite data directory ${dir} is in use by another process (pid ${first.child.pid}`,
    );
  }, 180_000);

  test('a lock left by a killed process is stale: the next start takes over and writes', async () => {
    holder!.kill('SIGKILL');
    await new Promise((resolve) => holder!.once('exit', resolve));
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);

    const database = await openDatabase({ dataDir: dir });
    try {
      const lock = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
      expect(lock.pid).toBe(process.pid);
      await database.db.execute(sql`CREATE TABLE lock_probe (n int)`);
      await database.db.execute(sql`INSERT INTO lock_probe VALUES (1)`);
      // The same process opening it a second time is refused too.
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `The PGlite data directory ${dir} is in use by this process (pid ${process.pid}`,
      );
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    // Closed: another process may open it, and after it the write is still there.
    const again = openInChild(false);
    expect(await again.exited).toBe(0);
    const reopened = await openDatabase({ dataDir: dir });
    try {
      const res = await reopened.db.execute(sql`SELECT count(*)::int AS n FROM lock_probe`);
      expect((res as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 1 }]);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
