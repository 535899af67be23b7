// A run whose stages go through a spawner (src/host/spawner.ts): after 32 stages a runner's
// stages are forked by a spawner. The spawner killed under a running stage: the run stops cleanly
// (the attempt fails, the stage's tree is killed, no internal error) and a resume completes it.
// The built CLI as a process: process/spawner.test.ts. The runs here start the runner's own
// spawner (`ownSpawner`), not the worker's shared one (test/e2e/spawner-shared.test.ts).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { chainYaml, jsonOf, processAlive, removeWorkspaces, RUNS_BUILT_CLI, STAGE_LIB, waitFor, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

/** The spawner's and the stage's process groups (each leads its own), and a stage loop's way out: killed or ended even when the test fails. */
const groups: number[] = [];
let release: (() => void) | undefined;
afterEach(() => {
  release?.();
  release = undefined;
  for (const pgid of groups.splice(0)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

const environOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return '';
  }
};

describe('a spawner killed under a running stage', () => {
  it.skipIf(RUNS_BUILT_CLI)('stops the run with the stage failed and its tree killed; a resume completes the run', async () => {
    const ids = Array.from({ length: 32 }, (_, i) => `s${i + 1}`);
    // The spawner starts in the background after 32 stages: `probe` goes round until its parent is
    // the spawner (uncounted), then the last stage writes its parent and pid and waits for `go`.
    const probe = 'if grep -qz "^STAGEGATE_SPAWNER=1$" "/proc/$PPID/environ"; then finish OK; else finish AGAIN; fi';
    const last = 'echo "$PPID $$" >parent.tmp; mv parent.tmp parent; while [ ! -e go ]; do sleep 0.05; done; stage OK';
    const yaml = chainYaml('spawned', [...ids, 'probe', 'last'], {
      probe: { run: `source lib.sh; ${probe}`, statuses: { OK: 'last', AGAIN: 'probe' }, extra: 'max_visits: 10000' },
      last: { run: `source lib.sh; ${last}` },
    });
    const ws = workspaceWith({ 'lib.sh': STAGE_LIB, 'wf.yaml': yaml });
    // A test that fails before the spawner is found: `go` ends the last stage's loop.
    release = () => ws.write('go', '');
    const first = ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { ownSpawner: true });
    await waitFor(() => ws.exists('parent'), 'the last stage to start');
    const [spawner, shell] = ws.read('parent').trim().split(' ').map(Number);
    groups.push(spawner!, shell!);
    expect(spawner).not.toBe(process.pid);
    // Its environment: its mark and Node's channel, nothing of the runner's or a stage's.
    expect(environOf(spawner!).split('\0').filter(Boolean).sort()).toEqual(['NODE_CHANNEL_FD=3', 'NODE_CHANNEL_SERIALIZATION_MODE=advanced', 'STAGEGATE_SPAWNER=1']);
    process.kill(spawner!, 'SIGKILL');
    const stopped = await first;
    expect(stopped.code, stopped.stderr).not.toBe(0);
    expect(stopped.stderr).not.toMatch(/internal error/i);
    const outcome = jsonOf(stopped);
    expect(outcome['active_step']).toBe('last');
    expect(outcome['message']).toMatch(/^step last was stopped: the process that spawns stages \(pid \d+\) was killed by SIGKILL, so the stage was stopped with it; a resume runs it again$/);
    await waitFor(() => !processAlive(shell!), "the stage's shell to be killed");
    expect(ws.lines('counter.txt')).toHaveLength(32);
    ws.write('go', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { ownSpawner: true });
    expect(jsonOf(resumed), resumed.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toHaveLength(33);
  });
});
