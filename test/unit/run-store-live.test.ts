// Reading a run while its runner writes it (`stagegate status` during a run, a test polling a
// live run): the runner appends to the journal and then writes the snapshot and the manifest, so
// a reader that read the journal first could find projections AHEAD of the journal it read, and
// call a healthy run tampered ("events were cut from the journal"; it happened to a test under a
// CPU burner). loadRun reads the projections first. Here the runner's next commit lands exactly
// between the reader's reads of the snapshot and the journal, whichever order loadRun uses.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs once, right after loadRun has read the snapshot (the runner committing at that moment). */
const between: { hook: (() => void) | undefined } = vi.hoisted(() => ({ hook: undefined }));

vi.mock('../../src/core/state/snapshot.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/state/snapshot.js')>();
  return {
    ...real,
    readSnapshot: (path: string) => {
      const read = real.readSnapshot(path);
      const hook = between.hook;
      between.hook = undefined;
      hook?.();
      return read;
    },
  };
});

const { loadWorkflowText } = await import('../../src/core/model/loader.js');
const { loadRun, RunStore } = await import('../../src/core/state/store.js');
const { applyEvent, withClaims } = await import('../../src/core/run/reduce.js');
const { writeManifest } = await import('../../src/core/state/manifest.js');
type JournalEvent = import('../../src/core/state/events.js').JournalEvent;
type RunState = import('../../src/core/state/state.js').RunState;

const root = mkdtempSync(join(tmpdir(), 'stagegate-store-live-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const WORKFLOW = `version: '4.0'
name: chain
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    run: 'true'
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: b }
  b:
    run: 'true'
    output: 'runs/{{run_id}}/b.md'
    statuses: { OK: DONE }
`;
const loaded = loadWorkflowText(WORKFLOW, 'wf.yaml', '/nowhere/wf.yaml');
const wf = loaded.workflow!;
const AT = '2026-01-01T00:00:00.000Z';
const started: JournalEvent = {
  event: 'run_started', at: AT, run_id: 'r1', workflow: 'chain', workflow_file: 'wf.yaml', workflow_digest: wf.digest, mode: 'resume', ignore_previous_completion: false,
  stop_after_step: null, inputs: { run_id: 'r1' }, run_root: 'runs/r1', source_commit: null, agent_package_version: null, fresh_execution_of: null, entry: 'a', entry_kind: 'shell',
};
const attempt = (step: string): JournalEvent => ({ event: 'attempt_started', at: AT, step, visit: 0, attempt: 0 });

describe('loadRun of a run its runner is writing', () => {
  it('a commit (journal append, then snapshot and manifest) between the reader\'s reads: the run loads, one commit behind at most', () => {
    const files = { state: join(root, 'workflow_state.yaml'), manifest: join(root, 'RUN_MANIFEST.yaml') };
    const store = RunStore.open(files, { kind: 'absent' });
    let state: RunState | undefined;
    // What the runner's commit does: append (fdatasync), then project.
    const commit = (e: JournalEvent): void => {
      const applied = applyEvent(state, e, wf);
      state = applied.state;
      store.commit([withClaims(e, applied)]);
      store.writeSnapshot(state);
      writeManifest(files.manifest, state, { head: store.head, journalFile: store.journalFile });
    };
    commit(started);
    between.hook = () => commit(attempt('a'));
    const load = loadRun(files, wf, 'runs/r1/workflow_state.yaml');
    expect(between.hook).toBeUndefined(); // the runner did commit in between
    expect(load.kind, load.kind === 'corrupt' ? load.reason : '').toBe('ok');
    if (load.kind === 'ok') expect([load.head.seq, load.state.in_flight?.step ?? null]).toEqual([2, 'a']);
    // Level again: nothing lags.
    const again = loadRun(files, wf, 'runs/r1/workflow_state.yaml');
    expect(again.kind === 'ok' && again.snapshotLags).toBe(false);
    store.close();
  });
});
