// child_workflow steps and composite phases: the parent resolves the child's inputs, records the
// step in flight (with where the child's run lives), then runs the child workflow in-process
// through the same run entry and ports, with its own state file, run root and lock. The child's
// outcome is routed through the step's statuses (docs/workflow-format.md#child-workflows).
//
// Crash safety: the child step is persisted in flight before the child starts. A resume re-enters
// the step; on the same visit the child is resumed (never started fresh a second time once its
// fresh state exists), so completed stages of parent and child never run again.
import { runTarget, runVerbLine } from '../../run/command-line.js';
import { scopedNoteEvent, scopedWarnings } from '../../run/scoped-note.js';
import { sourcePolicyOf, subRunSource } from '../../run/source-drift.js';
import { isStagegateError, StagegateError } from '../../run/errors.js';
import { loadAndCheck, loadAndCheckAsync } from '../../model/load-and-check.js';
import type { WorkflowReaders } from '../../model/workflow-readers.js';
import { PlaceholderError, scalarToString, substitute } from '../../model/placeholders.js';
import { resolveRunContext } from '../../run/context.js';
import { missingValuesHint, stepBindings } from '../../run/bindings.js';
import { stepRecord } from '../../run/transition.js';
import { standingDecisionCommits } from '../../run/passed-approvals.js';
import { ownPendingApproval } from '../approval/transition.js';
import { phaseOf } from '../../model/phases.js';
import { stateLocatingInputs } from '../../model/run-scope.js';
import { absentOptionalInputs, usesAbsent } from '../../model/absent-inputs.js';
import type { ChildRunRecord, RunState } from '../../state/state.js';
import { conditionalInputs, declaredStepCount, type StepModel, type Workflow } from '../../model/workflow.js';
import type { Workspace } from '../../workspace/workspace.js';
import type { RunEvent, RunnerPorts } from '../../run/ports.js';
import type { Invocation } from '../../model/invocation.js';
import { sharedWithSubRuns, type Ancestor, type RunHost, type RunOutcome } from '../../run/host.js';
import type { Applied } from '../../run/reduce.js';

/** How deep children may nest (parent -> child -> grandchild ...). */
export const MAX_CHILD_DEPTH = 8;

export interface Prepared {
  file: string;
  inputs: Record<string, string>;
}

function fail(code: 'WORKFLOW_INPUT_REQUIRED' | 'WORKFLOW_CONTRACT_INVALID', message: string, hint?: string): never {
  throw new StagegateError(code, message, hint !== undefined ? { hint } : {});
}

/** The child's workflow file and inputs, resolved against the parent's bindings (every one explicitly). */
function prepare(host: RunHost, step: StepModel): Prepared {
  return resolveChildInvocation(host.workflow, host.workspace, host.ctx.bindings, host.state(), step);
}

/**
 * The child's workflow file and inputs for a child_workflow step or phase of `parent`, from the
 * run's bindings and state (plan shows the same): each child input resolves against the parent
 * once; one bound to an optional input this run was not given is not passed.
 */
export function resolveChildInvocation(parent: Workflow, workspace: Workspace, runBindings: ReadonlyMap<string, string>, state: RunState | undefined, step: StepModel): Prepared {
  // The parent's bindings (not the step's own inputs: each child input resolves against the parent once).
  const bindings = stepBindings(runBindings, { ...step, def: { ...step.def, inputs: {} } }, state);
  const resolve = (text: string, what: string): string => {
    try {
      return substitute(text, bindings);
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
      return fail('WORKFLOW_INPUT_REQUIRED', `${what} of step ${step.id} needs ${error.missing.map((m) => `{{${m}}}`).join(', ')}, which no input, default or runner value provides`, missingValuesHint(step, bindings, error.missing));
    }
  };
  const file = workspace.resolve(resolve(step.def.child_workflow!, 'child_workflow'), `child workflow of step ${step.id}`).rel;
  const inputs: Record<string, string> = {};
  // A child input bound to an optional input this run was not given is not passed: the child
  // sees it absent too (never an empty or invented value).
  const absent = absentOptionalInputs(parent, runBindings);
  const phase = phaseOf(step);
  if (phase) {
    for (const name of phase.passInputs) {
      const value = runBindings.get(name);
      if (value !== undefined && !absent.has(name)) inputs[name] = value;
    }
    for (const [name, value] of Object.entries(phase.derivedInputs)) {
      const text = scalarToString(value);
      if (text !== undefined && !usesAbsent(text, absent)) inputs[name] = resolve(text, `derived input ${name}`);
    }
  } else {
    for (const [name, value] of Object.entries(step.def.inputs ?? {})) {
      const text = scalarToString(value);
      if (text !== undefined && !usesAbsent(text, absent)) inputs[name] = resolve(text, `input ${name}`);
    }
  }
  return { file, inputs };
}

