// Approval steps as pure functions: pause the run for a decision, record an approve/reject
// (refused when nothing is pending, when the approver is not listed, or when the state changed
// since the approval was requested), and follow the decision like any fixed transition.
import { List } from 'immutable';
import { flagWord, runTarget } from '../../run/command-line.js';
import { sha256Text } from '../../workspace/digest.js';
import { StagegateError } from '../../run/errors.js';
import type { ApprovalRecord, ChildRunRecord, PendingApproval, RunState } from '../../state/state.js';
import { applyExitSuccess, currentVisit, stepRecord, type TransitionResult } from '../../run/transition.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import { advancedFrom, currentSource, shortCommit, staleWhy } from '../../run/source-drift.js';
import { withoutMarks } from '../../run/progress.js';

export type ApprovalDecision = ApprovalRecord['decision'];

/**
 * sha256 of the state an approval is tied to: canonical JSON (keys sorted, so the digest does
 * not depend on how a record was built or read back) of the state without the approval
 * bookkeeping and the fields every invocation rewrites (status, message, invocations,
 * updated_at, the transitions of the event being applied). Any other change — transitions,
 * steps, artifacts, inputs, active step — changes the digest.
 */
export function approvalDigest(state: RunState): string {
  const { status: _s, message: _m, invocations: _i, updated_at: _u, recent: _r, pending_approval: _p, approvals: _a, output_changes: _o, loop_limit_step: _l, ...view } = state;
  // Stall detection's progress marks are derived from the journal (an accepted output that changed
  // changed the artifacts, which the digest holds); left out, an approval an earlier stagegate
  // requested is the same state.
  view.steps = Object.fromEntries(Object.entries(state.steps).map(([id, r]) => [id, withoutMarks(r)]));
  return sha256Text(canonicalJson(view));
}

/**
 * JSON with object keys sorted and undefined members dropped. A persistent List (a foreach's
 * items) is its array of values, as JSON.stringify gives it: its own fields are Immutable's
 * internals, and the previous builds hashed these items as an array.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (List.isList(value)) return canonicalJson((value as List<unknown>).toArray());
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/** The visit of the approval step the run is on. */
function visitOf(state: RunState, stepId: string): number {
  return currentVisit(stepRecord(state, stepId));
}

/** The latest decision recorded for the current visit of the approval step, wherever it was made. */
function latestDecision(state: RunState, step: StepModel): ApprovalRecord | undefined {
  const visit = visitOf(state, step.id);
  const list = state.approvals ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    const a = list[i]!;
    if (a.step === step.id && a.visit === visit) return a;
  }
  return undefined;
}

/** Why `made` (a decision or a request) no longer counts at the run's source commit, or null. */
function madeElsewhere(state: RunState, made: { source_commit?: string | null | undefined }): string | null {
  const now = currentSource(state);
  if (!now || made.source_commit === undefined) return null;
  return staleWhy({ source_commit: advancedFrom(state, made.source_commit, now.source_commit) }, now, { commit: true, version: false });
}

/**
 * The decision recorded for the current visit of the approval step, if any — and only when it
 * was made at the run's source commit: a new source commit voids an approval (a decision recorded
 * without a commit, by an older stagegate, counts).
 */
export function decisionFor(state: RunState, step: StepModel): ApprovalRecord | undefined {
  const decided = latestDecision(state, step);
  return decided && madeElsewhere(state, decided) === null ? decided : undefined;
}

/** The decision of the current visit that a new source commit voided (it was made at another one). */
export function voidedDecision(state: RunState, step: StepModel): ApprovalRecord | undefined {
  const decided = latestDecision(state, step);
  return decided && madeElsewhere(state, decided) !== null ? decided : undefined;
}

/**
 * Who decides the approval requested at `step` now: the approvers it was requested from on this
 * visit already (a pending approval keeps them: a workflow file edited since, and resumed with
 * --allow-workflow-change, does not change who decides it), else the step's.
 */
function pinnedApprovers(state: RunState, step: StepModel): string[] | null {
  const previous = state.pending_approval;
  if (previous && previous.step === step.id && previous.visit === visitOf(state, step.id)) return previous.approvers ?? null;
  return step.def.approval?.approvers ?? null;
}

