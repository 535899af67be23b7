// The parent manifest's view of its foreach steps: per step, how many items ended how and where
// their runs live. The item runs themselves (state, manifest, outputs) are under that folder and
// each item's start and end is an event of the run's journal; listing every item here would
// rewrite a list as long as the registry after every item.
import { foreachCounts, type RunState } from '../../state/state.js';
import { slugify } from './slugify.js';

/** Folder under the run root that holds the item runs (a fresh run moves it aside). */
export const FOREACH_DIR = 'foreach';

/** Where the item runs of foreach step `step` live: <run root>/foreach/<step>/. */
export function foreachRunsFolder(runRoot: string, step: string): string {
  return `${runRoot === '.' || runRoot === '' ? '' : `${runRoot}/`}${FOREACH_DIR}/${slugify(step) || 'step'}/`;
}

export function foreachManifestSections(state: RunState): Record<string, unknown> {
  const runs: Record<string, unknown>[] = [];
  for (const id of Object.keys(state.steps)) {
    const record = state.steps[id]!.foreach;
    if (!record) continue;
    const counts = foreachCounts(record);
    runs.push({ step: id, visit: record.visit, source: record.source, items: record.items.size, ...counts, runs: foreachRunsFolder(state.run_root, id) });
  }
  return runs.length === 0 ? {} : { foreach_runs: runs };
}
