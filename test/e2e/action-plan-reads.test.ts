// The Action's `command: plan` reads the run once: the plan locates and loads it, and the run's
// status (the graph's state, whether it is complete at this commit, its manifest) is read from the
// run the plan located, not loaded again. Measured as the bytes read from the run's journal in this
// process (the in-process Action's): one whole read, and the last line a reload checks it by
// (state/store.ts reloadRun), where it was read whole twice. And it reads the workflow file once:
// the plan, the run's status and the summary's graph take the one read (counted as the opens of
// the file), where a resume's plan read it twice and a fresh one three times (persist: artifact,
// where locating the run to restore read it twice more: action-artifacts.test.ts).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { HELLO, RUNS_BUILT_ACTION, cleanupHarness, makeWorkspace, runActionStep } from '../helpers/action-harness.js';
import { readsOf } from '../helpers/file-reads.js';

afterAll(() => cleanupHarness());
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

describe('command: plan reads the run once', () => {
  it.skipIf(RUNS_BUILT_ACTION)("a paused run: the plan and the run's status come from one read of its journal", async () => {
    const ws = makeWorkspace();
    const paused = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 's1', persist: 'none', 'stop-after-step': 'review' } });
    expect(paused.outputs['status'], paused.stdout + paused.stderr).toBe('PARTIAL_RESUMABLE');
    const journal = join(ws, 'runs/hello/s1/workflow_state.journal.jsonl');
    const size = statSync(journal).size;
    const read = readsOf(journal);
    const plan = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, 'run-id': 's1', persist: 'none' } });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PLAN', complete: 'false', 'active-step': 'revise', 'completed-steps': '["draft","review"]', 'manifest-path': 'runs/hello/s1/RUN_MANIFEST.yaml' });
    // The graph shows the run as it stands (its state, from the one read).
    expect(plan.summary).toContain('s1["✓ review"]');
    expect(plan.summary).toContain('class s0,s1 completed');
    expect(read.bytes).toBeGreaterThanOrEqual(size);
    expect(read.bytes).toBeLessThan(2 * size);
  });

  it.skipIf(RUNS_BUILT_ACTION)('a finished run: complete (at this commit), from one read of its journal', async () => {
    const ws = makeWorkspace();
    const done = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 's2', persist: 'none' } });
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const journal = join(ws, 'runs/hello/s2/workflow_state.journal.jsonl');
    const size = statSync(journal).size;
    const read = readsOf(journal);
    const plan = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, 'run-id': 's2', persist: 'none' } });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PLAN', complete: 'true' });
    expect(read.bytes).toBeGreaterThanOrEqual(size);
    expect(read.bytes).toBeLessThan(2 * size);
  });
});

describe('command: plan reads the workflow file once', () => {
  it.skipIf(RUNS_BUILT_ACTION)('a resume, a fresh run, a run not started and a workflow the plan refuses: one read each, for the plan, the status and the summary', async () => {
    const ws = makeWorkspace();
    const paused = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 'w1', persist: 'none', 'stop-after-step': 'review' } });
    expect(paused.outputs['status'], paused.stdout + paused.stderr).toBe('PARTIAL_RESUMABLE');
    const file = join(ws, HELLO);
    const plan = async (inputs: Record<string, string>) => {
      const reads = readsOf(file);
      const r = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, persist: 'none', ...inputs } });
      vi.restoreAllMocks();
      syncBuiltinESMExports();
      return { r, opens: reads.opens };
    };
    // A resume: the plan, the graph of the run as it stands (from the same model).
    const resume = await plan({ 'run-id': 'w1' });
    expect(resume.r.outputs, resume.r.stdout + resume.r.stderr).toMatchObject({ status: 'PLAN', 'active-step': 'revise' });
    expect(resume.r.summary).toContain('class s0,s1 completed');
    expect(resume.opens).toBe(1);
    // Fresh: the run's status is read without the plan's located run (a fresh look sets it aside), still from the one model.
    const fresh = await plan({ 'run-id': 'w1', 'execution-mode': 'fresh' });
    expect(fresh.r.outputs).toMatchObject({ status: 'PLAN', 'active-step': 'draft' });
    expect(fresh.opens).toBe(1);
    const notStarted = await plan({ 'run-id': 'w2' });
    expect(notStarted.r.outputs).toMatchObject({ status: 'PLAN', 'active-step': 'draft' });
    expect(notStarted.opens).toBe(1);
    // A workflow the plan refuses (a transition to no step): refused, its graph still drawn from the one read.
    writeFileSync(file, readFileSync(file, 'utf8').replace('REVISED: review', 'REVISED: nowhere'));
    const refused = await plan({ 'run-id': 'w1' });
    expect([refused.r.exitCode, refused.r.outputs['status']], refused.r.stdout).toEqual([1, 'WORKFLOW_CONTRACT_INVALID']);
    expect(refused.r.summary).toContain('flowchart');
    expect(refused.opens).toBe(1);
  });
});
