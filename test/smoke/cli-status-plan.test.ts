// `stagegate status` and `stagegate plan` through the built CLI: exit 0, one JSON line, text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_KEYS, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { REVIEW_LOOP, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate status and plan', () => {
  it('status: NOT_STARTED before a run, the paused step after one; plan: the next step and why', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const none = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(none.code).toBe(0);
    expect(jsonOf(none)).toMatchObject({ status: 'NOT_STARTED', run_id: 'r1', active_step: null, completed_steps: [] });
    expect(ws.exists('runs/r1')).toBe(false);

    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'draft', '--json'])).code).toBe(0);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(st.code).toBe(0);
    const j = jsonOf(st);
    expect(Object.keys(j).slice(0, OUTCOME_KEYS.length)).toEqual([...OUTCOME_KEYS]);
    expect(j).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'review', completed_steps: ['draft'] });
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('review');

    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(plan.code).toBe(0);
    expect(jsonOf(plan)).toMatchObject({ next_step: 'review' });
    const planText = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1']);
    expect(planText.code).toBe(0);
    for (const step of ['draft', 'review', 'revise', 'publish']) expect(planText.stdout).toContain(step);
  });
});