/**
 * The pending approval a pause at `step` records: the one of the same visit while the state is
 * unchanged (kept), else a new request for the current state — from `approvers` (as the journal
 * pinned them; undefined, a journal written before they were: the step's).
 */
function requestOf(state: RunState, step: StepModel, at: string, filled: string | undefined, approvers: string[] | null | undefined): { pending: PendingApproval; keep: boolean } {
  const visit = visitOf(state, step.id);
  const digest = approvalDigest(state);
  const previous = state.pending_approval;
  const source = currentSource(state);
  const keep = previous !== null && previous !== undefined && previous.step === step.id && previous.visit === visit && previous.state_digest === digest && madeElsewhere(state, previous) === null;
  const approval = step.def.approval;
  const pending: PendingApproval = keep
    ? previous
    : {
        step: step.id,
        visit,
        message: filled ?? approval?.message ?? `approve ${step.id}?`,
        approvers: approvers !== undefined ? approvers : (approval?.approvers ?? null),
        requested_at: at,
        state_digest: digest,
        ...(source ? { source_commit: source.source_commit } : {}),
      };
  return { pending, keep };
}

/** The approvers as a sentence names them (null: anyone). */
export function approversInWords(approvers: readonly string[] | null): string {
  return approvers ? approvers.join(', ') : 'anyone';
}

function sameApprovers(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((x) => isApprover(b, x)) && b.every((x) => isApprover(a, x));
}

/**
 * What a pause at `step` records in its approval_reached event, so a replay (and approve / reject)
 * judges the decision by them and not by a workflow file edited since: the message as shown and
 * the approvers (pinnedApprovers). `listed`: the step's approvers in the workflow file, when they
 * differ from those pinned (the file was edited while the approval was pending).
 */
export function approvalRequest(state: RunState, step: StepModel, filled: string | undefined): { message: string; approvers: string[] | null; listed?: string[] | null } {
  const { pending } = requestOf(state, step, '', filled, pinnedApprovers(state, step));
  const listed = step.def.approval?.approvers ?? null;
  return { message: pending.message, approvers: pending.approvers, ...(sameApprovers(listed, pending.approvers) ? {} : { listed }) };
}

/**
 * Pause at an approval step: PARTIAL_RESUMABLE with a pending_approval record. A pending
 * record of the same visit is kept while the state is unchanged (a resume re-reports it);
 * otherwise the approval is requested again for the current state — from `approvers`, as the
 * approval_reached event pinned them (undefined in journals written before: the step's).
 */
export function pauseForApproval(state: RunState, step: StepModel, at: string, filled?: string, approvers?: string[] | null): TransitionResult {
  const visit = visitOf(state, step.id);
  const previous = state.pending_approval;
  const source = currentSource(state);
  const { pending, keep } = requestOf(state, step, at, filled, approvers);
  const who = pending.approvers ? ` from ${pending.approvers.join(' or ')}` : '';
  // Say why an approval is asked for again: a new source commit voided the one given or requested.
  const voided = voidedDecision(state, step);
  const requestedElsewhere = !keep && previous && previous.step === step.id && previous.visit === visit ? madeElsewhere(state, previous) : null;
  const again = voided
    ? ` (the ${voided.decision === 'approved' ? 'approval' : 'rejection'} by ${voided.by} was made at source commit ${shortCommit(voided.source_commit)}; the source is now at ${shortCommit(source?.source_commit)}, so it no longer counts: decide again)`
    : requestedElsewhere
      ? ` (requested again: the earlier request was made at source commit ${shortCommit(previous!.source_commit)}; the source is now at ${shortCommit(source?.source_commit)})`
      : '';
  return {
    state: {
      ...state,
      status: 'PARTIAL_RESUMABLE',
      message: `step ${step.id} awaits approval${who}: ${pending.message}${again}`,
      pending_approval: pending,
      updated_at: at,
    },
    stop: 'PARTIAL_RESUMABLE',
  };
}

export interface DecisionRequest {
  decision: ApprovalDecision;
  by: string;
  note: string | null;
  at: string;
  /** The source commit the decision is made at (undefined: not recorded, as older journals). */
  sourceCommit?: string | null | undefined;
}

/** Record approve/reject on a paused run; throws the documented refusal codes. */
/** Nothing awaits a decision in this run itself (recordDecision refuses with APPROVAL_NOT_PENDING). */
function notPendingHere(state: RunState): boolean {
  const pending = state.pending_approval;
  return !pending || state.active_step !== pending.step || state.in_flight !== null;
}

