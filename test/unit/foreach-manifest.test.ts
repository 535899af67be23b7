// The parent manifest's foreach_runs: which item runs it names, and that an unchanged item keeps
// its entry object (so the emitter reuses the bytes of earlier items on every write).
import { describe, expect, it } from 'vitest';
import { foreachManifestSections } from '../../src/core/steps/foreach/manifest.js';
import { manifestText } from '../../src/core/state/manifest.js';
import { withEntry } from '../../src/core/state/map-derivation.js';
import type { ForeachItemRecord, RunState, StepRecord } from '../../src/core/state/state.js';
import { runStateOf } from '../helpers/state.js';

function item(id: string, over: Partial<ForeachItemRecord> = {}): ForeachItemRecord {
  return { id, slug: id.toLowerCase(), status: 'pending', visits: 0, depends_on: [], waiting_on: [], bindings: { item_id: id }, state_path: null, outcome: null, ...over };
}

function ended(id: string, step = 'loop', visit = 1): ForeachItemRecord {
  return item(id, { status: 'verified', visits: visit, state_path: `runs/r1/foreach/${step}/${id.toLowerCase()}/v${visit}/workflow_state.yaml`, outcome: 'WORKFLOW_COMPLETE' });
}

function withForeach(state: RunState, step: string, items: ForeachItemRecord[]): RunState {
  const record: StepRecord = { kind: 'foreach', status: 'in_flight', visits: 1, attempts: 1, foreach: { visit: 1, source: 'reg.md', format: 'markdown', active_item: null, stopped: null, items } };
  return { ...state, steps: withEntry(state.steps, step, record) };
}

const base = runStateOf({ name: 'wf', file: 'wf.yaml', digest: 'd', entry: 'loop', entryKind: 'foreach' });

describe('foreachManifestSections', () => {
  it('is empty for a run without foreach steps', () => {
    expect(foreachManifestSections(base)).toEqual({});
  });

  it('names every ended item run of every foreach step, in step then item order, with its manifest beside its state', () => {
    let s = withForeach(base, 'loop', [ended('A'), item('B', { status: 'running', visits: 1, state_path: 'runs/r1/foreach/loop/b/v1/workflow_state.yaml' }), item('C')]);
    s = withForeach(s, 'second', [ended('X', 'second', 2)]);
    expect(foreachManifestSections(s)).toEqual({
      foreach_runs: [
        { step: 'loop', item: 'A', visits: 1, outcome: 'WORKFLOW_COMPLETE', state_path: 'runs/r1/foreach/loop/a/v1/workflow_state.yaml', manifest_path: 'runs/r1/foreach/loop/a/v1/RUN_MANIFEST.yaml' },
        { step: 'second', item: 'X', visits: 2, outcome: 'WORKFLOW_COMPLETE', state_path: 'runs/r1/foreach/second/x/v2/workflow_state.yaml', manifest_path: 'runs/r1/foreach/second/x/v2/RUN_MANIFEST.yaml' },
      ],
    });
    // The manifest file carries the section.
    expect(manifestText(s)).toContain('foreach_runs:\n  - step: loop\n    item: A\n');
  });

  it('keeps the entry object of an unchanged item across writes, so only new items are emitted', () => {
    const a = ended('A');
    const first = foreachManifestSections(withForeach(base, 'loop', [a, item('B')]))['foreach_runs'] as object[];
    const second = foreachManifestSections(withForeach(base, 'loop', [a, ended('B')]))['foreach_runs'] as object[];
    expect(second).toHaveLength(2);
    expect(second[0]).toBe(first[0]);
  });
});
