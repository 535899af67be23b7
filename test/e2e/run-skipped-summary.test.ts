// A step the run went past skipped after it failed (on_failure: skip; a CCW node's on_fail: skip)
// leaves a run that completes: its end says which step was skipped and after what failure (text
// `skipped:`, `--json` `skipped`), and `status` gives the reason beside the skip. Until now the
// WORKFLOW_COMPLETE summary did not mention it at all (the new-user trial of session 39: a CCW
// publish node exited 3 and the run reported only success).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const WF = `version: '4.0'
name: release
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  publish:
    run: exit 3
    output: 'runs/{{run_id}}/publish.md'
    statuses: { PUBLISHED: announce }
    on_failure: skip
    on_skip: announce
  announce:
    run: printf 'told\\n' > "$STAGEGATE_OUTPUT" && stagegate gate TOLD
    output: 'runs/{{run_id}}/announce.md'
    statuses: { TOLD: DONE }
`;

describe('a step skipped after it failed, in a run that completes', () => {
  it('run and status say which step was skipped and after what', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json.status).toBe('WORKFLOW_COMPLETE');
    expect(json.skipped).toEqual([{ step: 'publish', visit: 1, to: 'announce', reason: 'step publish exited with status 3 (log: runs/r1/logs/publish.v1.a1.log)' }]);
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout + text.stderr).toContain('  skipped:\n    publish (visit 1) -> announce: after step publish exited with status 3 (log: runs/r1/logs/publish.v1.a1.log)\n');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(status.stdout).toContain('  skips:\n    publish (visit 1) -> announce: after step publish exited with status 3');
  });

  it('a run with nothing skipped has no skipped lines', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF.replace('run: exit 3', "run: printf 'p\\\\n' > \"$STAGEGATE_OUTPUT\" && stagegate gate PUBLISHED") });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const json = jsonOf(r);
    expect(json.status, r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(json.skipped).toBeUndefined();
  });
});
