// Stall detection: when a loop revisits a step and the gate it accepts is identical to the
// previous visit's (status, unresolved_critical, unresolved_high, source_resolvable_open and the
// output's sha256), the loop is spinning. The run stops with WORKFLOW_BLOCKED_STALLED, or
// follows the step's on_stall escape. Pure: the stall is recorded in state.stalls.
import type { Gate } from '../gate/workflow-gate.js';
import { patchLast, type RunState } from '../state/state.js';
import { applySuccess, stepRecord, type Route, type StageSuccess, type TransitionResult } from './transition.js';
import type { Workflow } from '../model/workflow.js';

/** The previous visit whose gate this acceptance repeats exactly, or undefined. */
export function stalledSince(state: RunState, stepId: string, visit: number, gate: Gate, sha256: string): number | undefined {
  const previous = Object.prototype.hasOwnProperty.call(state.artifacts, stepId) ? state.artifacts[stepId] : undefined;
  const prevGate = stepRecord(state, stepId)?.gate;
  if (!previous || !prevGate || previous.visit >= visit) return undefined;
  const same =
    previous.sha256 === sha256 &&
    prevGate['status'] === gate.status &&
    prevGate['unresolved_critical'] === gate.unresolved_critical &&
    prevGate['unresolved_high'] === gate.unresolved_high &&
    prevGate['source_resolvable_open'] === gate.source_resolvable_open;
  return same ? previous.visit : undefined;
}

function routeOf(target: string): Route {
  if (target === 'DONE') return { kind: 'done' };
  if (target === 'BLOCKED') return { kind: 'blocked' };
  return { kind: 'step', to: target };
}

/** Accept a gate like applySuccess, unless it repeats the previous visit's gate: then stall. */
export function applyAcceptance(state: RunState, workflow: Workflow, s: StageSuccess): TransitionResult {
  const visit = state.in_flight?.visit ?? stepRecord(state, s.step.id)?.visits ?? 1;
  const since = stalledSince(state, s.step.id, visit, s.gate, s.artifact.sha256);
  if (since === undefined) return applySuccess(state, workflow, s);
  const escape = s.step.def.on_stall;
  const stall = { step: s.step.id, visit, previous_visit: since, at: s.at };
  if (escape !== undefined && escape !== 'BLOCKED') {
    const result = applySuccess(state, workflow, { ...s, route: routeOf(escape) });
    return { ...result, state: { ...result.state, stalls: [...(result.state.stalls ?? []), { ...stall, to: escape }] } };
  }
  const result = applySuccess(state, workflow, { ...s, route: { kind: 'blocked' } });
  const code = 'WORKFLOW_BLOCKED_STALLED';
  const message = `step ${s.step.id} stalled: visit ${visit} reported ${s.gate.status} with the same unresolved counts and the same output (sha256 ${s.artifact.sha256.slice(0, 12)}) as visit ${since}`;
  return { state: { ...result.state, status: code, message, ...patchLast(result.state, { code }), stalls: [...(result.state.stalls ?? []), { ...stall, to: null }] }, stop: code };
}
