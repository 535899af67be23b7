// Budgets the runner enforces (never the agent): per attempt, the step's max_turns and
// max_cost_usd; per run, execution.max_turns and execution.max_cost_usd over the recorded spend
// of every step. Only what the agent CLI reports can be enforced. Exceeding one stops the run
// with WORKFLOW_BUDGET_EXCEEDED.
import type { AgentAdapter, AgentUsage } from '../../agents/types.js';
import type { RunState } from '../../state/state.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import { totalSpend } from './spend.js';

export interface BudgetBreach {
  scope: 'step' | 'workflow';
  message: string;
}

function usd(n: number): string {
  return `$${n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '')}`;
}

/** A breach by one attempt of a step (its own limits), else undefined. */
export function attemptBreach(step: StepModel, usage: AgentUsage | null, turnLimitHit: boolean): BudgetBreach | undefined {
  const maxTurns = step.def.max_turns;
  if (usage?.turn_limit_hit || turnLimitHit) {
    return { scope: 'step', message: `step ${step.id} stopped at the agent's turn limit${maxTurns !== undefined ? ` (max_turns ${maxTurns})` : ''} before finishing` };
  }
  if (maxTurns !== undefined && usage?.turns != null && usage.turns > maxTurns) {
    return { scope: 'step', message: `step ${step.id} used ${usage.turns} turns (max_turns ${maxTurns})` };
  }
  const maxCost = step.def.max_cost_usd;
  if (maxCost !== undefined && usage?.cost_usd != null && usage.cost_usd > maxCost) {
    return { scope: 'step', message: `step ${step.id} cost ${usd(usage.cost_usd)} (max_cost_usd ${usd(maxCost)})` };
  }
  return undefined;
}

/** A breach of the run's budgets by the spend recorded in state (>= limit with `atLimit`). */
export function workflowBreach(workflow: Workflow, state: RunState, atLimit = false): BudgetBreach | undefined {
  const total = totalSpend(state);
  const over = (value: number | null, limit: number | undefined): limit is number => limit !== undefined && value !== null && (atLimit ? value >= limit : value > limit);
  const maxCost = workflow.data.execution?.max_cost_usd;
  if (over(total.cost_usd, maxCost)) {
    return { scope: 'workflow', message: `the run has cost ${usd(total.cost_usd!)} (execution.max_cost_usd ${usd(maxCost)})` };
  }
  const maxTurns = workflow.data.execution?.max_turns;
  if (over(total.turns, maxTurns)) {
    return { scope: 'workflow', message: `the run has used ${total.turns} agent turns (execution.max_turns ${maxTurns})` };
  }
  return undefined;
}

/** A budget the chosen agent cannot report against: stagegate cannot enforce it. */
export interface UnenforcedBudget {
  /** `execution.max_cost_usd`, `execution.max_turns`, or `steps.<id>.max_turns` / `.max_cost_usd`. */
  limit: string;
  agent: string;
  /** The agent-driven steps it concerns (the step itself for a step budget). */
  steps: string[];
  /** A step budget: the step that sets it. */
  step?: StepModel;
  message: string;
}

/**
 * Every budget the workflow sets that the agent chosen to run a step cannot be held to, because
 * its CLI reports no cost (or no turns): a run that set one would otherwise end
 * WORKFLOW_COMPLETE over it without a word. `agentOf` gives a step's agent, or undefined when it
 * is not known (none configured, or the command agent, which reports what it prints). Claude Code
 * is given a step's max_turns as --max-turns, so that one always holds.
 */
export function unenforcedBudgets(workflow: Workflow, steps: Iterable<StepModel>, agentOf: (step: StepModel) => { name: string; adapter: AgentAdapter } | undefined): UnenforcedBudget[] {
  const out: UnenforcedBudget[] = [];
  const exec = workflow.data.execution;
  // Run budgets: the steps of each agent that cannot report it, in workflow order.
  const byRunLimit = new Map<string, Map<string, string[]>>();
  const what = { cost: 'cost', turns: 'turns' } as const;
  for (const step of steps) {
    const agent = agentOf(step);
    const reports = agent?.adapter.reports;
    if (!agent || !reports) continue;
    const stepLimits: Array<[string, number | undefined, keyof typeof what, boolean]> = [
      ['max_turns', step.def.max_turns, 'turns', reports.turns || agent.name === 'claude'],
      ['max_cost_usd', step.def.max_cost_usd, 'cost', reports.cost],
    ];
    for (const [key, value, kind, holds] of stepLimits) {
      if (value === undefined || holds) continue;
      out.push({ limit: `steps.${step.id}.${key}`, agent: agent.name, steps: [step.id], step, message: `step ${step.id}'s ${key} (${key === 'max_cost_usd' ? usd(value) : value}) is not enforced: its agent ${agent.name} reports no ${what[kind]}` });
    }
    const runLimits: Array<[string, number | undefined, boolean]> = [
      ['execution.max_cost_usd', exec?.max_cost_usd, reports.cost],
      ['execution.max_turns', exec?.max_turns, reports.turns],
    ];
    for (const [limit, value, holds] of runLimits) {
      if (value === undefined || holds) continue;
      let agents = byRunLimit.get(limit);
      if (!agents) byRunLimit.set(limit, (agents = new Map()));
      const list = agents.get(agent.name) ?? [];
      if (!list.includes(step.id)) list.push(step.id);
      agents.set(agent.name, list);
    }
  }
  for (const [limit, agents] of byRunLimit) {
    const value = limit === 'execution.max_cost_usd' ? usd(exec!.max_cost_usd!) : String(exec!.max_turns);
    const kind = limit === 'execution.max_cost_usd' ? 'cost' : 'turns';
    for (const [agent, ids] of agents) {
      out.push({ limit, agent, steps: ids, message: `${limit} (${value}) is not enforced for what agent ${agent} spends (step${ids.length > 1 ? 's' : ''} ${ids.join(', ')}): ${agent} reports no ${kind}` });
    }
  }
  return out;
}
