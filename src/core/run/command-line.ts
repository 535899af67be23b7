// The commands stagegate prints for a person to run next (`next:`, hints): each value one shell
// word, so a registry id with a space or a quote (a shard key) or a workflow path with a space
// pastes as it reads.
import type { AgentSelection } from '../agents/registry.js';
import { shownValue } from './secret-names.js';
import { shownAgentArgs } from '../agents/recorded.js';

import { pathWord, shellWord } from '../model/shell-word.js';

export { pathWord, shellWord };

/**
 * ` --flag VALUE` as a printed command gives it: VALUE one shell word; one that starts with `-`
 * joined as `--flag=VALUE`, else the parser (parseArgs) would read it as a flag, not as the value.
 */
export function flagWord(flag: string, value: string): string {
  return value.startsWith('-') ? ` --${flag}=${shellWord(value)}` : ` --${flag} ${shellWord(value)}`;
}

/** A command-line word that is a `name=value` input (the CLI parser reads it so). */
export const NAME_VALUE_WORD = /^([A-Za-z_][A-Za-z0-9_.-]*)=([\s\S]*)$/;

/**
 * A step id as the last positional word of a printed command (`logs … STEP`, `skip … STEP`): one
 * shell word (step ids may hold spaces and quotes); after `--` when it starts with `-` or is
 * shaped like a `name=value` input, else the parser would read it as a flag or an input.
 */
export function stepWord(step: string): string {
  return step.startsWith('-') || NAME_VALUE_WORD.test(step) ? `-- ${shellWord(step)}` : shellWord(step);
}


/**
 * `WORKFLOW --run-id ID [name=value ...]`: the run a command names, with the inputs given that
 * locate its state (run-scope.ts stateLocatingInputs): without them the command would look for
 * (or start) the run elsewhere.
 */
export function runTarget(workflowFile: string, runId: string, locating: ReadonlyArray<readonly [string, string]> = []): string {
  return `${pathWord(workflowFile)}${flagWord('run-id', runId)}${locating.map((pair) => ` ${inputWord(pair)}`).join('')}`;
}

/** `name=value` as one shell word of a printed command (a secret-looking value masked). */
export function inputWord([name, value]: readonly [string, string]): string {
  return shellWord(`${name}=${shownValue(name, value)}`);
}


/**
 * `NAME VERB WORKFLOW --run-id ID [name=value ...]`: a command a person runs on a run. NAME is how
 * stagegate was invoked (`stagegate`, with `-C DIR` when the workspace is not the current
 * directory: cli/command-name.ts), so the command pastes from where the person typed theirs.
 */
export function runVerbLine(commandName: string, verb: string, workflowFile: string, runId: string, locating: ReadonlyArray<readonly [string, string]> = []): string {
  return `${commandName} ${verb} ${runTarget(workflowFile, runId, locating)}`;
}

/** `NAME run WORKFLOW --run-id ID [name=value ...]`: the run command every next: and hint starts from. */
export function runCommandLine(commandName: string, workflowFile: string, runId: string, locating: ReadonlyArray<readonly [string, string]> = []): string {
  return runVerbLine(commandName, 'run', workflowFile, runId, locating);
}

/**
 * ` --agent …  --agent-command …  --agent-arg …  --fresh-agent-sessions` as given (empty without an
 * agent selection, and for one the run records: a resume without flags uses the record). An
 * --agent-arg that looks secret is printed as *** (agents/recorded.ts shownAgentArgs).
 */
export function agentFlags(agents: AgentSelection | undefined): string {
  if (!agents || agents.from === 'run' || agents.recorded === true) return '';
  let out = '';
  if (agents.agent !== undefined) out += flagWord('agent', agents.agent);
  if (agents.agentCommand !== undefined) out += flagWord('agent-command', agents.shownAgentCommand ?? agents.agentCommand);
  for (const arg of shownAgentArgs(agents.agentArgs ?? [])) out += flagWord('agent-arg', arg);
  // Else the resume would continue the sessions this run was told not to.
  if (agents.freshSessions === true) out += ' --fresh-agent-sessions';
  return out;
}
