// Claude Code in print mode: `claude -p --output-format stream-json --verbose`, prompt on stdin
// (print mode reads a piped stdin and appends it to the prompt argument, of which we pass none).
// stream-json prints one JSON message per line as the session goes — {type: "system", subtype:
// "init", session_id}, then each {type: "assistant"|"user", message: {content: [...]}} — so an
// attempt that is killed (timeout, interruption) leaves its transcript and its last words; print
// mode refuses stream-json without --verbose ("--output-format=stream-json requires --verbose").
// It ends with the same object `--output-format json` prints alone: {type: "result", subtype,
// is_error, num_turns, total_cost_usd, session_id, usage: {input_tokens, output_tokens,
// cache_creation_input_tokens, cache_read_input_tokens}, model_usage_since_last_result (2.1.337)}
// (https://code.claude.com/docs/en/headless, "Stream responses"; https://code.claude.com/docs/en/
// cli-reference), one per turn of the main agent (a background task's end starts another: several,
// summed, resultsUsage). A user's own `--output-format` (an --agent-arg) takes over: `json` prints
// the result object alone (with --verbose, as the last element of a one-line array of all
// messages); both are read the same. `--max-turns` is a real option, hidden from --help. Verified
// against 2.1.197 and 2.1.337 (2026-12-08: run against a local stand-in for the API, docs/agents.md).
import { UUID, capped, cappedSum, emptyUsage, jsonObjects, lastString, num, obj, oneLine, userTakesOver, type AgentAdapter, type AgentRefusal, type AgentUsage, type TakeOver } from './types.js';

/**
 * The user's flags that replace the default `--permission-mode acceptEdits`
 * (https://code.claude.com/docs/en/cli-reference: `--dangerously-skip-permissions` is
 * `--permission-mode bypassPermissions`).
 */
export const CLAUDE_PERMISSION_TAKEOVERS: readonly TakeOver[] = ['--permission-mode', '--dangerously-skip-permissions'];

/**
 * The tools by which Claude Code starts sub-agents, all denied in direct mode: `Agent`, with the
 * legacy alias `Task`, and `Workflow` ("Execute a workflow script that orchestrates multiple
 * subagents"; 2.1.197 and 2.1.337 offer it in `-p`, and with `Agent,Task` denied it still starts
 * them where the permission mode lets it run — `--dangerously-skip-permissions`, seen with a local
 * stand-in for the API; under `acceptEdits` it asks, which `-p` denies).
 */
export const CLAUDE_SUBAGENT_TOOLS = 'Agent,Task,Workflow';

/**
 * The user's flags that choose the session themselves, so ours (`--session-id <uuid>`, and
 * `--resume=<id> --fork-session` of a retry) is left out: `--session-id`, `-r/--resume`,
 * `-c/--continue`, `--from-pr`, `--fork-session` (cli-reference).
 */
export const CLAUDE_SESSION_TAKEOVERS: readonly TakeOver[] = ['--session-id', '--resume', '-r', '--continue', '-c', '--from-pr', '--fork-session'];

/** The user's flag that replaces the default `--output-format stream-json --verbose`. */
export const CLAUDE_OUTPUT_TAKEOVERS: readonly TakeOver[] = ['--output-format'];

