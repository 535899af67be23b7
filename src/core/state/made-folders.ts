// The folders made on the way to a journal. A folder's name lives in its parent folder: after a
// power loss the journal's name can vanish with a new folder unless that parent is fsync'd too
// (ext4 orders it; POSIX does not promise it). The journal's first commit syncs them (journal-writer.ts).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** `mkdir -p dir`: the folders it made, outermost first (none when `dir` was there). */
export function makeFolders(dir: string): string[] {
  const first = mkdirSync(dir, { recursive: true });
  if (first === undefined) return [];
  const top = resolve(first);
  const made = [resolve(dir)];
  for (let at = made[0]!; at !== top && dirname(at) !== at; ) {
    at = dirname(at);
    made.unshift(at);
  }
  return made;
}

/** The folders whose entries `made` added (each one's parent), innermost first, each once. */
export function parentsOf(made: readonly string[]): string[] {
  return [...new Set(made.map((folder) => dirname(folder)))].reverse();
}