/** The decision already made on the active (approval) step and not yet followed by a resume. */
export function decidedOf(state: RunState): ApprovalRecord | undefined {
  const visit = state.active_step !== null ? state.steps[state.active_step]?.visits : undefined;
  return !state.pending_approval && state.in_flight === null ? (state.approvals ?? []).findLast((a) => a.step === state.active_step && a.visit === visit) : undefined;
}

/** A child workflow run this run is paused in: of its active child step, or of a branch (`branch`) of its active parallel step. */
export type PausedChild = ChildRunRecord & { run_id: string; branch?: string };

/** The approval a run waits for at its own active step (undefined when it waits for none there). */
export function ownPendingApproval(state: RunState): PendingApproval | undefined {
  const pending = state.pending_approval;
  return pending !== null && pending !== undefined && pending.step === state.active_step ? pending : undefined;
}

/**
 * The child workflow runs this run is paused in, when a decision on this run is refused because
 * the approval pending is a child's (its own approval step): the active child step's, or each
 * child_workflow branch of the active parallel step whose child paused on this visit; empty otherwise.
 */
export function childrenPausedFor(state: RunState): PausedChild[] {
  if (!notPendingHere(state) || decidedOf(state) || state.active_step === null) return [];
  const record = stepRecord(state, state.active_step);
  const child = record?.child;
  if (child && child.status === 'PARTIAL_RESUMABLE' && child.run_id) return [{ ...child, run_id: child.run_id }];
  const parallel = record?.parallel;
  if (!parallel || parallel.visit !== record.visits) return [];
  const paused: PausedChild[] = [];
  for (const [branch, b] of Object.entries(parallel.branches)) {
    const c = b.child;
    if (c && c.status === 'PARTIAL_RESUMABLE' && c.run_id && (b.status === 'pending' || b.status === 'running')) paused.push({ ...c, run_id: c.run_id, branch });
  }
  return paused;
}

/**
 * APPROVAL_NOT_PENDING for a run paused in child workflows: decide in the child. `targets` are
 * the child runs as a command names them (command-line.ts runTarget: with the inputs that locate
 * their state when the caller knows them), by default their workflow file and run id only;
 * `commandName` what the commands start with (the CLI's `stagegate -C DIR`).
 */
export function notPendingInChild(state: RunState, verb: string, children: PausedChild[], targets = children.map((c) => runTarget(c.workflow_file, c.run_id)), commandName = 'stagegate'): StagegateError {
  const where = (c: PausedChild): string => `run ${c.run_id} of ${c.workflow_file}`;
  const one = children.length === 1 ? children[0]! : undefined;
  const paused =
    one && one.branch === undefined
      ? `a child workflow paused in ${where(one)}`
      : one
        ? `the child workflow of branch ${one.branch} of parallel step ${state.active_step} paused in ${where(one)}`
        : `the child workflows of branches ${children.map((c) => `${c.branch} (${where(c)})`).join(', ')} of parallel step ${state.active_step} paused`;
  return new StagegateError('APPROVAL_NOT_PENDING', `run ${state.run_id} is not waiting for an approval (active step: ${state.active_step ?? 'none'}, ${paused}); nothing to ${verb} here`, {
    hint: `Decide in the child run${one ? '' : 's'}: ${targets.map((t) => `${commandName} ${verb} ${t}`).join('; ')}; then resume this run (${commandName} run), which continues the child${one ? '' : 'ren'}.`,
  });
}

/**
 * APPROVAL_NOT_PENDING for a run paused in child workflow runs that no longer await a decision
 * (decided since, read from their own states): nothing to decide anywhere; the resume continues them.
 */
export function childrenDecided(state: RunState, verb: string, children: PausedChild[]): StagegateError {
  const one = children.length === 1;
  return new StagegateError('APPROVAL_NOT_PENDING', `run ${state.run_id} is not waiting for an approval (active step: ${state.active_step ?? 'none'}; ${decidedInWords(children)}); nothing to ${verb} here`, {
    hint: `Resume this run (stagegate run): it is ready to continue the child${one ? '' : 'ren'}.`,
  });
}

