// Command-line parsing (node:util parseArgs): positionals, name=value tokens and flags.
import { parseArgs } from 'node:util';
import { AGENT_NAMES, parseAgentSpec } from '../core/agents/registry.js';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedCommand {
  command: 'run' | 'status' | 'history' | 'plan' | 'validate' | 'convert' | 'approve' | 'reject' | 'skip' | 'help' | 'version';
  workflow?: string;
  targets: string[];
  tokens: Record<string, string>;
  runId?: string;
  stopAfterStep?: string;
  mode?: 'resume' | 'fresh';
  ignorePreviousCompletion?: boolean;
  allowWorkflowChange?: boolean;
  json: boolean;
  strict: boolean;
  format: 'text' | 'json' | 'github';
  workspace?: string;
  quiet: boolean;
  /** --agent NAME[:MODEL] */
  agent?: string;
  /** --agent-command PATH (as given; the CLI resolves it against its cwd) */
  agentCommand?: string;
  /** --agent-arg ARG (repeatable) */
  agentArgs: string[];
  /** plan --show-prompt STEP */
  showPrompt?: string;
  /** approve/reject --by NAME */
  by?: string;
  /** approve/reject --note TEXT */
  note?: string;
  /** skip <workflow> STEP */
  step?: string;
  /** convert: write the native YAML here (workspace-relative) instead of stdout. */
  out?: string;
}

const TOKEN = /^([A-Za-z_][A-Za-z0-9_.-]*)=([\s\S]*)$/;

const OPTIONS = {
  'run-id': { type: 'string' },
  'stop-after-step': { type: 'string' },
  mode: { type: 'string' },
  'ignore-previous-completion': { type: 'boolean' },
  'allow-workflow-change': { type: 'boolean' },
  json: { type: 'boolean' },
  strict: { type: 'boolean' },
  format: { type: 'string' },
  workspace: { type: 'string', short: 'C' },
  quiet: { type: 'boolean', short: 'q' },
  agent: { type: 'string' },
  'agent-command': { type: 'string' },
  'agent-arg': { type: 'string', multiple: true },
  'show-prompt': { type: 'string' },
  by: { type: 'string' },
  note: { type: 'string' },
  out: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

const ALLOWED: Record<string, ReadonlyArray<keyof typeof OPTIONS>> = {
  run: ['run-id', 'stop-after-step', 'mode', 'ignore-previous-completion', 'allow-workflow-change', 'json', 'workspace', 'quiet', 'agent', 'agent-command', 'agent-arg'],
  status: ['run-id', 'json', 'workspace'],
  history: ['run-id', 'json', 'workspace'],
  plan: ['run-id', 'stop-after-step', 'mode', 'ignore-previous-completion', 'json', 'workspace', 'agent', 'agent-command', 'agent-arg', 'show-prompt'],
  validate: ['json', 'strict', 'format', 'workspace'],
  convert: ['out', 'workspace'],
  approve: ['run-id', 'json', 'workspace', 'by', 'note'],
  reject: ['run-id', 'json', 'workspace', 'by', 'note'],
  skip: ['run-id', 'json', 'workspace'],
};

export function parseCommandLine(argv: string[]): ParsedCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
  const { values, positionals } = parsed;
  const base: ParsedCommand = { command: 'help', targets: [], tokens: {}, json: false, strict: false, format: 'text', quiet: false, agentArgs: [] };
  if (values.version) return { ...base, command: 'version' };
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') return base;
  if (!(command in ALLOWED)) throw new UsageError(`unknown command '${command}' (commands: run, status, history, plan, validate, convert, approve, reject, skip)`);
  const allowed = ALLOWED[command]!;
  for (const key of Object.keys(values)) {
    if (key === 'help' || key === 'version') continue;
    if (!allowed.includes(key as keyof typeof OPTIONS)) throw new UsageError(`--${key} does not apply to '${command}'`);
  }
  const result: ParsedCommand = {
    ...base,
    command: command as ParsedCommand['command'],
    json: values.json === true,
    strict: values.strict === true,
    quiet: values.quiet === true,
  };
  if (values.workspace !== undefined) result.workspace = values.workspace;
  if (values.format !== undefined) {
    if (!['text', 'json', 'github'].includes(values.format)) throw new UsageError(`--format must be text, json or github (got '${values.format}')`);
    result.format = values.format as ParsedCommand['format'];
  }
  if (result.json) result.format = 'json';
  if (command === 'validate') {
    if (rest.length === 0) throw new UsageError('validate needs at least one workflow file or directory');
    result.targets = rest;
    return result;
  }
  const [workflow, ...words] = rest;
  if (workflow === undefined) throw new UsageError(`${command} needs a workflow file: stagegate ${command} <workflow> [name=value ...]`);
  result.workflow = workflow;
  if (command === 'convert') {
    if (words.length > 0) throw new UsageError('convert takes one workflow file: stagegate convert <file> [--out FILE]');
    if (values.out !== undefined) {
      if (values.out.trim() === '') throw new UsageError('--out needs a file path');
      result.out = values.out;
    }
    return result;
  }
  let tokens = words;
  if (command === 'skip') {
    const [step, ...others] = words;
    if (step === undefined || TOKEN.test(step)) throw new UsageError('skip needs the step to skip: stagegate skip <workflow> STEP [--run-id ID]');
    result.step = step;
    tokens = others;
  }
  for (const token of tokens) {
    const m = TOKEN.exec(token);
    if (!m) throw new UsageError(`'${token}' is not a name=value input (names: letters, digits, _ . -)`);
    if (Object.prototype.hasOwnProperty.call(result.tokens, m[1]!)) throw new UsageError(`input ${m[1]} is given twice`);
    result.tokens[m[1]!] = m[2]!;
  }
  if (values['run-id'] !== undefined) {
    if (values['run-id'].trim() === '') throw new UsageError('--run-id needs a value');
    result.runId = values['run-id'];
  }
  if (values['stop-after-step'] !== undefined) result.stopAfterStep = values['stop-after-step'];
  if (values.mode !== undefined) {
    if (values.mode !== 'resume' && values.mode !== 'fresh') throw new UsageError(`--mode must be resume or fresh (got '${values.mode}')`);
    result.mode = values.mode;
  }
  if (values.by !== undefined) {
    if (values.by.trim() === '') throw new UsageError('--by needs a name');
    result.by = values.by;
  }
  if (values.note !== undefined) result.note = values.note;
  if (values['ignore-previous-completion']) result.ignorePreviousCompletion = true;
  if (values['allow-workflow-change']) result.allowWorkflowChange = true;
  parseAgentOptions(values, result);
  return result;
}

