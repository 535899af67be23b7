// A stop found at a place in a file says file:line: a gate that does not parse or names another
// step (the gate's line in the stage's output), a status the step does not route (the gate's
// `status:` line), an `output:` that leaves the workspace (the workflow's line of that `output:`).
// The CLI says it on its `at:` line (the headline without it), `--json` adds `location`, and the
// Action's error annotation is on that file and line.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { commitCheckout, killActionGroups, makeWorkspace, runActionStep } from '../helpers/action-harness.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);
afterEach(() => killActionGroups());

/**
 * One stage writing `# r`, a blank line, then a gate whose lines are `fields` (after
 * `WORKFLOW_GATE:` on line 3, so the gate's first field is on line 4 of the output).
 */
function gateWorkflow(fields: string[], output = 'runs/{{run_id}}/b.md'): string {
  const body = ['# r', '', 'WORKFLOW_GATE:', ...fields].join('\\n');
  return [
    "version: '4.0'",
    'name: loc',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    `  required: [run_id${output.includes('{{dest}}') ? ', dest' : ''}]`,
    'steps:',
    '  b:',
    `    run: 'printf "${body}\\n" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"'`,
    `    output: '${output}'`,
    '    statuses: { OK: DONE }',
    '',
  ].join('\n');
}

const FIELDS = (status: string, step = 'b') => ['  workflow: loc', `  step: ${step}`, `  status: ${status}`, '  unresolved_critical: 0', '  unresolved_high: 0', '  source_resolvable_open: 0', '  artifact: %s', '  next_recommended: null'];

async function expectStopAt(ws: TempWorkspace, args: string[], status: string, location: { file: string; line: number; column?: number }, message: RegExp): Promise<void> {
  const r = await ws.run([...args, '--json']);
  const j = jsonOf(r);
  expect(j['status'], r.stdout + r.stderr).toBe(status);
  expect(j['location']).toEqual(location);
  expect(j['message']).toMatch(message);
  expect(j['message']).not.toMatch(/\(line \d+\)/);
  const text = await ws.run(args);
  const lines = text.stdout.split('\n');
  const at = `${location.file}:${location.line}${location.column !== undefined ? `:${location.column}` : ''}`;
  expect(lines[1], text.stdout).toBe(`  at:       ${at}`);
  // Said once: on the at: line, not again in the headline.
  expect(lines[0]).toMatch(new RegExp(`^${status} {2}`));
  expect(lines[0]).not.toContain(at);
}

describe('file:line of a stop: the text and --json', () => {
  it("GATE_RESULT_MISSING: a gate naming another step is at the `step:` line of the stage's output", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': gateWorkflow(FIELDS('OK', 'a')) });
    await expectStopAt(ws, ['run', 'wf.yaml', '--run-id', 'g1'], 'GATE_RESULT_MISSING', { file: 'runs/g1/b.md', line: 5 }, /^runs\/g1\/b\.md:5: gate field 'step' is 'a', expected 'b'$/);
  });

  it('GATE_RESULT_MISSING: malformed YAML in the gate is at its line', { tags: [CAMPAIGN] }, async () => {
    const fields = FIELDS('OK');
    fields[2] = '   status: OK';
    const ws = workspaceWith({ 'wf.yaml': gateWorkflow(fields) });
    await expectStopAt(ws, ['run', 'wf.yaml', '--run-id', 'g1'], 'GATE_RESULT_MISSING', { file: 'runs/g1/b.md', line: 5 }, /^runs\/g1\/b\.md:5: malformed YAML in the WORKFLOW_GATE block: /);
  });

  it("WORKFLOW_STATUS_CONTRACT_VIOLATION names the output and the gate's `status:` line; status shows the recorded message", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': gateWorkflow(FIELDS('MAYBE')) });
    await expectStopAt(ws, ['run', 'wf.yaml', '--run-id', 'g1'], 'WORKFLOW_STATUS_CONTRACT_VIOLATION', { file: 'runs/g1/b.md', line: 6 }, /^runs\/g1\/b\.md:6: step b reported status MAYBE, which the workflow does not route \(allowed: OK\)$/);
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'g1', '--json']));
    expect(status['message']).toMatch(/^runs\/g1\/b\.md:6: step b reported status MAYBE/);
  });

  it("GATE_RESULT_MISSING of a parallel branch: at the gate's line of the branch's output, as a stage's", { tags: [CAMPAIGN] }, async () => {
    const body = ['# a', '', 'WORKFLOW_GATE:', ...FIELDS('OK', 'zzz')].join('\\n');
    const wf = [
      "version: '4.0'",
      'name: loc',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'steps:',
      '  fan:',
      '    parallel:',
      '      branches:',
      '        a:',
      `          run: 'printf "${body}\\n" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"'`,
      "          output: 'runs/{{run_id}}/a.md'",
      '          statuses: { OK: DONE }',
      '    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: BLOCKED }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf });
    await expectStopAt(ws, ['run', 'wf.yaml', '--run-id', 'p1'], 'GATE_RESULT_MISSING', { file: 'runs/p1/a.md', line: 5 }, /^runs\/p1\/a\.md:5: gate field 'step' is 'zzz', expected 'a'$/);
  });

  it("PATH_OUTSIDE_WORKSPACE of a step's output: at the workflow's line of that `output:`", async () => {
    const ws = workspaceWith({ 'wf.yaml': gateWorkflow(FIELDS('OK'), '{{dest}}/b.md') });
    await expectStopAt(ws, ['run', 'wf.yaml', '--run-id', 'o1', 'dest=../x'], 'PATH_OUTSIDE_WORKSPACE', { file: 'wf.yaml', line: 9, column: 13 }, /^wf\.yaml:9:13 output of step b '\.\.\/x\/b\.md' is refused: it climbs out with '\.\.'\.$/);
    expect(ws.exists('runs/o1/b.md')).toBe(false);
  });
});

describe("file:line of a stop (the Action's annotation)", () => {
  it("the error annotation of WORKFLOW_STATUS_CONTRACT_VIOLATION is on the output's `status:` line; the summary says At file:line", async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws, 'wf.yaml'), gateWorkflow(FIELDS('MAYBE')));
    commitCheckout(ws, 'wf');
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'wf.yaml', 'run-id': 'a1', persist: 'none' } });
    expect(r.outputs['status']).toBe('WORKFLOW_STATUS_CONTRACT_VIOLATION');
    expect(r.annotations.find((a) => a.level === 'error')?.properties).toMatchObject({ file: 'runs/a1/b.md', line: '6' });
    expect(r.summary).toContain('runs/a1/b.md:6');
  });
});
