// foreach_loaded records each item compactly (only what its registry row gave it); journals written
// before that hold every item as a whole record. Both shapes must replay to the same run state.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newRecord } from '../../src/core/steps/foreach/schedule.js';
import type { Item } from '../../src/core/steps/foreach/items.js';
import { foreachRecordOf, itemOfLoaded, loadedItemOf, type ForeachItemRecord, type ForeachRecordData } from '../../src/core/state/state.js';

/** The whole record an item had in foreach_loaded before the compact shape (as such journals hold it). */
const wholeRecord = (i: Item): ForeachItemRecord => ({ id: i.id, slug: i.slug, status: 'pending', visits: 0, depends_on: i.depends_on, waiting_on: [], bindings: i.bindings, state_path: null, outcome: null });

const id = fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/);
const items = fc.uniqueArray(id, { minLength: 1, maxLength: 8 }).chain((ids) =>
  fc.tuple(...ids.map((x, k) => fc.record({
    slug: fc.constantFrom(x, `${x.toLowerCase()}-s`),
    deps: fc.subarray(ids.filter((y) => y !== x)),
    extra: fc.dictionary(fc.constantFrom('name', 'area', 'owner'), fc.string({ minLength: 1, maxLength: 5 })),
  }).map(({ slug, deps, extra }): Item => ({ id: x, slug, line: k + 1, depends_on: deps, bindings: { item_id: x, ...extra } })))),
);

describe('foreach_loaded', () => {
  it('leaves out what every loaded item shares', () => {
    const data = newRecord(1, 'r.md', 'markdown', [
      { id: 'A-1', slug: 'A-1', line: 3, depends_on: [], bindings: { item_id: 'A-1' } },
      { id: 'B 2', slug: 'b-2', line: 4, depends_on: ['A-1'], bindings: { item_id: 'B 2', name: 'Bee' } },
    ]);
    expect(JSON.parse(JSON.stringify(data.items))).toEqual([{ id: 'A-1' }, { id: 'B 2', slug: 'b-2', depends_on: ['A-1'], bindings: { name: 'Bee' } }]);
  });

  it('replays the compact shape and the whole records of older journals to the same items', () => {
    fc.assert(
      fc.property(items, (list) => {
        // Through JSON, as a journal line is read back.
        const compact = JSON.parse(JSON.stringify(newRecord(2, 'r.md', 'markdown', list))) as ForeachRecordData;
        const older = JSON.parse(JSON.stringify({ ...compact, items: list.map(wholeRecord) })) as ForeachRecordData;
        const a = foreachRecordOf(compact);
        const b = foreachRecordOf(older);
        expect(a.items.toArray()).toEqual(b.items.toArray());
        expect(a.items.toArray()).toEqual(list.map(wholeRecord));
        expect(a.counts).toEqual(b.counts);
        expect({ ...a, items: undefined }).toEqual({ ...b, items: undefined });
      }),
    );
  });

  it('reads an item of an older journal as it was written', () => {
    const whole: ForeachItemRecord = { id: 'X', slug: 'x', status: 'pending', visits: 0, depends_on: ['Y'], waiting_on: [], bindings: { item_id: 'X', name: 'n' }, state_path: null, outcome: null };
    expect(itemOfLoaded(whole)).toBe(whole);
    expect(itemOfLoaded(loadedItemOf(whole))).toEqual(whole);
  });
});
