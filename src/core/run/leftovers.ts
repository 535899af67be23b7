// A stage never outlives its attempt. Every process of an attempt carries a token in its
// environment (STAGEGATE_ATTEMPT_TOKEN = <invocation token>-<random>): the invocation token is made
// once per top-level run and shared by the runs it starts in process (child workflows, foreach
// items), so one prefix names every process an invocation started. The state records the token of
// an attempt in flight (and of running parallel branches): a runner that died (OOM kill, SIGKILL
// of the runner alone) leaves that record, and the next runner kills whatever still carries the
// dead invocation's prefix before it starts anything (ProcessRunner.killLeftovers).
import { randomBytes } from 'node:crypto';
import type { LeftoverAttempt } from './ports.js';
import type { RandomHex } from '../state/random-hex.js';
import type { RunState } from '../state/state.js';

export function newInvocationToken(): string {
  return randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
}

/** A new attempt token of an invocation (its random part from the run's pool, when given: random-hex.ts). */
export function attemptToken(invocation: string, random?: RandomHex): string {
  return `${invocation}-${random ? random.hex(6) : randomBytes(6).toString('hex')}`;
}

/** The prefix every attempt token of the invocation that made `token` starts with. */
export function invocationPrefix(token: string): string {
  const dash = token.lastIndexOf('-');
  return dash > 0 ? token.slice(0, dash + 1) : token;
}

/**
 * What the invocation behind a persisted state may have left running: the attempt in flight and
 * the running branches of a parallel step, as invocation prefixes (every attempt of that
 * invocation, escapees of finished attempts included).
 */
export function leftoverAttempts(state: RunState): LeftoverAttempt[] {
  const out = new Map<string, LeftoverAttempt>();
  const flight = state.in_flight;
  if (flight?.token) out.set(invocationPrefix(flight.token), { token: invocationPrefix(flight.token), ...(flight.pgid !== undefined ? { pgid: flight.pgid } : {}) });
  for (const id in state.steps) {
    const branches = state.steps[id]!.parallel?.branches;
    if (!branches) continue;
    for (const b of Object.values(branches)) {
      if (b.status === 'running' && b.token) {
        const prefix = invocationPrefix(b.token);
        if (!out.has(prefix)) out.set(prefix, { token: prefix });
      }
    }
  }
  return [...out.values()];
}

/** How a cancelled run says why: the signal's reason when it is a name (SIGINT), else "cancelled". */
export function interruption(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  return typeof reason === 'string' && reason !== '' ? `interrupted by ${reason}` : 'cancelled';
}
