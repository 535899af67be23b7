// Claude Code in print mode: `claude -p --output-format json`, prompt on stdin (print mode reads a
// piped stdin and appends it to the prompt argument, of which we pass none). It prints one JSON
// object when it finishes: {type: "result", subtype, is_error, num_turns, total_cost_usd,
// usage: {input_tokens, output_tokens, cache_creation_input_tokens, cache_read_input_tokens}};
// with --verbose (an --agent-arg) the same object is the last element of a one-line array of all
// messages. `--max-turns` is a real option, hidden from --help. Verified against 2.1.197.
import { emptyUsage, jsonObjects, num, obj, userTakesOver, type AgentAdapter, type AgentUsage, type TakeOver } from './types.js';

/**
 * The user's flags that replace the default `--permission-mode acceptEdits`
 * (https://code.claude.com/docs/en/cli-reference: `--dangerously-skip-permissions` is
 * `--permission-mode bypassPermissions`).
 */
export const CLAUDE_PERMISSION_TAKEOVERS: readonly TakeOver[] = ['--permission-mode', '--dangerously-skip-permissions'];

/** Claude Code's sub-agent tool: `Agent`, with the legacy alias `Task` (both denied). */
export const CLAUDE_SUBAGENT_TOOLS = 'Agent,Task';

export const claudeAdapter: AgentAdapter = {
  name: 'claude',
  executable: 'claude',
  install: 'npm install -g @anthropic-ai/claude-code',
  reports: { cost: true, turns: true },
  argv(o) {
    const args = ['-p', '--output-format', 'json'];
    if (o.model !== undefined) args.push('--model', o.model);
    if (o.maxTurns !== undefined) args.push('--max-turns', String(o.maxTurns));
    // Non-interactive: edits are accepted, everything else follows the user's settings — unless
    // the user's own --agent-arg sets the permission mode.
    if (!userTakesOver(o.extraArgs, CLAUDE_PERMISSION_TAKEOVERS)) args.push('--permission-mode', 'acceptEdits');
    if (o.delegation === 'direct') args.push('--disallowedTools', CLAUDE_SUBAGENT_TOOLS);
    return [...args, ...o.extraArgs];
  },
  parseUsage(transcript) {
    return claudeResultUsage(transcript);
  },
  answer(transcript) {
    // The answer is the result object's `result` string, JSON-encoded on the one line it prints.
    const results = jsonObjects(transcript).filter((o) => o['type'] === 'result' && typeof o['result'] === 'string');
    return (results[results.length - 1]?.['result'] as string | undefined) ?? null;
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
