// `stagegate gate` from inside real stages: the block it writes is the one the runner accepts
// (counts, next, extra keys with their types), stages reach it through PATH and $STAGEGATE_BIN
// with nothing installed, parallel branches get their branch as step, and a second block or bad
// values are refused and name the cause. Outside a stage: process/cli-gate.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const STATE = (id: string) => `runs/${id}/workflow_state.yaml`;

describe('in a stage', () => {
  it('appends the block the runner accepts, with counts, next and typed extra keys', { tags: [CAMPAIGN] }, async () => {
    const run = [
      '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"',
      "printf '# Review\\n\\nTwo findings.' >\"$STAGEGATE_OUTPUT\"", // no newline at the end: gate adds it
      'stagegate gate CHANGES_REQUESTED --high 2 --critical 1 --open 3 --next revise --set score=70 --set ratio=0.5 --set ok=false --set note="a: b #c" --set unresolved_qids=[Q-1,Q-2] --set empty=null',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('g', { review: { run, statuses: { CHANGES_REQUESTED: 'DONE' } } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/g1/review.md')).toBe(
      [
        '# Review',
        '',
        'Two findings.',
        '',
        'WORKFLOW_GATE:',
        '  workflow: g',
        '  step: review',
        '  status: CHANGES_REQUESTED',
        '  unresolved_critical: 1',
        '  unresolved_high: 2',
        '  source_resolvable_open: 3',
        '  artifact: runs/g1/review.md',
        '  next_recommended: revise',
        '  score: 70',
        '  ratio: 0.5',
        '  ok: false',
        '  note: "a: b #c"',
        '  unresolved_qids:',
        '    - Q-1',
        '    - Q-2',
        '  empty: null',
        '',
      ].join('\n'),
    );
    const state = ws.yaml(STATE('g1'));
    expect(state.last_gate).toMatchObject({ status: 'CHANGES_REQUESTED', unresolved_high: 2, score: 70, ratio: 0.5, ok: false, note: 'a: b #c', empty: null });
    expect(state.unresolved_qids).toEqual(['Q-1', 'Q-2']);
    // Its one line goes to the stage's log.
    expect(ws.read('runs/g1/logs/review.v1.a1.log')).toBe('stagegate gate: CHANGES_REQUESTED written to runs/g1/review.md\n');
  });

  it('refuses a status the step does not route (STAGEGATE_STATUSES), writing nothing, so the stage can still gate right', { tags: [CAMPAIGN] }, async () => {
    const run = ['printf "%s\\n" "$STAGEGATE_STATUSES" >statuses.txt', 'stagegate gate WRONG || echo "rc=$?" >rc.txt', 'stagegate gate APPROVED'].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('g', { review: { run, statuses: { APPROVED: 'DONE', CHANGES_REQUESTED: 'DONE' } } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('statuses.txt')).toBe('APPROVED CHANGES_REQUESTED\n');
    expect(ws.read('rc.txt')).toBe('rc=2\n');
    expect(ws.read('runs/g1/logs/review.v1.a1.log')).toContain("stagegate gate: step review does not route status 'WRONG' (allowed: APPROVED, CHANGES_REQUESTED); nothing was written. Use one of those, or route it in the step's statuses: map (WRONG: <next step>) in the workflow file\n");
    expect(ws.read('runs/g1/review.md').match(/^WORKFLOW_GATE:$/gm)).toHaveLength(1);
    expect(ws.yaml(STATE('g1')).last_gate).toMatchObject({ status: 'APPROVED' });
  });

  it('makes the output (and its folder) when the stage wrote nothing else, and the defaults are 0 and null', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('g', { only: { run: 'stagegate gate OK' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g2', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/g2/only.md')).toBe('WORKFLOW_GATE:\n  workflow: g\n  step: only\n  status: OK\n  unresolved_critical: 0\n  unresolved_high: 0\n  source_resolvable_open: 0\n  artifact: runs/g2/only.md\n  next_recommended: null\n');
  });

  it('$STAGEGATE_BIN reaches stagegate even with an empty PATH', { tags: [CAMPAIGN] }, async () => {
    const run = 'PATH=/nonexistent "$STAGEGATE_BIN" gate OK';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('g', { bare: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g3', '--json']);
    expect(jsonOf(r).status, ws.read('runs/g3/logs/bare.v1.a1.log')).toBe('WORKFLOW_COMPLETE');
  });

  it('a nested run inside a stage reaches stagegate the same way, and its own stages too', { tags: [CAMPAIGN] }, async () => {
    const inner = workflowYaml('inner', { leaf: { run: 'stagegate gate OK', output: 'inner/{{run_id}}/leaf.md' } }, { stateYaml: 'inner/{{run_id}}/workflow_state.yaml' });
    const outer = workflowYaml('outer', { nest: { run: 'stagegate run inner.yaml --run-id i1 --quiet && stagegate gate OK' } });
    const ws = workspaceWith({ 'outer.yaml': outer, 'inner.yaml': inner });
    const r = await ws.run(['run', 'outer.yaml', '--run-id', 'o1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.yaml('inner/i1/workflow_state.yaml').status).toBe('WORKFLOW_COMPLETE');
  });

  it('a parallel branch gates as its branch', { tags: [CAMPAIGN] }, async () => {
    const wf = `version: '4.0'
name: par
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  checks:
    parallel:
      branches:
        lint: { run: 'stagegate gate PASSED', output: 'runs/{{run_id}}/lint.md', statuses: { PASSED: DONE } }
        unit: { run: 'stagegate gate PASSED', output: 'runs/{{run_id}}/unit.md', statuses: { PASSED: DONE } }
    statuses: { PARALLEL_COMPLETE: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/p1/lint.md')).toContain('  step: lint\n');
  });

  it('refuses a second block (the runner would refuse the output), writing nothing', { tags: [CAMPAIGN] }, async () => {
    const run = 'stagegate gate OK; stagegate gate OK';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('g', { twice: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g4', '--json']);
    expect(r.code).toBe(6);
    expect(jsonOf(r).status).toBe('STAGE_FAILED');
    expect(ws.read('runs/g4/twice.md').match(/^WORKFLOW_GATE:$/gm)).toHaveLength(1);
    expect(ws.read('runs/g4/logs/twice.v1.a1.log')).toContain('already holds a WORKFLOW_GATE block; a second one makes the result GATE_RESULT_MISSING');
  });

  // review writes its report on its first visit only, then gates by visit; fix changes something between.
  const revisit = (second: string) => `version: '4.0'
name: g
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: ${JSON.stringify(`if [ "$STAGEGATE_VISIT" = 1 ]; then mkdir -p "\${STAGEGATE_OUTPUT%/*}"; printf '# Review\\n\\nOne finding.\\n' >"$STAGEGATE_OUTPUT"; stagegate gate CHANGES_REQUESTED --high 1; else ${second}; fi`)}
    output: 'runs/{{run_id}}/review.md'
    statuses: {CHANGES_REQUESTED: fix, APPROVED: DONE}
    max_visits: 2
  fix:
    run: 'printf "fixed\\n" >>fixes.txt; mkdir -p "\${STAGEGATE_OUTPUT%/*}"; printf "# Fix\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
    output: 'runs/{{run_id}}/fix.md'
    statuses: {OK: review}
`;

  it('on a revisit, replaces the block of an output left exactly as the run accepted it', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': revisit('stagegate gate APPROVED') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g6', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const report = ws.read('runs/g6/review.md');
    expect(report.match(/^WORKFLOW_GATE:$/gm)).toHaveLength(1);
    expect(report).toBe('# Review\n\nOne finding.\n\nWORKFLOW_GATE:\n  workflow: g\n  step: review\n  status: APPROVED\n  unresolved_critical: 0\n  unresolved_high: 0\n  source_resolvable_open: 0\n  artifact: runs/g6/review.md\n  next_recommended: null\n');
    expect(ws.yaml(STATE('g6')).last_gate).toMatchObject({ step: 'review', status: 'APPROVED' });
    expect(ws.read('runs/g6/logs/review.v2.a1.log')).toBe('stagegate gate: APPROVED written to runs/g6/review.md (in place of the block the run accepted on an earlier visit)\n');
  });

  it('on a revisit, an output the stage changed after the accepted block is still refused, writing nothing', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': revisit('printf "more\\n" >>"$STAGEGATE_OUTPUT"; stagegate gate APPROVED') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g7', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('STAGE_FAILED');
    expect(ws.read('runs/g7/review.md').match(/^WORKFLOW_GATE:$/gm)).toHaveLength(1);
    expect(ws.read('runs/g7/review.md')).toMatch(/status: CHANGES_REQUESTED\n[^]*more\n$/);
    expect(ws.read('runs/g7/logs/review.v2.a1.log')).toContain('already holds a WORKFLOW_GATE block');
  });

  it('bad values are usage errors inside the stage (exit 2), named', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('g', { bad: { run: 'stagegate gate OK --high two' } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g5']);
    expect(r.code).toBe(6);
    expect(ws.read('runs/g5/logs/bad.v1.a1.log')).toContain("--high must be a whole number >= 0 (got 'two')");
  });
});

describe('the CLI run in-process (CliIO)', () => {
  it("a relative output and state path are the invocation's working directory's, not the process's", async () => {
    const ws = workspaceWith({});
    const env = { STAGEGATE_OUTPUT: 'out/review.md', STAGEGATE_ARTIFACT: 'out/review.md', STAGEGATE_WORKFLOW: 'wf', STAGEGATE_STEP: 'review', STAGEGATE_STATE_PATH: 'runs/none/workflow_state.yaml' };
    const r = await ws.run(['gate', 'OK'], { env });
    expect([r.code, r.stderr]).toEqual([0, 'stagegate gate: OK written to out/review.md\n']);
    expect(ws.read('out/review.md')).toContain('  step: review\n  status: OK\n');
  });
});
