// Stages spawned through a spawner (src/host/spawner.ts): the same results as a direct spawn
// (output, stdin, exit codes, spawn errors in the same words, time limits, cancellation, a
// background process holding the pipes), output relayed whole under flow control (32 MiB here;
// 256 MiB and the spawner's memory in spawner-relay.test.ts), a spawner that dies under a stage
// (the result says so, the stage's tree goes, the next stage runs directly), and a runner that
// exits leaving no spawner behind. Slow tier (~6 s of worker time, most of it the 32 MiB relay and
// the time limits): `npm test` runs spawned stages through a spawner end to end in
// test/e2e/spawner.test.ts (a run past 32 stages, the spawner killed under a stage, a resume).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeProcessRunner, type SpawnerMode } from '../../src/host/process-runner.js';
import type { ProcessRequest, ProcessResult } from '../../src/core/run/ports.js';
import { waitFor, withGrowingLimit } from '../helpers/wait.js';
import { killGroups, spawnTracked } from '../helpers/processes.js';
import { finished } from '../helpers/cli.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-spawner-'));
});

/** Process groups the tests started (a stage's pid is its group; a spawner leads its own): killed even when a test fails. */
const groups: number[] = [];
afterEach(() => {
  killGroups(groups);
  rmSync(dir, { recursive: true, force: true });
});

const gone = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return true;
  }
};
const parentOf = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

/** A runner in `mode`, and the pids of the spawners it started. */
function runnerIn(mode: SpawnerMode, options: { stopGraceMs?: number } = {}) {
  const spawners: number[] = [];
  const runner = createNodeProcessRunner({
    ...options,
    spawner: mode,
    onSpawnerStarted: (pid) => {
      if (pid === undefined) return;
      spawners.push(pid);
      groups.push(pid);
    },
  });
  const run = (request: Omit<ProcessRequest, 'cwd' | 'env' | 'logPath'> & { env?: Record<string, string>; log?: string }): Promise<ProcessResult> => {
    const { log, ...rest } = request;
    return runner.run({
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '' },
      logPath: join(dir, 'logs', log ?? 'stage.log'),
      ...rest,
      onSpawn: (pgid) => {
        groups.push(pgid);
        request.onSpawn?.(pgid);
      },
    });
  };
  return { runner, run, spawners };
}
const logOf = (name = 'stage.log') => readFileSync(join(dir, 'logs', name), 'utf8');

