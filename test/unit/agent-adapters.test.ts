// The built-in agent adapters: exact argv per CLI (the prompt never in it), and usage parsed
// from each CLI's real output shape, tolerant of surrounding transcript noise. The argv and the
// shapes were checked against the installed CLIs (versions in docs/agents.md#verified-against).
import { describe, expect, it } from 'vitest';
import { claudeAdapter } from '../../src/core/agents/claude.js';
import { codexAdapter } from '../../src/core/agents/codex.js';
import { geminiAdapter } from '../../src/core/agents/gemini.js';
import { copilotAdapter } from '../../src/core/agents/copilot.js';
import { opencodeAdapter } from '../../src/core/agents/opencode.js';
import { commandAdapter } from '../../src/core/agents/command.js';
import { ADAPTERS, parseAgentSpec } from '../../src/core/agents/registry.js';
import { jsonObjects, lastWords, LAST_WORDS_CHARS, oneLine, safeSessionId } from '../../src/core/agents/types.js';

const direct = { model: undefined, maxTurns: undefined, delegation: 'direct' as const, extraArgs: [] };
const delegated = { ...direct, delegation: 'delegated' as const };

describe('argv', () => {
  it('claude: print mode, streamed JSON (print mode needs --verbose for it), model, max turns, accept edits; direct denies sub-agent tools', () => {
    expect(claudeAdapter.argv({ model: 'opus', maxTurns: 7, delegation: 'direct', extraArgs: ['--verbose'] })).toEqual([
      '-p', '--output-format', 'stream-json', '--model', 'opus', '--max-turns', '7', '--permission-mode', 'acceptEdits', '--disallowedTools', 'Agent,Task,Workflow', '--verbose',
    ]);
    expect(claudeAdapter.argv(delegated)).toEqual(['-p', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'acceptEdits']);
  });
  it("claude: the user's own --output-format replaces ours (and our --verbose)", () => {
    for (const user of [['--output-format', 'json'], ['--output-format=json'], ['--output-format', 'json', '--verbose']]) {
      expect(claudeAdapter.argv({ ...delegated, extraArgs: user })).toEqual(['-p', '--permission-mode', 'acceptEdits', ...user]);
    }
  });
  it('codex: exec --json with the prompt read from stdin ("-" last)', () => {
    expect(codexAdapter.argv({ ...direct, model: 'gpt-5', extraArgs: ['-c', 'x=1'] })).toEqual(['exec', '--json', '--skip-git-repo-check', '--sandbox', 'workspace-write', '--model', 'gpt-5', '-c', 'x=1', '-']);
    expect(codexAdapter.argv(delegated)).toEqual(codexAdapter.argv(direct));
  });
  it('gemini: JSON output, auto_edit approvals, the workspace trusted for the session (headless exits 55 in an untrusted folder), model', () => {
    expect(geminiAdapter.argv({ ...direct, model: 'gemini-2.5-pro' })).toEqual(['--output-format', 'json', '--approval-mode', 'auto_edit', '--skip-trust', '--model', 'gemini-2.5-pro']);
  });
  it('copilot: JSON output, no questions, tools allowed; direct removes the task tool from the model (--deny-tool only matches permission requests)', () => {
    expect(copilotAdapter.argv({ ...direct, model: 'gpt-5.2' })).toEqual(['--output-format', 'json', '--no-ask-user', '--allow-all-tools', '--model', 'gpt-5.2', '--excluded-tools=task']);
    expect(copilotAdapter.argv(delegated)).toEqual(['--output-format', 'json', '--no-ask-user', '--allow-all-tools']);
  });
  it('opencode: run --format json', () => {
    expect(opencodeAdapter.argv({ ...direct, model: 'anthropic/claude-sonnet-4' })).toEqual(['run', '--format', 'json', '--model', 'anthropic/claude-sonnet-4']);
  });
  it('command: only the extra arguments', () => {
    expect(commandAdapter.argv({ ...direct, extraArgs: ['--fast'] })).toEqual(['--fast']);
  });
  it("a user's --agent-arg that sets a permission default replaces ours instead of colliding with it (both --flag value and --flag=value)", () => {
    const argv = (adapter: { argv: typeof claudeAdapter.argv }, extraArgs: string[]) => adapter.argv({ ...delegated, extraArgs });
    // gemini rejects --yolo next to --approval-mode
    for (const user of [['--yolo'], ['-y'], ['--approval-mode', 'yolo'], ['--approval-mode=yolo'], ['--yolo=true']]) {
      expect(argv(geminiAdapter, user)).toEqual(['--output-format', 'json', '--skip-trust', ...user]);
    }
    for (const user of [['--sandbox', 'danger-full-access'], ['--sandbox=read-only'], ['-s', 'read-only'], ['-sread-only'], ['--dangerously-bypass-approvals-and-sandbox'], ['--yolo'], ['--full-auto'], ['-c', 'sandbox_mode=danger-full-access'], ['--config=sandbox_mode="read-only"']]) {
      expect(argv(codexAdapter, user)).toEqual(['exec', '--json', '--skip-git-repo-check', ...user, '-']);
    }
    for (const user of [['--permission-mode', 'bypassPermissions'], ['--permission-mode=plan'], ['--dangerously-skip-permissions']]) {
      expect(argv(claudeAdapter, user)).toEqual(['-p', '--output-format', 'stream-json', '--verbose', ...user]);
    }
    for (const user of [['--allow-all'], ['--yolo'], ['--allow-all-tools']]) {
      expect(argv(copilotAdapter, user)).toEqual(['--output-format', 'json', '--no-ask-user', ...user]);
    }
    // Flags that set something else keep the defaults (a -c of another key, a value that merely looks like one).
    expect(argv(codexAdapter, ['-c', 'model_reasoning_effort=high'])).toContain('workspace-write');
    expect(argv(codexAdapter, ['--search'])).toContain('workspace-write');
    expect(argv(geminiAdapter, ['--yolo-ish', '--debug'])).toContain('auto_edit');
    expect(argv(claudeAdapter, ['--allowedTools', 'Bash(npm test)'])).toContain('acceptEdits');
    expect(argv(copilotAdapter, ['--allow-all-paths'])).toContain('--allow-all-tools');
  });
  it('no adapter ever puts a prompt-like value in argv', () => {
    for (const adapter of ADAPTERS.values()) for (const arg of adapter.argv(direct)) expect(arg).not.toMatch(/\n/);
  });
});

