// The Action's `command: plan` reads the run once: the plan locates and loads it, and the run's
// status (the graph's state, whether it is complete at this commit, its manifest) is read from the
// run the plan located, not loaded again. Measured as the bytes read from the run's journal in this
// process (the in-process Action's): one whole read, and the last line a reload checks it by
// (state/store.ts reloadRun), where it was read whole twice.
import fs, { statSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { HELLO, RUNS_BUILT_ACTION, cleanupHarness, makeWorkspace, runActionStep } from '../helpers/action-harness.js';

afterAll(() => cleanupHarness());
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

/** Bytes read through readSync from the file at `path`, counted from now on. */
function bytesReadFrom(path: string): { bytes: number } {
  const counted = { bytes: 0 };
  const fds = new Set<number>();
  const { openSync, readSync, closeSync } = fs;
  vi.spyOn(fs, 'openSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
    const fd = (openSync as (...a: unknown[]) => number)(p, ...rest);
    if (String(p) === path) fds.add(fd);
    return fd;
  }) as typeof fs.openSync);
  vi.spyOn(fs, 'readSync').mockImplementation(((fd: number, ...rest: unknown[]) => {
    const n = (readSync as (...a: unknown[]) => number)(fd, ...rest);
    if (fds.has(fd)) counted.bytes += n;
    return n;
  }) as typeof fs.readSync);
  vi.spyOn(fs, 'closeSync').mockImplementation(((fd: number) => {
    fds.delete(fd);
    closeSync(fd);
  }) as typeof fs.closeSync);
  syncBuiltinESMExports();
  return counted;
}

describe('command: plan reads the run once', () => {
  it.skipIf(RUNS_BUILT_ACTION)("a paused run: the plan and the run's status come from one read of its journal", async () => {
    const ws = makeWorkspace();
    const paused = await runActionStep({ workspace: ws, inputs: { workflow: HELLO, 'run-id': 's1', persist: 'none', 'stop-after-step': 'review' } });
    expect(paused.outputs['status'], paused.stdout + paused.stderr).toBe('PARTIAL_RESUMABLE');
    const journal = join(ws, 'runs/hello/s1/workflow_state.journal.jsonl');
    const size = statSync(journal).size;
    const read = bytesReadFrom(journal);
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
    const read = bytesReadFrom(journal);
    const plan = await runActionStep({ workspace: ws, inputs: { command: 'plan', workflow: HELLO, 'run-id': 's2', persist: 'none' } });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PLAN', complete: 'true' });
    expect(read.bytes).toBeGreaterThanOrEqual(size);
    expect(read.bytes).toBeLessThan(2 * size);
  });
});
