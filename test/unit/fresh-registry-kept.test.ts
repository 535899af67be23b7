// registryRowsKept: what a fresh run's offer says it does not undo — only a foreach whose items:
// selects by the column verified rows are marked in, over a registry outside the run root.
import { describe, expect, it } from 'vitest';
import { registryRowsKept } from '../../src/core/run/fresh.js';
import type { RunState } from '../../src/core/state/state.js';
import type { StepModel } from '../../src/core/model/workflow.js';

function wf(foreach: Record<string, unknown>, completion?: Record<string, unknown>): { steps: ReadonlyMap<string, StepModel> } {
  return { steps: new Map([['loop', { def: { foreach, ...(completion ? { completion } : {}) } } as unknown as StepModel]]) };
}
const state = (source: string) => ({ steps: { loop: { foreach: { source } } } }) as unknown as RunState;

describe('registryRowsKept', () => {
  it('names the registry when items: selects by the marked column (Status, or status_field)', () => {
    expect(registryRowsKept(wf({ items: 'rows where Status != VERIFIED' }), state('docs/reg.md'), 'runs/r1')).toContain('fresh does not unmark docs/reg.md');
    expect(registryRowsKept(wf({ items: 'rows where State != VERIFIED', status_field: 'State' }), state('docs/reg.md'), 'runs/r1')).toContain('docs/reg.md');
  });
  it('says nothing when items: selects by other cells, or the registry lies in the run root', () => {
    expect(registryRowsKept(wf({ items: 'rows where Kind = feature' }), state('docs/reg.md'), 'runs/r1')).toBeUndefined();
    expect(registryRowsKept(wf({ items: 'rows where Status != VERIFIED' }), state('runs/r1/reg.md'), 'runs/r1')).toBeUndefined();
  });
});
