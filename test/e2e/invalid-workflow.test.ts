// A workflow only the validation rules reject (the schema takes it): an approval step inside a
// foreach's per_item (STEP_KIND_INVALID). Every command that reads it refuses it as `run` does —
// the same stop code, exit status, message and file:line — whether or not a run of it exists:
// status (text and --json) and logs among them, which read it through a lighter load that skipped
// the rules (issue 16), list (a run of it: run's stop code as its status), and the Action's `command: status`.
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { cleanupHarness, commitCheckout, makeWorkspace, runActionStep } from '../helpers/action-harness.js';

afterAll(async () => {
  await removeWorkspaces();
  cleanupHarness();
});

const HEAD = `version: '4.0'
name: t2
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
`;
const LOOP = `  loop:
    foreach: { source: reg.md, id_field: ID }
    per_item:
      gate:
        approval: { message: ok? }
        on_approve: next_artifact
        on_reject: next_artifact
    completion: { require: all rows VERIFIED, on_complete: DONE }
`;
const INVALID = HEAD + LOOP;
const REGISTRY = '| ID | Status |\n|---|---|\n| A | PENDING |\n';
const FINDING = "STEP_KIND_INVALID per-item step 'gate' of 'loop' is an approval step; approvals inside a foreach are not supported";
const FIX = 'Put the approval before or after the foreach step, or use a decide step inside per_item.';

/** What `run` says of the workflow (its --json), and that it ran nothing. */
async function runRefusal(ws: TempWorkspace, runId: string): Promise<Record<string, unknown>> {
  const r = await ws.run(['run', 'wf.yaml', '--run-id', runId, '--json']);
  expect(r.code).toBe(5);
  const j = jsonOf(r);
  expect(j).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', exit_code: 5, stages_run: 0, hint: FIX });
  return j;
}

/** status, text and --json, says what run said: code, exit status, message, file:line, fix, run id. */
async function expectStatusAsRun(ws: TempWorkspace, runId: string, run: Record<string, unknown>, line: number): Promise<void> {
  const location = { file: 'wf.yaml', line, column: 7 };
  expect(run).toMatchObject({ message: `wf.yaml:${line}:7 ${FINDING}`, location, run_id: runId });
  const json = await ws.run(['status', 'wf.yaml', '--run-id', runId, '--json']);
  expect(json.code).toBe(5);
  expect(jsonOf(json)).toMatchObject({ status: run['status'], exit_code: run['exit_code'], message: run['message'], hint: run['hint'], location: run['location'], run_id: runId, state_path: null, steps: {} });
  const text = await ws.run(['status', 'wf.yaml', '--run-id', runId]);
  const runText = await ws.run(['run', 'wf.yaml', '--run-id', runId]);
  expect(text.code).toBe(5);
  expect(runText.code).toBe(5);
  // The same lines run prints (its headline, at:, fix:, run:), and nothing more.
  expect(text.stdout).toBe(runText.stdout);
  expect(text.stdout.trim().split('\n')).toEqual([`WORKFLOW_CONTRACT_INVALID  ${FINDING}`, `  at:       wf.yaml:${line}:7`, `  fix:      ${FIX}`, `  run:      ${runId}`]);
}

