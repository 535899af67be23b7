// A --rerun-from that would take back the verdicts of steps whose runs keep their own results
// (child workflow steps: run/rewind.ts planRewind) names every one of them, not the first alone:
// rerun from the step after the first, it would be refused again for the next.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { newRunState } from '../helpers/state.js';
import { isRefusal, planRewind } from '../../src/core/run/rewind.js';
import type { RunState } from '../../src/core/state/state.js';

const loaded = loadWorkflowText(
  `version: '4.0'
name: two_children
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  plan:
    run: 'true'
    output: 'runs/{{run_id}}/plan.md'
    statuses: {OK: first}
  first:
    child_workflow: child.yaml
    statuses: {WORKFLOW_COMPLETE: middle}
  middle:
    run: 'true'
    output: 'runs/{{run_id}}/middle.md'
    statuses: {OK: second}
  second:
    child_workflow: child.yaml
    statuses: {WORKFLOW_COMPLETE: last}
  last:
    run: 'true'
    output: 'runs/{{run_id}}/last.md'
    statuses: {OK: DONE}
`,
  'wf.yaml',
  '/nowhere/wf.yaml',
);
if (!loaded.workflow) throw new Error(JSON.stringify(loaded.diagnostics));
const workflow = loaded.workflow;

/** Every step completed in order (accepted at transitions 1 to 5): the run finished. */
function finished(): RunState {
  const s = newRunState(workflow, 'plan');
  const done = (kind: string, seq: number) => ({ kind, status: 'completed' as const, visits: 1, attempts: 1, accepted_seq: seq });
  return {
    ...s,
    status: 'WORKFLOW_COMPLETE',
    active_step: null,
    transitions: 5,
    completed_steps: ['plan', 'first', 'middle', 'second', 'last'],
    steps: { plan: done('shell', 1), first: done('child_workflow', 2), middle: done('shell', 3), second: done('child_workflow', 4), last: done('shell', 5) },
  } as RunState;
}

describe('a rerun that would take back the verdicts of child workflow steps', () => {
  it('names every one of them, and the rerun after the last as the way on', () => {
    const plan = planRewind(finished(), workflow, 'plan');
    expect(isRefusal(plan) && plan.code).toBe('REWIND_NOT_SUPPORTED');
    if (!isRefusal(plan)) return;
    expect(plan.message).toBe(
      '--rerun-from plan: it would take back the verdict of child workflow step first, whose runs keep their own results and would not run again; and it would take back the verdict of child workflow step second, whose runs keep their own results and would not run again',
    );
    expect(plan.hint).toBe('Rerun from a step after the last of them (second), or start the run over with --mode fresh.');
  });

  it('one of them: named alone, the rerun after it as before', () => {
    const plan = planRewind(finished(), workflow, 'middle');
    expect(isRefusal(plan) && plan.message).toBe('--rerun-from middle: it would take back the verdict of child workflow step second, whose runs keep their own results and would not run again');
    expect(isRefusal(plan) && plan.hint).toBe('Rerun from a step after it, or start the run over with --mode fresh.');
    // After the last of them: allowed.
    expect(planRewind(finished(), workflow, 'last')).toEqual({ step: 'last', taken_back: ['last'] });
  });
});