/**
 * The child run a command names (`child.yaml --run-id ID [name=value ...]`, runTarget), as the
 * run's child step `step` last invoked it: with the child's inputs that locate its state,
 * resolved from the run's bindings as the step resolves them. Without them when they cannot be
 * resolved now (the command is then the child's file and run id).
 */
export function childRunTarget(parent: Workflow, workspace: Workspace, runBindings: ReadonlyMap<string, string>, state: RunState, step: StepModel, child: { workflow_file: string; run_id: string }, importers: WorkflowReaders = {}): string {
  return runTarget(child.workflow_file, child.run_id, childRunLocating(parent, workspace, runBindings, state, step, child, importers));
}

/** The child's inputs that locate its state (childRunTarget's), as name/value pairs; none when they cannot be resolved now. */
export function childRunLocating(parent: Workflow, workspace: Workspace, runBindings: ReadonlyMap<string, string>, state: RunState, step: StepModel, child: { workflow_file: string }, importers: WorkflowReaders = {}): Array<[string, string]> {
  try {
    const { file, inputs } = resolveChildInvocation(parent, workspace, runBindings, state, step);
    if (file === child.workflow_file) return stateLocatingInputs(loadAndCheck(workspace, file, importers), new Map(Object.entries(inputs)));
  } catch (error) {
    if (!isStagegateError(error)) throw error;
  }
  return [];
}

/**
 * The status a finished child reports to this step: the status its workflow names for its
 * completion (terminal.success, e.g. IMPLEMENTATION_READY) when it completed and this step routes
 * (or, as a phase, requires) that name; else its stop code (WORKFLOW_COMPLETE is still routed as such).
 */
function reportedStatus(step: StepModel, status: string, childState: RunState): string {
  const success = childState.success_status;
  if (status !== 'WORKFLOW_COMPLETE' || success === undefined) return status;
  return Object.prototype.hasOwnProperty.call(step.def.statuses ?? {}, success) ? success : status;
}

/** Refuse a workflow that would run itself again, or a chain of children deeper than MAX_CHILD_DEPTH. */
function checkRecursion(host: RunHost, step: StepModel, file: string, located?: { statePath: string }): void {
  const chain = chainOf(host);
  const names = [...chain.map((a) => a.workflowFile), file].join(' -> ');
  if (chain.some((a) => a.workflowFile === file)) {
    fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would run ${file}, which is already running above it (${names}): workflows must not include themselves`, 'Break the cycle: a child workflow must not (directly or through its own children) run a workflow that runs it.');
  }
  if (located && chain.some((a) => a.statePath === located.statePath)) {
    fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would keep its state in ${located.statePath}, the state file of a run above it`, 'Give the child a state_path (or inputs, e.g. its run_id) of its own.');
  }
  if (chain.length >= MAX_CHILD_DEPTH) {
    fail('WORKFLOW_CONTRACT_INVALID', `child workflow step ${step.id} would nest workflows ${chain.length + 1} deep (at most ${MAX_CHILD_DEPTH}): ${names}`, 'Flatten the chain of child workflows.');
  }
}

