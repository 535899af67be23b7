// Item order and item bookkeeping: topological order with registry order breaking ties, cycles
// named, deferral and revival, completion rules checked against rows.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findCycle, orderItems } from '../../src/core/steps/foreach/order.js';
import { deferredItems, finishItem, newRecord, nextItemIndex, reviveDeferred, startItem } from '../../src/core/steps/foreach/schedule.js';
import { parseRequire, rowInWords, unsatisfiedRows } from '../../src/core/steps/foreach/completion.js';
import { parseMarkdownTable } from '../../src/core/steps/foreach/registry.js';
import { StagegateError } from '../../src/core/run/errors.js';
import type { Item } from '../../src/core/steps/foreach/items.js';
import { foreachRecordOf } from '../../src/core/state/state.js';

const item = (id: string, deps: string[] = []): Item => ({ id, slug: id.toLowerCase(), line: 1, depends_on: deps, bindings: { item_id: id } });
/** A new record as the run holds it once its foreach_loaded event is applied. */
const loaded = (...args: Parameters<typeof newRecord>) => foreachRecordOf(newRecord(...args));

describe('order', () => {
  it('dependencies first, earliest row first among the ready ones', () => {
    const items = [item('A', ['B']), item('B'), item('C', ['A']), item('D')];
    expect(orderItems(items, 'dependency_topological', 'x').map((i) => i.id)).toEqual(['B', 'A', 'C', 'D']);
    expect(orderItems(items, 'registry', 'x').map((i) => i.id)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('a cycle is WORKFLOW_BLOCKED_DEPENDENCY_CYCLE listing it (whatever the order)', () => {
    const items = [item('A', ['C']), item('B', ['A']), item('C', ['B']), item('S', ['S'])];
    expect(findCycle(items)).toEqual(['A', 'C', 'B', 'A']);
    for (const order of ['registry', 'dependency_topological'] as const) {
      let caught: unknown;
      try {
        orderItems(items, order, 'foreach step loop (r.md)');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(StagegateError);
      expect((caught as StagegateError).code).toBe('WORKFLOW_BLOCKED_DEPENDENCY_CYCLE');
      expect((caught as StagegateError).message).toContain('A -> C -> B -> A');
    }
    expect(findCycle([item('S', ['S'])])).toEqual(['S', 'S']);
  });

  it('property: every acyclic registry orders each item after all its dependencies, keeping every item once', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(30), { maxLength: 4 }), { minLength: 1, maxLength: 30 }), (deps) => {
        // Only earlier rows as dependencies: acyclic by construction, in a shuffled row order.
        const items = deps.map((d, i) => item(`I${i}`, [...new Set(d.filter((x) => x < i).map((x) => `I${x}`))])).reverse();
        const ordered = orderItems(items, 'dependency_topological', 'x');
        const at = new Map(ordered.map((it, i) => [it.id, i]));
        expect(ordered).toHaveLength(items.length);
        for (const it of items) for (const d of it.depends_on) expect(at.get(d)!).toBeLessThan(at.get(it.id)!);
      }),
    );
  });

  it('a 10,000-item dependency chain orders without recursion', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => item(`I${i}`, i > 0 ? [`I${i - 1}`] : []));
    expect(orderItems(items.slice().reverse(), 'dependency_topological', 'x')[9_999]!.id).toBe('I9999');
  });
});