/** Child runs a run paused in that were decided since: `the child workflow run c-r1 of child.yaml no longer awaits a decision`. */
export function decidedInWords(children: readonly PausedChild[]): string {
  return `${pausedInWords(children)} ${children.length === 1 ? 'no longer awaits' : 'no longer await'} a decision`;
}

/** The child runs a run paused in, as a sentence names them: `the child workflow run c-r1 of child.yaml (branch sub)`. */
export function pausedInWords(children: readonly PausedChild[]): string {
  const one = children.length === 1;
  return `the child workflow run${one ? '' : 's'} ${children.map((c) => `${c.run_id} of ${c.workflow_file}${c.branch !== undefined ? ` (branch ${c.branch})` : ''}`).join(', ')}`;
}

/**
 * Whether `by` is one of `approvers`, compared case-insensitively: GitHub logins are (`Alice` and
 * `alice` are one account; github.actor spells it as the account does, a workflow as its author
 * typed it), and so is the name --by gives.
 */
export function isApprover(approvers: readonly string[], by: string): boolean {
  const who = by.toLowerCase();
  return approvers.some((a) => a.toLowerCase() === who);
}

/**
 * APPROVER_NOT_ALLOWED: `by` is none of the step's approvers. The hint names them all and decides
 * as the first: `decide` is the command that decides this run (`stagegate approve WORKFLOW --run-id ID
 * [name=value ...]`, the CLI's `-C DIR` included), the approver's name one shell word after it;
 * without one, the --by flag alone (shell-quoted as well).
 */
/** Who may decide, every one named (the command after it names the first): `Decide as alice` or `Decide as one of them (alice, bob)`. */
function decideAs(approvers: readonly string[]): string {
  return approvers.length === 1 ? `Decide as ${approvers[0]!}` : `Decide as one of them (${approvers.join(', ')})`;
}

