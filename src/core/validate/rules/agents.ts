// The agent a workflow names (execution.agent, a step's or a branch's agent:) is one a run can
// use: a built-in adapter or command:PATH (INVALID_VALUE otherwise), and a command:PATH with a
// folder stays inside the workspace (PATH_OUTSIDE_WORKSPACE, checked lexically and through links
// as paths.ts does).
// A run refuses both before any stage (agents/registry.ts); validate says so with the line.
// A placeholder in agent: is never substituted (the text would reach the agent CLI as written,
// `--model {{m}}`): AGENT_PLACEHOLDER, an error.
// A budget (max_cost_usd, max_turns) the named agent's CLI cannot report is BUDGET_NOT_ENFORCED
// (a warning: an invocation's --agent may choose another; run and plan say it for the agent they use).
import { ADAPTERS, AGENT_DRIVEN_KINDS, AGENT_MODEL_FIX, AGENT_NAMES, agentModelProblem, parseAgentSpec } from '../../agents/registry.js';
import { unenforcedBudgets } from '../../steps/process/unenforced-budgets.js';
import { allBranches, BRANCH_KINDS } from '../../steps/parallel/branches.js';
import { didYouMean } from '../../model/did-you-mean.js';
import { WORKSPACE_NOTE } from '../../workspace/workspace.js';
import { issue, type ValidationContext, type YamlPath } from './context.js';
import { templateEscapes } from './paths.js';

export function ruleAgents(ctx: ValidationContext): void {
  const check = (text: unknown, path: YamlPath, of: string) => {
    if (typeof text !== 'string') return;
    if (text.includes('{{')) {
      ctx.report(issue('AGENT_PLACEHOLDER', 'error', `agent '${text}' of ${of} holds a placeholder, but stagegate does not substitute placeholders in agent: (the text would reach the agent's command line as written)`, 'Name the agent literally (claude:sonnet), or choose it per invocation: --agent NAME[:MODEL] (the Action\'s agent input) for the whole run.', path, { value: true }));
      return;
    }
    const spec = parseAgentSpec(text);
    if (spec === undefined) {
      const name = (text.includes(':') ? text.slice(0, text.indexOf(':')) : text).trim();
      ctx.report(issue('INVALID_VALUE', 'error', `agent '${text}' of ${of} is not one of ${AGENT_NAMES.join(', ')}.${didYouMean(name, AGENT_NAMES)}`, 'Name a built-in adapter, optionally with a model (claude:sonnet), or command:PATH for any executable (docs/agents.md#choosing-the-agent).', path, { value: true }));
      return;
    }
    const modelProblem = agentModelProblem(spec);
    if (modelProblem !== undefined) {
      ctx.report(issue('INVALID_VALUE', 'error', `agent '${text}' of ${of}: ${modelProblem}`, `${AGENT_MODEL_FIX} (docs/agents.md#choosing-the-agent)`, path, { value: true }));
      return;
    }
    if (spec.name !== 'command' || spec.arg === undefined || !spec.arg.includes('/')) return;
    // Lexically, then through links as the run resolves it (a committed tools/agent -> /elsewhere).
    const resolved = templateEscapes(spec.arg) === undefined ? ctx.session.resolve(spec.arg) : undefined;
    const why = templateEscapes(spec.arg) ?? (typeof resolved === 'string' ? resolved : undefined);
    if (why) ctx.report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `agent command '${spec.arg}' of ${of} leaves the workspace: ${why}`, `A command:PATH in a workflow is resolved against the workspace and must stay inside it; put the agent's script in the workspace, or give an outside one with --agent-command PATH. ${WORKSPACE_NOTE}`, path, { value: true }));
  };
  check(ctx.workflow.data.execution?.agent, ['execution', 'agent'], 'the workflow (execution.agent)');
  for (const { step } of ctx.steps) check(step.def.agent, [...step.path, 'agent'], `step '${step.id}'`);
  // Once, for the workflow: the parallel rule runs this rule again over its branches alone
  // (scope.within), whose findings under execution.* it drops; the branches are counted here.
  if (!ctx.steps.some(({ scope }) => scope.within !== undefined)) budgetsNotEnforced(ctx);
}

/**
 * Budgets the agent the workflow itself names cannot report (docs/agents.md#budgets): of its
 * steps, per-item steps and parallel branches, as a run counts them (run/preflight.ts budgetWarnings).
 */
function budgetsNotEnforced(ctx: ValidationContext): void {
  const named = (text: unknown) => (typeof text === 'string' && !text.includes('{{') ? parseAgentSpec(text) : undefined);
  const branches = allBranches(ctx.workflow)
    .map(({ branch }) => branch)
    .filter((b) => BRANCH_KINDS.has(b.kind));
  const steps = [...ctx.steps.map(({ step }) => step), ...branches].filter((s) => AGENT_DRIVEN_KINDS.has(s.kind));
  const found = unenforcedBudgets(ctx.workflow, steps, (step) => {
    const spec = named(step.def.agent) ?? (step.def.agent === undefined ? named(ctx.workflow.data.execution?.agent) : undefined);
    return spec ? { name: spec.name, adapter: ADAPTERS.get(spec.name)! } : undefined;
  });
  for (const b of found) {
    const path: YamlPath = b.limit.startsWith('execution.') ? ['execution', b.limit.slice('execution.'.length)] : [...b.step!.path, b.limit.slice(b.limit.lastIndexOf('.') + 1)];
    ctx.report(issue('BUDGET_NOT_ENFORCED', 'warning', `${b.message}, so a run with it cannot stop on this budget`, `Run those steps with an agent that reports ${b.limit.endsWith('max_turns') ? 'turns' : 'cost'} (claude, opencode${b.limit.endsWith('max_turns') ? ', gemini, copilot' : ''}), or drop the limit; run and plan say the same for the agent they use (docs/agents.md#budgets).`, path, {}));
  }
}
