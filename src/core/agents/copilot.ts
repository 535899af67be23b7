// GitHub Copilot CLI, programmatic: the prompt is piped on stdin (no -p), `--output-format json`
// prints JSONL events ending with {type: "result", usage: {premiumRequests, totalApiDurationMs,
// sessionDurationMs, codeChanges}}. It reports no tokens, no cost and no turn count.
import { emptyUsage, jsonObjects, num, obj, type AgentAdapter } from './types.js';

/** Copilot CLI's sub-agent tool. */
export const COPILOT_SUBAGENT_TOOL = 'task';

export const copilotAdapter: AgentAdapter = {
  name: 'copilot',
  executable: 'copilot',
  argv(o) {
    const args = ['--output-format', 'json', '--no-ask-user', '--allow-all-tools'];
    if (o.model !== undefined) args.push('--model', o.model);
    if (o.delegation === 'direct') args.push(`--deny-tool=${COPILOT_SUBAGENT_TOOL}`);
    return [...args, ...o.extraArgs];
  },
  parseUsage(transcript) {
    const results = jsonObjects(transcript).filter((e) => e['type'] === 'result');
    const last = results[results.length - 1];
    if (!last) return null;
    const u = obj(last['usage']);
    const usage = emptyUsage();
    const premium = num(u['premiumRequests']);
    if (premium !== undefined) usage.extra['premium_requests'] = premium;
    const api = num(u['totalApiDurationMs']);
    if (api !== undefined) usage.extra['api_duration_ms'] = api;
    return usage;
  },
};
