// gate_schema through the BUILT bundles: ajv is a chunk of its own that the CLI loads only for a
// workflow with a gate_schema (a module resolve hook lists the chunks a process loads; a plain
// workflow's validate loads none of them: cli-validate-convert.test.ts); validate --json and run
// (GATE_SCHEMA_VIOLATION, exit 5) through dist/cli/index.js; the built Action deciding an approval
// of such a workflow and then rejecting a mismatching gate. Each command is a fresh process, so each
// one that reads such a workflow must load the engine itself (withWorkflowReaders): an approval
// decided by the Action and the status of a run paused in a child both read it first. Proved
// in-process instead (the same runner as both bundles'): a resume after the fix completes, and a
// matching gate passes (test/e2e/gate-schema.test.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_LIB, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { cleanupHarness, commitCheckout, makeWorkspace, runActionProcess } from '../helpers/action-harness.js';
import { ajvChunks, chunksLoaded, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(async () => {
  await removeWorkspaces();
  cleanupHarness();
});

/** review writes score (score.txt) and reviewer (reviewer.txt) as extra gate keys; publish ends the run. */
const WORKFLOW = `version: '4.0'
name: scored
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: 'source lib.sh; count; finish OK; printf "  score: %s\\n  reviewer: %s\\n" "$(cat score.txt)" "$(cat reviewer.txt)" >>"$STAGEGATE_OUTPUT"'
    output: 'runs/{{run_id}}/review.md'
    statuses: {OK: route}
    gate_schema: schemas/review.yaml
  route:
    decide:
      - if: steps.review.gate.score >= 90
        to: publish
      - else: BLOCKED
  publish:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {OK: DONE}
`;
const SCHEMA = 'type: object\nrequired: [score, reviewer]\nproperties:\n  score: {type: integer, minimum: 0, maximum: 100}\n  reviewer: {type: string}\nadditionalProperties: false\n';

describe('gate_schema in the built CLI', () => {
  it('ajv is in chunks of its own, loaded for a workflow with a gate_schema: validate --json names GATE_SCHEMA_INVALID at the gate_schema line; run stops with GATE_SCHEMA_VIOLATION (exit 5)', async () => {
    const ajv = ajvChunks();
    // The gated workflow's validate (its schema broken) loads them all: validate --json names
    // GATE_SCHEMA_INVALID at the gate_schema line (one CLI process for both checks).
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW, 'schemas/review.yaml': SCHEMA.replace('type: integer', 'type: integr'), 'score.txt': 'high\n', 'reviewer.txt': 'ann\n' });
    const v = chunksLoaded(['validate', 'wf.yaml', '--json'], ws.dir);
    expect(ajv.every((c) => v.chunks.includes(c))).toBe(true);
    expect(v.code).toBe(1);
    expect(JSON.parse(v.stdout)['errors']).toEqual([expect.objectContaining({ code: 'GATE_SCHEMA_INVALID', file: 'wf.yaml', line: 11, column: 5 })]);
    ws.write('schemas/review.yaml', SCHEMA);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', active_step: 'review', completed_steps: [] });
    expect(jsonOf(r)['message']).toContain('(schemas/review.yaml): /score must be integer');
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(ws.lines('counter.txt')).toEqual(['review']);
  });

  it('status of a run paused in a child workflow with a gate_schema names the child run (no internal error)', async () => {
    const parent = "version: '4.0'\nname: parent\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  sub:\n    child_workflow: child.yaml\n    inputs: { run_id: '{{run_id}}-child' }\n    statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }\n";
    const child = "version: '4.0'\nname: child\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  work:\n    run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/work.md'\n    gate_schema: {type: object}\n    statuses: {OK: sign_off}\n  sign_off:\n    approval: {message: 'ok?'}\n    on_approve: DONE\n";
    const ws = workspaceWith({ 'parent.yaml': parent, 'child.yaml': child });
    const r = await ws.run(['run', 'parent.yaml', '--run-id', 'p1', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub' });
    const s = await ws.run(['status', 'parent.yaml', '--run-id', 'p1', '--json']);
    expect(s.code, s.stdout + s.stderr).toBe(0);
    expect(jsonOf(s)['paused_children']).toEqual([expect.objectContaining({ step: 'sub', run_id: 'p1-child', approve: 'stagegate approve child.yaml --run-id p1-child' })]);
  });
});

describe('gate_schema in the built Action', () => {
  /** A checkout whose wf.yaml asks for an approval first, then runs review (gate_schema) with this score. */
  function checkout(score: string): string {
    const ws = makeWorkspace('sg-gs-');
    mkdirSync(join(ws, 'schemas'));
    const gated = WORKFLOW.replace('steps:\n', "steps:\n  sign_off:\n    approval: {message: 'review?'}\n    on_approve: review\n");
    for (const [rel, text] of Object.entries({ 'wf.yaml': gated, 'schemas/review.yaml': SCHEMA, 'lib.sh': STAGE_LIB, 'score.txt': score, 'reviewer.txt': 'ann\n' })) {
      writeFileSync(join(ws, rel), text);
    }
    commitCheckout(ws);
    return ws;
  }

  // The approval comes first, so the approving job is the one whose stage's gate is checked: one
  // Action process deciding the approval of a workflow with a gate_schema (which it must load for
  // itself) and the only proof that the bundled Action's validator rejects (a passing gate would
  // pass a validator that does nothing).
  it('approve decides the approval a workflow with a gate_schema paused at; the run goes on and a mismatching gate fails the step with GATE_SCHEMA_VIOLATION', async () => {
    const ws = checkout('"91"\n');
    const paused = await runActionProcess({ workspace: ws, inputs: { workflow: 'wf.yaml', 'run-id': 'ap1', persist: 'none' } });
    expect(paused.exitCode, paused.stdout + paused.stderr).toBe(0);
    expect(paused.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'pending-approval': 'sign_off' });
    const approved = await runActionProcess({ workspace: ws, inputs: { workflow: 'wf.yaml', 'run-id': 'ap1', persist: 'none', approve: 'true' }, env: { GITHUB_ACTOR: 'alice' } });
    expect(approved.exitCode).not.toBe(0);
    expect(approved.outputs).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', 'active-step': 'review', 'completed-steps': JSON.stringify(['sign_off']) });
    expect(approved.annotations.map((a) => a.message).join('\n')).toContain('/score must be integer');
    expect(approved.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});
