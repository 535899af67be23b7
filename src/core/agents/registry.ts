// The built-in adapters by name, the `NAME[:ARG]` agent spec, and which agent runs a step:
// the invocation's --agent beats the step's `agent:`, which beats `execution.agent`.
import { StagegateError } from '../run/errors.js';
import type { Workspace } from '../workspace/workspace.js';
import type { StepModel, Workflow } from '../model/workflow.js';
import { claudeAdapter } from './claude.js';
import { codexAdapter } from './codex.js';
import { commandAdapter } from './command.js';
import { copilotAdapter } from './copilot.js';
import { geminiAdapter } from './gemini.js';
import { opencodeAdapter } from './opencode.js';
import type { AgentAdapter } from './types.js';
import { sidecarPathFor } from '../formats/sidecar-path.js';

export const ADAPTERS: ReadonlyMap<string, AgentAdapter> = new Map(
  [claudeAdapter, codexAdapter, geminiAdapter, copilotAdapter, opencodeAdapter, commandAdapter].map((a) => [a.name, a]),
);

export const AGENT_NAMES: readonly string[] = [...ADAPTERS.keys()];

/** Step kinds an agent executes. */
export const AGENT_DRIVEN_KINDS: ReadonlySet<string> = new Set(['agent', 'action', 'resolver']);

/** What the invocation says about agents (CLI flags / Action inputs). */
export interface AgentSelection {
  /** `NAME` or `NAME:MODEL` (or `command:PATH`). */
  agent?: string | undefined;
  /** Executable for the `command` adapter: absolute, or a name looked up on PATH. */
  agentCommand?: string | undefined;
  /**
   * The --agent-command as the caller typed it (relative stays relative), for the commands printed
   * for people (next:, fix:, next_command): pasted where the command was typed, it names the same
   * executable on any machine. Absent: agentCommand is printed.
   */
  shownAgentCommand?: string | undefined;
  /** Extra argv for the agent CLI, appended verbatim. */
  agentArgs?: readonly string[] | undefined;
  /** Every attempt in a new session: a retry does not continue the previous attempt's (--fresh-agent-sessions). */
  freshSessions?: boolean | undefined;
  /**
   * Where the choice came from (agents/recorded.ts): `flags` given to this command, or `run`: the
   * run's record (a resume without agent flags). A printed command carries only flags (a resume
   * finds the record itself). Undefined: flags.
   */
  from?: 'flags' | 'run' | undefined;
  /** Set once this invocation's run_started recorded the choice: printed commands need not carry it. */
  recorded?: boolean | undefined;
}

export interface AgentSpec {
  name: string;
  /** The model (built-in adapters) or the executable (command). */
  arg: string | undefined;
}

/** `claude`, `claude:sonnet`, `command:./bin/agent` -> {name, arg}; undefined when the name is unknown. */
export function parseAgentSpec(text: string): AgentSpec | undefined {
  const colon = text.indexOf(':');
  const name = (colon < 0 ? text : text.slice(0, colon)).trim();
  const arg = colon < 0 ? undefined : text.slice(colon + 1).trim();
  if (!ADAPTERS.has(name)) return undefined;
  return { name, arg: arg === '' ? undefined : arg };
}

/**
 * Why a spec's model cannot be passed, or undefined. The model goes to the agent CLI as
 * `--model M`, and a value starting with `-` is read there as an option of its own, not as the
 * model (clap's codex and yargs's gemini refuse or misread `--model -x`); no model id starts with one.
 */
export function agentModelProblem(spec: AgentSpec): string | undefined {
  if (spec.name === 'command' || spec.arg === undefined || !spec.arg.startsWith('-')) return undefined;
  return `its model '${spec.arg}' starts with '-': the ${spec.name} CLI would read it as an option, not as the model (--model ${spec.arg})`;
}

/** What an agent model refused by agentModelProblem is fixed by. */
export const AGENT_MODEL_FIX = 'Name the model as the agent CLI lists it after the colon (claude:sonnet); an option for the agent CLI goes in --agent-arg (the Action\'s agent-args input).';

export interface ResolvedAgent {
  name: string;
  adapter: AgentAdapter;
  /** What is spawned (never through a shell). */
  executable: string;
  model: string | undefined;
  extraArgs: readonly string[];
  /** Where the choice came from. */
  source: 'invocation' | 'step' | 'workflow';
  /** A retry continues the previous attempt's session where the CLI can (docs/agents.md, "Sessions"). */
  resumeSessions: boolean;
}

