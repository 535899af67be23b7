// Each built-in adapter against a fake executable of that name on PATH (never a real model):
// the exact argv (and that docs/agents.md's Adapters table allows it), the prompt on stdin (byte-identical to `plan --show-prompt`), the STAGEGATE_*
// environment, and usage parsed from that CLI's own output format.
import { chmodSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace, documentedArgv, jsonOf, removeAll, workflow } from './agent-support.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeAll);

const NAMES = ['claude', 'codex', 'gemini', 'copilot', 'opencode'] as const;

function stepWorkflow(agentLine: string, execution = 'delegation_mode: direct_only'): string {
  return workflow(
    `
  review:
    inline_instruction: |
      Review {{topic}} and report.

      status: REVIEWED
    output: 'runs/{{run_id}}/review.md'
    max_turns: 9
${agentLine ? `    ${agentLine}\n` : ''}    statuses: { REVIEWED: DONE }`,
    { optional: ['topic'], execution },
  );
}

/** Where an argv holds the session id the runner chose (a new random UUID per attempt). */
const UUID = '<uuid>';
const withUuid = (argv: string[]) => argv.map((a) => a.replace(/^(--[a-z-]+=)?[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, (_, flag: string | undefined) => `${flag ?? ''}${UUID}`));

const EXPECTED: Record<(typeof NAMES)[number], { argv: string[]; spend: Record<string, number | null>; reported?: Record<string, number> }> = {
  claude: {
    argv: ['-p', '--output-format', 'stream-json', '--verbose', '--model', 'm-1', '--max-turns', '9', '--permission-mode', 'acceptEdits', '--disallowedTools', 'Agent,Task,Workflow', '--session-id', UUID, '--debug'],
    spend: { turns: 2, cost_usd: 0.01, input_tokens: 1000, output_tokens: 200 },
  },
  codex: {
    argv: ['exec', '--json', '--skip-git-repo-check', '--sandbox', 'workspace-write', '--model', 'm-1', '--debug', '-'],
    spend: { turns: null, cost_usd: null, input_tokens: 1000, output_tokens: 200 },
    reported: { cached_input_tokens: 0 },
  },
  gemini: {
    argv: ['--output-format', 'json', '--approval-mode', 'auto_edit', '--skip-trust', '--model', 'm-1', '--debug'],
    spend: { turns: 2, cost_usd: null, input_tokens: 1000, output_tokens: 200 },
    reported: { tool_calls: 1 },
  },
  copilot: {
    argv: ['--output-format', 'json', '--no-ask-user', '--allow-all-tools', '--model', 'm-1', '--excluded-tools=task', `--session-id=${UUID}`, '--debug'],
    spend: { turns: 2, cost_usd: null, input_tokens: null, output_tokens: null },
    reported: { premium_requests: 1, api_duration_ms: 100 },
  },
  opencode: {
    argv: ['run', '--format', 'json', '--model', 'm-1', '--debug'],
    spend: { turns: 2, cost_usd: 0.01, input_tokens: 1000, output_tokens: 200 },
  },
};

describe('built-in adapters', () => {
  for (const name of NAMES) {
    it(`${name}: argv, stdin, environment and usage`, async () => {
      const ws = new Workspace({ 'wf.yaml': stepWorkflow(`agent: ${name}:m-1`) });
      const bin = ws.fakeBin([name]);
      const env = { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl') };
      const shown = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', 'topic=caching', '--show-prompt', 'review']);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=caching', '--json', '--agent-arg=--debug'], { env });
      expect(JSON.parse(r.stdout).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
      const [call] = ws.calls();
      expect(withUuid(call.argv)).toEqual(EXPECTED[name].argv);
      const documented = documentedArgv(name, call.argv);
      expect(documented.matches, `${call.argv.join(' ')} is not what docs/agents.md's Adapters table says: ${documented.pattern}`).toBe(true);
      expect(call.prompt).toBe(shown.stdout);
      expect(call.prompt).toContain('Review caching and report.');
      expect(call.argv.join(' ')).not.toContain('Review caching');
      expect(call.cwd).toBe(ws.dir);
      expect(call.env).toMatchObject({
        STAGEGATE_AGENT: name,
        STAGEGATE_DELEGATION: 'direct',
        STAGEGATE_STEP: 'review',
        STAGEGATE_WORKFLOW: 'agents',
        STAGEGATE_RUN_ID: 'r1',
        STAGEGATE_ARTIFACT: 'runs/r1/review.md',
        STAGEGATE_OUTPUT: ws.path('runs/r1/review.md'),
        STAGEGATE_VISIT: '1',
        STAGEGATE_ATTEMPT: '1',
        STAGEGATE_INPUT_TOPIC: 'caching',
        STAGEGATE_INPUT_RUN_ID: 'r1',
        STAGEGATE_WORKSPACE: ws.dir,
        STAGEGATE_PROMPT_FILE: ws.path('runs/r1/logs/review.v1.a1.prompt.md'),
      });
      const record = ws.state('runs/r1/workflow_state.yaml').steps.review;
      expect(record.agent).toBe(name);
      expect(record.spend).toEqual(EXPECTED[name].spend);
      expect(record.transcripts[0].usage).toEqual(EXPECTED[name].spend);
      if (EXPECTED[name].reported) expect(record.transcripts[0].reported).toEqual(EXPECTED[name].reported);
    });
  }

  it("a model starting with '-' (claude:--dangerously-skip-permissions) is refused, never passed as --model: the flag, the workflow's agent:, and validate", async () => {
    const ws = new Workspace({ 'wf.yaml': stepWorkflow(''), 'bad.yaml': stepWorkflow("agent: 'codex:--full-auto'") });
    const bin = ws.fakeBin(['claude', 'codex']);
    const env = { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl') };
    const flag = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=t', '--agent', 'claude:--dangerously-skip-permissions', '--json'], { env });
    expect(flag.code, flag.stdout + flag.stderr).toBe(2);
    expect(JSON.parse(flag.stdout)).toMatchObject({ status: 'USAGE_ERROR' });
    expect(flag.stdout).toContain("its model '--dangerously-skip-permissions' starts with '-': the claude CLI would read it as an option, not as the model");
    const inFile = await ws.run(['run', 'bad.yaml', '--run-id', 'r2', 'topic=t', '--json'], { env });
    expect(inFile.code, inFile.stdout + inFile.stderr).toBe(5);
    expect(JSON.parse(inFile.stdout)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID' });
    const v = await ws.run(['validate', 'bad.yaml', '--json']);
    const finding = JSON.parse(v.stdout).errors.find((d: { code: string }) => d.code === 'INVALID_VALUE');
    expect(finding?.message, v.stdout).toContain("agent 'codex:--full-auto' of step 'review': its model '--full-auto' starts with '-'");
    expect(finding?.line).toBe(ws.read('bad.yaml').split('\n').findIndex((l) => l.includes('codex:--full-auto')) + 1);
    // Nothing reached an agent CLI.
    expect(ws.exists('calls.jsonl')).toBe(false);
  });

  it('claude under bounded delegation: the delegated attempt may use sub-agents, the direct fallback may not', async () => {
    const ws = new Workspace({
      'wf.yaml': stepWorkflow('', 'delegation_mode: bounded\nagent: claude'),
      'sc.json': JSON.stringify({ steps: { review: [{ skip_output: true }, {}] } }),
    });
    const bin = ws.fakeBin(['claude']);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=x', '--json'], { env: { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl'), FAKE_AGENT_SCENARIO: 'sc.json' } });
    expect(JSON.parse(r.stdout).status).toBe('WORKFLOW_COMPLETE');
    const [delegated, direct] = ws.calls();
    expect(withUuid(delegated.argv)).toEqual(['-p', '--output-format', 'stream-json', '--verbose', '--max-turns', '9', '--permission-mode', 'acceptEdits', '--session-id', UUID]);
    expect(withUuid(direct.argv)).toEqual(['-p', '--output-format', 'stream-json', '--verbose', '--max-turns', '9', '--permission-mode', 'acceptEdits', '--disallowedTools', 'Agent,Task,Workflow', '--session-id', UUID]);
    expect([delegated.env.STAGEGATE_DELEGATION, direct.env.STAGEGATE_DELEGATION]).toEqual(['delegated', 'direct']);
    for (const call of [delegated, direct]) expect(documentedArgv('claude', call.argv).matches, call.argv.join(' ')).toBe(true);
  });

  it('which agent runs a step: --agent beats the step, the step beats execution.agent', { tags: [CAMPAIGN] }, async () => {
    const files = {
      'wf.yaml': workflow(
        `
  one:
    action: First.
    agent: codex
    on_complete: two
  two:
    action: Second.
    on_complete: DONE`,
        { execution: 'agent: gemini' },
      ),
    };
    const ws = new Workspace(files);
    const bin = ws.fakeBin(['codex', 'gemini', 'claude']);
    const env = { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl') };
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env });
    expect(ws.calls().map((c) => c.env.STAGEGATE_AGENT)).toEqual(['codex', 'gemini']);
    await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json', '--agent', 'claude'], { env });
    expect(ws.calls().slice(2).map((c) => c.env.STAGEGATE_AGENT)).toEqual(['claude', 'claude']);
  });

  it('an agent CLI that is not installed is a clear stop before anything runs: the command, how to install it, how to choose another', async () => {
    const ws = new Workspace({ 'wf.yaml': stepWorkflow('agent: opencode') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=x', '--json'], { env: { PATH: '/nonexistent' } });
    expect(r.code).toBe(4);
    const json = JSON.parse(r.stdout);
    expect(json.status).toBe('AGENT_NOT_FOUND');
    expect(json.message).toContain("runs the opencode agent, but its command 'opencode' is not on the PATH; nothing ran");
    expect(json.hint).toContain('npm install -g opencode-ai');
    expect(json.hint).toContain('--agent claude, codex, gemini, copilot');
    expect(json.stages_run).toBe(0);
    // The same from the command line, in the text summary.
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', 'topic=x', '--agent', 'claude'], { env: { PATH: '/nonexistent' } });
    expect(text.code).toBe(4);
    expect(text.stdout).toContain("AGENT_NOT_FOUND  step");
    expect(text.stdout).toContain('npm install -g @anthropic-ai/claude-code');
  });

  it('an agent command removed mid-run: AGENT_NOT_FOUND at its step, which is not counted as a stage run (text and --json)', async () => {
    // `one` removes the agent command the run checked before it started; `two` cannot start it.
    const wf = workflow(`
  one:
    run: 'rm -f agent.sh; echo one > "$STAGEGATE_OUTPUT"; stagegate gate OK'
    output: 'runs/{{run_id}}/one.md'
    statuses: { OK: two }
  two:
    action: Second.
    on_complete: DONE`);
    const agent = '#!/bin/sh\necho never\n';
    for (const json of [true, false]) {
      const ws = new Workspace({ 'wf.yaml': wf, 'agent.sh': agent });
      chmodSync(ws.path('agent.sh'), 0o755);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--agent', 'command', '--agent-command', './agent.sh', ...(json ? ['--json'] : [])]);
      expect(r.code, r.stdout + r.stderr).toBe(4);
      if (json) {
        expect(jsonOf(r)).toMatchObject({ status: 'AGENT_NOT_FOUND', stages_run: 1 });
      } else {
        expect(r.stdout).toContain('AGENT_NOT_FOUND  step two');
        expect(r.stdout).toContain('(1 stage run now)');
      }
    }
  });

  it('a command agent whose path does not exist, is not executable or is a directory is AGENT_NOT_FOUND, saying which', async () => {
    // A script written without `chmod +x` is the usual first-run mistake: the stop says so and how to fix it.
    const ws = new Workspace({ 'wf.yaml': stepWorkflow(''), 'bin/agent.sh': '#!/bin/sh\necho hi\n', 'bin/tools/.keep': '' });
    chmodSync(ws.path('bin/agent.sh'), 0o644);
    const stop = async (command: string): Promise<{ message: string; hint: string }> => {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=x', '--json', '--agent-command', command]);
      expect(r.code, r.stdout + r.stderr).toBe(4);
      const json = JSON.parse(r.stdout);
      expect(json.status).toBe('AGENT_NOT_FOUND');
      return json;
    };
    const missing = await stop('./no-such-agent');
    expect(missing.message).toMatch(/no-such-agent' does not exist; nothing ran$/);
    const plain = await stop('bin/agent.sh');
    expect(plain.message).toMatch(/bin\/agent\.sh' is not executable \(the file has no execute permission\); nothing ran$/);
    expect(plain.hint).toContain(`Make it executable: \`chmod +x ${ws.path('bin/agent.sh')}\``);
    expect(plain.hint).toContain(`git update-index --chmod=+x ${ws.path('bin/agent.sh')}`);
    const folder = await stop('bin/tools');
    expect(folder.message).toMatch(/bin\/tools' is a directory, not a program; nothing ran$/);
  });

  it('bad agent flags are usage errors', async () => {
    const ws = new Workspace({ 'wf.yaml': stepWorkflow('') });
    for (const args of [['--agent', 'gpt'], ['--agent', 'command'], ['--agent', 'claude', '--agent-command', 'x']]) {
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
    }
  });
});
