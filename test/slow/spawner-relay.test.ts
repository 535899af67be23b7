// A stage printing 256 MiB through a spawner (src/host/spawner.ts): the output reaches the log
// whole and does not pile up in the spawner (its peak resident memory stays a Node start and the
// relay window). Dear (~10 s): spawner.test.ts beside it proves the relay's flow control with 32 MiB.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { killGroups } from '../helpers/processes.js';

let dir: string;
const groups: number[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-spawner-relay-'));
});
afterEach(() => {
  killGroups(groups);
  rmSync(dir, { recursive: true, force: true });
});

it.skipIf(process.platform !== 'linux')('a stage printing 256 MiB reaches the log whole, without piling up in the spawner', async () => {
  let spawner: number | undefined;
  const runner = createNodeProcessRunner({
    spawner: 'always',
    onSpawnerStarted: (pid) => {
      if (pid === undefined) return;
      spawner = pid;
      groups.push(pid);
    },
  });
  const result = await runner.run({
    command: 'bash',
    args: ['-c', 'head -c 268435456 /dev/zero | tr "\\0" x'],
    cwd: dir,
    env: { PATH: process.env['PATH'] ?? '' },
    logPath: join(dir, 'stage.log'),
    onSpawn: (pgid) => groups.push(pgid),
  });
  expect(result.exitCode).toBe(0);
  expect(statSync(join(dir, 'stage.log')).size).toBe(256 * 1024 * 1024);
  // Its peak resident memory: a Node start (~45 MB) and the relay window, not the output.
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${spawner}/status`, 'utf8'))![1]);
  expect(peakKb).toBeLessThan(120 * 1024);
});
