// A foreach item's accepted outputs (step record item_outputs, run/progress.ts withItemOutputs) are
// kept in a persistent map: recording one item's shares every other item's entry instead of
// copying them all, which made a 100,000-item foreach quadratic (each finished item copied an
// object of every item finished before it) and filled the heap with the copies.
import { describe, expect, it } from 'vitest';
import { Map as ImmutableMap } from 'immutable';
import { withItemOutputs } from '../../src/core/run/progress.js';
import { initialState, type RunState } from '../../src/core/state/state.js';

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

describe('item_outputs', () => {
  it('is a persistent map: an item recorded leaves the earlier state as it was, and changes count as progress', () => {
    let s = state();
    const states: RunState[] = [];
    for (let i = 0; i < 2000; i++) {
      s = withItemOutputs(s, 'items', `it${i}`, `d${i}`);
      states.push(s);
    }
    const outputs = s.steps['items']!.item_outputs!;
    expect(ImmutableMap.isMap(outputs)).toBe(true);
    expect(outputs.size).toBe(2000);
    expect(outputs.get('it1999')).toBe('d1999');
    // Every earlier state still sees only the items recorded before it.
    expect(states[999]!.steps['items']!.item_outputs!.size).toBe(1000);
    expect(states[999]!.steps['items']!.item_outputs!.has('it1000')).toBe(false);
    expect(s.output_changes).toBe(2000);
    // The same outputs again: no change, the same state; other outputs: one more change.
    expect(withItemOutputs(s, 'items', 'it5', 'd5')).toBe(s);
    expect(withItemOutputs(s, 'items', 'it5', 'other').output_changes).toBe(2001);
    // An event without outputs (journals before they were recorded) changes nothing.
    expect(withItemOutputs(s, 'items', 'it5', undefined)).toBe(s);
  });
});
