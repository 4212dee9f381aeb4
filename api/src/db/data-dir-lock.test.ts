// The data directory lock: who holds it, and when a lock left behind is stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

let dir: string;
const lockFile = () => path.join(dir, LOCK_FILE);
const writeLock = (v: unknown) =>
  fs.writeFileSync(lockFile(), typeof v === 'string' ? v : JSON.stringify(v));
const readLock = () => JSON.parse(fs.readFileSync(lockFile(), 'utf8'));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-lockunit-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  test('takes a free directory, refuses a second taker, and frees it on release', () => {
    const release = lockDataDir(dir);
    expect(readLock()).toEqual(expect.objectContaining({ pid: process.pid, host: os.hostname() }));
    expect(() => lockDataDir(dir)).toThrow(
      `The PGlite data directory ${dir} is in use by this process (pid ${process.pid}`,
    );
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
    lockDataDir(dir)();
  });

  test('a live process of this host holds it (its parent is alive for the whole test)', () => {
    writeLock({ pid: process.ppid, host: os.hostname(), started: null, since: 'then' });
    expect(() => lockDataDir(dir)).toThrow(
      `is in use by another process (pid ${process.ppid}, since then). Stop that process`,
    );
    expect(readLock().pid).toBe(process.ppid);
  });

  test('a process on another host is assumed alive and named with its host', () => {
    writeLock({ pid: 1, host: 'elsewhere', started: null, since: 'then' });
    expect(() => lockDataDir(dir)).toThrow('(pid 1 on host elsewhere, since then)');
  });

  test.each([
    ['a process that is gone', () => ({ pid: 2 ** 22 + 1, host: os.hostname(), since: 'x' })],
    [
      'a reused pid (another start time)',
      () => ({ pid: process.ppid, host: os.hostname(), started: 'not-its-start', since: 'x' }),
    ],
    ['a half-written file', () => '{"pid": 12'],
  ])('a lock left by %s is stale and taken over', (_name, lock) => {
    const v = lock();
    writeLock(v);
    const release = lockDataDir(dir);
    expect(readLock().pid).toBe(process.pid);
    release();
  });
});
