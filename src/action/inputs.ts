// Action inputs: read as the runner passes them (strings, defaults already applied from
// action.yml) and validated with messages that name the input and say what is allowed.
import { isAbsolute, resolve } from 'node:path';
import { AGENT_MODEL_FIX, AGENT_NAMES, agentModelProblem, parseAgentSpec, type AgentSelection } from '../core/agents/registry.js';
import { closest, didYouMean } from '../core/model/did-you-mean.js';
import { ANSWER_MAX_BYTES, answerAsRecorded, answerOverLimit } from '../core/run/answer-size.js';
import { SECRET_NAME, shownValue } from '../core/run/secret-names.js';
import type { ActionIO } from './io.js';

export type ActionCommand = 'run' | 'validate' | 'plan' | 'status' | 'shards' | 'merge';
export const COMMANDS: readonly ActionCommand[] = ['run', 'validate', 'plan', 'status', 'shards', 'merge'];

export interface ActionInputs {
  command: ActionCommand;
  /**
   * command: run — run only these shards (foreach item keys or parallel branch ids from command:
   * shards), one after another: one key, or a matrix leg's several (parseShardKeys).
   */
  shards?: string[] | undefined;
  /** command: shards — deal the shards into at most this many matrix legs (the matrix output holds arrays of keys). */
  legs?: number | undefined;
  /** For validate: every line; otherwise exactly one file. */
  workflow: string[];
  tokens: Record<string, string>;
  runId: string | undefined;
  stopAfterStep: string | undefined;
  mode: 'resume' | 'fresh' | undefined;
  ignorePreviousCompletion: boolean;
  allowWorkflowChange: boolean;
  /** on-source-change: what a resume at another source commit does (undefined: the workflow's execution.on_source_change, else refuse). */
  onSourceChange: 'refuse' | 'rerun' | 'keep' | undefined;
  /** rerun-from: take back this step's verdict and the ones after it, and run again from it (command: run; run/rewind.ts). */
  rerunFrom?: string | undefined;
  persist: 'artifact' | 'none';
  resumeFromRunId: number | undefined;
  /** With resume-from-run-id: start from the workspace when neither run has the run's state (default: fail). */
  allowMissingState: boolean;
  token: string;
  /** The commit the check run is reported on (else the pull request head or GITHUB_SHA). */
  sha: string | undefined;
  failOnPartial: boolean;
  checkName: string;
  partialConclusion: 'neutral' | 'action_required';
  workingDirectory: string;
  retentionDays: number | undefined;
  strict: boolean;
  /** Agent for agent-driven steps (`NAME` or `NAME:MODEL`), and the executable of the `command` agent. */
  agent: string | undefined;
  agentCommand: string | undefined;
  /** agent-args: extra argv words for the agent CLI, one per line (the CLI's --agent-arg), never through a shell. */
  agentArgs: string[];
  /** fresh-agent-sessions: a retry starts a new agent session (the CLI's --fresh-agent-sessions). */
  freshAgentSessions: boolean;
  /** approve / reject: decide the run's pending approval as the GitHub actor, then continue the run. */
  approval: ApprovalInput | undefined;
  /** answer: the answer to the question the run stopped at (command: run; run/questions.ts). */
  answer?: string;
}

export interface ApprovalInput {
  decision: 'approved' | 'rejected';
  /** The approval step the decision is for; undefined ("true") for whichever step is pending. */
  step: string | undefined;
  note: string | null;
}

