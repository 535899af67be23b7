// The run's state as a fold over its journal: each event goes through the same pure transition
// the runner applied when the event happened, so replaying the journal gives the same state
// (Temporal's replay of an event history against the workflow code). What an event claims the
// transition led to (the next step, the stop code, the attempt number) is compared with what the
// transition gives now: a difference is a journal that was edited, or a workflow edited in a way
// that changes what already happened, and the run is refused.
import { recordedDigestMatches } from '../state/recorded-digest.js';
import { applyQuestionAnswered, applyQuestionAsked, questionAnsweredRefusal, questionAskedRefusal } from './questions.js';
import { AttemptRecord, foreachRecordOf, initialState, type ForeachRecord, type RunState } from '../state/state.js';
import type { AnswerBelow, JournalEvent, TopRun } from '../state/events.js';
import type { StepModel, Workflow } from '../model/workflow.js';
import { targetsOf } from '../model/workflow.js';
import { applyExitSuccess, applyFailure, applyTerminal, routeStatus, startAttempt, stepRecord, type TransitionResult } from './transition.js';
import { applyAcceptance, takenBack } from './stall.js';
import { routeFailure, skipStep } from './failure-policy.js';
import { applyDecision } from '../steps/decision/transition.js';
import { approvalTransition, recordDecision } from '../steps/approval/transition.js';
import { recordAttempt } from '../steps/process/spend.js';
import { applyChildFailed, applyChildPaused, applyChildRouted, applyPhaseStopped, withChildRecord } from '../steps/child/transition.js';
import { applyForeachBlocked, applyForeachPaused, applyForeachStopped, withForeachRecord } from '../steps/foreach/transition.js';
import { finishItem, itemStatePathIn, reviveDeferred, startItem } from '../steps/foreach/schedule.js';
import { beginParallelVisit, markNotRun, runningBranches, waitingBranches, withBranch, withBranchArtifact, withOutcome } from '../steps/parallel/records.js';
import { applyJoin, applyParallelPaused } from '../steps/parallel/transition.js';
import { joinDecision } from '../steps/parallel/join.js';
import { artifactKey, branchesOf, branchOfArtifactKey } from '../steps/parallel/branches.js';
import { applySourceChange, currentSource } from './source-drift.js';
import { applyRewind, isRefusal, planRewind, rerunBranches, rerunItems } from './rewind.js';
import { changedArtifacts, counted, withItemOutputs, withItemsReloaded } from './progress.js';
import { withItemDecisions } from './passed-approvals.js';
import { VERSION } from '../../version.js';
import { stopClass, stopSignalOf } from './stop-codes.js';
import type { RecordedAgents } from '../agents/recorded.js';

/** An event that does not replay: what it claims differs from what its transition gives. */
export class ReplayMismatch extends Error {
  constructor(readonly what: string) {
    super(what);
  }
}

/**
 * An event this stagegate has no transition for: a later stagegate wrote it (a new kind of event,
 * as `rewound` was on 2026-12-04). Said as such, not as the TypeError a missing case would give.
 */
export class UnknownEvent extends ReplayMismatch {
  constructor(readonly event: string) {
    super(`is an event this stagegate (${VERSION}) does not know: a later stagegate wrote it`);
  }
}

export interface Applied extends TransitionResult {
  /** What the event leads to, as its claim fields record it. */
  claims: { to: string | null; stop: string | null };
}

function stepOf(workflow: Workflow, id: string): StepModel {
  const step = workflow.steps.get(id);
  if (!step) throw new ReplayMismatch(`names step '${id}', which the workflow does not have`);
  return step;
}

const presence = (names: readonly string[]) => (name: string) => names.includes(name);

/** An event's answer_command (events.ts AnswerBelow): a string, and only on a stop at a question below; else the event does not replay. */
function answerBelow(e: AnswerBelow & { code: string }): string | undefined {
  const answer = e.answer_command;
  if (answer === undefined) return undefined;
  if (typeof answer !== 'string' || e.code !== 'WORKFLOW_ANSWER_REQUIRED') throw new ReplayMismatch(`records an answer_command with code ${e.code}: only a stop at a question a run below asks (WORKFLOW_ANSWER_REQUIRED) has one`);
  return answer;
}

function foreachOf(state: RunState, id: string): ForeachRecord {
  const record = stepRecord(state, id)?.foreach;
  if (!record) throw new ReplayMismatch(`names foreach step '${id}', which has no items recorded`);
  return record;
}

function claimsOf(t: TransitionResult): Applied['claims'] {
  return { to: t.state.active_step, stop: t.stop ?? null };
}

/**
 * `{ ...t, claims: claimsOf(t) }`, made as a literal: `t` is a TransitionResult (its state, and
 * its stop when it stops), and a spread of objects of two shapes took V8's slow clone once per
 * event of a replay.
 */
function claimed(t: TransitionResult): Applied {
  const applied: Applied = { state: t.state, claims: { to: t.state.active_step, stop: t.stop ?? null } };
  if (t.stop !== undefined) applied.stop = t.stop;
  return applied;
}

/** Whether one of decision step `step`'s branches leads to `to` (a loop: no list made per event). */
function decisionLeadsTo(step: StepModel, to: string): boolean {
  for (const b of step.def.decide ?? []) if (('if' in b ? b.to : b.else) === to) return true;
  return false;
}

function plain(state: RunState): Applied {
  return { state, claims: { to: state.active_step, stop: null } };
}