function parseAgentOptions(
  values: { agent?: string | undefined; 'agent-command'?: string | undefined; 'agent-arg'?: string[] | undefined; 'show-prompt'?: string | undefined },
  result: ParsedCommand,
): void {
  if (values.agent !== undefined) {
    const spec = parseAgentSpec(values.agent);
    if (!spec) throw new UsageError(`--agent must be one of ${AGENT_NAMES.join(', ')} (optionally NAME:MODEL), got '${values.agent}'`);
    if (spec.name === 'command' && spec.arg !== undefined) {
      if (values['agent-command'] !== undefined) throw new UsageError('give the command once: --agent command:PATH or --agent-command PATH');
      result.agentCommand = spec.arg;
    }
    if (spec.name !== 'command' && values['agent-command'] !== undefined) throw new UsageError(`--agent-command applies to the command agent, not ${spec.name}`);
    result.agent = spec.name === 'command' ? 'command' : values.agent;
  }
  if (values['agent-command'] !== undefined) {
    if (values['agent-command'].trim() === '') throw new UsageError('--agent-command needs a path');
    result.agentCommand = values['agent-command'];
    result.agent ??= 'command';
  }
  if (result.agent === 'command' && result.agentCommand === undefined) throw new UsageError('--agent command needs --agent-command PATH');
  result.agentArgs = values['agent-arg'] ?? [];
  if (values['show-prompt'] !== undefined) {
    if (values['show-prompt'].trim() === '') throw new UsageError('--show-prompt needs a step id');
    result.showPrompt = values['show-prompt'];
  }
}

export const HELP = `stagegate — gated, resumable, multi-stage workflows

Usage:
  stagegate run <workflow> [name=value ...] [--run-id ID] [--stop-after-step STEP]
                [--mode resume|fresh] [--ignore-previous-completion] [--json]
                [--agent NAME[:MODEL]] [--agent-command PATH] [--agent-arg ARG ...]
  stagegate status <workflow> [name=value ...] [--run-id ID] [--json]
  stagegate history <workflow> [name=value ...] [--run-id ID] [--json]   the run's journal, event by event
  stagegate plan <workflow> [name=value ...] [--json] [--show-prompt STEP]
  stagegate validate <workflow|dir>... [--json] [--strict] [--format text|json|github]
  stagegate convert <workflow> [--out FILE]   print (or write) the native 4.0 YAML of an
                               aiox, maestro-flow or CCW workflow (docs/formats.md)
  stagegate approve <workflow> [name=value ...] [--run-id ID] [--by NAME] [--note TEXT] [--json]
  stagegate reject <workflow> [name=value ...] [--run-id ID] [--by NAME] [--note TEXT] [--json]
  stagegate skip <workflow> STEP [name=value ...] [--run-id ID] [--json]
  stagegate --help | --version

Options:
  --run-id ID                  the run id (same as run_id=ID)
  --stop-after-step STEP       run STEP, persist its gate and next step, then stop (PARTIAL_RESUMABLE)
  --mode resume|fresh          resume (default) continues a run; fresh starts over, moving old results aside
  --ignore-previous-completion run again even if the run completed (implies --mode fresh)
  --allow-workflow-change      resume although the workflow file changed since the run started
  --agent NAME[:MODEL]         agent for agent-driven steps: claude, codex, gemini, copilot, opencode
                               or command (beats the workflow's agent: settings; docs/agents.md)
  --agent-command PATH         the executable of the command agent (prompt on stdin)
  --agent-arg ARG              extra argument for the agent CLI (repeatable)
  --show-prompt STEP           plan: print the exact prompt STEP would get, nothing else
  --by NAME                    approve/reject: who decides (default: $USER); must be a listed approver
  --note TEXT                  approve/reject: a note recorded with the decision
  -C, --workspace DIR          workspace root (default: current directory)
  --json                       print one JSON object on stdout
  -q, --quiet                  no per-stage lines

Exit status: 0 complete or paused (PARTIAL_RESUMABLE); 1 validation errors; 2 usage;
3 blocked; 4 input; 5 contract/integrity; 6 stage failure; 7 locked; 8 budget; 9 I/O.
Stop codes and their fixes: docs/stop-codes.md
`;
