// `plan` locates the run and makes a run's checks on it with one read (and replay) of its
// journal: a journal of 10,000 events costs ~150 ms a replay (docs/benchmarks.md B5), and plan
// read it twice (once to locate the run, once more for the checks a run makes before its first
// stage). Counted as the opens of the run's journal in this process (the in-process CLI's): each
// read of it is one open, replayed as it is read.
import fs, { rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { chainYaml, jsonOf, removeWorkspaces, RUNS_BUILT_CLI, STAGE_LIB, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

/** Every open (that found the file) of a file whose path ends with `suffix`, from now on. */
function opensOf(suffix: string): string[] {
  const opened: string[] = [];
  const openSync = fs.openSync;
  vi.spyOn(fs, 'openSync').mockImplementation(((path: fs.PathLike, ...rest: unknown[]) => {
    const fd = (openSync as (...a: unknown[]) => number)(path, ...rest);
    if (String(path).endsWith(suffix)) opened.push(String(path));
    return fd;
  }) as typeof fs.openSync);
  syncBuiltinESMExports();
  return opened;
}

describe('plan reads the run once', () => {
  it.skipIf(RUNS_BUILT_CLI)("plan of a run to resume reads (and replays) its journal once, and still makes the run's checks on it (a required input's file that is gone)", async () => {
    const wf = chainYaml('chain', ['a', 'b', 'c']).replace('required: [run_id]', 'required: [run_id, spec_file]');
    const ws = workspaceWith({ 'wf.yaml': wf, 'lib.sh': STAGE_LIB, 'spec.md': '# spec\n' });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'spec_file=spec.md', '--stop-after-step', 'a'])).code).toBe(0);
    const journal = 'runs/r1/workflow_state.journal.jsonl';
    let opened = opensOf(journal);
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plan['next_step']).toBe('b');
    expect(plan['stop']).toBeNull();
    expect(opened).toHaveLength(1);
    // The checks a run makes are still made, on the run plan located: the input file it recorded is gone.
    vi.restoreAllMocks();
    rmSync(ws.path('spec.md'));
    opened = opensOf(journal);
    const refused = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused['stop']).toMatchObject({ code: 'REQUIRED_INPUT_ARTIFACT_MISSING' });
    expect(opened).toHaveLength(1);
  });
});