/** The runs above the child: this run's ancestors and this run. */
function chainOf(host: RunHost): Ancestor[] {
  return [...host.ancestry, { workflowFile: host.workflow.file, statePath: host.ctx.statePath.rel, runRoot: host.ctx.runRoot.rel, runId: host.ctx.runId, locating: stateLocatingInputs(host.workflow, host.ctx.bound.explicit) }];
}

/**
 * The child's events, told as the parent's: steps are named `<child step>/<step>`; a note about the
 * child run itself (a note with no `step`) reads `<child step>: …`, as a foreach item's `loop[A]: …`.
 */
function childPorts(ports: RunnerPorts, step: StepModel): RunnerPorts {
  const emit = ports.onEvent;
  if (!emit) return ports;
  const onEvent = (event: RunEvent): void => {
    if (event.type === 'run_started') {
      emit({ type: 'note', message: `${step.id}: child workflow ${event.workflow} run ${event.runId} (${event.resumed ? 'resumed' : event.mode}) — state ${event.statePath}`, step: step.id });
    } else if (event.type === 'note') {
      emit(scopedNoteEvent(`${step.id}/`, event));
    } else {
      emit({ ...event, step: `${step.id}/${event.step}` });
    }
  };
  return { ...ports, onEvent };
}

/** Run one attempt of a child_workflow step (or phase). Returns the stop code, or undefined to go on. */
export async function runChildStep(host: RunHost, step: StepModel): Promise<string | undefined> {
  return (await runChild(host, step)).stop;
}

/** How a child run that paused left the step: its run, what it said, and the run a decision is made in. */
export interface ChildPause {
  workflowFile: string;
  runId: string | null;
  /** The child run's own message (e.g. `step check awaits approval: ship it?`). */
  childMessage: string;
  /** The child run paused at its approval step: the approve that decides it, pasteable (runVerbLine: `-C DIR` and all). */
  decide?: string;
}

