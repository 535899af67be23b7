// The item bookkeeping of a foreach as pure functions over its persisted record: which item runs
// next, and what finishing an item does to the others. One item at a time, in order; an item in
// flight (a crash, a pause, a failure) is always continued first; a deferred item becomes pending
// again as soon as every dependency it waited for is VERIFIED. Records are replaced, never edited:
// the items are a persistent list, so a new record shares every item it did not change.
import { NO_IDS, foreachCounts, itemOfLoaded, loadedItemOf, withCounts, type ForeachItemRecord, type ForeachRecord, type ForeachRecordData } from '../../state/state.js';
import { posix } from 'node:path';
import type { Item } from './items.js';
import { foreachRunsFolder } from './manifest.js';
import type { RegistryFormat } from './registry.js';

export function newRecord(visit: number, source: string, format: RegistryFormat, items: readonly Item[]): ForeachRecordData {
  // No counts: this record goes into the journal (foreach_loaded), which holds no derived data.
  return {
    visit,
    source,
    format,
    active_item: null,
    stopped: null,
    // Only what each item's row gave it (the rest is the same for every item at load): state.ts LoadedItem.
    items: items.map(loadedItemOf),
  };
}

/**
 * The items of a later visit of the step, each keeping the visits it was started on the step's
 * visits before (`previous`, the record of the last one): its next run is then in a folder of its
 * own (<item>/v<visits + 1>/), never an earlier visit's run, which a resume would find finished
 * and report again. An item with visits is recorded whole in foreach_loaded (pending, no run),
 * the others as loaded.
 */
export function carryVisits(data: ForeachRecordData, previous: ForeachRecord | undefined): ForeachRecordData {
  if (!previous || previous.visit >= data.visit) return data;
  let before: Map<string, number> | undefined;
  const visitsOf = (id: string): number => (before ??= new Map(previous.items.filter((i) => i.visits > 0).map((i): [string, number] => [i.id, i.visits]))).get(id) ?? 0;
  return { ...data, items: data.items.map((entry) => (visitsOf(entry.id) > 0 ? { ...itemOfLoaded(entry), visits: visitsOf(entry.id) } : entry)) };
}

/** Where the run of `item`'s visit `visit` lives (a shard of it too: core/shards; a replayed item_started is checked against it: run/reduce.ts). */
export function itemStatePathIn(runRoot: string, stepId: string, item: Pick<ForeachItemRecord, 'slug'>, visit: number): string {
  return posix.join(foreachRunsFolder(runRoot, stepId), item.slug, `v${visit}`, 'workflow_state.yaml');
}

/** The item to work on now: the one in flight, else the first pending one; -1 when none. */
export function nextItemIndex(record: ForeachRecord): number {
  if (record.active_item !== null) {
    const i = record.items.findIndex((item) => item.id === record.active_item);
    if (i >= 0 && record.items.get(i)!.status === 'running') return i;
  }
  const running = record.items.findIndex((item) => item.status === 'running');
  if (running >= 0) return running;
  return record.items.findIndex((item) => item.status === 'pending');
}

function replace(record: ForeachRecord, index: number, item: ForeachItemRecord, extra: Partial<ForeachRecord> = {}): ForeachRecord {
  const counts = { ...foreachCounts(record) };
  counts[record.items.get(index)!.status]--;
  counts[item.status]++;
  return { ...record, ...extra, items: record.items.set(index, item), counts };
}

/** A pending item starts a new visit (a new run, in a folder of its own); a running one continues. */
export function startItem(record: ForeachRecord, index: number, statePathFor: (item: ForeachItemRecord, visit: number) => string): ForeachRecord {
  const item = record.items.get(index)!;
  if (item.status === 'running' && item.state_path !== null) return record.active_item === item.id && record.active_index === index ? record : { ...record, active_item: item.id, active_index: index };
  const visits = item.visits + 1;
  return replace(record, index, { ...item, status: 'running', visits, waiting_on: NO_IDS, state_path: statePathFor(item, visits), outcome: null }, { active_item: item.id, active_index: index });
}

export type ItemEnd = { kind: 'verified' } | { kind: 'deferred' } | { kind: 'blocked'; code: string };

/** The item's run ended: record how, and revive deferred items it was the last missing dependency of. */
export function finishItem(record: ForeachRecord, index: number, end: ItemEnd, outcome: string): ForeachRecord {
  const item = record.items.get(index)!;
  // Statuses are looked up only for the few items that depend on others: a map of every item,
  // built per finished item, made a large foreach quadratic.
  const statusOf = statusLookup(record);
  if (end.kind === 'deferred') {
    const waiting = item.depends_on.filter((d) => statusOf(d) !== 'verified');
    return replace(record, index, { ...item, status: 'deferred', waiting_on: waiting, outcome }, { active_item: null, active_index: undefined });
  }
  if (end.kind === 'blocked') return replace(record, index, { ...item, status: 'blocked', outcome }, { active_item: null, active_index: undefined });
  const next = replace(record, index, { ...item, status: 'verified', outcome }, { active_item: null, active_index: undefined });
  // Only a deferred item can be revived: without one, nothing to look through.
  if (next.counts!.deferred === 0) return next;
  const verified = statusLookup(next);
  const counts = next.counts!;
  const items = next.items.withMutations((list) => {
    next.items.forEach((other, i) => {
      if (other.status !== 'deferred' || !other.waiting_on.includes(item.id)) return;
      if (other.waiting_on.every((d) => verified(d) === 'verified')) {
        list.set(i, { ...other, status: 'pending', waiting_on: NO_IDS });
        counts.deferred--;
        counts.pending++;
      }
    });
  });
  return { ...next, items };
}

/** The status of an item by id, the index built on first use (most records never need one). */
function statusLookup(record: ForeachRecord): (id: string) => ForeachItemRecord['status'] | undefined {
  let byId: Map<string, ForeachItemRecord['status']> | undefined;
  return (id) => (byId ??= new Map(record.items.map((i): [string, ForeachItemRecord['status']] => [i.id, i.status]))).get(id);
}

/** A resume after WORKFLOW_BLOCKED_ITEMS_DEFERRED: every deferred item gets one more visit. */
export function reviveDeferred(record: ForeachRecord): ForeachRecord {
  if (!record.items.some((i) => i.status === 'deferred')) return record;
  return withCounts({ ...record, items: record.items.map((i) => (i.status === 'deferred' ? { ...i, status: 'pending' as const, waiting_on: NO_IDS } : i)) });
}

export function deferredItems(record: ForeachRecord): ForeachItemRecord[] {
  return record.items.filter((i) => i.status === 'deferred').toArray();
}
