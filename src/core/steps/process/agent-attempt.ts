// After an agent attempt: read what its CLI reported, record the attempt (transcript, prompt,
// agent, spend) on a step, and say whether a budget is breached. Shared by sequential stages
// and parallel branches (which record their spend on the parallel step).
import type { ResolvedAgent } from '../../agents/registry.js';
import type { Delegation } from '../../agents/types.js';
import type { RunState } from '../../state/state.js';
import type { StepModel, Workflow } from '../../model/workflow.js';
import { attemptBreach, workflowBreach, type BudgetBreach } from './budget.js';
import { recordAttempt, spendOf } from './spend.js';

export interface AgentAttempt {
  agent: ResolvedAgent;
  /** The step whose limits apply (the branch, for a parallel branch). */
  judged: StepModel;
  /** The step the attempt and its spend are recorded on. */
  recordOn: StepModel;
  transcript: string;
  exitCode: number | null;
  visit: number;
  attempt: number;
  delegation: Delegation;
  log: string;
  prompt: string | null;
  /** The verdict before budgets: ok, or its stop code. */
  outcome: 'ok' | string;
}

export function chargeAgentAttempt(state: RunState, workflow: Workflow, a: AgentAttempt): { state: RunState; breach: BudgetBreach | undefined } {
  const usage = a.agent.adapter.parseUsage(a.transcript);
  const limitExit = a.agent.adapter.turnLimitExitStatus;
  const attempt = attemptBreach(a.judged, usage, limitExit !== undefined && a.exitCode === limitExit);
  const next = recordAttempt(state, a.recordOn, {
    visit: a.visit,
    attempt: a.attempt,
    agent: a.agent.name,
    delegation: a.delegation,
    transcript: a.log,
    prompt: a.prompt,
    exit_status: a.exitCode,
    outcome: attempt ? 'WORKFLOW_BUDGET_EXCEEDED' : a.outcome,
    usage: spendOf(usage),
    ...(usage && Object.keys(usage.extra).length > 0 ? { reported: usage.extra } : {}),
  });
  return { state: next, breach: attempt ?? workflowBreach(workflow, next) };
}
