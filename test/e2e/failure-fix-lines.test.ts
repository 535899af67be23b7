// What a stage failure's fix line says is true of the run: a timeout whose stage wrote nothing is
// told so (its log is empty: nothing to read why in), by run and status alike; an optional step
// that reported one of its failure_statuses keeps that failure's own fix (read its output) before
// the offer to skip it.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

describe('a stage failure fix line', () => {
  it('a timeout with an empty log, on_failure BLOCKED: says the stage wrote nothing before its time limit (run and status)', async () => {
    const ws = workspaceWith({
      'wf.yaml': `version: '4.0'
name: slow
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  wait:
    run: 'exec sleep 30'
    output: 'runs/{{run_id}}/wait.md'
    statuses: {OK: DONE}
    timeout_minutes: 0.001
    on_failure: BLOCKED
`,
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const j = jsonOf(r);
    expect(j, r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null });
    expect(ws.read('runs/r1/logs/wait.v1.a1.log')).toBe('');
    expect(j.hint).toMatch(/^Step wait failed once \(last: STAGE_TIMEOUT[^)]*\) and its on_failure leads to BLOCKED: .*Its log \(`stagegate logs wf\.yaml --run-id r1 wait`\) is empty: the stage wrote nothing before its time limit \(timeout_minutes\) stopped it/);
    expect(j.hint).not.toContain('Read why in its log');
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(st.hint).toContain('is empty: the stage wrote nothing before its time limit (timeout_minutes) stopped it');
  });

  it("an optional step that reported a failure status: the failure's own fix (read its output), then the offer to skip", async () => {
    const ws = workspaceWith({
      'wf.yaml': `version: '4.0'
name: failing
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    run: 'source lib.sh; stage CANNOT_BUILD'
    output: 'runs/{{run_id}}/build.md'
    statuses: {BUILT: DONE, CANNOT_BUILD: BLOCKED}
    failure_statuses: [CANNOT_BUILD]
    optional: true
    on_skip: DONE
`,
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const j = jsonOf(r);
    expect(j, r.stdout + r.stderr).toMatchObject({ status: 'STAGE_FAILED', active_step: 'build' });
    expect(j.hint.startsWith("Read why in the stage's output runs/r1/build.md (what it wrote before its status) and its log runs/r1/logs/build.v1.a1.log, fix the cause, then resume: the same step runs again as a new attempt.")).toBe(true);
    expect(j.hint.endsWith(' Or skip it, as it is optional: `stagegate skip wf.yaml --run-id r1 build`, then resume (the run goes on along its on_skip).')).toBe(true);
    expect(j.hint).not.toContain('Read the stage log named in the message');
  });
});