/** Events whose step, once completed by them, holds an accepted verdict. */
export const VERDICTS: ReadonlySet<JournalEvent['event']> = new Set<JournalEvent['event']>(['gate_accepted', 'exit_accepted', 'decision_taken', 'approval_reached', 'child_routed', 'join_decided', 'hand_off']);

/**
 * Stamp a verdict with the source it was made at: the invocation's source commit and agent
 * package version (run/source-drift.ts compares them on resume). Derived from the run_started
 * event, so journals written before stamps existed replay with them too.
 */
function stamped(applied: Applied, e: JournalEvent, before: RunState | undefined): Applied {
  const key = VERDICTS.has(e.event) && 'step' in e ? e.step : e.event === 'branch_artifact' ? e.key : undefined;
  if (key === undefined) return applied;
  const state = applied.state;
  const record = state.steps[key];
  const artifact = state.artifacts[key];
  // A gate that routed the run to BLOCKED is a verdict on the source as much as a passing one.
  const stampStep = record !== undefined && (record.status === 'completed' || record.status === 'blocked') && VERDICTS.has(e.event);
  // Nothing to stamp (a decision that looped back to itself: its record is pending again) is
  // known before the source is looked up (a new object each time, once per event of a replay).
  if (!stampStep && (artifact === undefined || (e.event !== 'branch_artifact' && e.event !== 'gate_accepted'))) return applied;
  const found = currentSource(state);
  const stampArtifact = found !== undefined && artifact !== undefined && (e.event === 'branch_artifact' || (e.event === 'gate_accepted' && stampStep));
  if (!stampStep && !stampArtifact) return applied;
  // The verdict's place among the run's verdicts (--rerun-from takes back the ones after it: run/rewind.ts).
  // Its place among the step's standing verdicts too (a rerun that takes back its later ones reads it again: references.ts standingResult).
  const verdicts = stampStep ? [...(record!.verdicts ?? []), { seq: state.transitions, output: record!.output ?? null, gate: record!.gate ?? null }] : undefined;
  const source = { ...found, accepted_seq: state.transitions, ...(verdicts !== undefined ? { verdicts } : {}) };
  // The state, and each map stamped, made by this event's transition (not `before`'s): seen by
  // nothing else yet, so stamped in place (as withOwnRecent takes `recent`). A copy of a long
  // run's steps and artifacts maps costs per key, and this ran after every accepted stage.
  if (state !== before && (!stampStep || state.steps !== before?.steps) && (!stampArtifact || state.artifacts !== before?.artifacts)) {
    if (stampStep) state.steps[key] = { ...record!, ...source };
    if (stampArtifact) state.artifacts[key] = { ...artifact!, ...found };
    return applied;
  }
  return {
    ...applied,
    state: {
      ...state,
      ...(stampStep ? { steps: { ...state.steps, [key]: { ...record, ...source } } } : {}),
      ...(stampArtifact ? { artifacts: { ...state.artifacts, [key]: { ...artifact, ...found } } } : {}),
    },
  };
}

/**
 * Apply one event to the state (undefined before the run's first event). Throws ReplayMismatch
 * when the event cannot apply. Claims are not compared here: see `replayEvent`.
 */
export function applyEvent(before: RunState | undefined, e: JournalEvent, workflow: Workflow): Applied {
  return withOwnRecent(stamped(applyUnstamped(before, e, workflow), e, before), before);
}

/**
 * `recent` holds the transitions this event made, and only those: the ones logged() appended
 * after `before`'s. The event is applied to `before` as it is (emptying its `recent` first would
 * copy the whole state once more per event, and a replay applies thousands), and the state it
 * built takes only its own transitions. That state is new — built by this event's transitions,
 * seen by nothing else yet — so it takes them in place; `before` itself is never changed.
 */
function withOwnRecent(applied: Applied, before: RunState | undefined): Applied {
  const earlier = before?.recent.length ?? 0;
  if (earlier === 0) return applied;
  if (applied.state === before) return { ...applied, state: { ...before, recent: [] } };
  applied.state.recent = applied.state.recent.slice(earlier);
  return applied;
}

/** A journal is untrusted: the agent choice it records is the shape a run writes, or the replay stops. */
function checkedAgents(a: unknown): RecordedAgents {
  const o = a as Record<string, unknown>;
  const str = (v: unknown): boolean => v === undefined || (typeof v === 'string' && v !== '' && !v.includes('\0'));
  const ok =
    typeof a === 'object' && a !== null && !Array.isArray(a) &&
    str(o['agent']) && str(o['agent_command']) &&
    (o['agent_args'] === undefined || (Array.isArray(o['agent_args']) && o['agent_args'].every((x) => typeof x === 'string' && !x.includes('\0')))) &&
    (o['fresh_sessions'] === undefined || o['fresh_sessions'] === true) &&
    (o['from'] === 'flags' || o['from'] === 'run') &&
    Object.keys(o).every((k) => ['agent', 'agent_command', 'agent_args', 'fresh_sessions', 'from'].includes(k));
  if (!ok) throw new ReplayMismatch(`records an agent choice that is not one a run writes (${JSON.stringify(a).slice(0, 200)})`);
  return a as RecordedAgents;
}