describe('schedule', () => {
  const path = (i: { slug: string }, v: number) => `runs/r/foreach/loop/${i.slug}/v${v}/workflow_state.yaml`;

  it('runs items in order; the one in flight first; a deferred item comes back when what it waited for is verified', () => {
    let r = loaded(1, 'r.md', 'markdown', [item('A', ['B']), item('B'), item('C')]);
    expect(nextItemIndex(r)).toBe(0);
    r = startItem(r, 0, path);
    expect(r.items.get(0)).toMatchObject({ status: 'running', visits: 1, state_path: 'runs/r/foreach/loop/a/v1/workflow_state.yaml' });
    expect(startItem(r, 0, path)).toBe(r); // continuing the item in flight changes nothing
    expect(nextItemIndex(r)).toBe(0);
    r = finishItem(r, 0, { kind: 'deferred' }, 'ITEM_DEFERRED');
    expect(r.items.get(0)).toMatchObject({ status: 'deferred', waiting_on: ['B'] });
    expect(nextItemIndex(r)).toBe(1);
    r = finishItem(startItem(r, 1, path), 1, { kind: 'verified' }, 'WORKFLOW_COMPLETE');
    expect(r.items.get(0)).toMatchObject({ status: 'pending', waiting_on: [] });
    expect(nextItemIndex(r)).toBe(0);
    r = startItem(r, 0, path);
    expect(r.items.get(0)).toMatchObject({ visits: 2, state_path: 'runs/r/foreach/loop/a/v2/workflow_state.yaml' });
  });

  it('an item deferred with nothing to wait for stays deferred until a resume revives it', () => {
    let r = loaded(1, 'r.md', 'markdown', [item('A')]);
    r = finishItem(startItem(r, 0, path), 0, { kind: 'deferred' }, 'ITEM_DEFERRED');
    expect(nextItemIndex(r)).toBe(-1);
    expect(deferredItems(r).map((i) => i.id)).toEqual(['A']);
    expect(nextItemIndex(reviveDeferred(r))).toBe(0);
  });

  it('never edits a record in place (the state emitter freezes records)', () => {
    const frozen = JSON.parse(JSON.stringify(newRecord(1, 'r.md', 'markdown', [item('A'), item('B', ['A'])])));
    const deep = (o: unknown): void => {
      if (o && typeof o === 'object') {
        Object.freeze(o);
        Object.values(o).forEach(deep);
      }
    };
    deep(frozen);
    // The run's record and its items frozen too: a transition that edited one in place would throw.
    const record = Object.freeze(foreachRecordOf(frozen));
    record.items.forEach(deep);
    const next = finishItem(startItem(record, 0, path), 0, { kind: 'verified' }, 'WORKFLOW_COMPLETE');
    expect(next.items.get(0)!.status).toBe('verified');
    expect(record.items.get(0)!.status).toBe('pending');
    expect(frozen.items[0]).toEqual({ id: 'A', slug: 'a' });
  });
});

describe('completion.require', () => {
  it('parses the supported forms only', () => {
    expect(parseRequire('all rows VERIFIED')).toEqual({ kind: 'rows', status: 'VERIFIED' });
    expect(parseRequire(' All Items Verified ')).toEqual({ kind: 'items_verified' });
    expect(parseRequire('most rows VERIFIED')).toBeUndefined();
    expect(parseRequire('all rows')).toBeUndefined();
  });

  it('names every row whose status differs, or is missing', () => {
    const reg = parseMarkdownTable('| ID | Status |\n|---|---|\n| a | VERIFIED |\n| b | DRAFT |\n| c |  |\n', 'r.md', 'ID');
    const bad = unsatisfiedRows({ kind: 'rows', status: 'VERIFIED' }, reg, 'ID');
    // Records (the id as data: the stop tells the rows added since from the run's own by it), said in one place.
    expect(bad).toEqual({ rows: [{ id: 'b', line: 4, column: 'Status', value: 'DRAFT' }, { id: 'c', line: 5, column: 'Status', value: '' }], noRows: false });
    expect(bad.rows.map(rowInWords)).toEqual(['b (line 4): DRAFT', 'c (line 5): empty Status']);
    expect(unsatisfiedRows({ kind: 'rows', status: 'VERIFIED' }, reg, 'ID', 'State').rows.map(rowInWords)).toEqual(['a (line 3): no State', 'b (line 4): no State', 'c (line 5): no State']);
    const none = parseMarkdownTable('| ID | Status |\n|---|---|\n', 'r.md', 'ID');
    expect(unsatisfiedRows({ kind: 'rows', status: 'VERIFIED' }, none, 'ID')).toEqual({ rows: [], noRows: true });
  });
});
