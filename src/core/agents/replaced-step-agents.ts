// The agent an invocation chooses (--agent, --agent-command; or the run's record of them) runs
// every agent-driven step, in place of the `agent:` a step or parallel branch names
// (registry.ts resolveAgent: the invocation first). A team that chose an agent per step and a
// run started with --agent claude — which the run then remembers for every resume — would
// otherwise lose those choices without a word: the run says which it replaces when it starts.
import { AGENT_DRIVEN_KINDS, type AgentSelection } from './registry.js';
import { allBranches } from '../steps/parallel/branches.js';
import type { Workflow } from '../model/workflow.js';

/** The steps (and branches, `<step>.<branch>`) whose own `agent:` the selection replaces, with that agent, in workflow order. */
export function replacedStepAgents(workflow: Workflow, selection: AgentSelection): Array<{ step: string; agent: string }> {
  const chosen = selection.agent ?? (selection.agentCommand !== undefined ? 'command' : undefined);
  if (chosen === undefined) return [];
  const out: Array<{ step: string; agent: string }> = [];
  const branches = new Map<string, Array<{ id: string; agent: unknown; kind: string }>>();
  for (const { step, branch } of allBranches(workflow)) {
    const list = branches.get(step.id) ?? [];
    list.push({ id: `${step.id}.${branch.id}`, agent: branch.def.agent, kind: branch.kind });
    branches.set(step.id, list);
  }
  for (const step of workflow.steps.values()) {
    for (const s of [{ id: step.id, agent: step.def.agent as unknown, kind: step.kind }, ...(branches.get(step.id) ?? [])]) {
      if (!AGENT_DRIVEN_KINDS.has(s.kind) || typeof s.agent !== 'string' || s.agent === chosen) continue;
      out.push({ step: s.id, agent: s.agent });
    }
  }
  return out;
}

/** The note a run prints when it starts: `--agent claude:opus runs every agent step, in place of the agent: of design (gemini), …`. */
export function replacedStepAgentsNote(workflow: Workflow, selection: AgentSelection, shown: string): string | undefined {
  const replaced = replacedStepAgents(workflow, selection);
  if (replaced.length === 0) return undefined;
  const list = replaced.map((r) => `${r.step} (${r.agent})`).join(', ');
  return `agent: ${shown} runs every agent step, in place of the agent: the workflow names for ${list} (the invocation's agent comes first: docs/agents.md#choosing-the-agent)`;
}
