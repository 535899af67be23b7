// `plan` locates the run and makes a run's checks on it with one read (and replay) of its
// journal: a journal of 10,000 events costs ~150 ms a replay (docs/benchmarks.md B5), and plan
// read it twice (once to locate the run, once more for the checks a run makes before its first
// stage). Counted as the bytes read from the run's journal in this process (the in-process CLI's):
// one whole read, replayed as it is read, and the last line that the manifest's check reads again
// to see the journal unchanged since (state/store.ts reloadRun, as a resume does under its lock).
import { rmSync, statSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { chainYaml, jsonOf, removeWorkspaces, RUNS_BUILT_CLI, STAGE_LIB, workspaceWith } from '../helpers/cli.js';
import { readsOf } from '../helpers/file-reads.js';

afterAll(removeWorkspaces);
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

describe('plan reads the run once', () => {
  it.skipIf(RUNS_BUILT_CLI)("plan of a run to resume reads (and replays) its journal once, and still makes the run's checks on it (a required input's file that is gone)", async () => {
    const wf = chainYaml('chain', ['a', 'b', 'c']).replace('required: [run_id]', 'required: [run_id, spec_file]');
    const ws = workspaceWith({ 'wf.yaml': wf, 'lib.sh': STAGE_LIB, 'spec.md': '# spec\n' });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'spec_file=spec.md', '--stop-after-step', 'a'])).code).toBe(0);
    const journal = ws.path('runs/r1/workflow_state.journal.jsonl');
    const size = statSync(journal).size;
    let read = readsOf(journal);
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plan['next_step']).toBe('b');
    expect(plan['stop']).toBeNull();
    expect(read.bytes).toBeGreaterThanOrEqual(size);
    expect(read.bytes).toBeLessThan(2 * size);
    // The checks a run makes are still made, on the run plan located: the input file it recorded is gone.
    vi.restoreAllMocks();
    rmSync(ws.path('spec.md'));
    read = readsOf(journal);
    const refused = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused['stop']).toMatchObject({ code: 'REQUIRED_INPUT_ARTIFACT_MISSING' });
    expect(read.bytes).toBeGreaterThanOrEqual(size);
    expect(read.bytes).toBeLessThan(2 * size);
  });
});