describe('sessions', () => {
  const uuid = '123e4567-e89b-42d3-a456-426614174000';
  it('claude is given the session id the runner chose (--session-id), unless the user chose the session', () => {
    expect(claudeAdapter.choosesSession).toBe(true);
    expect(claudeAdapter.argv({ ...delegated, newSession: uuid })).toEqual(['-p', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'acceptEdits', '--session-id', uuid]);
    for (const user of [['--session-id', 'x'], ['--resume', 'x'], ['-r', 'x'], ['--continue'], ['-c'], ['--from-pr', '7']]) {
      expect(claudeAdapter.argv({ ...delegated, newSession: uuid, extraArgs: user })).not.toContain(uuid);
    }
    // The others choose their own: they are not given one.
    for (const adapter of [codexAdapter, geminiAdapter, opencodeAdapter, commandAdapter]) {
      expect(adapter.choosesSession).toBeFalsy();
      expect(adapter.argv({ ...delegated, newSession: uuid })).not.toContain(uuid);
    }
  });
  it('claude continues a session with --resume=<id> --fork-session --session-id <new>; the user\'s own session flags take over', () => {
    expect(claudeAdapter.resumesSession).toBe(true);
    const old = '0b703f44-892f-40f6-afbc-77e84eafb526';
    // Forked into a new session of the id we chose: resuming in place would carry the earlier attempt's cost into this one's report.
    expect(claudeAdapter.argv({ ...delegated, newSession: uuid, resumeSession: old })).toEqual(['-p', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'acceptEdits', `--resume=${old}`, '--fork-session', '--session-id', uuid]);
    expect(claudeAdapter.argv({ ...delegated, resumeSession: old, extraArgs: ['--continue'] }).join(' ')).not.toContain(old);
    // --resume takes an optional value: an id that is no UUID (an option's name, say) is never passed.
    for (const id of ['--dangerously-skip-permissions', 's-1', `${old} x`]) {
      const argv = claudeAdapter.argv({ ...delegated, newSession: uuid, resumeSession: id });
      expect(argv.filter((a) => a.startsWith('--resume') || a === '--fork-session' || a === id)).toEqual([]);
    }
    for (const adapter of [codexAdapter, geminiAdapter, opencodeAdapter, commandAdapter]) {
      expect(adapter.resumesSession).toBeFalsy();
      expect(adapter.argv({ ...delegated, resumeSession: 's-1' })).not.toContain('s-1');
    }
  });
  it('copilot is given the session id the runner chose (--session-id=<uuid>, 1.0.102: a new session of that id), unless the user chose the session', () => {
    expect(copilotAdapter.choosesSession).toBe(true);
    expect(copilotAdapter.argv({ ...delegated, newSession: uuid })).toEqual(['--output-format', 'json', '--no-ask-user', '--allow-all-tools', `--session-id=${uuid}`]);
    for (const user of [['--session-id', 'x'], ['--session-id=x'], ['--resume'], ['-r', 'x'], ['--continue'], ['--connect'], ['--trust-folder'], ['--worktree'], ['-w'], ['--cloud']]) {
      expect(copilotAdapter.argv({ ...delegated, newSession: uuid, extraArgs: user }).join(' ')).not.toContain(uuid);
    }
    const lines = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
    expect(copilotAdapter.sessionId?.(lines({ type: 'assistant.message', data: { content: 'x' } }, { type: 'result', timestamp: 't', sessionId: uuid, exitCode: 0, usage: {} }))).toBe(uuid);
    expect(copilotAdapter.sessionId?.(lines({ type: 'assistant.message', data: { content: 'x', sessionId: 'no' } }))).toBeNull();
  });
  it('copilot continues a session in place with --resume=<id> alone (1.0.102 refuses it next to --session-id); only a UUID; the user\'s own session flags take over', () => {
    expect(copilotAdapter.resumesSession).toBe(true);
    const old = '0b703f44-892f-40f6-afbc-77e84eafb526';
    expect(copilotAdapter.argv({ ...delegated, newSession: uuid, resumeSession: old })).toEqual(['--output-format', 'json', '--no-ask-user', '--allow-all-tools', `--resume=${old}`]);
    for (const user of [['--session-id', 'x'], ['--resume'], ['-r', 'x'], ['--continue'], ['--connect'], ['--trust-folder'], ['--worktree'], ['--worktree=w'], ['-w'], ['-w', 'w'], ['-ww'], ['--cloud']]) {
      const argv = copilotAdapter.argv({ ...delegated, newSession: uuid, resumeSession: old, extraArgs: user }).join(' ');
      expect(argv).not.toContain(old);
      expect(argv).not.toContain(uuid);
    }
    // A name for the session: refused next to --resume, taken with --session-id: a new session.
    for (const user of [['--name', 'mine'], ['--name=mine'], ['-n', 'mine']]) {
      expect(copilotAdapter.argv({ ...delegated, newSession: uuid, resumeSession: old, extraArgs: user })).toEqual(['--output-format', 'json', '--no-ask-user', '--allow-all-tools', `--session-id=${uuid}`, ...user]);
    }
    // --resume also matches a session's name or an id prefix: an id that is no whole UUID is never passed (a new session instead).
    for (const id of ['--allow-all', 's-1', '0b703f4', `${old} x`]) {
      const argv = copilotAdapter.argv({ ...delegated, newSession: uuid, resumeSession: id });
      expect(argv.filter((a) => a.startsWith('--resume') || a === id || a.endsWith(`=${id}`))).toEqual([]);
      expect(argv).toContain(`--session-id=${uuid}`);
    }
  });
  it('copilot: a refused --resume is its "No session, task, or name matched \'<id>\'" (1.0.102)', () => {
    const t = "Error: No session, task, or name matched '0b703f44-892f-40f6-afbc-77e84eafb526'.\n\nTo resume by session or task ID:  copilot --resume=<id>\n";
    expect(copilotAdapter.sessionRefused?.(t, '0b703f44-892f-40f6-afbc-77e84eafb526')).toBe(true);
    expect(copilotAdapter.sessionRefused?.(t, '123e4567-e89b-42d3-a456-426614174000')).toBe(false);
    expect(copilotAdapter.sessionRefused?.('{"type":"session.error","data":{"message":"rate limited"}}\n', '0b703f44-892f-40f6-afbc-77e84eafb526')).toBe(false);
  });
  it('copilot: not logged in is a fatal refusal; no event at all in its JSON output is a CLI that never started its session; a failure mid-work is neither', () => {
    const argv = copilotAdapter.argv(direct);
    const notLoggedIn = 'Error: No authentication information found.\n\nCopilot can be authenticated with GitHub using an OAuth Token or a Fine-Grained Personal Access Token.\n';
    expect(copilotAdapter.refusal?.(notLoggedIn, argv)).toEqual({ reason: 'copilot refused the request: not logged in ("No authentication information found.")', fatal: true });
    expect(copilotAdapter.refusal?.("error: unexpected argument '--bogus' found\n", argv)).toEqual({ reason: 'copilot exited before it started its session', fatal: false });
    const midWork = ['{"type":"assistant.turn_start","data":{"turnId":"0"}}', '{"type":"session.error","data":{"errorType":"rate_limit","message":"429"}}', '{"type":"result","sessionId":"s","exitCode":1,"usage":{"premiumRequests":1}}'].join('\n') + '\n';
    expect(copilotAdapter.refusal?.(midWork, argv)).toBeNull();
    // The phrase in the agent's own work (a tool's result, a message) is no refusal: it is not the
    // CLI's line, and a session that printed an event had started.
    const toolSaid = JSON.stringify({ type: 'tool.execution_complete', data: { result: { content: 'npm test\nError: No authentication information found. Set GH_TOKEN.' } } });
    expect(copilotAdapter.refusal?.(toolSaid + '\n', argv)).toBeNull();
    expect(copilotAdapter.refusal?.(midWork + toolSaid + '\n', argv)).toBeNull();
    // Its line printed after a session started (the event stream on stdout, the line on stderr): not a refusal either.
    expect(copilotAdapter.refusal?.(midWork + notLoggedIn, argv)).toBeNull();
    // Only a line that begins with it: quoted inside another line, it says nothing.
    expect(copilotAdapter.refusal?.('note: "Error: No authentication information found." is what it says\n', argv)).toEqual({ reason: 'copilot exited before it started its session', fatal: false });
    // With the user's text output there are no events: its line alone is judged.
    expect(copilotAdapter.refusal?.(notLoggedIn, copilotAdapter.argv({ ...direct, extraArgs: ['--output-format', 'text'] }))?.fatal).toBe(true);
    // The user's own text output prints no events: silence says nothing there.
    expect(copilotAdapter.refusal?.('Error: model overloaded\n', copilotAdapter.argv({ ...direct, extraArgs: ['--output-format', 'text'] }))).toBeNull();
  });
  it('claude: a refused --resume is its "No conversation found with session ID: <id>" (2.1.197)', () => {
    const t = 'No conversation found with session ID: s-1\n' + JSON.stringify({ type: 'result', subtype: 'error_during_execution', is_error: true, session_id: 's-1' }) + '\n';
    expect(claudeAdapter.sessionRefused?.(t, 's-1')).toBe(true);
    expect(claudeAdapter.sessionRefused?.(t, 's-2')).toBe(false);
    expect(claudeAdapter.sessionRefused?.('API Error: 529 overloaded\n', 's-1')).toBe(false);
  });
  it('each CLI reports the session it ran in: claude session_id, codex thread.started thread_id, gemini session_id, opencode sessionID', () => {
    const lines = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
    expect(claudeAdapter.sessionId?.(lines({ type: 'system', subtype: 'init', session_id: 's-9' }, { type: 'assistant', message: { content: [] }, session_id: 's-9' }))).toBe('s-9');
    expect(codexAdapter.sessionId?.(lines({ type: 'thread.started', thread_id: '0199a213-81c0-7800-8aa1-bbab2a035a53' }, { type: 'turn.started' }))).toBe('0199a213-81c0-7800-8aa1-bbab2a035a53');
    expect(geminiAdapter.sessionId?.('noise\n' + JSON.stringify({ session_id: 'g-1', response: 'x', stats: {} }, null, 2) + '\n')).toBe('g-1');
    expect(opencodeAdapter.sessionId?.(lines({ type: 'step_start', sessionID: 'ses_1', part: {} }))).toBe('ses_1');
    for (const adapter of [claudeAdapter, codexAdapter, geminiAdapter, opencodeAdapter]) expect(adapter.sessionId?.('plain text\n')).toBeNull();
  });
  it('a session id is believed only in a safe shape (never an option, no spaces, at most 128 characters)', () => {
    for (const id of ['0b703f44-892f-40f6-afbc-77e84eafb526', 'ses_1', 'fake-thread', 'a.b:c', 'x'.repeat(128)]) expect(safeSessionId(id)).toBe(id);
    for (const id of ['--dangerously-skip-permissions', '-c', '', ' s', 's 1', 's\n', '.x', 'x'.repeat(129), null, undefined]) expect(safeSessionId(id)).toBeUndefined();
  });
});

