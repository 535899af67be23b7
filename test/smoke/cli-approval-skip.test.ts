// `stagegate approve`, `reject` and `skip` through the built CLI: exit 0 for a recorded decision,
// one JSON line, and the run continues where the decision sends it. The
// approval is the workflow's first step, so no stage runs: every process here is a command's own.
// Proved in-process instead (the same code as the bundle's): a refused approver (exit 4, the JSON
// line alone: "refuses an approver who is not listed"), the refusals' other cases and a
// rejection's route (test/e2e/approval.test.ts), skip's refusal of a step that is not optional, its
// usage error and the run completed after a skip (test/e2e/failure-policy.test.ts, "stagegate skip").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

/** sign_off (approval; approvers alice, bob) -> polish (optional, on_skip publish) -> publish. */
const GATED = `version: '4.0'
name: gated
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  sign_off:
    approval: { message: 'Approve the design?', approvers: [alice, bob] }
    on_approve: polish
    on_reject: DONE
  polish:
    run: 'source lib.sh; stage POLISHED'
    output: 'runs/{{run_id}}/polish.md'
    statuses: {POLISHED: publish}
    optional: true
    on_skip: publish
  publish:
    run: 'source lib.sh; stage PUBLISHED'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {PUBLISHED: DONE}
`;

describe('stagegate approve / reject / skip', () => {
  it('approve records a listed approver (0, text); the run goes on to on_approve, where skip skips the optional step (0); reject records a rejection (0)', async () => {
    const ws = workspaceWith({ 'wf.yaml': GATED });
    const paused = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(paused.code).toBe(0);
    expect(jsonOf(paused)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 0 });
    const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain('approved by alice');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'sign_off', '--json']);
    expect(jsonOf(resumed)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'polish', completed_steps: ['sign_off'] });
    const skipped = await ws.run(['skip', 'wf.yaml', 'polish', '--run-id', 'r1', '--json']);
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(jsonOf(skipped)).toMatchObject({ skipped: 'polish', active_step: 'publish' });

    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    const rejected = await ws.run(['reject', 'wf.yaml', '--run-id', 'r2', '--by', 'bob', '--note', 'again', '--json']);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(jsonOf(rejected)).toMatchObject({ decision: 'rejected', approval: { by: 'bob', note: 'again' } });
    expect(ws.lines('counter.txt')).toEqual([]);
  });
});
