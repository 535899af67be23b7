// One runner per run: the O_EXCL lock, its owner record, and recovery of a dead owner's lock.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { RunLock, processStartTime } from '../../src/core/state/lock.js';
import { StagegateError } from '../../src/core/run/errors.js';
import { spawnTracked } from '../helpers/processes.js';
import { waitFor } from '../helpers/wait.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(dir, `run-${++n}`, 'workflow_state.yaml.lock');

function lockedCode(path: string): string | undefined {
  try {
    RunLock.acquire(path, 'run r1').release();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(StagegateError);
    return (error as StagegateError).code;
  }
}

function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

describe('RunLock', () => {
  it('creates the lock (and its folder) with the owner, and removes it on release', () => {
    const path = fresh();
    const lock = RunLock.acquire(path, 'run r1');
    const owner = JSON.parse(readFileSync(path, 'utf8')) as { pid: number; host: string; started_at: string };
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    expect(Number.isNaN(Date.parse(owner.started_at))).toBe(false);
    lock.release();
    expect(existsSync(path)).toBe(false);
    // Nothing else is left beside it.
    expect(readdirSync(join(path, '..'))).toEqual([]);
  });

  it('a held lock stops a second acquirer with WORKFLOW_LOCKED, naming the holder', () => {
    const path = fresh();
    const lock = RunLock.acquire(path, 'run r1');
    let message = '';
    try {
      RunLock.acquire(path, 'run r1 of workflow w');
    } catch (error) {
      expect((error as StagegateError).code).toBe('WORKFLOW_LOCKED');
      message = (error as StagegateError).message;
    }
    expect(message).toContain(`run r1 of workflow w is locked by another stagegate process (pid ${process.pid} on ${hostname()}`);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(lockedCode(path)).toBeUndefined();
  });

  it('a live owner on this host keeps the lock', async () => {
    const path = fresh();
    const child = spawnTracked(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      RunLock.acquire(path, 'x').release();
      writeFileSync(path, JSON.stringify({ pid: child.pid, host: hostname(), started_at: new Date().toISOString() }));
      expect(lockedCode(path)).toBe('WORKFLOW_LOCKED');
      expect(existsSync(path)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.on('exit', r));
    }
    // ... and once it is gone, the lock is recovered.
    expect(lockedCode(path)).toBeUndefined();
    expect(existsSync(path)).toBe(false);
  });

  it('recovers a lock whose owner died on this host', () => {
    const path = fresh();
    RunLock.acquire(path, 'x').release();
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: hostname(), started_at: '2020-01-01T00:00:00Z' }));
    const lock = RunLock.acquire(path, 'x');
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(readdirSync(join(path, '..'))).toEqual([]);
  });

  it('a zombie owner (killed, its parent has not reaped it yet) holds no lock: status calls it gone, a runner takes it', async () => {
    // bash starts the owner, then becomes a `sleep` that never waits for it: once killed, it stays a zombie.
    const parent = spawnTracked('bash', ['-c', 'sleep 1000 & echo $!; exec sleep 1000'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(d.toString()))));
      const start = processStartTime(pid);
      expect(start).toMatch(/^\d+$/);
      const path = fresh();
      RunLock.acquire(path, 'x').release();
      writeFileSync(path, JSON.stringify({ pid, host: hostname(), started_at: new Date().toISOString(), pid_start: start }));
      expect(RunLock.isHeld(path)).toBe(true);
      // Killed only once bash has become the `sleep` that never reaps: bash itself would reap it.
      await waitFor(() => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim() === 'sleep', 'the parent to be the sleep that never waits');
      process.kill(pid, 'SIGKILL');
      await waitFor(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') === true, 'the owner to be a zombie');
      expect(RunLock.isHeld(path)).toBe(false);
      expect(lockedCode(path)).toBeUndefined();
    } finally {
      parent.kill('SIGKILL');
      await new Promise((r) => parent.on('exit', r));
    }
  });

  it('recovers a lock left by an earlier process that had our pid (pids repeat across containers)', () => {
    const path = fresh();
    RunLock.acquire(path, 'x').release();
    writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname(), started_at: '2020-01-01T00:00:00Z' }));
    const lock = RunLock.acquire(path, 'x');
    expect(Date.parse(JSON.parse(readFileSync(path, 'utf8')).started_at)).toBeGreaterThan(Date.parse('2021-01-01'));
    lock.release();
  });

  it("a live pid whose process started at another time than the lock's owner (the pid used again) does not hold the lock; an old lock without the start time is judged by its pid", async () => {
    const child = spawnTracked(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      const start = processStartTime(child.pid!);
      expect(start).toMatch(/^\d+$/);
      const owner = { pid: child.pid, host: hostname(), started_at: new Date().toISOString() };
      // The process that wrote it: held.
      const same = fresh();
      RunLock.acquire(same, 'x').release();
      writeFileSync(same, JSON.stringify({ ...owner, pid_start: start }));
      expect(RunLock.isHeld(same)).toBe(true);
      expect(lockedCode(same)).toBe('WORKFLOW_LOCKED');
      // Another process with that pid (the owner started at another time): stale, recovered.
      const reused = fresh();
      RunLock.acquire(reused, 'x').release();
      writeFileSync(reused, JSON.stringify({ ...owner, pid_start: String(Number(start) + 1) }));
      expect(RunLock.isHeld(reused)).toBe(false);
      expect(lockedCode(reused)).toBeUndefined();
      // A lock without it (an earlier stagegate's): the live pid holds it, as before.
      const old = fresh();
      RunLock.acquire(old, 'x').release();
      writeFileSync(old, JSON.stringify(owner));
      expect(RunLock.isHeld(old)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.on('exit', r));
    }
    // A lock this process takes records its own start time.
    const path = fresh();
    const lock = RunLock.acquire(path, 'x');
    expect(JSON.parse(readFileSync(path, 'utf8')).pid_start).toBe(processStartTime(process.pid));
    lock.release();
  });

  it('our own pid in a lock with another start time is an earlier process\'s (recovered), with ours it is held', () => {
    const path = fresh();
    RunLock.acquire(path, 'x').release();
    const own = processStartTime(process.pid)!;
    writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname(), started_at: new Date().toISOString(), pid_start: String(Number(own) + 7) }));
    expect(RunLock.isHeld(path)).toBe(false);
    writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname(), started_at: new Date().toISOString(), pid_start: own }));
    expect(RunLock.isHeld(path)).toBe(true);
    rmSync(path);
  });

  it('never presumes an owner on another host dead', () => {
    const path = fresh();
    RunLock.acquire(path, 'x').release();
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: `elsewhere-${hostname()}`, started_at: '2020-01-01T00:00:00Z' }));
    expect(lockedCode(path)).toBe('WORKFLOW_LOCKED');
  });

  it('a hand-written lock without started_at: the refusal says no start time (not "since undefined"), and its staleness is judged as before', () => {
    const messageOf = (path: string): string => {
      try {
        RunLock.acquire(path, 'run r1').release();
        return '';
      } catch (error) {
        expect((error as StagegateError).code).toBe('WORKFLOW_LOCKED');
        return (error as StagegateError).message;
      }
    };
    // Another machine's: held, and the words name the pid and host only.
    const elsewhere = fresh();
    RunLock.acquire(elsewhere, 'x').release();
    writeFileSync(elsewhere, JSON.stringify({ pid: 4242, host: `elsewhere-${hostname()}` }));
    const said = messageOf(elsewhere);
    expect(said).toContain(`(pid 4242 on elsewhere-${hostname()}), which this machine`);
    expect(said).not.toContain('since');
    // A live owner on this host (our parent is alive): held, no "since".
    const here = fresh();
    RunLock.acquire(here, 'x').release();
    writeFileSync(here, JSON.stringify({ pid: process.ppid, host: hostname() }));
    const local = messageOf(here);
    expect(local).toContain(`is locked by another stagegate process (pid ${process.ppid} on ${hostname()}); nothing was changed.`);
    expect(local).not.toContain('undefined');
    // Our own pid without a start time or pid_start: held by this process (as before: no start time is not "older").
    const own = fresh();
    RunLock.acquire(own, 'x').release();
    writeFileSync(own, JSON.stringify({ pid: process.pid, host: hostname() }));
    expect(messageOf(own)).toContain(`(pid ${process.pid} on ${hostname()}); nothing was changed.`);
    // A dead owner on this host without a start time: recovered, as before.
    const dead = fresh();
    RunLock.acquire(dead, 'x').release();
    writeFileSync(dead, JSON.stringify({ pid: deadPid(), host: hostname() }));
    expect(messageOf(dead)).toBe('');
  });

  it('an empty lock: the refusal says it names no process yet and when it is taken over, not "another stagegate process"', () => {
    const path = fresh();
    RunLock.acquire(path, 'x').release();
    writeFileSync(path, '');
    // Written 5 s ago (the file's time set, not waited for; whole seconds, which every file system keeps).
    const recent = new Date(Math.floor((Date.now() - 5_000) / 1000) * 1000);
    utimesSync(path, recent, recent);
    let error: StagegateError | undefined;
    try {
      RunLock.acquire(path, 'run r1');
    } catch (e) {
      error = e as StagegateError;
    }
    expect(error?.code).toBe('WORKFLOW_LOCKED');
    const at = new Date(recent.getTime() + 30_000).toISOString();
    expect(error?.message).toBe(`run r1 has a lock file ${path} that names no process yet (empty or unreadable): a runner may be writing it, so it is respected until ${at} (30 s after it was written), then taken over; nothing was changed.`);
    expect(error?.hint).toBe(`Run again after ${at}; or, if no stagegate runner is active for this run, remove ${path} and run again now.`);
  });

  it('an empty or unreadable lock is respected for a grace period, then recovered', () => {
    const path = fresh();
    RunLock.acquire(path, 'x').release();
    writeFileSync(path, '');
    expect(lockedCode(path)).toBe('WORKFLOW_LOCKED');
    writeFileSync(path, '{"pid":');
    expect(lockedCode(path)).toBe('WORKFLOW_LOCKED');
    const old = new Date(Date.now() - 120_000);
    utimesSync(path, old, old);
    expect(lockedCode(path)).toBeUndefined();
  });

  it('release leaves a lock that another process took over alone', () => {
    const path = fresh();
    const lock = RunLock.acquire(path, 'x');
    const other = JSON.stringify({ pid: 1, host: hostname(), started_at: new Date().toISOString() });
    writeFileSync(path, other);
    lock.release();
    expect(readFileSync(path, 'utf8')).toBe(other);
  });
});