describe('agent specs', () => {
  it('parses NAME and NAME:ARG; unknown names are undefined', () => {
    expect(parseAgentSpec('claude')).toEqual({ name: 'claude', arg: undefined });
    expect(parseAgentSpec('claude:sonnet')).toEqual({ name: 'claude', arg: 'sonnet' });
    expect(parseAgentSpec('opencode:anthropic/claude-sonnet-4')).toEqual({ name: 'opencode', arg: 'anthropic/claude-sonnet-4' });
    expect(parseAgentSpec('command:./bin/agent')).toEqual({ name: 'command', arg: './bin/agent' });
    expect(parseAgentSpec('gpt')).toBeUndefined();
  });
});

describe('an attempt that never got to work (claude)', () => {
  const lines = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
  const init = { type: 'system', subtype: 'init', session_id: 's-1' };
  const args = claudeAdapter.argv({ ...direct, newSession: '123e4567-e89b-42d3-a456-426614174000' });
  // 2.1.197, -p without credentials: a message in the model's place carrying `error`, then an is_error result.
  const refused = (error: string) => ({ type: 'assistant', message: { id: 'm', model: '<synthetic>', content: [{ type: 'text', text: 'Not logged in · Please run /login' }] }, session_id: 's-1', error });
  it('an authentication, billing or organisation refusal is fatal; an invalid request is refused but may be retried anew', () => {
    expect(claudeAdapter.refusal?.(lines(init, refused('authentication_failed')), args)).toEqual({ reason: 'claude refused the request: authentication_failed ("Not logged in · Please run /login")', fatal: true });
    expect(claudeAdapter.refusal?.(lines(init, refused('billing_error')), args)?.fatal).toBe(true);
    expect(claudeAdapter.refusal?.(lines(init, refused('oauth_org_not_allowed')), args)?.fatal).toBe(true);
    expect(claudeAdapter.refusal?.(lines(init, refused('invalid_request')), args)?.fatal).toBe(false);
  });
  it('a failure mid-work (a rate limit, a crash after its messages) is no refusal; no session message at all is a CLI that never started one', () => {
    expect(claudeAdapter.refusal?.(lines(init, refused('rate_limit')), args)).toBeNull();
    expect(claudeAdapter.refusal?.(lines(init, { type: 'assistant', message: { content: [] }, session_id: 's-1' }), args)).toBeNull();
    expect(claudeAdapter.refusal?.("error: unknown option '--bogus'\n", args)).toEqual({ reason: 'claude exited before it started a session', fatal: false });
    // The user's own output format prints nothing until the end: silence says nothing there.
    const text = claudeAdapter.argv({ ...direct, extraArgs: ['--output-format', 'text'] });
    expect(claudeAdapter.refusal?.('Error: API overloaded\n', text)).toBeNull();
  });
  // The model's own answers (not `<synthetic>`): the session got to work.
  const work = (i: number) => ({ type: 'assistant', message: { id: `w${i}`, model: 'claude-x', content: [{ type: 'text', text: 'working' }], usage: { input_tokens: 1000, output_tokens: 100 } }, parent_tool_use_id: null, session_id: 's-1' });
  const synthetic = (error: string, text: string, parent: string | null = null) => ({ type: 'assistant', message: { id: 'x', model: '<synthetic>', content: [{ type: 'text', text }] }, parent_tool_use_id: parent, session_id: 's-1', error });
  it('an invalid request after the model answered (a prompt grown too long) is a failure mid-work, not a refusal', () => {
    const t = lines(init, work(1), work(2), synthetic('invalid_request', 'Prompt is too long'), { type: 'result', subtype: 'success', is_error: true, session_id: 's-1' });
    expect(claudeAdapter.refusal?.(t, args)).toBeNull();
  });
  it('a login that expired mid-work is no refusal either (continued and retried; a retry refused at once is fatal)', () => {
    expect(claudeAdapter.refusal?.(lines(init, work(1), synthetic('authentication_failed', 'OAuth token has expired')), args)).toBeNull();
    expect(claudeAdapter.refusal?.(lines(init, synthetic('authentication_failed', 'OAuth token has expired')), args)).toEqual({ reason: 'claude refused the request: authentication_failed ("OAuth token has expired")', fatal: true });
  });
  it("a sub-agent's error is not the main agent's refusal", () => {
    expect(claudeAdapter.refusal?.(lines(init, synthetic('billing_error', 'Credit balance is too low', 'toolu_1')), args)).toBeNull();
  });
  it("the refusal's text is one printable line: terminal escapes and control characters become spaces", () => {
    const r = claudeAdapter.refusal?.(lines(init, synthetic('billing_error', 'x\u001b]0;pwned\u0007\u001b[2J\u202eyy\nzz')), args);
    expect(r?.reason).toBe('claude refused the request: billing_error ("x ]0;pwned [2J yy zz")');
    expect(r?.reason).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    // The bidi marks too, Arabic's among them (U+061C): each would reorder what follows it.
    expect(oneLine('a\u061cb\u200fc\u2067d')).toBe('a b c d');
  });
});

