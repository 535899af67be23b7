// run --rerun-from STEP (Temporal's workflow reset): take back STEP's verdict and every verdict
// accepted after STEP's last acceptance, open a finished run again, and enter STEP like any
// transition. Pure: the runner plans it (refusing before anything is written), the `rewound`
// event's transition applies it, and a replay plans it again and compares (run/reduce.ts), so a
// journal whose rewind names another set, or a step the run never reached, does not replay.
import { StagegateError } from './errors.js';
import { closest } from '../model/did-you-mean.js';
import { NO_IDS, withCounts, type RunState, type StepRecord } from '../state/state.js';
import type { StepModel, Workflow } from '../model/workflow.js';
import { currentVisit, enterStep, maxVisitsOf, stepRecord, type TransitionResult } from './transition.js';
import { reachable, transitionsOf } from '../validate/graph.js';
import { flagWord } from './command-line.js';
import { failedEnd } from './failed-end.js';
import { branchesOf } from '../steps/parallel/branches.js';
import { pendingBranch } from '../steps/parallel/records.js';
import type { BranchRecord } from '../state/state.js';

/**
 * Kinds whose verdict stands on runs of their own (items, branches, a child run): a rewind would
 * not run them again. A foreach taken back runs again at its next visit, every item in a new
 * folder (steps/foreach/schedule.ts carryVisits), so only its being the run's active step (shards
 * of it may be pending) or the step rerun from (planForeachRerun) is refused. A parallel step
 * rerun from (not taken back) reopens its visit when its join failed (planParallelRerun); taken
 * back, it runs every branch again at its next visit (parallel/records.ts beginParallelVisit:
 * logs and shard folders of that visit), so only one with a child_workflow branch (its child run
 * is found by its inputs, not the visit: it would be resumed and report its old outcome) is
 * refused here (takenBackOwnRuns) — and one whose branches were merged from shards, by
 * rewind-items.ts planRerun, which reads that on disk (the runner and status both ask it).
 */
const OWN_RUNS = new Set(['foreach', 'parallel', 'child_workflow']);

/** Why taking back step `id`'s verdict would not run it again honestly, or undefined. */
function takenBackOwnRuns(workflow: Workflow, id: string): string | undefined {
  const step = workflow.steps.get(id);
  if (step?.kind === 'child_workflow') return `it would take back the verdict of child workflow step ${id}, whose runs keep their own results and would not run again`;
  if (step?.kind !== 'parallel') return undefined;
  const child = branchesOf(workflow, step).find((b) => b.kind === 'child_workflow');
  return child === undefined ? undefined : `it would take back the verdict of parallel step ${id}, whose branch ${child.id} runs a child workflow: its child run is found by its inputs, not the step's visit, so it would be resumed and report its old outcome, not run again`;
}

export interface RewindPlan {
  step: string;
  /** The verdicts taken back, in the order they were accepted. */
  taken_back: string[];
  /**
   * A rerun from a foreach step that ended blocked: the items that run again, in the foreach's
   * order (its blocked items, and verified ones whose outputs changed since: rerunItems). The
   * other verified items are kept.
   */
  items?: string[];
  /**
   * A rerun from a parallel step whose join failed: the branches that run again, in declared
   * order (those that did not succeed, and succeeded ones whose outputs changed since:
   * rerunBranches). The other succeeded branches are kept.
   */
  branches?: string[];
}

/** A rewind refused: the stop code, what is wrong, the fix. */
export interface RewindRefusal {
  code: 'REWIND_STEP_UNKNOWN' | 'REWIND_STEP_NOT_REACHED' | 'REWIND_NOT_SUPPORTED';
  message: string;
  hint: string;
  /** Refused because the step has had its max_visits visits: the step whose max_visits to raise (the rerun's command is the caller's to add to the hint). */
  raise?: string;
  /** With `raise`: the other steps the run reaches from it that have had theirs too (stepsAtLimitFrom), to raise with it. */
  alsoAtLimit?: string[];
}

function holdsVerdict(r: StepRecord | undefined): r is StepRecord {
  return r !== undefined && (r.status === 'completed' || r.status === 'blocked');
}

