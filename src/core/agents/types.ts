// What an agent adapter is: the argv its CLI expects, how the prompt travels, and how usage is
// read back from its transcript. Adapters are pure data + functions; spawning stays in
// src/executors behind the ProcessRunner port.

/** delegated: the agent may hand parts of the stage to sub-agents; direct: it must not. */
export type Delegation = 'delegated' | 'direct';

/** What one agent invocation reports about its own consumption (null: not reported). */
export interface AgentUsage {
  /** Agentic turns (model round trips) the CLI reports. */
  turns: number | null;
  cost_usd: number | null;
  input_tokens: number | null;
  output_tokens: number | null;
  /** The CLI says it stopped because it reached its own turn limit. */
  turn_limit_hit: boolean;
  /** Other counters a CLI reports (e.g. Copilot's premium requests). */
  extra: Record<string, number>;
  /**
   * Read from what the CLI printed before its final usage report, which never came (Claude Code:
   * its streamed messages, when its result object is missing; Copilot CLI: the turns it started,
   * without its result event): a lower bound, with no cost.
   */
  partial?: boolean;
}

/** Why an agent CLI did not get to work on the stage (AgentAdapter.refusal). */
export interface AgentRefusal {
  /** What happened, in words: `claude refused the request: authentication_failed ("Not logged in · Please run /login")`. */
  reason: string;
  /** Another attempt would fail the same way (an authentication or billing error): not retried. */
  fatal: boolean;
}

export interface AgentArgvOptions {
  /** Model name passed to the CLI's model option (from `NAME:MODEL`). */
  model: string | undefined;
  /** The step's max_turns, for CLIs that can enforce it themselves. */
  maxTurns: number | undefined;
  delegation: Delegation;
  /** --agent-arg values, appended verbatim (never through a shell). */
  extraArgs: readonly string[];
  /**
   * A new session id (a UUID) the runner chose for this attempt: a CLI that lets its caller choose
   * the session's id (AgentAdapter.choosesSession) is given it, so the attempt's session is known
   * before anything runs. Others ignore it.
   */
  newSession?: string;
  /**
   * The previous attempt's session, to continue instead of starting a new one (AgentAdapter.
   * resumesSession): the CLI's own "resume" form. An adapter whose user's flags choose the
   * session leaves it out (the caller sees the id is not in the argv and sends the whole prompt).
   */
  resumeSession?: string;
}

export interface AgentAdapter {
  name: string;
  /** Executable looked up on PATH (the `command` adapter uses the configured path instead). */
  executable: string;
  /** How to install the CLI, for the message when it is not found (AGENT_NOT_FOUND). */
  install?: string;
  /** argv after the executable. The prompt is NOT in it: it always travels on stdin. */
  argv(options: AgentArgvOptions): string[];
  /** Usage from the attempt's transcript (stdout and stderr interleaved), or null. */
  parseUsage(transcript: string): AgentUsage | null;
  /**
   * The agent's final answer as text, when the CLI prints it inside its JSON output (so it is no
   * line of the raw transcript); null when the transcript holds none. A result contract (aiox
   * step_output, maestro COORDINATE RESULT) is read from it. Without this the raw transcript is the answer.
   */
  answer?(transcript: string): string | null;
  /**
   * The id of the session the attempt ran in, as its transcript reports it (null: none reported),
   * so a person can resume it by hand (`claude --resume <id>`, `codex resume <id>`).
   */
  sessionId?(transcript: string): string | null;
  /** argv() passes AgentArgvOptions.newSession to the CLI (unless the user's own flags choose the session). */
  choosesSession?: boolean;
  /** argv() continues AgentArgvOptions.resumeSession (a retry continues the session of the attempt before it). */
  resumesSession?: boolean;
  /**
   * Whether the CLI refused to continue session `id` (its session files are gone: another machine,
   * an ephemeral runner), judged from the attempt's transcript: the attempt then runs again in a
   * new session.
   */
  sessionRefused?(transcript: string, id: string): boolean;
  /**
   * Why an attempt that exited non-zero on its own never got to work, judged from its transcript:
   * the CLI refused the request (not logged in, out of credit, an invalid request) or exited
   * before it started a session. null: it got to work (a failure mid-work). Its session is then
   * not continued; a fatal refusal is not retried either.
   */
  refusal?(transcript: string, args: readonly string[]): AgentRefusal | null;
  /**
   * Its usage comes as the session goes, one report per model step (OpenCode's `step_finish`), so
   * an attempt cut short (killed at its time limit, interrupted, killed by a signal) or that exited
   * non-zero has summed only the steps it finished: a lower bound. Absent: the CLI reports usage
   * once, at the end (Codex's one `turn.completed`, Gemini's stats, Claude's and Copilot's result;
   * or says itself that what it read is partial: AgentUsage.partial).
   */
  streamsUsage?: boolean;
  /** Exit status by which the CLI says it stopped at its own turn limit. */
  turnLimitExitStatus?: number;
  /**
   * Exit statuses by which the CLI says it cannot run as set up (authentication, configuration,
   * bad arguments), with what each means and what to check: another attempt would fail the same
   * way, so such an attempt fails at once (STAGE_FAILED, not retried) with that meaning in its
   * message. Only statuses the CLI documents.
   */
  fatalExitStatuses?: Readonly<Record<number, string>>;
  /**
   * What its output reports, so a budget on what it does not report is said to be unenforced
   * (steps/process/unenforced-budgets.ts). Absent: unknown (the command agent reports what it prints).
   */
  reports?: { cost: boolean; turns: boolean };
}

