// The parent manifest's foreach_runs: per foreach step, how many items ended how and the folder
// their runs live in — a section whose size does not grow with the registry.
import { describe, expect, it } from 'vitest';
import { foreachManifestSections } from '../../src/core/steps/foreach/manifest.js';
import { manifestText } from '../../src/core/state/manifest.js';
import { List } from 'immutable';
import type { ForeachItemRecord, RunState, StepRecord } from '../../src/core/state/state.js';
import { runStateOf } from '../helpers/state.js';

function item(id: string, over: Partial<ForeachItemRecord> = {}): ForeachItemRecord {
  return { id, slug: id.toLowerCase(), status: 'pending', visits: 0, depends_on: [], waiting_on: [], bindings: { item_id: id }, state_path: null, outcome: null, ...over };
}

function ended(id: string, step = 'loop', visit = 1): ForeachItemRecord {
  return item(id, { status: 'verified', visits: visit, state_path: `runs/r1/foreach/${step}/${id.toLowerCase()}/v${visit}/workflow_state.yaml`, outcome: 'WORKFLOW_COMPLETE' });
}

function withForeach(state: RunState, step: string, items: ForeachItemRecord[]): RunState {
  const record: StepRecord = { kind: 'foreach', status: 'in_flight', visits: 1, attempts: 1, foreach: { visit: 1, source: 'reg.md', format: 'markdown', active_item: null, stopped: null, items: List(items) } };
  return { ...state, run_root: 'runs/r1', steps: { ...state.steps, [step]: record } };
}

const base = runStateOf({ name: 'wf', file: 'wf.yaml', digest: 'd', entry: 'loop', entryKind: 'foreach' });

describe('foreachManifestSections', () => {
  it('is empty for a run without foreach steps', () => {
    expect(foreachManifestSections(base)).toEqual({});
  });

  it('counts the items of every foreach step by status and names the folder of their runs', () => {
    let s = withForeach(base, 'loop', [ended('A'), item('B', { status: 'running', visits: 1, state_path: 'runs/r1/foreach/loop/b/v1/workflow_state.yaml' }), item('C')]);
    s = withForeach(s, 'second', [ended('X', 'second', 2)]);
    expect(foreachManifestSections(s)).toEqual({
      foreach_runs: [
        { step: 'loop', visit: 1, source: 'reg.md', items: 3, pending: 1, running: 1, verified: 1, deferred: 0, blocked: 0, runs: 'runs/r1/foreach/loop/' },
        { step: 'second', visit: 1, source: 'reg.md', items: 1, pending: 0, running: 0, verified: 1, deferred: 0, blocked: 0, runs: 'runs/r1/foreach/second/' },
      ],
    });
    expect(manifestText(s, { head: { seq: 3, sha256: 'a'.repeat(64) }, journalFile: 'workflow_state.journal.jsonl' })).toContain('foreach_runs:\n  - step: loop\n');
  });

  it('does not grow with the number of items', () => {
    const many = Array.from({ length: 500 }, (_, i) => ended(`I${i}`));
    const text = JSON.stringify(foreachManifestSections(withForeach(base, 'loop', many)));
    expect(text.length).toBeLessThan(300);
  });
});