/** runChildStep, with how the child paused when it did (a parallel step's branch says so in the step's pause). */
export async function runChild(host: RunHost, step: StepModel): Promise<{ stop: string | undefined; paused?: ChildPause }> {
  const started = host.clock();
  const previous = stepRecord(host.state(), step.id)?.child;
  const flight = host.apply({ event: 'attempt_started', at: host.now(), step: step.id, visit: 0, attempt: 0 }).state.in_flight!;
  let child: ChildRunRecord | undefined;
  let outcome: RunOutcome;
  // The child's inputs that decide where its state lives: an approve of the child must repeat them.
  let locating: Array<[string, string]>;
  let ownCommit = false;
  try {
    const { file, inputs } = prepare(host, step);
    checkRecursion(host, step, file);
    // Locate the child's run (read only) to know its state, and whether a fresh start happened.
    const childWorkflow = await loadAndCheckAsync(host.workspace, file, host.request.commandName, host.request.readers);
    // onSecrets: the child's own defaults (a state path made of a default api_token) are masked as the run's are.
    const located = resolveRunContext(childWorkflow, host.workspace, { tokens: inputs, undeclared: 'keep', onSecrets: host.request.invocation.onSecrets }, host.ports.clock.now(), { readOnly: true, ancestorRunRoots: chainOf(host).map((a) => a.runRoot) });
    checkRecursion(host, step, file, { statePath: located.statePath.rel });
    locating = stateLocatingInputs(childWorkflow, located.bound.explicit);
    const exec = step.def.execution;
    // Without an execution override on the step, the child runs fresh when its own workflow says
    // so, or when this run is a fresh run and the child's run id is bound (a fresh parent reuses
    // no verdict of an earlier child run either).
    const configuredFresh =
      exec?.execution_mode === 'fresh' ||
      exec?.ignore_previous_completion === true ||
      (exec?.execution_mode === undefined &&
        exec?.ignore_previous_completion === undefined &&
        (childWorkflow.execution.executionMode === 'fresh' || childWorkflow.execution.ignorePreviousCompletion || (host.state().execution_mode === 'fresh' && inputs['run_id'] !== undefined)));
    const existingCreated = located.existing.kind === 'ok' ? located.existing.state.created_at : null;
    let mode: 'resume' | 'fresh' = configuredFresh ? 'fresh' : 'resume';
    let freshBase = existingCreated;
    if (previous && previous.visit === flight.visit && previous.mode === 'fresh' && configuredFresh) {
      // A retry on the same visit: the fresh run this visit started is resumed once it exists.
      freshBase = previous.fresh_base;
      if (existingCreated !== null && existingCreated !== previous.fresh_base) mode = 'resume';
    }
    child = {
      workflow_file: file,
      run_id: located.runIdGenerated ? null : located.runId,
      state_path: located.statePath.rel,
      manifest_path: located.manifestPath.rel,
      run_root: located.runRoot.rel,
      mode: configuredFresh ? 'fresh' : 'resume',
      invoked_as: mode,
      fresh_base: freshBase,
      visit: flight.visit,
      status: 'IN_PROGRESS',
      artifacts: [],
    };
    host.apply({ event: 'child_recorded', at: host.now(), step: step.id, child });
    // In flight before the child starts: a crash from here on re-enters this step on resume. The
    // commit projects this run's state and manifest too: a child may name them as evidence
    // (Downstream stages resolve inputs from them).
    ownCommit = true;
    host.commit();
    ownCommit = false;
    // --allow-workflow-change applies to the children of the run too (their digests are checked on resume).
    const invocation: Invocation = { tokens: inputs, undeclared: 'keep', mode, ignorePreviousCompletion: mode === 'fresh', onSecrets: host.request.invocation.onSecrets, ...(host.request.invocation.allowWorkflowChange === true ? { allowWorkflowChange: true } : {}), ...sourcePolicyOf(host) };
    outcome = await host.runChild(
      {
        workspace: host.request.workspace,
        workflowFile: file,
        // The child's workflow as this step just loaded and checked it: not read, parsed and validated again.
        workflowModel: childWorkflow,
        invocation,
        env: host.request.env,
        ...sharedWithSubRuns(host.request),
        ancestry: chainOf(host),
      },
      // The child is part of this invocation: it records the source commit this run records (read
      // once per invocation, as foreach items do; no git call per child or parallel branch).
      { ...childPorts(host.ports, step), source: subRunSource(host) },
    );
  } catch (error) {
    // A write failure of this run's own commit is the run's (run-host.ts failed: its second try),
    // not a child_failed that the next commit would record with a message saying it was not.
    if (!isStagegateError(error) || ownCommit) throw error;
    // The input to pass, said where the error knows it (the stop code's fix is generic).
    if (error.code === 'WORKFLOW_INPUT_REQUIRED') host.stopFix(error.code, error.hint);
    const t = host.apply({ event: 'child_failed', at: host.now(), step: step.id, code: error.code, message: `child workflow step ${step.id}: ${error.message}`, duration_ms: host.clock() - started });
    host.commit();
    return { stop: t.stop };
  }
  host.stagesRan(outcome.stagesRun);
  // The child's warnings are this invocation's too (`run --json`'s `warnings`), named by the step.
  for (const w of scopedWarnings(`${step.id}/`, outcome)) host.warn(w.message, true, w.step);
  const childState = outcome.state;
  child = {
    ...child,
    run_id: outcome.runId ?? child.run_id,
    state_path: outcome.statePath ?? child.state_path,
    manifest_path: outcome.manifestPath ?? child.manifest_path,
    run_root: outcome.runRoot ?? child.run_root,
    status: outcome.status,
    artifacts: childState ? Object.values(childState.artifacts).map((a) => ({ path: a.path, sha256: a.sha256, step: a.step, gate_status: a.gate_status })) : child.artifacts,
  };
  host.apply({ event: 'child_recorded', at: host.now(), step: step.id, child });
  const durationMs = host.clock() - started;
  const at = host.now();
  const label = `child workflow step ${step.id} (${child.workflow_file}, run ${child.run_id ?? '-'})`;
  const finished = childState !== undefined && outcome.activeStep === null;
  let t: Applied;
  let routed = false;
  // What the step says the child ended with: the name the parent routes on (terminal.success) or the child's stop code.
  let reported = outcome.status;
  let paused: ChildPause | undefined;
  if (finished) {
    const phase = phaseOf(step);
    const status = reportedStatus(step, outcome.status, childState);
    reported = status;
    routed = step.def.statuses !== undefined && Object.prototype.hasOwnProperty.call(step.def.statuses, status);
    if (routed) {
      // The approvals the child passed stand for this step's verdict too: a new commit voids them (run/passed-approvals.ts).
      t = host.apply({ event: 'child_routed', at, step: step.id, child_status: status, present: host.present(conditionalInputs(step.def.statuses)), duration_ms: durationMs, stop_after: host.stopsAfter(step.id), to: null, stop: null, decided_at: standingDecisionCommits(childState) });
    } else if (phase) {
      t = host.apply({ event: 'phase_stopped', at, step: step.id, child_status: status, required: phase.requireTerminalStatus });
    } else {
      const allowed = Object.keys(step.def.statuses ?? {}).join(', ');
      t = host.apply({ event: 'child_failed', at, step: step.id, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION', message: `${label} ended ${outcome.status}, which the workflow does not route (allowed: ${allowed})`, duration_ms: durationMs });
    }
  } else if (childState !== undefined && outcome.status === 'PARTIAL_RESUMABLE') {
    const pending = ownPendingApproval(childState);
    if (pending && child.run_id) host.childrenAwaitApproval([{ workflowFile: child.workflow_file, runId: child.run_id, approvers: pending.approvers, locating }]);
    // The child's inputs that locate its state, so the command pastes as it reads: values only
    // for the person at the CLI who gave them (as the runner's own next: commands).
    const decide = child.run_id && pending ? runVerbLine(host.request.commandName ?? 'stagegate', 'approve', child.workflow_file, child.run_id, host.request.agentFlagsInHints ? locating : []) : undefined;
    paused = { workflowFile: child.workflow_file, runId: child.run_id, childMessage: outcome.message, ...(decide !== undefined ? { decide } : {}) };
    t = host.apply({ event: 'child_paused', at, step: step.id, message: `${label} paused: ${outcome.message}; ${decide !== undefined ? `decide its approval (${decide}), then ` : ''}resume this run to continue the child` });
  } else {
    if (outcome.sourceRefused === true) host.childRefusedSource();
    // What the child needs given (an input, an agent) is said by the child's fix, not the stop code's generic one.
    if (outcome.status === 'WORKFLOW_INPUT_REQUIRED') host.stopFix(outcome.status, outcome.hint);
    // A question below (the child's, or its own child's): the command that answers, recorded (questions.ts childAnswerNext).
    const answer = outcome.status === 'WORKFLOW_ANSWER_REQUIRED' ? outcome.answerCommand : undefined;
    t = host.apply({ event: 'child_failed', at, step: step.id, code: outcome.status, message: `${label}: ${outcome.message}`, duration_ms: durationMs, ...(answer !== undefined ? { answer_command: answer } : {}) });
  }
  host.commit();
  host.ports.onEvent?.({
    type: 'stage_finished',
    step: step.id,
    visit: flight.visit,
    attempt: flight.attempt,
    ok: routed,
    gateStatus: reported,
    ...(t.stop !== undefined ? { code: t.stop } : {}),
    next: t.state.active_step,
    durationMs,
    ...host.progress(t.state.completed_steps, step.id),
    totalSteps: declaredStepCount(host.workflow),
  });
  return paused ? { stop: t.stop, paused } : { stop: t.stop };
}
