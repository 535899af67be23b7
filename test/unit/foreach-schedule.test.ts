// The foreach bookkeeping (nextItemIndex, startItem, finishItem, reviveDeferred) over random
// registries with dependencies and random item endings: an item is never started twice while it
// runs, a verified item is never revisited, and an item is pending again only when every
// dependency it waited for is verified; the item counts the transitions keep stay exact.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carryVisits, finishItem, newRecord, nextItemIndex, reviveDeferred, startItem, type ItemEnd } from '../../src/core/steps/foreach/schedule.js';
import type { Item } from '../../src/core/steps/foreach/items.js';
import { foreachCounts, foreachRecordOf, foreachSummary, withCounts } from '../../src/core/state/state.js';
import { sized } from '../helpers/sizes.js';

const path = (i: { slug: string }, v: number) => `runs/r/foreach/loop/${i.slug}/v${v}/workflow_state.yaml`;
/** A new record as the run holds it once its foreach_loaded event is applied. */
const loaded = (...args: Parameters<typeof newRecord>) => foreachRecordOf(newRecord(...args));

/** n items; item i may depend on any others (cycles are the order's business, not the schedule's). */
const registry = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }), { minLength: n, maxLength: n }).map((deps) =>
    deps.map((d, i): Item => ({ id: `I${i}`, slug: `i${i}`, line: i + 1, depends_on: d.filter((x) => x !== i).map((x) => `I${x}`), bindings: { item_id: `I${i}` } })),
  ),
);

describe('foreach bookkeeping', () => {
  it('keeps its invariants over random endings', () => {
    fc.assert(
      fc.property(registry, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 60, maxLength: 60 }), (items, endings) => {
        let record = loaded(1, 'r.md', 'markdown', items);
        for (const roll of endings) {
          const index = nextItemIndex(record);
          if (index < 0) {
            if (!record.items.some((i) => i.status === 'deferred')) break;
            record = reviveDeferred(record);
            expect(record.items.every((i) => i.status !== 'deferred')).toBe(true);
            continue;
          }
          const before = record.items.get(index)!;
          expect(['pending', 'running']).toContain(before.status);
          record = startItem(record, index, path);
          expect(record.items.get(index)!.status).toBe('running');
          expect(record.active_item).toBe(before.id);
          // The kept hint finds the active item: the one a scan of the items finds.
          expect(foreachSummary(record).active).toBe(record.items.find((i) => i.id === before.id));
          const end: ItemEnd = roll < 6 ? { kind: 'verified' } : roll < 9 ? { kind: 'deferred' } : { kind: 'blocked', code: 'WORKFLOW_BLOCKED' };
          const previous = record;
          const statusesBefore = previous.items.map((i) => i.status).toArray();
          record = finishItem(record, index, end, 'X');
          // Pure: the record before keeps its items (the new one shares those it did not change).
          expect(previous.items.map((i) => i.status).toArray()).toEqual(statusesBefore);
          expect(record.active_item).toBeNull();
          // The counts the transitions keep are the items' counts; the record before is unchanged.
          expect(foreachCounts(record)).toEqual(withCounts({ ...record, counts: undefined }).counts);
          expect(foreachCounts(previous)).toEqual(withCounts({ ...previous, counts: undefined }).counts);
          const statusOf = new Map(record.items.map((i) => [i.id, i.status]));
          // A deferred item still waits for at least one dependency that is not verified (else it was revived).
          for (const i of record.items) {
            if (i.status === 'deferred' && i.waiting_on.length > 0) expect(i.waiting_on.some((d) => statusOf.get(d) !== 'verified')).toBe(true);
          }
          if (end.kind === 'blocked') break;
        }
      }),
      { numRuns: sized(300) },
    );
  });

  it('continues the item in flight first (a resumed record), then goes on in order', () => {
    let r = loaded(1, 'r.md', 'markdown', [{ id: 'A', slug: 'a', line: 1, depends_on: [], bindings: {} }, { id: 'B', slug: 'b', line: 2, depends_on: [], bindings: {} }]);
    r = startItem(r, 1, path);
    expect(nextItemIndex(r)).toBe(1);
    expect(startItem(r, 1, path)).toBe(r); // continuing changes nothing
    r = finishItem(r, 1, { kind: 'verified' }, 'WORKFLOW_COMPLETE');
    expect(nextItemIndex(r)).toBe(0);
  });
});

describe('carryVisits', () => {
  const items = (...ids: string[]): Item[] => ids.map((id, i) => ({ id, slug: id.toLowerCase(), line: i + 1, depends_on: [], bindings: { item_id: id } }));
  it("a later visit's items keep the visits they were started on before: their next run is in a new folder; a new item and the first visit start at 0", () => {
    let before = loaded(1, 'r.md', 'markdown', items('A', 'B'));
    before = startItem(before, 0, path);
    before = finishItem(before, 0, { kind: 'verified' }, 'WORKFLOW_COMPLETE');
    const next = foreachRecordOf(carryVisits(newRecord(2, 'r.md', 'markdown', items('A', 'B', 'C')), before));
    expect(next.items.toArray().map((i) => [i.id, i.status, i.visits, i.state_path])).toEqual([
      ['A', 'pending', 1, null],
      ['B', 'pending', 0, null],
      ['C', 'pending', 0, null],
    ]);
    expect(startItem(next, 0, path).items.get(0)!.state_path).toBe('runs/r/foreach/loop/a/v2/workflow_state.yaml');
    expect(foreachCounts(next).pending).toBe(3);
    // The same visit (a resume) or no earlier record: the record as loaded.
    const same = newRecord(1, 'r.md', 'markdown', items('A'));
    expect(carryVisits(same, before)).toBe(same);
    expect(carryVisits(same, undefined)).toBe(same);
  });
});
