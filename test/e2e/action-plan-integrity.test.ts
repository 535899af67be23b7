// The Action's `command: plan` on a run `command: run` refuses to resume (issue 16's hand edits):
// it refuses the same way — the same stop code, a failed step, the run's message — and plans no
// next step from it; `command: status` says the same stop code. The run's files stay as they are.
// The edits only the manifest shows (its journal head) are the ones plan did not check: the
// journal's last events cut (or all of them) with the state file removed, and the manifest's head edited.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HELLO, cleanupHarness, counted, counterFile, makeWorkspace, runActionStep, type ActionResult } from '../helpers/action-harness.js';

afterAll(() => cleanupHarness());

const RUN = 'runs/hello/p1';
const STATE = `${RUN}/workflow_state.yaml`;
const JOURNAL = `${RUN}/workflow_state.journal.jsonl`;
const MANIFEST = `${RUN}/RUN_MANIFEST.yaml`;
const VIOLATION = 'WORKFLOW_STATE_INTEGRITY_VIOLATION';

/** The hello run paused after review (next: revise), each test its own. */
async function pausedRun(count: string): Promise<string> {
  const ws = makeWorkspace();
  const paused = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'p1', persist: 'none', 'stop-after-step': 'review' }, env: { COUNTER_FILE: count } });
  expect(paused.outputs['status'], paused.stdout + paused.stderr).toBe('PARTIAL_RESUMABLE');
  expect(counted(count)).toEqual(['draft', 'review']);
  return ws;
}

function command(ws: string, name: 'plan' | 'status' | 'run', count: string, extra: Record<string, string> = {}): Promise<ActionResult> {
  return runActionStep({ workspace: ws, inputs: { command: name, workflow: HELLO, 'run-id': 'p1', persist: 'none', ...extra }, env: { COUNTER_FILE: count } });
}

/** The run's error annotation: what the step says failed. */
function errorOf(r: ActionResult): string {
  const errors = r.annotations.filter((a) => a.level === 'error');
  expect(errors, r.stdout).toHaveLength(1);
  return errors[0]!.message;
}

/** plan, status and run each refuse with the stop code `run` gives; plan says the run's message; nothing changes, nothing runs. */
async function expectRefusedAlike(ws: string, count: string, reason: RegExp): Promise<void> {
  const files = () => [STATE, JOURNAL, MANIFEST].map((f) => (existsSync(join(ws, f)) ? readFileSync(join(ws, f), 'utf8') : null));
  const before = files();
  const plan = await command(ws, 'plan', count);
  const status = await command(ws, 'status', count);
  const run = await command(ws, 'run', count);
  expect([run.exitCode, run.outputs['status']], run.stdout).toEqual([1, VIOLATION]);
  const refusal = errorOf(run);
  expect(refusal).toMatch(reason);
  expect([status.exitCode, status.outputs['status']], status.stdout).toEqual([1, VIOLATION]);
  expect([plan.exitCode, plan.outputs['status'], plan.outputs['active-step'], plan.outputs['complete']], plan.stdout).toEqual([1, VIOLATION, '', 'false']);
  expect(errorOf(plan)).toBe(refusal);
  // The refused run's state is not shown: no completed steps, as status (which does not trust it either) says.
  expect([plan.outputs['completed-steps'], status.outputs['completed-steps']]).toEqual(['[]', '[]']);
  expect(plan.summary).not.toContain('Next step:');
  expect(files()).toEqual(before);
  expect(counted(count)).toEqual(['draft', 'review']);
}