/**
 * --rerun-from STEP where STEP is no step of the workflow: the refusal, judged on the workflow
 * alone (the runner says it before it locates or checks the run: a mistyped id is the
 * invocation's mistake whatever state the run is in); undefined when STEP is a step.
 */
export function rerunStepUnknown(workflow: Workflow, stepId: string): RewindRefusal | undefined {
  if (workflow.steps.has(stepId)) return undefined;
  const ids = [...workflow.steps.keys()];
  // A branch (by its id, or as an imported file wrote it: CCW's N-002 in a parallel_group) is
  // no step: name its parallel step, whose rerun runs the branches that did not succeed.
  const parent = [...workflow.steps.values()].find((s) => s.kind === 'parallel' && (Object.hasOwn(s.def.parallel?.branches ?? {}, stepId) || Object.values(s.branchesWritten ?? {}).includes(stepId)));
  if (parent !== undefined) {
    return { code: 'REWIND_STEP_UNKNOWN', message: `--rerun-from ${stepId}: ${stepId} is a branch of parallel step ${parent.id}, not a step of workflow ${workflow.name}`, hint: `Rerun from the parallel step: --rerun-from ${parent.id} (its branches that did not succeed run again, the others are kept).` };
  }
  const near = closest(stepId, ids);
  return { code: 'REWIND_STEP_UNKNOWN', message: `--rerun-from ${stepId}: workflow ${workflow.name} has no step ${stepId}${near !== undefined ? `. Did you mean '${near}'?` : ''}`, hint: `Pass one of its steps: ${ids.join(', ')}.` };
}

/**
 * What rerunning run `state` from `stepId` takes back, or why it cannot. `state` undefined: the
 * run has not started.
 */
