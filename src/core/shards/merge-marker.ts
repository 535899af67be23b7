// The marker of a merge copying shards from elsewhere into the run root (`<state file>.merging`):
// written durably before the first copy, removed once every copy and output is in place. A merge
// killed (or failed: a full disk) in between leaves item folders half copied, or whole but with
// their outputs not yet in the workspace; a resume would take such a folder for an item run of
// its own and stop on what is missing (WORKFLOW_STATE_INTEGRITY_VIOLATION, STALE_ARTIFACT_REJECTED).
// While the marker names a folder that is there, a resume runs no item in-process and stops with
// SHARD_MERGE_INTERRUPTED, whose fix is the merge again (with the folders it was given): that merge
// copies anew what is half copied and puts the outputs in place, nothing lost, nothing run again.
import { lstatSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { atomicWriteFile } from '../state/atomic-write.js';
import { syncDir } from '../state/journal.js';
import { readRegularFile } from '../state/own-file.js';
import { flagWord, runVerbLine, shellWord } from '../run/command-line.js';
import type { Workspace } from '../workspace/workspace.js';

export const MERGE_MARKER_SCHEMA = 'stagegate/merge-copy@1';

/** Beside the state file, as a fresh start's marker is. */
export function mergeMarkerPath(statePathAbs: string): string {
  return `${statePathAbs}.merging`;
}

/** A merge's copies under way: the --from folders it was given (as given) and the shard folders it copies into (workspace-relative). */
export interface MergeCopy {
  from: string[];
  folders: string[];
}

/** Written whole and synced before the first copy (a power loss never leaves copies without it). */
export function writeMergeMarker(statePathAbs: string, copy: MergeCopy): void {
  atomicWriteFile(mergeMarkerPath(statePathAbs), JSON.stringify({ schema: MERGE_MARKER_SCHEMA, ...copy }) + '\n', { durable: true });
}

/** Removed once everything it covers is in place (its folder synced: a marker brought back by a power loss only asks for a merge that finds nothing to do). */
export function removeMergeMarker(statePathAbs: string): void {
  rmSync(mergeMarkerPath(statePathAbs), { force: true });
  syncDir(dirname(statePathAbs));
}

/** The marker, as a merge wrote it; undefined when there is none (or anything else is there). */
export function readMergeMarker(statePathAbs: string): MergeCopy | undefined {
  let data: unknown;
  try {
    data = JSON.parse(readRegularFile(mergeMarkerPath(statePathAbs), 1024 * 1024).toString('utf8'));
  } catch {
    return undefined;
  }
  const r = data as { schema?: unknown; from?: unknown; folders?: unknown };
  const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
  if (typeof data !== 'object' || data === null || r.schema !== MERGE_MARKER_SCHEMA || !strings(r.from) || !strings(r.folders)) return undefined;
  return { from: r.from, folders: r.folders };
}

/** The folders of `copy` still in the workspace (inside it: a marker never leads a check outside). */
export function foldersThere(workspace: Workspace, copy: MergeCopy): string[] {
  return copy.folders.filter((folder) => {
    try {
      return lstatSync(workspace.resolve(folder, 'a shard folder a merge copied into').abs, { throwIfNoEntry: false }) !== undefined;
    } catch {
      return false;
    }
  });
}

/** What a run says of an interrupted merge whose folders are there: its stop message and fix (the merge again, pasteable). */
export function interruptedMerge(
  workspace: Workspace,
  statePathAbs: string,
  run: { runId: string; workflowFile: string; commandName: string; locating: ReadonlyArray<readonly [string, string]> },
): { message: string; fix: string } | undefined {
  const copy = readMergeMarker(statePathAbs);
  if (copy === undefined) return undefined;
  const there = foldersThere(workspace, copy);
  if (there.length === 0) return undefined;
  const merge = `${runVerbLine(run.commandName, 'merge', run.workflowFile, run.runId, run.locating)}${copy.from.map((dir) => flagWord('from', dir)).join('')}`;
  return {
    message: `a merge of run ${run.runId} was interrupted while it copied shards into ${there.join(', ')} (a copy there may be partial, or its outputs not yet in the workspace); no item ran`,
    fix: `Merge again: \`${merge}\` (it copies them anew and continues the run). If those --from folders are gone, remove ${there.map((f) => shellWord(f)).join(' ')} and resume: those items then run here.`,
  };
}
