// PGlite is a single-process database: two processes on one data directory is how embedded databases
// lose data. Before opening it, the API takes `<dir>.lock` (beside the directory, so a process that is
// refused touches nothing inside it), created atomically with O_EXCL and holding the owner's pid.
// A lock whose owner is gone (kill -9, power loss) is stale and is taken over; the takeover itself is
// serialised by a mkdir mutex so two restarting processes cannot both win.
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, rmdirSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface LockOwner {
  pid: number;
  /** The owner's start time in clock ticks since boot (Linux): tells a reused pid from the owner. */
  startTime?: string;
  since: string;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database ${dataDir} is in use by another Harborview API (pid ${owner.pid}, since ${owner.since}). ` +
        'Stop that process first, or give this one its own DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
    this.name = 'DatabaseLockedError';
  }
}

export const lockPathFor = (dataDir: string) => join(dirname(dataDir), `${basename(dataDir)}.lock`);

function startTimeOf(pid: number): string | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces, so count from its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: no such process
  }
  const now = startTimeOf(owner.pid);
  return !(owner.startTime && now && now !== owner.startTime); // same pid, another process: stale
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const owner = JSON.parse(raw) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** The lock's owner, or null when there is no (readable) lock. */
export function readLock(lockPath: string): LockOwner | null {
  try {
    return parseOwner(readFileSync(lockPath, 'utf8'));
  } catch {
    return null;
  }
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  const owner: LockOwner = { pid: process.pid, startTime: startTimeOf(process.pid), since: new Date().toISOString() };
  try {
    writeSync(fd, JSON.stringify(owner) + '\n');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Removes the lock at lockPath if it still holds exactly `stale` (under a takeover mutex). */
function removeIfStill(lockPath: string, stale: string): void {
  const mutex = `${lockPath}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another process is taking over right now; a mutex older than 10 s belongs to a dead one.
    try {
      if (Date.now() - statSync(mutex).mtimeMs > 10_000) rmdirSync(mutex);
    } catch {
      /* gone meanwhile */
    }
    return;
  }
  try {
    let now: string | null = null;
    try {
      now = readFileSync(lockPath, 'utf8');
    } catch {
      /* already removed */
    }
    if (now === stale) unlinkSync(lockPath);
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Takes the exclusive lock of a PGlite data directory, or throws DatabaseLockedError naming the owner.
 * Returns the release function (also run at process exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(lockPath)) {
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.removeListener('exit', release);
        try {
          if (readLock(lockPath)?.pid === process.pid) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    }
    let raw: string;
    try {
      raw = readFileSync(lockPath, 'utf8');
    } catch {
      continue; // removed between our create and read: try again
    }
    const owner = parseOwner(raw);
    // Our own pid counts as a live owner too: one process must not open the directory twice.
    if (owner && isAlive(owner)) throw new DatabaseLockedError(dataDir, owner);
    // Empty or half-written: its writer may be between create and write; give it a moment.
    if (owner || attempt > 5) removeIfStill(lockPath, raw);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