export function planRewind(state: RunState | undefined, workflow: Workflow, stepId: string): RewindPlan | RewindRefusal {
  const unknown = rerunStepUnknown(workflow, stepId);
  if (unknown !== undefined) return unknown;
  const step = workflow.steps.get(stepId)!;
  if (state === undefined) return { code: 'REWIND_STEP_NOT_REACHED', message: `--rerun-from ${stepId}: the run has not started, so it has no verdict to redo`, hint: 'Run it without --rerun-from first.' };
  const record = stepRecord(state, stepId);
  const reached = (id: string) => (stepRecord(state, id)?.visits ?? 0) > 0;
  if (!record || !reached(stepId)) {
    const taken = Object.keys(state.steps).filter(reached);
    return { code: 'REWIND_STEP_NOT_REACHED', message: `--rerun-from ${stepId}: run ${state.run_id} never reached step ${stepId} (the steps it reached: ${taken.join(', ') || 'none'})`, hint: 'Rerun from a step the run reached, or resume without --rerun-from.' };
  }
  if (step.kind === 'foreach' && state.active_step !== stepId) return planForeachRerun(state, step, record);
  if (step.kind === 'parallel' && state.active_step !== stepId) return planParallelRerun(state, workflow, step, record);
  // Where the verdicts to take back begin: STEP's last acceptance; the step the run is at and never accepted: none after it.
  // A verdict taken back (by an earlier rerun from a step, or by --on-source-change rerun) keeps its accepted_seq but stands no more: going to that step would pass over the steps
  // between the run's place and it, whose verdicts were taken back too.
  // The step whose failure (STAGE_FAILED / STAGE_TIMEOUT after its retries) ended the run, its on_failure leading to BLOCKED:
  // it holds no verdict and nothing was accepted after it, so the run goes back to it as to the step it is at (failedEnd).
  // A skipped step (stagegate skip, on_failure: skip) holds no verdict, but the run went on from its skip: a rerun from it takes the skip back
  // with every verdict accepted after it, and runs it (its output, which later steps may read as empty, is made).
  const skippedAt = record.status === 'skipped' ? record.skipped_seq : undefined;
  const since = (holdsVerdict(record) ? record.accepted_seq : undefined) ?? skippedAt ?? (state.active_step === stepId || failedEnd(state) === stepId ? Infinity : undefined);
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
  const takenBack = [...(holdsVerdict(record) || skippedAt !== undefined ? [stepId] : []), ...later];
  const atOwn = state.active_step !== null && state.active_step !== stepId && OWN_RUNS.has(workflow.steps.get(state.active_step)?.kind ?? '') ? state.active_step : undefined;
  // Every step taken back whose runs would not run again, not only the first: rerun from the step
  // after the first alone, the rerun is refused again for the next.
  const takenOwn = takenBack.flatMap((id) => {
    const why = takenBackOwnRuns(workflow, id);
    return why === undefined ? [] : [{ id, why }];
  });
  if (OWN_RUNS.has(step.kind) || takenOwn.length > 0 || atOwn !== undefined) {
    const ownRuns = (which: string): string => {
      const kind = workflow.steps.get(which)!.kind.replace('_', ' ');
      return which === state.active_step && !takenBack.includes(which) ? `the run is at ${kind} step ${which} (its shards or runs may be pending)` : `it would take back the verdict of ${kind} step ${which}, whose runs keep their own results and would not run again`;
    };
    const why = OWN_RUNS.has(step.kind) ? ownRuns(stepId) : takenOwn.length > 0 ? takenOwn.map((t) => t.why).join('; and ') : ownRuns(atOwn!);
    const after = !OWN_RUNS.has(step.kind) && takenOwn.length > 1 ? `a step after the last of them (${takenOwn.at(-1)!.id})` : 'a step after it';
    return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${stepId}: ${why}`, hint: `Rerun from ${after}, or start the run over with --mode fresh.` };
  }
  return { step: stepId, taken_back: takenBack };
}

/** Whether a per_item step of foreach `step` runs a child workflow (whose run an item's new run would resume, not run again). */
function itemsRunChildren(step: StepModel): boolean {
  return Object.values(step.def.per_item ?? {}).some((d) => d !== null && typeof d === 'object' && 'child_workflow' in d);
}

/**
 * --rerun-from a foreach step the run is not at: only one that ended the run blocked (an item
 * ended blocked) — its visit is reopened, its blocked items run again (new runs, in folders of
 * their own), its verified items are kept. A foreach that completed, one whose verdict a later
 * step's rerun took back, or one whose items run child workflows, is refused.
 */
function planForeachRerun(state: RunState, step: StepModel, record: StepRecord): RewindPlan | RewindRefusal {
  const id = step.id;
  const before = 'Rerun from the step before it (every item then runs again, in folders of the new visit), or start over with --mode fresh.';
  if (itemsRunChildren(step)) {
    return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${id}: the items of foreach step ${id} run child workflows, whose runs keep their own results and would not run again`, hint: 'Start the run over with --mode fresh.' };
  }
  const fe = record.foreach;
  const blocked = fe ? fe.items.filter((i) => i.status === 'blocked').map((i) => i.id).toArray() : [];
  const endedHere = state.active_step === null && record.status === 'blocked' && state.last_transition?.step === id;
  if (!endedHere || blocked.length === 0) {
    const how = record.status === 'completed' ? `completed with every item verified: no item failed to run again` : `did not end the run blocked${state.active_step !== null ? ` (the run is at ${state.active_step})` : ''}, so it has no blocked item to run again`;
    return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${id}: foreach step ${id} ${how}`, hint: before };
  }
  return { step: id, taken_back: [id], items: blocked };
}

/**
 * --rerun-from a parallel step the run is not at: only one whose join failed and ended the run
 * blocked (PARALLEL_FAILED unrouted, or routed to BLOCKED) — its visit is reopened as the step's
 * next one, the branches that did not succeed run again (new attempts, logs of the new visit),
 * the succeeded ones are kept. A join that succeeded, or a branch to run again that runs a child
 * workflow (its child run is found by its inputs, not the visit: it would be resumed and report
 * its old outcome, not run again), is refused.
 */
function planParallelRerun(state: RunState, workflow: Workflow, step: StepModel, record: StepRecord): RewindPlan | RewindRefusal {
  const id = step.id;
  const p = record.parallel;
  const endedHere = state.active_step === null && state.last_transition?.step === id && p !== undefined && p.visit === record.visits;
  if (!endedHere || p.outcome !== 'PARALLEL_FAILED') {
    const how =
      endedHere && p.outcome === 'PARALLEL_COMPLETE'
        ? `its join succeeded (PARALLEL_COMPLETE; the run ended blocked where its statuses route that): no branch failed to run again`
        : !endedHere && record.status === 'completed'
          ? `completed (its join succeeded): no branch failed to run again`
          : `did not end the run with a failed join${state.active_step !== null ? ` (the run is at ${state.active_step})` : ''}, so it has no failed branch to run again`;
    return { code: 'REWIND_NOT_SUPPORTED', message: `--rerun-from ${id}: parallel step ${id} ${how}`, hint: 'Rerun from a step after it, or start the run over with --mode fresh.' };
  }
  const branches = branchesOf(workflow, step);
  const again = branches.filter((b) => p.branches[b.id]?.status !== 'succeeded');
  const child = again.find((b) => b.kind === 'child_workflow');
  if (child) {
    return {
      code: 'REWIND_NOT_SUPPORTED',
      message: `--rerun-from ${id}: branch ${child.id} of parallel step ${id} runs a child workflow, whose run is found by its inputs, not the step's visit: run again, its child run would be resumed and report its old outcome, not run anew`,
      hint: 'Start the run over with --mode fresh (a fresh run starts its child runs fresh where their run id is bound).',
    };
  }
  return { step: id, taken_back: [id], branches: again.map((b) => b.id) };
}

