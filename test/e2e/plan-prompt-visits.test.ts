// `plan --show-prompt` before a run has started: {{steps.<id>.visits}} is the count the step's
// first attempt gets — its own visit is 1 (visits are counted on entry), and in the entry step's
// prompt every other step's is 0 (nothing runs before the entry). A later step's count of a step
// before it depends on the path to it: not known yet, like that step's output.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const AGENT_ARGS = ['--agent', 'command', '--agent-command', join(REPO_ROOT, 'test', 'fixtures', 'fake-agent')];

const WF = `version: '4.0'
name: visits
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    inline_instruction: |
      In a: a is on visit {{steps.a.visits}}, b ran {{steps.b.visits}} times.
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: b }
  b:
    inline_instruction: |
      In b: a ran {{steps.a.visits}} times, b is on visit {{steps.b.visits}}.
    output: 'runs/{{run_id}}/b.md'
    statuses: { OK: DONE }
`;

describe('plan --show-prompt and {{steps.<id>.visits}} before the run', () => {
  it("shows the step's own visit and, for the entry step, the others' 0; a count that depends on the path stays not known yet", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const a = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'a', ...AGENT_ARGS]);
    expect(a.code, a.stdout + a.stderr).toBe(0);
    expect(a.stdout).toContain('In a: a is on visit 1, b ran 0 times.');
    const b = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'b', ...AGENT_ARGS]);
    expect(b.code, b.stdout + b.stderr).toBe(0);
    expect(b.stdout).toContain('In b: a ran ⟨not known yet: {{steps.a.visits}}⟩ times, b is on visit 1.');
    // The run gives the entry step what the preview showed; once a ran, the state has its count.
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', ...AGENT_ARGS]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(ws.read('runs/r1/logs/a.v1.a1.prompt.md')).toContain('In a: a is on visit 1, b ran 0 times.');
    const after = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'b', ...AGENT_ARGS]);
    expect(after.stdout).toContain('In b: a ran 1 times, b is on visit 1.');
  });
});