/** A journal is untrusted: the run a child's run continues through (run_started.top_run) is the shape a run writes, or the replay stops. */
function checkedTopRun(t: unknown): TopRun {
  const o = t as Record<string, unknown>;
  const word = (v: unknown): boolean => typeof v === 'string' && v !== '' && !v.includes('\0');
  const inputs = o?.['inputs'] as Record<string, unknown> | undefined;
  const ok =
    typeof t === 'object' && t !== null && !Array.isArray(t) &&
    word(o['workflow_file']) && word(o['run_id']) &&
    typeof inputs === 'object' && inputs !== null && !Array.isArray(inputs) && Object.values(inputs).every((v) => typeof v === 'string' && !v.includes('\0')) &&
    Object.keys(o).every((k) => ['workflow_file', 'run_id', 'inputs'].includes(k));
  if (!ok) throw new ReplayMismatch(`records a run it continues through that is not one a run writes (${JSON.stringify(t).slice(0, 200)})`);
  return { workflow_file: o['workflow_file'] as string, run_id: o['run_id'] as string, inputs: { ...(inputs as Record<string, string>) } };
}

function applyUnstamped(state: RunState | undefined, e: JournalEvent, workflow: Workflow): Applied {
  if (e.event === 'run_started') {
    const invocation = {
      at: e.at,
      mode: e.mode,
      ignore_previous_completion: e.ignore_previous_completion,
      stop_after_step: e.stop_after_step,
      outcome: null,
      source_commit: e.source_commit,
      ...(e.source_unread !== undefined ? { source_unread: e.source_unread } : {}),
      agent_package_version: e.agent_package_version,
      ...(e.stagegate_version !== undefined ? { stagegate_version: e.stagegate_version } : {}),
      ...(e.stall_rule !== undefined ? { stall_rule: e.stall_rule } : {}),
      ...(e.prompt_files !== undefined ? { prompt_files: e.prompt_files.map((f) => ({ step: f.step, path: f.path, sha256: f.sha256 })) } : {}),
      ...(e.manifest_sections !== undefined ? { manifest_sections: e.manifest_sections } : {}),
      ...(e.agents !== undefined ? { agents: checkedAgents(e.agents) } : {}),
      ...(e.top_run !== undefined ? { top_run: checkedTopRun(e.top_run) } : {}),
    };
    const base =
      state ??
      initialState({
        workflow: { name: e.workflow, file: e.workflow_file, digest: e.workflow_digest, entry: e.entry, entryKind: e.entry_kind },
        runId: e.run_id,
        mode: e.mode,
        ignorePreviousCompletion: e.ignore_previous_completion,
        freshExecutionOf: e.fresh_execution_of,
        inputs: e.inputs,
        runRoot: e.run_root,
        sourceCommit: e.source_commit,
        agentPackageVersion: e.agent_package_version,
        at: e.at,
      });
    // Every invocation records the workflow it runs (an edit is allowed with --allow-workflow-change).
    // The run's source commit and package version are the latest invocation's (the active ones).
    // Its inputs join the run's: a resume may give an input the run did not have yet (one that
    // differs from a recorded value is refused before it starts, WORKFLOW_INPUT_CONFLICT), and
    // what one invocation bound, the next reuses.
    const inputs = state ? { ...state.inputs, ...e.inputs } : base.inputs;
    const next: RunState = { ...base, inputs, workflow_digest: e.workflow_digest, source_commit: e.source_commit, agent_package_version: e.agent_package_version, invocations: [...base.invocations, invocation] };
    // The status the workflow reports when it completes, as this invocation's workflow declares it.
    if (e.success_status !== undefined) next.success_status = e.success_status;
    else delete next.success_status;
    return plain(next);
  }
  if (state === undefined) throw new ReplayMismatch(`${e.event} comes before the run started`);
  switch (e.event) {
    case 'run_stopped': {
      if (e.signal !== undefined && (stopSignalOf(e.signal) === undefined || stopClass(e.code) !== 'interrupted')) throw new ReplayMismatch(`records the signal ${String(e.signal)} with the stop ${e.code}: only an interruption (WORKFLOW_INTERRUPTED) records the signal (SIGINT, SIGTERM, SIGHUP) that stopped it`);
      const invocations = state.invocations.slice();
      const last = invocations[invocations.length - 1];
      // The step this invocation was given --stop-after-step and did not reach: its own.
      if (e.stop_after_step !== undefined && (typeof e.stop_after_step !== 'string' || e.stop_after_step !== last?.stop_after_step)) {
        throw new ReplayMismatch(`records ${JSON.stringify(e.stop_after_step).slice(0, 200)} as the --stop-after-step its invocation did not reach; that invocation was given ${last?.stop_after_step ? `--stop-after-step ${last.stop_after_step}` : 'none'}`);
      }
      if (last) invocations[invocations.length - 1] = { ...last, outcome: e.code, ...(e.signal !== undefined ? { signal: e.signal } : {}), ...(e.stop_after_step !== undefined ? { stop_after_step_unmet: true as const } : {}) };
      return plain({ ...state, invocations, updated_at: e.at });
    }
    case 'runner_lost': {
      const flight = state.in_flight;
      if (flight === null) throw new ReplayMismatch(`records an attempt of step ${e.step} abandoned by a dead runner, but no attempt was in flight`);
      if (flight.step !== e.step || flight.visit !== e.visit || flight.attempt !== e.attempt) throw new ReplayMismatch(`records visit ${e.visit}, attempt ${e.attempt} of step ${e.step} as abandoned by a dead runner; the attempt in flight was visit ${flight.visit}, attempt ${flight.attempt} of step ${flight.step}`);
      const running = runningBranches(state, e.step);
      const named = e.branches ?? [];
      if (named.join(',') !== running.join(',')) throw new ReplayMismatch(`names branches ${named.join(', ')} of step ${e.step} as left running; the running ones were ${running.join(', ') || 'none'}`);
      if (e.killed !== null && (!Number.isInteger(e.killed) || e.killed < 0)) throw new ReplayMismatch(`records ${String(e.killed)} processes killed: not a count`);
      return plain({ ...state, updated_at: e.at });
    }
    case 'stopped':
      return { state: { ...state, status: e.code, message: e.message, updated_at: e.at }, claims: { to: state.active_step, stop: e.code } };
    case 'attempt_started': {
      const started = startAttempt(state, stepOf(workflow, e.step), e.at);
      return plain(e.token === undefined ? started : { ...started, in_flight: { ...started.in_flight!, token: e.token } });
    }
    case 'attempt_group':
      if (state.in_flight?.step !== e.step) throw new ReplayMismatch(`records a process group of step ${e.step}, which has no attempt in flight`);
      return plain({ ...state, in_flight: { ...state.in_flight, pgid: e.pgid } });
    case 'attempt_failed': {
      const answerCommand = answerBelow(e);
      return {
        state: applyFailure(state, { step: stepOf(workflow, e.step), code: e.code, message: e.message, exitStatus: e.exit_status, signal: e.signal, durationMs: e.duration_ms, log: e.log, at: e.at, ...(e.failure_status !== undefined ? { failureStatus: e.failure_status } : {}), ...(answerCommand !== undefined ? { answerCommand } : {}) }),
        claims: { to: e.step, stop: e.code },
      };
    }
    case 'gate_accepted': {
      const step = stepOf(workflow, e.step);
      const route = routeStatus(step, e.gate.status, presence(e.present));
      if (!route) throw new ReplayMismatch(`step ${e.step} accepted status ${e.gate.status}, which the workflow does not route`);
      // A failure status fails the attempt (gate/judge.ts): the runner never accepts it as a verdict.
      if (step.def.failure_statuses?.includes(e.gate.status) === true) throw new ReplayMismatch(`step ${e.step} accepted status ${e.gate.status}, one of its failure_statuses, which fail the attempt and are never accepted`);
      const success = {
        step,
        gate: e.gate,
        artifact: { ...e.artifact, step: e.step, gate_status: e.gate.status, visit: e.visit, accepted_at: e.at },
        exitStatus: e.exit_status,
        durationMs: e.duration_ms,
        log: e.log,
        at: e.at,
        route,
        stopAfter: e.stop_after,
      };
      let t = applyAcceptance(state, workflow, success);
      if (takenBack(state, e.step)) {
        // A journal written before 2026-12-03 may record a stall on a verdict a rerun took back (the
        // same output at the new source): it replays as it was decided, when that is what it claims.
        const before = applyAcceptance(state, workflow, success, true);
        const [now, then] = [claimsOf(t), claimsOf(before)];
        if ((now.to !== e.to || now.stop !== e.stop) && then.to === e.to && then.stop === e.stop) t = before;
      }
      return claimed(t);
    }
    case 'question_asked': {
      const step = stepOf(workflow, e.step);
      const refused = questionAskedRefusal(state, step, e);
      if (refused !== undefined) throw new ReplayMismatch(refused);
      return plain(applyQuestionAsked(state, e));
    }
    case 'question_answered': {
      const refused = questionAnsweredRefusal(state, e);
      if (refused !== undefined) throw new ReplayMismatch(refused);
      return plain(applyQuestionAnswered(state, e));
    }
    case 'exit_accepted': {
      const step = stepOf(workflow, e.step);
      const legal = fixedTargets(step);
      if (!legal.includes(e.to_target)) throw new ReplayMismatch(`step ${e.step} followed ${e.to_target}, which is not its transition (${legal.join(', ') || 'none'})`);
      const t = applyExitSuccess(state, workflow, { step, to: e.to_target, exitStatus: e.exit_status, durationMs: e.duration_ms, log: e.log, at: e.at, stopAfter: e.stop_after, revised: e.revised });
      return claimed(t);
    }
    case 'failure_routed': {
      const t = routeFailure(state, workflow, stepOf(workflow, e.step), e.code, e.at, e.stop_after);
      if (!t) throw new ReplayMismatch(`step ${e.step} has no on_failure for ${e.code}`);
      return claimed(t);
    }
    case 'hand_off': {
      const step = stepOf(workflow, e.step);
      const t = applyTerminal(state, e.instruction === undefined ? step : { ...step, def: { ...step.def, instruction: e.instruction } }, e.at);
      return claimed(t);
    }
    case 'decision_taken': {
      const step = stepOf(workflow, e.step);
      if (!decisionLeadsTo(step, e.outcome.to)) throw new ReplayMismatch(`decision ${e.step} chose ${e.outcome.to}, which none of its branches leads to`);
      const t = applyDecision(state, workflow, step, e.outcome, e.at, e.stop_after);
      return claimed(t);
    }
    case 'approval_reached': {
      const t = approvalTransition(state, workflow, stepOf(workflow, e.step), e.at, e.stop_after, e.message, e.approvers);
      return claimed(t);
    }
    case 'approval_decided':
      return plain(recordDecision(state, { decision: e.decision, by: e.by, note: e.note, at: e.at, sourceCommit: e.source_commit }));
    case 'source_changed': {
      if (e.change.rerun_from !== null) stepOf(workflow, e.change.rerun_from);
      const t = applySourceChange(state, workflow, e.change, e.at);
      return claimed(t);
    }
    case 'rewound': {
      const plan = planRewind(state, workflow, e.step);
      if (isRefusal(plan)) throw new ReplayMismatch(`reruns from step ${e.step}, which this run cannot rerun from (${plan.message})`);
      if (plan.taken_back.join(',') !== e.taken_back.join(',')) throw new ReplayMismatch(`reruns from step ${e.step} taking back ${e.taken_back.join(', ') || 'nothing'}; the verdicts accepted since its last acceptance are ${plan.taken_back.join(', ') || 'none'}`);
      // A foreach reopened: every blocked item runs again; any other named must be a verified item (its outputs changed).
      if ((plan.items === undefined) !== (e.items === undefined)) throw new ReplayMismatch(`reruns from step ${e.step} ${e.items === undefined ? 'naming no items, but it reopens a foreach' : `naming items (${e.items.join(', ')}), but no foreach is reopened`}`);
      const blocked = new Set(plan.items ?? []);
      const missing = (plan.items ?? []).filter((i) => !(e.items ?? []).includes(i));
      if (missing.length > 0) throw new ReplayMismatch(`reruns from foreach step ${e.step} without its blocked item${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
      const withItems = rerunItems(state, plan, (e.items ?? []).filter((i) => !blocked.has(i)));
      if (typeof withItems === 'string') throw new ReplayMismatch(`reruns from step ${e.step}: it ${withItems}`);
      if (withItems.items !== undefined && withItems.items.join(',') !== e.items!.join(',')) throw new ReplayMismatch(`reruns from foreach step ${e.step} naming its items out of their order`);
      // A parallel step reopened: every branch that did not succeed runs again; any other named must be a succeeded branch (its output changed).
      if ((plan.branches === undefined) !== (e.branches === undefined)) throw new ReplayMismatch(`reruns from step ${e.step} ${e.branches === undefined ? 'naming no branches, but it reopens a parallel step' : `naming branches (${e.branches.join(', ')}), but no parallel step is reopened`}`);
      const failed = new Set(plan.branches ?? []);
      const left = (plan.branches ?? []).filter((b) => !(e.branches ?? []).includes(b));
      if (left.length > 0) throw new ReplayMismatch(`reruns from parallel step ${e.step} without its branch${left.length === 1 ? '' : 'es'} ${left.join(', ')}, which did not succeed`);
      const withBranches = rerunBranches(state, workflow, withItems, (e.branches ?? []).filter((b) => !failed.has(b)));
      if (typeof withBranches === 'string') throw new ReplayMismatch(`reruns from step ${e.step}: it ${withBranches}`);
      if (withBranches.branches !== undefined && withBranches.branches.join(',') !== e.branches!.join(',')) throw new ReplayMismatch(`reruns from parallel step ${e.step} naming its branches out of their order`);
      const t = applyRewind(state, workflow, withBranches, e.at);
      return claimed(t);
    }
    case 'step_skipped': {
      if (e.by !== undefined && typeof e.by !== 'string') throw new ReplayMismatch(`skips step ${e.step} by ${JSON.stringify(e.by)}, which is not a name`);
      const t = skipStep(state, workflow, e.step, e.at, undefined, e.by);
      return claimed(t);
    }
    case 'agent_attempt': {
      // The record as stagegate writes it (AttemptRecord): a line that claims another shape (an
      // attempt's usage with a count of its own, an empty or overlong `refused`) does not replay.
      const checked = AttemptRecord.safeParse(e.record);
      if (!checked.success) throw new ReplayMismatch(`records an agent attempt on step ${e.record_on} whose record is not one stagegate writes (${checked.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')})`);
      return plain(recordAttempt(state, stepOf(workflow, e.record_on), e.record));
    }
    case 'artifacts_revised':
      return plain({ ...state, artifacts: { ...state.artifacts, ...e.artifacts }, ...counted(state, changedArtifacts(state, e.artifacts)) });
    case 'child_recorded':
      return plain(withChildRecord(state, e.step, e.child));
    case 'child_routed': {
      const step = stepOf(workflow, e.step);
      if (!step.def.statuses || !Object.hasOwn(step.def.statuses, e.child_status)) throw new ReplayMismatch(`child step ${e.step} routed ${e.child_status}, which the workflow does not route`);
      const t = applyChildRouted(state, workflow, { step, childStatus: e.child_status, present: presence(e.present), durationMs: e.duration_ms, at: e.at, stopAfter: e.stop_after, decidedAt: e.decided_at });
      return claimed(t);
    }
    case 'child_paused': {
      const t = applyChildPaused(state, stepOf(workflow, e.step), e.message, e.at);
      return claimed(t);
    }
    case 'child_failed': {
      const t = applyChildFailed(state, stepOf(workflow, e.step), e.code, e.message, e.duration_ms, e.at, answerBelow(e));
      return claimed(t);
    }
    case 'phase_stopped': {
      const t = applyPhaseStopped(state, stepOf(workflow, e.step), e.child_status, e.required, e.at);
      return claimed(t);
    }
    case 'foreach_loaded': {
      // Counts are derived: made from the items here, never taken from the journal line.
      const record = foreachRecordOf(e.record);
      checkLoadedItems(state, e.step, record);
      return plain(withForeachRecord(withItemDecisions(withItemsReloaded(state, e.step), e.step, null), e.step, record));
    }
    case 'foreach_revived':
      return plain(withForeachRecord(state, e.step, reviveDeferred(foreachOf(state, e.step))));
    case 'item_started': {
      const record = foreachOf(state, e.step);
      const item = record.items.get(e.index);
      if (item?.id !== e.item) throw new ReplayMismatch(`item ${e.item} is not item ${e.index + 1} of foreach step ${e.step}`);
      // A new run of the item lives in the folder of its next visit (steps/foreach/run.ts itemStatePathIn): never an
      // earlier visit's run (which a resume would find finished and report again), nor a path outside the run.
      const starts = !(item.status === 'running' && item.state_path !== null);
      const expected = state.run_root === null ? undefined : itemStatePathIn(state.run_root, e.step, item, item.visits + 1);
      if (starts && expected !== undefined && e.state_path !== expected) throw new ReplayMismatch(`starts item ${e.item} of foreach step ${e.step} in ${e.state_path}; its run ${item.visits + 1} lives in ${expected}`);
      return plain(withForeachRecord(state, e.step, startItem(record, e.index, () => e.state_path)));
    }
    case 'item_finished': {
      const record = foreachOf(state, e.step);
      if (record.items.get(e.index)?.id !== e.item) throw new ReplayMismatch(`item ${e.item} is not item ${e.index + 1} of foreach step ${e.step}`);
      return plain(withItemDecisions(withItemOutputs(withForeachRecord(state, e.step, finishItem(record, e.index, e.end, e.outcome)), e.step, e.index, e.item, e.outputs), e.step, e.decided_at));
    }
    case 'foreach_marked':
      return plain(withForeachRecord(state, e.step, { ...foreachOf(state, e.step), stopped: e.stopped }));
    case 'foreach_ended': {
      const step = stepOf(workflow, e.step);
      const t =
        e.how === 'stopped'
          ? applyForeachStopped(state, step, e.code, e.message, e.duration_ms, e.at, answerBelow(e))
          : e.how === 'blocked'
            ? applyForeachBlocked(state, step, e.code, e.message, e.duration_ms, e.at)
            : applyForeachPaused(state, step, e.message, e.at);
      return claimed(t);
    }
    case 'parallel_begun': {
      const step = stepOf(workflow, e.step);
      return plain(beginParallelVisit(state, step, branchesOf(workflow, step), e.visit, e.join));
    }
    case 'branch_updated':
      checkBranchStart(state, e.step, e.branch, e.patch);
      return plain(withBranch(state, e.step, e.branch, e.patch));
    case 'branch_artifact': {
      // Listed in the branches' declared order, not the order they finished in (the journal's).
      const owner = branchOfArtifactKey(workflow, e.key);
      const declared = owner ? branchesOf(workflow, owner.step).map((b) => artifactKey(owner.step.id, b.id)) : [];
      return plain({ ...state, artifacts: withBranchArtifact(state.artifacts, e.key, e.artifact, declared), ...counted(state, changedArtifacts(state, { [e.key]: e.artifact })) });
    }
    case 'parallel_paused': {
      const step = stepOf(workflow, e.step);
      checkParallelPause(state, e.step, e.branches);
      const t = applyParallelPaused(state, step, e.message, e.at);
      return claimed(t);
    }
    case 'join_decided': {
      const step = stepOf(workflow, e.step);
      const marked = withOutcome(markNotRun(state, e.step), e.step, e.outcome);
      const t = applyJoin(marked, workflow, { step, outcome: e.outcome, summary: e.summary, sourceGaps: e.source_gaps, present: presence(e.present), durationMs: e.duration_ms, at: e.at, stopAfter: e.stop_after });
      return claimed(t);
    }
    case 'effect_done':
      return plain(withEffect(state, e));
    case 'source_advanced':
      return plain(withAdvance(state, e));
    default:
      throw new UnknownEvent(String((e as { event: unknown }).event));
  }
}

const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * HEAD moved during an attempt: only the attempt in flight (its step, visit and attempt), only
 * from the run's source commit then, only to another commit. A line that claims anything else (a
 * forged advance that would make a commit made elsewhere the run's own) is refused as any event
 * that does not replay. The run's source commit moves to the new one (run/source-drift.ts).
 */
function withAdvance(state: RunState, e: Extract<JournalEvent, { event: 'source_advanced' }>): RunState {
  const where = `records HEAD moving to ${String(e.to_commit).slice(0, 12)} during step ${e.step}, visit ${e.visit}, attempt ${e.attempt}`;
  const flight = state.in_flight;
  if (flight === null || flight.step !== e.step || flight.visit !== e.visit || flight.attempt !== e.attempt) {
    throw new ReplayMismatch(`${where}, which was not the attempt in flight (${flight ? `step ${flight.step}, visit ${flight.visit}, attempt ${flight.attempt}` : 'none was'})`);
  }
  if (e.from_commit !== (state.source_commit ?? null)) throw new ReplayMismatch(`${where} from ${e.from_commit === null ? 'no commit' : e.from_commit.slice(0, 12)}; the run was at ${state.source_commit ? state.source_commit.slice(0, 12) : 'no commit'}`);
  if (typeof e.to_commit !== 'string' || !COMMIT.test(e.to_commit) || e.to_commit === e.from_commit) throw new ReplayMismatch(`${where}, which is not a move to another commit`);
  const advance = { at: e.at, step: e.step, visit: e.visit, attempt: e.attempt, from_commit: e.from_commit, to_commit: e.to_commit };
  return { ...state, source_commit: e.to_commit, source_advances: [...(state.source_advances ?? []), advance], updated_at: e.at };
}

/**
 * A side effect is recorded only for an attempt that happened: of the step's current visit (a
 * sequential step's, or a parallel step's branch on its visit), and no later than its latest
 * attempt there. A record for a step, branch, visit or attempt the run never had is a forged or
 * misplaced line, refused as any event that does not replay.
 */
function withEffect(state: RunState, e: Extract<JournalEvent, { event: 'effect_done' }>): RunState {
  const record = stepRecord(state, e.step);
  const where = `records side effect '${e.key}' of step ${e.step}${e.branch !== undefined ? `, branch ${e.branch}` : ''}, visit ${e.visit}, attempt ${e.attempt}`;
  if (record === undefined) throw new ReplayMismatch(`${where}, which never ran`);
  if (e.branch !== undefined) {
    const p = record.parallel;
    const branch = p && Object.hasOwn(p.branches, e.branch) ? p.branches[e.branch] : undefined;
    if (!p || branch === undefined || p.visit !== e.visit || e.attempt < 1 || e.attempt > branch.attempt) throw new ReplayMismatch(`${where}, which the run did not have (${p ? `its visit ${p.visit}` : 'no parallel record'})`);
  } else if (record.visits !== e.visit || e.attempt < 1 || e.attempt > (record.visit_attempts ?? 0)) {
    throw new ReplayMismatch(`${where}; the step is on visit ${record.visits} with ${record.visit_attempts ?? 0} attempt${record.visit_attempts === 1 ? '' : 's'}`);
  }
  const ref = { key: e.key, step: e.step, ...(e.branch !== undefined ? { branch: e.branch } : {}), visit: e.visit, attempt: e.attempt, done_at: e.done_at };
  return { ...state, effects: [...(state.effects ?? []), ref] };
}

/**
 * A branch starts (running) only when it has no verdict on the step's visit: a succeeded or
 * failed branch is final there (a resume reuses it; a rerun from the step keeps a succeeded one
 * and names the others in its `rewound` event, which reopens them pending). A journal starting a
 * final branch again — e.g. one whose rewind list was cut down — does not replay.
 */
function checkBranchStart(state: RunState, stepId: string, branchId: string, patch: { status?: string }): void {
  if (patch.status !== 'running') return;
  const p = state.steps[stepId]?.parallel;
  const record = p && Object.hasOwn(p.branches, branchId) ? p.branches[branchId] : undefined;
  if (record === undefined) throw new ReplayMismatch(`starts branch ${branchId} of parallel step ${stepId}, which has no such branch on its visit`);
  if (record.status === 'succeeded' || record.status === 'failed') throw new ReplayMismatch(`starts branch ${branchId} of parallel step ${stepId} again, which ${record.status} on visit ${p!.visit} and was not reopened (a rerun from the step names the branches it runs again)`);
}

/**
 * A foreach's items as it loads them on a visit of the step: each pending, never run on this
 * visit, and carrying the runs it had on the step's visits before (schedule.ts carryVisits: the
 * record of the previous visit, which the replay holds) — derived here, never taken as written: a
 * visits count edited with a matching item_started would otherwise start the item in an earlier
 * visit's folder (whose finished run a resume reports again) or skip it.
 */
function checkLoadedItems(state: RunState, stepId: string, record: ForeachRecord): void {
  const flight = state.in_flight;
  if (flight?.step !== stepId || flight.visit !== record.visit) throw new ReplayMismatch(`foreach_loaded loads foreach step ${stepId} for its visit ${record.visit}, which is not the visit in flight (${flight?.step === stepId ? flight.visit : 'none'})`);
  const previous = stepRecord(state, stepId)?.foreach;
  let before: Map<string, number> | undefined;
  const carried = (id: string): number => {
    if (!previous || previous.visit >= record.visit) return 0;
    return (before ??= new Map(previous.items.filter((i) => i.visits > 0).map((i): [string, number] => [i.id, i.visits]))).get(id) ?? 0;
  };
  // Builds before item visits carried over (2026-12-04) loaded every item of a later visit with
  // none: such a record replays as it was written (its item_started name v1 folders, as its runs had).
  const earlierBuild = record.items.every((i) => i.visits === 0);
  for (const item of record.items) {
    if (item.status !== 'pending' || item.state_path !== null || item.outcome !== null || item.waiting_on.length > 0) throw new ReplayMismatch(`foreach_loaded loads item ${item.id} of foreach step ${stepId} ${item.status}${item.state_path !== null ? ` with run ${item.state_path}` : ''}; a loaded item is pending and has not run on this visit`);
    const visits = carried(item.id);
    if (item.visits !== visits && !earlierBuild) throw new ReplayMismatch(`foreach_loaded loads item ${item.id} of foreach step ${stepId} with ${item.visits} earlier run${item.visits === 1 ? '' : 's'}; the step's earlier visits ran it ${visits} time${visits === 1 ? '' : 's'}`);
  }
}

/**
 * A parallel step pauses only on its own attempt, when the branches it names are exactly the ones
 * waiting on a paused child run, and every other branch is final without deciding the join.
 */
function checkParallelPause(state: RunState, stepId: string, named: readonly string[]): void {
  const record = stepRecord(state, stepId);
  const parallel = record?.parallel;
  if (!parallel || state.in_flight?.step !== stepId) throw new ReplayMismatch(`pauses parallel step ${stepId}, which has no attempt in flight`);
  const waiting = waitingBranches(parallel);
  if (waiting.length === 0 || waiting.join(',') !== named.join(',')) {
    throw new ReplayMismatch(`pauses parallel step ${stepId} on branches ${named.join(', ') || '(none)'}; the branches waiting on a paused child run are ${waiting.join(', ') || 'none'}`);
  }
  const branches = Object.values(parallel.branches);
  const open = Object.entries(parallel.branches).filter(([id, b]) => (b.status === 'pending' || b.status === 'running') && !waiting.includes(id));
  if (open.length > 0) throw new ReplayMismatch(`pauses parallel step ${stepId} while branches ${open.map(([id]) => id).join(', ')} have not finished`);
  const count = (status: string) => branches.filter((b) => b.status === status).length;
  const decided = joinDecision(parallel.join, branches.length, count('succeeded'), count('failed'));
  if (decided !== undefined) throw new ReplayMismatch(`pauses parallel step ${stepId}, whose join (${parallel.join}) is decided (${decided})`);
}

/** The fixed transitions a step without output may follow on exit 0. */
function fixedTargets(step: StepModel): string[] {
  const out: string[] = [];
  const d = step.def;
  for (const t of [d.on_complete, d.retry_step, d.on_success, d.completion?.on_complete]) if (t !== undefined) out.push(...targetsOf(t as Parameters<typeof targetsOf>[0]));
  if (step.kind === 'foreach' && d.completion?.on_complete === undefined) out.push('DONE');
  return out;
}

/** Events that record what their transition led to. */
type Claiming = JournalEvent & { to: string | null; stop: string | null };

function hasClaims(e: JournalEvent): e is Claiming {
  return 'to' in e && 'stop' in e;
}

/** Apply an event read back from the journal and compare what it claims with what it gives now. */
export function replayEvent(state: RunState | undefined, e: JournalEvent, workflow: Workflow): RunState {
  const applied = applyEvent(state, e, workflow);
  if (e.event === 'attempt_started') {
    const flight = applied.state.in_flight!;
    if (flight.visit !== e.visit || flight.attempt !== e.attempt) {
      throw new ReplayMismatch(`records visit ${e.visit}, attempt ${e.attempt} of step ${e.step}; the run was on visit ${flight.visit}, attempt ${flight.attempt}`);
    }
  }
  if (hasClaims(e) && (applied.claims.to !== e.to || applied.claims.stop !== e.stop)) {
    const recorded = state === undefined ? undefined : underLimitThen(state, e, workflow, applied);
    if (recorded !== undefined) return recorded;
    const said = `${e.to ?? 'the end'}${e.stop ? ` (${e.stop})` : ''}`;
    const gives = `${applied.claims.to ?? 'the end'}${applied.claims.stop ? ` (${applied.claims.stop})` : ''}`;
    throw new ReplayMismatch(`${e.event} of step ${'step' in e ? e.step : '?'} says it led to ${said}; the workflow leads to ${gives}`);
  }
  return applied.state;
}

const LOOP_LIMIT = 'WORKFLOW_BLOCKED_LOOP_LIMIT';

/**
 * An event written under another version of the workflow (an earlier invocation's, before an
 * edit --allow-workflow-change took) that ended the run at the loop limit where the edited
 * workflow enters the step: max_visits was raised since (the continuation REWIND_NOT_SUPPORTED and
 * WORKFLOW_BLOCKED_LOOP_LIMIT advise). It replays as it was decided, the step's limit then read from
 * the journal itself (the run ended at visit N + 1, so it was N). Only this way: an end replayed
 * as an end takes nothing past a limit. An entry the edited workflow would refuse (a lowered
 * max_visits, or a journal rewritten to enter a step once more than its limit) is refused as any
 * other difference is: what the event was written under is only what the journal says (its
 * run_started digest), so it never lets a visit past the workflow's limit. Any other difference,
 * or any under the workflow the event was written with: undefined, and the event is refused.
 */
function underLimitThen(state: RunState, e: Claiming, workflow: Workflow, now: Applied): RunState | undefined {
  if (recordedDigestMatches(state, workflow)) return undefined;
  if (e.stop !== LOOP_LIMIT || e.to !== null || now.claims.to === null || now.claims.stop === LOOP_LIMIT) return undefined;
  const target = now.claims.to;
  const step = workflow.steps.get(target);
  if (step === undefined) return undefined;
  const limit = stepRecord(state, target)?.visits ?? 0;
  if (limit < 1) return undefined;
  const then: Workflow = { ...workflow, steps: new Map(workflow.steps).set(target, { ...step, def: { ...step.def, max_visits: limit } }) };
  const applied = applyEvent(state, e, then);
  return applied.claims.to === e.to && applied.claims.stop === e.stop ? applied.state : undefined;
}

/** Fill an event's claim fields from what applying it gave (the runner, before appending it). */
export function withClaims<E extends JournalEvent>(e: E, applied: Applied): E {
  if (e.event === 'attempt_started') {
    const flight = applied.state.in_flight!;
    return { ...e, visit: flight.visit, attempt: flight.attempt };
  }
  return hasClaims(e) ? { ...e, to: applied.claims.to, stop: applied.claims.stop } : e;
}