export const claudeAdapter: AgentAdapter = {
  name: 'claude',
  executable: 'claude',
  // @latest: 2.1.198 and later require Node 22, and on an older Node npm installs 2.1.197 (June
  // 2026) without a word when no version is named; with @latest it warns (EBADENGINE) and installs
  // it (a native binary, which ran on Node 20).
  install: 'npm install -g @anthropic-ai/claude-code@latest',
  reports: { cost: true, turns: true },
  choosesSession: true,
  resumesSession: true,
  argv(o) {
    const args = ['-p'];
    if (!userTakesOver(o.extraArgs, CLAUDE_OUTPUT_TAKEOVERS)) {
      args.push('--output-format', 'stream-json');
      // Required by print mode for stream-json; the user's own --verbose is not passed twice.
      if (!o.extraArgs.includes('--verbose')) args.push('--verbose');
    }
    if (o.model !== undefined) args.push('--model', o.model);
    if (o.maxTurns !== undefined) args.push('--max-turns', String(o.maxTurns));
    // Non-interactive: edits are accepted, everything else follows the user's settings — unless
    // the user's own --agent-arg sets the permission mode.
    if (!userTakesOver(o.extraArgs, CLAUDE_PERMISSION_TAKEOVERS)) args.push('--permission-mode', 'acceptEdits');
    if (o.delegation === 'direct') args.push('--disallowedTools', CLAUDE_SUBAGENT_TOOLS);
    // The attempt's session id, chosen by the runner: known (and recorded) even when the attempt
    // is killed before it printed anything. `--session-id <uuid>` (must be a valid UUID).
    // A retry continues the attempt before it: `--resume=<id> --fork-session --session-id <new>`,
    // the conversation copied into a new session of the id we chose (2.1.197 and 2.1.337 refuse
    // --session-id with --resume without --fork-session). Forked, not resumed in place: each attempt keeps a
    // session of its own id (and 2.1.197's fork starts its cost counter at zero, where resuming in
    // place restores it; 2.1.337 restores it in both, and its result says what this process spent
    // apart: resultsUsage). The prompt on stdin is the next user message. `--resume` takes an optional
    // value, so the id goes in the same argv word (`--resume=<id>`, as commander reads it; 2.1.197
    // and 2.1.337 verified), and only a UUID: no recorded id ever becomes an option of its own.
    if (!userTakesOver(o.extraArgs, CLAUDE_SESSION_TAKEOVERS)) {
      if (o.resumeSession !== undefined && UUID.test(o.resumeSession)) args.push(`--resume=${o.resumeSession}`, '--fork-session');
      if (o.newSession !== undefined) args.push('--session-id', o.newSession);
    }
    return [...args, ...o.extraArgs];
  },
  parseUsage(transcript) {
    // The result objects when the CLI printed them; else (killed at its time limit, interrupted, a
    // crash) what its streamed messages carried until then: a lower bound, without cost. A result
    // followed by messages of a session ends an earlier process's output (a resume the CLI
    // refused, the new session's output after it in the same log): no report of the later one's.
    // (The runner reads an attempt's last process alone; this holds for any transcript.)
    const objects = jsonObjects(transcript);
    const last = lastResult(objects);
    const after = objects.slice(last + 1);
    if (last >= 0 && !after.some((o) => o['type'] === 'system' || o['type'] === 'assistant')) return resultsUsage(processResults(objects, last));
    return streamUsage(after);
  },
  refusal(transcript, args) {
    return claudeRefusal(transcript, args);
  },
  sessionId(transcript) {
    // Every message carries it: the init message first, the result last.
    return lastString(jsonObjects(transcript), (o) => o['session_id']);
  },
  sessionRefused(transcript, id) {
    // 2.1.197 and 2.1.337, -p --resume <id> of a session it does not have: "No conversation found
    // with session ID: <id>" on stderr, a result of subtype error_during_execution, exit status 1.
    return transcript.includes(`No conversation found with session ID: ${id}`);
  },
  answer(transcript) {
    // The answer is the result object's `result` string. An attempt killed before its result
    // (a timeout, an interruption) answered nothing: what it said last is the text of its last
    // assistant message that has text (stream-json prints each message as it is complete).
    const objects = jsonObjects(transcript);
    const results = objects.filter((o) => o['type'] === 'result' && typeof o['result'] === 'string');
    const result = results[results.length - 1]?.['result'];
    if (typeof result === 'string') return result;
    for (let i = objects.length - 1; i >= 0; i--) {
      if (objects[i]!['type'] !== 'assistant') continue;
      const content = obj(objects[i]!['message'])['content'];
      const texts = Array.isArray(content) ? content.map(obj).filter((c) => c['type'] === 'text' && typeof c['text'] === 'string').map((c) => c['text'] as string) : [];
      if (texts.length > 0) return texts.join('\n');
    }
    return null;
  },
};

/**
 * Usage from the Claude-style `{"type":"result", ...}` objects of a transcript (alone on a line or
 * in a one-line array): those of its last process, summed (processResults, resultsUsage).
 */
export function claudeResultUsage(transcript: string): AgentUsage | null {
  const objects = jsonObjects(transcript);
  const last = lastResult(objects);
  return last >= 0 ? resultsUsage(processResults(objects, last)) : null;
}

/** The index of the last result object, else -1. */
function lastResult(objects: ReadonlyArray<Record<string, unknown>>): number {
  for (let i = objects.length - 1; i >= 0; i--) if (objects[i]!['type'] === 'result') return i;
  return -1;
}

/**
 * The result objects of one Claude Code process, the last at `last`: one per turn of its main
 * agent. `-p` prints one for the prompt, and one more each time the end of a background task (a
 * sub-agent or a Workflow run in the background, a background command) starts another turn in the
 * same process (2.1.197 and 2.1.337 alike, all printed at the end). They carry the last one's
 * session id; a result of another session is an earlier process's (a resume it refused), and
 * without an id only the last result is read.
 */
function processResults(objects: ReadonlyArray<Record<string, unknown>>, last: number): Array<Record<string, unknown>> {
  const session = objects[last]!['session_id'];
  const results = [objects[last]!];
  if (typeof session !== 'string') return results;
  for (let i = last - 1; i >= 0; i--) {
    const o = objects[i]!;
    if (typeof o['session_id'] === 'string' && o['session_id'] !== session) break;
    if (o['type'] === 'result' && o['session_id'] === session) results.unshift(o);
  }
  return results;
}

