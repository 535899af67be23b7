// A hand-off's instruction is filled with what the step sees, as validate reads it (its own
// inputs, {{step}}, references to earlier steps), not only the run's inputs: what validate
// accepts there never reaches the person as written. An absent optional input still reads "(not given)".
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

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
  it('reads references, {{step}} and the step\'s own inputs as validate does; an absent optional input is "(not given)"', async () => {
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