/**
 * The plan with the branches that run again: the plan's (those that did not succeed) and `also`,
 * succeeded branches whose outputs changed since (the runner finds them; a replay takes them
 * from the `rewound` event), in declared order — or why `also` cannot be: a string.
 */
export function rerunBranches(state: RunState, workflow: Workflow, plan: RewindPlan, also: readonly string[]): RewindPlan | string {
  if (plan.branches === undefined) return also.length === 0 ? plan : `names branches (${also.join(', ')}) of step ${plan.step}, which is no parallel step reopened`;
  const p = stepRecord(state, plan.step)?.parallel;
  const branches = withChanged(plan.branches, also, branchesOf(workflow, workflow.steps.get(plan.step)!).map((b) => b.id), 'names a branch twice, or one that did not succeed among the changed ones', (branch) => {
    const found: BranchRecord | undefined = p && Object.hasOwn(p.branches, branch) ? p.branches[branch] : undefined;
    return found?.status === 'succeeded' ? undefined : `names branch ${branch} as a succeeded branch of parallel step ${plan.step} whose output changed, but it is ${found ? found.status : 'no branch of it'}`;
  });
  return typeof branches === 'string' ? branches : { ...plan, branches };
}

/**
 * What a reopened foreach or parallel step runs again: `planned` (what did not succeed) and `also`
 * (what succeeded but whose outputs changed since; `why` says why one cannot be), in the step's
 * `order` — or why not: a string.
 */
function withChanged(planned: readonly string[], also: readonly string[], order: Iterable<string>, twice: string, why: (id: string) => string | undefined): string[] | string {
  const wanted = new Set([...planned, ...also]);
  if (wanted.size !== planned.length + also.length) return twice;
  for (const id of also) {
    const refused = why(id);
    if (refused !== undefined) return refused;
  }
  return [...order].filter((id) => wanted.has(id));
}

/**
 * The plan with the items that run again: the plan's (the blocked items) and `also`, verified
 * items whose outputs changed since (the runner finds them; a replay takes them from the
 * `rewound` event), in the foreach's order — or why `also` cannot be: a string.
 */
