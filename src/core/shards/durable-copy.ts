// A shard from another machine copied into its run's folder durably: the merge commits the shard's
// result to the run's journal next, and a power loss after that commit must not take back the shard
// journal, SHARD.json or output copies the run now counts on. Each file's data is synced, then its
// folder (deepest first), then the target's name and the folders above it up to the workspace.
// The file that says the copy is whole (`last`: SHARD.json, by which a merge finds a shard) is put
// in place last, under a temp name then renamed, once everything else is synced: a copy killed part
// way leaves no such file, so the next merge finds no shard there and copies it again, where a
// partial copy holding it was refused (SHARD_TAMPERED) by every merge after.
import { closeSync, copyFileSync, fdatasyncSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, constants } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { syncDir as fsyncDir } from '../state/journal.js';
import { SyncedNames, syncUpTo } from '../state/synced-names.js';

/** A copy that failed (a full disk, an I/O error, a file size limit): the error code and the file it was writing or reading. */
export class CopyFailed extends Error {
  constructor(
    readonly code: string,
    readonly file: string,
    cause: unknown,
  ) {
    super(`${code} at ${file}`, { cause });
  }
}

/** Run `op` on `file`; an error of the file system comes back as CopyFailed naming the file. */
function at<T>(file: string, op: () => T): T {
  try {
    return op();
  } catch (error) {
    if (error instanceof CopyFailed) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw typeof code === 'string' ? new CopyFailed(code, file, error) : error;
  }
}

/** The syncs a durable copy makes (RunnerPorts.journal's, so a test can see them). */
export interface CopySyncs {
  fdatasyncSync(fd: number): void;
  syncDir(dir: string): void;
}

/**
 * Copy the regular files and folders of `from` into `to` (made when absent) whose path `keep`
 * takes (links, FIFOs and devices are never copied), every file's data and every folder synced
 * before this returns; `last`, a file directly in `from`, after all the others are synced, renamed
 * into place from a temp name; then `to`'s name up to `root` (synced-names.ts), those in `synced` excepted.
 * A file system error (ENOSPC, EIO, EFBIG, …) is thrown as CopyFailed, naming the file.
 */
export function copyDurably(from: string, to: string, keep: (src: string) => boolean, root: string, io: Partial<CopySyncs> = {}, synced: SyncedNames = new SyncedNames(), last?: string): void {
  const syncs: CopySyncs = { fdatasyncSync: io.fdatasyncSync ?? fdatasyncSync, syncDir: io.syncDir ?? fsyncDir };
  const lastSrc = last === undefined ? undefined : join(from, last);
  copyFolder(from, to, (src) => src !== lastSrc && keep(src), syncs);
  if (last !== undefined && lastSrc !== undefined && keep(lastSrc) && lstatSync(lastSrc).isFile()) {
    // Everything it vouches for is durable before its name is.
    syncs.syncDir(to);
    // A temp file's mark (atomic-write.ts): a leftover one is removed with the folder's other leftovers.
    const temp = join(to, `.${last}.stagegate-tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
    copyFile(lastSrc, temp, syncs);
    at(join(to, last), () => renameSync(temp, join(to, last)));
  }
  syncUpTo(to, root, synced, (dir) => syncs.syncDir(dir));
}

/** Copy one folder's entries, its subfolders first synced each, and sync the files' data; the folder itself is synced by the caller. */
function copyFolder(from: string, to: string, keep: (src: string) => boolean, syncs: CopySyncs): void {
  at(to, () => mkdirSync(to, { recursive: true }));
  for (const name of at(from, () => readdirSync(from))) {
    const src = join(from, name);
    if (!keep(src)) continue;
    const st = at(src, () => lstatSync(src));
    const dest = join(to, name);
    if (st.isDirectory()) {
      copyFolder(src, dest, keep, syncs);
      syncs.syncDir(dest);
    } else if (st.isFile()) copyFile(src, dest, syncs);
  }
}

/** Copy one file and sync its data. */
function copyFile(src: string, dest: string, syncs: CopySyncs): void {
  at(dest, () => {
    copyFileSync(src, dest);
    const fd = openSync(dest, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      syncs.fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
  });
}
