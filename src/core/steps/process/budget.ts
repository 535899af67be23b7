// Budgets the runner enforces (never the agent): per attempt, the step's max_turns and
// max_cost_usd; per run, execution.max_turns and execution.max_cost_usd over the recorded spend
// of every step. Only what the agent CLI reports can be enforced. Exceeding one stops the run
// with WORKFLOW_BUDGET_EXCEEDED.
import type { AgentUsage } from '../../agents/types.js';
import { usd } from './unenforced-budgets.js';
import type { RunState } from '../../state/state.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import { totalSpend } from './spend.js';

export interface BudgetBreach {
  scope: 'step' | 'workflow';
  message: string;
}

/**
 * A breach by one attempt of a step (its own limits), else undefined. `partial`: its usage is a
 * lower bound (AttemptRecord.usage_partial), so a breach says `at least`.
 */
export function attemptBreach(step: StepModel, usage: AgentUsage | null, turnLimitHit: boolean, partial = false): BudgetBreach | undefined {
  const maxTurns = step.def.max_turns;
  if (usage?.turn_limit_hit || turnLimitHit) {
    return { scope: 'step', message: `step ${step.id} stopped at the agent's turn limit${maxTurns !== undefined ? ` (max_turns ${maxTurns})` : ''} before finishing` };
  }
  const atLeast = partial ? 'at least ' : '';
  const lowerBound = partial ? '; the attempt ended before its CLI reported usage, so this is a lower bound' : '';
  if (maxTurns !== undefined && usage?.turns != null && usage.turns > maxTurns) {
    return { scope: 'step', message: `step ${step.id} used ${atLeast}${usage.turns} turns (max_turns ${maxTurns}${lowerBound})` };
  }
  const maxCost = step.def.max_cost_usd;
  if (maxCost !== undefined && usage?.cost_usd != null && usage.cost_usd > maxCost) {
    return { scope: 'step', message: `step ${step.id} cost ${atLeast}${usd(usage.cost_usd)} (max_cost_usd ${usd(maxCost)}${lowerBound})` };
  }
  return undefined;
}

/** A breach of the run's budgets by the spend recorded in state (>= limit with `atLimit`). */
export function workflowBreach(workflow: Workflow, state: RunState, atLimit = false): BudgetBreach | undefined {
  const total = totalSpend(state);
  const over = (value: number | null, limit: number | undefined): limit is number => limit !== undefined && value !== null && (atLimit ? value >= limit : value > limit);
  const maxCost = workflow.data.execution?.max_cost_usd;
  // Attempts that ended before their CLI reported usage count what they printed: a lower bound, said so.
  const atLeast = total.incomplete_attempts !== undefined ? 'at least ' : '';
  const unknown = total.incomplete_attempts !== undefined ? `; ${total.incomplete_attempts} attempt${total.incomplete_attempts === 1 ? '' : 's'} ended before ${total.incomplete_attempts === 1 ? 'its' : 'their'} CLI reported usage, so the spend is a lower bound` : '';
  if (over(total.cost_usd, maxCost)) {
    return { scope: 'workflow', message: `the run has cost ${atLeast}${usd(total.cost_usd!)} (execution.max_cost_usd ${usd(maxCost)}${unknown})` };
  }
  const maxTurns = workflow.data.execution?.max_turns;
  if (over(total.turns, maxTurns)) {
    return { scope: 'workflow', message: `the run has used ${atLeast}${total.turns} agent turns (execution.max_turns ${maxTurns}${unknown})` };
  }
  return undefined;
}
