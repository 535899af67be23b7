// run --rerun-from STEP (Temporal's workflow reset): take back STEP's verdict and every verdict
// accepted after STEP's last acceptance, open a finished run again, and enter STEP like any
// transition. Pure: the runner plans it (refusing before anything is written), the `rewound`
// event's transition applies it, and a replay plans it again and compares (run/reduce.ts), so a
// journal whose rewind names another set, or a step the run never reached, does not replay.
import { StagegateError } from './errors.js';
import { didYouMean } from '../model/did-you-mean.js';
import type { RunState, StepRecord } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import { enterStep, maxVisitsOf, stepRecord, type TransitionResult } from './transition.js';
import { stopClass } from './stop-codes.js';
import { flagWord } from './command-line.js';

/** Kinds whose verdict stands on runs of their own (items, branches, a child run): a rewind would not run them again. */
const OWN_RUNS = new Set(['foreach', 'parallel', 'child_workflow']);

export interface RewindPlan {
  step: string;
  /** The verdicts taken back, in the order they were accepted. */
  taken_back: string[];
}

/** A rewind refused: the stop code, what is wrong, the fix. */
export interface RewindRefusal {
  code: 'REWIND_STEP_UNKNOWN' | 'REWIND_STEP_NOT_REACHED' | 'REWIND_NOT_SUPPORTED';
  message: string;
  hint: string;
}

function holdsVerdict(r: StepRecord | undefined): r is StepRecord {
  return r !== undefined && (r.status === 'completed' || r.status === 'blocked');
}

/**
 * What rerunning run `state` from `stepId` takes back, or why it cannot. `state` undefined: the
 * run has not started.
 */
