// `stagegate status`, `stagegate plan` and `stagegate graph` of a workflow and of a paused run
// through the built CLI: exit 0, one JSON line, the chart alone on stdout. One run for the three
// commands. Proved in-process instead (the same code as the bundle's): status before a run
// (NOT_STARTED, nothing written: test/e2e/cli-next-location.test.ts, cli-newcomer.test.ts), the
// text of status and plan (test/e2e/status.test.ts, plan.test.ts), the chart of a run printed as
// text, alone on stdout (test/e2e/graph.test.ts, whose chart --json carries here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_KEYS, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { REVIEW_LOOP, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate status, plan and graph', () => {
  it('graph: the workflow alone, on stdout; status --json: the paused step after a run; plan --json: the next step; graph --json: the run (completed and next steps classed, the path thick)', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const plain = await ws.run(['graph', 'wf.yaml']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stderr).toBe('');
    expect(plain.stdout).toMatch(/^flowchart TD\n/);
    expect(plain.stdout).toContain('s0 -->|"DRAFTED"| s1');
    expect(plain.stdout).not.toMatch(/^ {2}class s/m);

    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'draft', '--json'])).code).toBe(0);
    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(st.code).toBe(0);
    const j = jsonOf(st);
    expect(Object.keys(j).slice(0, OUTCOME_KEYS.length)).toEqual([...OUTCOME_KEYS]);
    expect(j).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'review', completed_steps: ['draft'] });

    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(plan.code).toBe(0);
    expect(jsonOf(plan)).toMatchObject({ next_step: 'review' });

    const graph = await ws.run(['graph', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(graph.code, graph.stderr).toBe(0);
    expect(graph.stderr).toBe('');
    const g = jsonOf(graph);
    expect(g).toMatchObject({ status: 'DRAWN', run_id: 'r1', run_status: 'PARTIAL_RESUMABLE', steps: [{ id: 'draft', view: 'completed' }, { id: 'review', view: 'next' }, { id: 'revise' }, { id: 'publish' }] });
    expect(g['mermaid']).toContain('s0["✓ draft"]');
    expect(g['mermaid']).toMatch(/^ {2}class s0 completed$/m);
    expect(g['mermaid']).toMatch(/^ {2}class s1 next$/m);
    expect(g['mermaid']).toContain('s0 ==>|"DRAFTED"| s1');
    expect(g['mermaid']).toMatch(/^ {2}linkStyle 0,1 stroke:#1a7f37,stroke-width:3px$/m);
  });
});