describe.each(['always', 'never'] as const)('stages spawned %s through a spawner', (mode) => {
  it('logs stdout and stderr, feeds stdin, returns the exit code; runs in a group of its own under the spawner', async () => {
    const { run, spawners } = runnerIn(mode);
    let group: number | undefined;
    const result = await run({
      command: 'bash',
      // --norc: bash reads ~/.bashrc when its stdin is a socket (Node's pipes are socket pairs), as if run by rshd.
      args: ['--norc', '-c', 'echo out; echo err >&2; read line; echo "got $line"; echo "$(ps -o pgid= $$) $PPID" >"$1"; exit 7', 'bash', join(dir, 'ids')],
      stdin: 'hello\n',
      onSpawn: (pgid) => (group = pgid),
    });
    expect(result).toMatchObject({ exitCode: 7, signal: null, timedOut: false });
    expect(result.spawnError).toBeUndefined();
    // stdout and stderr are two pipes: their lines interleave in the order they are read.
    expect(logOf().split('\n').sort()).toEqual(['', 'err', 'got hello', 'out']);
    const [pgid, ppid] = readFileSync(join(dir, 'ids'), 'utf8').trim().split(/\s+/).map(Number);
    expect(pgid).toBe(group);
    if (mode === 'always') {
      expect(spawners).toHaveLength(1);
      expect(ppid).toBe(spawners[0]);
      expect(parentOf(spawners[0]!)).toBe(process.pid);
    } else {
      expect(spawners).toEqual([]);
      expect(ppid).toBe(process.pid);
    }
  });

  it('reports a missing command and an argument too long in the words of a direct spawn', async () => {
    const { run } = runnerIn(mode);
    expect(await run({ command: 'no-such-command-sg', args: [] })).toMatchObject({ exitCode: null, spawnError: 'spawn no-such-command-sg ENOENT', spawnErrorCode: 'ENOENT' });
    const big = await run({ command: '/bin/sh', args: ['-c', 'true', 'x'.repeat(200 * 1024)] });
    expect(big).toMatchObject({ exitCode: null, spawnErrorCode: 'E2BIG' });
    expect(big.spawnError).toMatch(/^spawn E2BIG \(argument 3 is 201 KiB: Linux allows 128 KiB each; a resume repeats it/);
  });

  it('a stage at its time limit gets SIGTERM and its trap runs; a cancel forwards the signal the runner got', async () => {
    const { run } = runnerIn(mode);
    const trapped = join(dir, 'trapped');
    const { result } = await withGrowingLimit('the stage to set its trap before its limit', 300, async (limit) => {
      rmSync(`${trapped}.ready`, { force: true });
      const limited = await run({ command: 'bash', args: ['-c', `trap 'echo term >"$1"; exit 3' TERM; touch "$1.ready"; sleep 300 & wait`, 'bash', trapped], timeoutMs: limit });
      return existsSync(`${trapped}.ready`) ? { result: limited } : undefined;
    });
    expect(result).toMatchObject({ timedOut: true, exitCode: 3 });
    expect(readFileSync(trapped, 'utf8')).toBe('term\n');
    const controller = new AbortController();
    const cancelled = run({ command: 'bash', args: ['-c', `trap 'echo int >"$1"; exit 4' INT; touch "$1.ready"; sleep 300 & wait`, 'bash', `${trapped}2`], signal: controller.signal, log: 'c.log' });
    await waitFor(() => existsSync(`${trapped}2.ready`), 'the stage to set its trap');
    controller.abort('SIGINT');
    expect(await cancelled).toMatchObject({ interrupted: true, exitCode: 4 });
    expect(readFileSync(`${trapped}2`, 'utf8')).toBe('int\n');
  });

  it('a background process that keeps the pipes open does not hold the result; what the stage wrote is logged', async () => {
    const { run } = runnerIn(mode);
    const pidFile = join(dir, 'bg');
    const result = await run({ command: 'bash', args: ['-c', `setsid sleep 300 & echo $! >"$1"; echo before`, 'bash', pidFile] });
    const background = Number(readFileSync(pidFile, 'utf8'));
    groups.push(background);
    expect(result.exitCode).toBe(0);
    expect(logOf()).toBe('before\n');
  });
});

describe('output through a spawner', () => {
  // 16 times the relay window (2 MiB): the spawner pauses and resumes the stage's pipes many times.
  // The 256 MiB version, which also bounds the spawner's memory, is in spawner-relay.test.ts.
  it('a stage printing 32 MiB reaches the log whole', async () => {
    const { run, spawners } = runnerIn('always');
    const result = await run({ command: 'bash', args: ['-c', 'head -c 33554432 /dev/zero | tr "\\0" x'] });
    expect(result.exitCode).toBe(0);
    expect(spawners).toHaveLength(1);
    expect(statSync(join(dir, 'logs', 'stage.log')).size).toBe(32 * 1024 * 1024);
  });
});

describe('a spawner that dies', () => {
  it('ends the stage it ran with a spawn error (the stage tree killed); the next stage runs directly', async () => {
    const { run, spawners } = runnerIn('always');
    const pids = join(dir, 'pids');
    // An attempt token, as every stage a run starts carries (STAGEGATE_ATTEMPT_TOKEN): the spawner
    // may die before its message naming the stage's pid reaches the runner (a loaded machine), and
    // then the token is how the runner finds the tree.
    const token = `spawner-test-${process.pid}-${Date.now().toString(16)}`;
    const running = run({
      command: 'bash',
      args: ['-c', `sleep 300 & echo "$! $$" >"$1.tmp"; mv "$1.tmp" "$1"; wait`, 'bash', pids],
      env: { PATH: process.env['PATH'] ?? '', STAGEGATE_ATTEMPT_TOKEN: token },
      attemptToken: token,
    });
    await waitFor(() => existsSync(pids), 'the stage to start');
    const [sleeper, shell] = readFileSync(pids, 'utf8').trim().split(' ').map(Number);
    groups.push(shell!);
    process.kill(spawners[0]!, 'SIGKILL');
    const result = await running;
    expect(result).toMatchObject({ exitCode: null, spawnErrorCode: 'ESPAWNER' });
    expect(result.spawnError).toMatch(/the process that spawns stages \(pid \d+\) was killed by SIGKILL, so the stage was stopped with it; a resume runs it again$/);
    await waitFor(() => gone(shell!) && gone(sleeper!), 'the stage tree to be killed');
    const next = await run({ command: 'bash', args: ['-c', 'echo $PPID >"$1"', 'bash', pids], log: 'next.log' });
    expect(next.exitCode).toBe(0);
    expect(Number(readFileSync(pids, 'utf8'))).toBe(process.pid);
    expect(spawners).toHaveLength(1);
  });

  it('ignores the signals a terminal sends its foreground group', async () => {
    const { run, spawners } = runnerIn('always');
    expect((await run({ command: 'true', args: [] })).exitCode).toBe(0);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.kill(spawners[0]!, signal);
    expect((await run({ command: 'bash', args: ['-c', 'echo $PPID'] })).exitCode).toBe(0);
    expect(Number(logOf().trim())).toBe(spawners[0]);
  });
});

describe('a spawner that is stopped', () => {
  it('does not hold the result of a stage the runner killed: the runner sees it end itself', async () => {
    const { run, spawners } = runnerIn('always', { stopGraceMs: 100 });
    expect((await run({ command: 'true', args: [] })).exitCode).toBe(0);
    const result = await run({
      command: 'sleep',
      args: ['300'],
      timeoutMs: 500,
      onSpawn: () => process.kill(spawners[0]!, 'SIGSTOP'),
    });
    expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' });
  });
});

describe('a runner that ends', () => {
  it('exits when its stages are done, and its spawner exits with it', async () => {
    const script = join(dir, 'runner.mts');
    const runnerModule = pathToFileURL(join(process.cwd(), 'src', 'host', 'process-runner.ts')).href;
    writeFileSync(
      script,
      `import { createNodeProcessRunner } from ${JSON.stringify(runnerModule)};
let spawner;
const runner = createNodeProcessRunner({ spawner: 'always', onSpawnerStarted: (pid) => (spawner = pid) });
const result = await runner.run({ command: 'bash', args: ['-c', 'echo $PPID'], cwd: ${JSON.stringify(dir)}, env: { PATH: process.env.PATH }, logPath: ${JSON.stringify(join(dir, 'r.log'))} });
console.log(JSON.stringify({ spawner, exitCode: result.exitCode }));
`,
    );
    // Awaited, not spawnSync with a time limit: compiling the sources at start-up took seconds on a
    // loaded machine, and a runner that never exits is what the test's own timeout (a hang guard
    // that kills what the test started) is for.
    const child = await finished(spawnTracked(process.execPath, ['--import', pathToFileURL(join(process.cwd(), 'scripts', 'register-ts.mjs')).href, script], { stdio: ['ignore', 'pipe', 'pipe'] }));
    expect(child.code, child.stderr).toBe(0);
    const { spawner, exitCode } = JSON.parse(child.stdout.trim()) as { spawner: number; exitCode: number };
    groups.push(spawner);
    expect(exitCode).toBe(0);
    expect(Number(readFileSync(join(dir, 'r.log'), 'utf8'))).toBe(spawner);
    return waitFor(() => gone(spawner), 'the spawner to exit with its runner');
  });
});