export class InputError extends Error {
  /** `fix`: what to do, when not "correct the input" (a runner variable the input needs, say). */
  constructor(message: string, readonly fix?: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** Same shape as the CLI's name=value tokens. */
const TOKEN = /^([A-Za-z_][A-Za-z0-9_.-]*)=(.*)$/s;

/** The YAML 1.2 core-schema booleans, as @actions/core's getBooleanInput accepts them. */
export function parseBoolean(name: string, raw: string, fallback: boolean): boolean {
  if (raw === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  throw new InputError(`input '${name}' must be true or false (got '${raw}')`);
}

function lines(raw: string): string[] {
  return raw.split(/\r?\n/);
}

/**
 * A line that is no name=value pair as its refusal quotes it: a secret-looking name's value as ***
 * (`api_token: ***`, a pair written as YAML), a URL's password as *** — the refusal reaches the
 * summary, the annotations and the check run, and nothing registered the value (it did not parse).
 */
function quotedLine(text: string): string {
  const name = /^[^\s:=]*/.exec(text)![0];
  const rest = text.slice(name.length);
  const gap = /^[\s:=]*/.exec(rest)![0];
  return SECRET_NAME.test(name) && rest.length > gap.length ? `${name}${gap}***` : shownValue('', text);
}

/** `inputs:` — one name=value per line; blank lines and lines starting with # are skipped. */
export function parseTokens(raw: string): Record<string, string> {
  // No prototype: a line __proto__=x is an own entry (refused as undeclared), never dropped.
  const tokens = Object.create(null) as Record<string, string>;
  lines(raw).forEach((line, index) => {
    const text = line.replace(/^\s+/, '');
    if (text === '' || text.startsWith('#')) return;
    const m = TOKEN.exec(text);
    if (!m) {
      const quoted = quotedLine(text);
      throw new InputError(`input 'inputs', line ${index + 1}: '${quoted.length > 60 ? quoted.slice(0, 57) + '...' : quoted}' is not a name=value pair (names: letters, digits, _ . -; one pair per line)`);
    }
    const name = m[1]!;
    if (Object.prototype.hasOwnProperty.call(tokens, name)) throw new InputError(`input 'inputs', line ${index + 1}: ${name} is given twice`);
    tokens[name] = m[2]!.replace(/\s+$/, '');
  });
  return tokens;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[], fallback: T): T {
  if (raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new InputError(`input '${name}' must be ${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]} (got '${raw}')`);
}

export function readInputs(io: ActionIO): ActionInputs {
  const commandRaw = io.getInput('command') || 'run';
  if (!(COMMANDS as readonly string[]).includes(commandRaw)) {
    throw new InputError(`unknown command '${commandRaw}': use run, validate, plan, status, shards or merge.${didYouMean(commandRaw, COMMANDS)}`.replace(/\.$/, ''));
  }
  const command = commandRaw as ActionCommand;
  const workflow = lines(io.getInput('workflow'))
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (workflow.length === 0) {
    throw new InputError(command === 'validate' ? "input 'workflow' is required: workflow files or directories, one per line" : "input 'workflow' is required: the workflow file to " + command);
  }
  if (command !== 'validate' && workflow.length > 1) {
    throw new InputError(`input 'workflow' names ${workflow.length} files; '${command}' takes exactly one (only validate takes several)`);
  }
  const runIdRaw = io.getInput('run-id');
  const stopRaw = io.getInput('stop-after-step');
  const modeRaw = io.getInput('execution-mode');
  const resumeFrom = io.getInput('resume-from-run-id');
  if (resumeFrom !== '' && !/^[1-9][0-9]{0,19}$/.test(resumeFrom)) {
    throw new InputError(`input 'resume-from-run-id' must be a workflow run id (digits, as in github.run_id), got '${resumeFrom}'`);
  }
  const retention = io.getInput('retention-days');
  let retentionDays: number | undefined;
  if (retention !== '') {
    if (!/^[0-9]+$/.test(retention) || Number(retention) < 1 || Number(retention) > 90) {
      throw new InputError(`input 'retention-days' must be a whole number of days from 1 to 90 (got '${retention}')`);
    }
    retentionDays = Number(retention);
  }
  const shardRaw = io.getInput('shard').trim();
  if (shardRaw !== '' && command !== 'run') throw new InputError(`input 'shard' needs command: run (it runs those shards), not '${command}'`);
  const shards = parseShardKeys(shardRaw);
  const legs = readLegs(io.getInput('legs'), command);
  const rerunFrom = io.getInput('rerun-from').trim();
  const inputs: ActionInputs = {
    command,
    ...(shards.length > 0 ? { shards } : {}),
    ...(legs !== undefined ? { legs } : {}),
    workflow,
    tokens: parseTokens(io.getInput('inputs')),
    runId: runIdRaw === '' ? undefined : runIdRaw,
    stopAfterStep: stopRaw === '' ? undefined : stopRaw,
    mode: modeRaw === '' ? undefined : oneOf('execution-mode', modeRaw, ['resume', 'fresh'] as const, 'resume'),
    ignorePreviousCompletion: parseBoolean('ignore-previous-completion', io.getInput('ignore-previous-completion'), false),
    allowWorkflowChange: parseBoolean('allow-workflow-change', io.getInput('allow-workflow-change'), false),
    onSourceChange: io.getInput('on-source-change') === '' ? undefined : oneOf('on-source-change', io.getInput('on-source-change'), ['refuse', 'rerun', 'keep'] as const, 'refuse'),
    ...(rerunFrom !== '' ? { rerunFrom } : {}),
    persist: oneOf('persist', io.getInput('persist'), ['artifact', 'none'] as const, 'artifact'),
    resumeFromRunId: resumeFrom === '' ? undefined : Number(resumeFrom),
    allowMissingState: parseBoolean('allow-missing-state', io.getInput('allow-missing-state'), false),
    token: io.getInput('token'),
    sha: readSha(io.getInput('sha')),
    failOnPartial: parseBoolean('fail-on-partial', io.getInput('fail-on-partial'), false),
    checkName: io.getInput('check-name'),
    partialConclusion: oneOf('partial-conclusion', io.getInput('partial-conclusion'), ['action_required', 'neutral'] as const, 'action_required'),
    workingDirectory: io.getInput('working-directory') || '.',
    retentionDays,
    strict: parseBoolean('strict', io.getInput('strict'), false),
    agent: readAgent(io.getInput('agent')),
    agentCommand: io.getInput('agent-command') === '' ? undefined : io.getInput('agent-command'),
    agentArgs: parseAgentArgs(io.getInput('agent-args')),
    freshAgentSessions: parseBoolean('fresh-agent-sessions', io.getInput('fresh-agent-sessions'), false),
    approval: readApproval(io),
  };
  // Kept as written, untrimmed (a person's text: its spaces and line breaks are part of it), as the
  // CLI's --answer keeps it; only a YAML block's final line break (`answer: |`) is dropped, as
  // --answer-file drops its file's. Empty: none given; only whitespace: refused, as the CLI does.
  const answerRaw = io.getInput('answer', { trimWhitespace: false });
  const answer = answerAsRecorded(answerRaw);
  if (answerRaw !== '') {
    if (answer.trim() === '') throw new InputError("input 'answer' holds only whitespace: write the answer's text (leave the input out, or empty, when there is no answer to give)");
    const over = answerOverLimit(answer);
    if (over !== undefined) throw new InputError(`input 'answer' holds ${over} bytes; an answer is at most ${ANSWER_MAX_BYTES}, not counting one final line break (a person's text, not a document; as the CLI's --answer and --answer-file)`);
    if (command !== 'run') throw new InputError(`input 'answer' needs command: run (the answer is recorded, then the step runs again), not '${command}'`);
    if (inputs.mode === 'fresh' || inputs.ignorePreviousCompletion || inputs.shards !== undefined || inputs.rerunFrom !== undefined || inputs.approval) {
      throw new InputError("input 'answer' answers the question an existing run stopped at; it cannot be combined with execution-mode: fresh, ignore-previous-completion, shard, rerun-from, approve or reject");
    }
    inputs.answer = answer;
  }
  if (inputs.approval) {
    const name = inputs.approval.decision === 'approved' ? 'approve' : 'reject';
    if (command !== 'run') throw new InputError(`input '${name}' needs command: run (the decision is recorded, then the run continues), not '${command}'`);
    if (inputs.mode === 'fresh' || inputs.ignorePreviousCompletion) throw new InputError(`input '${name}' decides the pending approval of an existing run; it cannot be combined with a fresh run (execution-mode: fresh, ignore-previous-completion)`);
    // A matrix leg runs its shards beside the run and records nothing in it: the decision would be dropped.
    if (inputs.shards !== undefined) throw new InputError(`input '${name}' cannot be combined with 'shard': a matrix leg runs its shards and never decides an approval; decide it in a job without 'shard' (the plan or merge job, or one of its own)`);
  }
  if (inputs.rerunFrom !== undefined) {
    if (command !== 'run') throw new InputError(`input 'rerun-from' needs command: run (it runs the run again from that step), not '${command}'`);
    // A rerun continues the run as it stands: a fresh start, a matrix leg or a decision is something else.
    if (inputs.mode === 'fresh' || inputs.ignorePreviousCompletion || inputs.shards !== undefined || inputs.approval) {
      throw new InputError("input 'rerun-from' reruns part of an existing run as it stands; it cannot be combined with execution-mode: fresh, ignore-previous-completion, shard, approve or reject");
    }
  }
  return inputs;
}

/**
 * resume-from-run-id without a token: refused where the token is read — another workflow run's
 * artifacts (REST), or a re-run attempt of this one, whose earlier attempt's artifact the artifact
 * service may refuse and REST then downloads (rerun-download.ts). Naming this workflow run's first
 * attempt (`${{ github.run_id }}`) reads only the job's own artifact access: no token needed.
 */
export function resumeTokenProblem(inputs: ActionInputs, runId: string | undefined, attempt: string): string | undefined {
  if (inputs.resumeFromRunId === undefined || inputs.token !== '') return undefined;
  if (String(inputs.resumeFromRunId) !== runId) return `input 'resume-from-run-id' (${inputs.resumeFromRunId}) needs 'token' (a token with actions: read on this repository): another workflow run's artifacts are read through GitHub's REST API`;
  if (attempt !== '1') return `input 'resume-from-run-id' (this workflow run, attempt ${attempt}) needs 'token' (a token with actions: read on this repository): on a re-run, an earlier attempt's state artifact may only be downloadable through GitHub's REST API`;
  return undefined;
}

/**
 * `agent-args:` — one argv word per line, as written (the CLI's repeated --agent-arg): no shell
 * splitting or quoting, so `--max-turns 5` on one line is one word. Surrounding spaces are trimmed;
 * blank lines and lines starting with # are skipped (as in `inputs:`).
 */
export function parseAgentArgs(raw: string): string[] {
  return lines(raw)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The agent input, refused when it names no adapter (as the CLI's --agent is): not only once an agent step runs. */
/**
 * The agent inputs as the core takes them. A relative `agent-command` path (or `agent: command:PATH`)
 * is a file of the working directory, as the workflow and its paths are: checked and run from there,
 * not from the Action's process directory (the CLI resolves its flag against its own directory). A
 * bare name stays a name looked up on the PATH.
 */
export function agentSelectionOf(inputs: ActionInputs, workspaceRoot: string): AgentSelection {
  const spec = inputs.agent !== undefined ? parseAgentSpec(inputs.agent) : undefined;
  const given = inputs.agentCommand ?? (spec?.name === 'command' ? spec.arg : undefined);
  const agentCommand = given !== undefined && given.includes('/') && !isAbsolute(given) ? resolve(workspaceRoot, given) : given;
  return { agent: inputs.agent, agentCommand, shownAgentCommand: given, agentArgs: inputs.agentArgs, freshSessions: inputs.freshAgentSessions };
}

function readAgent(raw: string): string | undefined {
  if (raw === '') return undefined;
  const spec = parseAgentSpec(raw);
  const modelProblem = spec ? agentModelProblem(spec) : undefined;
  if (modelProblem !== undefined) throw new InputError(`input 'agent' ${quoted(raw)}: ${modelProblem}. ${AGENT_MODEL_FIX}`);
  if (spec) return raw;
  const match = closest(raw.split(':')[0] ?? '', AGENT_NAMES);
  throw new InputError(`input 'agent' must be one of ${AGENT_NAMES.join(', ')} (optionally NAME:MODEL), got ${quoted(raw)}${match ? `. Did you mean '${match}'?` : ''}`);
}

/** A key as the message quotes it: long ones cut. */
function quoted(value: string): string {
  return `'${value.length > 60 ? value.slice(0, 57) + '...' : value}'`;
}

/**
 * `shard`: the keys a matrix leg runs, in order. A value whose trimmed text starts with `[` is a
 * JSON array of strings — what `${{ toJSON(matrix.shard) }}` renders for a leg of `legs:` (pretty-
 * printed over several lines) — anything else is one key per line (blank lines skipped), so a
 * single plain key is read exactly as before. Empty: no shard (an ordinary run).
 */
export function parseShardKeys(raw: string): string[] {
  const text = raw.trim();
  if (text === '') return [];
  let keys: string[];
  if (text.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new InputError(`input 'shard' starts with '[', so it is read as a JSON array of shard keys, but it is not valid JSON (${(error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')}); give \${{ toJSON(matrix.shard) }} or one key per line`);
    }
    if (!Array.isArray(parsed)) throw new InputError("input 'shard' starts with '[' but is not a JSON array of shard keys");
    if (parsed.length === 0) throw new InputError("input 'shard' is an empty JSON array: a leg needs at least one shard key");
    keys = parsed.map((value, index) => {
      if (typeof value !== 'string' || value.trim() === '') throw new InputError(`input 'shard': element ${index + 1} of the JSON array is ${typeof value === 'string' ? 'an empty string' : JSON.stringify(value) ?? String(value)}, not a shard key (every element must be a non-empty string)`);
      return value.trim();
    });
  } else {
    keys = lines(text)
      .map((l) => l.trim())
      .filter((l) => l !== '');
  }
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw new InputError(`input 'shard' names shard ${quoted(key)} twice: each key runs once per leg`);
    seen.add(key);
  }
  return keys;
}

/** GitHub's limit on the jobs one matrix generates. */
const MAX_MATRIX_LEGS = 256;

/** `legs` (command: shards): a whole number from 1 to 256 (GitHub runs at most 256 jobs of one matrix), or empty. */
export function readLegs(raw: string, command: ActionCommand): number | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (command !== 'shards') throw new InputError(`input 'legs' needs command: shards (it deals the shards into matrix legs), not '${command}'`);
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > MAX_MATRIX_LEGS) throw new InputError(`input 'legs' must be a whole number from 1 to ${MAX_MATRIX_LEGS} (the most matrix legs to deal the shards into: GitHub runs at most ${MAX_MATRIX_LEGS} jobs of one matrix), got ${quoted(value)}`);
  return Number(value);
}

/** `sha`: a full commit SHA (40 or 64 hex digits), or empty. */
export function readSha(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (!/^(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(value)) throw new InputError(`input 'sha' must be a full commit SHA (40 hex digits, or 64 in a SHA-256 repository), got '${value.length > 60 ? value.slice(0, 57) + '...' : value}'`);
  return value.toLowerCase();
}

/** A step id, or true for the pending one; false or empty: no decision. */
function approvalValue(name: string, raw: string): { given: boolean; step: string | undefined } {
  const value = raw.trim();
  if (value === '' || ['false', 'False', 'FALSE'].includes(value)) return { given: false, step: undefined };
  if (['true', 'True', 'TRUE'].includes(value)) return { given: true, step: undefined };
  if (!/^[A-Za-z0-9_.-]+$/.test(value)) throw new InputError(`input '${name}' must be true or the id of the approval step (letters, digits, _ . -), got '${value.length > 60 ? value.slice(0, 57) + '...' : value}'`);
  return { given: true, step: value };
}

/** `approve` / `reject` (at most one) and `approval-note`. */
export function readApproval(io: ActionIO): ApprovalInput | undefined {
  const approve = approvalValue('approve', io.getInput('approve'));
  const reject = approvalValue('reject', io.getInput('reject'));
  const note = io.getInput('approval-note').trim();
  if (approve.given && reject.given) throw new InputError("inputs 'approve' and 'reject' are both set: give one decision");
  if (!approve.given && !reject.given) {
    if (note !== '') throw new InputError("input 'approval-note' is set without 'approve' or 'reject'");
    return undefined;
  }
  return { decision: approve.given ? 'approved' : 'rejected', step: approve.given ? approve.step : reject.step, note: note === '' ? null : note };
}