describe('command: plan refuses the run command: run refuses (the manifest checked too)', () => {
  it("the journal's last events cut and the state file removed: only the manifest's journal head tells", async () => {
    const count = counterFile();
    const ws = await pausedRun(count);
    const lines = readFileSync(join(ws, JOURNAL), 'utf8').trimEnd().split('\n');
    writeFileSync(join(ws, JOURNAL), lines.slice(0, -2).join('\n') + '\n');
    rmSync(join(ws, STATE));
    await expectRefusedAlike(ws, count, /the run manifest records journal event \d+, but the journal ends at event \d+: events were cut from the journal/);
  });

  it('the journal emptied or removed with the state file: the manifest still records its head', async () => {
    for (const cut of ['emptied', 'removed'] as const) {
      const count = counterFile();
      const ws = await pausedRun(count);
      rmSync(join(ws, STATE));
      if (cut === 'emptied') writeFileSync(join(ws, JOURNAL), '');
      else rmSync(join(ws, JOURNAL));
      await expectRefusedAlike(ws, count, /RUN_MANIFEST\.yaml records journal event \d+, but journal \S+ is missing or empty: events were cut from the journal/);
    }
  });

  it("the manifest's journal head edited (with and without the state file)", async () => {
    const count = counterFile();
    const ws = await pausedRun(count);
    const manifest = readFileSync(join(ws, MANIFEST), 'utf8');
    const head = /\n {2}sha256: ([0-9a-f]{64})\n/.exec(manifest);
    expect(head, manifest).not.toBeNull();
    writeFileSync(join(ws, MANIFEST), manifest.replace(head![1]!, '0'.repeat(64)));
    await expectRefusedAlike(ws, count, /the run manifest records a journal head \(event \d+\) that is not in the journal/);
    rmSync(join(ws, STATE));
    await expectRefusedAlike(ws, count, /the run manifest records a journal head \(event \d+\) that is not in the journal/);
  });

  it('an edited snapshot (active_step moved past revise) is refused alike', async () => {
    const count = counterFile();
    const ws = await pausedRun(count);
    const state = readFileSync(join(ws, STATE), 'utf8');
    expect(state).toContain('\nactive_step: revise\n');
    writeFileSync(join(ws, STATE), state.replace('\nactive_step: revise\n', '\nactive_step: publish\n'));
    await expectRefusedAlike(ws, count, /differs from its journal at 'active_step'/);
  });

  it("the workflow file edited: refused alike; with allow-workflow-change, plan and status report the run the resume with it continues", async () => {
    const count = counterFile();
    const ws = await pausedRun(count);
    writeFileSync(join(ws, HELLO), readFileSync(join(ws, HELLO), 'utf8') + '# an edit\n');
    const before = readFileSync(join(ws, STATE), 'utf8');
    // Without the input: plan, status and run refuse alike, the fix naming the input.
    const [refusedPlan, refusedStatus, refusedRun] = [await command(ws, 'plan', count), await command(ws, 'status', count), await command(ws, 'run', count)];
    expect([refusedPlan, refusedStatus, refusedRun].map((r) => [r.exitCode, r.outputs['status']])).toEqual([[1, VIOLATION], [1, VIOLATION], [1, VIOLATION]]);
    const refusal = errorOf(refusedRun);
    expect(refusal).toMatch(/the workflow file \S+ changed since the run's last invocation[\s\S]*allow-workflow-change: 'true'`$/);
    expect([errorOf(refusedPlan), errorOf(refusedStatus)]).toEqual([refusal, refusal]);
    const allow = { 'allow-workflow-change': 'true' };
    const plan = await command(ws, 'plan', count, allow);
    const status = await command(ws, 'status', count, allow);
    expect([plan.exitCode, plan.outputs['status'], plan.outputs['active-step']], plan.stdout).toEqual([0, 'PLAN', 'revise']);
    expect([status.exitCode, status.outputs['status'], status.outputs['active-step'], status.outputs['completed-steps']], status.stdout).toEqual([0, 'PARTIAL_RESUMABLE', 'revise', '["draft","review"]']);
    expect(status.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(readFileSync(join(ws, STATE), 'utf8')).toBe(before);
    expect(counted(count)).toEqual(['draft', 'review']);
    // The run with the same input goes on from there.
    const run = await command(ws, 'run', count, allow);
    expect([run.exitCode, run.outputs['status']], run.stdout).toEqual([0, 'WORKFLOW_COMPLETE']);
    expect(counted(count).slice(0, 3)).toEqual(['draft', 'review', 'revise']);
  });
});
