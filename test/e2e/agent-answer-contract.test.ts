/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// An agent step judged by another runner's result contract (aiox step_output, maestro COORDINATE
// RESULT) has no declared output: the block is read from the agent's answer. The agent CLIs print
// that answer inside their JSON output (Claude Code: the result object's `result`; Gemini CLI:
// `response`; Codex: the `agent_message` item's `text`; Copilot CLI: the main agent's last
// `assistant.message`; OpenCode: the text parts of the last message), so the block is never a line of the raw
// transcript. Stand-ins on PATH print exactly those shapes, with the answer JSON-encoded.
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace, jsonOf, removeAll } from './agent-support.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeAll);

const WORKFLOW = `version: '4.0'
name: answers
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  verify:
    inline_instruction: Verify the phase.
    result_contract: maestro_coordinate
    statuses: { SUCCESS: review, FAILURE: BLOCKED }
  review:
    inline_instruction: Review it.
    result_contract: aiox_step_output
    statuses: { completed: DONE, failed: BLOCKED }
`;

// Each stand-in reads its prompt on stdin and answers with the block its contract asks for, in the
// output shape of the CLI it stands in for (and, like the real CLIs, nothing else on stdout).
const STUB = `
let prompt = '';
process.stdin.on('data', (d) => (prompt += d)).on('end', () => {
  const answer = /COORDINATE RESULT/.test(prompt)
    ? 'Verified the phase.\\n\\n--- COORDINATE RESULT ---\\nSTATUS: SUCCESS\\nVERIFICATION_STATUS: passed\\n'
    : 'Reviewed.\\n\\n\`\`\`yaml\\nstep_output:\\n  status: completed\\n  outputs: {score_9p: 9}\\n\`\`\`\\n';
  const cli = process.env.STUB_CLI;
  const line = (o) => process.stdout.write(JSON.stringify(o) + '\\n');
  if (cli === 'claude') line({ type: 'result', subtype: 'success', is_error: false, num_turns: 1, result: answer, total_cost_usd: 0.01, usage: { input_tokens: 10, output_tokens: 5 } });
  else if (cli === 'gemini') process.stdout.write(JSON.stringify({ session_id: 's', response: answer, stats: { models: {}, tools: { totalCalls: 0 } } }, null, 2) + '\\n');
  else if (cli === 'copilot') {
    line({ type: 'user.message', data: { content: prompt } });
    line({ type: 'assistant.turn_start', data: {} });
    line({ type: 'assistant.message', agentId: 'sub-1', data: { content: 'STATUS: FAILURE' } });
    line({ type: 'assistant.message', data: { content: answer } });
    line({ type: 'result', exitCode: 0, usage: { premiumRequests: 1 } });
  } else if (cli === 'opencode') {
    const part = (messageID, text) => ({ type: 'text', sessionID: 's', part: { id: 'p', sessionID: 's', messageID, type: 'text', text } });
    line({ type: 'step_start', sessionID: 's', part: { type: 'step-start', messageID: 'm1' } });
    line(part('m1', 'Let me look. '));
    line({ type: 'step_finish', sessionID: 's', part: { type: 'step-finish', tokens: { input: 10, output: 5, reasoning: 0, cache: { read: 0, write: 0 } }, cost: 0 } });
    line(part('m2', answer.slice(0, 12)));
    line(part('m2', answer.slice(12)));
    line({ type: 'step_finish', sessionID: 's', part: { type: 'step-finish', tokens: { input: 10, output: 5, reasoning: 0, cache: { read: 0, write: 0 } }, cost: 0 } });
  } else {
    line({ type: 'thread.started', thread_id: 't' });
    line({ type: 'turn.started' });
    line({ type: 'item.completed', item: { id: 'item_0', type: 'reasoning', text: 'thinking' } });
    line({ type: 'item.completed', item: { id: 'item_1', type: 'agent_message', text: answer } });
    line({ type: 'turn.completed', usage: { input_tokens: 10, cached_input_tokens: 0, output_tokens: 5 } });
  }
});
`;

function stubBin(ws: Workspace, cli: string): string {
  ws.write('.stub/answer.cjs', STUB);
  ws.write(`.stub/bin/${cli}`, `#!/bin/sh\nSTUB_CLI=${cli} exec '${process.execPath}' '${ws.path('.stub/answer.cjs')}'\n`, 0o755);
  return ws.path('.stub/bin');
}

describe('a result contract read from the answer an agent CLI prints as JSON', () => {
  for (const cli of ['claude', 'gemini', 'codex', 'copilot', 'opencode']) {
    it(`${cli}: the block inside its JSON answer routes the step and its keys reach the gate`, async () => {
      const ws = new Workspace({ 'wf.yaml': WORKFLOW });
      const bin = stubBin(ws, cli);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--agent', cli], { env: { PATH: `${bin}:${process.env['PATH']}` } });
      const out = jsonOf(r);
      expect(out.status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
      const state = ws.state('runs/r1/workflow_state.yaml');
      expect(state.steps.verify.gate.status).toBe('SUCCESS');
      expect(state.steps.verify.gate.verification_status).toBe('passed');
      expect(state.steps.review.gate.status).toBe('completed');
      expect(state.steps.review.gate.score_9p).toBe(9);
      // The transcript (the CLI's JSON as printed) is the evidence, recorded with its digest.
      const evidence = Object.values(state.artifacts as Record<string, any>).find((a) => a.step === 'review');
      expect(evidence.path).toBe('runs/r1/logs/review.v1.a1.log');
    });
  }

  it('an answer without the block still fails the stage, and the fix names the contract, not WORKFLOW_GATE', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf.yaml': WORKFLOW });
    const bin = stubBin(ws, 'claude');
    ws.write('.stub/answer.cjs', STUB.replace("'Verified the phase.", "'Verified, no block' || '"));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', '--agent', 'claude'], { env: { PATH: `${bin}:${process.env['PATH']}` } });
    const out = jsonOf(r);
    expect(out.status).toBe('GATE_RESULT_MISSING');
    expect(out.message).toContain('no --- COORDINATE RESULT --- block');
    expect(out.hint).toContain('--- COORDINATE RESULT ---');
    expect(out.hint).not.toContain('WORKFLOW_GATE');
    expect(ws.state('runs/r1/workflow_state.yaml').steps.review?.status ?? 'pending').toBe('pending');
  });
});
