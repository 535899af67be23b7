// Command-line parsing (node:util parseArgs) against the command table in spec.ts: positionals,
// name=value tokens and flags. Every mistake is a UsageError that names the cause, with a
// did-you-mean for an unknown command or flag.
import { parseArgs } from 'node:util';
import { AGENT_MODEL_FIX, AGENT_NAMES, agentModelProblem, parseAgentSpec } from '../core/agents/registry.js';
import { closest } from '../core/model/did-you-mean.js';
import { EFFECT_KEY_MAX, effectKeyProblem } from '../core/run/effects.js';
import { NAME_VALUE_WORD } from '../core/run/command-line.js';
import { COMMANDS, COMMAND_NAMES, COMMAND_SYNONYMS, FLAGS, FLAG_SYNONYMS, INPUT_FLAG_HABITS, isCommand, type CommandName, type FlagName } from './spec.js';

export class UsageError extends Error {
  /** The command whose usage was wrong (its --help is the pointer), when known. */
  readonly command: CommandName | undefined;
  constructor(message: string, command?: CommandName) {
    super(message);
    this.name = 'UsageError';
    this.command = command;
  }
}

export interface GateRequest {
  status: string;
  critical: number;
  high: number;
  open: number;
  next: string | null;
  /** Extra keys in the order given. */
  extra: Array<[string, string]>;
}

export interface OnceRequest {
  key: string;
  /** The command and its arguments, as given after `--`. */
  argv: string[];
}

export interface ParsedCommand {
  command: CommandName | 'help' | 'version';
  /** `help`: the command whose help to show (undefined: the main help). */
  helpFor?: CommandName;
  /** Bare `stagegate`: help, but as a usage error (exit 2). */
  bare?: boolean;
  workflow?: string;
  targets: string[];
  tokens: Record<string, string>;
  runId?: string;
  stopAfterStep?: string;
  mode?: 'resume' | 'fresh';
  ignorePreviousCompletion?: boolean;
  allowWorkflowChange?: boolean;
  /** run / plan --on-source-change */
  onSourceChange?: 'refuse' | 'rerun' | 'keep';
  /** run --rerun-from STEP */
  rerunFrom?: string;
  json: boolean;
  strict: boolean;
  format: 'text' | 'json' | 'github';
  workspace?: string;
  quiet: boolean;
  /** run --stream / -v */
  stream: boolean;
  /** run --heartbeat SECONDS (0 = off); undefined: the default */
  heartbeatSeconds?: number;
  /** --agent NAME[:MODEL] */
  agent?: string;
  /** --agent-command PATH (as given; the CLI resolves it against its cwd) */
  agentCommand?: string;
  /** --agent-arg ARG (repeatable) */
  agentArgs: string[];
  /** --fresh-agent-sessions */
  freshAgentSessions?: boolean;
  /** plan --show-prompt STEP */
  showPrompt?: string;
  /** approve/reject --by NAME */
  by?: string;
  /** run --answer TEXT. */
  answer?: string;
  /** run --answer-file PATH (as given; read by the run command). */
  answerFile?: string;
  /** approve/reject --note TEXT */
  note?: string;
  /** skip <workflow> STEP; logs <workflow> [STEP] */
  step?: string;
  /** convert: write the native YAML here (workspace-relative) instead of stdout. */
  out?: string;
  /** gate STATUS … */
  gate?: GateRequest;
  /** once KEY -- COMMAND … */
  once?: OnceRequest;
  /** init [DIR] */
  dir?: string;
  /** init --name */
  name?: string;
  /** init --action */
  action?: string;
  /** logs --follow */
  follow: boolean;
  /** logs --tail N: the last N lines of each log */
  tail?: number;
  /** clean --older-than, in milliseconds */
  olderThanMs?: number;
  /** clean --yes */
  yes: boolean;
  /** run --shard KEY (repeatable: the shards run one after another) */
  shards: string[];
  /** shards --legs N */
  legs?: number;
  /** merge --from DIR (repeatable, as given) */
  from: string[];
}

const TOKEN = NAME_VALUE_WORD;
const GATE_STATUS = /^[A-Za-z0-9_.-]+$/;
const GATE_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Keys the gate command writes itself (or that the gate parser refuses). */
const RESERVED_GATE_KEYS = new Set(['workflow', 'step', 'status', 'unresolved_critical', 'unresolved_high', 'source_resolvable_open', 'artifact', 'next_recommended', '__proto__', 'constructor', 'prototype']);

