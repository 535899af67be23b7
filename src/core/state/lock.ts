// One runner per run: a lock file beside the state file, created with O_EXCL. A lock whose
// owner is a dead process on this machine is recovered; a live owner means WORKFLOW_LOCKED.
// The lock sits where stages can write: it is read without following links or blocking on a
// FIFO; a link at its path (never a lock stagegate made) is removed, and a directory, FIFO or
// device there is named (RUN_FILE_UNSAFE) instead of being taken for another runner's lock.
import { closeSync, linkSync, lstatSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { StagegateError, isStagegateError } from '../run/errors.js';
import { SwappedFileError, kindOf, readRegularFile, stillNames } from './own-file.js';

const EMPTY_LOCK_GRACE_MS = 30_000;

export interface LockOwner {
  pid: number;
  host: string;
  /** Absent where the lock file records none (a hand-written lock). */
  started_at?: string;
  /**
   * When the owner process started, as the kernel counts it (/proc/<pid>/stat field 22, clock
   * ticks since boot): with the pid, it names one process. Absent where /proc has no such file,
   * and in locks an earlier stagegate wrote.
   */
  pid_start?: string;
}

/** ", since <time>" for a lock's recorded start, or nothing where the lock records none. */
export function sinceWords(startedAt: string | undefined): string {
  return startedAt !== undefined ? `, since ${startedAt}` : '';
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const data = JSON.parse(readRegularFile(path, 64 * 1024).toString('utf8')) as Partial<LockOwner>;
    if (typeof data.pid === 'number' && typeof data.host === 'string') {
      return { pid: data.pid, host: data.host, ...(data.started_at !== undefined && data.started_at !== null ? { started_at: String(data.started_at) } : {}), ...(typeof data.pid_start === 'string' ? { pid_start: data.pid_start } : {}) };
    }
  } catch {
    /* unreadable or half-written: treated below */
  }
  return undefined;
}

/**
 * When process `pid` started (/proc/<pid>/stat field 22), or undefined where that cannot be read
 * (no /proc, the process is gone). The command name (field 2) is in parentheses and may hold
 * spaces and parentheses itself: the fields are counted from the last ')'.
 */
export function processStartTime(pid: number): string | undefined {
  // fields[0] is field 3 (state): field 22 is fields[19].
  const start = statFields(pid)?.[19];
  return start !== undefined && /^\d+$/.test(start) ? start : undefined;
}

/** The fields of /proc/<pid>/stat from field 3 (state) on, or undefined where it cannot be read. */
function statFields(pid: number): string[] | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie answers kill(0) until its parent reaps it, but it runs nothing: a runner killed
  // (kill -9, an OOM kill) under a parent that has not waited for it yet holds no run.
  const state = statFields(pid)?.[0];
  return state !== 'Z' && state !== 'X';
}

const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * Create the lock file holding `owner`, or return false when it exists. The owner is written to a
 * private temp file first and hard-linked into place (link fails with EEXIST, atomically like
 * O_EXCL), so a lock never exists without its owner: a runner killed halfway leaves at most its
 * temp file, never an empty lock that would block the run for EMPTY_LOCK_GRACE_MS.
 */
function tryCreate(path: string, owner: LockOwner): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o644);
  try {
    const text = Buffer.from(JSON.stringify(owner));
    let offset = 0;
    while (offset < text.length) offset += writeSync(fd, text, offset, text.length - offset);
    // Link only the file written here, and check the lock is it (a stage may swap files in the run folder).
    if (!stillNames(temp, fd)) throw new SwappedFileError(temp);
    try {
      linkSync(temp, path);
      if (!stillNames(path, fd)) throw new SwappedFileError(path);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (code === 'EEXIST') return false;
      if (!NO_HARD_LINKS.has(code)) throw error;
    }
  } finally {
    if (stillNames(temp, fd)) rmSync(temp, { force: true });
    closeSync(fd);
  }
  // A filesystem without hard links: O_EXCL create, then write.
  let direct: number;
  try {
    direct = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(direct, JSON.stringify(owner));
  } catch (error) {
    if (stillNames(path, direct)) rmSync(path, { force: true });
    closeSync(direct);
    throw error;
  }
  closeSync(direct);
  return true;
}

