// `plan` (and `history`) without --run-id where the state path names the run: refused as `status`
// refuses it (none picks a run), with a fix that names the workflow's runs in the workspace, the
// latest first, and the command that plans (shows) the latest; pasted, that command plans it.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FLOW = `version: '4.0'
name: demo
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: b }
  b:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/b.md'
    statuses: { OK: DONE }
`;

describe('plan without --run-id', () => {
  it('is refused as status refuses it, and the fix names the runs there are and the command that plans the latest', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': FLOW });
    // No run yet: the plain fix.
    const none = jsonOf(await ws.run(['plan', 'wf.yaml', '--json']));
    expect(none).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4, hint: 'Pass --run-id <id>.' });
    for (const id of ['old', 'new']) expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', id, '--stop-after-step', 'a', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--json']));
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--json']));
    expect(plan).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4 });
    expect(status).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4, message: plan['message'] });
    expect(plan['hint']).toMatch(/^Pass --run-id ID: the state path names the run, so a run id locates it\. Runs of workflow demo in this workspace, the latest first: new \(PARTIAL_RESUMABLE, [^)]+\), old \(PARTIAL_RESUMABLE, [^)]+\)\. The latest: `stagegate plan wf\.yaml --run-id new`\.$/);
    expect(status['hint']).toContain('The latest: `stagegate status wf.yaml --run-id new`.');
    const text = await ws.run(['plan', 'wf.yaml']);
    expect(text.code).toBe(4);
    expect(text.stdout).toContain('fix:    Pass --run-id ID');
    // The command the fix names plans that run.
    const pasted = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'new', '--json']));
    expect(pasted).toMatchObject({ status: 'PLAN', run_id: 'new', next_step: 'b', state_found: true });
  });

  it('history without --run-id is refused the same way, its fix naming the runs and the command that shows the latest', async () => {
    const ws = workspaceWith({ 'wf.yaml': FLOW });
    expect(jsonOf(await ws.run(['history', 'wf.yaml', '--json']))).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4, hint: 'Pass --run-id <id>.' });
    for (const id of ['old', 'new']) expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', id, '--stop-after-step', 'a', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    const history = jsonOf(await ws.run(['history', 'wf.yaml', '--json']));
    expect(history).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4, message: jsonOf(await ws.run(['status', 'wf.yaml', '--json']))['message'] });
    expect(history['hint']).toMatch(/^Pass --run-id ID: the state path names the run, so a run id locates it\. Runs of workflow demo in this workspace, the latest first: new \(PARTIAL_RESUMABLE, [^)]+\), old \(PARTIAL_RESUMABLE, [^)]+\)\. The latest: `stagegate history wf\.yaml --run-id new`\.$/);
    const text = await ws.run(['history', 'wf.yaml']);
    expect(text.code).toBe(4);
    expect(text.stdout).toContain('fix:      Pass --run-id ID');
    const pasted = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'new', '--json']));
    expect(pasted).toMatchObject({ status: 'PARTIAL_RESUMABLE', run_id: 'new' });
  });

  it('logs without --run-id names the runs and the logs command of the latest (not status), and one for a run id that names none', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': FLOW });
    for (const id of ['old', 'new']) expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', id, '--stop-after-step', 'a', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    const none = await ws.run(['logs', 'wf.yaml']);
    expect(none.code).toBe(4);
    expect(none.stderr).toMatch(/The latest: `stagegate logs wf\.yaml --run-id new`\./);
    const pasted = await ws.run(['logs', 'wf.yaml', '--run-id', 'new']);
    expect(pasted.code, pasted.stderr).toBe(0);
  });
});
