// The marker of a fresh start under way (`<state file>.fresh`, state/supersede.ts writes and
// removes it): read here, by the run that finishes an interrupted fresh start and by `status`,
// which says that the next run will (a reader: it loads none of the writers).
import { lstatSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import { readRegularFile } from './own-file.js';
import { journalPathFor, readOrigin, sameInstance, type JournalOrigin } from './journal.js';

/** The folder of a run root that fresh runs move earlier results into. */
export const SUPERSEDED_DIR = '.superseded';

/** The folder in words (a refusal of a path that leads out of the workspace). */
export const SUPERSEDED_WHAT = 'folder of superseded results';
const WHAT = SUPERSEDED_WHAT;

/** The marker of a fresh start under way: beside the state file. */
export function freshMarkerPath(statePathAbs: string): string {
  return `${statePathAbs}.fresh`;
}

/** A fresh start a crash interrupted: the folder its files were going into (its marker read). */
export interface PendingFresh {
  target: WorkspacePath;
  /**
   * The instance of the run it supersedes (its journal's first event), null when it had no
   * journal: the marker counts only while the journal in place, or the folder's once it moved
   * there, is that run's (a marker written by anything else changes nothing).
   */
  instance: JournalOrigin | null;
  /** The journal in place is another's than that run's: the fresh start's own run began (freshStartDone says), or the marker is no fresh start's. */
  started: boolean;
}

/** What a marker's `schema` says. */
export const FRESH_MARKER_SCHEMA = 'stagegate/fresh-start@1';

/** A marker as a fresh start writes it: its folder (confined, existing) and the instance it supersedes; undefined for anything else. */
function readMarker(workspace: Workspace, statePath: WorkspacePath): { target: WorkspacePath; instance: JournalOrigin | null } | undefined {
  let text: string;
  try {
    text = readRegularFile(freshMarkerPath(statePath.abs), 64 * 1024).toString('utf8');
  } catch {
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const record = data as { schema?: unknown; target?: unknown; run_instance?: unknown };
  if (typeof data !== 'object' || data === null || record.schema !== FRESH_MARKER_SCHEMA || typeof record.target !== 'string') return undefined;
  const instance = record.run_instance;
  const wellFormed = instance === null || (typeof instance === 'object' && instance !== null && (instance as { seq?: unknown }).seq === 1 && typeof (instance as { sha256?: unknown }).sha256 === 'string' && Object.keys(instance).length === 2);
  if (!wellFormed) return undefined;
  // One folder directly in a .superseded/, named as claimFolder names them.
  if (basename(dirname(record.target)) !== SUPERSEDED_DIR || !/^[0-9A-Za-z-]+$/.test(basename(record.target))) return undefined;
  try {
    const target = workspace.resolve(record.target, WHAT);
    return lstatSync(target.abs).isDirectory() ? { target, instance: instance as JournalOrigin | null } : undefined;
  } catch {
    return undefined;
  }
}

/** The instance of the journal at `path`: 'absent' (no file there), its first event's, or 'unreadable'. */
function journalInstance(path: string): JournalOrigin | 'absent' | 'unreadable' {
  if (lstatSync(path, { throwIfNoEntry: false }) === undefined) return 'absent';
  return readOrigin(path) ?? 'unreadable';
}

function isInstance(found: JournalOrigin | 'absent' | 'unreadable', instance: JournalOrigin | null): boolean {
  if (instance === null) return found === 'absent';
  return typeof found === 'object' && sameInstance(found, instance);
}

/** Why a marker is there and changes nothing (for the warning a run gives). */
export type IgnoredMarker = (why: string) => void;

/**
 * The fresh start under way for the state at `statePath` (its marker checked as readMarker does,
 * without the run root: what `resolveRunContext` reads the earlier run's inputs by), when the run
 * it supersedes is the one there: the journal in place is that run's (the crash came before the
 * journal moved), or none is in place and the folder's is (after). Also when the journal in place
 * is another and the folder's is that run's (`started`): the fresh start's own run may have begun
 * (the caller checks freshStartDone, and ignores the marker otherwise). Anything else — a marker naming a run
 * that is not the one there, as a stage could write — is undefined: it changes nothing.
 */
export function readFreshMarker(workspace: Workspace, statePath: WorkspacePath, ignored?: IgnoredMarker): PendingFresh | undefined {
  const marker = readMarker(workspace, statePath);
  if (marker === undefined) return undefined;
  const here = journalInstance(journalPathFor(statePath.abs));
  if (isInstance(here, marker.instance)) return { ...marker, started: false };
  const moved = journalInstance(journalPathFor(join(marker.target.abs, statePath.rel)));
  if (isInstance(moved, marker.instance)) return { ...marker, started: here !== 'absent' };
  ignored?.(`the fresh-start marker ${freshMarkerPath(statePath.rel)} names a run whose journal is neither in place nor in ${marker.target.rel}: it is ignored (it changes nothing; remove it)`);
  return undefined;
}

/**
 * The fresh start under way for the state at `statePath`, when its marker is there, names a
 * folder of `<run root>/.superseded/` that exists (confined as every path of the run is), and the
 * run it supersedes is the one there (readFreshMarker). A marker that names anything else is no
 * fresh start's (a stage may write here): undefined, and it is left.
 */
export function readPendingFresh(workspace: Workspace, runRoot: WorkspacePath, statePath: WorkspacePath, ignored?: IgnoredMarker): PendingFresh | undefined {
  const pending = readFreshMarker(workspace, statePath, ignored);
  if (pending === undefined || dirname(pending.target.rel) !== join(runRoot.rel, SUPERSEDED_DIR)) return undefined;
  return pending;
}

/**
 * A fresh start's marker whose run has started: the journal beside it begins with the run that
 * fresh start made (its run_started names the marker's folder as what it superseded).
 */
export function freshStartDone(pending: PendingFresh, supersededTo: string | null | undefined): boolean {
  return pending.started && supersededTo === pending.target.rel;
}

/** A marker still to act on: its fresh start not done, and the journal in place the superseded run's (or none). */
export function freshStartPending(pending: PendingFresh | undefined, supersededTo: string | null | undefined): pending is PendingFresh {
  return pending !== undefined && !pending.started && !freshStartDone(pending, supersededTo);
}
