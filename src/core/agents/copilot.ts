// GitHub Copilot CLI, programmatic: the prompt is piped on stdin (no -p: piped stdin is prompt
// mode), `--output-format json` prints JSONL session events ending with {type: "result", exitCode,
// usage: {premiumRequests, totalApiDurationMs, sessionDurationMs, codeChanges}} — also when the
// session failed (exitCode 1); a process that never started its session (not logged in: "Error: No
// authentication information found.") or was killed prints none. Token counts (`assistant.usage`)
// are left out of that stream, so it reports no tokens and no cost; each agentic-loop turn of the
// main agent is an `assistant.turn_start` event without `agentId`, printed as it starts.
// The session: `--session-id=<uuid>` resumes the session of that id, or starts a new one with it
// (its --help: "Resume an existing session or task by ID, or set the UUID for a new session"; a
// value that is no UUID and matches nothing is refused), so the runner chooses a new UUID per
// attempt, known even when the attempt is killed; the result event reports it as `sessionId`.
// A retry continues the attempt before it with `--resume=<id>` (in place: Copilot CLI has no fork
// option; `--resume` with `--session-id` is refused, "the argument '--resume [<value>]' cannot be
// used with '--session-id <id>'"); `--resume` of an id it has no session for (no events) exits 1
// with "Error: No session, task, or name matched '<id>'." — unlike `--session-id`, which would
// start a new, empty session under that id. Verified against 1.0.102.
import { UUID, emptyUsage, jsonObjects, lastString, num, obj, userTakesOver, type AgentAdapter, type AgentRefusal, type TakeOver } from './types.js';

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
 * The user's flags that choose the session themselves, so ours (`--session-id=<uuid>`, or
 * `--resume=<id>` of a retry) is left out: `--session-id`, `-r/--resume`, `--continue`,
 * `--connect` (its --help, 1.0.102), and the ones 1.0.102 refuses next to both `--session-id` and
 * `--resume` ("the argument '--session-id <id>' cannot be used with '--trust-folder'"): a one-off
 * trusted new session (`--trust-folder`), a new worktree (`--worktree`, and its alias `-w`, which
 * its --help does not list), a cloud session (`--cloud`, not in its --help either).
 */
export const COPILOT_SESSION_TAKEOVERS: readonly TakeOver[] = ['--session-id', '--resume', '-r', '--continue', '--connect', '--trust-folder', '--worktree', '-w', '--cloud'];

/**
 * The user's flags that 1.0.102 refuses next to `--resume` alone ("the argument '--resume
 * [<value>]' cannot be used with '--name <name>'"), though it takes them with `--session-id`:
 * with them a retry starts a new session (the whole prompt) instead of continuing one.
 */
export const COPILOT_RESUME_TAKEOVERS: readonly TakeOver[] = ['--name', '-n'];

export const copilotAdapter: AgentAdapter = {
  name: 'copilot',
  executable: 'copilot',
  install: 'npm install -g @github/copilot',
  reports: { cost: false, turns: true },
  choosesSession: true,
  resumesSession: true,
  argv(o) {
    const args = ['--output-format', 'json', '--no-ask-user'];
    if (!userTakesOver(o.extraArgs, COPILOT_PERMISSION_TAKEOVERS)) args.push('--allow-all-tools');
    if (o.model !== undefined) args.push('--model', o.model);
    if (o.delegation === 'direct') args.push(`--excluded-tools=${COPILOT_SUBAGENT_TOOL}`);
    // The attempt's session, chosen by the runner (a new UUID): one word, as its help writes it.
    // A retry continues the attempt before it instead, in place (`--resume=<id>` alone: Copilot
    // refuses it next to --session-id). `--resume` takes an optional value and also matches a
    // session's name or an id prefix, so only a whole UUID is passed, in the same argv word.
    if (!userTakesOver(o.extraArgs, COPILOT_SESSION_TAKEOVERS)) {
      if (o.resumeSession !== undefined && UUID.test(o.resumeSession) && !userTakesOver(o.extraArgs, COPILOT_RESUME_TAKEOVERS)) args.push(`--resume=${o.resumeSession}`);
      else if (o.newSession !== undefined) args.push(`--session-id=${o.newSession}`);
    }
    return [...args, ...o.extraArgs];
  },
  sessionRefused(transcript, id) {
    // 1.0.102, --resume=<id> of a session it does not have (or one without events): this on
    // stderr, no JSON at all, exit status 1.
    return transcript.includes(`No session, task, or name matched '${id}'`);
  },
  refusal(transcript, args) {
    return copilotRefusal(transcript, args);
  },
  sessionId(transcript) {
    // The result event's `sessionId` ({type: "result", timestamp, sessionId, exitCode, usage}).
    return lastString(jsonObjects(transcript), (e) => (e['type'] === 'result' ? e['sessionId'] : undefined));
  },
  parseUsage(transcript) {
    const events = jsonObjects(transcript);
    const results = events.filter((e) => e['type'] === 'result');
    const last = results[results.length - 1];
    // Sub-agent events carry an agentId; only the main agent's turns count against max_turns.
    const turns = events.filter((e) => e['type'] === 'assistant.turn_start' && e['agentId'] === undefined).length;
    if (!last) {
      // No result (killed, a crash): the turns it started, as its stream printed them, are a
      // lower bound; nothing else is known.
      if (turns === 0) return null;
      return { ...emptyUsage(), turns, partial: true };
    }
    const u = obj(last['usage']);
    const usage = emptyUsage();
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

/**
 * Copilot CLI 1.0.102's own line when it is not logged in, on stderr, at the start of a line
 * (checked against 1.0.102 run without credentials).
 */
const COPILOT_NOT_LOGGED_IN = /^Error: No authentication information found\./m;

/**
 * Why a Copilot CLI attempt that exited non-zero never got to work (AgentAdapter.refusal), else
 * null. Only an attempt that printed no session event at all (no JSON object with a `type`) can
 * have been refused: once its session started, whatever fails failed mid-work, as claudeRefusal
 * treats nothing after the model's first answer as a refusal. So the same text in the agent's own
 * work (a tool's result, a message: inside a JSON event) is never one. Of those: 1.0.102 not
 * logged in prints "Error: No authentication information found." and exits 1 before its session
 * starts: another attempt would be refused the same way (fatal). Otherwise, in its JSON output,
 * an attempt that printed no event stopped before it sent the prompt (an argument or a model it
 * refused): not fatal. With the user's own `--output-format text` there are no events: its
 * not-logged-in line is still judged, silence is not.
 */
export function copilotRefusal(transcript: string, args: readonly string[]): AgentRefusal | null {
  if (jsonObjects(transcript).some((e) => typeof e['type'] === 'string')) return null;
  if (COPILOT_NOT_LOGGED_IN.test(transcript)) return { reason: 'copilot refused the request: not logged in ("No authentication information found.")', fatal: true };
  let format: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--output-format' && i + 1 < args.length) format = args[i + 1];
    else if (args[i]!.startsWith('--output-format=')) format = args[i]!.slice('--output-format='.length);
  }
  if (format === 'json') return { reason: 'copilot exited before it started its session', fatal: false };
  return null;
}
