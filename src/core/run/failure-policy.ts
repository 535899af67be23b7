// Failure policy as pure functions: a stage that failed (STAGE_FAILED / STAGE_TIMEOUT) after its
// retries follows its on_failure instead of stopping (on_failure: skip records the step as
// skipped and follows its on_skip), and an optional step a person skips (stagegate skip) follows
// its on_skip. All are transitions like any other: visits counted, max_visits and
// stop_after_step honoured.
import { closest } from '../model/did-you-mean.js';
import { StagegateError } from './errors.js';
import { logged, type RunState } from '../state/state.js';
import { currentVisit, enterStep, stepRecord, without, type TransitionResult } from './transition.js';
import type { StepModel, Workflow } from '../model/workflow.js';
import { transitionsOf } from '../validate/graph.js';
import { flagWord } from './command-line.js';

/** Failure codes on_failure routes; anything else (contract, gate, budget) still stops the run. */
export const ROUTABLE_FAILURES: ReadonlySet<string> = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT', 'WORKFLOW_BLOCKED_QUESTION_LIMIT']);

/** `on_failure: skip`: the failed step counts as skipped and the run follows its on_skip. */
export const SKIP_ON_FAILURE = 'skip';

/** Where a step's on_failure leads: its on_skip for `skip` (undefined when it has none), else the target itself. */
export function failureTarget(step: StepModel): string | undefined {
  const target = step.def.on_failure;
  return target === SKIP_ON_FAILURE ? step.def.on_skip : target;
}

function addUnique(list: string[], item: string): string[] {
  return list.includes(item) ? list : [...list, item];
}

/**
 * After applyFailure recorded the last failed attempt (a transition with outcome `failed`), follow the
 * step's on_failure. Undefined when the step has none or the code is not routable.
 */
export function routeFailure(state: RunState, workflow: Workflow, step: StepModel, code: string, at: string, stopAfter: boolean): TransitionResult | undefined {
  if (step.def.on_failure === undefined || !ROUTABLE_FAILURES.has(code)) return undefined;
  const skip = step.def.on_failure === SKIP_ON_FAILURE;
  const target = failureTarget(step);
  // validate requires on_skip with on_failure: skip (MISSING_ON_SKIP); without it the failure stops the run.
  if (target === undefined) return undefined;
  const last = state.last_transition;
  const visit = last?.visit ?? 1;
  const base = { at, step: step.id, visit, attempt: last?.attempt ?? 1, gate_status: null, exit_status: last?.exit_status ?? null, duration_ms: 0 };
  const policy = skip ? `on_failure: skip, on_skip` : 'on_failure';
  // Failed by a status of its failure_statuses (the latest attempt's, applyFailure): which one.
  const failedBy = stepRecord(state, step.id)?.failure_status;
  const how = failedBy !== undefined ? `${code}: it reported status ${failedBy}, one of its failure_statuses` : code;
  const after = `${step.id} failed (${how}) and ${policy} leads there`;
  // A skipped failure: the failed attempts stay among the transitions, the step itself counts as skipped.
  const marked: RunState = skip ? markSkipped(state, step, visit, at, target, stepRecord(state, step.id)?.last_error ?? null) : { ...state, failed_or_blocked_steps: addUnique(state.failed_or_blocked_steps, step.id) };
  // The failure's code, as a field (failed-end.ts tells it; the message is for people).
  const record = stepRecord(marked, step.id);
  const from: RunState = record ? { ...marked, steps: { ...marked.steps, [step.id]: { ...record, failure_code: code } } } : marked;
  if (target === 'BLOCKED' || target === 'DONE') {
    const done = target === 'DONE';
    const stop = done ? 'WORKFLOW_COMPLETE' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
    const next: RunState = {
      ...from,
      status: stop,
      message: `step ${step.id} failed (${how}); ${policy}: ${target}`,
      active_step: null,
      ...logged(from, { ...base, outcome: done ? 'complete' : 'blocked', code: stop, to: null }),
      updated_at: at,
    };
    return { state: next, stop };
  }
  const entered = enterStep(from, workflow, base, target, after, step.id, stopAfter);
  const message = entered.state.message ?? `step ${step.id} failed (${how}); ${policy} -> ${target}`;
  return { ...entered, state: { ...entered.state, message: entered.stop ? message : null, updated_at: at } };
}