export function rerunItems(state: RunState, plan: RewindPlan, also: readonly string[]): RewindPlan | string {
  if (plan.items === undefined) return also.length === 0 ? plan : `names items (${also.join(', ')}) of step ${plan.step}, which is no foreach reopened`;
  const fe = stepRecord(state, plan.step)?.foreach;
  const items = withChanged(plan.items, also, fe ? fe.items.map((i) => i.id) : [...plan.items, ...also], 'names an item twice, or a blocked item among the changed ones', (item) => {
    const found = fe?.items.find((i) => i.id === item);
    return found?.status === 'verified' ? undefined : `names item ${item} as a verified item of foreach step ${plan.step} whose outputs changed, but it is ${found ? found.status : 'no item of it'}`;
  });
  return typeof items === 'string' ? items : { ...plan, items };
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
  // A foreach whose item ended the run blocked holds no verdict of its own (no accepted_seq): its
  // blocked end goes with the run's end, which the rerun takes back (it runs the step again at its next visit).
  const endedBy = state.active_step === null ? state.last_transition?.step : undefined;
  if (endedBy !== undefined && state.steps[endedBy]?.kind === 'foreach' && state.steps[endedBy]?.status === 'blocked') taken.add(endedBy);
  // So does a stage whose failure ended the run (failedEnd): out of the failed or blocked steps, it runs again.
  if (endedBy !== undefined && failedEnd(state) === endedBy) taken.add(endedBy);
  const steps = { ...state.steps };
  for (const id of taken) steps[id] = { ...steps[id]!, status: 'pending' };
  // The verdicts taken back leave the steps' standing verdicts: those accepted since the rerun's
  // step (its own last one included); a step's earlier one, from before it, still reads (a loop).
  const own = state.steps[plan.step];
  const since = (holdsVerdict(own) ? own.accepted_seq : undefined) ?? (own?.status === 'skipped' ? own.skipped_seq : undefined) ?? Infinity;
  for (const id of plan.taken_back) {
    const v = steps[id]?.verdicts;
    if (v !== undefined) steps[id] = { ...steps[id]!, verdicts: v.filter((e) => e.seq < since) };
  }
  const from = state.active_step ?? state.last_transition?.step ?? plan.step;
  const active = steps[from];
  if (active && active.status === 'in_flight') steps[from] = { ...active, status: 'pending' };
  const reopened: Partial<RunState> = state.active_step === null ? { blocking_artifact: null, blocking_qids: [], blocking_retry_step: null } : {};
  // An approval step's verdict taken back is its decision at its last visit: later references
  // read the decision before it (or none), as a step's output taken back is no longer read.
  const approvals = state.approvals?.map((a) => (taken.has(a.step) && a.taken_back_at === undefined && a.visit === state.steps[a.step]?.visits ? { ...a, taken_back_at: at } : a));
  const back: RunState = {
    ...state,
    ...reopened,
    ...(approvals !== undefined ? { approvals } : {}),
    steps,
    completed_steps: state.completed_steps.filter((id) => !taken.has(id)),
    failed_or_blocked_steps: state.failed_or_blocked_steps.filter((id) => !taken.has(id)),
    in_flight: null,
    pending_approval: null,
    rewinds: [...(state.rewinds ?? []), { at, step: plan.step, taken_back: plan.taken_back, seq: state.transitions }],
    updated_at: at,
  };
  const visit = currentVisit(active);
  const attempt = Math.max(1, active?.visit_attempts ?? 1);
  const t = enterStep(back, workflow, { at, step: from, visit, attempt }, plan.step, `a rerun from ${plan.step} (--rerun-from)`, from, false);
  if (plan.branches !== undefined) return { ...t, state: reopenParallel(t.state, plan.step, plan.branches) };
  return plan.items === undefined ? t : { ...t, state: reopenForeach(t.state, plan.step, plan.items) };
}

/**
 * A parallel step entered by a rerun from it: its branch records go on as the new visit's, the
 * branches named pending again on that visit (attempt 0: their next attempt's log is of the new
 * visit, the old ones kept), the others as they were (succeeded branches kept: they do not run).
 * Nothing when the entry stopped (max_visits).
 */
function reopenParallel(state: RunState, stepId: string, branches: readonly string[]): RunState {
  const record = stepRecord(state, stepId);
  const p = record?.parallel;
  if (state.active_step !== stepId || !record || !p) return state;
  const again = new Set(branches);
  const list: Record<string, BranchRecord> = {};
  for (const [id, b] of Object.entries(p.branches)) list[id] = again.has(id) ? pendingBranch(b.kind, record.visits) : b;
  return { ...state, steps: { ...state.steps, [stepId]: { ...record, parallel: { ...p, visit: record.visits, outcome: null, branches: list } } } };
}

