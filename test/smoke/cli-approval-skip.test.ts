// `stagegate approve`, `reject` and `skip` through the built CLI: exit 0 for a recorded decision,
// 4 for a refused one, one JSON line, and the run continues where the decision sends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { APPROVAL, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

const OPTIONAL_STEP = `version: '4.0'
name: skippy
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  lint:
    run: 'source lib.sh; stage LINTED'
    output: 'runs/{{run_id}}/lint.md'
    statuses: {LINTED: polish}
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

describe('stagegate approve / reject', () => {
  it('pauses at the approval; refuses an unlisted approver (4); records a rejection and an approval (0)', async () => {
    const ws = workspaceWith({ 'wf.yaml': APPROVAL });
    const paused = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(paused.code).toBe(0);
    expect(jsonOf(paused)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    const refused = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'mallory', '--json']);
    expect(refused.code).toBe(4);
    expect(jsonOf(refused)).toMatchObject({ status: 'APPROVER_NOT_ALLOWED' });
    const rejected = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'bob', '--note', 'again', '--json']);
    expect(rejected.code).toBe(0);
    expect(jsonOf(rejected)).toMatchObject({ decision: 'rejected' });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(approved.code).toBe(0);
    expect(approved.stdout).not.toBe('');
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(done.code).toBe(0);
    expect(jsonOf(done)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['design', 'design', 'implement']);
  });
});

describe('stagegate skip', () => {
  it('skips the active optional step (0), refuses one that is not optional (4), and usage without a step (2)', async () => {
    const ws = workspaceWith({ 'wf.yaml': OPTIONAL_STEP });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'lint'])).code).toBe(0);
    const refused = await ws.run(['skip', 'wf.yaml', 'publish', '--run-id', 'r1', '--json']);
    expect(refused.code).toBe(4);
    expect(jsonOf(refused)).toMatchObject({ status: 'STEP_NOT_SKIPPABLE' });
    const skipped = await ws.run(['skip', 'wf.yaml', 'polish', '--run-id', 'r1', '--json']);
    expect(skipped.code).toBe(0);
    expect(jsonOf(skipped)).toMatchObject({ skipped: 'polish', active_step: 'publish' });
    expect((await ws.run(['skip', 'wf.yaml'])).code).toBe(2);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done)['status']).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['lint', 'publish']);
  });
});
