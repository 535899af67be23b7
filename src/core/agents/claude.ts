// Claude Code in print mode: `claude -p --output-format stream-json --verbose`, prompt on stdin
// (print mode reads a piped stdin and appends it to the prompt argument, of which we pass none).
// stream-json prints one JSON message per line as the session goes — {type: "system", subtype:
// "init", session_id}, then each {type: "assistant"|"user", message: {content: [...]}} — so an
// attempt that is killed (timeout, interruption) leaves its transcript and its last words; print
// mode refuses stream-json without --verbose ("--output-format=stream-json requires --verbose").
// It ends with the same object `--output-format json` prints alone: {type: "result", subtype,
// is_error, num_turns, total_cost_usd, session_id, usage: {input_tokens, output_tokens,
// cache_creation_input_tokens, cache_read_input_tokens}} (https://code.claude.com/docs/en/headless,
// "Stream responses"; https://code.claude.com/docs/en/cli-reference). A user's own
// `--output-format` (an --agent-arg) takes over: `json` prints the result object alone (with
// --verbose, as the last element of a one-line array of all messages); both are read the same.
// `--max-turns` is a real option, hidden from --help. Verified against 2.1.197.
import { UUID, emptyUsage, jsonObjects, lastString, num, obj, userTakesOver, type AgentAdapter, type AgentUsage, type TakeOver } from './types.js';

/**
 * The user's flags that replace the default `--permission-mode acceptEdits`
 * (https://code.claude.com/docs/en/cli-reference: `--dangerously-skip-permissions` is
 * `--permission-mode bypassPermissions`).
 */
export const CLAUDE_PERMISSION_TAKEOVERS: readonly TakeOver[] = ['--permission-mode', '--dangerously-skip-permissions'];

/** Claude Code's sub-agent tool: `Agent`, with the legacy alias `Task` (both denied). */
export const CLAUDE_SUBAGENT_TOOLS = 'Agent,Task';

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
  install: 'npm install -g @anthropic-ai/claude-code',
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
    // the conversation copied into a new session of the id we chose (2.1.197 refuses --session-id
    // with --resume without --fork-session). Forked, not resumed in place: resuming in place
    // restores the session's cost counter, so the result's total_cost_usd would count the earlier
    // attempt again. The prompt on stdin is the next user message. `--resume` takes an optional
    // value, so the id goes in the same argv word (`--resume=<id>`, as commander reads it; 2.1.197
    // verified), and only a UUID: no recorded id ever becomes an option of its own.
    if (!userTakesOver(o.extraArgs, CLAUDE_SESSION_TAKEOVERS)) {
      if (o.resumeSession !== undefined && UUID.test(o.resumeSession)) args.push(`--resume=${o.resumeSession}`, '--fork-session');
      if (o.newSession !== undefined) args.push('--session-id', o.newSession);
    }
    return [...args, ...o.extraArgs];
  },
  parseUsage(transcript) {
    return claudeResultUsage(transcript);
  },
  sessionId(transcript) {
    // Every message carries it: the init message first, the result last.
    return lastString(jsonObjects(transcript), (o) => o['session_id']);
  },
  sessionRefused(transcript, id) {
    // 2.1.197, -p --resume <id> of a session it does not have: "No conversation found with
    // session ID: <id>" on stderr, a result of subtype error_during_execution, exit status 1.
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

/** Usage from the last Claude-style `{"type":"result", ...}` object of a transcript (alone on a line or in a one-line array). */
export function claudeResultUsage(transcript: string): AgentUsage | null {
  const results = jsonObjects(transcript).filter((o) => o['type'] === 'result');
  const last = results[results.length - 1];
  if (!last) return null;
  const usage = emptyUsage();
  usage.turns = num(last['num_turns']) ?? null;
  usage.cost_usd = num(last['total_cost_usd']) ?? num(last['cost_usd']) ?? null;
  const u = obj(last['usage']);
  const input = [u['input_tokens'], u['cache_creation_input_tokens'], u['cache_read_input_tokens']].map(num).filter((n): n is number => n !== undefined);
  usage.input_tokens = input.length > 0 ? input.reduce((a, b) => a + b, 0) : null;
  usage.output_tokens = num(u['output_tokens']) ?? null;
  usage.turn_limit_hit = last['subtype'] === 'error_max_turns';
  return usage;
}
