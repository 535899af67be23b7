// Budgets an agent cannot be held to: a limit on what the chosen agent's CLI does not report
// (codex: cost and turns; gemini, copilot: cost). run and plan say them as warnings, validate as
// BUDGET_NOT_ENFORCED. Kept apart from budget.ts, which reads the run's spend: validate loads this
// without the state store (test/unit/cli-load-graph.test.ts).
import type { AgentAdapter } from '../../agents/types.js';
import type { StepModel, Workflow } from '../../model/workflow.js';

/** `$0.25`: at most four decimals, no trailing zeros. */
export function usd(n: number): string {
  return `$${n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '')}`;
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
