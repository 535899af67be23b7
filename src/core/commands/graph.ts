// `graph`: the workflow as the Mermaid flowchart the Action's job summary draws (summary-graph.ts,
// the one renderer), coloured by a run's statuses and path when the run has state. Read-only: it
// takes no lock and writes nothing, so it draws a run a runner holds. It loads the workflow as
// plan does (an invalid one is refused with plan's stop code and finding) and the run's state as
// status does (the same integrity checks), without the runner or the state's writers.
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';
import type { Invocation } from '../model/invocation.js';
import { resolveRunContext } from '../run/context.js';
import { StagegateError } from '../run/errors.js';
import { checkIntegrity } from '../state/integrity.js';
import { refusedCode } from '../state/store.js';
import { statusOf } from '../state/state.js';
import { workflowFlowchart, type Flowchart } from './summary-graph.js';
import { otherRunsHint } from './runs.js';
import { foreachItemStates } from './graph-items.js';
import { shownPath } from '../run/secret-names.js';
import { flagWord, runCommandLine } from '../run/command-line.js';
import { recordedUnmetStop } from '../run/stopped-after-fix.js';

export interface GraphReport {
  workflow: string;
  workflowFile: string;
  /** The run drawn; null when none was named (no --run-id or run_id=ID: the workflow alone is drawn). */
  runId: string | null;
  /** Where the run's state is (workspace-relative); null when no run was named. */
  statePath: string | null;
  /** The run's status as status reports it (IN_PROGRESS while a step is in flight); NOT_STARTED without state. */
  runStatus: string;
  chart: Flowchart;
  /** A run named that has no state, where the workflow has others: which (a did-you-mean), as status says it. */
  hint?: string;
}

export function workflowGraph(workspaceRoot: string, workflowFile: string, invocation: Invocation, importers: WorkflowReaders, commandName = 'stagegate'): GraphReport {
  const workspace = new Workspace(workspaceRoot);
  const workflow = loadAndCheck(workspace, workflowFile, importers, undefined, undefined, commandName);
  // No run named: the workflow alone, every step unvisited.
  if (invocation.runId === undefined && invocation.tokens['run_id'] === undefined) {
    return { workflow: workflow.name, workflowFile: workflow.file, runId: null, statePath: null, runStatus: 'NOT_STARTED', chart: workflowFlowchart(workflow) };
  }
  // The state is located as status locates it: the inputs that name it, nothing a resume would demand.
  const ctx = resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName, inputsInHints: true } });
  // Printed only (the CLI): a secret-looking input the state path is made of shows as ***.
  const base = { workflow: workflow.name, workflowFile: workflow.file, runId: ctx.runId, statePath: shownPath(ctx.statePath.rel, Object.fromEntries(ctx.bindings)) };
  const load = ctx.existing;
  if (load.kind === 'corrupt') throw new StagegateError(refusedCode(load), load.reason, { hint: load.hint, location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) } });
  if (load.kind === 'absent') {
    const hint = otherRunsHint(workspace, ctx, true, commandName, 'graph');
    return { ...base, runStatus: 'NOT_STARTED', chart: workflowFlowchart(workflow), ...(hint !== undefined ? { hint } : {}) };
  }
  // Refused with the resume command status names (graph itself takes no --allow-workflow-change):
  // an edited workflow's fix then gives `stagegate run … --allow-workflow-change`, or for a run that
  // had finished, what goes on with the edited workflow — not a bare "pass --allow-workflow-change".
  const stop = recordedUnmetStop(load.state, workflow);
  const resume = `${runCommandLine(commandName, workflow.file, ctx.runId, ctx.naming?.locating ?? [])}${stop !== undefined ? flagWord('stop-after-step', stop) : ''}`;
  checkIntegrity(load.state, workflow, ctx.runId, ctx.bindings, workspace, ctx.statePath.rel, { allowWorkflowChange: invocation.allowWorkflowChange === true, resumeCommand: resume, naming: ctx.naming });
  return { ...base, runStatus: statusOf(load.state), chart: workflowFlowchart(workflow, load.state, { history: load.log?.history ?? [], itemStates: foreachItemStates(workspace, load.state) }) };
}
