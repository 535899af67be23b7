// validate refuses a step id (or a branch id) that cannot be one file name — a step's id names its
// stage logs — before, `../../elsewhere/step` or an id holding NUL passed validate and the run
// refused it (PATH_OUTSIDE_WORKSPACE) only as the step started.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The STEP_ID_INVALID findings of a workflow whose first step and whose one branch have these ids. */
function invalidIds(stepId: string, branchId = 'one'): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-validate-ids-'));
  dirs.push(dir);
  const yaml = [
    "version: '4.0'",
    'name: ids',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    `  ${JSON.stringify(stepId)}:`,
    "    run: 'stagegate gate OK'",
    "    output: 'runs/{{run_id}}/a.md'",
    '    statuses: {OK: both}',
    '  both:',
    '    parallel:',
    '      branches:',
    `        ${JSON.stringify(branchId)}:`,
    "          run: 'stagegate gate OK'",
    "          output: 'runs/{{run_id}}/b.md'",
    '          statuses: {OK: DONE}',
    '    statuses: {PARALLEL_COMPLETE: DONE}',
    '',
  ].join('\n');
  writeFileSync(join(dir, 'wf.yaml'), yaml);
  return validateTargets(new Workspace(dir), ['wf.yaml'])
    .diagnostics.filter((d) => d.code === 'STEP_ID_INVALID')
    .map((d) => `${d.line} ${d.message}`);
}

describe('validate: step ids name files', () => {
  it('an id with a separator, . or .., NUL or a control character is STEP_ID_INVALID at its line', () => {
    expect(invalidIds('../../../../elsewhere/step')).toEqual(["7 step '../../../../elsewhere/step' cannot name a file (its stage log is logs/<step>.v<visit>.a<attempt>.log): it holds a path separator (/ or \\)"]);
    expect(invalidIds('a\\b')).toHaveLength(1);
    expect(invalidIds('..')).toEqual(["7 step '..' cannot name a file (its stage log is logs/<step>.v<visit>.a<attempt>.log): '..' is a folder, not a file name"]);
    expect(invalidIds('bad\u0000id')[0]).toMatch(/NUL or another control character/);
    expect(invalidIds('tab\there')).toHaveLength(1);
    expect(invalidIds('fine', 'x/y')).toEqual([expect.stringMatching(/^14 branch 'x\/y' .*cannot name a file .*path separator/)]);
  });

  it('ids real workflows use stay valid (dots, dashes, underscores, =, unicode)', () => {
    for (const id of ['build', 'step-1', 'phase_2.review', 'a..b', '.hidden', 'k=v', 'revisão', 'STEP']) expect(invalidIds(id), id).toEqual([]);
  });
});

/** The STEP_ID_CASE_COLLISION findings (`line message`) of a workflow file's text. */
function caseCollisions(yaml: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-validate-case-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yaml'), yaml);
  return validateTargets(new Workspace(dir), ['wf.yaml'])
    .diagnostics.filter((d) => d.code === 'STEP_ID_CASE_COLLISION')
    .map((d) => `${d.line} ${d.severity} ${d.message}`);
}

const HEAD = ["version: '4.0'", 'name: cased', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];

describe('validate: step ids that differ only in case', () => {
  it('two steps (Build, build): an error at the later one, naming both ids and the line of each', () => {
    const yaml = [
      ...HEAD,
      '  Build:',
      "    run: 'stagegate gate OK'",
      "    output: 'runs/{{run_id}}/Build.md'",
      '    statuses: {OK: build}',
      '  build:',
      "    run: 'stagegate gate OK'",
      "    output: 'runs/{{run_id}}/build.md'",
      '    statuses: {OK: DONE}',
      '',
    ].join('\n');
    expect(caseCollisions(yaml)).toEqual([
      "11 error step ids 'Build' (wf.yaml:7) and 'build' (wf.yaml:11) differ only in case: a decision reads steps.build case-insensitively (GitHub expressions), so it could read the other's record, and on a case-insensitive file system (macOS, Windows runners) their stage logs (logs/<step>.v<visit>.a<attempt>.log) are one file",
    ]);
    // Ids that differ by more than case are fine.
    expect(caseCollisions(yaml.replace('  build:', '  build2:').replace('{OK: build}', '{OK: build2}'))).toEqual([]);
  });

  it("a parallel step's branches (Lint, lint) and a foreach's per-item steps (Fix, fix) are each one scope", () => {
    const yaml = [
      ...HEAD,
      '  both:',
      '    parallel:',
      '      branches:',
      '        Lint:',
      "          run: 'stagegate gate OK'",
      "          output: 'runs/{{run_id}}/L.md'",
      '          statuses: {OK: DONE}',
      '        lint:',
      "          run: 'stagegate gate OK'",
      "          output: 'runs/{{run_id}}/l.md'",
      '          statuses: {OK: DONE}',
      '    statuses: {PARALLEL_COMPLETE: items}',
      '  items:',
      '    foreach:',
      "      source: 'items.md'",
      '      id_field: id',
      '      bindings: {slug: {field: id}}',
      '    per_item:',
      '      Fix:',
      "        run: 'stagegate gate OK'",
      "        output: 'runs/{{run_id}}/F-{{slug}}.md'",
      '        statuses: {OK: fix}',
      '      fix:',
      "        run: 'stagegate gate OK'",
      "        output: 'runs/{{run_id}}/f-{{slug}}.md'",
      '        statuses: {OK: next_artifact}',
      '    completion: {require: all rows VERIFIED, on_complete: DONE}',
      '',
    ].join('\n');
    const found = caseCollisions(yaml);
    expect(found).toHaveLength(2);
    expect(found).toContainEqual(expect.stringMatching(/^14 error branch of parallel step 'both': ids 'Lint' \(wf\.yaml:10\) and 'lint' \(wf\.yaml:14\) differ only in case: a decision reads steps\.both\.branches\.lint case-insensitively/));
    expect(found).toContainEqual(expect.stringMatching(/^29 error per-item steps of foreach 'items': ids 'Fix' \(wf\.yaml:25\) and 'fix' \(wf\.yaml:29\) differ only in case/));
  });
});
