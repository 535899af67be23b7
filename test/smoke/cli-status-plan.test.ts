// `stagegate status`, `stagegate plan` and `stagegate graph` of a workflow and of a paused run
// through the built CLI: exit 0, one JSON line, text, the chart alone on stdout (plain, and
// coloured by the run). One run for the three commands (a node start and a stage each less than a
// run per command); the columns of long step ids: test/e2e/status.test.ts (in-process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_KEYS, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { REVIEW_LOOP, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate status, plan and graph', () => {
  it('status: NOT_STARTED before a run, the paused step after one; plan: the next step and why; graph: the workflow alone, then the run (completed and next steps classed, the path thick), --json', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const none = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(none.code).toBe(0);
    expect(jsonOf(none)).toMatchObject({ status: 'NOT_STARTED', run_id: 'r1', active_step: null, completed_steps: [] });
    expect(ws.exists('runs/r1')).toBe(false);
    const plain = await ws.run(['graph', 'wf.yaml']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/^flowchart TD\n/);
    expect(plain.stdout).toContain('s0 -->|"DRAFTED"| s1');
    expect(plain.stdout).not.toMatch(/^ {2}class s/m);

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

    const graph = await ws.run(['graph', 'wf.yaml', '--run-id', 'r1']);
    expect(graph.code, graph.stderr).toBe(0);
    expect(graph.stderr).toBe('');
    expect(graph.stdout).toContain('s0["✓ draft"]');
    expect(graph.stdout).toMatch(/^ {2}class s0 completed$/m);
    expect(graph.stdout).toMatch(/^ {2}class s1 next$/m);
    expect(graph.stdout).toContain('s0 ==>|"DRAFTED"| s1');
    expect(graph.stdout).toMatch(/^ {2}linkStyle 0,1 stroke:#1a7f37,stroke-width:3px$/m);
    const graphJson = await ws.run(['graph', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(graphJson.code).toBe(0);
    expect(graphJson.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(jsonOf(graphJson)).toMatchObject({ status: 'DRAWN', run_id: 'r1', run_status: 'PARTIAL_RESUMABLE', mermaid: graph.stdout.trimEnd(), steps: [{ id: 'draft', view: 'completed' }, { id: 'review', view: 'next' }, { id: 'revise' }, { id: 'publish' }] });
  });
});
