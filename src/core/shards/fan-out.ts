// The run's fan-out point: its active step when that is a foreach step, with the items of the
// visit it is in (recorded already, or read from the registry exactly as entering the step would
// read them), which items can run as shards now, and where each shard's run lives. Read-only.
import type { StepModel, Workflow } from '../model/workflow.js';
import { foreachRecordOf, type ForeachItemRecord, type ForeachRecord } from '../state/state.js';
import { currentVisit, stepRecord } from '../run/transition.js';
import { itemStatePathIn, loadRecord, type RecordSource } from '../steps/foreach/run.js';
import { reviveDeferred } from '../steps/foreach/schedule.js';

export interface FanOut {
  step: StepModel;
  /** The foreach step's visit (the one its items belong to). */
  visit: number;
  record: ForeachRecord;
}

/** The active foreach step and its items; undefined when the active step is no foreach. */
export function fanOutOf(source: RecordSource, workflow: Workflow): FanOut | undefined {
  const state = source.state();
  const id = state.active_step;
  if (id === null) return undefined;
  const step = workflow.steps.get(id);
  if (!step || step.kind !== 'foreach') return undefined;
  const steps = stepRecord(state, id);
  // The visit entering (or re-entering) the step works on: startAttempt's rule.
  const visit = currentVisit(steps);
  const previous = steps?.foreach;
  if (previous && previous.visit === visit) return { step, visit, record: previous.stopped === 'WORKFLOW_BLOCKED_ITEMS_DEFERRED' ? reviveDeferred(previous) : previous };
  return { step, visit, record: foreachRecordOf(loadRecord(source, step, visit, previous)) };
}

/** Not finished: no result of it is in the run yet. */
export function isOpen(item: ForeachItemRecord): boolean {
  return item.status === 'pending' || item.status === 'running';
}

/** The dependencies of `item` that are not VERIFIED in the run. */
export function unmetDependencies(record: ForeachRecord, item: ForeachItemRecord): string[] {
  const status = new Map(record.items.map((i): [string, ForeachItemRecord['status']] => [i.id, i.status]));
  return item.depends_on.filter((d) => status.get(d) !== 'verified');
}

/** The shards that can run now, in the items' order: open items whose dependencies are verified. */
export function readyItems(record: ForeachRecord): ForeachItemRecord[] {
  return record.items.filter((item) => isOpen(item) && unmetDependencies(record, item).length === 0).toArray();
}

/**
 * The item as its shard runs it: the visit it is on and where that run lives — the folder and
 * visit its in-process run would use. An item in flight keeps the run it started; a pending one
 * starts its next visit (the run's record of it still counts the visits before).
 */
export function shardItemOf(runRoot: string, fan: FanOut, item: ForeachItemRecord): ForeachItemRecord & { state_path: string } {
  if (item.status === 'running' && item.state_path !== null) return { ...item, state_path: item.state_path };
  const visits = item.visits + 1;
  return { ...item, visits, state_path: itemStatePathIn(runRoot, fan.step.id, item, visits) };
}

/** Where the run of `item` lives as a shard: the folder its in-process run would use. */
export function shardStatePath(runRoot: string, fan: FanOut, item: ForeachItemRecord): string {
  return shardItemOf(runRoot, fan, item).state_path;
}
