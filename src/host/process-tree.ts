// Killing what a stage started. Every stage runs in a process group (and session) of its own, so
// its group can be killed at once without touching the runner; a process that left the group
// (`setsid`, a daemonising `nohup … &` in a new session) is still found on Linux by the
// per-attempt token every process of the attempt inherits in its environment
// (STAGEGATE_ATTEMPT_TOKEN, read from /proc/<pid>/environ). Other platforms have no /proc: there
// the group and the descendants still attached to the stage are what can be killed.
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { ATTEMPT_TOKEN_VARIABLE } from '../core/run/stage-command.js';

/** Whether processes can be found by their environment (/proc/<pid>/environ). */
export const FINDS_BY_TOKEN = process.platform === 'linux';

function childrenMap(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return map;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 (ppid) follows the ")" that ends the command name, which may contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!map.has(ppid)) map.set(ppid, []);
      map.get(ppid)!.push(Number(name));
    } catch {
      /* the process ended while we looked */
    }
  }
  return map;
}

/**
 * The parent, grandparent … of process `pid` up to init (/proc/<pid>/stat field 4), nearest first;
 * [] where /proc cannot tell (another platform, the process gone).
 */
export function ancestorsOf(pid: number): number[] {
  const out: number[] = [];
  for (let current = pid; out.length < 4096; ) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${current}/stat`, 'utf8');
    } catch {
      break;
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!Number.isSafeInteger(ppid) || ppid <= 0 || out.includes(ppid)) break;
    out.push(ppid);
    current = ppid;
  }
  return out;
}

export function descendantsOf(pid: number): number[] {
  const children = childrenMap();
  const out: number[] = [];
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const child of children.get(current) ?? []) {
      out.push(child);
      stack.push(child);
    }
  }
  return out;
}

function signal(pid: number, sig: NodeJS.Signals): boolean {
  try {
    process.kill(pid, sig);
    return true;
  } catch {
    return false; // already gone (or not ours)
  }
}

export function killTree(pid: number, sig: NodeJS.Signals = 'SIGKILL'): void {
  // Freeze the tree before looking at it: a stopped process cannot start another, so nothing is
  // born between the look and the kill (a child started in that gap used to escape, orphaned).
  // Stop the parent, then every descendant found, and look again until a look finds no one new.
  const frozen = [pid];
  signal(pid, 'SIGSTOP');
  for (let fresh = [pid]; fresh.length > 0; ) {
    fresh = descendantsOf(pid).filter((p) => !frozen.includes(p));
    for (const p of fresh) {
      frozen.push(p);
      signal(p, 'SIGSTOP');
    }
  }
  for (const p of frozen) signal(p, sig);
  // A signal other than SIGKILL waits for a stopped process to run again.
  if (sig !== 'SIGKILL') for (const p of frozen) signal(p, 'SIGCONT');
}

/**
 * Send `sig` to a whole process group (then SIGCONT, so a stopped member handles it): the polite
 * first word of a cancel. False when the group had no member left. Never a group of 0 or 1.
 */
export function signalGroup(pgid: number, sig: NodeJS.Signals): boolean {
  if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid) return false;
  if (!signal(-pgid, sig)) return false;
  if (sig !== 'SIGKILL' && sig !== 'SIGCONT') signal(-pgid, 'SIGCONT');
  return true;
}

/** SIGKILL a whole process group; false when it had no member left. Never a group of 0 or 1. */
export function killGroup(pgid: number): boolean {
  if (!Number.isInteger(pgid) || pgid <= 1 || pgid === process.pid) return false;
  return signal(-pgid, 'SIGKILL');
}

/** /proc/<pid>/<file>'s bytes; undefined when the process is gone (or not ours to read). */
function procFile(pid: number, file: 'stat'): Buffer | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`);
  } catch {
    return undefined;
  }
}

/** Room for an environment read in one read(2), made per look (no module state); grown when one fills it. */
interface Room {
  bytes: Buffer;
}

const newRoom = (): Room => ({ bytes: Buffer.allocUnsafe(256 * 1024) });

/**
 * /proc/<pid>/environ's bytes, read in ONE read(2): the kernel holds the process's memory for the
 * length of a read, so one read is one image's environment. Read in pieces (as readFileSync does),
 * a process that execs between two pieces cut the environment short at the old image's end: the
 * token past the cut was not seen (a GitHub runner's environment is several pages long). The
 * bytes are a view of the room, good until its next read.
 */
