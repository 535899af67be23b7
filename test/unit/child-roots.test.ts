import { describe, expect, it } from 'vitest';
import { List } from 'immutable';
import { collectRunTree, isWithinRoot, MAX_TREE_RUNS, nestedRunsOf, nestedStatePath, type NestedRunRef } from '../../src/core/state/child-roots.js';
import type { ChildRunRecord, RunState, StepRecord } from '../../src/core/state/state.js';
import { runStateOf } from '../helpers/state.js';

function childRecord(file: string, runId: string, root: string): ChildRunRecord {
  return {
    workflow_file: file,
    run_id: runId,
    state_path: `${root}/workflow_state.yaml`,
    manifest_path: `${root}/RUN_MANIFEST.yaml`,
    run_root: root,
    mode: 'resume',
    invoked_as: 'resume',
    fresh_base: null,
    visit: 1,
    status: 'PARTIAL_RESUMABLE',
    artifacts: [],
  };
}

function step(extra: Partial<StepRecord>): StepRecord {
  return { kind: 'child_workflow', status: 'in_flight', visits: 1, attempts: 1, ...extra };
}

function stateWith(runRoot: string, steps: Record<string, StepRecord>): RunState {
  return { ...runStateOf({ name: 'p', file: 'p.yaml', digest: 'd', entry: 'a', entryKind: 'shell' }), run_root: runRoot, steps };
}

const parallelStep = (branches: Record<string, ChildRunRecord | undefined>): StepRecord =>
  step({
    kind: 'parallel',
    parallel: {
      visit: 1,
      join: 'all',
      outcome: null,
      branches: Object.fromEntries(
        Object.entries(branches).map(([id, child]) => [
          id,
          { kind: child ? 'child_workflow' : 'shell', status: 'running', gate_status: null, visit: 1, attempt: 1, code: null, error: null, exit_status: null, duration_ms: null, log: null, output: null, sha256: null, ...(child ? { child } : {}) },
        ]),
      ),
    },
  });

describe('nestedRunsOf', () => {
  it('lists child_workflow steps, parallel child branches and foreach item runs, in step order', () => {
    const state = stateWith('runs/p', {
      a: step({ kind: 'shell', status: 'completed' }),
      sub: step({ child: childRecord('c.yaml', 'c-1', 'runs/c/c-1') }),
      fan: parallelStep({ lint: undefined, test: childRecord('t.yaml', 't-1', 'runs/t/t-1') }),
      each: step({
        kind: 'foreach',
        foreach: {
          visit: 1,
          source: 'reg.md',
          format: 'markdown',
          active_item: 'i2',
          stopped: null,
          items: List([
            { id: 'i1', slug: 'i1', status: 'verified', visits: 1, depends_on: [], waiting_on: [], bindings: {}, state_path: 'runs/p/foreach/each/i1/v1/workflow_state.yaml', outcome: 'WORKFLOW_COMPLETE' },
            { id: 'i2', slug: 'i2', status: 'pending', visits: 0, depends_on: [], waiting_on: [], bindings: {}, state_path: null, outcome: null },
          ]),
        },
      }),
    });
    const refs = nestedRunsOf(state);
    expect(refs.map((r) => [r.kind, r.field, nestedStatePath(r)])).toEqual([
      ['child', 'steps.sub.child', 'runs/c/c-1/workflow_state.yaml'],
      ['child', 'steps.fan.parallel.branches.test.child', 'runs/t/t-1/workflow_state.yaml'],
      ['item', 'steps.each.foreach.items[i1].state_path', 'runs/p/foreach/each/i1/v1/workflow_state.yaml'],
    ]);
  });

  it('a state without nested runs has none', () => {
    expect(nestedRunsOf(stateWith('runs/p', { a: step({ kind: 'shell' }) }))).toEqual([]);
  });
});