/** parseArgs' option of a flag, with its literal type (so the parsed values are typed). */
type OptionOf<F> = F extends { type: infer T; multiple: true } ? { type: T; multiple: true; short?: string } : F extends { type: infer T } ? { type: T; short?: string } : never;

const OPTIONS = Object.fromEntries(
  Object.entries(FLAGS).map(([name, f]) => [name, { type: f.type, ...('short' in f ? { short: f.short } : {}), ...('multiple' in f ? { multiple: f.multiple } : {}) }]),
) as { [K in FlagName]: OptionOf<(typeof FLAGS)[K]> };

/** The spelling of every flag a user may type, for did-you-mean. */
function flagSpellings(names: readonly FlagName[]): string[] {
  return names.map((n) => `--${n}`);
}

/** Which command the words name, found leniently (flags that take a value consume it). */
function commandWord(argv: string[]): string | undefined {
  try {
    const { positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: false });
    return positionals[0];
  } catch {
    return argv.find((a) => !a.startsWith('-'));
  }
}

function unknownCommand(word: string): UsageError {
  const match = Object.hasOwn(COMMAND_SYNONYMS, word) ? COMMAND_SYNONYMS[word] : closest(word, COMMAND_NAMES);
  return new UsageError(`unknown command '${word}'.${match ? ` Did you mean '${match}'?` : ''} (commands: ${COMMAND_NAMES.join(', ')})`);
}

/** parseArgs' own messages, turned into ours (with a did-you-mean for an unknown flag). */
function flagError(error: Error, command: CommandName | undefined): UsageError {
  const text = error.message;
  const unknown = /Unknown option '([^']+)'/.exec(text);
  if (unknown) {
    const flag = unknown[1]!;
    const candidates = command ? [...COMMANDS[command].flags, 'help' as FlagName] : (Object.keys(FLAGS) as FlagName[]);
    const spellings = flagSpellings(candidates);
    // A unique prefix (--stop-after) is what was meant; else the closest spelling.
    const prefixed = spellings.filter((s) => s.startsWith(flag));
    // A synonym (--verbose for --stream) names the real flag, when that flag applies here.
    const synonym = Object.hasOwn(FLAG_SYNONYMS, flag) ? FLAG_SYNONYMS[flag] : undefined;
    const match = synonym !== undefined ? (candidates.includes(synonym.flag) ? synonym.write : undefined) : !flag.startsWith('--') ? undefined : prefixed.length === 1 ? prefixed[0] : closest(flag, spellings);
    const where = command ? ` for '${command}'` : '';
    const takesInputs = command !== undefined && (COMMANDS[command].args as ReadonlyArray<readonly [string, string]>).some(([name]) => name === 'name=value');
    if (match === undefined && takesInputs && INPUT_FLAG_HABITS.includes(flag)) {
      return new UsageError(`unknown flag '${flag}'${where}. Inputs bind without a flag, as name=value tokens after the workflow: goal='Add auth' scope=src.`, command);
    }
    return new UsageError(`unknown flag '${flag}'${where}.${match ? ` Did you mean '${match}'?` : ''}`, command);
  }
  const missing = /Option '(-\w, )?(--[\w-]+) <value>' argument missing/.exec(text);
  if (missing) return new UsageError(`${missing[2]} needs a value`, command);
  const ambiguous = /Option '(-\w, )?(--[\w-]+)' argument is ambiguous/.exec(text);
  if (ambiguous) return new UsageError(`${ambiguous[2]} needs a value; one that starts with '-' is written ${ambiguous[2]}=VALUE`, command);
  return new UsageError(text.replace(/\. To specify a positional.*$/s, ''), command);
}

function nonNegativeInt(value: string, flag: string): number {
  if (!/^\d+$/.test(value.trim())) throw new UsageError(`--${flag} must be a whole number >= 0 (got '${value}')`, 'gate');
  return Number(value.trim());
}

/** 30m, 12h, 7d, 2w (or a number of seconds with s) -> milliseconds. */
export function parseAge(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(s|m|h|d|w)$/.exec(text.trim());
  if (!m) return undefined;
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[m[2] as 's' | 'm' | 'h' | 'd' | 'w'];
  return Number(m[1]) * unit;
}