export function planRewind(state: RunState | undefined, workflow: Workflow, stepId: string): RewindPlan | RewindRefusal {
  const step = workflow.steps.get(stepId);
  if (!step) {
    const ids = [...workflow.steps.keys()];
    return { code: 'REWIND_STEP_UNKNOWN', message: `--rerun-from ${stepId}: workflow ${workflow.name} has no step ${stepId}${didYouMean(stepId, ids)}`, hint: `Pass one of its steps: ${ids.join(', ')}.` };
  }
  if (state === undefined) return { code: 'REWIND_STEP_NOT_REACHED', message: `--rerun-from ${stepId}: the run has not started, so it has no verdict to redo`, hint: 'Run it without --rerun-from first.' };
  const record = stepRecord(state, stepId);
  const reached = (id: string) => (stepRecord(state, id)?.visits ?? 0) > 0;
  if (!record || !reached(stepId)) {
    const taken = Object.keys(state.steps).filter(reached);
    return { code: 'REWIND_STEP_NOT_REACHED', message: `--rerun-from ${stepId}: run ${state.run_id} never reached step ${stepId} (the steps it reached: ${taken.join(', ') || 'none'})`, hint: 'Rerun from a step the run reached, or resume without --rerun-from.' };
  }
  // Where the verdicts to take back begin: STEP's last acceptance; the step the run is at and never accepted: none after it.
  // A verdict taken back (by an earlier rerun from a step, or by --on-source-change rerun) keeps its accepted_seq but stands no more: going to that step would pass over the steps
  // between the run's place and it, whose verdicts were taken back too.
  const since = (holdsVerdict(record) ? record.accepted_seq : undefined) ?? (state.active_step === stepId ? Infinity : undefined);
  if (since === undefined && record.status === 'pending' && record.accepted_seq !== undefined) {
    const by = rewoundAway(state, stepId) ? 'an earlier rerun from a step' : 'a source change';
    return {
      code: 'REWIND_STEP_NOT_REACHED',
      message: `--rerun-from ${stepId}: the verdict of step ${stepId} was taken back by ${by} and run ${state.run_id} has not reached it again${state.active_step !== null ? ` (it is at ${state.active_step}, which runs first)` : ''}`,
      hint: 'Resume without --rerun-from (the run goes on from where it is), or rerun from a step whose verdict stands; at another source commit, --on-source-change keep keeps the verdicts before the step.',
    };
  }
  if (since === undefined) {
    return { code: 'REWIND_STEP_NOT_REACHED', message: `--rerun-from ${stepId}: step ${stepId} never had a verdict accepted in run ${state.run_id} (its visits ended ${record.status}) and the run is not at it`, hint: 'Rerun from a step the run completed or is at, or resume without --rerun-from.' };
  }
  const later = Object.keys(state.steps)
    .filter((id) => id !== stepId && holdsVerdict(stepRecord(state, id)) && (stepRecord(state, id)!.accepted_seq ?? -1) > since)
    .sort((a, b) => stepRecord(state, a)!.accepted_seq! - stepRecord(state, b)!.accepted_seq!);
  const takenBack = [...(holdsVerdict(record) ? [stepId] : []), ...later];
  const own = [...takenBack, ...(state.active_step !== null && state.active_step !== stepId ? [state.active_step] : [])].filter((id) => OWN_RUNS.has(workflow.steps.get(id)?.kind ?? ''));
  if (OWN_RUNS.has(step.kind) || own.length > 0) {
    const which = OWN_RUNS.has(step.kind) ? stepId : own[0]!;
    const kind = workflow.steps.get(which)!.kind.replace('_', ' ');
    const why = which === state.active_step && !takenBack.includes(which) ? `the run is at ${kind} step ${which} (its shards or runs may be pending)` : `it would take back the verdict of ${kind} step ${which}, whose runs keep their own results and would not run again`;
    return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${stepId}: ${why}`, hint: 'Rerun from a step after it, or start the run over with --mode fresh.' };
  }
  return { step: stepId, taken_back: takenBack };
}

export function isRefusal(plan: RewindPlan | RewindRefusal): plan is RewindRefusal {
  return 'code' in plan;
}

/** The refusal as the error the runner stops with (nothing written). */
export function rewindError(refusal: RewindRefusal): StagegateError {
  return new StagegateError(refusal.code, `${refusal.message}; nothing was changed`, { hint: refusal.hint });
}

/** Whether the step's verdict was taken back by a rerun from a step and not accepted again since (stall.ts). */
export function rewoundAway(state: RunState, stepId: string): boolean {
  const seq = stepRecord(state, stepId)?.accepted_seq ?? -1;
  return (state.rewinds ?? []).some((r) => r.taken_back.includes(stepId) && seq <= r.seq);
}

/**
 * The `rewound` transition: take back the planned verdicts (their records pending, out of
 * completed_steps), drop an attempt in flight and a pending approval, open a finished run again
 * (what said why it ended no longer stands), and enter STEP, counting a visit (max_visits applies).
 */
export function applyRewind(state: RunState, workflow: Workflow, plan: RewindPlan, at: string): TransitionResult {
  const taken = new Set(plan.taken_back);
  const steps = { ...state.steps };
  for (const id of taken) steps[id] = { ...steps[id]!, status: 'pending' };
  const from = state.active_step ?? state.last_transition?.step ?? plan.step;
  const active = steps[from];
  if (active && active.status === 'in_flight') steps[from] = { ...active, status: 'pending' };
  const reopened: Partial<RunState> = state.active_step === null ? { blocking_artifact: null, blocking_qids: [], blocking_retry_step: null } : {};
  const back: RunState = {
    ...state,
    ...reopened,
    steps,
    completed_steps: state.completed_steps.filter((id) => !taken.has(id)),
    failed_or_blocked_steps: state.failed_or_blocked_steps.filter((id) => !taken.has(id)),
    in_flight: null,
    pending_approval: null,
    rewinds: [...(state.rewinds ?? []), { at, step: plan.step, taken_back: plan.taken_back, seq: state.transitions }],
    updated_at: at,
  };
  const visit = Math.max(1, active?.visits ?? 1);
  const attempt = Math.max(1, active?.visit_attempts ?? 1);
  return enterStep(back, workflow, { at, step: from, visit, attempt }, plan.step, `a rerun from ${plan.step} (--rerun-from)`, from, false);
}

/**
 * The step a run that ended blocked (`status`) can be rerun from — the step that ended it — or
 * undefined where a rerun would be refused or change nothing: a hand-off ends the run whenever it
 * is reached, a decision takes the same branch on the same results, a loop limit is reached
 * again, a step with no visit left under max_visits. What `status` and the run's own outcome
 * offer besides a fresh start.
 */
export function rerunFromBlocked(state: RunState, workflow: Workflow, status: string): string | undefined {
  if (state.active_step !== null || stopClass(status) !== 'blocked' || status === 'WORKFLOW_BLOCKED_LOOP_LIMIT') return undefined;
  const step = state.last_transition?.step;
  // A decision run again reads the same recorded results and inputs, so it routes to BLOCKED again.
  const kind = step === undefined ? undefined : workflow.steps.get(step)?.kind;
  if (step === undefined || kind === 'instruction' || kind === 'decision') return undefined;
  if ((state.steps[step]?.visits ?? 0) >= maxVisitsOf(workflow, step)) return undefined;
  return isRefusal(planRewind(state, workflow, step)) ? undefined : step;
}

/** `resume` (the command that resumes the run) rerunning it from `step`: pasteable. */
export function rerunCommand(resume: string, step: string): string {
  return `${resume}${flagWord('rerun-from', step)}`;
}

/** One line for people: what the rerun took back. */
export function describeRewind(plan: RewindPlan): string {
  return `rerun from ${plan.step}: ${plan.taken_back.length > 0 ? `the verdicts of ${plan.taken_back.join(', ')} are taken back and run again` : 'no verdict to take back'}; the run goes back to ${plan.step}`;
}
