/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// An imported step judged by its runner's result block (maestro's COORDINATE RESULT, aiox's
// step_output) has a gate only as that block gives it. When a later decision reads a key of it
// that the block's usual fields do not hold (a chain's business_test_status, an aiox verdict),
// the prompt's block template must carry the key: the contract says "end your answer with exactly
// this block", and an agent that fills in exactly that block — the fake agent's follow_prompt —
// otherwise leaves the key out, and the decision routes on null (the new-user trial of session
// 39: quality-loop looped to its visit limit, qa-loop stopped BLOCKED).
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace, jsonOf, removeAll } from './agent-support.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeAll);

const CHAIN = JSON.stringify({
  id: 'biz',
  name: 'Business test',
  version: '1.0.0',
  entry: 'business_test',
  nodes: {
    business_test: { type: 'command', cmd: 'quality-business-test', args: '--auto', next: 'check' },
    check: {
      type: 'decision',
      eval: 'ctx.result.business_test_status',
      edges: [
        { value: 'passed', target: 'done' },
        { default: true, target: 'failed' },
      ],
    },
    done: { type: 'terminal', status: 'success' },
    failed: { type: 'terminal', status: 'failure' },
  },
}, null, 2);

const AIOX = `workflow:
  id: review-loop
  name: Review loop
  sequence:
    - step: review
      agent: qa
      action: Review the story
      outputs:
        - verdict
    - step: check
      agent: system
      condition_check:
        - condition: verdict == "APPROVE"
          action: complete
        - condition: verdict == "REJECT"
          action: continue
          next: fix
    - step: fix
      agent: dev
      action: Fix what the review found
      on_success:
        next: review
`;

/** The run with a fake `claude` on PATH that ends its answer with the prompt's block, filled in literally. */
async function runFollowing(ws: Workspace, file: string): Promise<any> {
  const bin = ws.fakeBin(['claude']);
  const r = await ws.run(['run', file, '--run-id', 'r1', '--json', '--agent', 'claude'], {
    env: { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_SCENARIO: 'follow.json', FAKE_AGENT_LOG: ws.path('calls.jsonl') },
  });
  return jsonOf(r);
}

describe('the block template names the keys later steps read', () => {
  it('maestro: a decision reading ctx.result.business_test_status gets the value the agent reports in the block', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'chains/biz.json': CHAIN, 'follow.json': '{"default": {"follow_prompt": true}}' });
    const out = await runFollowing(ws, 'chains/biz.json');
    // Without the key in the template, the block has no BUSINESS_TEST_STATUS: the default edge, the failure terminal.
    expect(out.status, JSON.stringify(out)).toBe('WORKFLOW_COMPLETE');
    const prompt = ws.calls()[0].prompt as string;
    const template = /```\n(--- COORDINATE RESULT ---[\s\S]*?)```/.exec(prompt)![1]!;
    expect(template).toContain('BUSINESS_TEST_STATUS: <passed | …, read by check>\n');
    // The fields maestro's own template offers stay, once each.
    expect(template.match(/^REVIEW_VERDICT:/gm)).toHaveLength(1);
    expect(ws.state('.stagegate/maestro/biz/r1/workflow_state.yaml').steps.business_test.gate.business_test_status).toBe('passed');
  });

  it('aiox: a condition_check on verdict reads the verdict the agent reports under outputs', { tags: [CAMPAIGN] }, async () => {
    const ws = new Workspace({ 'wf/review-loop.yaml': AIOX, 'follow.json': '{"default": {"follow_prompt": true}}' });
    const out = await runFollowing(ws, 'wf/review-loop.yaml');
    // Without it, the step_output template shows `outputs: {}`: no verdict, and check routes to BLOCKED.
    expect(out.status, JSON.stringify(out)).toBe('WORKFLOW_COMPLETE');
    const prompt = ws.calls()[0].prompt as string;
    const template = /## Stage contract[\s\S]*?```yaml\n([\s\S]*?)```/.exec(prompt)![1]!;
    expect(template).toContain('  outputs:          # named results later steps need\n    verdict: <APPROVE | REJECT | …, read by check>\n');
    expect(template).not.toContain('outputs: {}');
    expect(ws.calls()).toHaveLength(1);
  });
});
