// The agent a workflow names (execution.agent, a step's or a branch's agent:) is one a run can
// use: a built-in adapter or command:PATH (INVALID_VALUE otherwise), and a command:PATH with a
// folder stays inside the workspace (PATH_OUTSIDE_WORKSPACE, checked lexically as paths.ts does).
// A run refuses both before any stage (agents/registry.ts); validate says so with the line.
import { AGENT_NAMES, parseAgentSpec } from '../../agents/registry.js';
import { didYouMean } from '../../model/did-you-mean.js';
import { WORKSPACE_NOTE } from '../../workspace/workspace.js';
import { issue, type ValidationContext, type YamlPath } from './context.js';
import { templateEscapes } from './paths.js';

export function ruleAgents(ctx: ValidationContext): void {
  const check = (text: unknown, path: YamlPath, of: string) => {
    if (typeof text !== 'string' || text.includes('{{')) return;
    const spec = parseAgentSpec(text);
    if (spec === undefined) {
      const name = (text.includes(':') ? text.slice(0, text.indexOf(':')) : text).trim();
      ctx.report(issue('INVALID_VALUE', 'error', `agent '${text}' of ${of} is not one of ${AGENT_NAMES.join(', ')}.${didYouMean(name, AGENT_NAMES)}`, 'Name a built-in adapter, optionally with a model (claude:sonnet), or command:PATH for any executable (docs/agents.md#choosing-the-agent).', path, { value: true }));
      return;
    }
    if (spec.name !== 'command' || spec.arg === undefined || !spec.arg.includes('/')) return;
    const why = templateEscapes(spec.arg);
    if (why) ctx.report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `agent command '${spec.arg}' of ${of} leaves the workspace: ${why}`, `A command:PATH in a workflow is resolved against the workspace and must stay inside it; put the agent's script in the workspace, or give an outside one with --agent-command PATH. ${WORKSPACE_NOTE}`, path, { value: true }));
  };
  check(ctx.workflow.data.execution?.agent, ['execution', 'agent'], 'the workflow (execution.agent)');
  for (const { step } of ctx.steps) check(step.def.agent, [...step.path, 'agent'], `step '${step.id}'`);
}
