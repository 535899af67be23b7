// The states of a run's foreach item runs, for the flowchart's per-item steps (summary-graph.ts
// colours each from the items' outcomes): the latest run of each item that has run, read from its
// state file in the workspace as a carried copy is (the snapshot; an item that cannot be read is
// left out). Bounded: a foreach of very many items colours from its first MAX_ITEM_STATES item runs.
import type { Workspace } from '../workspace/workspace.js';
import type { RunState } from '../state/state.js';
import { readCarriedState } from '../state/store.js';

/** Item states read per foreach step at most (a summary is written on every job). */
export const MAX_ITEM_STATES = 500;

/** Each foreach step of `state` with its items' latest run states, and how many items it has. */
export function foreachItemStates(workspace: Workspace, state: RunState): Map<string, { states: RunState[]; items: number }> {
  const out = new Map<string, { states: RunState[]; items: number }>();
  for (const [id, step] of Object.entries(state.steps)) {
    const items = step.foreach?.items;
    if (!items) continue;
    const states: RunState[] = [];
    for (const item of items) {
      if (states.length >= MAX_ITEM_STATES) break;
      const path = item.state_path;
      if (path === null) continue;
      const at = workspace.tryResolve(path);
      const read = at ? readCarriedState(at.abs) : undefined;
      if (read?.kind === 'ok') states.push(read.state);
    }
    out.set(id, { states, items: items.size });
  }
  return out;
}
