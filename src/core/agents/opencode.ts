// OpenCode: `opencode run --format json` takes the piped prompt as its message and prints JSONL
// events {type, timestamp, sessionID, part} of the main session; each `step_finish` (one model
// step) carries part.tokens {input, output, reasoning, cache: {read, write}} and part.cost.
// Without --auto, `run` rejects every permission the config sets to "ask" (the default config
// allows edits and shell in the workspace). Verified against 1.18.33.
import { addKnown, emptyUsage, jsonObjects, lastString, num, obj, type AgentAdapter } from './types.js';

export const opencodeAdapter: AgentAdapter = {
  name: 'opencode',
  executable: 'opencode',
  install: 'npm install -g opencode-ai',
  reports: { cost: true, turns: true },
  // A report per step as it goes, and no total at the end: an attempt cut short (or that exited
  // non-zero, its `error` event in place of the step it was in) has summed only the steps it finished.
  streamsUsage: true,
  argv(o) {
    const args = ['run', '--format', 'json'];
    if (o.model !== undefined) args.push('--model', o.model);
    // No CLI switch for its sub-agent tool: direct/delegated differ in the prompt only.
    return [...args, ...o.extraArgs];
  },
  parseUsage(transcript) {
    const steps = jsonObjects(transcript).filter((e) => e['type'] === 'step_finish');
    if (steps.length === 0) return null;
    const usage = emptyUsage();
    usage.turns = 0;
    for (const e of steps) {
      const part = obj(e['part']);
      const tokens = obj(part['tokens']);
      const cache = obj(tokens['cache']);
      usage.turns += 1;
      usage.cost_usd = addKnown(usage.cost_usd, num(part['cost']));
      usage.input_tokens = addKnown(addKnown(addKnown(usage.input_tokens, num(tokens['input'])), num(cache['read'])), num(cache['write']));
      usage.output_tokens = addKnown(addKnown(usage.output_tokens, num(tokens['output'])), num(tokens['reasoning']));
    }
    return usage;
  },
  sessionId(transcript) {
    // Every event names the session it belongs to.
    return lastString(jsonObjects(transcript), (e) => e['sessionID']);
  },
  answer(transcript) {
    // The answer is the text of the last message: the parts of the `text` events (each sent when
    // the part is complete) that share the last one's part.messageID, in order.
    const texts = jsonObjects(transcript)
      .filter((e) => e['type'] === 'text')
      .map((e) => obj(e['part']))
      .filter((part) => typeof part['text'] === 'string');
    const last = texts[texts.length - 1];
    if (!last) return null;
    return texts
      .filter((part) => part['messageID'] === last['messageID'])
      .map((part) => part['text'] as string)
      .join('');
  },
};
