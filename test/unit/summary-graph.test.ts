// The Action's summary graph: one Mermaid shape per kind (decision rhombus, approval hexagon,
// child workflow / phase subroutine, hand-off stadium), foreach as a subgraph of its per-item
// machine, parallel as a fork into a join, edges labelled with the status or branch they route,
// and the run's path and step classes drawn as before.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { withPhaseSteps } from '../../src/core/model/phases.js';
import { itemStepView, workflowFlowchart } from '../../src/core/commands/summary-graph.js';
import type { HistoryEntry, RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';
import { newRunState } from '../helpers/state.js';
import { foreachRecordOf } from '../../src/core/state/state.js';
import { newRecord } from '../../src/core/steps/foreach/schedule.js';
import { workflowPaths } from '../../src/core/validate/workflow-paths.js';

function load(text: string): Workflow {
  const r = loadWorkflowText(text, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return withPhaseSteps(r.workflow);
}

const EVERYTHING = `version: '4.0'
name: everything
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: 'echo review'
    output: 'runs/{{run_id}}/review.md'
    statuses: {REVIEWED: route}
    on_failure: skip
    on_skip: route
  route:
    decide:
      - if: steps.review.gate.score >= 90
        to: sign_off
      - else: review
  sign_off:
    approval: {message: 'Ship it?'}
    on_approve: items
  items:
    foreach: {source: registry.md, id_field: 'Artifact ID', bindings: {slug: {field: 'Artifact ID'}}}
    per_item:
      design:
        run: 'echo d'
        output: 'runs/{{run_id}}/{{slug}}-d.md'
        statuses: {DESIGNED: verify}
      verify:
        run: 'echo v'
        output: 'runs/{{run_id}}/{{slug}}-v.md'
        statuses: {VERIFIED: next_artifact, LATER: defer_current_artifact, AGAIN: design}
    completion: {on_complete: checks}
  checks:
    parallel:
      max_concurrency: 2
      join: all
      branches:
        lint:
          run: 'echo lint'
          output: 'runs/{{run_id}}/lint.md'
          statuses: {LINT_OK: DONE, LINT_FAILED: BLOCKED}
        audit:
          child_workflow: child.yaml
          inputs: {run_id: '{{run_id}}'}
          statuses: {WORKFLOW_COMPLETE: DONE}
    statuses: {PARALLEL_COMPLETE: audit, PARALLEL_FAILED: escalate}
  audit:
    child_workflow: child.yaml
    inputs: {run_id: '{{run_id}}'}
    statuses: {WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: escalate}
  escalate:
    instruction: Hand it to a person.
    terminal_status: WORKFLOW_BLOCKED_DESIGN_REVISION
`;

describe('summary graph shapes', () => {
  const wf = load(EVERYTHING);
  const m = workflowFlowchart(wf).mermaid!;

  it('draws each kind with its own shape', () => {
    expect(m).toContain('s0["review"]');
    expect(m).toContain('s1{"route"}');
    expect(m).toContain('s2{{"sign_off"}}');
    expect(m).toContain('s5[["audit"]]');
    expect(m).toContain('s6(["escalate"])');
  });

  it('labels decision branches, approvals and the failure policy', () => {
    expect(m).toContain('s1 -->|"if steps.review.gate.score >= 90"| s2');
    expect(m).toContain('s1 -->|"else"| s0');
    expect(m).toContain('s2 -->|"approve"| s3');
    expect(m).toContain('s2 -.->|"reject"| nBlocked');
    expect(m).toContain('s0 -->|"on_failure: skip (via on_skip)"| s1');
    expect(m).toContain('s0 -->|"on_skip"| s1');
    expect(m).not.toContain('skip"| x');
  });

  it('draws a foreach as a subgraph of its per-item machine, item tokens leading back', () => {
    expect(m).toMatch(/subgraph s3g\["for each item of registry.md"\]\n {4}direction TB\n {4}s3\[\/"items"\/\]\n {4}s3i0\["design"\]\n {4}s3i1\["verify"\]\n {2}end/);
    expect(m).toContain('s3 -->|"each item"| s3i0');
    expect(m).toContain('s3i0 -->|"DESIGNED"| s3i1');
    expect(m).toContain('s3i1 -->|"VERIFIED: next_artifact"| s3');
    expect(m).toContain('s3i1 -->|"LATER: defer_current_artifact"| s3');
    expect(m).toContain('s3i1 -->|"AGAIN"| s3i0');
    expect(m).toContain('s3 -->|"completion.on_complete"| s4');
  });

  it('draws a parallel step as a fork into its branches and a join its transitions leave from', () => {
    expect(m).toContain('subgraph s4g["parallel: join all, max 2"]');
    expect(m).toContain('s4[\\"checks"/]');
    expect(m).toContain('s4b0["lint"]');
    expect(m).toContain('s4b1[["audit"]]');
    expect(m).toContain('s4j(("join all"))');
    expect(m).toContain('s4 -->|"lint"| s4b0');
    expect(m).toContain('s4 -->|"audit"| s4b1');
    expect(m).toContain('s4b0 -->|"LINT_OK: DONE"| s4j');
    expect(m).toContain('s4b0 -->|"LINT_FAILED: BLOCKED"| s4j');
    expect(m).toContain('s4j -->|"PARALLEL_COMPLETE"| s5');
    expect(m).toContain('s4j -->|"PARALLEL_FAILED"| s6');
  });

  it("labels a foreach with the registry the run read, else its template's placeholders as ‹name›", () => {
    const templated = load(EVERYTHING.replace('source: registry.md', "source: '{{artifact_root}}/reg \"#1\".md'").replace('required: [run_id]', "required: [run_id]\n  defaults: {artifact_root: 'out/{{run_id}}'}"));
    const before = workflowFlowchart(templated).mermaid!;
    expect(before).toContain('subgraph s3g["for each item of ‹artifact_root›/reg ″＃1″.md"]');
    expect(before).not.toContain('{{artifact_root}}');
    const state: RunState = {
      ...newRunState(templated),
      active_step: 'items',
      steps: { items: { kind: 'foreach', status: 'pending', visits: 1, attempts: 0, foreach: foreachRecordOf(newRecord(1, 'out/r1/reg "#1".md', 'markdown', [])) } },
    };
    const during = workflowFlowchart(templated, state).mermaid!;
    expect(during).toContain('subgraph s3g["for each item of out/r1/reg ″＃1″.md"]');
    // A run that has not loaded the registry yet: the template's short form.
    expect(workflowFlowchart(templated, { ...state, steps: {} }).mermaid!).toContain('for each item of ‹artifact_root›/reg');
  });

  it('keeps the run classes and the thick path taken', () => {
    const history: HistoryEntry[] = [
      { seq: 1, at: 't', step: 'review', visit: 1, attempt: 1, outcome: 'transition', code: null, gate_status: 'REVIEWED', exit_status: 0, duration_ms: 1, to: 'route' },
      { seq: 2, at: 't', step: 'route', visit: 1, attempt: 1, outcome: 'transition', code: null, gate_status: null, exit_status: null, duration_ms: 0, to: 'sign_off' },
    ];
    const state: RunState = {
      ...newRunState(wf),
      active_step: 'sign_off',
      status: 'PARTIAL_RESUMABLE',
      steps: {
        review: { kind: 'shell', status: 'completed', visits: 1, attempts: 1 },
        route: { kind: 'decision', status: 'completed', visits: 1, attempts: 0 },
        sign_off: { kind: 'approval', status: 'pending', visits: 1, attempts: 0 },
      },
      transitions: 2,
      last_transition: history[1]!,
    };
    const chart = workflowFlowchart(wf, state, { history });
    const text = chart.mermaid!;
    expect(text).toContain('s0 ==>|"REVIEWED"| s1');
    expect(text).toContain('s1 ==>|"if steps.review.gate.score >= 90"| s2');
    expect(text).toContain('s2{{"▶ sign_off"}}');
    expect(text).toMatch(/class s0,s1 completed/);
    expect(text).toMatch(/class s2 next/);
    expect(chart.taken.map((t) => `${t.from}->${t.to}`)).toEqual(['review->route', 'route->sign_off']);
  });
});

describe('summary graph of a cancelled run', () => {
  it('draws the interrupted step as the next one (it runs again on resume), not as failed; a failed one stays failed', () => {
    const wf = load(EVERYTHING);
    const at = (status: string): RunState => ({
      ...newRunState(wf),
      active_step: 'review',
      status,
      steps: { review: { kind: 'shell', status: 'failed', visits: 1, attempts: 1 } },
    });
    expect(workflowFlowchart(wf, at('WORKFLOW_INTERRUPTED')).mermaid).toMatch(/class s0 next/);
    expect(workflowFlowchart(wf, at('STAGE_FAILED')).mermaid).toMatch(/class s0 failed/);
  });

  it("a foreach's inner step that a cancelled item run left active is next, not running; running only while an item runs it", () => {
    const wf = load(EVERYTHING);
    const item = (over: Partial<RunState>): RunState => ({ ...newRunState(wf), ...over });
    const cancelled = item({ active_step: 'review', status: 'WORKFLOW_INTERRUPTED', steps: { review: { kind: 'shell', status: 'failed', visits: 1, attempts: 1 } } });
    const done = item({ active_step: null, status: 'WORKFLOW_COMPLETE', steps: { review: { kind: 'shell', status: 'completed', visits: 1, attempts: 1 } } });
    expect(itemStepView([done, cancelled], 'review')).toEqual({ view: 'next', completed: 1 });
    const running = item({ active_step: 'review', status: 'RUNNING', in_flight: { step: 'review' } as RunState['in_flight'] });
    expect(itemStepView([done, cancelled, running], 'review').view).toBe('running');
    expect(itemStepView([done], 'review').view).toBe('completed');
  });
});

describe('summary graph of a composite workflow', () => {
  it('draws phases as subroutines in order', () => {
    const wf = load(`version: '4.0'
name: composite
state_path: 'runs/{{run_id}}/composite_state.yaml'
inputs:
  required: [run_id]
phases:
  design:
    workflow: design.yaml
    pass_inputs: [run_id]
  build:
    workflow: build.yaml
    pass_inputs: [run_id]
`);
    const m = workflowFlowchart(wf).mermaid!;
    expect(m).toContain('s0[["design"]]');
    expect(m).toContain('s1[["build"]]');
    expect(m).toContain('s0 -->|"WORKFLOW_COMPLETE"| s1');
    expect(m).toContain('s1 -->|"WORKFLOW_COMPLETE"| nDone');
  });
});

describe('a status routed to ASK (the stage asks a person)', () => {
  // plan lists it `status NEED_INFO → ASK`; the chart drew nothing for it, as if the step could not stop there.
  it('is drawn as an edge labelled with the status into an ASK node, as plan lists it', () => {
    const wf = load(`version: '4.0'
name: asking
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  draft:
    run: 'echo draft'
    output: 'runs/{{run_id}}/draft.md'
    statuses: {DRAFTED: publish, NEED_INFO: ASK}
  publish:
    run: 'echo publish'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {PUBLISHED: DONE, UNSURE: ASK}
`);
    const asked = workflowPaths(wf).steps.flatMap((p) => p.edges.filter((e) => e.kind === 'ask').map((e) => [p.id, e.status, e.to]));
    expect(asked).toEqual([['draft', 'NEED_INFO', 'ASK'], ['publish', 'UNSURE', 'ASK']]);
    const m = workflowFlowchart(wf).mermaid!;
    expect(m).toContain('s0 -->|"NEED_INFO"| nAsk');
    expect(m).toContain('s1 -->|"UNSURE"| nAsk');
    expect(m).toContain('s0 -->|"DRAFTED"| s1');
    // One ASK node, drawn as DONE and BLOCKED are (a place the run stops, not a step).
    expect(m.match(/nAsk\(\["ASK"\]\)/g)).toHaveLength(1);
    expect(m).toMatch(/class [^\n]*nAsk[^\n]* terminal/);
    expect(m).not.toContain('? ASK');
  });
});

describe('a chart too large to draw says which limit it is over', () => {
  /** A chain of `n` shell steps, each routing OK to the next and BACK to the one before. */
  const chain = (n: number, back = false) =>
    load(
      [
        "version: '4.0'",
        'name: big',
        "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
        'inputs:',
        '  required: [run_id]',
        'steps:',
        ...Array.from({ length: n }, (_, i) => [`  s${i}:`, `    run: 'echo ${i}'`, `    output: 'runs/{{run_id}}/${i}.md'`, `    statuses: {OK: ${i === n - 1 ? 'DONE' : `s${i + 1}`}${back ? `, BACK: s${Math.max(0, i - 1)}, AGAIN: s${i}, STOP: BLOCKED` : ''}}`]).flat(),
      ].join('\n') + '\n',
    );

  it('steps: over MAX_STEPS (a foreach and parallel step count their inner steps)', () => {
    expect(workflowFlowchart(chain(150)).mermaid).toBeDefined();
    const chart = workflowFlowchart(chain(151));
    expect(chart.mermaid).toBeUndefined();
    expect(chart.tooLarge).toBe('it has 151 steps, more than the 150 a chart draws');
    expect(chart.steps).toHaveLength(151);
  });

  it('transitions: over MAX_EDGES', () => {
    const chart = workflowFlowchart(chain(101, true));
    expect(chart.mermaid).toBeUndefined();
    expect(chart.tooLarge).toBe('it has 404 transitions, more than the 400 a chart draws');
  });

  it('characters: over maxChars even with labels shortened', () => {
    const chart = workflowFlowchart(chain(20), undefined, { maxChars: 500 });
    expect(chart.mermaid).toBeUndefined();
    expect(chart.tooLarge).toMatch(/^its chart is [\d,]+ characters long even with labels shortened to 12 \(Mermaid draws at most 500 here\)$/);
    expect(workflowFlowchart(chain(20)).tooLarge).toBeUndefined();
  });
});

describe("a plan's next step in the graph (the Action's command: plan)", () => {
  const wf = load(`version: '4.0'
name: three
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'echo a'
    output: 'runs/{{run_id}}/a.md'
    statuses: {OK: b}
  b:
    run: 'echo b'
    output: 'runs/{{run_id}}/b.md'
    statuses: {OK: c}
  c:
    run: 'echo c'
    output: 'runs/{{run_id}}/c.md'
    statuses: {OK: DONE}
`);
  const views = (chart: ReturnType<typeof workflowFlowchart>) => Object.fromEntries(chart.steps.map((s) => [s.id, s.view]));

  it('without a state (a run not started, a fresh plan): the step the plan names is next', () => {
    const chart = workflowFlowchart(wf, undefined, { next: 'a' });
    expect(views(chart)).toEqual({ a: 'next', b: 'unvisited', c: 'unvisited' });
    expect(chart.mermaid).toContain('s0["▶ a"]');
    expect(chart.mermaid).toMatch(/\n {2}class s0 next(\n|$)/);
    expect(views(workflowFlowchart(wf, undefined))).toEqual({ a: 'unvisited', b: 'unvisited', c: 'unvisited' });
  });

  it("with a state whose active step is another (a source change goes back to an earlier step): the plan's step is next, the active one as its record says; null: none", () => {
    const state = { ...newRunState(wf), active_step: 'c' };
    expect(views(workflowFlowchart(wf, state))).toMatchObject({ c: 'next' });
    expect(views(workflowFlowchart(wf, state, { next: 'b' }))).toMatchObject({ b: 'next', c: 'unvisited' });
    expect(views(workflowFlowchart(wf, state, { next: null }))).toMatchObject({ a: 'unvisited', b: 'unvisited', c: 'unvisited' });
  });
});
