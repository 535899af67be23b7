// The agent choice a run remembers: the --agent / --agent-command / --agent-arg (and
// --fresh-agent-sessions) an invocation ran with, recorded in its run_started, so that a resume,
// `plan`, `status` and a shard leg without agent flags use what the run was started with
// (docs/agents.md#the-run-remembers-its-agent). Flags given replace the recorded choice whole.
import { isAbsolute, relative, resolve } from 'node:path';
import type { AgentSelection } from './registry.js';
import type { RunState } from '../state/state.js';
import type { Workspace } from '../workspace/workspace.js';
import { insideBy, toPosix } from '../workspace/workspace.js';
import { MASK, MIN_SECRET_LENGTH, SECRET_NAME, shownValue } from '../run/secret-names.js';
import { shellWord } from '../model/shell-word.js';

/** The choice as the journal records it (run_started.agents; the state's invocations keep it). */
export interface RecordedAgents {
  /** `NAME` or `NAME:MODEL` as given. */
  agent?: string;
  /**
   * The command agent's executable: a path inside the workspace, relative to it (resolved against
   * the workspace when reused, and refused if it leads out, as a workflow's `command:PATH`); a bare
   * name (looked up on PATH); or an absolute path outside the workspace, which is recorded but
   * never reused (the resume says to give --agent-command again).
   */
  agent_command?: string;
  agent_args?: string[];
  fresh_sessions?: true;
  /** Given on that invocation's command line, or taken from the run's earlier record. */
  from: 'flags' | 'run';
}

/** Any of the flags that choose the agent (--fresh-agent-sessions alone does not). */
export function choosesAgent(given: AgentSelection | undefined): boolean {
  return given !== undefined && (given.agent !== undefined || given.agentCommand !== undefined || (given.agentArgs?.length ?? 0) > 0);
}

/** The agent choice the run's latest invocation that recorded one ran with, if any (older runs: none). */
export function recordedAgents(state: RunState | undefined): RecordedAgents | undefined {
  return latestRecord(state)?.agents;
}

/** The latest record and whether the flags in it were given to the run's first invocation (its start). */
export function latestRecord(state: RunState | undefined): { agents: RecordedAgents; atStart: boolean } | undefined {
  const invocations = state?.invocations ?? [];
  for (let i = invocations.length - 1; i >= 0; i--) {
    const agents = invocations[i]!.agents;
    if (agents === undefined) continue;
    // Carried from the record: the flags came from an earlier invocation that gave them.
    let given = i;
    while (given > 0 && invocations[given]!.agents?.from === 'run') given--;
    return { agents, atStart: given === 0 };
  }
  return undefined;
}

/** A selection as the journal records it: the command's path relative to the workspace when inside it. */
export function toRecord(selection: AgentSelection, workspace: Workspace): RecordedAgents | undefined {
  if (!choosesAgent(selection) && selection.freshSessions !== true) return undefined;
  const out: RecordedAgents = { from: selection.from ?? 'flags' };
  // `--agent command:PATH` names the executable in the agent: recorded as agent_command, under its rules.
  const inline = selection.agent !== undefined ? commandOf(selection.agent) : undefined;
  if (selection.agent !== undefined) out.agent = inline !== undefined ? 'command' : selection.agent;
  const command = selection.agentCommand ?? inline;
  if (command !== undefined) out.agent_command = commandRecord(command, workspace);
  if ((selection.agentArgs?.length ?? 0) > 0) out.agent_args = [...selection.agentArgs!];
  if (selection.freshSessions === true) out.fresh_sessions = true;
  return out;
}

/** A resume can use the record as it is (a command path outside the workspace is never reused: effectiveAgents). */
export function reusable(record: RecordedAgents): boolean {
  const command = record.agent_command ?? (record.agent !== undefined ? commandOf(record.agent) : undefined);
  return command === undefined || !isAbsolute(command);
}

/**
 * The agent flags a printed resume of the run carries (`next:`, hints): none while a resume without
 * flags finds them in the run's record; the recorded ones when it would not reuse them (a command
 * path outside the workspace), as the invocation that gave them printed them (command-line.ts agentFlags).
 */
export function flagsToCarry(state: RunState | undefined): AgentSelection | undefined {
  const record = recordedAgents(state);
  if (record === undefined || reusable(record)) return undefined;
  return {
    ...(record.agent !== undefined ? { agent: record.agent } : {}),
    ...(record.agent_command !== undefined ? { agentCommand: record.agent_command } : {}),
    ...(record.agent_args !== undefined ? { agentArgs: record.agent_args } : {}),
    ...(record.fresh_sessions === true ? { freshSessions: true } : {}),
  };
}

/** The executable of `command:PATH` (undefined for another agent, or `command` alone). */
function commandOf(agent: string): string | undefined {
  if (!agent.startsWith('command:')) return undefined;
  const arg = agent.slice('command:'.length).trim();
  return arg === '' ? undefined : arg;
}

function commandRecord(command: string, workspace: Workspace): string {
  if (!command.includes('/')) return command;
  // A relative one (the Action's agent-command input) is spawned from the workspace, where stages run.
  const abs = isAbsolute(command) ? command : resolve(workspace.root, command);
  const rel = relative(workspace.root, abs);
  if (rel === '' || !insideBy(rel)) return abs;
  // At the workspace's root: `./agent.sh`, for a bare `agent.sh` is reused as a name looked up on the PATH.
  const posix = toPosix(rel);
  return posix.includes('/') ? posix : `./${posix}`;
}

function sameChoice(a: RecordedAgents, b: RecordedAgents): boolean {
  return a.agent === b.agent && a.agent_command === b.agent_command && (a.agent_args ?? []).join('\0') === (b.agent_args ?? []).join('\0');
}

