// A foreach's items are fixed when its visit is entered (the frozen list); the registry may change
// after that (rows added, removed, their bound fields edited). A resume keeps the frozen list, but
// completion.require reads the registry as it is now: this says how the two differ, so a resume,
// `status`, `plan` and the completion stop can say it plainly instead of leaving the two views to
// disagree in silence (a row added mid-run never runs, and nothing would say so).
import type { ForeachRecord } from '../../state/state.js';
import type { StepModel } from '../../model/workflow.js';
import type { Workspace } from '../../workspace/workspace.js';
import { statSync } from 'node:fs';
import { isStagegateError } from '../../run/errors.js';
import { readRegistry, type Registry } from './registry.js';
import { statusFieldOf } from './completion.js';
import { parseItems, selected } from './selection.js';
import { slugify } from './slugify.js';

export interface RegistryDrift {
  /** The registry (workspace-relative), as the visit recorded it. */
  source: string;
  /** Items of the frozen list (the run's). */
  items: number;
  /** Rows the registry has now; null when it cannot be read now (`unreadable` says why). */
  rows: number | null;
  unreadable?: string;
  /** Not compared (`rows` null): the registry is larger than the caller reads (`status`: DRIFT_STATUS_BYTES); says so. */
  not_compared?: string;
  /** Rows that are items now (foreach.items selects them) but not in the frozen list: added after the foreach loaded. */
  added: string[];
  /** Items of the frozen list that no row of the registry names now (they still run, or ran). */
  removed: string[];
  /** Items whose bound fields changed since (the item keeps the bindings it was loaded with). */
  changed: string[];
  /** When the rows differ: what that means and what to do (driftAdvice), as status gives it. */
  advice?: string;
}

/**
 * The largest registry `status` compares with the items (about 20,000 rows of a typical table):
 * status is read often (a loop polling it), and reading, say, a 100,000-row registry every time
 * cost more than the rest of status. Larger ones are said not compared; `plan` and a resume compare them.
 */
export const DRIFT_STATUS_BYTES = 1024 * 1024;

/**
 * The drift of a foreach's frozen item list from the registry as it is now (`registry`: read
 * already, else read here; `maxBytes`: a larger file is not read, `not_compared` says so).
 */
export function registryDrift(workspace: Workspace, step: StepModel, record: ForeachRecord, registry?: Registry, maxBytes?: number): RegistryDrift {
  const def = step.def.foreach!;
  const base: RegistryDrift = { source: record.source, items: record.items.size, rows: null, added: [], removed: [], changed: [] };
  let now: Registry;
  try {
    if (registry !== undefined) now = registry;
    else {
      const abs = workspace.resolve(record.source, `foreach source of step ${step.id}`).abs;
      if (maxBytes !== undefined) {
        const size = sizeOf(abs);
        if (size !== undefined && size > maxBytes) return { ...base, not_compared: `${size} bytes, more than status compares (${maxBytes}): \`plan\` and a resume compare it` };
      }
      now = readRegistry(abs, record.source, def.id_field);
    }
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { ...base, unreadable: error.message };
  }
  const selection = def.items !== undefined ? parseItems(def.items) : undefined;
  const frozen = new Map(record.items.map((i) => [i.id, i] as const));
  // The status column is the run's to write (it marks its items VERIFIED, or BLOCKED): a binding
  // that reads it sees the run's own marks, which are no edit of the registry.
  const statusField = statusFieldOf(def.status_field, step.def.completion?.require);
  const bound = Object.entries(def.bindings ?? {}).filter(([, b]) => b.field !== statusField);
  const seen = new Set<string>();
  // Sets: a registry may name an id twice (two rows added with one id; a row of an item copied).
  const added = new Set<string>();
  const changed = new Set<string>();
  for (const row of now.rows) {
    const id = row.fields.get(def.id_field);
    if (id === undefined || id === '') continue;
    seen.add(id);
    const item = frozen.get(id);
    if (item === undefined) {
      if (selected(selection, row)) added.add(id);
      continue;
    }
    for (const [name, b] of bound) {
      const raw = row.fields.get(b.field);
      if (raw === undefined) continue;
      const value = b.transform === 'slugify' ? slugify(raw) : raw;
      if (item.bindings[name] !== value) {
        changed.add(id);
        break;
      }
    }
  }
  const removed = record.items.filter((i) => !seen.has(i.id)).map((i) => i.id).toArray();
  return { ...base, rows: now.rows.length, added: [...added], removed, changed: [...changed] };
}

/** The file's size (links followed, as the registry is read), or undefined when it cannot be stat'ed (the read then says why). */
function sizeOf(abs: string): number | undefined {
  try {
    return statSync(abs).size;
  } catch {
    return undefined;
  }
}

/** Whether the registry differs from the frozen list in its rows (added, removed, changed). */
export function drifted(d: RegistryDrift): boolean {
  return d.added.length + d.removed.length + d.changed.length > 0;
}

function ids(list: readonly string[]): string {
  return list.slice(0, 10).join(', ') + (list.length > 10 ? `, … ${list.length - 10} more` : '');
}

/** "R000 added; R003, R010 removed; R002's bound fields changed", or '' when nothing differs. */
export function driftWords(d: RegistryDrift): string {
  const parts: string[] = [];
  if (d.added.length > 0) parts.push(`${ids(d.added)} added`);
  if (d.removed.length > 0) parts.push(`${ids(d.removed)} removed`);
  if (d.changed.length > 0) parts.push(`${ids(d.changed)} with bound fields changed`);
  return parts.join('; ');
}

/**
 * Where the run is, for what to do about rows added since: `first`, the foreach is the workflow's
 * entry step (no step before it to rerun from); `atForeach`, the run is at the foreach (a resume
 * of it, its completion stop), where --rerun-from any step is refused (REWIND_NOT_SUPPORTED).
 */
export interface DriftPlace {
  first: boolean;
  atForeach: boolean;
}

/** How rows added after the foreach loaded can run (never by a resume of this run), from where the run is. */
export function addedRowsRun(place: DriftPlace): string {
  if (place.first) return 'run them in a run of their own (another --run-id, which loads the registry as it is then: every row foreach.items selects) or start over (--mode fresh: every item runs again)';
  const rerun = "rerun from a step before the foreach (--rerun-from STEP: the foreach's next visit reads the registry again and runs every item again, in new folders)";
  return place.atForeach ? `start over (--mode fresh: every item runs again), or, once this run is past the foreach (--rerun-from is refused while it is at it), ${rerun}` : `${rerun} or start over (--mode fresh)`;
}

/**
 * What to do about it: the run keeps its list (a resume does not re-read the registry), so rows
 * added since run only in a visit that reads the registry again.
 */
export function driftAdvice(d: RegistryDrift, place: DriftPlace): string {
  const lines: string[] = [];
  if (d.added.length > 0) lines.push(`Rows added after the foreach loaded are not items of this run and no resume runs them; to run them, ${addedRowsRun(place)}.`);
  if (d.removed.length > 0) lines.push('Removed rows stay items of this run (those not yet run still run).');
  if (d.changed.length > 0) lines.push('Changed items keep the bindings they were loaded with.');
  return lines.join(' ');
}

/** The step's note: how the registry differs from the items of its visit, and what that means. */
export function driftNote(d: RegistryDrift, stepId: string, place: DriftPlace): string {
  return `${stepId}: the registry ${d.source} changed since the foreach loaded its ${d.items} items (a resume keeps that list; the registry has ${d.rows} rows now): ${driftWords(d)}. ${driftAdvice(d, place)}`;
}
