// A hand-off's instruction is filled with what the step sees, as validate reads it (its own
// inputs, {{step}}, references to earlier steps), not only the run's inputs: what validate
// accepts there never reaches the person as written. An absent optional input still reads "(not given)".
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const WF = `version: '4.0'
name: hand-off
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [ticket]
steps:
  draft:
    run: 'printf "x\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK --set score=42'
    output: 'runs/{{run_id}}/draft.md'
    statuses: { OK: stop }
  stop:
    instruction: 'Review {{steps.draft.output}} (score {{steps.draft.gate.score}}) at {{step}} with {{reviewer}}, ticket {{ticket}}, run {{run_id}}'
    inputs: { reviewer: bob }
    terminal_status: WORKFLOW_BLOCKED_REVIEW
`;

describe('a hand-off instruction', () => {
  it('reads references, {{step}} and the step\'s own inputs as validate does; an absent optional input is "(not given)"', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const validated = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(validated.code, validated.stdout).toBe(0);
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const out = jsonOf(run);
    const said = 'Review runs/r1/draft.md (score 42) at stop with bob, ticket (not given), run r1';
    expect(out, run.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_REVIEW', message: `stop: ${said}` });
    // The journal keeps the text as shown: status (the run replayed) says the same.
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status['message']).toBe(`stop: ${said}`);
  });
});

describe('a hand-off reached from child workflow steps', () => {
  const child = (name: string, status: string) => `version: '4.0'
name: ${name}
state_path: 'runs/${name}/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  w:
    run: 'printf "x\\n" >"$STAGEGATE_OUTPUT"; stagegate gate ${status}'
    output: 'runs/${name}/{{run_id}}/w.md'
    statuses: { OK: DONE, BAD: BLOCKED }
`;
  const parent = `version: '4.0'
name: parent
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    child_workflow: ca.yaml
    inputs: { run_id: '{{run_id}}' }
    statuses: { WORKFLOW_COMPLETE: b, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: stop }
  b:
    child_workflow: cb.yaml
    inputs: { run_id: '{{run_id}}' }
    statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: stop }
  stop:
    instruction: Hand it to a person.
    terminal_status: WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE
`;
  it("next: is the status of the child run whose stop routed there, not of an earlier child that completed and routed elsewhere", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': parent, 'ca.yaml': child('ca', 'OK'), 'cb.yaml': child('cb', 'BAD') });
    const run = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(run).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', message: 'stop: Hand it to a person.' });
    // Before: `stagegate status ca.yaml --run-id r1`, a run that completed.
    expect(run['next_command']).toBe('stagegate status cb.yaml --run-id r1');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))['next_command']).toBe('stagegate status cb.yaml --run-id r1');
  });

  it('a child that completed and routed to the hand-off stopped for no reason its status tells: no next:', async () => {
    const ws = workspaceWith({ 'wf.yaml': parent.replace('WORKFLOW_COMPLETE: b, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: stop', 'WORKFLOW_COMPLETE: stop, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: b'), 'ca.yaml': child('ca', 'OK'), 'cb.yaml': child('cb', 'BAD') });
    const run = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(run).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', next_command: null });
  });
});
