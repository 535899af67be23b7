// Where shard results are found: the shard folders in the run root (shards run on this machine)
// and, below each `merge --from DIR`, every folder holding a SHARD.json (a shard folder copied
// from another machine, or a downloaded artifact). Links are never followed.
import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SHARD_FILE } from './descriptor.js';
import type { Workspace } from '../workspace/workspace.js';

export interface Candidate {
  /** Absolute folder of the shard (its item run's folder). */
  dir: string;
  /** How the merge names it: workspace-relative, or the --from folder and the path below it. */
  shown: string;
  /** Found in the run root, where the merge keeps it (true), or under a --from folder (false). */
  inPlace: boolean;
}

/** Deep enough for <step>/<item>/v<n>/ below a run root or an artifact's own folders. */
const MAX_DEPTH = 8;

function isDir(path: string): boolean {
  const st = lstatSync(path, { throwIfNoEntry: false });
  return st !== undefined && st.isDirectory();
}

function isFile(path: string): boolean {
  const st = lstatSync(path, { throwIfNoEntry: false });
  return st !== undefined && st.isFile();
}

/** Every folder at or below `root` that holds a SHARD.json (not below one that does). */
function shardFolders(root: string, depth = 0): string[] {
  if (!isDir(root)) return [];
  if (isFile(join(root, SHARD_FILE))) return [root];
  if (depth >= MAX_DEPTH) return [];
  const out: string[] = [];
  for (const name of readdirSync(root).sort()) {
    if (name === '.superseded' || name === '.git') continue;
    out.push(...shardFolders(join(root, name), depth + 1));
  }
  return out;
}

/** The shard results in `localFolder` (the step's shard runs in the run root), then under each --from folder (absolute). */
export function findCandidates(workspace: Workspace, localFolder: string, fromDirs: readonly { abs: string; shown: string }[]): Candidate[] {
  const out: Candidate[] = [];
  const local = workspace.tryResolve(localFolder);
  if (local) for (const dir of shardFolders(local.abs)) out.push({ dir, shown: relative(workspace.root, dir).split('\\').join('/'), inPlace: true });
  for (const from of fromDirs) {
    for (const dir of shardFolders(from.abs)) {
      const below = relative(from.abs, dir).split('\\').join('/');
      out.push({ dir, shown: below === '' ? from.shown : `${from.shown}/${below}`, inPlace: false });
    }
  }
  return out;
}
