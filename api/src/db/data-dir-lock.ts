// One process per PGlite data directory (issue 20): PGlite keeps its own copy of the database in
// memory and writes it back, so a second process on the same directory silently loses writes.
// The holder writes its pid to `<dir>/pglite.lock`; a lock whose process is gone is stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

interface LockInfo {
  pid: number;
  host: string;
  /** Start time of the process (Linux /proc), to tell a reused pid from the holder. */
  started: string | null;
  since: string;
}

/** The start time of a process from /proc (Linux), or null where there is none. */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the parenthesised command name.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
    return Number.isInteger(v.pid) ? v : null;
  } catch {
    return null; // missing, half-written or garbage: treated as stale
  }
}

/** True when the lock's process still runs (on another host we cannot tell: assume it does). */
function held(info: LockInfo): boolean {
  if (info.host !== os.hostname()) return true;
  if (!alive(info.pid)) return false;
  const started = processStart(info.pid);
  return !(info.started && started && started !== info.started);
}

function inUse(dir: string, info: LockInfo): Error {
  const holder =
    info.host !== os.hostname()
      ? `another process (pid ${info.pid} on host ${info.host}, since ${info.since})`
      : info.pid === process.pid
        ? `this process (pid ${info.pid}, open since ${info.since})`
        : `another process (pid ${info.pid}, since ${info.since})`;
  return new Error(
    `The PGlite data directory ${path.resolve(dir)} is in use by ${holder}. ` +
      `Stop that process (or close the database it opened) first, or set DATA_DIR to another directory ` +
      `(the lock is ${path.resolve(dir, LOCK_FILE)}).`,
  );
}

/**
 * Takes the lock of a data directory for this process; throws, naming the directory and the
 * holder, when another live process has it. Answers the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const mine: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    started: processStart(process.pid),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // 'wx' creates the file only when it does not exist: of two starters, one wins.
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      return release(file, mine);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const info = readLock(file);
    if (info && held(info)) throw inUse(dir, info);
    clearStale(file, info);
  }
  throw new Error(`Could not take the lock ${path.resolve(file)} of the PGlite data directory`);
}

/** Removes a stale lock, unless another starter replaced it meanwhile. */
function clearStale(file: string, seen: LockInfo | null) {
  // Rename first (atomic): only one of two starters that saw the same stale lock moves it.
  const aside = `${file}.${process.pid}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return; // already moved by the other starter: try again
  }
  const moved = readLock(aside);
  if (moved && held(moved) && moved.pid !== seen?.pid) {
    // We moved a fresh lock that another starter wrote after our read: put it back.
    try {
      fs.renameSync(aside, file);
      return;
    } catch {
      /* fall through to removing our copy */
    }
  }
  fs.rmSync(aside, { force: true });
}

function release(file: string, mine: LockInfo): () => void {
  let done = false;
  const unlock = () => {
    if (done) return;
    done = true;
    process.off('exit', unlock);
    const info = readLock(file);
    if (info && info.pid === mine.pid && info.since === mine.since)
      fs.rmSync(file, { force: true });
  };
  // A normal exit without close() releases too; a kill -9 leaves a stale lock the next start clears.
  process.on('exit', unlock);
  return unlock;
}
