// The marker of a merge copying shards from elsewhere into the run root (`<state file>.merging`):
// written durably before the first copy, removed once every copy and output is in place. A merge
// killed (or failed: a full disk) in between leaves item folders half copied, or whole but with
// their outputs not yet in the workspace; a resume would take such a folder for an item run of
// its own and stop on what is missing (WORKFLOW_STATE_INTEGRITY_VIOLATION, STALE_ARTIFACT_REJECTED).
// While the marker names a folder that is there (or that cannot be looked at: a looping link, a
// folder that may not be searched), a resume runs no item in-process and stops with
// SHARD_MERGE_INTERRUPTED, whose fix is the merge again (with the folders it was given): that merge
// copies anew what is half copied and puts the outputs in place, nothing lost, nothing run again.
// Its folders removed instead (the --from folders gone), a resume removes the marker, which then
// covers nothing, and runs those items here.
import { lstatSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { atomicWriteFile } from '../state/atomic-write.js';
import { syncDir } from '../state/journal.js';
import { readRegularFile } from '../state/own-file.js';
import { flagWord, runVerbLine, shellWord } from '../run/command-line.js';
import type { Workspace } from '../workspace/workspace.js';
import { StagegateError, isStagegateError } from '../run/errors.js';

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

/**
 * A folder a marker names that may still hold a copy: there, or not to be looked at (`unreadable`:
 * the error's code, ELOOP, EACCES, ...). Only "no such entry" (ENOENT, ENOTDIR) says a folder is
 * gone: one that cannot be looked at may well be there, half copied, so it keeps the marker.
 */
export interface FolderLeft {
  folder: string;
  unreadable?: string;
}

/** The folders of `copy` that may still hold a copy (looked at inside the workspace only: a marker never leads a check outside). */
export function foldersLeft(workspace: Workspace, copy: MergeCopy): FolderLeft[] {
  const left: FolderLeft[] = [];
  for (const folder of copy.folders) {
    try {
      if (lstatSync(workspace.resolve(folder, 'a shard folder a merge copied into').abs, { throwIfNoEntry: false }) !== undefined) left.push({ folder });
    } catch (error) {
      // A path that leads outside the workspace (`../x`, a link out; a refusal with no file system
      // error under it) is no folder of the run's a merge copied into: gone, as before session 51.
      // Kept, it would stop every resume and tell the person to remove a path outside the workspace.
      if (isOutside(error)) continue;
      const code = errorCode(error);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') left.push({ folder, unreadable: code });
    }
  }
  return left;
}

/** The confinement's refusal of a path that leads outside the workspace (not one it could not look up: that carries its `cause`). */
function isOutside(error: unknown): boolean {
  return isStagegateError(error) && error.code === 'PATH_OUTSIDE_WORKSPACE' && (error as { cause?: unknown }).cause === undefined;
}

/** The file system's code of why a folder could not be looked at (the confinement's refusal carries it as its cause), else the refusal's own. */
function errorCode(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : String(error);
}

type MergeNaming = { runId: string; workflowFile: string; commandName: string; locating: ReadonlyArray<readonly [string, string]> };
type InterruptedMerge = { message: string; fix: string; command: string };

/** What a run says of an interrupted merge whose folders are there: its stop message and fix (the merge again, pasteable). */
export function interruptedMerge(workspace: Workspace, statePathAbs: string, run: MergeNaming): InterruptedMerge | undefined {
  const copy = readMergeMarker(statePathAbs);
  if (copy === undefined) return undefined;
  const left = foldersLeft(workspace, copy);
  return left.length === 0 ? undefined : describeMerge(copy, left, run);
}

/**
 * interruptedMerge for a resume, which holds the run's lock: a marker that names no folder that is
 * there any more covers nothing (those folders were removed, as the stop's fix says when the --from
 * folders are gone), and is removed here, before any item runs: the resume makes those very folders
 * again, and a later resume (the run stopped again at the step) would take them for the merge's and
 * stop SHARD_MERGE_INTERRUPTED again, its only way on to remove what the run did meanwhile.
 */
export function interruptedMergeAtResume(workspace: Workspace, statePathAbs: string, run: MergeNaming): InterruptedMerge | undefined {
  const copy = readMergeMarker(statePathAbs);
  if (copy === undefined) return undefined;
  const left = foldersLeft(workspace, copy);
  if (left.length > 0) return describeMerge(copy, left, run);
  try {
    removeMergeMarker(statePathAbs);
  } catch (error) {
    const marker = workspace.relative(mergeMarkerPath(statePathAbs));
    throw new StagegateError('STATE_WRITE_FAILED', `cannot remove the merge marker ${marker}, which names no folder that is there any more (${(error as NodeJS.ErrnoException).code ?? String(error)}); no item ran`, {
      hint: `Fix permissions on the run root (or remove ${shellWord(marker)}) and resume.`,
      location: { file: marker },
    });
  }
  return undefined;
}

function describeMerge(copy: MergeCopy, left: readonly FolderLeft[], run: MergeNaming): InterruptedMerge {
  const merge = `${runVerbLine(run.commandName, 'merge', run.workflowFile, run.runId, run.locating)}${copy.from.map((dir) => flagWord('from', dir)).join('')}`;
  const there = left.map((f) => f.folder);
  const shown = left.map((f) => (f.unreadable === undefined ? f.folder : `${f.folder} (it cannot be looked at: ${f.unreadable})`));
  const unreadable = left.filter((f) => f.unreadable !== undefined).map((f) => shellWord(f.folder));
  // Taken for gone, a folder that cannot be looked at would lose the marker while a half copy may be there.
  const unreadableFix = unreadable.length === 0 ? '' : ` ${unreadable.join(' ')} cannot be looked at, so it counts as there: fix what stops that (a looping link, permissions) or remove it first.`;
  return {
    message: `a merge of run ${run.runId} was interrupted while it copied shards into ${shown.join(', ')} (a copy there may be partial, or its outputs not yet in the workspace); no item ran`,
    fix: `Merge again: \`${merge}\` (it copies them anew and continues the run). If those --from folders are gone, remove ${there.map((f) => shellWord(f)).join(' ')} and resume: those items then run here.${unreadableFix}`,
    command: merge,
  };
}

/**
 * The stop a resume of the run at `activeStep` would give for an interrupted merge (as foreach/run.ts
 * and parallel/run.ts stop it), for the read-only looks that say what a run would do (status, plan);
 * undefined when the run is not at a foreach or parallel step, or no folder the marker names is there.
 */
export function interruptedMergeStop(
  workspace: Workspace,
  statePathAbs: string,
  at: { id: string; kind: string } | undefined,
  run: MergeNaming,
): MergeInterrupted | undefined {
  if (at === undefined || (at.kind !== 'foreach' && at.kind !== 'parallel')) return undefined;
  const merging = interruptedMerge(workspace, statePathAbs, run);
  if (merging === undefined) return undefined;
  return new MergeInterrupted(`${at.kind} step ${at.id}: ${merging.message}`, merging.fix, merging.command);
}

/** SHARD_MERGE_INTERRUPTED, with the merge its fix names as a command of its own (status's next_command). */
export class MergeInterrupted extends StagegateError {
  constructor(
    message: string,
    hint: string,
    readonly command: string,
  ) {
    super('SHARD_MERGE_INTERRUPTED', message, { hint });
  }
}

/**
 * `run --shard KEY` in a folder the marker names: a leg there would either run on a half-made copy
 * or (the folder removed) make it again, and the next resume would take it for the interrupted
 * merge's and ask for that merge again. Refused, nothing run: the merge again, or, when none of the
 * marker's folders is left, the marker removed (nothing of it is half copied any more).
 */
export function markedFolderRefusal(workspace: Workspace, statePathAbs: string, folderRel: string, key: string, run: Parameters<typeof interruptedMerge>[2]): StagegateError | undefined {
  const copy = readMergeMarker(statePathAbs);
  if (copy === undefined || !copy.folders.includes(folderRel)) return undefined;
  const merging = interruptedMerge(workspace, statePathAbs, run);
  const marker = workspace.relative(mergeMarkerPath(statePathAbs));
  if (merging !== undefined) {
    return new StagegateError('SHARD_MERGE_INTERRUPTED', `shard ${key}: ${merging.message}; its folder ${folderRel} is one of them: nothing ran`, { hint: merging.fix, location: { file: folderRel } });
  }
  return new StagegateError('SHARD_MERGE_INTERRUPTED', `shard ${key}: the marker ${marker} of an interrupted merge of run ${run.runId} still names its folder ${folderRel} (none of the folders it names is there now); a shard run there would make the next resume ask for that merge again: nothing ran`, {
    hint: `Remove ${shellWord(marker)} (nothing it names is left half copied), then run the shard again.`,
    location: { file: marker },
  });
}
