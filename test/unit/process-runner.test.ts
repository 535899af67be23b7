// The node ProcessRunner's log handling: a log opened ahead (prepareLog) receives the process's
// output exactly as one opened at run time, whether or not its open has finished.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { waitFor, withGrowingLimit } from '../helpers/wait.js';
import { killGroups } from '../helpers/processes.js';

/** One runner for this file's stages (it keeps its PATH lookups and log folders, as one invocation does). */
const nodeProcessRunner = createNodeProcessRunner();

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-runner-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const say = (text: string, logPath: string) => nodeProcessRunner.run({ command: '/bin/sh', args: ['-c', `printf '%s\\n' "$1"`, 'sh', text], cwd: dir, env: { PATH: process.env['PATH'] ?? '' }, logPath });
// Room for a still-running open to finish before a file's contents are checked (not a timing
// assertion: the checks hold whether or not it has finished).
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('nodeProcessRunner logs', () => {
  it('writes into a log prepared ahead, finished or still opening, and into one never prepared', async () => {
    const logs = join(dir, 'logs');
    expect((await say('first', join(logs, 'a.log'))).exitCode).toBe(0); // makes the folder
    nodeProcessRunner.prepareLog!(join(logs, 'b.log'));
    await waitFor(() => existsSync(join(logs, 'b.log')), 'b.log to be made ahead'); // made ahead, empty
    expect(readFileSync(join(logs, 'b.log'), 'utf8')).toBe('');
    expect((await say('second', join(logs, 'b.log'))).exitCode).toBe(0);
    nodeProcessRunner.prepareLog!(join(logs, 'c.log'));
    expect((await say('third', join(logs, 'c.log'))).exitCode).toBe(0); // its open may not have finished
    await settle();
    expect(readFileSync(join(logs, 'a.log'), 'utf8')).toBe('first\n');
    expect(readFileSync(join(logs, 'b.log'), 'utf8')).toBe('second\n');
    expect(readFileSync(join(logs, 'c.log'), 'utf8')).toBe('third\n');
  });

  it('a log folder removed since (a fresh run moved logs/ aside) is made again', async () => {
    const logs = join(dir, 'logs');
    await say('first', join(logs, 'a.log'));
    rmSync(logs, { recursive: true });
    nodeProcessRunner.prepareLog!(join(logs, 'b.log'));
    await settle();
    expect((await say('again', join(logs, 'b.log'))).exitCode).toBe(0);
    expect(readFileSync(join(logs, 'b.log'), 'utf8')).toBe('again\n');
  });
});