export function parseCommandLine(argv: string[]): ParsedCommand {
  const word = commandWord(argv);
  const known = word !== undefined && isCommand(word) ? word : undefined;
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    if (word !== undefined && known === undefined && word !== 'help') throw unknownCommand(word);
    throw flagError(error as Error, known);
  }
  const { values, positionals } = parsed;
  // tokens: no prototype, so a token named __proto__ is an own entry (refused as undeclared), never dropped.
  const base: ParsedCommand = { command: 'help', targets: [], tokens: Object.create(null) as Record<string, string>, json: values.json === true, strict: false, format: 'text', quiet: false, stream: false, agentArgs: [], follow: false, yes: false, shards: [], from: [] };
  const [command, ...rest] = positionals;
  if (command === 'help') {
    const topic = rest[0];
    if (topic === undefined) return base;
    if (!isCommand(topic)) throw unknownCommand(topic);
    return { ...base, helpFor: topic };
  }
  if (command === undefined) {
    if (values.version) return { ...base, command: 'version' };
    if (values.help) return base;
    if (values.stream) throw new UsageError("-v is --stream (for 'run'); the version is --version");
    return { ...base, bare: true };
  }
  if (!isCommand(command)) throw unknownCommand(command);
  if (values.help) return { ...base, helpFor: command };
  const allowed: readonly FlagName[] = COMMANDS[command].flags;
  for (const key of Object.keys(values) as FlagName[]) {
    if (!allowed.includes(key)) throw new UsageError(`--${key} does not apply to '${command}' (its flags: ${allowed.map((f) => `--${f}`).join(', ') || 'none'})`, command);
  }
  // A flag that takes one value, given twice: parseArgs keeps the last; which one was meant is
  // not ours to guess (as with a name=value input given twice). Repeatable flags (multiple) and
  // switches (a second --json changes nothing) are not refused.
  const once = new Map<string, string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    const flag = FLAGS[token.name as FlagName] as { type: string; multiple?: boolean } | undefined;
    if (flag === undefined || flag.type !== 'string' || flag.multiple === true) continue;
    const value = token.value ?? '';
    const first = once.get(token.name);
    if (first !== undefined) throw new UsageError(`--${token.name} is given twice ('${first}', then '${value}'): it takes one value; give it once`, command);
    once.set(token.name, value);
  }
  const result: ParsedCommand = {
    ...base,
    command,
    strict: values.strict === true,
    quiet: values.quiet === true,
    stream: values.stream === true,
    follow: values.follow === true,
    yes: values.yes === true,
  };
  if (values.workspace !== undefined) {
    if (values.workspace.trim() === '') throw new UsageError('-C/--workspace needs a directory', command);
    result.workspace = values.workspace;
  }
  if (values.format !== undefined) {
    if (!['text', 'json', 'github'].includes(values.format)) throw new UsageError(`--format must be text, json or github (got '${values.format}')`, command);
    result.format = values.format as ParsedCommand['format'];
  }
  // --json is --format json: with another --format the two contradict each other.
  if (result.json && values.format !== undefined && values.format !== 'json') throw new UsageError(`--json and --format ${values.format} contradict each other (--json is --format json): give one`, command);
  if (result.json) result.format = 'json';
  switch (command) {
    case 'validate':
      result.targets = rest;
      return result;
    case 'gate':
      return parseGate(result, rest, values);
    case 'once':
      return parseOnce(result, argv, rest);
    case 'init':
      if (rest.length > 1) throw new UsageError(`init takes one directory (got ${rest.length}): ${COMMANDS.init.usage}`, command);
      if (rest[0] !== undefined) result.dir = rest[0];
      if (values.name !== undefined) {
        if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(values.name)) throw new UsageError(`--name must start with a letter or digit and hold only letters, digits, _ . - (got '${values.name}')`, command);
        result.name = values.name;
      }
      if (values.action !== undefined) {
        if (!/^[^\s@]+\/[^\s@]+@\S+$/.test(values.action) && !values.action.startsWith('./')) throw new UsageError(`--action must be OWNER/REPO@REF (or ./PATH), got '${values.action}'`, command);
        result.action = values.action;
      }
      return result;
    case 'list':
      if (rest.length > 0) throw new UsageError(`list takes no arguments (got '${rest[0]}'): ${COMMANDS.list.usage}`, command);
      return result;
    case 'clean':
      if (rest.length > 0) throw new UsageError(`clean takes no arguments (got '${rest[0]}'): ${COMMANDS.clean.usage}`, command);
      if (values['older-than'] !== undefined) {
        const ms = parseAge(values['older-than']);
        if (ms === undefined) throw new UsageError(`--older-than must be a number and a unit: 30m, 12h, 7d, 2w (got '${values['older-than']}')`, command);
        result.olderThanMs = ms;
      }
      return result;
    default:
      break;
  }
  const [workflow, ...words] = rest;
  if (workflow === undefined) throw new UsageError(`${command} needs a workflow file: ${COMMANDS[command].usage}`, command);
  // `--` ends the options (POSIX): the positionals after it (the command's, the workflow's, then
  // words) are taken as written. `literal`: how many of `words` come after it.
  const terminator = parsed.tokens.findIndex((t) => t.kind === 'option-terminator');
  const literal = terminator === -1 ? 0 : Math.min(words.length, parsed.tokens.length - terminator - 1);
  const workflowLiteral = terminator !== -1 && parsed.tokens.length - terminator - 1 > words.length;
  if (!workflowLiteral && TOKEN.test(workflow) && !/\.(ya?ml|json)$/i.test(workflow)) throw new UsageError(`${command} needs the workflow file first, before name=value inputs (got '${workflow}'): ${COMMANDS[command].usage}`, command);
  result.workflow = workflow;
  if (command === 'convert') {
    if (words.length > 0) throw new UsageError(`convert takes one workflow file: ${COMMANDS.convert.usage}`, command);
    if (values.out !== undefined) {
      if (values.out.trim() === '') throw new UsageError('--out needs a file path', command);
      result.out = values.out;
    }
    return result;
  }
  let tokens = words;
  if (command === 'skip' || command === 'logs') {
    // STEP: the word after `--` (after the workflow, when `--` comes before it) as written, whatever
    // it looks like (a step id shaped like name=value, or one that starts with '-': the commands
    // stagegate prints name such a STEP so), never an input; else the first word that is not a
    // name=value input, before the inputs or after them (the commands stagegate prints name it
    // last, after the inputs that locate the run). Any other such word is refused as no input below.
    if (literal > 1) throw new UsageError(`${command}: after -- comes one word, the step, taken as written (got ${literal}: ${words.slice(-literal).join(' ')}); name=value inputs and flags go before --: ${COMMANDS[command].usage}`, command);
    const at = literal === 1 ? words.length - 1 : words.findIndex((w) => !TOKEN.test(w));
    if (at === -1 && command === 'skip') throw new UsageError(`skip needs the step to skip: ${COMMANDS.skip.usage}${words.length > 0 ? ' (a step id shaped like name=value goes after --, last: skip <workflow> [name=value ...] -- STEP)' : ''}`, command);
    if (at !== -1) {
      result.step = words[at]!;
      tokens = words.filter((_, i) => i !== at);
    }
  }
  for (const token of tokens) {
    const m = TOKEN.exec(token);
    if (!m) throw new UsageError(`'${token}' is not a name=value input (names: letters, digits, _ . -)`, command);
    if (Object.prototype.hasOwnProperty.call(result.tokens, m[1]!)) throw new UsageError(`input ${m[1]} is given twice`, command);
    result.tokens[m[1]!] = m[2]!;
  }
  if (values['run-id'] !== undefined) {
    if (values['run-id'].trim() === '') throw new UsageError('--run-id needs a value', command);
    result.runId = values['run-id'];
  }
  if (values['stop-after-step'] !== undefined) result.stopAfterStep = values['stop-after-step'];
  if (values.mode !== undefined) {
    if (values.mode !== 'resume' && values.mode !== 'fresh') throw new UsageError(`--mode must be resume or fresh (got '${values.mode}')`, command);
    result.mode = values.mode;
  }
  if (values.by !== undefined) {
    if (values.by.trim() === '') throw new UsageError('--by needs a name', command);
    result.by = values.by;
  }
  if (values.note !== undefined) result.note = values.note;
  // Trimmed, as the Action reads its shard input: keys are registry cells or branch ids, never padded.
  for (const key of (values.shard ?? []).map((k) => k.trim())) {
    if (key === '') throw new UsageError('--shard needs a shard key (stagegate shards lists them)', command);
    if (result.shards.includes(key)) throw new UsageError(`--shard ${key} is given twice`, command);
    if (result.mode === 'fresh' || values['ignore-previous-completion'] || values['stop-after-step'] !== undefined) throw new UsageError('--shard runs shards of a run as it stands: it takes no --mode fresh, --ignore-previous-completion or --stop-after-step', command);
    result.shards.push(key);
  }
  if (values.tail !== undefined) {
    const text = values.tail.trim();
    if (!/^[1-9]\d{0,8}$/.test(text)) throw new UsageError(`--tail must be a whole number of lines, 1 or more (got '${values.tail}')`, command);
    result.tail = Number(text);
  }
  if (values.legs !== undefined) {
    const text = values.legs.trim();
    if (!/^[1-9]\d{0,5}$/.test(text)) throw new UsageError(`--legs must be a whole number of legs, 1 or more (got '${values.legs}')`, command);
    result.legs = Number(text);
  }
  for (const dir of values.from ?? []) {
    if (dir.trim() === '') throw new UsageError('--from needs a folder', command);
    result.from.push(dir);
  }
  if (values['ignore-previous-completion']) result.ignorePreviousCompletion = true;
  if (values['allow-workflow-change']) result.allowWorkflowChange = true;
  const onSourceChange = values['on-source-change'];
  if (onSourceChange !== undefined) {
    if (onSourceChange !== 'refuse' && onSourceChange !== 'rerun' && onSourceChange !== 'keep') throw new UsageError(`--on-source-change must be refuse, rerun or keep (got '${onSourceChange}')`, command);
    result.onSourceChange = onSourceChange;
  }
  if (values.answer !== undefined || values['answer-file'] !== undefined) {
    if (values.answer !== undefined && values['answer-file'] !== undefined) throw new UsageError('--answer and --answer-file both give the answer: give one', command);
    if (values.answer !== undefined && values.answer.trim() === '') throw new UsageError("--answer needs the answer's text (quote it as one shell word: --answer 'blue, and keep the logo')", command);
    if (values['answer-file'] !== undefined && values['answer-file'].trim() === '') throw new UsageError('--answer-file needs a file path', command);
    if (result.mode === 'fresh' || result.shards.length > 0) throw new UsageError('--answer answers the question a run stopped at: it takes no --mode fresh or --shard', command);
    if (values.answer !== undefined) result.answer = values.answer;
    else result.answerFile = values['answer-file'];
  } else if (command === 'run' && values.by !== undefined) {
    // run records who only with an answer: a --by alone would be dropped without a word.
    throw new UsageError('--by names who answers (run --answer): give it with --answer or --answer-file', command);
  }
  const rerunFrom = values['rerun-from'];
  if (rerunFrom !== undefined) {
    if (rerunFrom.trim() === '') throw new UsageError('--rerun-from needs the step to run again', command);
    // A rerun continues the run as it stands: a fresh start or a shard of it is something else.
    const freshToken = /^fresh$/i.test(result.tokens['execution_mode'] ?? '') || /^(true|yes|1)$/i.test(result.tokens['ignore_previous_completion'] ?? '');
    if (result.mode === 'fresh' || values['ignore-previous-completion'] || result.shards.length > 0 || freshToken) {
      throw new UsageError('--rerun-from reruns part of a run as it stands: it takes no --mode fresh, --ignore-previous-completion or --shard', command);
    }
    result.rerunFrom = rerunFrom.trim();
  }
  if (values.heartbeat !== undefined) {
    const text = values.heartbeat.trim();
    if (!/^\d+(\.\d+)?$/.test(text)) throw new UsageError(`--heartbeat must be a number of seconds, 0 for none (got '${values.heartbeat}')`, command);
    result.heartbeatSeconds = Number(text);
  }
  parseAgentOptions(values, result, command);
  return result;
}

