// Stall detection: a loop that revisits a step has reached a fixed point when the gate the step
// accepts is identical to its previous visit's (status, unresolved_critical, unresolved_high,
// source_resolvable_open and the output's sha256) and no output accepted anywhere in the run since
// that visit differs from what was accepted before it (run/progress.ts counts the changes): the
// loop is spinning. A step that repeats its verdict while another stage of the loop wrote
// something new (tests that pass again after a new implementation) is no stall. The run stops with
// WORKFLOW_BLOCKED_STALLED, or follows the step's on_stall escape. Pure: the stall is recorded in
// state.stalls. Invocations an earlier stagegate ran (no `stall_rule` on their run_started)
// judged a step only against its own previous visit, and replay judges their events so.
import type { Gate } from '../gate/workflow-gate.js';
import { patchLast, type RunState } from '../state/state.js';
import { applySuccess, stepRecord, type Route, type StageSuccess, type TransitionResult } from './transition.js';
import type { Workflow } from '../model/workflow.js';
import { rewoundAway } from './rewind.js';
import { changesWith, outputChanges } from './progress.js';
import { advancedFrom } from './source-drift.js';

/**
 * Whether the step's previous verdict was taken back by a resume with --on-source-change rerun at
 * this invocation's source (it was stale: made at another source commit or agent package version)
 * and not made again since: the visit that runs it again judges other code, so the same gate and
 * output are a verdict made anew, not a loop spinning. (A step whose gate routes to itself keeps
 * the stamp of its last verdict that left it, so its loop at the new source ends at max_visits.)
 */
export function takenBack(state: RunState, stepId: string): boolean {
  // Taken back by a rerun from a step (--rerun-from) and not accepted since: its next verdict is made anew too.
  if (rewoundAway(state, stepId)) return true;
  const record = stepRecord(state, stepId);
  const change = state.source_changes?.at(-1);
  if (record?.source_commit === undefined || change?.policy !== 'rerun') return false;
  // The rerun's commit, carried along the commits the run's own stages made since (source_advanced).
  if (advancedFrom(state, change.source_commit, state.source_commit) !== state.source_commit || change.agent_package_version !== state.agent_package_version) return false;
  if (!change.stale.some((s) => s.step === stepId)) return false;
  return record.source_commit !== state.source_commit || (record.agent_package_version ?? null) !== state.agent_package_version;
}

/** Whether the invocation applying the event judges by the fixed-point rule (an earlier stagegate's compared a step only with itself). */
function judgesFixedPoint(state: RunState): boolean {
  return state.invocations.at(-1)?.stall_rule === 'fixed_point';
}

/**
 * The previous visit whose gate this acceptance repeats exactly while no accepted output changed
 * since (the loop's fixed point), or undefined. `acrossSources`: also when a rerun took that
 * visit's verdict back (how stagegate judged before 2026-12-03, for the journals it wrote).
 */
export function stalledSince(state: RunState, stepId: string, visit: number, gate: Gate, sha256: string, acrossSources = false): number | undefined {
  const previous = Object.prototype.hasOwnProperty.call(state.artifacts, stepId) ? state.artifacts[stepId] : undefined;
  const prevGate = stepRecord(state, stepId)?.gate;
  if (!previous || !prevGate || previous.visit >= visit) return undefined;
  if (!acrossSources && takenBack(state, stepId)) return undefined;
  const same =
    previous.sha256 === sha256 &&
    prevGate['status'] === gate.status &&
    prevGate['unresolved_critical'] === gate.unresolved_critical &&
    prevGate['unresolved_high'] === gate.unresolved_high &&
    prevGate['source_resolvable_open'] === gate.source_resolvable_open;
  if (!same) return undefined;
  // The step's own previous acceptance is counted in its mark; anything since moved the count.
  if (judgesFixedPoint(state) && outputChanges(state) !== (stepRecord(state, stepId)?.output_changes ?? 0)) return undefined;
  return previous.visit;
}

function routeOf(target: string): Route {
  if (target === 'DONE') return { kind: 'done' };
  if (target === 'BLOCKED') return { kind: 'blocked' };
  return { kind: 'step', to: target };
}

/** Accept a gate like applySuccess, unless the loop reached a fixed point at it (stalledSince; not taken back by a rerun): then stall. */
export function applyAcceptance(state: RunState, workflow: Workflow, s: StageSuccess, acrossSources = false): TransitionResult {
  const changes = changesWith(state, s.step.id, s.artifact.sha256);
  const visit = state.in_flight?.visit ?? stepRecord(state, s.step.id)?.visits ?? 1;
  const since = stalledSince(state, s.step.id, visit, s.gate, s.artifact.sha256, acrossSources);
  if (since === undefined) return applySuccess(state, workflow, s, changes);
  const escape = s.step.def.on_stall;
  const stall = { step: s.step.id, visit, previous_visit: since, at: s.at };
  if (escape !== undefined && escape !== 'BLOCKED') {
    const result = applySuccess(state, workflow, { ...s, route: routeOf(escape) }, changes);
    return { ...result, state: { ...result.state, stalls: [...(result.state.stalls ?? []), { ...stall, to: escape }] } };
  }
  const result = applySuccess(state, workflow, { ...s, route: { kind: 'blocked' } }, changes);
  const code = 'WORKFLOW_BLOCKED_STALLED';
  const repeat = `step ${s.step.id} stalled: visit ${visit} reported ${s.gate.status} with the same unresolved counts and the same output (sha256 ${s.artifact.sha256.slice(0, 12)}) as visit ${since}`;
  const message = judgesFixedPoint(state) ? `${repeat}, and no output accepted since changed` : repeat;
  return { state: { ...result.state, status: code, message, ...patchLast(result.state, { code }), stalls: [...(result.state.stalls ?? []), { ...stall, to: null }] }, stop: code };
}