/**
 * What one process's result objects report, summed: each result's `num_turns` and `usage` are its
 * own turn's. The cost is the process's own: from 2.1.337 on, `total_cost_usd` is the session's
 * running total, which a resumed *or forked* session continues from the total its transcript saved
 * ("so the first result already carries the earlier turns", its SDK schema), so a continued attempt
 * would be charged with the attempt before it again; `model_usage_since_last_result` holds per
 * model what the process spent since its previous result (`costUSD`), so its sum over the results
 * is the process's own cost. Without that field (2.1.197 and earlier, whose fork starts at zero)
 * the last result's `total_cost_usd`, the process's running total (processCost).
 */
function resultsUsage(results: ReadonlyArray<Record<string, unknown>>): AgentUsage {
  const usage = emptyUsage();
  const known = (values: unknown[]): number[] => values.map(num).filter((n): n is number => n !== undefined);
  // A count is the sum over every result, or unknown (null) when a result does not give it: a
  // result without `num_turns` (or without input or output tokens) is not a result of none, and a
  // sum without it would be an undercount. Input is the result's input and cache counters, those it gives.
  const all = (values: Array<number | undefined>): number | null => (values.length > 0 && values.every((n) => n !== undefined) ? cappedSum(values as number[]) : null);
  usage.turns = all(results.map((r) => num(r['num_turns'])));
  usage.input_tokens = all(
    results.map((r) => {
      const u = obj(r['usage']);
      const input = known([u['input_tokens'], u['cache_creation_input_tokens'], u['cache_read_input_tokens']]);
      return input.length > 0 ? cappedSum(input) : undefined;
    }),
  );
  usage.output_tokens = all(results.map((r) => num(obj(r['usage'])['output_tokens'])));
  usage.cost_usd = processCost(results);
  usage.turn_limit_hit = results.some((r) => r['subtype'] === 'error_max_turns');
  return usage;
}

/**
 * The `error` an assistant message of Claude Code's carries when it answered in the model's place
 * (SDKAssistantMessage.error; 2.1.197, `-p` not logged in: `{"type":"assistant","error":
 * "authentication_failed", message: {model: "<synthetic>", content: [{text: "Not logged in ·
 * Please run /login"}]}}`, then an `is_error` result, exit status 1). These, as the first answer
 * of the main agent, say the request was refused before any work; the first three would be
 * refused again. Others it reports (`rate_limit`, `server_error`, `max_output_tokens`, `unknown`)
 * are no refusal, and neither is any of them after the model answered once (claudeRefusal).
 */
const CLAUDE_FATAL_ERRORS: ReadonlySet<string> = new Set(['authentication_failed', 'billing_error', 'oauth_org_not_allowed']);
const CLAUDE_REFUSED_ERRORS: ReadonlySet<string> = new Set([...CLAUDE_FATAL_ERRORS, 'invalid_request']);

/**
 * Why a Claude Code attempt that exited non-zero never got to work (AgentAdapter.refusal), else
 * null. `args`: its argv, to tell whether it streamed its messages (stream-json).
 *
 * A refusal is an error message (CLAUDE_REFUSED_ERRORS) of the main agent (no
 * `parent_tool_use_id`) before any real answer of the model (an assistant message whose model is
 * not `<synthetic>`). The same error after one is a failure mid-work (a prompt grown too long:
 * `invalid_request`; a login that expired while it worked: `authentication_failed`): the session
 * holds work, so it is continued and retried as any failure mid-work is — a retry refused at once
 * (still not logged in) is then a refusal, and fatal. The text quoted is the message's own, on one
 * line (oneLine), at most 200 characters.
 */
export function claudeRefusal(transcript: string, args: readonly string[]): AgentRefusal | null {
  const objects = jsonObjects(transcript);
  for (const o of objects) {
    if (o['type'] !== 'assistant') continue;
    const message = obj(o['message']);
    // The model answered: whatever fails after this failed mid-work.
    if (message['model'] !== '<synthetic>') return null;
    const error = o['error'];
    if (typeof error !== 'string' || !CLAUDE_REFUSED_ERRORS.has(error)) continue;
    if (o['parent_tool_use_id'] !== null && o['parent_tool_use_id'] !== undefined) continue; // a sub-agent's
    const content = message['content'];
    const text = Array.isArray(content) ? oneLine(content.map(obj).map((c) => c['text']).filter((t): t is string => typeof t === 'string').join(' ')).slice(0, 200) : '';
    return { reason: `claude refused the request: ${error}${text !== '' ? ` ("${text}")` : ''}`, fatal: CLAUDE_FATAL_ERRORS.has(error) };
  }
  // In stream-json every message of a session carries its session_id, the init message first: none
  // at all is a CLI that stopped before it started one (an argument it refused, a settings file it
  // could not read). Another output format (the user's) prints nothing until the end: not judged.
  const streamed = args.some((a, i) => (a === '--output-format' && args[i + 1] === 'stream-json') || a === '--output-format=stream-json');
  if (streamed && !objects.some((o) => typeof o['session_id'] === 'string')) return { reason: 'claude exited before it started a session', fatal: false };
  return null;
}