/** What an invocation runs its agent steps with, and why. */
export interface EffectiveAgents {
  selection: AgentSelection;
  /** flags: this invocation's own; run: the run's record; none: neither (the workflow's agent: / execution.agent decide). */
  from: 'flags' | 'run' | 'none';
  /** The recorded command was not reused: why, and what to give (a warning). */
  notReused?: string;
  /** from run: the flags were given to the run's first invocation (else to a later resume). */
  atStart?: boolean;
  /** from flags: the run had recorded another choice, which they replace. */
  replaced?: RecordedAgents;
}

/**
 * The selection an invocation of a run uses: the flags it was given when any chooses the agent
 * (--fresh-agent-sessions alone keeps the recorded agent and adds itself); else the run's record.
 * A recorded relative command resolves against the workspace and must stay inside it (symlinks
 * checked: Workspace.resolve throws PATH_OUTSIDE_WORKSPACE); an absolute one outside it is not
 * reused.
 */
export function effectiveAgents(given: AgentSelection | undefined, state: RunState | undefined, workspace: Workspace, runId: string): EffectiveAgents {
  const flags: AgentSelection = given ?? {};
  const latest = latestRecord(state);
  const recorded = latest?.agents;
  if (choosesAgent(flags)) {
    const mine = toRecord(flags, workspace);
    const replaced = recorded !== undefined && mine !== undefined && !sameChoice(recorded, mine);
    return { selection: { ...flags, from: 'flags' }, from: 'flags', ...(replaced ? { replaced: recorded } : {}) };
  }
  if (recorded === undefined || (recorded.agent === undefined && recorded.agent_command === undefined && recorded.agent_args === undefined)) {
    const fresh = flags.freshSessions === true || recorded?.fresh_sessions === true;
    return { selection: fresh ? { freshSessions: true, from: flags.freshSessions === true ? 'flags' : 'run' } : { ...flags }, from: flags.freshSessions === true ? 'flags' : fresh ? 'run' : 'none' };
  }
  const selection: AgentSelection = { from: 'run', freshSessions: flags.freshSessions === true || recorded.fresh_sessions === true };
  // A journal is read, not trusted: `command:PATH` in its agent is a command path like any (never spawned unchecked).
  const inline = recorded.agent !== undefined ? commandOf(recorded.agent) : undefined;
  if (recorded.agent !== undefined) selection.agent = inline !== undefined ? 'command' : recorded.agent;
  if (recorded.agent_args !== undefined) selection.agentArgs = recorded.agent_args;
  let notReused: string | undefined;
  const command = recorded.agent_command ?? inline;
  if (command !== undefined) {
    if (!command.includes('/')) selection.agentCommand = command;
    else if (isAbsolute(command)) notReused = `run ${runId} was started with --agent-command ${shellWord(command)}, outside the workspace: a recorded agent command is reused only inside the workspace (as a workflow's command:PATH), so give --agent-command again`;
    else selection.agentCommand = workspace.resolve(command, `the agent command run ${runId} recorded`).abs;
    if (selection.agentCommand !== undefined) selection.shownAgentCommand = command;
  }
  // Not reused: nothing of the record is (half of it would name another agent than the run's), as before runs recorded one.
  if (notReused !== undefined) return { selection: flags.freshSessions === true ? { freshSessions: true, from: 'flags' } : {}, from: flags.freshSessions === true ? 'flags' : 'none', notReused };
  return { selection, from: 'run', atStart: latest!.atStart };
}

/**
 * An --agent-arg as printed for people: `--api-key=***` for a flag whose name looks secret, ***
 * for the word after such a flag, and the passwords of URLs masked (secret-names.ts's rules).
 */
export function shownAgentArgs(args: readonly string[]): string[] {
  return args.map((arg, i) => {
    const eq = /^(-{1,2}[^=\s]+)=([\s\S]*)$/.exec(arg);
    if (eq !== null && SECRET_NAME.test(eq[1]!.replace(/^-+/, '')) && eq[2]!.length >= MIN_SECRET_LENGTH) return `${eq[1]}=${MASK}`;
    const before = i > 0 ? args[i - 1]! : '';
    if (/^-{1,2}[^=\s]+$/.test(before) && !arg.startsWith('-') && SECRET_NAME.test(before.replace(/^-+/, '')) && arg.length >= MIN_SECRET_LENGTH) return MASK;
    return shownValue('', arg);
  });
}

/** The agent an invocation uses, in words: `command ./bin/agent --agent-arg=--model --agent-arg=***`. */
export function describeAgents(selection: AgentSelection): string {
  const parts: string[] = [];
  if (selection.agent !== undefined) parts.push(selection.agent);
  else if (selection.agentCommand !== undefined) parts.push('command');
  if (selection.agentCommand !== undefined) parts.push(`--agent-command ${shellWord(selection.shownAgentCommand ?? selection.agentCommand)}`);
  for (const arg of shownAgentArgs(selection.agentArgs ?? [])) parts.push(`--agent-arg=${shellWord(arg)}`);
  if (selection.freshSessions === true) parts.push('--fresh-agent-sessions');
  return parts.join(' ');
}

/** Why the invocation uses that agent, in words (the run's summary, plan, status). */
export function agentsWhy(effective: Pick<EffectiveAgents, 'from' | 'atStart' | 'replaced'>): string {
  if (effective.from === 'run') return `${effective.atStart === false ? "from the run's record: the agent flags an earlier resume gave" : "from the run's start: the agent flags it was started with"}; agent flags on the command line replace them`;
  return effective.replaced !== undefined ? "from this command's flags, in place of the ones the run recorded" : "from this command's flags";
}
