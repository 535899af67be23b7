// killTree: a stage's whole process tree dies at a timeout, including children started while
// the tree is being looked at (a stopped process cannot start another).
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FINDS_BY_TOKEN, killAttempt, killTree, processesCarrying } from '../../src/host/process-tree.js';
import { ATTEMPT_TOKEN_VARIABLE } from '../../src/core/run/stage-command.js';
import { processAlive } from '../helpers/cli.js';
import { spawnTracked } from '../helpers/processes.js';
import { waitFor } from '../helpers/wait.js';
import { sized } from '../helpers/sizes.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-tree-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pidsIn = (file: string): number[] => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number) : []);

describe('killTree', () => {
  it('kills a parent that keeps starting children, and every child it started: none escapes', async () => {
    const file = join(dir, 'pids');
    // The parent starts a long-lived child after another as fast as it can, and notes each pid.
    const parent = spawnTracked('bash', ['-c', `while :; do sleep 1000 & echo $! >>'${file}'; done`], { stdio: 'ignore' });
    const exited = new Promise((resolve) => parent.once('exit', resolve));
    await waitFor(() => pidsIn(file).length >= 20, 'the parent to have started children');
    killTree(parent.pid!);
    await exited;
    const children = pidsIn(file);
    expect(children.length).toBeGreaterThanOrEqual(20);
    await waitFor(() => children.every((pid) => !processAlive(pid)), `every child to die (alive: ${children.filter(processAlive).join(' ')})`);
  });
});

describe('killAttempt', () => {
  // A process that left the stage's group (its own session, as setsid or a daemon does) is found
  // by the attempt token in its environment and killed; in npm test only a race had shown this.
  it.runIf(FINDS_BY_TOKEN)('kills a process outside the group that carries the attempt token, and only it', async () => {
    const token = `t${process.pid}-${Date.now()}-1`;
    const carrier = spawnTracked('sleep', ['1000'], { stdio: 'ignore', env: { ...process.env, [ATTEMPT_TOKEN_VARIABLE]: token } });
    const other = spawnTracked('sleep', ['1000'], { stdio: 'ignore', env: { ...process.env, [ATTEMPT_TOKEN_VARIABLE]: `${token}0` } });
    const exited = new Promise((resolve) => carrier.once('exit', resolve));
    await waitFor(() => processesCarrying(token).includes(carrier.pid!), 'the carrier to have its environment');
    expect(processesCarrying(token)).toEqual([carrier.pid]);
    expect(killAttempt({ token })).toBe(1);
    await exited;
    expect(processAlive(other.pid!)).toBe(true);
    expect(killAttempt({ token })).toBe(0);
  });

  // Between the two halves of an execve a process's environment reads empty for a moment (its
  // command line may already read), and one read in pieces is cut short at the old image's end if
  // the process execs between two pieces: a look that landed there missed an escapee that was
  // exec'ing (a stage's `setsid sh -c …` at the end of its attempt), which then outlived the run.
  // A process that execs itself forever is in such a window in ~1–4 % of reads, the cut more often
  // with an environment of many pages (a GitHub runner's): 100 looks that each find it failed in
  // CI with a short one, and ~6 runs in 10 with a long one, before.
  it.runIf(FINDS_BY_TOKEN).each([
    ['a short environment', 0],
    ['an environment of many pages, the token last', 20_000],
  ])('finds a carrier while it is exec-ing with %s, every time, and kills it', async (_, padding) => {
    const token = `t${process.pid}-${Date.now()}-2-${padding}`;
    const script = join(dir, 'exec-forever.sh');
    writeFileSync(script, '#!/bin/sh\nexec "$0"\n');
    chmodSync(script, 0o755);
    const env: Record<string, string> = {};
    for (let i = 0; i < padding; i++) env[`PADDING_${i}`] = 'x';
    env['PATH'] = process.env['PATH'] ?? '/usr/bin:/bin';
    env[ATTEMPT_TOKEN_VARIABLE] = token;
    const looper = spawnTracked(script, [], { stdio: 'ignore', env });
    const exited = new Promise((resolve) => looper.once('exit', resolve));
    await waitFor(() => processesCarrying(token).includes(looper.pid!), 'the looper to have its environment');
    // 100 looks at full size (the slow tier's full-size project), 10 in npm test: the looper
    // burns a core for as long as they take.
    const missed = Array.from({ length: sized(100) }, () => processesCarrying(token)).filter((found) => !found.includes(looper.pid!)).length;
    expect(missed).toBe(0);
    expect(killAttempt({ token })).toBe(1);
    await exited;
  });

  it.runIf(FINDS_BY_TOKEN)('a process started with no environment at all is no carrier, and is not waited for', async () => {
    const token = `t${process.pid}-${Date.now()}-3`;
    // env carries the token until it execs sleep with none.
    const bare = spawnTracked('/usr/bin/env', ['-i', 'sleep', '1000'], { stdio: 'ignore', env: { [ATTEMPT_TOKEN_VARIABLE]: token } });
    const cmdline = () => (existsSync(`/proc/${bare.pid}/cmdline`) ? readFileSync(`/proc/${bare.pid}/cmdline`, 'latin1') : '');
    try {
      await waitFor(() => cmdline().startsWith('sleep\0') && readFileSync(`/proc/${bare.pid}/environ`).length === 0, 'env to have exec-ed sleep with no environment');
      expect(processesCarrying(token)).toEqual([]);
      expect(killAttempt({ token })).toBe(0);
    } finally {
      bare.kill('SIGKILL');
    }
  });
});
