// A run state that has done nothing yet, for unit tests of the pure transitions: the same
// constructor the runner uses (initialState), with fixed test values.
import { initialState, type DecisionRecord, type HistoryEntry, type RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { loadRun } from '../../src/core/state/store.js';
import { RunStore } from '../../src/core/state/run-store.js';
import { applyEvent } from '../../src/core/run/reduce.js';
import { journalPathFor } from '../../src/core/state/journal.js';
import { resumeInstruction } from '../../src/core/state/snapshot.js';
import { itemWorkflow } from '../../src/core/steps/foreach/item-workflow.js';
import { slugify } from '../../src/core/steps/foreach/slugify.js';
import { aioxImporter } from '../../src/core/formats/aiox/importer.js';
import { ccwImporter } from '../../src/core/formats/ccw/importer.js';
import { maestroImporter } from '../../src/core/formats/maestro/importer.js';
import { createAjvEngine } from '../../src/core/gate/gate-schema-ajv.js';
import type { WorkflowReaders } from '../../src/core/model/workflow-readers.js';

// The oracle's own readers (it reads no run's): every importer and a gate_schema engine of its own.
const ALL_READERS: WorkflowReaders = { aiox: aioxImporter, ccw: ccwImporter, maestro: maestroImporter, gateSchema: createAjvEngine() };

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

/**
 * The state of the run whose workflow_state.yaml is `rel` (workspace-relative), as a resume finds
 * it: its journal replayed against its workflow (a foreach item run's: the per_item machine of
 * its parent's foreach step), with the transitions and decisions the journal records and the
 * snapshot's resume_instruction. Throws when the run does not load.
 */
export function replayedState(workspaceRoot: string, rel: string): RunState & { history: HistoryEntry[]; decisions: DecisionRecord[]; resume_instruction: string | null } {
  // The journal's first event names the workflow (an item run's: its parent's workflow file).
  const first = readFileSync(join(workspaceRoot, journalPathFor(rel)), 'utf8').split('\n', 1)[0]!;
  const { workflow_file: file } = JSON.parse(first) as { workflow_file?: string };
  if (typeof file !== 'string') throw new Error(`the journal of ${rel} names no workflow_file`);
  // Any format, any gate_schema: the helper is synchronous, so it hands the loader every reader.
  let workflow = loadAndCheck(new Workspace(workspaceRoot), file, ALL_READERS);
  const item = /(?:^|\/)foreach\/([^/]+)\/[^/]+\/v\d+\/[^/]+$/.exec(rel);
  if (item) {
    const step = [...workflow.steps.values()].find((s) => s.kind === 'foreach' && (slugify(s.id) || 'step') === item[1]);
    if (!step) throw new Error(`${rel}: no foreach step of ${file} keeps its items in foreach/${item[1]}`);
    workflow = itemWorkflow({ parent: workflow, step, statePath: rel, inputNames: [] });
  }
  const load = loadRun({ state: join(workspaceRoot, rel) }, workflow, rel);
  if (load.kind !== 'ok') throw new Error(`${rel}: ${load.kind === 'corrupt' ? load.reason : 'no journal'}`);
  // With what the journal records beyond the state: every transition and decision.
  return { ...load.state, history: load.log!.history!, decisions: load.log!.decisions, resume_instruction: resumeInstruction(load.state) };
}

/**
 * A run that has started and done nothing yet, on disk as the runner writes it: a journal of one
 * run_started event and its state file. For tests of what reads runs (context, status, plan).
 */
export function startedRun(statePathAbs: string, workflow: Workflow, runId: string, runRoot: string): RunState {
  const entry = workflow.entry!;
  const event = {
    event: 'run_started' as const, at: TEST_AT, run_id: runId, workflow: workflow.name, workflow_file: workflow.file, workflow_digest: workflow.digest, mode: 'resume' as const,
    ignore_previous_completion: false, stop_after_step: null, inputs: { run_id: runId }, run_root: runRoot, source_commit: null, agent_package_version: null,
    fresh_execution_of: null, entry, entry_kind: workflow.steps.get(entry)!.kind,
  };
  const { state } = applyEvent(undefined, event, workflow);
  const store = RunStore.open({ state: statePathAbs }, { kind: 'absent' });
  try {
    store.commit([event]);
    store.writeSnapshot(state);
  } finally {
    store.close();
  }
  return state;
}
