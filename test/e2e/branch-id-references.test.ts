/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// References to a parallel step's branch whose id holds a dot ({{steps.checks.branches.unit.tests.output}}
// is branch unit.tests), and an approval's message, which the run fills when it pauses there: validate
// checks its placeholders as it checks every other text a run fills. A branch id no placeholder can
// spell (a space) is a warning at the branch.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const WF = `version: '4.0'
name: branch-ids
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  checks:
    parallel:
      branches:
        unit.tests:
          run: 'printf "units ok\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK --set score=91'
          output: 'runs/{{run_id}}/unit.md'
          statuses: { OK: DONE }
        "lint check":
          run: 'printf "lint ok\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
          output: 'runs/{{run_id}}/lint.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: after, PARALLEL_FAILED: BLOCKED }
  after:
    run: 'printf "%s %s\\n" {{steps.checks.branches.unit.tests.output}} {{steps.checks.branches.unit.tests.gate.score}} >seen.txt; printf "ok\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
    output: 'runs/{{run_id}}/after.md'
    statuses: { OK: ship }
  ship:
    approval: { message: 'Ship {{run_id}}? unit tests scored {{steps.checks.branches.unit.tests.gate.score}}' }
    on_approve: DONE
`;

describe('branch ids in references; an approval message checked like the texts a run fills', () => {
  it('a dotted branch id is named by its reference (validate accepts it, the run resolves it); a spaced one is a warning; the approval message is filled', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const validated = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(validated.code, validated.stdout).toBe(0);
    const report = jsonOf(validated);
    expect(report['errors']).toEqual([]);
    expect(report['warnings'].map((w: any) => [w.code, w.line])).toEqual([['PARALLEL_BRANCH_ID_UNREFERENCEABLE', 14]]);
    expect(report['warnings'][0].message).toContain("branch 'lint check' of parallel step 'checks' cannot be named by a reference");

    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(run), run.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'ship' });
    expect(ws.read('seen.txt')).toBe('runs/r1/unit.md 91\n');
    expect(ws.state('runs/r1/workflow_state.yaml').pending_approval.message).toBe('Ship r1? unit tests scored 91');
  });

  it("an undeclared name or an unknown reference in an approval's message is UNDECLARED_PLACEHOLDER at its line", async () => {
    const broken = WF.replace("message: 'Ship {{run_id}}?", "message: 'Ship {{run_idd}}? {{steps.checks.branches.unit.test.output}}");
    const ws = workspaceWith({ 'wf.yaml': broken });
    const validated = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(validated.code).toBe(1);
    const errors = jsonOf(validated)['errors'].map((e: any) => ({ code: e.code, line: e.line, message: e.message, path: e.path }));
    expect(errors).toEqual([
      expect.objectContaining({ code: 'UNDECLARED_PLACEHOLDER', line: 24, path: ['steps', 'ship', 'approval', 'message'], message: expect.stringMatching(/^approval message of step 'ship' uses \{\{run_idd\}\}.*Did you mean 'run_id'\?/) }),
      expect.objectContaining({ code: 'UNDECLARED_PLACEHOLDER', line: 24, path: ['steps', 'ship', 'approval', 'message'], message: expect.stringContaining("runtime reference to branch 'unit.test' of 'checks'") }),
    ]);
    // run refuses it before any stage, naming the same.
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(run)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID' });
    expect(ws.exists('runs/r1/unit.md')).toBe(false);
  });
});