/**
 * The step as skipped (not failed), with a skips record — by on_failure: skip (the failure itself
 * stays a transition) or by a person. Its latest outcome is the skip: in neither list, also when an
 * earlier visit completed it. Completed on a later visit, it goes back where it was first completed.
 */
function markSkipped(state: RunState, step: StepModel, visit: number, at: string, target: string, after: string | null, by?: string): RunState {
  const { skipped_after: _earlier, ...record } = stepRecord(state, step.id) ?? { kind: step.kind, status: 'pending' as const, visits: visit, attempts: 0 };
  return {
    ...state,
    // skipped_seq: where the skip stands among the run's verdicts (a rerun from the step takes back those after it: run/rewind.ts).
    // skipped_after: the failure this skip came after (none for a person's skip: last_error may be an earlier visit's).
    steps: { ...state.steps, [step.id]: { ...record, status: 'skipped', skipped_seq: state.transitions, ...(after !== null ? { skipped_after: after } : {}) } },
    completed_steps: without(state.completed_steps, step.id),
    failed_or_blocked_steps: without(state.failed_or_blocked_steps, step.id),
    skips: [...(state.skips ?? []), { step: step.id, visit, at, to: target === 'DONE' || target === 'BLOCKED' ? null : target, ...(by !== undefined ? { by } : {}) }],
  };
}

/**
 * The step to stop after (--stop-after-step) so that optional step `stepId` is the run's active
 * step, where a skip can take it: the active step when a transition of it leads there (an aiox
 * step's `<id>_when` guard), else the one step that leads there; undefined when none or several do.
 */
function stepBefore(state: RunState, workflow: Workflow, stepId: string): string | undefined {
  const leads = [...workflow.steps.values()].filter((s) => s.id !== stepId && transitionsOf(s).some((t) => t.to === stepId)).map((s) => s.id);
  if (state.active_step !== null && leads.includes(state.active_step)) return state.active_step;
  return leads.length === 1 ? leads[0] : undefined;
}

/** The commands a refusal names: the run's resume (`stagegate run WORKFLOW --run-id ID …`) and its skip of the step, pasteable. */
export interface SkipCommands {
  resume: string;
  skip: string;
}

/**
 * `skip … STEP` where STEP is no step of the workflow: the invocation's mistake, as for every
 * command that names a step (docs/cli.md#step-ids-in-arguments). Judged on the workflow alone, so
 * `skip` says it before it locates, loads or checks the run; undefined when STEP is a step.
 */
export function skipStepUnknown(workflow: Workflow, stepId: string): StagegateError | undefined {
  if (workflow.steps.has(stepId)) return undefined;
  const near = closest(stepId, workflow.steps.keys());
  const optional = [...workflow.steps.values()].filter((s) => s.def.optional === true && s.def.on_skip !== undefined).map((s) => s.id);
  const which = optional.length > 0 ? `the workflow's optional steps: ${optional.join(', ')}` : `workflow ${workflow.name} has none`;
  return new StagegateError('WORKFLOW_INPUT_REQUIRED', `'${stepId}' is not a step of workflow ${workflow.name}${near ? `. Did you mean '${near}'?` : ''}`, {
    hint: `Name the run's active step, when it is optional (${which}; stagegate status names the active step). The workflow's steps: ${[...workflow.steps.keys()].join(', ')}.`,
  });
}

