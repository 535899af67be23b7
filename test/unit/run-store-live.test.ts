// Reading a run while its runner writes it (`stagegate status` during a run, a test polling a
// live run): the runner appends to the journal and then writes the snapshot and the manifest, so
// a reader that read the journal first could find projections AHEAD of the journal it read, and
// call a healthy run tampered ("events were cut from the journal"; it happened to a test under a
// CPU burner). loadRun reads the projections first. Here the runner's next commit lands exactly
// between the reader's reads of the snapshot and the journal.
import { afterAll, describe, expect, it } from 'vitest';
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { loadRun, reloadRun } from '../../src/core/state/store.js';
import { RunStore } from '../../src/core/state/run-store.js';
import { applyEvent, withClaims } from '../../src/core/run/reduce.js';
import { writeManifest } from '../../src/core/state/manifest-write.js';
import type { JournalEvent } from '../../src/core/state/events.js';
import type { RunState } from '../../src/core/state/state.js';

/**
 * Run `body` with `hook` called once when `fn` of node:fs is called with `path`: right after an
 * `openSync` (the reader holds the file it opened; a rename by the writer replaces the path, not
 * what the reader reads), right before a `readFileSync` (how the manifest is read). Through
 * node:fs itself, so it works whatever modules the worker has loaded; restored afterwards.
 */
function whenCalled<T>(fn: 'openSync' | 'readFileSync', path: string, hook: () => void, body: () => T): { result: T; called: boolean } {
  const fsFns = fs as unknown as Record<string, (...a: unknown[]) => unknown>;
  const real = fsFns[fn]!;
  let called = false;
  const fire = (p: unknown): void => {
    if (!called && p === path) {
      called = true;
      hook();
    }
  };
  fsFns[fn] = (p: unknown, ...rest: unknown[]) => {
    if (fn === 'readFileSync') fire(p);
    const out = real(p, ...rest);
    if (fn === 'openSync') fire(p);
    return out;
  };
  syncBuiltinESMExports();
  try {
    return { result: body(), called };
  } finally {
    fsFns[fn] = real;
    syncBuiltinESMExports();
  }
}

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
    // The runner commits the moment the reader has opened the snapshot.
    const { result: load, called } = whenCalled('openSync', files.state, () => commit(attempt('a')), () => loadRun(files, wf, 'runs/r1/workflow_state.yaml'));
    expect(called).toBe(true);
    expect(load.kind, load.kind === 'corrupt' ? load.reason : '').toBe('ok');
    if (load.kind === 'ok') expect([load.head.seq, load.snapshotLags, load.state.in_flight?.step ?? null]).toEqual([2, true, 'a']);
    // Level again: nothing lags.
    const again = loadRun(files, wf, 'runs/r1/workflow_state.yaml');
    expect(again.kind === 'ok' && again.snapshotLags).toBe(false);
    store.close();
  });

  it('reloadRun (status, history reuse their first replay): a commit landing while the projections are read is a changed journal, never projections ahead of it', () => {
    const dir = mkdtempSync(join(root, 'reload-'));
    const files = { state: join(dir, 'workflow_state.yaml'), manifest: join(dir, 'RUN_MANIFEST.yaml') };
    const store = RunStore.open(files, { kind: 'absent' });
    let state: RunState | undefined;
    const commit = (e: JournalEvent): void => {
      const applied = applyEvent(state, e, wf);
      state = applied.state;
      store.commit([withClaims(e, applied)]);
      store.writeSnapshot(state);
      writeManifest(files.manifest, state, { head: store.head, journalFile: store.journalFile });
    };
    commit(started);
    // The first load (the run context's), then the runner commits as the reader reads the manifest.
    const earlier = loadRun({ state: files.state }, wf, 'runs/r1/workflow_state.yaml');
    expect(earlier.kind).toBe('ok');
    const { result: load, called } = whenCalled('openSync', files.manifest, () => commit(attempt('a')), () => reloadRun(earlier, files, wf, 'runs/r1/workflow_state.yaml'));
    expect(called).toBe(true);
    expect(load.kind, load.kind === 'corrupt' ? load.reason : '').toBe('ok');
    if (load.kind === 'ok') expect(load.head.seq).toBe(2);
    store.close();
  });
});
