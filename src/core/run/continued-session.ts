// Whether the next attempt of a step visit continues the session of the attempt before it
// (docs/agents.md, "A retry continues the session"): one rule for the run (attempts.ts) and for
// `plan --show-prompt`, which shows the continuation prompt such an attempt gets.
import { safeSessionId } from '../agents/types.js';
import type { AttemptRecord } from '../state/state.js';

/**
 * How an attempt ended when the next attempt of its visit continues its session: cut short (time
 * limit, interruption, a non-zero exit) or without its result.
 */
export const CONTINUED: ReadonlySet<string> = new Set(['STAGE_TIMEOUT', 'STAGE_FAILED', 'WORKFLOW_INTERRUPTED', 'STAGE_OUTPUT_MISSING', 'STALE_ARTIFACT_REJECTED', 'GATE_RESULT_MISSING']);

/**
 * The session of `previous` (the record of the attempt before this one, in the same visit) that
 * this attempt continues: when it ended as CONTINUED says, in the same delegation mode (a direct
 * fallback starts anew), with the same stage prompt as today's (`digest`: an edited prompt file or
 * workflow starts anew, as does a record without one), not itself a continuation (a session that
 * broke twice starts anew), not one whose CLI never got to work (`refused`), run by the same agent
 * CLI (`agent`: another CLI keeps no session of it), and its CLI reported (or was given) one. Else
 * undefined: a new session.
 */
export function continuedSession(previous: AttemptRecord, delegation: string, digest: string, agent: string, asked = false): string | undefined {
  const r = previous;
  // `asked`: that attempt asked a person a question answered since (run/questions.ts): its session
  // goes on with the answer (it ended 'ok': its gate was read as the question).
  const ended = r.outcome !== null && (CONTINUED.has(r.outcome) || (asked && r.outcome === 'ok'));
  return safeSessionId(r.session) !== undefined && r.agent === agent && r.continued !== true && r.refused === undefined && r.delegation === delegation && r.prompt_sha256 === digest && ended ? r.session : undefined;
}