describe('a workflow the validation rules reject (not the schema)', () => {
  it('no run of it: status (text, --json) and logs refuse it as run does; so do the other commands that read it', async () => {
    const ws = workspaceWith({ 'wf.yaml': INVALID, 'reg.md': REGISTRY });
    const run = await runRefusal(ws, 'x');
    await expectStatusAsRun(ws, 'x', run, 10);
    // Without a run id (status locates no run): refused the same way.
    const bare = await ws.run(['status', 'wf.yaml', '--json']);
    expect(bare.code).toBe(5);
    expect(jsonOf(bare)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', message: run['message'], location: run['location'] });
    // logs: the refusal, not "the run has not started" (exit 4).
    const logs = await ws.run(['logs', 'wf.yaml', '--run-id', 'x']);
    expect(logs.code).toBe(5);
    expect(logs.stdout).toBe('');
    expect(logs.stderr).toBe(`stagegate: WORKFLOW_CONTRACT_INVALID: ${run['message'] as string}\n  fix: ${FIX}\n`);
    // The commands that load it as run does (loadAndCheck) say the same.
    for (const args of [['plan', 'wf.yaml', '--run-id', 'x'], ['graph', 'wf.yaml'], ['history', 'wf.yaml', '--run-id', 'x'], ['approve', 'wf.yaml', '--run-id', 'x'], ['reject', 'wf.yaml', '--run-id', 'x'], ['skip', 'wf.yaml', 'loop', '--run-id', 'x'], ['shards', 'wf.yaml', '--run-id', 'x'], ['merge', 'wf.yaml', '--run-id', 'x', '--from', '.']]) {
      const r = await ws.run(args);
      expect(r.code, args.join(' ')).toBe(5);
      expect(`${r.stdout}${r.stderr}`, args.join(' ')).toContain('WORKFLOW_CONTRACT_INVALID');
      expect(`${r.stdout}${r.stderr}`, args.join(' ')).toContain(FINDING);
    }
    expect(ws.exists('runs')).toBe(false);
  });

  it('a run that exists, its workflow since edited into one the rules reject: status, logs and list say what run says', async () => {
    const valid = `${HEAD}  ask:\n    approval: { message: go? }\n    on_approve: DONE\n`;
    const ws = workspaceWith({ 'wf.yaml': valid, 'reg.md': REGISTRY });
    const paused = await ws.run(['run', 'wf.yaml', '--run-id', 'y', '--json']);
    expect(jsonOf(paused)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'ask' });
    ws.write('wf.yaml', `${HEAD}  ask:\n    approval: { message: go? }\n    on_approve: loop\n${LOOP}`);
    const run = await runRefusal(ws, 'y');
    // Not the edited workflow's integrity refusal: the workflow itself is refused, before the run is read.
    await expectStatusAsRun(ws, 'y', run, 13);
    const withChange = await ws.run(['status', 'wf.yaml', '--run-id', 'y', '--allow-workflow-change', '--json']);
    expect(jsonOf(withChange)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', message: run['message'] });
    // logs refuses it too (it shows the logs of a run whose workflow was edited into a valid one: run-integrity tests).
    const logs = await ws.run(['logs', 'wf.yaml', '--run-id', 'y']);
    expect(logs.code).toBe(5);
    expect(logs.stderr).toBe(`stagegate: WORKFLOW_CONTRACT_INVALID: ${run['message'] as string}\n  fix: ${FIX}\n`);
    // list: the run, with run's stop code as its status, run's message, and what its state records.
    const listed = jsonOf(await ws.run(['list', '--json']));
    expect(listed['runs']).toEqual([expect.objectContaining({ run_id: 'y', status: 'WORKFLOW_CONTRACT_INVALID', workflow_refused: run['message'], recorded_status: 'PARTIAL_RESUMABLE', active_step: 'ask' })]);
    const text = await ws.run(['list']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^y +t2 +WORKFLOW_CONTRACT_INVALID +ask /m);
    expect(text.stdout).toContain(`(workflow refused, as run refuses it: ${run['message'] as string}; the state records PARTIAL_RESUMABLE)`);
    // The run is as it was: nothing read-only wrote to it.
    expect(ws.yaml('runs/y/workflow_state.yaml')).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'ask' });
  });

  it("the Action's command: status refuses it as its command: run does", async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws, 'wf.yaml'), INVALID);
    writeFileSync(join(ws, 'reg.md'), REGISTRY);
    commitCheckout(ws);
    const run = await runActionStep({ workspace: ws, inputs: { workflow: 'wf.yaml', 'run-id': 'a1', persist: 'none' } });
    const status = await runActionStep({ workspace: ws, inputs: { command: 'status', workflow: 'wf.yaml', 'run-id': 'a1', persist: 'none' } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(status.exitCode).toBe(1);
    expect(status.outputs).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', 'run-id': 'a1', complete: 'false' });
    const errors = (r: typeof run): string[] => r.annotations.filter((a) => a.level === 'error').map((a) => a.message);
    expect(errors(status)).toEqual(errors(run));
    expect(errors(status)[0]).toContain(FINDING);
    expect(status.annotations.find((a) => a.level === 'error')?.properties).toMatchObject({ file: 'wf.yaml', line: '10' });
  });
});

