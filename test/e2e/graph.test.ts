// `stagegate graph` through the CLI's main (in-process): the chart is the one the Action's job
// summary draws (graphBlock, the same workflowFlowchart), for a workflow alone, a paused run, a
// running run (its lock held: graph takes none) and a run id without state; a state a resume
// would refuse and a workflow too large for Mermaid are said with their stop codes.
import { afterAll, describe, expect, it } from 'vitest';
import { chainYaml, jsonOf, removeWorkspaces, waitFor, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { graphBlock } from '../../src/action/report-run.js';
import { MarkdownBudget } from '../../src/action/markdown.js';
import { getStatus } from '../../src/core/commands/status.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

afterAll(removeWorkspaces);

const LOOP = workflowYaml('review-loop', {
  draft: { run: 'source lib.sh; stage DRAFTED', statuses: { DRAFTED: 'review' } },
  review: {
    run: 'source lib.sh; if [ "$STAGEGATE_VISIT" = 1 ]; then stage CHANGES_REQUESTED; else stage APPROVED; fi',
    statuses: { CHANGES_REQUESTED: 'revise', APPROVED: 'publish' },
    extra: 'max_visits: 3',
  },
  revise: { run: 'source lib.sh; stage REVISED', statuses: { REVISED: 'review' } },
  publish: { run: 'source lib.sh; stage PUBLISHED', statuses: { PUBLISHED: 'DONE' } },
});

describe('stagegate graph', () => {
  it("prints, alone on stdout, the chart the Action's summary draws for the same run", async () => {
    const ws = workspaceWith({ 'wf.yaml': LOOP });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'revise', '--json'])).code).toBe(0);
    const r = await ws.run(['graph', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    // The Action's status summary of this run, drawn in this process.
    const report = getStatus(ws.path('.'), 'wf.yaml', { tokens: {}, runId: 'r1' }, {});
    const b = new MarkdownBudget();
    graphBlock(b, loadAndCheck(new Workspace(ws.path('.')), 'wf.yaml'), report.state, report.log?.history);
    expect(b.toString()).toContain(`\`\`\`mermaid\n${r.stdout}\`\`\``);
    // The run's path: review entered twice (visits shown), the loop edge taken once, the next step marked.
    expect(r.stdout).toMatch(/^flowchart TD\n/);
    expect(r.stdout).toContain('s1["▶ review ×2"]');
    expect(r.stdout).toContain('class s0,s2 completed');
    expect(r.stdout).toContain('class s1 next');
    expect(r.stdout).toContain('s2 ==>|"REVISED"| s1');
    const j = jsonOf(await ws.run(['graph', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(j).toMatchObject({ status: 'DRAWN', exit_code: 0, workflow: 'review-loop', workflow_file: 'wf.yaml', run_id: 'r1', state_path: 'runs/r1/workflow_state.yaml', run_status: 'PARTIAL_RESUMABLE', mermaid: r.stdout.trimEnd() });
    expect(j.steps).toEqual([
      { id: 'draft', view: 'completed', visits: 1 },
      { id: 'review', view: 'next', visits: 2 },
      { id: 'revise', view: 'completed', visits: 1 },
      { id: 'publish', view: 'unvisited', visits: 0 },
    ]);
    expect(j.taken).toContainEqual({ from: 'review', to: 'revise', label: 'CHANGES_REQUESTED', times: 1 });
  });

  it('without a run: the workflow alone; a run id without state: the same, and a note on stderr; nothing written', async () => {
    const ws = workspaceWith({ 'wf.yaml': LOOP });
    const plain = await ws.run(['graph', 'wf.yaml']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stderr).toBe('');
    expect(plain.stdout).not.toContain('==>');
    expect(plain.stdout).not.toMatch(/ (completed|next)$/m);
    expect(plain.stdout).toContain('s1 -->|"CHANGES_REQUESTED"| s2');
    expect(jsonOf(await ws.run(['graph', 'wf.yaml', '--json']))).toMatchObject({ status: 'DRAWN', run_id: null, state_path: null, run_status: 'NOT_STARTED' });
    const missing = await ws.run(['graph', 'wf.yaml', '--run-id', 'nope']);
    expect(missing.code).toBe(0);
    expect(missing.stdout).toBe(plain.stdout);
    expect(missing.stderr).toContain('run nope has no state at runs/nope/workflow_state.yaml');
    expect(ws.exists('runs')).toBe(false);
  });

  it('draws a running run as it stands (the step in flight), without taking its lock', async () => {
    const ws = workspaceWith({ 'wf.yaml': chainYaml('chain', ['a', 'b']) });
    ws.write('wf.yaml', chainYaml('chain', ['a', 'b'], { b: { run: 'touch started; while [ ! -e release ]; do sleep 0.05; done; source lib.sh; finish OK' } }));
    ws.commit();
    const running = ws.run(['run', 'wf.yaml', '--run-id', 'live', '--json']);
    try {
      await waitFor(() => ws.exists('started'), 'stage b to start');
      const r = await ws.run(['graph', 'wf.yaml', '--run-id', 'live', '--json']);
      expect(r.code, r.stderr).toBe(0);
      const j = jsonOf(r);
      expect(j.run_status).toBe('IN_PROGRESS');
      expect(j.steps).toEqual([
        { id: 'a', view: 'completed', visits: 1 },
        { id: 'b', view: 'running', visits: 1 },
      ]);
      expect(j.mermaid).toContain('class s1 running');
    } finally {
      ws.write('release', '');
      // The run was not disturbed: it finishes once released.
      expect((await running).code).toBe(0);
    }
  });

  it('a state a resume would refuse: WORKFLOW_STATE_INTEGRITY_VIOLATION (exit 5), as status says it', async () => {
    const ws = workspaceWith({ 'wf.yaml': LOOP });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'draft', '--json'])).code).toBe(0);
    ws.write('runs/r1/workflow_state.journal.jsonl', '');
    const r = await ws.run(['graph', 'wf.yaml', '--run-id', 'r1']);
    expect(r.code).toBe(5);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^stagegate: WORKFLOW_STATE_INTEGRITY_VIOLATION: state runs\/r1\/workflow_state.yaml names journal .* missing or empty/);
    expect(jsonOf(await ws.run(['graph', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exit_code: 5 });
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exit_code: 5 });
  });

  it("an edited workflow: the refusal's fix names the run command to continue, as status's does, never graph with a flag it refuses", async () => {
    const ws = workspaceWith({ 'wf.yaml': LOOP });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'draft', '--json'])).code).toBe(0);
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'done', '--json'])).code).toBe(0);
    ws.write('wf.yaml', LOOP.replace('max_visits: 3', 'max_visits: 4'));
    for (const id of ['r1', 'done']) {
      const graph = jsonOf(await ws.run(['graph', 'wf.yaml', '--run-id', id, '--json']));
      const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', id, '--json']));
      expect(graph).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exit_code: 5 });
      // Before, graph's fix ended "pass --allow-workflow-change to continue this run … (its steps and
      // outputs are checked again)." — a flag graph refuses as a usage error — and said to resume a finished run.
      expect(graph['hint'], id).toBe(status['hint']);
    }
    const paused = jsonOf(await ws.run(['graph', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(paused['hint']).toContain('stagegate run wf.yaml --run-id r1 --allow-workflow-change');
    const finished = await ws.run(['graph', 'wf.yaml', '--run-id', 'done']);
    expect(finished.stderr).toContain('Run done had finished (WORKFLOW_COMPLETE) before the edit');
  });

  it('a workflow too large for Mermaid: GRAPH_TOO_LARGE (exit 4) with the limit it is over; nothing on stdout', async () => {
    const ids = Array.from({ length: 151 }, (_, i) => `s${i}`);
    const ws = workspaceWith({ 'big.yaml': chainYaml('big', ids) });
    const r = await ws.run(['graph', 'big.yaml']);
    expect(r.code).toBe(4);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('stagegate: GRAPH_TOO_LARGE: workflow big (big.yaml) is too large a graph for Mermaid to draw: it has 151 steps, more than the 150 a chart draws');
    expect(r.stderr).toContain('fix: ');
    const j = jsonOf(await ws.run(['graph', 'big.yaml', '--json']));
    expect(j).toMatchObject({ status: 'GRAPH_TOO_LARGE', exit_code: 4, mermaid: null });
    expect(j.steps).toHaveLength(151);
  });
});