describe('isWithinRoot', () => {
  it('is the root itself or a path under it, never a sibling with the same prefix', () => {
    expect(isWithinRoot('runs/a', 'runs/a')).toBe(true);
    expect(isWithinRoot('runs/a/x.md', 'runs/a')).toBe(true);
    expect(isWithinRoot('runs/ab/x.md', 'runs/a')).toBe(false);
    expect(isWithinRoot('runs', 'runs/a')).toBe(false);
    expect(isWithinRoot('anything', '.')).toBe(true);
  });
});

describe('collectRunTree', () => {
  const grand = stateWith('runs/g/g-1', { g1: step({ kind: 'shell' }) });
  const child = stateWith('runs/c/c-1', { deep: step({ child: childRecord('g.yaml', 'g-1', 'runs/g/g-1') }) });
  const top = stateWith('runs/p', { sub: step({ child: childRecord('c.yaml', 'c-1', 'runs/c/c-1') }) });
  const states = new Map<string, RunState>([
    ['runs/c/c-1/workflow_state.yaml', child],
    ['runs/g/g-1/workflow_state.yaml', grand],
  ]);

  it('walks children of children, each with the run that records it', () => {
    const seen: Array<[string, string]> = [];
    const nodes = collectRunTree({ statePath: 'runs/p/workflow_state.yaml', state: top }, (ref: NestedRunRef, parent) => {
      seen.push([ref.field, parent.statePath]);
      return states.get(nestedStatePath(ref)!);
    });
    expect(nodes.map((n) => [n.statePath, n.runRoot, n.parent?.statePath ?? null])).toEqual([
      ['runs/p/workflow_state.yaml', 'runs/p', null],
      ['runs/c/c-1/workflow_state.yaml', 'runs/c/c-1', 'runs/p/workflow_state.yaml'],
      ['runs/g/g-1/workflow_state.yaml', 'runs/g/g-1', 'runs/c/c-1/workflow_state.yaml'],
    ]);
    expect(seen).toEqual([
      ['steps.sub.child', 'runs/p/workflow_state.yaml'],
      ['steps.deep.child', 'runs/c/c-1/workflow_state.yaml'],
    ]);
  });

  it('leaves out a run whose state the reader does not have, with its subtree', () => {
    const nodes = collectRunTree({ statePath: 'runs/p/workflow_state.yaml', state: top }, () => undefined);
    expect(nodes).toHaveLength(1);
  });

  it('reads each state file once, even when records loop back to it', () => {
    const loop = stateWith('runs/c/c-1', { back: step({ child: { ...childRecord('p.yaml', 'r1', 'runs/p'), state_path: 'runs/p/workflow_state.yaml' } }) });
    let reads = 0;
    const nodes = collectRunTree({ statePath: 'runs/p/workflow_state.yaml', state: top }, () => {
      reads++;
      return loop;
    });
    expect(reads).toBe(1);
    expect(nodes).toHaveLength(2);
  });

  it('a child record without a state path is skipped; a reader that throws stops the walk', () => {
    const none = stateWith('runs/p', { sub: step({ child: { ...childRecord('c.yaml', 'c-1', 'runs/c/c-1'), state_path: null } }) });
    expect(collectRunTree({ statePath: 'runs/p/workflow_state.yaml', state: none }, () => child)).toHaveLength(1);
    expect(() => collectRunTree({ statePath: 'runs/p/workflow_state.yaml', state: top }, () => { throw new Error('refused'); })).toThrow('refused');
  });

  it('stops at MAX_TREE_RUNS runs', () => {
    let n = 0;
    const wide = (): RunState => stateWith(`runs/w${n}`, { a: step({ child: childRecord('w.yaml', `w${++n}`, `runs/w${n}`) }), b: step({ child: childRecord('w.yaml', `w${++n}`, `runs/w${n}`) }) });
    const nodes = collectRunTree({ statePath: 'top', state: wide() }, () => wide());
    expect(nodes.length).toBeLessThanOrEqual(MAX_TREE_RUNS + 1);
    expect(nodes.length).toBeGreaterThanOrEqual(MAX_TREE_RUNS);
  });
});
