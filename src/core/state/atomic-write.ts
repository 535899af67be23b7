// Atomic file replacement: write a temp file beside the target, fsync it, rename it over the
// target. A crash at any moment leaves either the old file or the new one, never a torn one.
// The temp file lives in a folder stages can write to, so it is created exclusively (never
// through a link), must still be the file written when it is renamed (device + inode), and the
// target must name it after: a swapped temp file is never installed unnoticed (ESWAPPED).
import { closeSync, fstatSync, fsync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync, writevSync, constants } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { syncDir } from './journal.js';
import { openFolder } from './open-folder.js';
import type { RandomHex } from './random-hex.js';
import { SwappedFileError, stillNames, stillNamesFile } from './own-file.js';

const TEMP_MARK = '.stagegate-tmp-';
const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

function tempName(path: string, random: RandomHex | undefined): string {
  return join(dirname(path), `.${basename(path)}${TEMP_MARK}${process.pid}-${random ? random.hex(6) : randomBytes(6).toString('hex')}`);
}

/**
 * Replace `path` with `content`. `durable: false` skips the fsyncs (still atomic against a killed
 * process): for files projected from the journal and written again when behind (the snapshot,
 * the manifest). `random`: the run's pool the temp file's name is taken from (random-hex.ts).
 */
export function atomicWriteFile(path: string, content: string | Buffer | readonly Buffer[], options: { durable?: boolean; random?: RandomHex } = {}): void {
  const { temp, fd } = writeTemp(path, content, options.random);
  try {
    try {
      if (options.durable !== false) fsyncSync(fd);
    } catch (error) {
      removeOwn(temp, fd);
      throw error;
    }
    install(temp, path, fd);
  } finally {
    closeSync(fd);
  }
  if (options.durable !== false) syncDir(dirname(path));
}

/**
 * atomicWriteFile, durable, with its two fsyncs (the file's, then its folder's) run on libuv's
 * thread pool: the same steps in the same order, but the process goes on with other work while
 * the disk catches up (a shard's seal overlaps its leg's next key: core/commands/shards.ts).
 */
export async function atomicWriteFileDurably(path: string, content: string | Buffer): Promise<void> {
  const { temp, fd } = writeTemp(path, content);
  try {
    try {
      await fsyncOf(fd);
    } catch (error) {
      removeOwn(temp, fd);
      throw error;
    }
    install(temp, path, fd);
  } finally {
    closeSync(fd);
  }
  let dirFd: number | undefined;
  try {
    dirFd = openFolder(dirname(path));
    await fsyncOf(dirFd);
  } catch {
    /* some file systems refuse fsync on a folder (syncDir's rule) */
  } finally {
    if (dirFd !== undefined) closeSync(dirFd);
  }
}

function fsyncOf(fd: number): Promise<void> {
  return new Promise((resolvePromise, reject) => fsync(fd, (error) => (error ? reject(error) : resolvePromise())));
}

/** A new temp file beside `path` (its folder made when missing) holding `content`; still open. */
function writeTemp(path: string, content: string | Buffer | readonly Buffer[], random?: RandomHex): { temp: string; fd: number } {
  const temp = tempName(path, random);
  let fd: number;
  try {
    fd = openSync(temp, CREATE, 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(temp, CREATE, 0o644);
  }
  try {
    if (Array.isArray(content)) writeAll(fd, content as readonly Buffer[]);
    else {
      const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : (content as Buffer);
      let offset = 0;
      while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset);
    }
  } catch (error) {
    removeOwn(temp, fd);
    closeSync(fd);
    throw error;
  }
  return { temp, fd };
}

/** Rename the temp file (still the one open as `fd`) over `path`; `path` must then name it. */
function install(temp: string, path: string, fd: number): void {
  // The descriptor's file (device + inode) does not change: one fstat for both checks.
  const ours = fstatSync(fd);
  if (!stillNamesFile(temp, ours)) throw new SwappedFileError(temp);
  try {
    renameSync(temp, path);
  } catch (error) {
    removeOwn(temp, fd);
    throw error;
  }
  if (!stillNamesFile(path, ours)) throw new SwappedFileError(path);
}

/** Kernel's limit of buffers per writev (IOV_MAX on Linux and macOS). */
const IOV_MAX = 1024;

/** Write `chunks` in order (writev, at most IOV_MAX at a time; a short write goes on where it stopped). */
function writeAll(fd: number, chunks: readonly Buffer[]): void {
  let i = 0;
  while (i < chunks.length) {
    const batch = chunks.slice(i, i + IOV_MAX);
    const size = batch.reduce((n, c) => n + c.length, 0);
    const written = writevSync(fd, batch);
    if (written < size) {
      // A short write: the rest of this batch, plainly.
      const rest = Buffer.concat(batch).subarray(written);
      let offset = 0;
      while (offset < rest.length) offset += writeSync(fd, rest, offset, rest.length - offset);
    }
    i += batch.length;
  }
}

/** Remove `temp` only if it is still the file open as `fd` (never a file another process put there). */
function removeOwn(temp: string, fd: number): void {
  try {
    if (stillNames(temp, fd)) rmSync(temp, { force: true });
  } catch {
    /* best effort: removeStaleTempFiles sweeps what is left */
  }
}

/** Remove temp files a killed writer left beside `path` (call while holding the run lock). */
export function removeStaleTempFiles(path: string): void {
  const dir = dirname(path);
  const prefix = `.${basename(path)}${TEMP_MARK}`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (name.startsWith(prefix)) rmSync(join(dir, name), { force: true });
}