/** Remove temp files that killed runners left beside the lock (their pid is gone). */
function removeDeadTemps(path: string): void {
  const prefix = `${basename(path)}.`;
  try {
    for (const name of readdirSync(dirname(path))) {
      const m = name.startsWith(prefix) ? /^\.(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice(basename(path).length)) : null;
      if (m && Number(m[1]) !== process.pid && !processIsAlive(Number(m[1]))) rmSync(join(dirname(path), name), { force: true });
    }
  } catch {
    /* best effort */
  }
}

/**
 * What stands at the lock path is not a lock file: a link is removed (stagegate never makes one
 * there; what it points to is left alone) and true is returned, so the caller tries again;
 * a directory, FIFO, device or socket is named and refused.
 */
function notALock(path: string, describe: string): boolean {
  const there = lstatSync(path, { throwIfNoEntry: false });
  if (there === undefined || there.isFile()) return false;
  if (there.isSymbolicLink()) {
    unlinkSync(path);
    return true;
  }
  throw new StagegateError('RUN_FILE_UNSAFE', `the lock ${path} of ${describe} is ${kindOf(there)}, not a lock file stagegate made; nothing was changed`, {
    hint: `Remove ${path} (stagegate makes the lock as a regular file and removes it when the run ends), then run again.`,
  });
}

/** When this process started (wall clock), to tell our locks from an earlier same-pid process's. */
const PROCESS_STARTED_MS = Date.now() - process.uptime() * 1000;

/**
 * A lock is stale when its owner ran on this host and is gone: its pid is not running, or is
 * running a process that started at another time than the owner did (the pid was used again, e.g.
 * after a reboot or in a restarted container). A lock without the owner's start time (an earlier
 * stagegate's, or one made where /proc cannot tell) is judged by its pid alone.
 */
function isStale(path: string): boolean {
  const owner = readOwner(path);
  if (!owner) {
    // Empty or unreadable: its writer is mid-write (a few microseconds) or was killed between
    // create and write. Only the second case survives for long.
    try {
      return Date.now() - lstatSync(path).mtimeMs > EMPTY_LOCK_GRACE_MS;
    } catch {
      return false;
    }
  }
  if (owner.host !== hostname()) return false;
  // Our own pid: held by this very process, unless the lock predates it (pids repeat, e.g.
  // the same low pid in every fresh container or pid namespace; that earlier process is gone).
  if (owner.pid === process.pid) {
    const own = processStartTime(process.pid);
    if (owner.pid_start !== undefined && own !== undefined && owner.pid_start !== own) return true;
    return owner.started_at !== undefined && Date.parse(owner.started_at) < PROCESS_STARTED_MS - 1000;
  }
  if (!processIsAlive(owner.pid)) return true;
  if (owner.pid_start === undefined) return false;
  const running = processStartTime(owner.pid);
  return running !== undefined && running !== owner.pid_start;
}

/** A regular, non-empty lock file whose content names no owner (no pid and host): not one a runner is writing. */
function unownedLock(path: string): boolean {
  const there = lstatSync(path, { throwIfNoEntry: false });
  return there !== undefined && there.isFile() && there.size > 0 && readOwner(path) === undefined;
}