/**
 * Usage from Claude Code's streamed assistant messages, for an attempt that ended before its
 * result object: each API response's `message.usage` (one response can be printed as several
 * messages, one per content block, sharing its `message.id`: counted once, the largest figures
 * kept, since a message printed before the response ended may carry fewer output tokens than it
 * came to). Turns are the main agent's responses (no `parent_tool_use_id`). A lower bound
 * (partial), never a cost. null: no message carried usage.
 */
export function claudeStreamUsage(transcript: string): AgentUsage | null {
  return streamUsage(jsonObjects(transcript));
}

function streamUsage(objects: ReadonlyArray<Record<string, unknown>>): AgentUsage | null {
  const responses = new Map<string, { input: number; output: number; main: boolean }>();
  for (const o of objects) {
    if (o['type'] !== 'assistant') continue;
    const message = obj(o['message']);
    if (message['model'] === '<synthetic>') continue; // written by the CLI in the model's place: no API call
    const u = obj(message['usage']);
    const input = [u['input_tokens'], u['cache_creation_input_tokens'], u['cache_read_input_tokens']].map(num).filter((n): n is number => n !== undefined);
    const output = num(u['output_tokens']);
    if (input.length === 0 && output === undefined) continue;
    const id = typeof message['id'] === 'string' ? message['id'] : typeof o['uuid'] === 'string' ? o['uuid'] : `#${responses.size}`;
    const seen = responses.get(id);
    const inputSum = cappedSum(input);
    responses.set(id, {
      input: Math.max(seen?.input ?? 0, inputSum),
      output: Math.max(seen?.output ?? 0, output ?? 0),
      main: (seen?.main ?? false) || o['parent_tool_use_id'] === null || o['parent_tool_use_id'] === undefined,
    });
  }
  if (responses.size === 0) return null;
  const usage = emptyUsage();
  usage.partial = true;
  usage.input_tokens = 0;
  usage.output_tokens = 0;
  let turns = 0;
  for (const r of responses.values()) {
    usage.input_tokens = capped(usage.input_tokens + r.input);
    usage.output_tokens = capped(usage.output_tokens + r.output);
    if (r.main) turns += 1;
  }
  usage.turns = turns;
  return usage;
}

/**
 * What one process's results cost (resultsUsage): the sum of each result's cost since the one
 * before it — its `model_usage_since_last_result` (sinceCost), or, for a result without the field
 * after the first, the rise of `total_cost_usd` since the result before (within a process it is a
 * running total: 2.1.337's error result before any request has no such field). Null (unknown, not
 * $0) when a result's part is not known: a model listed without a `costUSD`, or a first result
 * without the field among results that have it (its total may hold the session it continues).
 * None with the field (2.1.197 and earlier): the last result's `total_cost_usd`.
 */
function processCost(results: ReadonlyArray<Record<string, unknown>>): number | null {
  const since = results.map(sinceCost);
  if (since.every((c) => c === undefined)) {
    const final = results[results.length - 1]!;
    return num(final['total_cost_usd']) ?? num(final['cost_usd']) ?? null;
  }
  let sum = 0;
  for (let i = 0; i < results.length; i++) {
    const part = since[i] !== undefined ? since[i]! : i > 0 ? totalRise(results[i - 1]!, results[i]!) : null;
    if (part === null) return null;
    sum = capped(sum + part);
  }
  return sum;
}

/** A result's `model_usage_since_last_result` as a cost: the sum of its models' `costUSD` (0 for none listed); null when a model has none; undefined without the field. */
function sinceCost(result: Record<string, unknown>): number | null | undefined {
  const models = result['model_usage_since_last_result'];
  if (models === null || typeof models !== 'object' || Array.isArray(models)) return undefined;
  const costs = Object.values(models).map((model) => num(obj(model)['costUSD']));
  return costs.every((c): c is number => c !== undefined) ? cappedSum(costs as number[]) : null;
}

/** How much `total_cost_usd` rose from `before` to `after` (results of one process); null when either has none, or it fell. */
function totalRise(before: Record<string, unknown>, after: Record<string, unknown>): number | null {
  const from = num(before['total_cost_usd']);
  const to = num(after['total_cost_usd']);
  return from !== undefined && to !== undefined && to >= from ? to - from : null;
}
