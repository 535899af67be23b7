// GitHub Copilot CLI, programmatic: the prompt is piped on stdin (no -p: piped stdin is prompt
// mode), `--output-format json` prints JSONL session events ending with {type: "result", exitCode,
// usage: {premiumRequests, totalApiDurationMs, sessionDurationMs, codeChanges}}. Token counts
// (`assistant.usage`) are left out of that stream, so it reports no tokens and no cost; each
// agentic-loop turn of the main agent is an `assistant.turn_start` event without `agentId`.
// The session: `--session-id=<uuid>` resumes the session of that id, or starts a new one with it
// (its --help: "Resume an existing session or task by ID, or set the UUID for a new session"; a
// value that is no UUID and matches nothing is refused), so the runner chooses a new UUID per
// attempt, known even when the attempt is killed; the result event reports it as `sessionId`.
// Verified against 1.0.102.
import { emptyUsage, jsonObjects, lastString, num, obj, userTakesOver, type AgentAdapter, type TakeOver } from './types.js';

/**
 * The user's flags that replace the default `--allow-all-tools`: the same flag, or `--allow-all`
 * (alias `--yolo`), which is `--allow-all-tools --allow-all-paths --allow-all-urls`
 * (https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-programmatic-reference).
 */
export const COPILOT_PERMISSION_TAKEOVERS: readonly TakeOver[] = ['--allow-all-tools', '--allow-all', '--yolo'];

/**
 * Copilot CLI's sub-agent tool. `--deny-tool` takes permission patterns (shell(..), write(..),
 * url(..), an MCP server) and the task tool never asks for permission, so direct mode removes it
 * from the model with `--excluded-tools`; the `=` form keeps that list option from swallowing the
 * next argument.
 */
export const COPILOT_SUBAGENT_TOOL = 'task';

/**
 * The user's flags that choose the session themselves, so ours (`--session-id=<uuid>`) is left
 * out: `--session-id`, `-r/--resume`, `--continue`, `--connect` (its --help, 1.0.102).
 */
export const COPILOT_SESSION_TAKEOVERS: readonly TakeOver[] = ['--session-id', '--resume', '-r', '--continue', '--connect'];

export const copilotAdapter: AgentAdapter = {
  name: 'copilot',
  executable: 'copilot',
  install: 'npm install -g @github/copilot',
  reports: { cost: false, turns: true },
  choosesSession: true,
  argv(o) {
    const args = ['--output-format', 'json', '--no-ask-user'];
    if (!userTakesOver(o.extraArgs, COPILOT_PERMISSION_TAKEOVERS)) args.push('--allow-all-tools');
    if (o.model !== undefined) args.push('--model', o.model);
    if (o.delegation === 'direct') args.push(`--excluded-tools=${COPILOT_SUBAGENT_TOOL}`);
    // The attempt's session, chosen by the runner (a new UUID): one word, as its help writes it.
    if (o.newSession !== undefined && !userTakesOver(o.extraArgs, COPILOT_SESSION_TAKEOVERS)) args.push(`--session-id=${o.newSession}`);
    return [...args, ...o.extraArgs];
  },
  sessionId(transcript) {
    // The result event's `sessionId` ({type: "result", timestamp, sessionId, exitCode, usage}).
    return lastString(jsonObjects(transcript), (e) => (e['type'] === 'result' ? e['sessionId'] : undefined));
  },
  parseUsage(transcript) {
    const events = jsonObjects(transcript);
    const results = events.filter((e) => e['type'] === 'result');
    const last = results[results.length - 1];
    if (!last) return null;
    const u = obj(last['usage']);
    const usage = emptyUsage();
    // Sub-agent events carry an agentId; only the main agent's turns count against max_turns.
    const turns = events.filter((e) => e['type'] === 'assistant.turn_start' && e['agentId'] === undefined).length;
    if (turns > 0) usage.turns = turns;
    const premium = num(u['premiumRequests']);
    if (premium !== undefined) usage.extra['premium_requests'] = premium;
    const api = num(u['totalApiDurationMs']);
    if (api !== undefined) usage.extra['api_duration_ms'] = api;
    return usage;
  },
  answer(transcript) {
    // The answer is the content of the main agent's last `assistant.message` event (data.content,
    // session-events schema); a sub-agent's messages carry an agentId.
    const messages = jsonObjects(transcript).filter((e) => e['type'] === 'assistant.message' && e['agentId'] === undefined && typeof obj(e['data'])['content'] === 'string');
    const last = messages[messages.length - 1];
    return last ? (obj(last['data'])['content'] as string) : null;
  },
};
