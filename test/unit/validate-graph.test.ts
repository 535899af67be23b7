// graph.ts: transitions of every kind, strongly connected components (iterative, so deep
// chains cannot overflow), reachability groups, trap loops and loops.
import { CAMPAIGN } from '../tiers.js';
import { describe, expect, it } from 'vitest';
import { analyseScope, stronglyConnected, transitionsOf, type GraphScope } from '../../src/core/validate/graph.js';
import type { StepModel } from '../../src/core/model/workflow.js';

function scope(edges: Record<string, string[]>, ends: string[] = [], entry?: string): GraphScope {
  const ids = Object.keys(edges);
  return { ids, entry: entry ?? ids[0], successors: (id) => edges[id] ?? [], ends: (id) => ends.includes(id) };
}

describe('transitionsOf', () => {
  it('lists statuses (plain and both conditional branches), retry_step, on_success, on_complete and completion.on_complete', () => {
    const step: StepModel = {
      id: 's',
      kind: 'agent',
      path: ['steps', 's'],
      line: 1,
      column: 1,
      def: {
        statuses: { A: 'x', B: { if_input_present: { p: 'y' }, else: 'z' } },
        retry_step: 'r',
        on_success: 'o',
        on_complete: 'c',
        completion: { on_complete: 'd' },
      },
    };
    expect(transitionsOf(step).map((t) => [t.label, t.to, t.path.join('.')])).toEqual([
      ['status A', 'x', 'steps.s.statuses.A'],
      ['status B (if p present)', 'y', 'steps.s.statuses.B.if_input_present.p'],
      ['status B (else)', 'z', 'steps.s.statuses.B.else'],
      ['retry_step', 'r', 'steps.s.retry_step'],
      ['on_success', 'o', 'steps.s.on_success'],
      ['on_complete', 'c', 'steps.s.on_complete'],
      ['completion.on_complete', 'd', 'steps.s.completion.on_complete'],
    ]);
  });
});

describe('stronglyConnected', () => {
  it('finds cycles and singletons, sinks first', () => {
    const edges: Record<string, string[]> = { a: ['b'], b: ['a', 'c'], c: ['d'], d: ['c'], e: [] };
    const sccs = stronglyConnected(Object.keys(edges), (id) => edges[id] ?? []);
    expect(sccs.map((c) => [...c].sort())).toEqual([['c', 'd'], ['a', 'b'], ['e']]);
  });

  it('handles a 100,000-step chain without recursion', { tags: [CAMPAIGN] }, () => {
    const n = 100_000;
    const ids = Array.from({ length: n }, (_, i) => `s${i}`);
    const sccs = stronglyConnected(ids, (id) => {
      const i = Number(id.slice(1));
      return i + 1 < n ? [`s${i + 1}`] : ['s0'];
    });
    expect(sccs).toHaveLength(1);
    expect(sccs[0]).toHaveLength(n);
  });
});

describe('analyseScope', () => {
  it('a clean graph: everything reachable, nothing trapped; loops listed', () => {
    const a = analyseScope(scope({ a: ['b'], b: ['c', 'a'], c: [] }, ['c']));
    expect(a.unreachable).toEqual([]);
    expect(a.traps).toEqual([]);
    expect(a.loops).toEqual([['a', 'b']]);
  });

  it('reports an unreachable group once, at its first step in file order', () => {
    const a = analyseScope(scope({ a: [], x: ['y'], y: ['x', 'z'], z: [] }, ['a', 'z']));
    expect(a.unreachable).toEqual(['x', 'y', 'z']);
    expect(a.unreachableRoots).toEqual([{ id: 'x', group: ['x', 'y', 'z'] }]);
  });

  it('reports the sink loop of a trap, not the steps leading into it', () => {
    const a = analyseScope(scope({ a: ['b', 'e'], b: ['c'], c: ['d'], d: ['c'], e: [] }, ['e']));
    expect(a.traps).toEqual(['b', 'c', 'd']);
    expect(a.trapLoops).toEqual([['c', 'd']]);
  });

  it('a self-loop without exit is a trap loop; an acyclic dead end is not', () => {
    // a loops on itself but also leads to b, which only loops on itself: b is where runs get stuck.
    expect(analyseScope(scope({ a: ['a', 'b'], b: ['b'] }, [])).trapLoops).toEqual([['b']]);
    expect(analyseScope(scope({ a: ['b'], b: [] }, [])).trapLoops).toEqual([]);
  });

  it('handles 50,000 steps in a chain with back edges', { tags: [CAMPAIGN] }, () => {
    const n = 50_000;
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < n; i++) edges[`s${i}`] = i + 1 < n ? [`s${i + 1}`, `s${Math.max(0, i - 1)}`] : [];
    const a = analyseScope(scope(edges, [`s${n - 1}`]));
    expect(a.unreachable).toHaveLength(0);
    expect(a.traps).toHaveLength(0);
    expect(a.loops).toHaveLength(1);
  });
});
