// The item bookkeeping of a foreach as pure functions over its persisted record: which item runs
// next, and what finishing an item does to the others. One item at a time, in order; an item in
// flight (a crash, a pause, a failure) is always continued first; a deferred item becomes pending
// again as soon as every dependency it waited for is VERIFIED. Records are replaced, never edited
// (the state emitter caches and freezes them).
import type { ForeachItemRecord, ForeachRecord } from '../../state/state.js';
import type { Item } from './items.js';
import type { RegistryFormat } from './registry.js';

export function newRecord(visit: number, source: string, format: RegistryFormat, items: readonly Item[]): ForeachRecord {
  return {
    visit,
    source,
    format,
    active_item: null,
    stopped: null,
    items: items.map((i) => ({ id: i.id, slug: i.slug, status: 'pending', visits: 0, depends_on: i.depends_on, waiting_on: [], bindings: i.bindings, state_path: null, outcome: null })),
  };
}

/** The item to work on now: the one in flight, else the first pending one; -1 when none. */
export function nextItemIndex(record: ForeachRecord): number {
  if (record.active_item !== null) {
    const i = record.items.findIndex((item) => item.id === record.active_item);
    if (i >= 0 && record.items[i]!.status === 'running') return i;
  }
  const running = record.items.findIndex((item) => item.status === 'running');
  if (running >= 0) return running;
  return record.items.findIndex((item) => item.status === 'pending');
}

function replace(record: ForeachRecord, index: number, item: ForeachItemRecord, extra: Partial<ForeachRecord> = {}): ForeachRecord {
  const items = record.items.slice();
  items[index] = item;
  return { ...record, ...extra, items };
}

/** A pending item starts a new visit (a new run, in a folder of its own); a running one continues. */
export function startItem(record: ForeachRecord, index: number, statePathFor: (item: ForeachItemRecord, visit: number) => string): ForeachRecord {
  const item = record.items[index]!;
  if (item.status === 'running' && item.state_path !== null) return record.active_item === item.id ? record : { ...record, active_item: item.id };
  const visits = item.visits + 1;
  return replace(record, index, { ...item, status: 'running', visits, waiting_on: [], state_path: statePathFor(item, visits), outcome: null }, { active_item: item.id });
}

export type ItemEnd = { kind: 'verified' } | { kind: 'deferred' } | { kind: 'blocked'; code: string };

/** The item's run ended: record how, and revive deferred items it was the last missing dependency of. */
export function finishItem(record: ForeachRecord, index: number, end: ItemEnd, outcome: string): ForeachRecord {
  const item = record.items[index]!;
  const statusOf = new Map(record.items.map((i) => [i.id, i.status]));
  if (end.kind === 'deferred') {
    const waiting = item.depends_on.filter((d) => statusOf.get(d) !== 'verified');
    return replace(record, index, { ...item, status: 'deferred', waiting_on: waiting, outcome }, { active_item: null });
  }
  if (end.kind === 'blocked') return replace(record, index, { ...item, status: 'blocked', outcome }, { active_item: null });
  statusOf.set(item.id, 'verified');
  const items = record.items.map((other, i) => {
    if (i === index) return { ...item, status: 'verified' as const, outcome };
    if (other.status !== 'deferred' || !other.waiting_on.includes(item.id)) return other;
    return other.waiting_on.every((d) => statusOf.get(d) === 'verified') ? { ...other, status: 'pending' as const, waiting_on: [] } : other;
  });
  return { ...record, items, active_item: null };
}

/**
 * The loop's view of one record: the same rules as the functions above, without their rescans of
 * every item per item (finding the next item, building the status of all items to revive
 * deferred ones). Item ids and order never change within a visit, so positions and dependents
 * are indexed once; `cursor` only moves back when a verified item revives a deferred one. Each
 * update still replaces the items array (a copy of references; the state write after it walks
 * the list anyway).
 */
export class Schedule {
  private readonly position = new Map<string, number>();
  private readonly dependents = new Map<string, number[]>();
  /** No item before it is pending (nor running, between items). */
  private cursor = 0;

  constructor(public record: ForeachRecord) {
    for (const [i, item] of record.items.entries()) {
      this.position.set(item.id, i);
      for (const d of item.depends_on) (this.dependents.get(d) ?? this.dependents.set(d, []).get(d)!).push(i);
    }
  }

  /** The item to work on now (as nextItemIndex): the one in flight first, then the first pending one. */
  next(): number {
    const { items, active_item: active } = this.record;
    if (active !== null) {
      const i = this.position.get(active);
      if (i !== undefined && items[i]!.status === 'running') return i;
    }
    for (; this.cursor < items.length; this.cursor++) {
      const status = items[this.cursor]!.status;
      // One item at a time: an item is only running here after a crash, and then no pending item precedes it.
      if (status === 'pending' || status === 'running') return this.cursor;
    }
    return -1;
  }

  start(index: number, statePathFor: (item: ForeachItemRecord, visit: number) => string): ForeachItemRecord {
    this.record = startItem(this.record, index, statePathFor);
    return this.record.items[index]!;
  }

  /** As finishItem, looking only at the item's own dependencies and at the items that depend on it. */
  finish(index: number, end: ItemEnd, outcome: string): void {
    const item = this.record.items[index]!;
    const verified = (id: string): boolean => this.record.items[this.position.get(id)!]!.status === 'verified';
    if (end.kind === 'deferred') {
      this.record = replace(this.record, index, { ...item, status: 'deferred', waiting_on: item.depends_on.filter((d) => !verified(d)), outcome }, { active_item: null });
      return;
    }
    if (end.kind === 'blocked') {
      this.record = replace(this.record, index, { ...item, status: 'blocked', outcome }, { active_item: null });
      return;
    }
    const items = this.record.items.slice();
    items[index] = { ...item, status: 'verified', outcome };
    this.record = { ...this.record, items, active_item: null };
    for (const i of this.dependents.get(item.id) ?? []) {
      const other = items[i]!;
      if (other.status !== 'deferred' || !other.waiting_on.includes(item.id) || !other.waiting_on.every(verified)) continue;
      items[i] = { ...other, status: 'pending', waiting_on: [] };
      this.cursor = Math.min(this.cursor, i);
    }
  }

  /** Replace the whole record (a resume's revival): the cursor starts over. */
  reset(record: ForeachRecord): void {
    this.record = record;
    this.cursor = 0;
  }
}

/** A resume after WORKFLOW_BLOCKED_ITEMS_DEFERRED: every deferred item gets one more visit. */
export function reviveDeferred(record: ForeachRecord): ForeachRecord {
  if (!record.items.some((i) => i.status === 'deferred')) return record;
  return { ...record, items: record.items.map((i) => (i.status === 'deferred' ? { ...i, status: 'pending' as const, waiting_on: [] } : i)) };
}

export function deferredItems(record: ForeachRecord): ForeachItemRecord[] {
  return record.items.filter((i) => i.status === 'deferred');
}