describe('nodeProcessRunner cancellation and time limits', () => {
  it('an abort kills the whole process tree and the result says interrupted', async () => {
    const logPath = join(dir, 'logs', 'tree.log');
    const pids = join(dir, 'pids');
    const controller = new AbortController();
    // A parent with a background child: both must die.
    const running = nodeProcessRunner.run({
      command: '/bin/sh',
      args: ['-c', `sleep 300 & echo $! >"$1"; echo $$ >>"$1"; wait`, 'sh', pids],
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '' },
      logPath,
      signal: controller.signal,
    });
    while (!existsSync(pids) || readFileSync(pids, 'utf8').trim().split('\n').length < 2) await settle();
    const [child, parent] = readFileSync(pids, 'utf8').trim().split('\n').map(Number);
    controller.abort('SIGINT');
    const result = await running;
    expect(result.interrupted).toBe(true);
    expect(result.exitCode).toBeNull();
    for (const pid of [child!, parent!]) {
      let alive = true;
      while (alive) {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          alive = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
        } catch {
          alive = false;
        }
        if (alive) await settle();
      }
    }
  });

  /** Process groups the tests below started (a stage's pid is its group): killed even when a test fails. */
  const groups: number[] = [];
  afterEach(() => {
    killGroups(groups);
  });
  const gone = (pid: number): boolean => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
    } catch {
      return true;
    }
  };
  /** A bash stage that writes its own pid and its background sleep's, then waits. */
  const trapping = (runner: ReturnType<typeof createNodeProcessRunner>, trap: string, signal: AbortSignal) =>
    runner.run({
      command: '/bin/bash',
      args: ['-c', `${trap}; sleep 300 & echo "$! $$" >"$1.tmp"; mv "$1.tmp" "$1"; wait; exit 9`, 'bash', join(dir, 'pids')],
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '' },
      logPath: join(dir, 'logs', 'trap.log'),
      signal,
    });
  const pidsOf = async (): Promise<number[]> => {
    await waitFor(() => existsSync(join(dir, 'pids')), 'the stage to write its pids');
    const pids = readFileSync(join(dir, 'pids'), 'utf8').trim().split(' ').map(Number);
    groups.push(pids[1]!);
    return pids;
  };

  it('an abort first forwards the signal the runner got to the stage group: its trap runs, then what it left is killed', async () => {
    const controller = new AbortController();
    const marker = join(dir, 'cleaned');
    const running = trapping(nodeProcessRunner, `trap 'echo "$BASHPID" >"${marker}"; exit 3' INT`, controller.signal);
    const [sleeper, shell] = await pidsOf();
    controller.abort('SIGINT');
    const result = await running;
    expect(result).toMatchObject({ interrupted: true, exitCode: 3 });
    // The trap ran in the stage's shell, on SIGINT (the signal the runner got).
    expect(readFileSync(marker, 'utf8').trim()).toBe(String(shell));
    // Its background sleep (which a non-interactive shell starts with SIGINT ignored) did not outlive it.
    await waitFor(() => gone(sleeper!), 'the stage\'s background process to be killed');
  });

  it('a stage that ignores the signal is killed when the grace runs out', async () => {
    const controller = new AbortController();
    const runner = createNodeProcessRunner({ stopGraceMs: 50 });
    const running = trapping(runner, `trap '' INT TERM`, controller.signal);
    const [sleeper, shell] = await pidsOf();
    controller.abort('SIGTERM');
    const result = await running;
    expect(result).toMatchObject({ interrupted: true, exitCode: null, signal: 'SIGKILL' });
    await waitFor(() => gone(shell!) && gone(sleeper!), 'the stage tree to be killed');
  });

  it('with no grace (stopGraceMs 0) the tree is killed at once: no trap runs', async () => {
    const controller = new AbortController();
    const marker = join(dir, 'cleaned');
    const running = trapping(createNodeProcessRunner({ stopGraceMs: 0 }), `trap 'echo x >"${marker}"; exit 3' INT`, controller.signal);
    await pidsOf();
    controller.abort('SIGINT');
    expect(await running).toMatchObject({ interrupted: true, exitCode: null, signal: 'SIGKILL' });
    expect(existsSync(marker)).toBe(false);
  });

  /**
   * A stage run with a time limit: a bash script that sets `trap`, starts a background sleep,
   * writes both pids, then waits. Undefined when the limit came before the pids were written (the
   * trap may not have been set yet: the scenario proved nothing; withGrowingLimit runs it again).
   */
  const limited = async (runner: ReturnType<typeof createNodeProcessRunner>, trap: string, timeoutMs: number) => {
    rmSync(join(dir, 'pids'), { force: true });
    const result = await runner.run({
      command: '/bin/bash',
      args: ['-c', `${trap}; sleep 300 & echo "$! $$" >"$1.tmp"; mv "$1.tmp" "$1"; wait; exit 9`, 'bash', join(dir, 'pids')],
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '' },
      logPath: join(dir, 'logs', 'limit.log'),
      timeoutMs,
    });
    if (!existsSync(join(dir, 'pids'))) return undefined;
    const pids = readFileSync(join(dir, 'pids'), 'utf8').trim().split(' ').map(Number);
    groups.push(pids[1]!);
    return { result, sleeper: pids[0]!, shell: pids[1]! };
  };

  it('a stage at its time limit gets SIGTERM first: its trap runs, then what it left is killed; the result says timed out', async () => {
    const marker = join(dir, 'cleaned');
    const { result, sleeper, shell } = await withGrowingLimit('the stage to set its trap before its limit', 200, (limit) => limited(nodeProcessRunner, `trap 'echo "$BASHPID" >"${marker}"; exit 3' TERM`, limit));
    expect(result).toMatchObject({ timedOut: true, exitCode: 3 });
    expect(readFileSync(marker, 'utf8').trim()).toBe(String(shell));
    await waitFor(() => gone(sleeper), 'the stage\'s background process to be killed');
  });

  it('a stage at its time limit that ignores SIGTERM is killed when the grace runs out', async () => {
    const runner = createNodeProcessRunner({ stopGraceMs: 50 });
    const { result, sleeper, shell } = await withGrowingLimit('the stage to set its trap before its limit', 200, (limit) => limited(runner, `trap '' TERM`, limit));
    expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' });
    await waitFor(() => gone(shell) && gone(sleeper), 'the stage tree to be killed');
  });

  it('a signal aborted before the start starts nothing', async () => {
    const controller = new AbortController();
    controller.abort('SIGTERM');
    const marker = join(dir, 'ran');
    const result = await nodeProcessRunner.run({ command: '/bin/sh', args: ['-c', `touch "$1"`, 'sh', marker], cwd: dir, env: { PATH: process.env['PATH'] ?? '' }, logPath: join(dir, 'x.log'), signal: controller.signal });
    expect(result.interrupted).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('nodeProcessRunner log folders', () => {
  it('remembers a bounded number of the log folders it made (one per foreach item), and still logs into every folder', async () => {
    const kept: number[] = [];
    const runner = createNodeProcessRunner({ keptLogDirs: 3, onLogDirsKept: (n) => kept.push(n) });
    const stage = (text: string, logPath: string) => runner.run({ command: '/bin/sh', args: ['-c', `printf '%s\\n' "$1"`, 'sh', text], cwd: dir, env: { PATH: process.env['PATH'] ?? '' }, logPath });
    for (let i = 1; i <= 7; i++) expect((await stage(`item ${i}`, join(dir, `it${i}`, 'logs', 'work.log'))).exitCode).toBe(0);
    expect(kept).toEqual([1, 2, 3, 1, 2, 3, 1]);
    for (let i = 1; i <= 7; i++) expect(readFileSync(join(dir, `it${i}`, 'logs', 'work.log'), 'utf8')).toBe(`item ${i}\n`);
    // A folder it forgot and that was removed since is made again.
    rmSync(join(dir, 'it1'), { recursive: true });
    expect((await stage('again', join(dir, 'it1', 'logs', 'work.log'))).exitCode).toBe(0);
    expect(readFileSync(join(dir, 'it1', 'logs', 'work.log'), 'utf8')).toBe('again\n');
  });
});
