// The agent an invocation chooses (--agent, --agent-command; or the run's record of them) runs
// every agent-driven step, in place of the `agent:` a step or parallel branch names
// (registry.ts resolveAgent: the invocation first). A team that chose an agent per step and a
// run started with --agent claude — which the run then remembers for every resume — would
// otherwise lose those choices without a word: the run says which it replaces when it starts.
import { AGENT_DRIVEN_KINDS, parseAgentSpec, type AgentSelection } from './registry.js';
import { allBranches } from '../steps/parallel/branches.js';
import { classifyStep, type StepKind, type Workflow } from '../model/workflow.js';

/** Whether two agent specs run the same agent with the same model (`claude: opus` is `claude:opus`). */
function sameAgent(a: string, b: string): boolean {
  const x = parseAgentSpec(a);
  const y = parseAgentSpec(b);
  return x !== undefined && y !== undefined ? x.name === y.name && x.arg === y.arg : a.trim() === b.trim();
}

/**
 * What the selection replaces, in workflow order: the steps' (and branches' `<step>.<branch>`,
 * per-item steps' `<step>[…].<per-item step>`) own `agent:` — another agent, or the same one with
 * another model (or none) —, then `execution.agent`, when a step that names no agent would have run it.
 */
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
  let defaulted = false;
  for (const step of workflow.steps.values()) {
    const perItem = Object.entries(step.def.per_item ?? {}).map(([id, def]) => ({ id: `${step.id}[…].${id}`, agent: def.agent as unknown, kind: classifyStep(def).kind ?? '' }));
    for (const s of [{ id: step.id, agent: step.def.agent as unknown, kind: step.kind }, ...(branches.get(step.id) ?? []), ...perItem]) {
      if (!AGENT_DRIVEN_KINDS.has(s.kind as StepKind)) continue;
      if (typeof s.agent !== 'string') defaulted = true;
      else if (!sameAgent(s.agent, chosen)) out.push({ step: s.id, agent: s.agent });
    }
  }
  const fallback = workflow.data.execution?.agent;
  if (defaulted && fallback !== undefined && !sameAgent(fallback, chosen)) out.push({ step: 'execution.agent', agent: fallback });
  return out;
}

/** The note a run prints when it starts: `--agent claude:opus runs every agent step, in place of the agent: of design (gemini), …`. */
export function replacedStepAgentsNote(workflow: Workflow, selection: AgentSelection, shown: string): string | undefined {
  const replaced = replacedStepAgents(workflow, selection);
  if (replaced.length === 0) return undefined;
  const list = replaced.map((r) => `${r.step} (${r.agent})`).join(', ');
  return `agent: ${shown} runs every agent step, in place of the agent: the workflow names for ${list} (the invocation's agent comes first: docs/agents.md#choosing-the-agent)`;
}
