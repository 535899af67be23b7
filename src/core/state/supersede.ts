// Fresh runs never accept earlier results as evidence: the previous state, manifest, logs and
// every existing declared output are moved aside into <run root>/.superseded/<time>/ (kept for
// people to read, never read by stagegate). The folder is confined as every other path of the run
// is: a link planted at .superseded (by a stage, an agent or a commit) never carries the run's
// files out of the workspace, and something other than a folder there is a clear
// STATE_WRITE_FAILED, nothing moved.
//
// A fresh start is several renames, and a crash can stop it between any two: before the first, a
// marker beside the state file (`<state>.fresh`, written durably, after the folder it names is:
// .superseded and the folder's entry fsync'd) names the folder the files go into, and is removed
// once every file is there (each rename's folders fsync'd) and the new run's start is committed to
// its journal. The next invocation that finds it — a resume
// too — finishes the fresh start into that folder instead of reading what is left (a run whose
// journal is gone while its logs and outputs stay, or the old run with some of its files moved).
// The manifest moves first: a run whose manifest records a journal head while its journal is gone
// is never one a crash of a fresh start left, and stays refused as a journal cut.
import { existsSync, mkdirSync, renameSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { StagegateError, isStagegateError } from '../run/errors.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import { atomicWriteFile } from './atomic-write.js';
import { journalPathFor, readOrigin, syncDir } from './journal.js';
import { FRESH_MARKER_SCHEMA, SUPERSEDED_DIR, SUPERSEDED_WHAT as WHAT, freshMarkerPath, type PendingFresh } from './fresh-marker.js';
import type { RandomHex } from './random-hex.js';

export { SUPERSEDED_DIR };

/** A folder of its own for this fresh run: two fresh runs within one second must not share one. */
function claimFolder(workspace: Workspace, parent: WorkspacePath, stamp: string): WorkspacePath {
  mkdirSync(parent.abs, { recursive: true });
  for (let n = 1; ; n++) {
    // Checked again after the mkdir: confinement holds for the folder the files go into.
    const candidate = workspace.resolve(join(parent.rel, n === 1 ? stamp : `${stamp}-${n}`), WHAT);
    try {
      mkdirSync(candidate.abs);
      return workspace.resolve(candidate.rel, WHAT);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * The first step of a fresh start: the folder its files go into, claimed, and the marker that
 * names it written (durably) before anything moves. Null when none of `paths` exists: nothing to
 * move, no folder, no marker.
 */
export function beginSupersede(workspace: Workspace, runRoot: WorkspacePath, statePath: WorkspacePath, paths: WorkspacePath[], stamp: string, random?: RandomHex): PendingFresh | null {
  if (!paths.some((p) => existsSync(p.abs))) return null;
  // Refuses (PATH_OUTSIDE_WORKSPACE) a link at .superseded or on the way that leads out, before anything is made or moved.
  const parent = workspace.resolve(join(runRoot.rel, SUPERSEDED_DIR), WHAT);
  // The run it supersedes, by its journal's first event (as SHARD.json's run_instance): the marker
  // counts only while that run's journal is in place or in the folder (fresh-marker.ts).
  const instance = readOrigin(journalPathFor(statePath.abs)) ?? null;
  let target: WorkspacePath;
  try {
    target = claimFolder(workspace, parent, stamp);
    // The folder's entry in .superseded (and .superseded's in the run root) durable before the marker names it.
    syncDir(parent.abs);
    syncDir(dirname(parent.abs));
    const marker = JSON.stringify({ schema: FRESH_MARKER_SCHEMA, target: target.rel, run_instance: instance });
    atomicWriteFile(freshMarkerPath(statePath.abs), `${marker}\n`, random !== undefined ? { random } : {});
  } catch (error) {
    if (isStagegateError(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StagegateError('STATE_WRITE_FAILED', `cannot make the folder ${parent.rel} that a fresh run moves the previous run's files into (${code}): nothing was moved`, {
      hint: `Remove or rename what stands at ${parent.rel} (it must be a folder, or absent), then start the fresh run again.`,
      cause: error,
    });
  }
  return { target, instance, started: false };
}

/** Moves each of `paths` that exists into the fresh start's folder (at its workspace path there); how many moved. */
export function moveAside(pending: PendingFresh, paths: WorkspacePath[]): number {
  let moved = 0;
  const seen = new Set<string>();
  const synced = new Set<string>();
  for (const p of paths) {
    if (seen.has(p.abs) || !existsSync(p.abs)) continue;
    seen.add(p.abs);
    const destination = join(pending.target.abs, p.rel);
    mkdirSync(dirname(destination), { recursive: true });
    renameSync(p.abs, destination);
    moved++;
    synced.add(dirname(p.abs));
    for (let dir = dirname(destination); dir.length >= pending.target.abs.length; dir = dirname(dir)) synced.add(dir);
  }
  // Every rename durable (both folders of each, and the folders made on the way) before the marker
  // that would finish them can go (endSupersede, once the new run's start is committed).
  for (const dir of synced) syncDir(dir);
  return moved;
}

/** The fresh start is done (its files in its folder, the new run's start committed): its marker removed (durably). */
export function endSupersede(statePath: WorkspacePath): void {
  const marker = freshMarkerPath(statePath.abs);
  try {
    unlinkSync(marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  syncDir(dirname(marker));
}

/**
 * A fresh start's move aside (beginSupersede, moveAside), or the rest of one a crash interrupted
 * (`pending`: into its folder). `to`: the folder, when anything is (or was) there; `marked`: its
 * marker is in place — endSupersede removes it once the new run's start is in its journal, so
 * that a crash before that still finds the fresh start to finish (and the folder it names).
 */
export function supersede(workspace: Workspace, runRoot: WorkspacePath, statePath: WorkspacePath, paths: WorkspacePath[], stamp: string, options: { pending?: PendingFresh | undefined; random?: RandomHex | undefined } = {}): { to: string | null; marked: boolean } {
  const started = options.pending ?? beginSupersede(workspace, runRoot, statePath, paths, stamp, options.random);
  if (started === null) return { to: null, marked: false };
  const moved = moveAside(started, paths);
  return { to: moved > 0 || options.pending !== undefined ? started.target.rel : null, marked: true };
}
