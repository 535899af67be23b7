// The deterministic fake agent (test/fixtures/fake-agent.cjs) as docs/agents.md tells a user to
// drive an imported workflow with it (the new-user trial of session 39): follow_prompt answers a
// maestro step with its block as plain lines under FAKE_AGENT_FORMAT=none (`--agent command`), and
// a resumed claude session, whose prompt only points back at the contract, answers with the
// block of the session's first prompt — until now the first printed nothing (GATE_RESULT_MISSING)
// and the second threw "the prompt shows no fenced block" (STAGE_FAILED, a stack trace in the log).
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_AGENT, Workspace, jsonOf, removeAll } from './agent-support.js';

afterAll(removeAll);

const CHAIN = JSON.stringify({
  id: 'two',
  name: 'Two commands',
  version: '1.0.0',
  entry: 'verify',
  nodes: {
    verify: { type: 'command', cmd: 'maestro-verify', next: 'check' },
    check: { type: 'decision', eval: 'ctx.result.verification_status', edges: [{ value: 'passed', target: 'done' }, { default: true, target: 'failed' }] },
    done: { type: 'terminal', status: 'success' },
    failed: { type: 'terminal', status: 'failure' },
  },
});

describe('the fake agent answers an imported step as its prompt asks', () => {
  it('follow_prompt with FAKE_AGENT_FORMAT=none: the block as plain lines, so --agent command runs a maestro chain', async () => {
    const ws = new Workspace({ 'chains/two.json': CHAIN, 'follow.json': '{"default": {"follow_prompt": true}}' });
    const r = await ws.run(['run', 'chains/two.json', '--run-id', 'r1', '--json', '--agent', 'command', '--agent-command', FAKE_AGENT], {
      env: { FAKE_AGENT_SCENARIO: 'follow.json', FAKE_AGENT_FORMAT: 'none' },
    });
    const out = jsonOf(r);
    expect(out.status, JSON.stringify(out)).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('.stagegate/maestro/two/r1/logs/verify.v1.a1.log')).toContain('--- COORDINATE RESULT ---\nSTATUS: SUCCESS\n');
  });

  it('follow_prompt in a resumed claude session: the block of the session\'s first prompt', async () => {
    // The first answer has no block (GATE_RESULT_MISSING); the resume continues that session.
    const ws = new Workspace({ 'chains/two.json': CHAIN, 'sc.json': JSON.stringify({ steps: { verify: [{ stdout: 'thinking' }, { follow_prompt: true }] } }) });
    const bin = ws.fakeBin(['claude']);
    const env = { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_SCENARIO: 'sc.json', FAKE_AGENT_LOG: ws.path('calls.jsonl') };
    const first = jsonOf(await ws.run(['run', 'chains/two.json', '--run-id', 'r1', '--json', '--agent', 'claude'], { env }));
    expect(first.status).toBe('GATE_RESULT_MISSING');
    const second = jsonOf(await ws.run(['run', 'chains/two.json', '--run-id', 'r1', '--json', '--agent', 'claude'], { env }));
    expect(second.status, JSON.stringify(second)).toBe('WORKFLOW_COMPLETE');
    const [, resumed] = ws.calls();
    // Claude Code's resume of the attempt's session (forked: --resume=<id> --fork-session).
    expect(resumed.argv.some((a: string) => a.startsWith('--resume'))).toBe(true);
    expect(resumed.prompt).not.toContain('```');
  });
});
