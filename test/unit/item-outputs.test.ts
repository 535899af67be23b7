// A foreach item's accepted outputs (step record item_outputs, run/progress.ts withItemOutputs,
// state/item-outputs.ts) are kept persistently: recording one item's shares every other item's
// entry instead of copying them all, which made a 100,000-item foreach quadratic (each finished
// item copied an object of every item finished before it) and filled the heap with the copies.
// They are kept by the item's index in the step's current items, each digest packed to 32
// characters: a map by item id with hex digests cost ~250 bytes per finished item (~25 MB live
// at 100,000 items done). A later load of the step's items (another visit) may order them
// otherwise: the digests then move to a map by id, so an item's end still compares with its own.
import { describe, expect, it } from 'vitest';
import { List } from 'immutable';
import { withItemOutputs, withItemsReloaded } from '../../src/core/run/progress.js';
import { ItemOutputs, packDigest, unpackDigest } from '../../src/core/state/item-outputs.js';
import { initialState, type ForeachItemRecord, type ForeachRecord, type RunState } from '../../src/core/state/state.js';
import { sha256Text } from '../../src/core/workspace/digest.js';

function state(): RunState {
  return initialState({
    workflow: { name: 'fe', file: 'fe.yaml', digest: 'd', entry: 'items', entryKind: 'foreach' },
    runId: 'r',
    mode: 'resume',
    ignorePreviousCompletion: false,
    freshExecutionOf: null,
    inputs: {},
    runRoot: 'runs/r',
    sourceCommit: null,
    agentPackageVersion: null,
    at: '2026-12-04T00:00:00.000Z',
  });
}

const d = (i: number | string): string => sha256Text(`outputs ${i}`);

function withItems(s: RunState, ids: string[], visit: number): RunState {
  const items = List(ids.map((id): ForeachItemRecord => ({ id, slug: id, status: 'pending', visits: 0, depends_on: [], waiting_on: [], bindings: { item_id: id }, state_path: null, outcome: null })));
  const foreach: ForeachRecord = { visit, source: 'registry.md', format: 'markdown', active_item: null, stopped: null, items };
  const record = s.steps['items'] ?? { status: 'pending', visits: 0 };
  return { ...s, steps: { ...s.steps, items: { ...(record as NonNullable<RunState['steps'][string]>), foreach } } };
}

describe('item_outputs', () => {
  it('is persistent: an item recorded leaves the earlier state as it was, and changes count as progress', () => {
    let s = state();
    const states: RunState[] = [];
    for (let i = 0; i < 2000; i++) {
      s = withItemOutputs(s, 'items', i, `it${i}`, d(i));
      states.push(s);
    }
    const outputs = s.steps['items']!.item_outputs!;
    expect(outputs).toBeInstanceOf(ItemOutputs);
    expect(outputs.sizes).toEqual({ byIndex: 2000, earlier: 0 });
    expect(outputs.get(1999, 'it1999')).toBe(d(1999));
    // Every earlier state still sees only the items recorded before it.
    expect(states[999]!.steps['items']!.item_outputs!.sizes.byIndex).toBe(1000);
    expect(states[999]!.steps['items']!.item_outputs!.get(1000, 'it1000')).toBeUndefined();
    expect(s.output_changes).toBe(2000);
    // The same outputs again: no change, the same state; other outputs: one more change.
    expect(withItemOutputs(s, 'items', 5, 'it5', d(5))).toBe(s);
    expect(withItemOutputs(s, 'items', 5, 'it5', d('other')).output_changes).toBe(2001);
    // An event without outputs (journals before they were recorded) changes nothing.
    expect(withItemOutputs(s, 'items', 5, 'it5', undefined)).toBe(s);
  });

  it('keeps a digest packed by index, not a hex string in a map by id (what a finished item costs the record)', () => {
    let s = state();
    for (let i = 0; i < 10; i++) s = withItemOutputs(s, 'items', i, `it${i}`, d(i));
    const outputs = s.steps['items']!.item_outputs!;
    // 32 Latin-1 characters for a sha256, not its 64 hex ones; nothing kept by id on the first load.
    expect(outputs.storedAt(3)).toHaveLength(32);
    expect(unpackDigest(outputs.storedAt(3)!)).toBe(d(3));
    expect(outputs.sizes.earlier).toBe(0);
    // A value that is no hex sha256 (a journal edited by hand) round-trips and never equals a packed one.
    expect(unpackDigest(packDigest('not a digest'))).toBe('not a digest');
    const packed = packDigest(d(1));
    expect(packDigest(packed)).not.toBe(packed);
  });

  it("a later load of the step's items, in another order and with other items, compares each item with its own last end", () => {
    let s = withItems(state(), ['A', 'B', 'C'], 1);
    s = withItemOutputs(s, 'items', 0, 'A', d('A1'));
    s = withItemOutputs(s, 'items', 1, 'B', d('B1'));
    s = withItemOutputs(s, 'items', 2, 'C', d('C1'));
    expect(s.output_changes).toBe(3);
    // Visit 2 loads C, A, D (B left the registry); as reduce.ts does at foreach_loaded.
    s = withItems(withItemsReloaded(s, 'items'), ['C', 'A', 'D'], 2);
    expect(s.steps['items']!.item_outputs!.sizes).toEqual({ byIndex: 0, earlier: 3 });
    const v2 = s;
    s = withItemOutputs(s, 'items', 0, 'C', d('C1'));
    expect(s).toBe(v2); // C wrote the same as on visit 1: no change
    s = withItemOutputs(s, 'items', 1, 'A', d('A2'));
    expect(s.output_changes).toBe(4);
    s = withItemOutputs(s, 'items', 2, 'D', d('D2'));
    expect(s.output_changes).toBe(5);
    // Visit 3 loads B back, first: its end compares with its visit-1 end; A with its visit-2 end.
    s = withItems(withItemsReloaded(s, 'items'), ['B', 'A'], 3);
    const v3 = s;
    s = withItemOutputs(s, 'items', 0, 'B', d('B1'));
    s = withItemOutputs(s, 'items', 1, 'A', d('A2'));
    expect(s.output_changes).toBe(v3.output_changes);
    expect(withItemOutputs(s, 'items', 1, 'A', d('A1')).output_changes).toBe(6);
  });
});
