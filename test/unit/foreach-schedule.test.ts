// The loop's Schedule (O(1) amortised next item and updates) against the pure bookkeeping it
// replaces in the loop (nextItemIndex, startItem, finishItem): random registries with dependencies
// and random item endings must give the same records, item by item, and the same next item.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { finishItem, newRecord, nextItemIndex, reviveDeferred, Schedule, startItem, type ItemEnd } from '../../src/core/steps/foreach/schedule.js';
import type { Item } from '../../src/core/steps/foreach/items.js';
import { sized } from '../helpers/sizes.js';

const path = (i: { slug: string }, v: number) => `runs/r/foreach/loop/${i.slug}/v${v}/workflow_state.yaml`;

/** n items; item i may depend on any others (cycles are the order's business, not the schedule's). */
const registry = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }), { minLength: n, maxLength: n }).map((deps) =>
    deps.map((d, i): Item => ({ id: `I${i}`, slug: `i${i}`, line: i + 1, depends_on: d.filter((x) => x !== i).map((x) => `I${x}`), bindings: { item_id: `I${i}` } })),
  ),
);

describe('Schedule', () => {
  it('picks and records exactly as nextItemIndex / startItem / finishItem do', () => {
    fc.assert(
      fc.property(registry, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 60, maxLength: 60 }), (items, endings) => {
        let pure = newRecord(1, 'r.md', 'markdown', items);
        const schedule = new Schedule(pure);
        for (const roll of endings) {
          const index = nextItemIndex(pure);
          expect(schedule.next()).toBe(index);
          if (index < 0) {
            // A resume after every remaining item deferred: each gets one more visit.
            if (!pure.items.some((i) => i.status === 'deferred')) break;
            pure = reviveDeferred(pure);
            schedule.reset(pure);
            continue;
          }
          pure = startItem(pure, index, path);
          expect(schedule.start(index, path)).toEqual(pure.items[index]);
          // Mostly verified, sometimes deferred, rarely blocked (which ends the loop).
          const end: ItemEnd = roll < 6 ? { kind: 'verified' } : roll < 9 ? { kind: 'deferred' } : { kind: 'blocked', code: 'WORKFLOW_BLOCKED' };
          pure = finishItem(pure, index, end, 'X');
          schedule.finish(index, end, 'X');
          expect(schedule.record).toEqual(pure);
          if (end.kind === 'blocked') break;
        }
      }),
      { numRuns: sized(300) },
    );
  });

  it('continues the item in flight first (a resumed record), then goes on in order', () => {
    let r = newRecord(1, 'r.md', 'markdown', [{ id: 'A', slug: 'a', line: 1, depends_on: [], bindings: {} }, { id: 'B', slug: 'b', line: 2, depends_on: [], bindings: {} }]);
    r = startItem(r, 1, path);
    const s = new Schedule(r);
    expect(s.next()).toBe(1);
    expect(s.start(1, path)).toBe(r.items[1]); // continuing changes nothing
    s.finish(1, { kind: 'verified' }, 'WORKFLOW_COMPLETE');
    expect(s.next()).toBe(0);
  });
});