// status --json's `locked` is whether a live runner holds the run's lock, looked at once the run is
// located: a workflow refused before that (nothing located, nothing looked at) has no `locked`
// (before: `false`, a claim nothing checked); a refusal after it keeps what was seen (before:
// `false` too, with the lock held). The Action's command: status says the same in its summary.
describe("status's locked: said only when the run's lock was looked at", () => {
  const VALID = `${HEAD}  ask:\n    approval: { message: go? }\n    on_approve: DONE\n`;
  const EDITED = `${HEAD}  ask:\n    approval: { message: go now? }\n    on_approve: DONE\n`;
  const held = (): string => JSON.stringify({ pid: process.pid, host: hostname(), started_at: new Date().toISOString() });

  it('CLI: no locked for a workflow run refuses; locked: true for a held run refused after it was located', async () => {
    const ws = workspaceWith({ 'wf.yaml': VALID, 'reg.md': REGISTRY });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'y', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    ws.write('runs/y/workflow_state.yaml.lock', held());
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'y', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', locked: true });
    // Refused by validation: the run was never located, its lock never looked at.
    ws.write('wf.yaml', INVALID);
    const refused = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'y', '--json']));
    expect(refused).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', state_path: null });
    expect(Object.keys(refused)).not.toContain('locked');
    // No run id to locate the state with: the same.
    expect(Object.keys(jsonOf(await ws.run(['status', 'wf.yaml', '--json'])))).not.toContain('locked');
    // An edit run takes (it validates) but the run's record refuses: located, the lock looked at and held.
    ws.write('wf.yaml', EDITED);
    const edited = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'y', '--json']));
    expect(edited).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', locked: true });
    // The text says it as it says it of any held run.
    ws.write('wf.yaml', VALID);
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'y'])).stdout).toContain('(locked: a runner is active, pid ');
  });

  it("the Action's command: status: its summary says a runner holds the lock exactly when the CLI's locked is true", async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws, 'wf.yaml'), VALID);
    writeFileSync(join(ws, 'reg.md'), REGISTRY);
    commitCheckout(ws);
    const paused = await runActionStep({ workspace: ws, inputs: { workflow: 'wf.yaml', 'run-id': 'a1', persist: 'none' } });
    expect(paused.outputs['status']).toBe('PARTIAL_RESUMABLE');
    writeFileSync(join(ws, 'runs/a1/workflow_state.yaml.lock'), held());
    const LOCK_LINE = 'A runner holds the lock of this run.';
    const status = (): ReturnType<typeof runActionStep> => runActionStep({ workspace: ws, inputs: { command: 'status', workflow: 'wf.yaml', 'run-id': 'a1', persist: 'none' } });
    writeFileSync(join(ws, 'wf.yaml'), EDITED);
    const edited = await status();
    expect(edited.outputs['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(edited.summary).toContain(LOCK_LINE);
    writeFileSync(join(ws, 'wf.yaml'), INVALID);
    const refused = await status();
    expect(refused.outputs['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(refused.summary).not.toContain(LOCK_LINE);
    // A lock another machine took (a run folder carried with its lock): not said to be held by a runner.
    writeFileSync(join(ws, 'wf.yaml'), VALID);
    writeFileSync(join(ws, 'runs/a1/workflow_state.yaml.lock'), JSON.stringify({ pid: 4242, host: 'ci-job-7.example', started_at: '2026-12-06T07:00:00.000Z' }));
    const elsewhere = await status();
    expect(elsewhere.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect(elsewhere.summary).not.toContain(LOCK_LINE);
    expect(elsewhere.summary).toContain('🔒 The lock of this run names a runner on another machine, ci-job-7.example (pid 4242, since 2026-12-06T07:00:00.000Z), which cannot be checked from here: if that job is gone, remove <code>runs/a1/workflow&#95;state.yaml.lock</code>');
  });
});
