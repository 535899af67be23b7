// A stage never outlives its attempt (issue 17): a process a stage leaves behind in a session of
// its own is killed when the invocation ends. A timeout's kill and the runner killed alone (the
// built CLI as a process) are process/stage-lifetime.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, processAlive, removeWorkspaces, waitFor, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

describe('a process a stage leaves in a session of its own', () => {
  it('is killed when the invocation ends; an accepted output therefore stays as it was accepted', async () => {
    const a = [
      'source lib.sh; stage OK',
      // Appends to the accepted output once `go` exists (a late write after acceptance).
      '( setsid sh -c \'while [ ! -e go ]; do sleep 0.05; done; echo late >>"$0"\' "$STAGEGATE_OUTPUT" >/dev/null 2>&1 & echo $! >escapee )',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': `version: '4.0'\nname: late\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: ${JSON.stringify(a)}\n    output: 'runs/{{run_id}}/a.md'\n    statuses: { OK: b }\n  b:\n    run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/b.md'\n    statuses: { OK: DONE }\n` });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
    expect(jsonOf(first)['status'], first.stderr).toBe('PARTIAL_RESUMABLE');
    const escapee = Number(ws.read('escapee').trim());
    await waitFor(() => !processAlive(escapee), 'the escapee to be killed at the end of the invocation');
    const accepted = ws.read('runs/r1/a.md');
    ws.write('go', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed), resumed.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.read('runs/r1/a.md')).toBe(accepted);
  });
});