/** The refusal of a lock a live runner holds (acquire; and `plan`, which predicts it: RunLock.refuseIfHeld). */
function lockedError(path: string, describe: string): StagegateError {
  const holder = readOwner(path);
  // A lock that names no process (garbage, or JSON without a pid and host): stagegate writes its
  // owner before the lock exists (tryCreate), so no runner of this version made it; say so, and
  // the fix that works, instead of blaming a process that may not exist.
  if (holder === undefined && unownedLock(path)) {
    return new StagegateError('WORKFLOW_LOCKED', `${describe} has a lock file ${path} that names no process: written by no stagegate run, or damaged; nothing was changed.`, {
      hint: `If no stagegate runner is active for this run, remove ${path}, then run again (stagegate makes the lock again).`,
    });
  }
  // Empty (or unreadable) and younger than the grace: a runner may be writing it; it is taken over
  // once the grace has passed. Said, with when, instead of blaming a process it does not name.
  if (holder === undefined) {
    const written = lstatSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (written !== undefined) {
      const at = new Date(written + EMPTY_LOCK_GRACE_MS).toISOString();
      return new StagegateError('WORKFLOW_LOCKED', `${describe} has a lock file ${path} that names no process yet (empty or unreadable): a runner may be writing it, so it is respected until ${at} (${EMPTY_LOCK_GRACE_MS / 1000} s after it was written), then taken over; nothing was changed.`, {
        hint: `Run again after ${at}; or, if no stagegate runner is active for this run, remove ${path} and run again now.`,
      });
    }
  }
  // Another machine's runner: its process cannot be checked from here (a run folder carried from
  // another CI job with its lock, or a shared disk); say that, not that it runs.
  if (holder !== undefined && holder.host !== hostname()) {
    return new StagegateError('WORKFLOW_LOCKED', `${describe} is locked by a stagegate process on another machine (pid ${holder.pid} on ${holder.host}${sinceWords(holder.started_at)}), which this machine (${hostname()}) cannot check; nothing was changed.`, {
      hint: `If that runner is still going, wait for it. If it is gone (its job ended or was cancelled, its machine lost, or this run folder was carried here from it with its lock), remove ${path}, then run again.`,
    });
  }
  return new StagegateError(
    'WORKFLOW_LOCKED',
    `${describe} is locked by another stagegate process${holder ? ` (pid ${holder.pid} on ${holder.host}${sinceWords(holder.started_at)})` : ''}; nothing was changed.`,
    { hint: `Wait for it to finish. If no such process exists on that machine, remove ${path}.` },
  );
}

export class RunLock {
  private constructor(readonly path: string) {}

  static acquire(path: string, describe: string): RunLock {
    try {
      const lock = RunLock.take(path, describe);
      removeDeadTemps(path);
      return lock;
    } catch (error) {
      if (isStagegateError(error)) throw error;
      // The lock lives beside the state: if it cannot be written, neither can the state.
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new StagegateError('STATE_WRITE_FAILED', `cannot create the lock ${path} of ${describe} (${code}); nothing was changed`, {
        hint: 'Make the state directory writable (or free disk space), then run again.',
        cause: error,
      });
    }
  }

  private static take(path: string, describe: string): RunLock {
    const start = processStartTime(process.pid);
    const owner: LockOwner = { pid: process.pid, host: hostname(), started_at: new Date().toISOString(), ...(start !== undefined ? { pid_start: start } : {}) };
    // The folders made here are synced by the journal's first commit, beside the lock (synced-names.ts).
    mkdirSync(dirname(path), { recursive: true });
    for (let round = 0; round < 3; round++) {
      if (tryCreate(path, owner)) return new RunLock(path);
      if (notALock(path, describe)) continue;
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
    throw lockedError(path, describe);
  }

  /**
   * Whether a live runner holds the lock at `path` (for `status`): a lock whose owner is a dead
   * process on this machine, or anything but a regular file, is not held.
   */
  static isHeld(path: string): boolean {
    const there = lstatSync(path, { throwIfNoEntry: false });
    return there !== undefined && there.isFile() && !isStale(path);
  }

  /** Whether the lock at `path` is a non-empty file that names no process (written by no stagegate run, or damaged). */
  static namesNoOwner(path: string): boolean {
    return unownedLock(path);
  }

  /** The owner of a lock at `path` that names another machine (whose process this one cannot check), else undefined. */
  static heldElsewhere(path: string): Readonly<LockOwner> | undefined {
    const owner = readOwner(path);
    return owner !== undefined && owner.host !== hostname() ? owner : undefined;
  }

  /** Who the lock at `path` names as its owner (pid, host, start), or undefined when it names no one readable. */
  static ownerOf(path: string): Readonly<LockOwner> | undefined {
    return readOwner(path);
  }

  /** Without taking it: WORKFLOW_LOCKED, as acquire would refuse, when a live runner holds the lock. */
  static refuseIfHeld(path: string, describe: string): void {
    if (RunLock.isHeld(path)) throw lockedError(path, describe);
  }

  release(): void {
    try {
      const owner = readOwner(this.path);
      if (owner && owner.pid === process.pid && owner.host === hostname()) rmSync(this.path, { force: true });
    } catch {
      /* a lock that cannot be removed names a dead pid once we exit: the next runner recovers it */
    }
  }
}
