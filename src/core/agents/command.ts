// Any executable as an agent: it gets the prompt on stdin and the same STAGEGATE_* environment
// as a shell stage. If it prints a Claude-style result object ({"type":"result", "num_turns",
// "total_cost_usd", "usage": {...}}) on a line of its own, that is its usage.
import { claudeResultUsage } from './claude.js';
import type { AgentAdapter } from './types.js';

export const commandAdapter: AgentAdapter = {
  name: 'command',
  executable: '',
  argv(o) {
    return [...o.extraArgs];
  },
  parseUsage(transcript) {
    return claudeResultUsage(transcript);
  },
};
