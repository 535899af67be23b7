// Spend: what agent attempts reported (turns, cost, tokens), recorded per attempt and summed per
// step in state; the run's total is the sum over its steps, so a resumed run never counts a
// completed step twice (completed steps do not run again, and nothing is added twice).
import type { AgentUsage } from '../../agents/types.js';
import { addKnown } from '../../agents/types.js';
import type { AttemptRecord, AttemptUsage, RunState, SpendRecord, StepRecord } from '../../state/state.js';
import type { StepModel } from '../../model/workflow.js';
import { stepRecord } from '../../run/transition.js';

/** An attempt's usage as recorded: its four figures (AgentUsage, or a recorded AttemptUsage), nothing else. */
export function spendOf(usage: Pick<AgentUsage, 'turns' | 'cost_usd' | 'input_tokens' | 'output_tokens'> | null): AttemptUsage | null {
  if (!usage) return null;
  return { turns: usage.turns, cost_usd: usage.cost_usd, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens };
}

/**
 * a + b. `partial`: b is the usage of one attempt that ended before its CLI reported it (a lower
 * bound: AttemptRecord.usage_partial), counted in `incomplete_attempts`.
 */
export function addSpend(a: SpendRecord | undefined, b: SpendRecord | null, partial = false): SpendRecord {
  const base: SpendRecord = a ?? { turns: null, cost_usd: null, input_tokens: null, output_tokens: null };
  const incomplete = (base.incomplete_attempts ?? 0) + (b?.incomplete_attempts ?? 0) + (partial ? 1 : 0);
  const sum: SpendRecord = !b
    ? { turns: base.turns, cost_usd: base.cost_usd, input_tokens: base.input_tokens, output_tokens: base.output_tokens }
    : {
        turns: addKnown(base.turns, b.turns),
        cost_usd: roundCost(addKnown(base.cost_usd, b.cost_usd)),
        input_tokens: addKnown(base.input_tokens, b.input_tokens),
        output_tokens: addKnown(base.output_tokens, b.output_tokens),
      };
  return incomplete > 0 ? { ...sum, incomplete_attempts: incomplete } : sum;
}

/** Sums of dollar amounts stay readable (no 0.30000000000000004). */
function roundCost(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1e8) / 1e8;
}

/** The run's spend: every step's recorded spend. */
export function totalSpend(state: RunState): SpendRecord {
  let total: SpendRecord | undefined;
  for (const record of Object.values(state.steps)) if (record.spend) total = addSpend(total, record.spend);
  return total ?? { turns: null, cost_usd: null, input_tokens: null, output_tokens: null };
}

/** Record one agent attempt on its step: transcript link, prompt, agent and spend. */
export function recordAttempt(state: RunState, step: StepModel, attempt: AttemptRecord): RunState {
  const previous = stepRecord(state, step.id) ?? { kind: step.kind, status: 'in_flight' as const, visits: attempt.visit, attempts: attempt.attempt };
  return {
    ...state,
    steps: {
      ...state.steps,
      [step.id]: {
        ...previous,
        agent: attempt.agent,
        prompt: attempt.prompt,
        transcripts: [...(previous.transcripts ?? []), attempt],
        // Its four figures only: whether it is a lower bound is its usage_partial, never a count
        // the record carries (a journal line could claim any `incomplete_attempts`).
        spend: addSpend(previous.spend, attempt.usage === null ? null : spendOf(attempt.usage), attempt.usage_partial === true),
      },
    },
  };
}

/**
 * The manifest's view of agent work: spend per step and in total, and every attempt's
 * transcript and prompt. Empty for runs without agent-driven steps (their manifest is unchanged).
 */

export function agentManifestSections(state: RunState): Record<string, unknown> {
  const steps: [string, StepRecord][] = [];
  for (const id in state.steps) {
    const r = state.steps[id]!;
    if (r.transcripts !== undefined && r.transcripts.length > 0) steps.push([id, r]);
  }
  if (steps.length === 0) return {};
  return {
    spend: {
      total: totalSpend(state),
      steps: Object.fromEntries(steps.map(([id, r]) => [id, r.spend ?? null])),
    },
    transcripts: steps.flatMap(([id, r]) =>
      (r.transcripts ?? []).map((t) => ({ step: id, visit: t.visit, attempt: t.attempt, agent: t.agent, delegation: t.delegation, transcript: t.transcript, prompt: t.prompt, outcome: t.outcome })),
    ),
  };
}