/** Skip the active optional step: mark it skipped (by whom: `by`, the person who skipped it) and follow on_skip. */
export function skipStep(state: RunState, workflow: Workflow, stepId: string, at: string, commands?: SkipCommands, by?: string): TransitionResult {
  const unknown = skipStepUnknown(workflow, stepId);
  if (unknown !== undefined) throw unknown;
  const step = workflow.steps.get(stepId)!;
  if (step.def.optional !== true || step.def.on_skip === undefined) {
    throw new StagegateError('STEP_NOT_SKIPPABLE', `step ${stepId} is not optional: only steps with optional: true (and on_skip) may be skipped`, { hint: 'Mark the step optional: true with on_skip: <step> in the workflow, or let it run.' });
  }
  // Finished: no resume makes a step active again, so do not advise one.
  if (state.active_step === null && state.in_flight === null) {
    throw new StagegateError('STEP_NOT_SKIPPABLE', `run ${state.run_id} already finished (${state.status}): no step is active, so step ${stepId} cannot be skipped`, {
      hint: 'A finished run skips no more steps (stagegate status shows how it ended); to skip the step in a new pass, start the workflow over: a new run id, or this one with --mode fresh.',
    });
  }
  if (state.active_step !== stepId || state.in_flight !== null) {
    // A resume would run the step, not stop before it: stop the run right after the step that leads to it.
    const before = state.in_flight === null ? stepBefore(state, workflow, stepId) : undefined;
    // A step the run has already gone past is no step a resume reaches: --stop-after-step of it is
    // ignored (it does not run in that invocation), so the run must go back to it with --rerun-from.
    const passed = before !== undefined && before !== state.active_step && (stepRecord(state, before)?.visits ?? 0) > 0;
    const stopFlags = before === undefined ? '' : `${passed ? flagWord('rerun-from', before) : ''}${flagWord('stop-after-step', before)}`;
    const stop = before === undefined ? undefined : commands === undefined ? `stagegate run with${passed ? ` --rerun-from ${before}` : ''} --stop-after-step ${before}` : `\`${commands.resume}${stopFlags}\``;
    const skipIt = commands === undefined ? 'stagegate skip' : `\`${commands.skip}\``;
    throw new StagegateError('STEP_NOT_SKIPPABLE', `step ${stepId} is not the active step of run ${state.run_id} (active: ${state.active_step ?? 'none, the run finished'}${state.in_flight ? `, ${state.in_flight.step} in flight` : ''})`, {
      hint:
        stop === undefined
          ? `Only the step a resume would run next can be skipped, and a resume runs it rather than stopping before it: stop the run right after a step that leads to ${stepId} (--stop-after-step), then skip it.`
          : passed
            ? `Only the step a resume would run next can be skipped, and the run is past ${before}, which leads to ${stepId}: a resume does not run ${before} again, so go back to it: ${stop} (it takes back the verdict of ${before} and every one accepted after it, runs ${before} again and stops, at ${stepId} when ${before} leads there); then ${skipIt}.`
            : `Only the step a resume would run next can be skipped, and a resume runs it rather than stopping before it: stop the run right after ${before}, which leads to ${stepId}: ${stop} (it runs ${before === state.active_step ? before : `up to ${before}`} and stops, at ${stepId} when ${before} leads there); then ${skipIt}.`,
    });
  }
  const visit = currentVisit(stepRecord(state, stepId));
  const target = step.def.on_skip;
  const marked: RunState = { ...markSkipped(state, step, visit, at, target, null, by), pending_approval: null, updated_at: at };
  const base = { at, step: stepId, visit, attempt: Math.max(1, stepRecord(state, stepId)?.attempts ?? 0), gate_status: null, exit_status: null, duration_ms: 0 };
  if (target === 'DONE' || target === 'BLOCKED') {
    const stop = target === 'DONE' ? 'WORKFLOW_COMPLETE' : 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE';
    const next: RunState = {
      ...marked,
      status: stop,
      message: `step ${stepId} was skipped; on_skip: ${target}`,
      active_step: null,
      ...logged(marked, { ...base, outcome: target === 'DONE' ? 'complete' : 'blocked', code: stop, to: null }),
    };
    return { state: next, stop };
  }
  const entered = enterStep(marked, workflow, base, target, `${stepId} was skipped`, stepId, true);
  if (entered.stop === 'WORKFLOW_BLOCKED_LOOP_LIMIT') return entered;
  // The run is not running: it waits, paused, at the on_skip target until the next resume.
  return { state: { ...entered.state, message: `step ${stepId} was skipped; next step: ${target}` }, stop: 'PARTIAL_RESUMABLE' };
}
