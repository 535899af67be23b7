// OpenAI Codex CLI: `codex exec --json ... -` reads the prompt from stdin ("-") and prints JSONL
// events; its usage comes once, at the end: the prompt is one turn (all the model steps and tool
// calls it takes), and `turn.completed` — printed when that turn completes — carries the thread's
// token totals {input_tokens, cached_input_tokens, output_tokens} (input_tokens includes the cached
// ones). A turn that fails ends in `turn.failed` {error} without usage (exit 1), an interrupted one
// in nothing (codex-rs/exec/src/event_processor_with_jsonl_output.rs: TurnCompleted is built from
// the last ThreadTokenUsageUpdated). Codex reports no cost and no agentic turn count. `exec` never asks for approval; --sandbox workspace-write lets it write the workspace.
// Its session (thread) id is the first event's: {type: "thread.started", thread_id}, which
// `codex resume <id>` / `codex exec resume <id>` continue. Verified against 0.171.0.
import { addKnown, capped, emptyUsage, jsonObjects, lastString, num, obj, userTakesOver, type AgentAdapter, type TakeOver } from './types.js';

/**
 * The user's flags that replace the default `--sandbox workspace-write`: another sandbox
 * (`-s/--sandbox`, or `-c sandbox_mode=...`, which a `--sandbox` flag would override),
 * `--dangerously-bypass-approvals-and-sandbox` (alias `--yolo`; a runner whose kernel refuses
 * the sandbox needs it, docs/agents.md) and the deprecated `--full-auto` preset
 * (https://developers.openai.com/codex/cli/reference). Passing ours as well would give Codex two
 * sandbox settings.
 */
export const CODEX_SANDBOX_TAKEOVERS: readonly TakeOver[] = [
  '--sandbox',
  '-s',
  '--dangerously-bypass-approvals-and-sandbox',
  '--yolo',
  '--full-auto',
  { flag: ['-c', '--config'], value: /^\s*sandbox_mode\s*=/ },
];

export const codexAdapter: AgentAdapter = {
  name: 'codex',
  executable: 'codex',
  install: 'npm install -g @openai/codex',
  reports: { cost: false, turns: false },
  argv(o) {
    const args = ['exec', '--json', '--skip-git-repo-check'];
    if (!userTakesOver(o.extraArgs, CODEX_SANDBOX_TAKEOVERS)) args.push('--sandbox', 'workspace-write');
    if (o.model !== undefined) args.push('--model', o.model);
    // Codex has no turn limit option and no sub-agent switch: direct/delegated differ only in
    // the prompt's execution section.
    return [...args, ...o.extraArgs, '-'];
  },
  parseUsage(transcript) {
    const events = jsonObjects(transcript).filter((e) => e['type'] === 'turn.completed');
    if (events.length === 0) return null;
    const usage = emptyUsage();
    for (const e of events) {
      const u = obj(e['usage']);
      usage.input_tokens = addKnown(usage.input_tokens, num(u['input_tokens']));
      usage.output_tokens = addKnown(usage.output_tokens, num(u['output_tokens']));
      const cached = num(u['cached_input_tokens']);
      if (cached !== undefined) usage.extra['cached_input_tokens'] = capped((usage.extra['cached_input_tokens'] ?? 0) + cached);
    }
    return usage;
  },
  sessionId(transcript) {
    return lastString(jsonObjects(transcript), (e) => (e['type'] === 'thread.started' ? e['thread_id'] : undefined));
  },
  answer(transcript) {
    // The answer is the text of the last agent_message item (`item.completed` events; exec_events.rs).
    const messages = jsonObjects(transcript)
      .filter((e) => e['type'] === 'item.completed')
      .map((e) => obj(e['item']))
      .filter((item) => item['type'] === 'agent_message' && typeof item['text'] === 'string');
    return (messages[messages.length - 1]?.['text'] as string | undefined) ?? null;
  },
};
