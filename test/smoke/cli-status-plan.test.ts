// `stagegate status` and `stagegate plan` through the built CLI: exit 0, one JSON line, text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_KEYS, jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
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

  it('status and plan keep their columns for step ids longer than the column (real 4.0 ids run to 40 characters)', async () => {
    const long = 'design_artifact_decomposition_verification';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('long-ids', { draft: { run: 'source lib.sh; stage DRAFTED', statuses: { DRAFTED: long } }, [long]: { run: 'source lib.sh; stage VERIFIED', statuses: { VERIFIED: 'DONE' } } }) });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).code).toBe(0);
    // The column after the id starts at the same place on every step line.
    const columnOf = (stdout: string, word: RegExp) => stdout.split('\n').filter((l) => word.test(l) && /^\s+(\S\s)?(draft|design_artifact)/.test(l)).map((l) => l.search(word));
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    const statusColumns = columnOf(status.stdout, /completed/);
    expect(statusColumns).toHaveLength(2);
    expect(new Set(statusColumns).size).toBe(1);
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r2']);
    const planColumns = columnOf(plan.stdout, /shell/);
    expect(planColumns).toHaveLength(2);
    expect(new Set(planColumns).size).toBe(1);
  });
});
