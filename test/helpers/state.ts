// A run state that has done nothing yet, for unit tests of the pure transitions: the same
// constructor the runner uses (initialState), with fixed test values.
import { initialState, type RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';

export const TEST_AT = '2026-01-01T00:00:00.000Z';

export function newRunState(workflow: Workflow, entry = workflow.entry!, at = TEST_AT): RunState {
  return runStateOf({ name: workflow.name, file: workflow.file, digest: workflow.digest, entry, entryKind: workflow.steps.get(entry)!.kind }, at);
}

/** The same, for tests that have no loaded workflow: only its name, file, digest and entry step. */
export function runStateOf(workflow: Parameters<typeof initialState>[0]['workflow'], at = TEST_AT): RunState {
  return initialState({
    workflow,
    runId: 'r1',
    mode: 'resume',
    ignorePreviousCompletion: false,
    freshExecutionOf: null,
    inputs: { run_id: 'r1' },
    runRoot: 'runs/r1',
    sourceCommit: null,
    agentPackageVersion: null,
    at,
  });
}
