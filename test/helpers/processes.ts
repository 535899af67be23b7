// Every process a test starts goes through here, so none outlives its test: each child is
// started detached (its own process group) with a mark in its environment that every process it
// starts inherits, and tracked; the afterEach hook of test/helpers/setup.ts kills every tracked
// group and every process still carrying a tracked mark (stages run in process groups of their
// own), whether the test passed, failed or timed out. Stage processes of in-process runs (see
// cli.ts) are killed through the runner's registry of running stages instead.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const live = new Map<ChildProcess, string>();
const stageKillers = new Set<() => void>();

/** An environment variable every process a tracked child starts inherits (stages included). */
export const RUN_MARK = 'SG_TEST_RUN_MARK';
let spawnCount = 0;

/** Start a tracked child in its own process group, marked (killed by killTrackedProcesses). */
export function spawnTracked(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const mark = `${process.pid}-${++spawnCount}-${Date.now()}`;
  const child = spawn(command, args, { ...options, env: { ...(options.env ?? process.env), [RUN_MARK]: mark }, detached: true });
  live.set(child, mark);
  return child;
}

/** The mark every process a tracked child started carries in its environment (RUN_MARK). */
export function markOf(child: ChildProcess): string | undefined {
  return live.get(child) || undefined;
}

/** Track a child started elsewhere; started with `detached: true`, its whole group is killed. */
export function track(child: ChildProcess): ChildProcess {
  if (!live.has(child)) live.set(child, '');
  return child;
}

/** Register a function that kills the stage processes of in-process runs (once per module instance). */
export function registerStageKiller(kill: () => void): void {
  stageKillers.add(kill);
}

/** PF_KTHREAD in /proc/<pid>/stat's flags: kernel threads have no environment at all. */
const PF_KTHREAD = 0x00200000;

/**
 * Live processes (not zombies, not this one) whose environment holds `name=value` (Linux /proc;
 * none elsewhere), and the live user processes whose environment read empty: a process in the
 * middle of execve (a stage's `bash -c` exec'ing its script) shows an empty environ for a moment,
 * so it cannot be told from an unmarked one yet.
 */
export function scanEnv(name: string, value: string): { found: number[]; unsure: number[] } {
  const needle = Buffer.from(`${name}=${value}\0`);
  const found: number[] = [];
  const unsure: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return { found, unsure };
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z' || (Number(fields[6]) & PF_KTHREAD) !== 0) continue;
      const environ = readFileSync(`/proc/${entry}/environ`);
      if (environ.includes(needle)) found.push(Number(entry));
      else if (environ.length === 0) unsure.push(Number(entry));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return { found, unsure };
}

/** Processes whose environment holds `name=value` (scanEnv's found). */
export function processesWithEnv(name: string, value: string): number[] {
  return scanEnv(name, value).found;
}

function sigkill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** How many scans a process whose environment reads empty is looked at again (an exec lasts far less). */
export const UNSURE_SCANS = 50;

/**
 * Counts one more scan for each process `unsure` lists (an empty environment); whether one of them
 * is still worth another look (seen at most UNSURE_SCANS times: one that keeps an empty
 * environment scan after scan is someone else's, `env -i ...`).
 */
export function awaitingExec(seen: Map<number, number>, unsure: readonly number[]): boolean {
  let waiting = false;
  for (const pid of unsure) {
    const n = (seen.get(pid) ?? 0) + 1;
    seen.set(pid, n);
    if (n <= UNSURE_SCANS) waiting = true;
  }
  return waiting;
}

/** Block this thread for `ms` (a synchronous cleanup waits between two scans of /proc). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * SIGKILL every process carrying `mark`, scan after scan while new ones show up. A scan that
 * finds none counts only when no live process was caught mid-exec (an empty environment: a stage's
 * `bash -c` exec'ing its script at that moment would be missed and run on after its test); such a
 * process is looked at again, at most UNSURE_SCANS times (one that keeps an empty environment is
 * someone else's: `env -i ...`). `scan` is scanEnv; a test gives its own. Synchronous.
 */
export function killMarked(mark: string, scan: (name: string, value: string) => { found: number[]; unsure: number[] } = scanEnv): void {
  const seen = new Map<number, number>();
  for (let round = 0; round < 4 * UNSURE_SCANS; round++) {
    const { found, unsure } = scan(RUN_MARK, mark);
    for (const pid of found) sigkill(pid);
    const waiting = awaitingExec(seen, unsure);
    if (found.length === 0 && !waiting) return;
    if (found.length === 0) pause(1);
  }
}

/**
 * SIGKILL a tracked child with everything it started: its process group and every process
 * carrying its mark (stages run in process groups of their own). Synchronous.
 */
export function killSpawned(child: ChildProcess): void {
  const mark = live.get(child);
  live.delete(child);
  if (child.pid === undefined) return;
  // The group outlives its leader when a stage escaped into the background: kill it either way.
  sigkill(-child.pid);
  if (child.exitCode === null && child.signalCode === null) sigkill(child.pid);
  if (mark) killMarked(mark);
}

/** SIGKILL every tracked child with what it started (and the stages of in-process runs). Synchronous. */
export function killTrackedProcesses(): void {
  for (const kill of stageKillers) kill();
  for (const child of [...live.keys()]) killSpawned(child);
}

// A worker that ends (vitest tearing down, an uncaught error) takes the groups down with it.
// Once per worker, however often this module is evaluated.
const EXIT_HOOK = Symbol.for('stagegate.test.killTrackedProcessesOnExit');
const holder = globalThis as { [EXIT_HOOK]?: Set<() => void> };
if (!holder[EXIT_HOOK]) {
  const hooks = new Set<() => void>();
  holder[EXIT_HOOK] = hooks;
  process.once('exit', () => {
    for (const hook of hooks) hook();
  });
}
holder[EXIT_HOOK].add(killTrackedProcesses);

/** SIGKILL each process group listed and empty the list (an afterEach's cleanup: runs even when the test failed). */
export function killGroups(groups: number[]): void {
  for (const pgid of groups.splice(0)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}
