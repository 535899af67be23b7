// Gemini CLI in headless mode: stdin is not a TTY, so it runs headless and the piped prompt is the
// query; `--output-format json` prints one pretty-printed (multi-line) object {session_id, response,
// stats: {models: {<model>: {api: {totalRequests}, tokens: {prompt, candidates, total, cached}}},
// tools: {totalCalls}}}. Folder trust is on by default and a headless run in an untrusted folder
// exits 55 (and would drop --approval-mode to "default"), so `--skip-trust` trusts the workspace
// for this session only. Exit status 53 means its own turn limit (model.maxSessionTurns) was
// reached. Verified against 0.61.0. Exit statuses 41 (authentication), 42 (input) and 52
// (configuration) are its fatal errors (ExitCodes in packages/core/src/utils/exitCodes.ts of
// google-gemini/gemini-cli; 42 and 53 also in docs/cli/headless.md): not worth a retry.
// Not `--output-format stream-json`, though it would leave a killed attempt's transcript: its
// result event's stats (StreamJsonFormatter.convertToStreamStats, packages/core/src/output/
// stream-json-formatter.ts) carry tokens and tool calls but no model request count, our turns.
import { addKnown, emptyUsage, jsonObjects, lastString, num, obj, userTakesOver, type AgentAdapter, type TakeOver } from './types.js';

/**
 * The user's flags that replace the default `--approval-mode auto_edit`: Gemini CLI refuses
 * `--yolo`/`-y` next to `--approval-mode` ("Cannot use both --yolo (-y) and --approval-mode
 * together", packages/cli/src/config/config.ts in google-gemini/gemini-cli; `--yolo` is the
 * deprecated spelling of `--approval-mode=yolo`), and a second `--approval-mode` is a second value
 * for one option.
 */
export const GEMINI_APPROVAL_TAKEOVERS: readonly TakeOver[] = ['--approval-mode', '--yolo', '-y'];

export const geminiAdapter: AgentAdapter = {
  name: 'gemini',
  executable: 'gemini',
  install: 'npm install -g @google/gemini-cli',
  reports: { cost: false, turns: true },
  turnLimitExitStatus: 53,
  fatalExitStatuses: {
    41: 'authentication failed — check GEMINI_API_KEY (or the auth method in ~/.gemini/settings.json)',
    42: 'input error (invalid prompt or arguments) — check the --agent-arg values',
    52: 'configuration error — check its settings files (~/.gemini/settings.json, .gemini/settings.json)',
  },
  argv(o) {
    const args = ['--output-format', 'json'];
    if (!userTakesOver(o.extraArgs, GEMINI_APPROVAL_TAKEOVERS)) args.push('--approval-mode', 'auto_edit');
    args.push('--skip-trust');
    if (o.model !== undefined) args.push('--model', o.model);
    return [...args, ...o.extraArgs];
  },
  parseUsage(transcript) {
    const objects = jsonObjects(transcript).filter((x) => 'stats' in x);
    const last = objects[objects.length - 1];
    if (!last) return null;
    const stats = obj(last['stats']);
    const usage = emptyUsage();
    for (const model of Object.values(obj(stats['models']))) {
      const m = obj(model);
      const tokens = obj(m['tokens']);
      usage.input_tokens = addKnown(usage.input_tokens, num(tokens['prompt']));
      usage.output_tokens = addKnown(usage.output_tokens, num(tokens['candidates']));
      // One model request per agentic turn.
      usage.turns = addKnown(usage.turns, num(obj(m['api'])['totalRequests']));
    }
    const calls = num(obj(stats['tools'])['totalCalls']);
    if (calls !== undefined) usage.extra['tool_calls'] = calls;
    return usage;
  },
  sessionId(transcript) {
    // The document's `session_id` (JsonFormatter.format(sessionId, response, stats)): known once it finishes.
    return lastString(jsonObjects(transcript), (x) => ('stats' in x || 'response' in x ? x['session_id'] : undefined));
  },
  answer(transcript) {
    // The answer is the document's `response` string ("the model's final answer").
    const documents = jsonObjects(transcript).filter((x) => typeof x['response'] === 'string');
    return (documents[documents.length - 1]?.['response'] as string | undefined) ?? null;
  },
};
