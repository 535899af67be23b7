// The parent manifest's pointers to the item runs of its foreach steps. An item's outputs are
// accepted by the item's own run and listed in the item's manifest; without these pointers the
// parent's manifest of a foreach run listed no artifact and no way to find them.
import { dirname } from 'node:path/posix';
import { someEntry } from '../../state/map-derivation.js';
import type { ForeachItemRecord, RunState, StepRecord } from '../../state/state.js';

const hasForeach = (r: StepRecord): boolean => r.foreach !== undefined;

/** One entry per (immutable) item record, so the emitter reuses its text on every write. */
const entries = new WeakMap<ForeachItemRecord, Record<string, unknown>>();

function entryOf(step: string, item: ForeachItemRecord, statePath: string): Record<string, unknown> {
  let entry = entries.get(item);
  if (!entry) {
    entry = { step, item: item.id, visits: item.visits, outcome: item.outcome, state_path: statePath, manifest_path: `${dirname(statePath)}/RUN_MANIFEST.yaml` };
    entries.set(item, entry);
  }
  return entry;
}

/**
 * `foreach_runs`: every item run that has ended (its latest run: outcome, state and manifest), in
 * step order and then the items' order. An item still running is not listed yet, so in a run that
 * works its items one after another the list only grows at its end (the emitter reuses its bytes).
 */
export function foreachManifestSections(state: RunState): Record<string, unknown> {
  // Asked on every manifest write: a run without foreach steps answers without a walk over its steps.
  if (!someEntry(state.steps, hasForeach)) return {};
  const runs: Record<string, unknown>[] = [];
  for (const id in state.steps) {
    const items = state.steps[id]!.foreach?.items;
    if (!items) continue;
    for (const item of items) if (item.state_path !== null && item.outcome !== null) runs.push(entryOf(id, item, item.state_path));
  }
  return runs.length === 0 ? {} : { foreach_runs: runs };
}