/**
 * The user's flags (--agent-arg) that take over one of an adapter's default flags: when the user
 * passes any of them, the adapter leaves its own default out instead of passing both (a CLI may
 * reject the pair — Gemini: "Cannot use both --yolo (-y) and --approval-mode together" — or take
 * the last, or make a list of them). Each entry is a flag, matched as `FLAG`, `FLAG=VALUE` (and, for
 * a one-letter `-x`, `-xVALUE`), or a flag with the value it must carry (`-c sandbox_mode=...`).
 */
export type TakeOver = string | { flag: readonly string[]; value: RegExp };

/** Whether the user's extra arguments set what `takeOvers` names (see TakeOver). */
export function userTakesOver(extraArgs: readonly string[], takeOvers: readonly TakeOver[]): boolean {
  return extraArgs.some((arg, i) =>
    takeOvers.some((t) => {
      if (typeof t === 'string') return arg === t || arg.startsWith(`${t}=`) || (/^-[A-Za-z]$/.test(t) && arg.startsWith(t) && !arg.startsWith('--'));
      for (const flag of t.flag) {
        if (arg === flag && i + 1 < extraArgs.length && t.value.test(extraArgs[i + 1]!)) return true;
        if (arg.startsWith(`${flag}=`) && t.value.test(arg.slice(flag.length + 1))) return true;
      }
      return false;
    }),
  );
}

export function emptyUsage(): AgentUsage {
  return { turns: null, cost_usd: null, input_tokens: null, output_tokens: null, turn_limit_hit: false, extra: {} };
}

/**
 * Every JSON object a transcript holds, in order: one-line objects (JSONL events), the objects of a
 * one-line array (Claude Code's `--output-format json --verbose` prints all messages as one array)
 * and pretty-printed objects that open with a `{` line and close with a `}` line (Gemini CLI's
 * `--output-format json` is `JSON.stringify(output, null, 2)`).
 */
