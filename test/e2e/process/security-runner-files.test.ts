// The runner's own files live in folders its stages can write to (issue 17). The built CLI as a
// process (unprivileged when the tests run as root): an output the runner cannot read is
// STAGE_OUTPUT_MISSING recorded in state, never an internal error (the rest:
// ../security-runner-files.test.ts).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, chainYaml, cliEnv, finished, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../../helpers/cli.js';

afterAll(removeWorkspaces);

const STATE = 'runs/r1/workflow_state.yaml';

/** Run the built CLI as an unprivileged user when this process is root (chmod 000 does not stop root). */
function runUnprivileged(ws: TempWorkspace, args: string[]) {
  const root = process.getuid?.() === 0;
  if (root) spawnSync('chmod', ['-R', 'a+rwX', ws.dir]);
  if (root) chmodSync(ws.dir, 0o777);
  const child = spawn(process.execPath, [CLI, ...args], { cwd: ws.dir, env: cliEnv({ HOME: ws.dir }), stdio: ['ignore', 'pipe', 'pipe'], ...(root ? { uid: 65534, gid: 65534 } : {}) });
  return finished(child);
}

describe('an output the runner cannot read', () => {
  it('chmod 000: STAGE_OUTPUT_MISSING recorded in state (no internal error, nothing left in flight); the resume re-runs the step', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('unreadable', ['a', 'b'], { a: { run: 'source lib.sh; stage OK; [ -e fixed ] || chmod 000 "$STAGEGATE_OUTPUT"' } }) }, { git: false });
    const r = await runUnprivileged(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stderr).toBe(5);
    const out = jsonOf(r);
    expect(out).toMatchObject({ status: 'STAGE_OUTPUT_MISSING', active_step: 'a' });
    expect(out['message']).toContain('cannot be read (EACCES)');
    expect(r.stderr).not.toContain('internal error');
    expect(ws.state(STATE)).toMatchObject({ status: 'STAGE_OUTPUT_MISSING', active_step: 'a', in_flight: null });
    expect(ws.state(STATE).history.at(-1)).toMatchObject({ step: 'a', code: 'STAGE_OUTPUT_MISSING' });
    ws.write('fixed', '');
    spawnSync('chmod', ['-R', 'a+rwX', ws.dir]);
    const resumed = await runUnprivileged(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed), resumed.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b'] });
  });
});
