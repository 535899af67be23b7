// The gate keys later steps read of a step (model/gate-reads.ts), as an imported step's result
// template names them: a foreach's per-item steps read the item run's steps, not the parent's.
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { gateKeysNamed, gateKeysRead } from '../../src/core/model/gate-reads.js';
import { itemWorkflow } from '../../src/core/steps/foreach/item-workflow.js';
import type { Workflow } from '../../src/core/model/workflow.js';

// A top-level verify and a per-item verify of the same id: the per-item judge and report read
// the per-item one's verdict and score; report (top level) reads the top-level one's status.
const YAML = `version: '4.0'
name: probe
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  verify:
    run: 'echo'
    output: 'a.md'
    statuses: {OK: loop}
  loop:
    foreach:
      source: 'reg.md'
      id_field: ID
    per_item:
      verify:
        run: 'echo'
        output: 'v.md'
        statuses: {OK: judge}
      judge:
        decide:
          - if: steps.verify.gate.verdict == 'pass'
            to: report
          - else: next_artifact
      report:
        run: 'echo {{steps.verify.gate.score}}'
        output: 'r.md'
        statuses: {OK: next_artifact}
    completion:
      on_complete: summary
  summary:
    run: 'echo {{steps.verify.gate.status}}'
    output: 's.md'
    statuses: {OK: DONE}
`;

function load(): Workflow {
  const r = loadWorkflowText(YAML, 'wf.yaml', '/tmp/wf.yaml');
  expect(r.diagnostics).toEqual([]);
  return r.workflow!;
}

describe('gateKeysRead', () => {
  it("a per-item step's reads are the item run's: not added to the parent's step of the same id", () => {
    const wf = load();
    expect(gateKeysRead(wf, 'verify')).toEqual([{ key: 'status', values: [], readers: ['summary'] }]);
  });

  it("the per-item step's own template names the keys the per-item decision and texts read", () => {
    const wf = load();
    const items = itemWorkflow({ parent: wf, step: wf.steps.get('loop')!, statePath: 'runs/r1/foreach/loop/a/v1/workflow_state.yaml', inputNames: ['run_id'] });
    expect(gateKeysRead(items, 'verify')).toEqual([
      { key: 'verdict', values: ['pass'], readers: ['judge'] },
      { key: 'score', values: [], readers: ['report'] },
    ]);
  });
});

describe('gateKeysRead step ids', () => {
  it('a placeholder names its step exactly (Build is not build); a decision finds it case-insensitively', () => {
    const r = loadWorkflowText(`version: '4.0'
name: casey
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  Build:
    run: 'echo'
    output: 'a.md'
    statuses: {OK: build}
  build:
    run: 'echo {{steps.Build.gate.score}}'
    output: 'b.md'
    statuses: {OK: route}
  route:
    decide:
      - if: steps.BUILD.gate.Verdict == 'ok'
        to: DONE
      - else: BLOCKED
`, 'wf.yaml', '/tmp/wf.yaml');
    expect(r.diagnostics).toEqual([]);
    const wf = r.workflow!;
    expect(gateKeysRead(wf, 'build')).toEqual([{ key: 'Verdict', values: ['ok'], readers: ['route'] }]);
    expect(gateKeysRead(wf, 'Build')).toEqual([{ key: 'score', values: [], readers: ['build'] }, { key: 'Verdict', values: ['ok'], readers: ['route'] }]);
  });
});

// gateKeysNamed (the keys a refused secret's withholding keeps as written) and gateKeysRead (an
// imported step's block template) walk the same reads, over a wider scope for the first: every
// per_item step and parallel branch the file holds.
describe('gateKeysNamed and gateKeysRead agree where their scopes overlap', () => {
  const keysReadOf = (wf: Workflow): string[] => [...wf.steps.keys()].flatMap((id) => gateKeysRead(wf, id).map((k) => k.key));

  it("every key the parent's steps and the item run's steps read, and no other, when no branch is read", () => {
    const wf = load();
    const items = itemWorkflow({ parent: wf, step: wf.steps.get('loop')!, statePath: 'runs/r1/foreach/loop/a/v1/workflow_state.yaml', inputNames: ['run_id'] });
    expect(new Set(gateKeysNamed(wf))).toEqual(new Set([...keysReadOf(wf), ...keysReadOf(items)]));
    expect(new Set(gateKeysNamed(wf))).toEqual(new Set(['status', 'verdict', 'score']));
  });

  it("a branch's gate read by a decision or a placeholder, and a branch's own text, are named but read of no step", () => {
    const r = loadWorkflowText(`version: '4.0'
name: fan
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'echo'
    output: 'a.md'
    statuses: {OK: p}
  p:
    parallel:
      branches:
        b1:
          run: 'echo {{steps.a.gate.inbranch}}'
          output: 'b1.md'
          statuses: {OK: DONE}
    statuses: {PARALLEL_COMPLETE: route}
  route:
    decide:
      - if: steps.a.gate.verdict == 'ok' && steps.p.branches.b1.gate.score == '3'
        to: last
      - else: BLOCKED
  last:
    run: 'echo {{steps.a.gate.note}} {{steps.p.branches.b1.gate.tail}}'
    output: 'l.md'
    statuses: {OK: DONE}
`, 'wf.yaml', '/tmp/wf.yaml');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const wf = r.workflow!;
    expect(gateKeysRead(wf, 'a')).toEqual([
      { key: 'inbranch', values: [], readers: ['p'] },
      { key: 'verdict', values: ['ok'], readers: ['route'] },
      { key: 'note', values: [], readers: ['last'] },
    ]);
    expect(gateKeysRead(wf, 'p')).toEqual([]);
    expect(new Set(gateKeysNamed(wf))).toEqual(new Set(['inbranch', 'verdict', 'score', 'note', 'tail']));
    // Every key a step's reads name is named.
    for (const key of keysReadOf(wf)) expect(gateKeysNamed(wf)).toContain(key);
  });
});