export function jsonObjects(transcript: string): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const lines = transcript.split('\n');
  // For each line, the next line at or after it that is exactly `}` (trailing spaces aside): one
  // pass from the end, so a transcript of many lone `{` lines is not scanned again for each.
  const closeAt = new Int32Array(lines.length + 1).fill(-1);
  for (let i = lines.length - 1; i >= 0; i--) closeAt[i] = lines[i]!.trimEnd() === '}' ? i : closeAt[i + 1]!;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '{') {
      // A pretty-printed document: nested lines are indented, so its own closing brace is the first
      // line that is exactly `}` (trailing spaces aside). It starts at column 0 as printed.
      const end = lines[i]!.startsWith('{') ? closeAt[i + 1]! : -1;
      if (end > i) {
        const value = parseJson(lines.slice(i, end + 1).join('\n'));
        if (isObject(value)) {
          out.push(value);
          i = end;
        }
      }
      continue;
    }
    if (line.startsWith('{') && line.endsWith('}')) {
      const value = parseJson(line);
      if (isObject(value)) out.push(value);
    } else if (line.startsWith('[') && line.endsWith(']')) {
      const value = parseJson(line);
      if (Array.isArray(value)) for (const item of value) if (isObject(item)) out.push(item);
    }
  }
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: ordinary transcript text
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The last non-empty string `pick` finds in `objects` (a session id, …), else null. */
export function lastString(objects: ReadonlyArray<Record<string, unknown>>, pick: (o: Record<string, unknown>) => unknown): string | null {
  for (let i = objects.length - 1; i >= 0; i--) {
    const value = pick(objects[i]!);
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** A finite, non-negative number, else undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function obj(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** a + b where either may be unknown (null stays null only when both are); at most MAX_SAFE_INTEGER. */
export function addKnown(a: number | null, b: number | null | undefined): number | null {
  if (b === null || b === undefined) return a;
  return a === null ? capped(b) : capped(a + b);
}

/**
 * A count or sum as recorded: at most Number.MAX_SAFE_INTEGER. The figures come from what an agent
 * printed (any finite number), so a sum could reach Infinity, which JSON writes as null.
 */
export function capped(n: number): number {
  return Math.min(n, Number.MAX_SAFE_INTEGER);
}

/** The sum of `values`, capped (capped). */
export function cappedSum(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum = capped(sum + v);
  return sum;
}

/**
 * Text an agent's CLI printed, made fit to record and show on one line: control characters
 * (terminal escapes, a bell, newlines) and bidirectional overrides become spaces, whitespace runs
 * one space, trimmed. (The CLI's printable() is the terminal's: it keeps newlines.)
 */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** At most this many characters of an agent's last words are quoted (lastWords). */
export const LAST_WORDS_CHARS = 600;

/**
 * What an agent said last, for the message of an attempt that exited 0 without its output: its
 * final answer where its CLI prints one inside JSON (AgentAdapter.answer), else the transcript's
 * tail. Whitespace runs become one space (the message is one line); at most LAST_WORDS_CHARS, the
 * end kept. The transcript is the masked log, so secrets are already `***`. null: nothing said.
 *
 * `cutShort`: the attempt was killed (time limit, interruption). An adapter that reads its answer
 * from JSON (AgentAdapter.answer) then quotes only what it parsed, never the raw tail: a stream
 * cut mid-session ends in JSON of tool calls and their results (a file the agent read, an env
 * file), not in words of the agent's.
 */
export function lastWords(adapter: AgentAdapter, transcript: string, cutShort = false): string | null {
  let text: string | null;
  try {
    text = adapter.answer?.(transcript) ?? null;
  } catch {
    text = null; // an answer the adapter cannot read: the raw tail below
  }
  if (text === null && cutShort && adapter.answer !== undefined) return null;
  // Only the tail of a long transcript is looked at.
  const said = (text ?? transcript.slice(-8 * LAST_WORDS_CHARS)).replace(/\s+/g, ' ').trim();
  if (said === '') return null;
  return said.length > LAST_WORDS_CHARS ? `…${said.slice(-LAST_WORDS_CHARS)}` : said;
}

/**
 * The shape of a session id stagegate records and passes back to a CLI: letters, digits and
 * `._:-`, not starting with a punctuation mark (so never an option such as
 * `--dangerously-skip-permissions`), at most 128 characters. A transcript is written by the agent
 * (anything it prints is in it), so an id read from it is believed only in this shape.
 */
const SAFE_SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** `id` when it has the shape of a session id (SAFE_SESSION_ID), else undefined. */
export function safeSessionId(id: string | null | undefined): string | undefined {
  return typeof id === 'string' && SAFE_SESSION_ID.test(id) ? id : undefined;
}

/** A UUID (any version), the only session id Claude Code accepts to `--session-id` and is given to `--resume`. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