describe('usage', () => {
  it("claude: a result followed by a session's messages is an earlier process's (a refused resume): the later one's stream is read, a lower bound", () => {
    const L = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
    const refused = 'No conversation found with session ID: aaa\n' + L({ type: 'result', subtype: 'error_during_execution', is_error: true, num_turns: 0, total_cost_usd: 0, usage: { input_tokens: 0, output_tokens: 0 }, session_id: 'aaa' }) + '[stagegate] note\n';
    const rerun = L({ type: 'system', subtype: 'init', session_id: 'bbb' }, { type: 'assistant', message: { id: 'm1', model: 'claude', content: [], usage: { input_tokens: 50000, output_tokens: 900 } }, parent_tool_use_id: null, session_id: 'bbb' });
    expect(claudeAdapter.parseUsage(refused + rerun)).toEqual({ turns: 1, cost_usd: null, input_tokens: 50000, output_tokens: 900, turn_limit_hit: false, extra: {}, partial: true });
    // Its own result at the end: that is its report.
    const done = L({ type: 'result', subtype: 'success', is_error: false, num_turns: 1, total_cost_usd: 0.4, usage: { input_tokens: 50000, output_tokens: 900 }, session_id: 'bbb' });
    expect(claudeAdapter.parseUsage(refused + rerun + done)).toEqual({ turns: 1, cost_usd: 0.4, input_tokens: 50000, output_tokens: 900, turn_limit_hit: false, extra: {} });
    // Killed before the new session printed anything: nothing of its own reported.
    expect(claudeAdapter.parseUsage(refused + L({ type: 'system', subtype: 'init', session_id: 'bbb' }))).toBeNull();
  });
  it('claude: sums of what a CLI printed stay finite (at most MAX_SAFE_INTEGER), from its result object and from its stream', () => {
    const big = (id: string) => JSON.stringify({ type: 'assistant', message: { id, model: 'c', usage: { input_tokens: 1e308, cache_read_input_tokens: 1e308, output_tokens: 1e308 } }, session_id: 's' });
    const streamed = claudeAdapter.parseUsage([big('a'), big('b')].join('\n') + '\n');
    expect(streamed).toMatchObject({ input_tokens: Number.MAX_SAFE_INTEGER, output_tokens: Number.MAX_SAFE_INTEGER, partial: true });
    const result = claudeAdapter.parseUsage(JSON.stringify({ type: 'result', num_turns: 1, total_cost_usd: 1, usage: { input_tokens: 1e308, cache_creation_input_tokens: 1e308, cache_read_input_tokens: 1e308, output_tokens: 5 } }) + '\n');
    expect(result?.input_tokens).toBe(Number.MAX_SAFE_INTEGER);
    expect(JSON.parse(JSON.stringify(result)).input_tokens).toBe(Number.MAX_SAFE_INTEGER);
    const opencode = opencodeAdapter.parseUsage([1, 2].map(() => JSON.stringify({ type: 'step_finish', part: { cost: 1e308, tokens: { input: 1e308, output: 1e308, reasoning: 1e308, cache: { read: 1e308, write: 0 } } } })).join('\n') + '\n');
    expect(opencode).toMatchObject({ cost_usd: Number.MAX_SAFE_INTEGER, input_tokens: Number.MAX_SAFE_INTEGER, output_tokens: Number.MAX_SAFE_INTEGER });
    // codex's cached input tokens too (an extra figure; a null there would not replay).
    const codex = codexAdapter.parseUsage([1, 2].map(() => JSON.stringify({ type: 'turn.completed', usage: { input_tokens: 1e308, cached_input_tokens: 1.7e308, output_tokens: 1 } })).join('\n') + '\n');
    expect(JSON.parse(JSON.stringify(codex)).extra).toEqual({ cached_input_tokens: Number.MAX_SAFE_INTEGER });
  });
  it('opencode reports usage per step as it goes (an attempt cut short has a lower bound); the others once, at the end (codex: one turn.completed for the prompt)', () => {
    expect(opencodeAdapter.streamsUsage).toBe(true);
    for (const adapter of [claudeAdapter, codexAdapter, geminiAdapter, copilotAdapter, commandAdapter]) expect(adapter.streamsUsage).toBeFalsy();
    // Codex: a failed turn reports no usage at all.
    expect(codexAdapter.parseUsage([{ type: 'thread.started', thread_id: 't' }, { type: 'turn.started' }, { type: 'turn.failed', error: { message: 'x' } }].map((o) => JSON.stringify(o)).join('\n') + '\n')).toBeNull();
    // Gemini: an error document carries no stats.
    expect(geminiAdapter.parseUsage(JSON.stringify({ session_id: 'g', error: { type: 'Error', message: 'x', code: 1 } }, null, 2) + '\n')).toBeNull();
  });
  it("copilot without its result event: the main agent's turns its stream started, a lower bound; none, nothing", () => {
    const L = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
    const turn = (agentId?: string) => ({ type: 'assistant.turn_start', ...(agentId ? { agentId } : {}), data: { turnId: '0' } });
    expect(copilotAdapter.parseUsage(L(turn(), turn('sub'), turn()))).toEqual({ turns: 2, cost_usd: null, input_tokens: null, output_tokens: null, turn_limit_hit: false, extra: {}, partial: true });
    expect(copilotAdapter.parseUsage(L(turn('sub'), { type: 'assistant.message', data: { content: 'x' } }))).toBeNull();
    // With its result (also an error result, exitCode 1): its report, not partial.
    const reported = copilotAdapter.parseUsage(L(turn(), { type: 'result', sessionId: 's', exitCode: 1, usage: { premiumRequests: 1 } }));
    expect(reported).toEqual({ turns: 1, cost_usd: null, input_tokens: null, output_tokens: null, turn_limit_hit: false, extra: { premium_requests: 1 } });
  });
  it("claude without its result object (killed, crashed): its streamed messages' usage, each response once, a lower bound without cost", () => {
    const msg = (id: string, input: number, output: number, parent: string | null = null) => JSON.stringify({ type: 'assistant', message: { id, model: 'claude-x', content: [], usage: { input_tokens: input, cache_creation_input_tokens: 10, cache_read_input_tokens: 100, output_tokens: output } }, parent_tool_use_id: parent, session_id: 's' });
    // One response printed as two messages (a text block, then a tool call) with a growing output count; a sub-agent's response; a synthetic message.
    const t = [JSON.stringify({ type: 'system', subtype: 'init', session_id: 's' }), msg('a', 5, 1), msg('a', 5, 40), msg('b', 7, 3), msg('c', 2, 2, 'toolu_1'), JSON.stringify({ type: 'assistant', message: { id: 'z', model: '<synthetic>', content: [], usage: { input_tokens: 9, output_tokens: 9 } } })].join('\n') + '\n';
    expect(claudeAdapter.parseUsage(t)).toEqual({ turns: 2, cost_usd: null, input_tokens: 115 + 117 + 112, output_tokens: 40 + 3 + 2, turn_limit_hit: false, extra: {}, partial: true });
    expect(claudeAdapter.parseUsage(JSON.stringify({ type: 'system', subtype: 'init', session_id: 's' }) + '\n')).toBeNull();
  });
  it('claude: the result object (turns, cost, tokens incl. cache), after other output', () => {
    const t = 'warming up\n' + JSON.stringify({ type: 'result', subtype: 'success', is_error: false, num_turns: 4, total_cost_usd: 0.25, usage: { input_tokens: 10, cache_creation_input_tokens: 5, cache_read_input_tokens: 100, output_tokens: 30 } }) + '\n';
    expect(claudeAdapter.parseUsage(t)).toEqual({ turns: 4, cost_usd: 0.25, input_tokens: 115, output_tokens: 30, turn_limit_hit: false, extra: {} });
  });
  it("claude 2.1.337: a continued session's result carries the session's running cost; the attempt is charged with what its process spent (model_usage_since_last_result)", () => {
    // As 2.1.337 printed them for `--resume=<id> --fork-session --session-id <new>` of a session
    // that had cost 0.0002, against a local stand-in for the API (docs/agents.md, "Verified against").
    const L = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
    const m = (cost: number) => ({ 'claude-x': { inputTokens: 11, outputTokens: 7, costUSD: cost } });
    const forked = L(
      { type: 'system', subtype: 'init', session_id: 'new' },
      { type: 'assistant', message: { id: 'm2', model: 'claude-x', content: [{ type: 'text', text: 'second answer' }], usage: { input_tokens: 11, output_tokens: 1 } }, parent_tool_use_id: null, session_id: 'new' },
      { type: 'result', subtype: 'success', is_error: false, num_turns: 1, total_cost_usd: 0.0004, usage: { input_tokens: 11, cache_creation_input_tokens: 3, cache_read_input_tokens: 5, output_tokens: 7 }, modelUsage: m(0.0004), model_usage_since_last_result: m(0.0002), result: 'second answer', session_id: 'new', result_index: 0 },
    );
    expect(claudeAdapter.parseUsage(forked)).toEqual({ turns: 1, cost_usd: 0.0002, input_tokens: 19, output_tokens: 7, turn_limit_hit: false, extra: {} });
    // A continued session that failed before any request of its own: it spent nothing, whatever its running total.
    const nothing = L({ type: 'result', subtype: 'error_during_execution', is_error: true, num_turns: 0, total_cost_usd: 0.0004, usage: { input_tokens: 0, output_tokens: 0 }, modelUsage: m(0.0004), model_usage_since_last_result: {}, session_id: 'new' });
    expect(claudeAdapter.parseUsage(nothing)?.cost_usd).toBe(0);
    // The user's --output-format json (the command agent reads the same object): the same figure.
    expect(commandAdapter.parseUsage(forked)?.cost_usd).toBe(0.0002);
  });
  it("claude: a background task's end runs another turn of the main agent, with a result of its own: the process's results are summed", () => {
    const L = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
    const head = [{ type: 'system', subtype: 'init', session_id: 's' }, { type: 'system', subtype: 'task_notification', task_id: 't', status: 'completed', session_id: 's' }, { type: 'system', subtype: 'init', session_id: 's' }];
    const usage = (input: number, output: number) => ({ input_tokens: input, cache_creation_input_tokens: 6, cache_read_input_tokens: 10, output_tokens: output });
    // 2.1.197: each result's total_cost_usd is the process's running total, no model_usage_since_last_result.
    const old = L(...head, { type: 'result', num_turns: 2, total_cost_usd: 0.75, usage: usage(22, 14), session_id: 's' }, { type: 'result', num_turns: 1, total_cost_usd: 1, usage: usage(11, 7), session_id: 's' });
    expect(claudeAdapter.parseUsage(old)).toEqual({ turns: 3, cost_usd: 1, input_tokens: 38 + 27, output_tokens: 21, turn_limit_hit: false, extra: {} });
    // 2.1.337: the first result stamped with all the process spent, the second with nothing more.
    const since = (cost: number | null) => (cost === null ? {} : { 'claude-x': { costUSD: cost }, 'claude-haiku': { costUSD: 0.25 } });
    const now = L(...head, { type: 'result', num_turns: 2, total_cost_usd: 3, usage: usage(22, 14), model_usage_since_last_result: since(0.5), session_id: 's' }, { type: 'result', num_turns: 1, total_cost_usd: 3, usage: usage(11, 7), model_usage_since_last_result: since(null), session_id: 's' });
    expect(claudeAdapter.parseUsage(now)).toEqual({ turns: 3, cost_usd: 0.75, input_tokens: 65, output_tokens: 21, turn_limit_hit: false, extra: {} });
    // Either turn stopped at the turn limit: the attempt did.
    expect(claudeAdapter.parseUsage(L({ type: 'result', subtype: 'error_max_turns', num_turns: 2, session_id: 's' }, { type: 'result', subtype: 'success', num_turns: 1, session_id: 's' }))?.turn_limit_hit).toBe(true);
    // Results without a session id are read as before: the last alone.
    expect(claudeAdapter.parseUsage(L({ type: 'result', num_turns: 5, total_cost_usd: 2 }, { type: 'result', num_turns: 1, total_cost_usd: 0.5 }))).toMatchObject({ turns: 1, cost_usd: 0.5 });
  });
  it("claude: a cost model_usage_since_last_result does not give is unknown, not $0; a result without it after one with it counts the rise of the process's running total", () => {
    const L = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
    const result = (o: object) => ({ type: 'result', num_turns: 1, usage: { input_tokens: 5, output_tokens: 3 }, session_id: 's', ...o });
    // A model listed without its costUSD: it was used, at a cost the result does not say (was $0 before review53).
    expect(claudeAdapter.parseUsage(L(result({ total_cost_usd: 0.5, model_usage_since_last_result: { 'claude-x': { inputTokens: 5, outputTokens: 3 } } })))?.cost_usd).toBeNull();
    expect(claudeAdapter.parseUsage(L(result({ total_cost_usd: 0.5, model_usage_since_last_result: { 'claude-x': { costUSD: 0.25 }, 'claude-y': { inputTokens: 5 } } })))?.cost_usd).toBeNull();
    // The second result has no field (an error result): its part is what the running total rose by since the first.
    expect(claudeAdapter.parseUsage(L(result({ total_cost_usd: 3, model_usage_since_last_result: { 'claude-x': { costUSD: 0.5 } } }), result({ total_cost_usd: 3.25 })))?.cost_usd).toBe(0.75);
    // ... and no total to compare: unknown.
    expect(claudeAdapter.parseUsage(L(result({ total_cost_usd: 3, model_usage_since_last_result: { 'claude-x': { costUSD: 0.5 } } }), result({})))?.cost_usd).toBeNull();
    // The first result has none while a later one has it: its total may hold the session it continues, unknown.
    expect(claudeAdapter.parseUsage(L(result({ total_cost_usd: 3 }), result({ total_cost_usd: 3.25, model_usage_since_last_result: { 'claude-x': { costUSD: 0.25 } } })))?.cost_usd).toBeNull();
    // The command agent reads the same lines the same way.
    expect(commandAdapter.parseUsage(L(result({ total_cost_usd: 0.5, model_usage_since_last_result: { 'claude-x': {} } })))?.cost_usd).toBeNull();
  });
  it("claude: a count one of the process's results does not give is unknown (null), not the others' sum", () => {
    const L = (...os: object[]) => os.map((o) => JSON.stringify(o)).join('\n') + '\n';
    const result = (o: object) => ({ type: 'result', num_turns: 2, total_cost_usd: 0.5, usage: { input_tokens: 5, cache_read_input_tokens: 10, output_tokens: 3 }, session_id: 's', ...o });
    // Both give every count: summed.
    expect(claudeAdapter.parseUsage(L(result({}), result({ num_turns: 1, total_cost_usd: 0.75 })))).toEqual({ turns: 3, cost_usd: 0.75, input_tokens: 30, output_tokens: 6, turn_limit_hit: false, extra: {} });
    // The second without num_turns: its turns are not none (was 2, the first's alone).
    expect(claudeAdapter.parseUsage(L(result({}), result({ num_turns: undefined })))).toMatchObject({ turns: null, input_tokens: 30, output_tokens: 6 });
    // The first without usage, the second without output_tokens: unknown tokens, turns still known.
    expect(claudeAdapter.parseUsage(L(result({ usage: undefined }), result({})))).toMatchObject({ turns: 4, input_tokens: null, output_tokens: null });
    expect(claudeAdapter.parseUsage(L(result({}), result({ usage: { input_tokens: 1 } })))).toMatchObject({ input_tokens: 16, output_tokens: null });
    // A result with its cache counters alone still gives its input.
    expect(claudeAdapter.parseUsage(L(result({}), result({ usage: { cache_read_input_tokens: 7, output_tokens: 1 } })))).toMatchObject({ input_tokens: 22, output_tokens: 4 });
    // The command agent reads the same lines the same way.
    expect(commandAdapter.parseUsage(L(result({}), result({ num_turns: 'many' })))?.turns).toBeNull();
  });
  it('claude: error_max_turns is a turn-limit stop', () => {
    const t = JSON.stringify({ type: 'result', subtype: 'error_max_turns', num_turns: 3 });
    expect(claudeAdapter.parseUsage(t)?.turn_limit_hit).toBe(true);
  });
  it('claude: with --verbose the result is the last element of a one-line array of messages', () => {
    const messages = [{ type: 'system', subtype: 'init', session_id: 's' }, { type: 'assistant', message: { content: [] } }, { type: 'result', subtype: 'success', num_turns: 2, total_cost_usd: 0.5, usage: { input_tokens: 3, output_tokens: 4 } }];
    expect(claudeAdapter.parseUsage('note\n' + JSON.stringify(messages) + '\n')).toEqual({ turns: 2, cost_usd: 0.5, input_tokens: 3, output_tokens: 4, turn_limit_hit: false, extra: {} });
  });
  it('claude: stream-json (one message a line) gives the same usage and answer as the json result object alone', () => {
    const result = { type: 'result', subtype: 'success', is_error: false, num_turns: 3, total_cost_usd: 0.125, session_id: 's-1', result: 'All done.', usage: { input_tokens: 7, cache_creation_input_tokens: 1, cache_read_input_tokens: 2, output_tokens: 9 } };
    const stream = [
      { type: 'system', subtype: 'init', session_id: 's-1', tools: ['Read'] },
      { type: 'assistant', message: { content: [{ type: 'text', text: 'Reading.' }, { type: 'tool_use', name: 'Read', input: {} }] }, session_id: 's-1' },
      { type: 'user', message: { content: [{ type: 'tool_result', content: '{"type":"result","num_turns":99}' }] }, session_id: 's-1' },
      { type: 'assistant', message: { content: [{ type: 'text', text: 'All done.' }] }, session_id: 's-1' },
      result,
    ].map((o) => JSON.stringify(o)).join('\n') + '\n';
    const alone = JSON.stringify(result) + '\n';
    expect(claudeAdapter.parseUsage(stream)).toEqual({ turns: 3, cost_usd: 0.125, input_tokens: 10, output_tokens: 9, turn_limit_hit: false, extra: {} });
    expect(claudeAdapter.parseUsage(stream)).toEqual(claudeAdapter.parseUsage(alone));
    expect(claudeAdapter.answer?.(stream)).toBe('All done.');
    expect(claudeAdapter.answer?.(alone)).toBe('All done.');
  });
  it('claude: a stream cut off before its result (killed) has no usage; its answer is its last assistant text', () => {
    const cut = [
      { type: 'system', subtype: 'init', session_id: 's-2' },
      { type: 'assistant', message: { content: [{ type: 'text', text: 'Which database should I target?' }] } },
      { type: 'assistant', message: { content: [{ type: 'tool_use', name: 'Bash', input: { command: 'sleep 999' } }] } },
    ].map((o) => JSON.stringify(o)).join('\n') + '\n';
    expect(claudeAdapter.parseUsage(cut)).toBeNull();
    expect(claudeAdapter.answer?.(cut)).toBe('Which database should I target?');
    expect(lastWords(claudeAdapter, cut)).toBe('Which database should I target?');
  });
  it('claude: no result object, no usage', () => {
    expect(claudeAdapter.parseUsage('plain text\n{not json}\n')).toBeNull();
  });
  it('codex: sums turn.completed usage; no cost, no turns', () => {
    const t = [{ type: 'thread.started' }, { type: 'turn.completed', usage: { input_tokens: 100, cached_input_tokens: 40, output_tokens: 7 } }, { type: 'turn.completed', usage: { input_tokens: 1, output_tokens: 2 } }].map((o) => JSON.stringify(o)).join('\n');
    expect(codexAdapter.parseUsage(t)).toEqual({ turns: null, cost_usd: null, input_tokens: 101, output_tokens: 9, turn_limit_hit: false, extra: { cached_input_tokens: 40 } });
  });
  it('gemini: per-model tokens and requests summed', () => {
    const t = JSON.stringify({ response: 'x', stats: { models: { a: { api: { totalRequests: 2 }, tokens: { prompt: 10, candidates: 3 } }, b: { api: { totalRequests: 1 }, tokens: { prompt: 5, candidates: 1 } } }, tools: { totalCalls: 4 } } });
    expect(geminiAdapter.parseUsage(t)).toEqual({ turns: 3, cost_usd: null, input_tokens: 15, output_tokens: 4, turn_limit_hit: false, extra: { tool_calls: 4 } });
    expect(geminiAdapter.turnLimitExitStatus).toBe(53);
  });
  it('gemini: the real --output-format json document is pretty-printed over many lines, among stderr noise', () => {
    const doc = { session_id: 'abc', response: 'line one\n{\n}', stats: { models: { 'gemini-2.5-pro': { api: { totalRequests: 3 }, tokens: { prompt: 120, candidates: 30, total: 150, cached: 0 } } }, tools: { totalCalls: 2 } } };
    const t = 'Ripgrep is not available. Falling back to GrepTool.\n' + JSON.stringify(doc, null, 2) + '\nLoaded cached credentials.\n';
    expect(t.split('\n').length).toBeGreaterThan(10);
    expect(geminiAdapter.parseUsage(t)).toEqual({ turns: 3, cost_usd: null, input_tokens: 120, output_tokens: 30, turn_limit_hit: false, extra: { tool_calls: 2 } });
  });
  it('gemini: an unclosed or broken multi-line block is ignored, not fatal', () => {
    expect(geminiAdapter.parseUsage('{\n  "stats": {\n')).toBeNull();
    expect(geminiAdapter.parseUsage('{\n  not json\n}\n')).toBeNull();
  });
  it('copilot: premium requests from the result event', () => {
    const t = [{ type: 'assistant.message', data: { content: 'hi' } }, { type: 'result', usage: { premiumRequests: 2, totalApiDurationMs: 900 } }].map((o) => JSON.stringify(o)).join('\n');
    expect(copilotAdapter.parseUsage(t)).toEqual({ turns: null, cost_usd: null, input_tokens: null, output_tokens: null, turn_limit_hit: false, extra: { premium_requests: 2, api_duration_ms: 900 } });
  });
  it("copilot: turns are the main agent's assistant.turn_start events (a sub-agent's carry agentId)", () => {
    const turn = (turnId: string, agentId?: string) => ({ type: 'assistant.turn_start', id: turnId, ...(agentId ? { agentId } : {}), data: { turnId } });
    const t = [turn('0'), turn('0', 'sub-1'), turn('1'), turn('1', 'sub-1'), turn('2'), { type: 'result', exitCode: 0, usage: { premiumRequests: 1 } }].map((o) => JSON.stringify(o)).join('\n');
    expect(copilotAdapter.parseUsage(t)?.turns).toBe(3);
  });
  it('opencode: one turn per step_finish, cost and tokens summed', () => {
    const step = (cost: number, input: number, output: number) => ({ type: 'step_finish', part: { cost, tokens: { input, output, reasoning: 1, cache: { read: 2, write: 0 } } } });
    const t = [step(0.1, 10, 1), { type: 'text', part: { text: 'x' } }, step(0.2, 20, 2)].map((o) => JSON.stringify(o)).join('\n');
    const u = opencodeAdapter.parseUsage(t)!;
    expect(u.turns).toBe(2);
    expect(u.cost_usd).toBeCloseTo(0.3);
    expect(u.input_tokens).toBe(34);
    expect(u.output_tokens).toBe(5);
  });
  it('command: a Claude-style result line if the executable prints one', () => {
    expect(commandAdapter.parseUsage(JSON.stringify({ type: 'result', num_turns: 1, total_cost_usd: 0.5, usage: {} }))?.cost_usd).toBe(0.5);
    expect(commandAdapter.parseUsage('done')).toBeNull();
  });
});

