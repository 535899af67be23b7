// The marker of a fresh start under way (`<state file>.fresh`, state/supersede.ts writes and
// removes it): read here, by the run that finishes an interrupted fresh start and by `status`,
// which says that the next run will (a reader: it loads none of the writers).
import { lstatSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import { readRegularFile } from './own-file.js';

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
}

/** What a marker's `schema` says. */
export const FRESH_MARKER_SCHEMA = 'stagegate/fresh-start@1';

/**
 * The fresh start under way for the state at `statePath`, when its marker is there and names a
 * folder of `<run root>/.superseded/` that exists (confined as every path of the run is). A marker
 * that names anything else is no fresh start's (a stage may write here): undefined, and it is left.
 */
export function readPendingFresh(workspace: Workspace, runRoot: WorkspacePath, statePath: WorkspacePath): PendingFresh | undefined {
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
  const record = data as { schema?: unknown; target?: unknown };
  if (typeof data !== 'object' || data === null || record.schema !== FRESH_MARKER_SCHEMA || typeof record.target !== 'string') return undefined;
  const parent = join(runRoot.rel, SUPERSEDED_DIR);
  // One folder directly in .superseded/, named as claimFolder names them.
  if (dirname(record.target) !== parent || !/^[0-9A-Za-z-]+$/.test(basename(record.target))) return undefined;
  try {
    const target = workspace.resolve(record.target, WHAT);
    return lstatSync(target.abs).isDirectory() ? { target } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A fresh start's marker whose run has started: the journal beside it begins with the run that
 * fresh start made (its run_started names the marker's folder as what it superseded).
 */
export function freshStartDone(pending: PendingFresh, supersededTo: string | null | undefined): boolean {
  return supersededTo === pending.target.rel;
}
