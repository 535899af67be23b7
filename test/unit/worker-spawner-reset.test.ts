// The worker's spawner (test/helpers/in-process.ts) outlives module evaluations; a test file that
// resets the module graph (vi.resetModules, as validate-parallel-outputs.test.ts does) gives the
// files after it fresh modules. A spawner made before the reset relays stages as children of the
// old spawner.ts's class, which the new process runner does not recognise as relayed: it never
// learnt their pids and could never stop them — a cancelled or timed-out stage waited forever
// (seen as 300 s hangs in npm test, in whichever signal or timeout test ran after such a file).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { killGroups } from '../helpers/processes.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-spawner-reset-'));
const groups: number[] = [];
afterAll(() => {
  killGroups(groups);
  rmSync(dir, { recursive: true, force: true });
});

it('a module reset gets a spawner of its own evaluation, whose stages its runner can stop', async () => {
  const before = await import('../helpers/in-process.js');
  const old = (await before.loadWorkerSpawner())();
  expect(old).toBeDefined();
  await old!.started();
  vi.resetModules();
  const [{ loadWorkerSpawner }, { Spawner }, { createNodeProcessRunner }] = await Promise.all([import('../helpers/in-process.js'), import('../../src/host/spawner.js'), import('../../src/host/process-runner.js')]);
  const lent = await loadWorkerSpawner();
  const now = lent();
  expect(now).toBeInstanceOf(Spawner);
  expect(now).not.toBe(old);
  expect(old!.closed).toBe(true);
  // And a stage it relays is stopped at its time limit.
  const token = `reset-${process.pid}-${Date.now()}`;
  const runner = createNodeProcessRunner({ lent, stopGraceMs: 0 });
  const result = await runner.run({
    command: 'bash',
    args: ['--norc', '-c', 'exec sleep 1000'],
    cwd: dir,
    env: { PATH: process.env['PATH'] ?? '', STAGEGATE_ATTEMPT_TOKEN: token },
    attemptToken: token,
    logPath: join(dir, 'logs', 'stage.log'),
    timeoutMs: 50,
    onSpawn: (pid) => groups.push(pid),
  });
  expect(result).toMatchObject({ timedOut: true, exitCode: null });
});