describe('jsonObjects', () => {
  it('takes a pretty-printed document only from a `{` at column 0 to the next line that is exactly `}`', () => {
    const doc = JSON.stringify({ a: 1, nested: { b: [1, 2] } }, null, 2);
    // Many lone `{` lines before it (indented, or never closed) are not documents.
    const noise = Array.from({ length: 2000 }, (_, i) => (i % 2 ? '  {' : '{ not json')).join('\n');
    expect(jsonObjects(`${noise}\n${doc}\n  {\n  "c": 3\n}\n`)).toEqual([{ a: 1, nested: { b: [1, 2] } }]);
    expect(jsonObjects('{\n"unclosed": 1\n')).toEqual([]);
    expect(jsonObjects('[{"type":"result","n":1},{"type":"x"}]\n{"one":"line"}')).toEqual([{ type: 'result', n: 1 }, { type: 'x' }, { one: 'line' }]);
  });
});

describe('last words (quoted when an attempt exits 0 without its output)', () => {
  it("the CLI's final answer where it prints one in JSON, else the transcript's tail; one line, bounded, the end kept", () => {
    const codex = JSON.stringify({ type: 'item.completed', item: { type: 'agent_message', text: 'Which schema?\n\nPlease confirm.' } }) + '\n' + JSON.stringify({ type: 'turn.completed', usage: {} }) + '\n';
    expect(lastWords(codexAdapter, codex)).toBe('Which schema? Please confirm.');
    expect(lastWords(commandAdapter, 'working...\nShould I delete the old table?\n')).toBe('working... Should I delete the old table?');
    const long = lastWords(commandAdapter, 'x'.repeat(5000) + ' the question?');
    expect(long!.length).toBe(LAST_WORDS_CHARS + 1);
    expect(long!.startsWith('…') && long!.endsWith('the question?')).toBe(true);
    expect(lastWords(commandAdapter, '  \n')).toBeNull();
  });
  it('an attempt cut short (time limit, interruption): a JSON-speaking CLI is quoted only by what it said, never by the raw tail', () => {
    // Killed mid-session before any text of its own: the stream's tail is a tool result (a file it read).
    const cut = [
      { type: 'system', subtype: 'init', session_id: 's-2' },
      { type: 'assistant', message: { content: [{ type: 'tool_use', name: 'Read', input: { file_path: '.env' } }] } },
      { type: 'user', message: { content: [{ type: 'tool_result', content: 'DB_PASSWORD=hunter2-not-masked' }] } },
    ].map((o) => JSON.stringify(o)).join('\n') + '\n';
    expect(lastWords(claudeAdapter, cut, true)).toBeNull();
    expect(lastWords(codexAdapter, JSON.stringify({ type: 'item.completed', item: { type: 'command_execution', aggregated_output: 'SECRET=1' } }) + '\n', true)).toBeNull();
    expect(lastWords(opencodeAdapter, JSON.stringify({ type: 'tool_use', part: { state: { output: 'SECRET=1' } } }) + '\n', true)).toBeNull();
    // What it did say is still quoted; a CLI of plain text (command) is its tail as before.
    const said = cut + JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: 'Reading the config.' }] } }) + '\n';
    expect(lastWords(claudeAdapter, said, true)).toBe('Reading the config.');
    expect(lastWords(commandAdapter, 'Should I delete the old table?\n', true)).toBe('Should I delete the old table?');
  });
});
