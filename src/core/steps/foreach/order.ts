// Item order: registry order, or dependencies first (dependency_topological) with registry order
// breaking ties, so the order is deterministic. A dependency cycle is never broken by guessing:
// it stops the foreach with WORKFLOW_BLOCKED_DEPENDENCY_CYCLE, naming the cycle.
import { StagegateError } from '../../run/errors.js';
import type { Item } from './items.js';

/** One dependency cycle among `items`, as ids (first id repeated at the end), or undefined. */
export function findCycle(items: readonly Item[]): string[] | undefined {
  const byId = new Map(items.map((i) => [i.id, i]));
  const state = new Map<string, 'open' | 'done'>();
  for (const root of items) {
    if (state.has(root.id)) continue;
    // Iterative DFS: a long dependency chain cannot overflow the stack.
    const path: Array<{ id: string; next: number }> = [{ id: root.id, next: 0 }];
    state.set(root.id, 'open');
    while (path.length > 0) {
      const frame = path[path.length - 1]!;
      const deps = byId.get(frame.id)!.depends_on;
      if (frame.next < deps.length) {
        const dep = deps[frame.next++]!;
        if (!byId.has(dep)) continue;
        const s = state.get(dep);
        if (s === 'open') {
          const start = path.findIndex((f) => f.id === dep);
          return [...path.slice(start).map((f) => f.id), dep];
        }
        if (s === undefined) {
          state.set(dep, 'open');
          path.push({ id: dep, next: 0 });
        }
        continue;
      }
      state.set(frame.id, 'done');
      path.pop();
    }
  }
  return undefined;
}

/** Items in the order they are worked on. Throws WORKFLOW_BLOCKED_DEPENDENCY_CYCLE on a cycle. */
export function orderItems(items: readonly Item[], order: 'registry' | 'dependency_topological', where: string): Item[] {
  const cycle = findCycle(items);
  if (cycle) {
    // A cycle is reported whatever the order: deferred items would wait for each other forever.
    throw new StagegateError('WORKFLOW_BLOCKED_DEPENDENCY_CYCLE', `the items of ${where} depend on each other in a cycle: ${cycle.join(' -> ')}`, {
      hint: 'Break the cycle in the registry\'s dependency column, then resume.',
    });
  }
  if (order === 'registry') return [...items];
  // Kahn's algorithm; the ready set is kept sorted by registry position.
  const position = new Map(items.map((item, i) => [item.id, i]));
  const pending = new Map(items.map((i) => [i.id, new Set(i.depends_on)]));
  const dependents = new Map<string, string[]>();
  for (const item of items) for (const dep of item.depends_on) (dependents.get(dep) ?? dependents.set(dep, []).get(dep)!).push(item.id);
  const ready: number[] = [];
  const insert = (index: number) => {
    let lo = 0;
    let hi = ready.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ready[mid]! < index) lo = mid + 1;
      else hi = mid;
    }
    ready.splice(lo, 0, index);
  };
  items.forEach((item, i) => {
    if (item.depends_on.length === 0) ready.push(i);
  });
  const out: Item[] = [];
  while (ready.length > 0) {
    const item = items[ready.shift()!]!;
    out.push(item);
    for (const d of dependents.get(item.id) ?? []) {
      const waiting = pending.get(d)!;
      waiting.delete(item.id);
      if (waiting.size === 0) insert(position.get(d)!);
    }
  }
  return out;
}
