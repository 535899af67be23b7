// Bounded delegation (execution.delegation_mode: bounded), as the 4.0 delegation contract says:
// the first attempt of a visit is delegated (the agent may hand work to sub-agents); if it
// times out or leaves no fresh declared output, the stage falls back to direct execution once,
// at once (no backoff, outside retry.max_attempts). Every later attempt is direct. The runner
// never waits on a worker's liveness: only the declared output and its gate (or, for steps
// without output, the exit status) decide. direct_only: every attempt is direct.
import type { Delegation } from '../../agents/types.js';
import type { PreparedStage } from './types.js';

export function delegationFor(stage: PreparedStage, attemptOnVisit: number): Delegation {
  return stage.bounded && attemptOnVisit === 1 ? 'delegated' : 'direct';
}

/** Failures of a delegated attempt after which the direct fallback runs. */
export const FALLBACK_CODES: ReadonlySet<string> = new Set(['STAGE_TIMEOUT', 'STAGE_OUTPUT_MISSING', 'STALE_ARTIFACT_REJECTED']);

export function fallsBackToDirect(delegation: Delegation, code: string): boolean {
  return delegation === 'delegated' && FALLBACK_CODES.has(code);
}
