// REFERENCE_BEFORE_STEP: a step that reads another step's result where the run can reach it before
// that step has run stops there (WORKFLOW_INPUT_REQUIRED) — the first pass of implement -> review ->
// implement whose implement reads the review (the trial of session 43: validate said nothing, the run
// stopped after two stages). validate says it, with the way the run takes, at the placeholder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function findings(steps: string[], files: Record<string, string> = {}): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-validate-order-'));
  dirs.push(dir);
  const yaml = ["version: '4.0'", 'name: order', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', ...steps, ''].join('\n');
  writeFileSync(join(dir, 'wf.yaml'), yaml);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return validateTargets(new Workspace(dir), ['wf.yaml'])
    .diagnostics.filter((d) => d.code === 'REFERENCE_BEFORE_STEP')
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);
}

const LOOP = (implementReads: string) => [
  '  design:',
  '    run: echo d',
  "    output: 'runs/{{run_id}}/design.md'",
  '    statuses: { OK: implement }',
  '  implement:',
  `    inline_instruction: 'Implement {{steps.design.output}}. ${implementReads}'`,
  "    output: 'runs/{{run_id}}/impl.md'",
  '    statuses: { IMPLEMENTED: review }',
  '    max_visits: 4',
  '  review:',
  "    inline_instruction: 'Review {{steps.implement.output}}.'",
  "    output: 'runs/{{run_id}}/review.md'",
  '    statuses: { APPROVED: DONE, CHANGES_REQUESTED: implement }',
  '    max_visits: 4',
];