function environOf(pid: number, room: Room): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(`/proc/${pid}/environ`, 'r');
  } catch {
    return undefined;
  }
  try {
    for (;;) {
      const length = readSync(fd, room.bytes, 0, room.bytes.length, 0);
      if (length < room.bytes.length) return room.bytes.subarray(0, length);
      room.bytes = Buffer.allocUnsafe(room.bytes.length * 2);
    }
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Whether an environment (NUL-separated strings) carries the token's variable. */
function carries(environ: Buffer, needle: Buffer): boolean {
  // A NUL in front: environ holds NUL-separated strings (the first has none before it).
  return environ.includes(needle) || environ.subarray(0, needle.length - 1).equals(needle.subarray(1));
}

function needleOf(token: string): Buffer {
  return Buffer.from(token.endsWith('-') ? `\0${ATTEMPT_TOKEN_VARIABLE}=${token}` : `\0${ATTEMPT_TOKEN_VARIABLE}=${token}\0`);
}

/**
 * One look at /proc: the live processes (not this one) whose environment carries the token, and
 * those whose environment read empty (readable ones only: others are not ours to kill anyway).
 */
function look(needle: Buffer, room: Room): { carrying: number[]; blank: number[] } {
  const carrying: number[] = [];
  const blank: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return { carrying, blank };
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const environ = environOf(Number(name), room);
    if (environ === undefined) continue;
    if (environ.length === 0) blank.push(Number(name));
    else if (carries(environ, needle)) carrying.push(Number(name));
  }
  return { carrying, blank };
}

/**
 * Live processes (not this one) whose environment carries `token` (Linux; [] elsewhere). A token
 * ending in '-' is an invocation prefix: it matches every attempt token of that invocation.
 */
export function processesCarrying(token: string): number[] {
  if (!FINDS_BY_TOKEN || token === '') return [];
  const needle = needleOf(token);
  const room = newRoom();
  const { carrying, blank } = look(needle, room);
  return [...carrying, ...settleBlank(blank, needle, room)];
}

// A process between the two halves of an execve shows an empty environment for a moment: the new
// image's is set up last (its command line may already read). 4–9 % of reads of a process that
// execs in a loop land there, more with a long environment on a loaded machine. One of the
// attempt's caught there would be missed by the look that should kill it (a stage's `setsid sh -c …`
// escapee, mid-exec when the attempt ended, outlived it). So a blank one is read again while it may
// still be exec'ing: an exec runs in the kernel, runnable (R) or in an uninterruptible wait (D).
// Settled blank, not waited for: a sleeping or stopped process (one started with no environment),
// a zombie, a kernel thread.
const PF_KTHREAD = 0x00200000;
const SETTLE_LIMIT_MS = 2000;

/** Whether a process whose environment read empty may be in the middle of an exec. */
function mayBeExecing(pid: number): boolean {
  const stat = procFile(pid, 'stat')?.toString('latin1');
  if (stat === undefined) return false; // gone
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] the state, fields[6] the flags.
  return (fields[0] === 'R' || fields[0] === 'D') && (Number(fields[6]) & PF_KTHREAD) === 0;
}

/** Of the processes whose environment read empty, those that carry the needle once their exec is through. */
function settleBlank(blank: number[], needle: Buffer, room: Room): number[] {
  const found: number[] = [];
  let pending = blank;
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (let first = true; pending.length > 0; first = false) {
    if (!first) {
      // Not a timing assumption: a bound on how long an exec may take on a loaded machine.
      if (Date.now() > deadline) break;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
    pending = pending.filter((pid) => {
      const environ = environOf(pid, room);
      if (environ === undefined) return false; // gone
      if (environ.length > 0) {
        if (carries(environ, needle)) found.push(pid);
        return false;
      }
      if (mayBeExecing(pid)) return true;
      // Settled: read once more, in case its exec finished between the two reads.
      const again = environOf(pid, room);
      if (again !== undefined && carries(again, needle)) found.push(pid);
      return false;
    });
  }
  return found;
}

/**
 * Kill every process of an attempt: its group, then (Linux) every process carrying its token —
 * again while new ones show up (a process may fork while we look), at most a few rounds.
 * Returns how many processes (and groups) were signalled, each once.
 */
export function killAttempt(attempt: { pgid?: number | undefined; token?: string | undefined }): number {
  const group = attempt.pgid !== undefined && killGroup(attempt.pgid) ? 1 : 0;
  if (attempt.token === undefined) return group;
  // A process signalled in one round may still be listed in the next (it dies when the kernel
  // next schedules it): it is signalled again, but counted once.
  const signalled = new Set<number>();
  for (let round = 0; round < 5; round++) {
    const found = processesCarrying(attempt.token);
    if (found.length === 0) break;
    for (const pid of found) {
      if (signal(pid, 'SIGKILL')) signalled.add(pid);
    }
  }
  return group + signalled.size;
}

/**
 * Whether process `pid` has ended: gone, or (Linux) a zombie its parent has not reaped yet — a
 * stage a stopped spawner cannot reap (process-runner.ts). Elsewhere a zombie counts as running.
 */
export function hasEnded(pid: number): boolean {
  if (FINDS_BY_TOKEN) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat[stat.lastIndexOf(')') + 2] === 'Z';
    } catch {
      return true;
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
