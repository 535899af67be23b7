// Gemini CLI in headless mode: stdin is not a TTY, so the piped prompt is the query;
// `--output-format json` prints one object {response, stats: {models: {<model>: {api:
// {totalRequests}, tokens: {prompt, candidates, total, cached}}}, tools: {totalCalls}}}.
// Exit status 53 means its own turn limit was reached.
import { addKnown, emptyUsage, jsonObjects, num, obj, type AgentAdapter } from './types.js';

export const geminiAdapter: AgentAdapter = {
  name: 'gemini',
  executable: 'gemini',
  turnLimitExitStatus: 53,
  argv(o) {
    const args = ['--output-format', 'json', '--approval-mode', 'auto_edit'];
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
};