describe('REFERENCE_BEFORE_STEP', () => {
  it("a loop's first pass that reads the step after it: a warning at the placeholder, with the way the run takes; _or_empty too", () => {
    expect(findings(LOOP('Last review: {{steps.review.output_or_empty}}'))).toEqual([
      `wf.yaml:12:5 warning step 'implement' reads {{steps.review.output_or_empty}}, but the run can reach 'implement' before step 'review' has run (design -> implement), and there it stops with WORKFLOW_INPUT_REQUIRED: a step's result is unresolved until the step has one (_or_empty reads "" only once it has finished, not before it ran)`,
    ]);
    expect(findings(LOOP('Score: {{steps.review.gate.score}}'))[0]).toContain("step 'implement' reads {{steps.review.gate.score}}, but the run can reach 'implement' before step 'review' has run (design -> implement)");
  });

  it("an approval's message reads results as a prompt does: one the run can reach before its step ran is a finding at the message (shown unfilled there); one after it is none", () => {
    const steps = (message: string) => [
      '  sign:',
      `    approval: { message: '${message}' }`,
      '    on_approve: build',
      '  build:',
      '    run: echo b',
      "    output: 'runs/{{run_id}}/build.md'",
      '    statuses: { OK: check }',
      '  check:',
      "    approval: { message: 'Ship {{steps.build.output}}?' }",
      '    on_approve: DONE',
    ];
    expect(findings(steps('Start? Last build: {{steps.build.output}}'))).toEqual([
      `wf.yaml:8:17 warning step 'sign' reads {{steps.build.output}}, but the run can reach 'sign' before step 'build' has run (it is the entry step), and there its approval message is shown unfilled, every {{…}} in it as written: a step's result is unresolved until the step has one`,
    ]);
    expect(findings(steps('Start?'))).toEqual([]);
  });

  it('a result read where the step always ran first (design before implement, implement before review) is no finding', () => {
    expect(findings(LOOP('Visit {{steps.implement.visits}}.'))).toEqual([]);
  });

  it("in a prompt file: at the file's line; the entry step reading a later one says it is the entry", () => {
    const steps = [
      '  draft:',
      '    prompt: prompts/draft.md',
      "    output: 'runs/{{run_id}}/draft.md'",
      '    statuses: { DRAFTED: check }',
      '  check:',
      '    run: echo c',
      "    output: 'runs/{{run_id}}/check.md'",
      '    statuses: { OK: DONE }',
    ];
    expect(findings(steps, { 'prompts/draft.md': 'Draft it.\nThe check said: {{steps.check.gate.status}}\n\nstatus: DRAFTED\n' })).toEqual([
      "prompts/draft.md:2:17 warning step 'draft' reads {{steps.check.gate.status}}, but the run can reach 'draft' before step 'check' has run (it is the entry step), and there it stops with WORKFLOW_INPUT_REQUIRED: a step's result is unresolved until the step has one",
    ]);
  });

  // The fix the hint gives — a decision that routes on visits.<id> > 0 — must quiet the warning.
  const ROUTED = (condition: string, revise = 'revise', implement = 'implement') => [
    '  route:',
    '    decide:',
    `      - if: ${condition}`,
    `        to: ${revise}`,
    `      - else: ${implement}`,
    '    max_visits: 4',
    '  implement:',
    '    run: echo i',
    "    output: 'runs/{{run_id}}/impl.md'",
    '    statuses: { OK: review }',
    '    max_visits: 4',
    '  review:',
    '    run: echo r',
    "    output: 'runs/{{run_id}}/review.md'",
    '    statuses: { AGAIN: route, FINE: DONE }',
    '    max_visits: 4',
    '  revise:',
    "    run: 'echo {{steps.review.output}}'",
    "    output: 'runs/{{run_id}}/revise.md'",
    '    statuses: { OK: review }',
    '    max_visits: 4',
  ];

  it("a decision branch taken only once the step ran (visits.<id> > 0, after visits.<id> == 0, status 'completed') is no way around it", () => {
    expect(findings(ROUTED('visits.review > 0'))).toEqual([]);
    expect(findings(ROUTED('visits.review >= 1 && inputs.run_id != \'\''))).toEqual([]);
    expect(findings(ROUTED("steps.review.status == 'completed'"))).toEqual([]);
    expect(findings(ROUTED('visits.review == 0', 'implement', 'revise'))).toEqual([]);
    // A condition that does not say the step ran still leaves a way: route -> revise.
    expect(findings(ROUTED("visits.review > 0 || inputs.run_id == 'x'"))[0]).toContain("step 'revise' reads {{steps.review.output}}, but the run can reach 'revise' before step 'review' has run (route -> revise)");
    expect(findings(ROUTED('visits.review >= 0'))[0]).toContain('(route -> revise)');
  });

  it('a step reading its own result warns (it has none on its first visit); a join reached around the step warns', () => {
    const own = findings(LOOP('').map((line) => line.replace('Implement {{steps.design.output}}. ', 'Again: {{steps.implement.output_or_empty}}')));
    expect(own).toEqual([
      expect.stringContaining("wf.yaml:12:5 warning step 'implement' reads {{steps.implement.output_or_empty}}, its own result, which it does not have on its first visit (design -> implement), and there it stops with WORKFLOW_INPUT_REQUIRED"),
    ]);
    const diamond = [
      '  a:',
      '    run: echo a',
      "    output: 'runs/{{run_id}}/a.md'",
      '    statuses: { L: b, R: c }',
      '  b:',
      '    run: echo b',
      "    output: 'runs/{{run_id}}/b.md'",
      '    statuses: { OK: d }',
      '  c:',
      '    run: echo c',
      "    output: 'runs/{{run_id}}/c.md'",
      '    statuses: { OK: d }',
      '  d:',
      "    run: 'echo {{steps.a.output}} {{steps.b.output}}'",
      "    output: 'runs/{{run_id}}/d.md'",
      '    statuses: { OK: DONE }',
    ];
    expect(findings(diamond)).toEqual([expect.stringContaining("step 'd' reads {{steps.b.output}}, but the run can reach 'd' before step 'b' has run (a -> c -> d)")]);
  });

  it("a parallel step's branch and a foreach's per_item step are checked too (each item runs the machine from its first step)", () => {
    const parallel = [
      '  checks:',
      '    parallel:',
      '      branches:',
      '        lint:',
      "          run: 'echo {{steps.after.output}}'",
      "          output: 'runs/{{run_id}}/lint.md'",
      '          statuses: { OK: DONE }',
      '    statuses: { PARALLEL_COMPLETE: after }',
      '  after:',
      "    run: 'echo {{steps.checks.branches.lint.output}}'",
      "    output: 'runs/{{run_id}}/after.md'",
      '    statuses: { OK: DONE }',
    ];
    expect(findings(parallel)).toEqual([
      expect.stringContaining("wf.yaml:11:11 warning branch 'lint' of step 'checks' reads {{steps.after.output}}, but the run can reach 'checks' before step 'after' has run (it is the entry step)"),
    ]);
    const foreach = (designReads: string) => [
      '  loop:',
      '    foreach:',
      "      source: 'reg.yaml'",
      '      id_field: id',
      '    per_item:',
      '      design:',
      `        run: 'echo ${designReads}'`,
      "        output: 'runs/{{run_id}}/{{item_id}}-d.md'",
      '        statuses: { OK: verify }',
      '        max_visits: 3',
      '      verify:',
      "        run: 'echo {{steps.design.output}}'",
      "        output: 'runs/{{run_id}}/{{item_id}}-v.md'",
      '        statuses: { DD_VERIFIED: next_artifact, AGAIN: design }',
      '        max_visits: 3',
      '    completion:',
      '      on_complete: DONE',
    ];
    expect(findings(foreach('{{steps.verify.output_or_empty}}'), { 'reg.yaml': '- id: A\n' })).toEqual([
      expect.stringContaining("wf.yaml:13:9 warning step 'design' reads {{steps.verify.output_or_empty}}, but the run can reach 'design' before step 'verify' has run (it is the first step of the per_item of foreach 'loop')"),
    ]);
    expect(findings(foreach('{{item_id}}'), { 'reg.yaml': '- id: A\n' })).toEqual([]);
  });
});
