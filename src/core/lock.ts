// One runner per run: a lock file beside the state file, created with O_EXCL. A lock whose
// owner is a dead process on this machine is recovered; a live owner means WORKFLOW_LOCKED.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { StagegateError } from './errors.js';

const EMPTY_LOCK_GRACE_MS = 30_000;

interface LockOwner {
  pid: number;
  host: string;
  started_at: string;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof data.pid === 'number' && typeof data.host === 'string') return { pid: data.pid, host: data.host, started_at: String(data.started_at) };
  } catch {
    /* unreadable or half-written: treated below */
  }
  return undefined;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A lock is stale when its owner ran on this host and is gone. */
function isStale(path: string): boolean {
  const owner = readOwner(path);
  if (!owner) {
    // Empty or unreadable: its writer is mid-write (a few microseconds) or was killed between
    // create and write. Only the second case survives for long.
    try {
      return Date.now() - statSync(path).mtimeMs > EMPTY_LOCK_GRACE_MS;
    } catch {
      return false;
    }
  }
  return owner.host === hostname() && owner.pid !== process.pid && !processIsAlive(owner.pid);
}

export class RunLock {
  private constructor(readonly path: string) {}

  static acquire(path: string, describe: string): RunLock {
    const owner: LockOwner = { pid: process.pid, host: hostname(), started_at: new Date().toISOString() };
    mkdirSync(dirname(path), { recursive: true });
    for (let round = 0; round < 3; round++) {
      if (tryCreate(path, owner)) return new RunLock(path);
      if (!isStale(path)) break;
      // Recovery is itself guarded by an O_EXCL takeover file, so two runners that both find
      // the same stale lock cannot both remove it (one would remove the other's fresh lock).
      const takeover = `${path}.takeover`;
      if (!tryCreate(takeover, owner)) {
        if (isStale(takeover)) rmSync(takeover, { force: true });
        continue;
      }
      try {
        if (isStale(path)) rmSync(path, { force: true });
        if (tryCreate(path, owner)) return new RunLock(path);
      } finally {
        rmSync(takeover, { force: true });
      }
    }
    const holder = readOwner(path);
    throw new StagegateError(
      'WORKFLOW_LOCKED',
      `${describe} is locked by another stagegate process${holder ? ` (pid ${holder.pid} on ${holder.host}, since ${holder.started_at})` : ''}; nothing was changed.`,
      { hint: `Wait for it to finish. If no such process exists on that machine, remove ${path}.` },
    );
  }

  release(): void {
    const owner = readOwner(this.path);
    if (owner && owner.pid === process.pid && owner.host === hostname()) rmSync(this.path, { force: true });
  }
}