/**
 * A foreach step entered by a rerun from it: its record goes on as the new visit's (so it is not
 * read from the registry again), the items named pending again — each starts a new run, in a
 * folder of its own — and the others as they were (verified items kept). Nothing when the
 * entry stopped (max_visits).
 */
function reopenForeach(state: RunState, stepId: string, items: readonly string[]): RunState {
  const record = stepRecord(state, stepId);
  const fe = record?.foreach;
  if (state.active_step !== stepId || !record || !fe) return state;
  const again = new Set(items);
  const list = fe.items.map((i) => (again.has(i.id) ? { ...i, status: 'pending' as const, waiting_on: NO_IDS, outcome: null } : i));
  const foreach = withCounts({ ...fe, visit: record.visits, items: list, active_item: null, active_index: undefined, stopped: null });
  return { ...state, steps: { ...state.steps, [stepId]: { ...record, foreach } } };
}

/**
 * The steps whose results decision `step` reads (`steps.<id>…` in its branches' conditions)
 * that hold a verdict, the earliest accepted first: a rerun from the first takes back the others.
 */
export function decisionReads(state: RunState, workflow: Workflow, step: string): string[] {
  const named = new Set<string>();
  for (const branch of workflow.steps.get(step)?.def.decide ?? []) {
    if (!('if' in branch)) continue;
    // Quoted strings are values, not names.
    for (const m of branch.if.replace(/'(?:[^']|'')*'/g, "''").matchAll(/\bsteps\.([A-Za-z_][A-Za-z0-9_-]*)/g)) named.add(m[1]!);
  }
  named.delete(step);
  return [...named]
    .filter((id) => workflow.steps.has(id) && holdsVerdict(stepRecord(state, id)) && stepRecord(state, id)!.accepted_seq !== undefined)
    .sort((a, b) => stepRecord(state, a)!.accepted_seq! - stepRecord(state, b)!.accepted_seq!);
}

/**
 * What a rerun from `step` runs again inside it, for the advice: a foreach that ended blocked
 * names its blocked items (verified items whose outputs changed since run with them: rewind-items.ts).
 * '' for any other step.
 */
export function rerunInsideInWords(state: RunState, workflow: Workflow, step: string): string {
  const plan = planRewind(state, workflow, step);
  if (isRefusal(plan)) return '';
  if (plan.branches !== undefined) {
    const one = plan.branches.length === 1;
    return ` (its branch${one ? '' : 'es'} ${plan.branches.join(', ')}, which did not succeed, run${one ? 's' : ''} again, and any succeeded branch whose output changed since; the other succeeded branches are kept)`;
  }
  if (plan.items === undefined) return '';
  const one = plan.items.length === 1;
  return ` (its blocked item${one ? '' : 's'} ${plan.items.join(', ')} run${one ? 's' : ''} again, and any verified item whose outputs changed since; the other verified items are kept)`;
}

/** `resume` (the command that resumes the run) rerunning it from `step`: pasteable. */
export function rerunCommand(resume: string, step: string): string {
  return `${resume}${flagWord('rerun-from', step)}`;
}

/**
 * How a run goes on from `step` once it has had its max_visits visits (REWIND_NOT_SUPPORTED of a
 * --rerun-from, WORKFLOW_BLOCKED_LOOP_LIMIT): raise the limit, then rerun from it with the edit
 * allowed — the earlier verdicts kept, the loop-limit end replayed as the journal recorded it.
 */
export function raiseVisitsHint(step: string, workflow: Pick<Workflow, 'file' | 'steps'>, resume: string, fresh = 'start the run over with --mode fresh', alsoAtLimit: readonly string[] = [], alsoWhere = `on the loop back to ${step}`): string {
  const also = alsoAtLimit.filter((id) => id !== step);
  const own = [step, ...also].every((id) => workflow.steps.get(id)?.def.max_visits !== undefined);
  const which = also.length === 0 ? `step ${step}` : `steps ${[step, ...also].join(', ')} (each has had its max_visits visits ${alsoWhere}: raising ${step}'s alone stops the rerun at the next)`;
  return `Raise max_visits of ${which}${own ? '' : ' (or execution.max_visits)'} in ${workflow.file}, then continue the run from ${also.length === 0 ? 'it' : step}, keeping its earlier verdicts: ${rerunCommand(resume, step)} --allow-workflow-change. Or ${fresh}.`;
}