/**
 * The agent for one step. Throws WORKFLOW_INPUT_REQUIRED when nothing names one and
 * WORKFLOW_CONTRACT_INVALID when the workflow names an unknown adapter.
 */
/** No agent names one for the step (not --agent, the step, execution.agent, nor an imported file's run map): what a run needs, never a prompt preview. */
export class NoAgentConfigured extends StagegateError {}

export function resolveAgent(workflow: Workflow, step: StepModel, selection: AgentSelection, workspace: Workspace): ResolvedAgent {
  const extraArgs = selection.agentArgs ?? [];
  const candidates: Array<{ text: string; source: ResolvedAgent['source']; at?: Array<string | number> }> = [];
  if (selection.agent !== undefined) candidates.push({ text: selection.agent, source: 'invocation' });
  else if (selection.agentCommand !== undefined) candidates.push({ text: 'command', source: 'invocation' });
  if (step.def.agent !== undefined) candidates.push({ text: step.def.agent, source: 'step', at: [...step.path, 'agent'] });
  const wf = workflow.data.execution?.agent;
  if (wf !== undefined) candidates.push({ text: wf, source: 'workflow', at: ['execution', 'agent'] });
  const chosen = candidates[0];
  if (!chosen) {
    throw new NoAgentConfigured('WORKFLOW_INPUT_REQUIRED', `step ${step.id} is ${/^[aeiou]/.test(step.kind) ? 'an' : 'a'} ${step.kind} step and no agent is configured to run it`, {
      hint:
        workflow.format === 'native'
          ? `Pass --agent ${AGENT_NAMES.join('|')} (with --agent-command PATH for command), or set execution.agent or agent: on the step.`
          : // An imported file (aiox, maestro-flow, CCW) has no execution.agent to set: the run map beside it names one (agent:), or runs the step as a shell command.
            `Pass --agent ${AGENT_NAMES.join('|')} (with --agent-command PATH for command), or name the agent in the run map beside the workflow, ${sidecarPathFor(workflow.file)} (agent: NAME), or run the step there as a shell command (run: {<the step's id as written in the file>: <command>}; docs/formats.md#the-run-map-run-sidecar).`,
      location: { file: workflow.file, line: step.line, column: step.column },
    });
  }
  const spec = parseAgentSpec(chosen.text);
  if (!spec) {
    const pos = chosen.at ? workflow.source.locateValue(chosen.at) : undefined;
    throw new StagegateError(chosen.source === 'invocation' ? 'WORKFLOW_INPUT_REQUIRED' : 'WORKFLOW_CONTRACT_INVALID', `agent '${chosen.text}' of ${chosen.source === 'invocation' ? 'this invocation' : `step ${step.id}`} is not one of ${AGENT_NAMES.join(', ')}`, {
      hint: 'Name a built-in adapter, optionally with a model (claude:sonnet), or command:PATH for any executable.',
      ...(pos ? { location: { file: workflow.file, line: pos.line, column: pos.column } } : {}),
    });
  }
  const modelProblem = agentModelProblem(spec);
  if (modelProblem !== undefined) {
    const pos = chosen.at ? workflow.source.locateValue(chosen.at) : undefined;
    throw new StagegateError(chosen.source === 'invocation' ? 'WORKFLOW_INPUT_REQUIRED' : 'WORKFLOW_CONTRACT_INVALID', `agent '${chosen.text}' of ${chosen.source === 'invocation' ? 'this invocation' : `step ${step.id}`} cannot run: ${modelProblem}`, {
      hint: AGENT_MODEL_FIX,
      ...(pos ? { location: { file: workflow.file, line: pos.line, column: pos.column } } : {}),
    });
  }
  const adapter = ADAPTERS.get(spec.name)!;
  if (spec.name !== 'command') {
    return { name: spec.name, adapter, executable: adapter.executable, model: spec.arg, extraArgs, source: chosen.source, resumeSessions: selection.freshSessions !== true };
  }
  let executable: string | undefined;
  if (chosen.source === 'invocation') executable = selection.agentCommand ?? spec.arg;
  else if (spec.arg !== undefined) executable = spec.arg.includes('/') ? workspace.resolve(spec.arg, `agent command of step ${step.id}`).abs : spec.arg;
  if (executable === undefined || executable === '') {
    throw new StagegateError('WORKFLOW_INPUT_REQUIRED', `step ${step.id} uses the command agent but no executable is given`, {
      hint: 'Pass --agent-command PATH, or write agent: command:PATH.',
    });
  }
  return { name: 'command', adapter, executable, model: undefined, extraArgs, source: chosen.source, resumeSessions: selection.freshSessions !== true };
}