/** once KEY -- COMMAND [ARGS ...]: everything after the first `--` is the command, untouched. */
function parseOnce(result: ParsedCommand, argv: string[], rest: string[]): ParsedCommand {
  const dash = argv.indexOf('--');
  if (dash < 0) throw new UsageError(`once needs -- before the command: ${COMMANDS.once.usage}`, 'once');
  const command = argv.slice(dash + 1);
  const keys = rest.slice(0, rest.length - command.length);
  if (keys.length === 0) throw new UsageError(`once needs a key before --: ${COMMANDS.once.usage}`, 'once');
  if (keys.length > 1) throw new UsageError(`once takes one key before -- (got also '${keys[1]}'): ${COMMANDS.once.usage}`, 'once');
  if (command.length === 0 || command[0] === '') throw new UsageError(`once needs a command after --: ${COMMANDS.once.usage}`, 'once');
  const problem = effectKeyProblem(keys[0]!);
  if (problem !== undefined) throw new UsageError(`once: ${problem} (a key is printable, at most ${EFFECT_KEY_MAX} characters, without line breaks)`, 'once');
  result.once = { key: keys[0]!, argv: command };
  return result;
}

function parseGate(result: ParsedCommand, rest: string[], values: { critical?: string; high?: string; open?: string; next?: string; set?: string[] }): ParsedCommand {
  const [status, ...others] = rest;
  if (status === undefined) throw new UsageError(`gate needs the status: ${COMMANDS.gate.usage}`, 'gate');
  if (others.length > 0) throw new UsageError(`gate takes one status (got also '${others[0]}'); extra keys go in --set KEY=VALUE`, 'gate');
  if (!GATE_STATUS.test(status)) throw new UsageError(`gate status '${status}' may hold only letters, digits, _ . -`, 'gate');
  const next = values.next === undefined || values.next.trim() === '' || values.next === 'null' ? null : values.next.trim();
  if (next !== null && !/^[A-Za-z0-9_.-]+$/.test(next)) throw new UsageError(`--next must be a step id or null (got '${values.next}')`, 'gate');
  const extra: Array<[string, string]> = [];
  for (const item of values.set ?? []) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--set needs KEY=VALUE (got '${item}')`, 'gate');
    const key = item.slice(0, eq);
    if (!GATE_KEY.test(key)) throw new UsageError(`--set key '${key}' may hold only letters, digits, _ and - (and start with a letter or _)`, 'gate');
    if (RESERVED_GATE_KEYS.has(key)) throw new UsageError(`--set cannot set '${key}': ${['__proto__', 'constructor', 'prototype'].includes(key) ? 'the gate refuses that key' : 'the gate command writes it (use STATUS, --critical, --high, --open or --next)'}`, 'gate');
    if (extra.some(([k]) => k === key)) throw new UsageError(`--set ${key} is given twice`, 'gate');
    extra.push([key, item.slice(eq + 1)]);
  }
  result.gate = {
    status,
    critical: values.critical === undefined ? 0 : nonNegativeInt(values.critical, 'critical'),
    high: values.high === undefined ? 0 : nonNegativeInt(values.high, 'high'),
    open: values.open === undefined ? 0 : nonNegativeInt(values.open, 'open'),
    next,
    extra,
  };
  return result;
}

function parseAgentOptions(
  values: { agent?: string | undefined; 'agent-command'?: string | undefined; 'agent-arg'?: string[] | undefined; 'fresh-agent-sessions'?: boolean | undefined; 'show-prompt'?: string | undefined },
  result: ParsedCommand,
  command: CommandName,
): void {
  if (values.agent !== undefined) {
    const spec = parseAgentSpec(values.agent);
    if (!spec) {
      const name = values.agent.split(':')[0] ?? '';
      const match = closest(name, AGENT_NAMES);
      throw new UsageError(`--agent must be one of ${AGENT_NAMES.join(', ')} (optionally NAME:MODEL), got '${values.agent}'.${match ? ` Did you mean '${match}'?` : ''}`, command);
    }
    const modelProblem = agentModelProblem(spec);
    if (modelProblem !== undefined) throw new UsageError(`--agent '${values.agent}': ${modelProblem}. ${AGENT_MODEL_FIX}`, command);
    if (spec.name === 'command' && spec.arg !== undefined) {
      if (values['agent-command'] !== undefined) throw new UsageError('give the command once: --agent command:PATH or --agent-command PATH', command);
      result.agentCommand = spec.arg;
    }
    if (spec.name !== 'command' && values['agent-command'] !== undefined) throw new UsageError(`--agent-command applies to the command agent, not ${spec.name}`, command);
    result.agent = spec.name === 'command' ? 'command' : values.agent;
  }
  if (values['agent-command'] !== undefined) {
    if (values['agent-command'].trim() === '') throw new UsageError('--agent-command needs a path', command);
    result.agentCommand = values['agent-command'];
    result.agent ??= 'command';
  }
  if (result.agent === 'command' && result.agentCommand === undefined) throw new UsageError('--agent command needs --agent-command PATH', command);
  result.agentArgs = values['agent-arg'] ?? [];
  if (values['fresh-agent-sessions'] === true) result.freshAgentSessions = true;
  if (values['show-prompt'] !== undefined) {
    if (values['show-prompt'].trim() === '') throw new UsageError('--show-prompt needs a step id', command);
    result.showPrompt = values['show-prompt'];
  }
}
