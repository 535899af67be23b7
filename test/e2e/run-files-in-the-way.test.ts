// What stands where the runner's own files go, and is not what the runner made, is named as such,
// with the fix that works: a directory where RUN_MANIFEST.yaml goes (RUN_FILE_UNSAFE: nothing was
// interrupted, no free space or permission would help; removing it lets the run go on, the manifest
// written again from the journal), and a lock file that names no process (written by no stagegate
// run, or damaged: not an active runner). One short run, paused after its first step, for both.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const WF = workflowYaml('in-the-way', { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK' } });

describe('files in the way of the runner', () => {
  it('a directory at RUN_MANIFEST.yaml is RUN_FILE_UNSAFE naming it; a garbage lock is a lock that names no process; removing each lets the run finish', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json'])).code).toBe(0);

    // A garbage lock: run refuses it for what it is, status does not call it an active runner.
    writeFileSync(ws.path('runs/r1/workflow_state.yaml.lock'), 'garbage\n');
    const locked = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(locked)['status']).toBe('WORKFLOW_LOCKED');
    expect(jsonOf(locked)['message']).toContain('names no process: written by no stagegate run, or damaged');
    expect(jsonOf(locked)['message']).not.toContain('locked by another stagegate process');
    expect(jsonOf(locked)['hint']).toContain('If no stagegate runner is active for this run, remove');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(status.stdout).not.toContain('a runner is active');
    expect(status.stdout).toContain('names no process');
    const statusJson = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(statusJson['runner']).toBeNull();
    expect(statusJson['hint']).toContain('remove runs/r1/workflow_state.yaml.lock');
    rmSync(ws.path('runs/r1/workflow_state.yaml.lock'));

    // A directory where the manifest goes.
    rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
    mkdirSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
    const refused = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused['status']).toBe('RUN_FILE_UNSAFE');
    expect(refused['message']).toMatch(/the run manifest \S*RUN_MANIFEST\.yaml is a directory/);
    expect(refused['hint']).toContain('the manifest is written again from the journal');
    expect(JSON.stringify(refused)).not.toContain('Free space');
    rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'), { recursive: true });
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/r1/RUN_MANIFEST.yaml')).toContain('WORKFLOW_COMPLETE');
  });
});

describe('a stage that leaves a FIFO (or a directory) at its declared output', () => {
  it('STAGE_OUTPUT_MISSING names what stands there, and its fix says to remove it before the resume (a FIFO would block the next attempt)', async () => {
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('fifo', {
        a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } },
        b: { run: 'source lib.sh; if [ -e fixed ]; then stage OK; else rm -f "$STAGEGATE_OUTPUT"; mkfifo "$STAGEGATE_OUTPUT"; fi' },
      }),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_OUTPUT_MISSING', message: 'declared output runs/r1/b.md of step b is a FIFO, not a regular file' });
    expect(jsonOf(r)['hint']).toMatch(/^Remove runs\/r1\/b\.md \(a FIFO there blocks the next attempt's write to it until the step's time limit\)/);
    // Following it: removed, the resume's attempt writes its output.
    rmSync(ws.path('runs/r1/b.md'));
    ws.write('fixed', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([resumed.code, jsonOf(resumed)['status']]).toEqual([0, 'WORKFLOW_COMPLETE']);
  });
});