/**
 * The steps other than `step` that lie on a path from `step` back to `sender` (the step whose
 * transition would have entered `step` once more; `sender` included) and have had their max_visits
 * visits: a rerun from `step` with only its limit raised would stop at the first of them. In the
 * workflow's step order.
 */
export function loopStepsAtLimit(state: RunState, workflow: Workflow, step: string, sender: string): string[] {
  if (!workflow.steps.has(sender)) return [];
  const successors = new Map<string, string[]>();
  const predecessors = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, value: string): void => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const [id, model] of workflow.steps) {
    for (const t of transitionsOf(model)) {
      if (!workflow.steps.has(t.to)) continue;
      add(successors, id, t.to);
      add(predecessors, t.to, id);
    }
  }
  const fromStep = reachable([step], (id) => successors.get(id) ?? []);
  const toSender = reachable([sender], (id) => predecessors.get(id) ?? []);
  return [...workflow.steps.keys()].filter((id) => id !== step && fromStep.has(id) && toSender.has(id) && (state.steps[id]?.visits ?? 0) >= maxVisitsOf(workflow, id));
}

/**
 * The steps other than `step` that a run going on from `step` can reach (any transition, in the
 * workflow's step order) and that have had their max_visits visits: a rerun from `step` with only
 * its limit raised would stop at the first of them it reaches (REWIND_NOT_SUPPORTED names them all).
 */
export function stepsAtLimitFrom(state: RunState, workflow: Workflow, step: string): string[] {
  const successors = new Map<string, string[]>();
  for (const [id, model] of workflow.steps) successors.set(id, transitionsOf(model).map((t) => t.to).filter((to) => workflow.steps.has(to)));
  const from = reachable([step], (id) => successors.get(id) ?? []);
  return [...workflow.steps.keys()].filter((id) => id !== step && from.has(id) && (state.steps[id]?.visits ?? 0) >= maxVisitsOf(workflow, id));
}

/** The step a run that ended at its loop limit would have entered once more (recorded as the run ended there: transition.ts enterStep). */
export function loopLimitStep(state: RunState, workflow: Workflow): string | undefined {
  // Only while the run's last transition is that end: the field stays after a --rerun-from, and a
  // later end with this status that no entry made (a phase whose child ended at its loop limit:
  // applyPhaseStopped) must not name the step an earlier end stopped before.
  if (state.active_step !== null || state.status !== 'WORKFLOW_BLOCKED_LOOP_LIMIT' || state.last_transition?.outcome !== 'loop_limit') return undefined;
  const step = state.loop_limit_step;
  if (step === undefined || !workflow.steps.has(step)) return undefined;
  return isRefusal(planRewind(state, workflow, step)) ? undefined : step;
}

/**
 * WORKFLOW_BLOCKED_LOOP_LIMIT's fix, for a native workflow: why the loop did not converge comes
 * first; then the continuation (raise max_visits, rerun from the step with the edit allowed), as
 * REWIND_NOT_SUPPORTED advises it, or a fresh start. Undefined when the run did not end there.
 */
export function loopLimitHint(state: RunState, workflow: Workflow, resume: string, fresh: string): string | undefined {
  if (workflow.format !== 'native') return undefined;
  const step = loopLimitStep(state, workflow);
  if (step === undefined) return undefined;
  const sender = state.last_transition?.step;
  const also = sender !== undefined ? loopStepsAtLimit(state, workflow, step, sender) : [];
  return `Read the last gates of the loop through step ${step} to see why it does not converge and fix the cause. ${raiseVisitsHint(step, workflow, resume, fresh, also)}`;
}

