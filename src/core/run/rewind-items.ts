// What a rerun from a foreach step reads on disk of its items, or from a parallel step of its
// branches (run/rewind.ts plans the rest, purely): the items or branches whose runs were merged
// from shards (the rerun is refused: their runs ran elsewhere), and the verified items or
// succeeded branches whose outputs no longer match the digests their runs recorded (they run
// again with the blocked or failed ones; the others are kept).
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { RunState } from '../state/state.js';
import { readCarriedState } from '../state/store.js';
import { SHARD_FILE } from '../shards/descriptor.js';
import { sha256File } from '../workspace/digest.js';
import type { Workspace } from '../workspace/workspace.js';
import { stepRecord } from './transition.js';
import { branchShardStatePath } from '../shards/branch-fan-out.js';

export interface ForeachOnDisk {
  /** Items whose run was merged from a shard (its folder holds the shard's descriptor). */
  merged: string[];
  /** Verified items whose run's outputs changed, went missing, or whose run cannot be read. */
  changed: string[];
}

/** A verified item's run still stands: its state reads, and every output it accepted has its recorded digest. */
function outputsStand(workspace: Workspace, statePath: string): boolean {
  const abs = workspace.tryResolve(statePath);
  if (!abs) return false;
  const read = readCarriedState(abs.abs);
  if (read.kind !== 'ok') return false;
  for (const artifact of Object.values(read.state.artifacts ?? {})) {
    const file = workspace.tryResolve(artifact.path);
    if (!file || !existsSync(file.abs)) return false;
    try {
      if (sha256File(file.abs) !== artifact.sha256) return false;
    } catch {
      return false;
    }
  }
  return true;
}

export function foreachOnDisk(workspace: Workspace, state: RunState, stepId: string): ForeachOnDisk {
  const fe = stepRecord(state, stepId)?.foreach;
  const merged: string[] = [];
  const changed: string[] = [];
  if (!fe) return { merged, changed };
  for (const item of fe.items) {
    if (item.state_path === null) continue;
    const folder = workspace.tryResolve(posix.dirname(item.state_path));
    if (folder && existsSync(join(folder.abs, SHARD_FILE))) merged.push(item.id);
    else if (item.status === 'verified' && !outputsStand(workspace, item.state_path)) changed.push(item.id);
  }
  return { merged, changed };
}

/** A file the run accepted still has the digest recorded for it. */
function fileStands(workspace: Workspace, path: string, sha256: string): boolean {
  const file = workspace.tryResolve(path);
  if (!file || !existsSync(file.abs)) return false;
  try {
    return sha256File(file.abs) === sha256;
  } catch {
    return false;
  }
}

/**
 * The branches of parallel step `stepId` merged from shards (their shard folder in the run root
 * holds the shard's descriptor), and the succeeded ones whose accepted output changed or went
 * missing since. `runRoot`: the run root, workspace-relative.
 */
export function parallelOnDisk(workspace: Workspace, state: RunState, stepId: string, runRoot: string): ForeachOnDisk {
  const p = stepRecord(state, stepId)?.parallel;
  const merged: string[] = [];
  const changed: string[] = [];
  if (!p) return { merged, changed };
  for (const [id, b] of Object.entries(p.branches)) {
    const folder = workspace.tryResolve(posix.dirname(branchShardStatePath(runRoot, stepId, id, b.visit)));
    if (folder && existsSync(join(folder.abs, SHARD_FILE))) merged.push(id);
    else if (b.status === 'succeeded' && b.output !== null && b.sha256 !== null && !fileStands(workspace, b.output, b.sha256)) changed.push(id);
  }
  return { merged, changed };
}