export function approverNotAllowed(by: string, verb: string, step: string, approvers: readonly string[], decide?: string, listed?: readonly string[] | null): StagegateError {
  const flag = flagWord('by', approvers[0] ?? 'NAME');
  // The workflow file lists others now (edited while the approval was pending): those it was requested from decide.
  const edited = listed !== undefined && !sameApprovers(listed, approvers) ? ` (the workflow file now ${listed === null ? 'lists no approvers (anyone may decide)' : `lists ${approversInWords(listed)}`}, but this approval was requested before it was edited, and those it was requested from decide it)` : '';
  // The approvers are named once, in the fix (decideAs), beside the command that decides as one of them.
  const whom = approvers.length === 1 ? 'its approver' : `one of its ${approvers.length} approvers`;
  return new StagegateError('APPROVER_NOT_ALLOWED', `${by} may not ${verb} step ${step}: ${by} is not ${whom}${edited}`, {
    hint: `${decideAs(approvers)}: ${decide !== undefined ? `\`${decide}${flag}\`` : flag.trim()}.`,
  });
}

/** What a resume hint names when it knows no command (this module knows none): a command that does fills it in (ResumeToGoOn.hintFor). */
export const PLAIN_RESUME = 'the run with stagegate run';

/**
 * APPROVAL_NOT_PENDING of a run a resume goes on with (decided and not resumed, or not at its
 * approval yet): the hint says what to resume as a part of its own (`hintFor`), so a command that
 * knows the command to run names it there (approve.ts: the run a child's run belongs to); `hint`
 * is the plain words, PLAIN_RESUME.
 */
export class ResumeToGoOn extends StagegateError {
  readonly hintFor: (run: string) => string;
  constructor(message: string, hintFor: (run: string) => string) {
    super('APPROVAL_NOT_PENDING', message, { hint: hintFor(PLAIN_RESUME) });
    this.hintFor = hintFor;
  }
}

export function recordDecision(state: RunState, request: DecisionRequest): RunState {
  const pending = state.pending_approval;
  const verb = request.decision === 'approved' ? 'approve' : 'reject';
  if (!pending || state.active_step !== pending.step || state.in_flight !== null) {
    // Paused in a child workflow: the decision is the child run's (its own approval step).
    const inChild = childrenPausedFor(state);
    if (inChild.length > 0) throw notPendingInChild(state, verb, inChild);
    // Decided already and not resumed yet: the active step is still the approval step, so say what was decided.
    const decided = decidedOf(state);
    if (decided) {
      // Made at another source commit than this one: the resume voids it and asks again.
      const why = request.sourceCommit ? staleWhy({ source_commit: advancedFrom(state, decided.source_commit, request.sourceCommit) }, { source_commit: request.sourceCommit, agent_package_version: null }, { commit: true, version: false }) : null;
      const follows = decided.decision === 'approved' ? 'approval (on_approve)' : 'rejection (on_reject)';
      throw new ResumeToGoOn(
        `step ${decided.step} (visit ${decided.visit}) of run ${state.run_id} was already ${decided.decision} by ${decided.by} at ${decided.at}${why ? ` (${why})` : ''}; nothing to ${verb} here`,
        why
          ? (run) => `That decision no longer counts at this source commit: resume ${run} (with --on-source-change as the run needs), which pauses at the approval again, then decide again.`
          : (run) => `Resume ${run}: it follows the ${follows}.`,
      );
    }
    // Finished: no resume of it pauses again, so do not advise one.
    if (state.active_step === null) {
      throw new StagegateError('APPROVAL_NOT_PENDING', `run ${state.run_id} already finished (${state.status}) and awaits no approval; nothing to ${verb} here`, {
        hint: 'A finished run takes no more decisions (stagegate status shows how it ended); to go through its approval again, start the workflow over: a new run id, or this one with --mode fresh.',
      });
    }
    // The active step is where the run goes on, not one it is at: "(active step: sign_off)" of an
    // approval step the run stopped before read as a contradiction.
    throw new ResumeToGoOn(`run ${state.run_id} is not waiting for an approval (it goes on at step ${state.active_step}, not reached yet; ${state.status}); nothing to ${verb} here`, (run) => `Resume ${run} until it pauses at an approval step; stagegate status shows where it is.`);
  }
  if (pending.approvers && !isApprover(pending.approvers, request.by)) throw approverNotAllowed(request.by, verb, pending.step, pending.approvers);
  const digest = approvalDigest(state);
  if (digest !== pending.state_digest) {
    throw new StagegateError(
      'APPROVAL_STATE_CHANGED',
      `the state of run ${state.run_id} changed since approval of step ${pending.step} was requested (sha256 ${pending.state_digest.slice(0, 12)}… -> ${digest.slice(0, 12)}…); nothing was recorded`,
      { hint: 'Restore the state, or resume with stagegate run so the approval is requested again for the current state.' },
    );
  }
  const record: ApprovalRecord = {
    step: pending.step,
    visit: pending.visit,
    decision: request.decision,
    by: request.by,
    at: request.at,
    note: request.note,
    state_digest: digest,
    ...(request.sourceCommit !== undefined ? { source_commit: request.sourceCommit } : {}),
  };
  return {
    ...state,
    message: `step ${pending.step} ${request.decision} by ${request.by}; resume continues`,
    pending_approval: null,
    approvals: [...(state.approvals ?? []), record],
    updated_at: request.at,
  };
}

/** Where a decision leads: on_approve, or on_reject (BLOCKED when the step names none). */
export function approvalTarget(step: StepModel, decision: ApprovalDecision): string {
  return decision === 'approved' ? (step.def.on_approve ?? 'BLOCKED') : (step.def.on_reject ?? 'BLOCKED');
}

/** Follow a recorded decision: visits counted, max_visits and stop_after_step honoured. */
export function applyApproval(state: RunState, workflow: Workflow, step: StepModel, record: ApprovalRecord, at: string, stopAfter: boolean): TransitionResult {
  const to = approvalTarget(step, record.decision);
  // Nothing ran: no exit status on the step or its history entry.
  return applyExitSuccess({ ...state, pending_approval: null }, workflow, { step, to, exitStatus: null, durationMs: 0, log: null, at, stopAfter, completedAs: () => `approval ${step.id} ${record.decision} by ${record.by}` });
}

/**
 * The transition of reaching an approval step (pure): follow the recorded decision, or pause —
 * with the message and approvers the approval_reached event pinned (undefined in journals written
 * before they were: the message and approvers the workflow gives).
 */
export function approvalTransition(state: RunState, workflow: Workflow, step: StepModel, at: string, stopAfter: boolean, message?: string, approvers?: string[] | null): TransitionResult {
  const record = decisionFor(state, step);
  return record ? applyApproval(state, workflow, step, record, at, stopAfter) : pauseForApproval(state, step, at, message, approvers);
}