/** One line for people: what the rerun took back. */
export function describeRewind(plan: RewindPlan, afterFailure?: string): string {
  const items = plan.items === undefined ? '' : `; its item${plan.items.length === 1 ? '' : 's'} ${plan.items.join(', ')} run${plan.items.length === 1 ? 's' : ''} again (the verified others are kept)`;
  const branches = plan.branches === undefined ? '' : `; its branch${plan.branches.length === 1 ? '' : 'es'} ${plan.branches.join(', ')} run${plan.branches.length === 1 ? 's' : ''} again (the succeeded others are kept)`;
  // A step whose failure ended the run has no verdict of that visit: it runs again after that failure.
  if (plan.taken_back.length === 0 && afterFailure !== undefined) return `rerun from ${plan.step}: ${afterFailure}, which ended the run (a failure is no verdict: nothing to take back); the run goes back to ${plan.step} and runs it again${items}${branches}`;
  return `rerun from ${plan.step}: ${plan.taken_back.length > 0 ? `the verdicts of ${plan.taken_back.join(', ')} are taken back and run again` : 'no verdict to take back'}; the run goes back to ${plan.step}${items}${branches}`;
}

/**
 * Where what blocked `step` is written: the output it reported its blocking status in (a parallel
 * step's: each branch's that did not succeed), as ` (its output PATH reported STATUS)`; '' when the
 * run holds none (a foreach's items keep theirs in their own runs: rerunInsideInWords names them).
 */
export function blockingOutputsInWords(state: RunState, workflow: Workflow, step: string): string {
  const plan = planRewind(state, workflow, step);
  if (!isRefusal(plan) && plan.branches !== undefined) {
    const said = plan.branches.flatMap((b) => {
      const a = state.artifacts[`${step}.${b}`];
      return a === undefined ? [] : [`branch ${b}'s output ${a.path} reported ${a.gate_status}`];
    });
    return said.length === 0 ? '' : ` (${said.join('; ')})`;
  }
  const last = state.last_transition;
  const a = state.artifacts[step];
  if (a === undefined || last?.step !== step || a.gate_status !== last.gate_status) return '';
  return ` (its output ${a.path} reported ${a.gate_status})`;
}

/**
 * The fix of a run that ended blocked at `step`, which a rerun can run again: the least destructive
 * way first (run, status: one text), naming where the step wrote what blocked it. `rerun` runs it again keeping the verdicts before it; `fresh`
 * is the start over, in words (`start over with \`…\``).
 */
export function blockedRerunHint(state: RunState, workflow: Workflow, step: string, rerun: string, fresh: string): string {
  const then = blockedAsk(state);
  const ended = state.last_transition?.step;
  if (ended !== undefined && ended !== step && workflow.steps.get(ended)?.kind === 'decision') {
    return `Decision ${ended} routed to BLOCKED on what step ${step} gave it${blockingOutputsInWords(state, workflow, step)} (run again, it would read the same): fix what ${step} works on, then run ${step} again, keeping the verdicts before it: \`${rerun}\`; or ${fresh}.`;
  }
  return `Read what blocked step ${step}${blockingOutputsInWords(state, workflow, step)} and ${then}, then run it again${rerunInsideInWords(state, workflow, step)}, keeping the verdicts before it: \`${rerun}\`; or ${fresh}.`;
}

/** What a blocked stop asks for, in its stop code's words (docs/stop-codes.md). */
function blockedAsk(state: RunState): string {
  const status = state.last_transition?.code;
  return status === 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' ? 'supply the external evidence it asks for' : status === 'WORKFLOW_BLOCKED_SOURCE_GAPS' ? 'resolve the open items it lists (they are answerable from the source)' : 'fix the cause';
}

/**
 * The fix of a run that ended blocked at `step` where no rerun of it is allowed (no visit left, …):
 * the fresh start alone, naming where the step wrote what blocked it. Never the stop code's own fix,
 * whose `--rerun-from STEP` this run would refuse (REWIND_NOT_SUPPORTED).
 */
export function blockedFreshHint(state: RunState, workflow: Workflow, step: string, fresh: string): string {
  return `Read what blocked step ${step}${blockingOutputsInWords(state, workflow, step)} and ${blockedAsk(state)}, then ${fresh} (running it again alone with --rerun-from is refused here).`;
}
