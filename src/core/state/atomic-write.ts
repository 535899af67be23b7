// Atomic file replacement: write a temp file beside the target, fsync it, rename over the
// target. A crash at any moment leaves either the old file or the new one, never a torn one.
// The temp file lives in a folder stages can write to, so before the rename the runner checks
// that the temp path still names the file it wrote through its descriptor (device + inode), and
// after it that the target does: a swapped temp file is never installed unnoticed (ESWAPPED).
import { closeSync, fstatSync, fsyncSync, lstatSync, mkdirSync, open as openCallback, openSync, readdirSync, renameSync, rmSync, writeSync, writevSync } from 'node:fs';
import { lstat, mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SwappedFileError, sameInode, stillNames } from './own-file.js';

const TEMP_MARK = '.stagegate-tmp-';

/** Temp names: pid + a counter is unique within this host's live processes; random bytes per
 * write cost more than the write's bookkeeping. A name left by a dead process with the same pid
 * is met with 'wx' (EEXIST) and then a random name is used. */
let tempCounter = 0;

/** Folders this process already created: state is written twice per stage, mkdir once. */
const madeDirs = new Set<string>();

function openTemp(dir: string, temp: string): number {
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  try {
    return openSync(temp, 'wx', 0o644);
  } catch (error) {
    // The folder was removed since (a fresh run moves results aside): make it again, once.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    madeDirs.delete(dir);
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
    return openSync(temp, 'wx', 0o644);
  }
}

/**
 * Temp files made ahead of a write, while a stage runs: creating a file in the run folder costs
 * 0.1-0.6 ms (more while other writes hold the folder), and the state write that needs it sits
 * between one stage and the next. Keyed by the target path; at most one per target.
 */
interface PreparedTemp {
  temp: string;
  fd: number | null;
  /** Settles when the open has finished, whatever its outcome. */
  opened: Promise<void>;
}
const prepared = new Map<string, PreparedTemp>();

/**
 * Start making the temp file of the next atomicWriteFile(path) on libuv's pool. Only in a folder
 * this process has already written to; `guard` re-checks the path (it throws when the path no
 * longer resolves inside the workspace) right before the file is created. A failure is ignored:
 * the write then makes its temp file itself.
 */
export function prepareTempFile(path: string, guard: () => void): void {
  const dir = dirname(path);
  if (prepared.has(path) || !madeDirs.has(dir)) return;
  try {
    guard();
  } catch {
    return;
  }
  const temp = join(dir, `.${basename(path)}${TEMP_MARK}${process.pid}-${(tempCounter++).toString(16)}`);
  writesUnderWay.add(temp);
  const entry: PreparedTemp = { temp, fd: null, opened: Promise.resolve() };
  entry.opened = new Promise<void>((resolve) => {
    openCallback(temp, 'wx', 0o644, (error, fd) => {
      if (error) {
        writesUnderWay.delete(temp);
        if (prepared.get(path) === entry) prepared.delete(path);
      } else if (prepared.get(path) === entry) entry.fd = fd;
      else dropTemp(temp, fd); // discarded while it was being made
      resolve();
    });
  });
  prepared.set(path, entry);
}

/** Close and remove a prepared temp file, only where it still is (a folder on the way may have been swapped for a link). */
function dropTemp(temp: string, fd: number): void {
  try {
    const made = fstatSync(fd);
    const there = lstatSync(temp, { throwIfNoEntry: false });
    if (there && there.ino === made.ino && there.dev === made.dev) rmSync(temp, { force: true });
  } finally {
    closeSync(fd);
    writesUnderWay.delete(temp);
  }
}

/** Remove the temp file prepared for `path`, if any (a run that ends leaves none behind). */
export async function discardPreparedTemp(path: string): Promise<void> {
  const entry = prepared.get(path);
  if (!entry) return;
  prepared.delete(path);
  if (entry.fd !== null) dropTemp(entry.temp, entry.fd);
  else await entry.opened; // its callback removes it
}

/**
 * `durable: false` skips the fsync (still atomic against a killed process): for files that
 * are derived from the state and rebuilt from it when behind, such as the manifest.
 */
export function atomicWriteFile(path: string, content: string | Buffer | readonly Buffer[], options: { durable?: boolean } = {}): void {
  const ready = prepared.get(path);
  if (ready && ready.fd !== null) {
    prepared.delete(path);
    writesUnderWay.delete(ready.temp);
    try {
      writeAndReplace(path, ready.temp, ready.fd, content, options);
      return;
    } catch (error) {
      // Made in a folder a stage has since moved away (ENOENT at the rename), or replaced by a
      // process of the run while it waited (ESWAPPED): write afresh, once, with a temp file of
      // its own (after a swap past the rename this also puts the runner's file back in place).
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ESWAPPED') throw error;
    }
  }
  writeFresh(path, content, options);
}

function writeFresh(path: string, content: string | Buffer | readonly Buffer[], options: { durable?: boolean }): void {
  const dir = dirname(path);
  let temp = join(dir, `.${basename(path)}${TEMP_MARK}${process.pid}-${(tempCounter++).toString(16)}`);
  let fd: number;
  try {
    fd = openTemp(dir, temp);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    temp = join(dir, `.${basename(path)}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`);
    fd = openTemp(dir, temp);
  }
  writeAndReplace(path, temp, fd, content, options);
}

/**
 * Write `content` into the open temp file, fsync it (unless not durable), rename it over `path`
 * — only while `temp` still names that file — and check that `path` then names it. A swap before
 * the rename throws SwappedFileError(temp) and installs nothing; one between the check and the
 * rename throws SwappedFileError(path).
 */
function writeAndReplace(path: string, temp: string, fd: number, content: string | Buffer | readonly Buffer[], options: { durable?: boolean }): void {
  try {
    try {
      if (Array.isArray(content)) writeChunks(fd, content as readonly Buffer[]);
      else {
        const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : (content as Buffer);
        let offset = 0;
        while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset);
      }
      if (options.durable !== false) fsyncSync(fd);
    } catch (error) {
      removeOwn(temp, fd);
      throw error;
    }
    if (!stillNames(temp, fd)) throw new SwappedFileError(temp);
    try {
      renameSync(temp, path);
    } catch (error) {
      removeOwn(temp, fd);
      throw error;
    }
    if (!stillNames(path, fd)) throw new SwappedFileError(path);
  } finally {
    closeSync(fd);
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

/** Temp files of this process's asynchronous writes still under way (see removeStaleTempFiles). */
const writesUnderWay = new Set<string>();

/**
 * atomicWriteFile without the fsync, off the main thread (libuv's pool): for a derived file
 * written while a stage runs (the manifest). The folder is made when missing. Same temp names and
 * the same clean-up, so removeStaleTempFiles finds what a killed writer left.
 */
export async function atomicWriteFileAsync(path: string, chunks: readonly Buffer[], guard: () => void = () => undefined): Promise<void> {
  const dir = dirname(path);
  // The write runs while a stage may be changing the folders under it: `guard` re-checks the
  // path (it throws when it no longer resolves inside the workspace) right before the calls that
  // create or replace files, as the synchronous writes check it right before they run.
  guard();
  let temp = join(dir, `.${basename(path)}${TEMP_MARK}${process.pid}-${(tempCounter++).toString(16)}`);
  let handle;
  // Marked before it exists: the file is on disk before open() resolves.
  writesUnderWay.add(temp);
  try {
    handle = await openCreatingFolder(dir, temp, guard);
  } catch (error) {
    writesUnderWay.delete(temp);
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    temp = join(dir, `.${basename(path)}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`);
    writesUnderWay.add(temp);
    try {
      handle = await open(temp, 'wx', 0o644);
    } catch (again) {
      writesUnderWay.delete(temp);
      throw again;
    }
  }
  try {
    await writeAll(handle, chunks);
    // Written while a stage runs: the temp path must still name this very file at the rename (a
    // stage may swap files in the run folder meanwhile). The target is not checked after: runs
    // in this process that share a run root write the same manifest, and a manifest is derived
    // from the state and rebuilt from it by the next invocation.
    const made = await handle.stat();
    const sameAt = async (p: string): Promise<boolean> => {
      const there = await lstat(p).catch(() => undefined);
      return there !== undefined && sameInode(there, made);
    };
    guard();
    if (!(await sameAt(temp))) throw new SwappedFileError(temp);
    try {
      await rename(temp, path);
    } catch (error) {
      if (await sameAt(temp)) await rm(temp, { force: true });
      throw error;
    }
  } catch (error) {
    if (!(error instanceof SwappedFileError) && (await lstat(temp).then((t) => sameInode(t, fstatSync(handle.fd))).catch(() => false))) await rm(temp, { force: true });
    throw error;
  } finally {
    await handle.close().catch(() => undefined);
    writesUnderWay.delete(temp);
  }
}

async function openCreatingFolder(dir: string, temp: string, guard: () => void): Promise<FileHandle> {
  try {
    return await open(temp, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    guard();
    await mkdir(dir, { recursive: true });
    guard();
    return await open(temp, 'wx', 0o644);
  }
}

async function writeAll(handle: FileHandle, chunks: readonly Buffer[]): Promise<void> {
  {
    let rest = chunks.slice();
    while (rest.length > 0) {
      const batch = rest.slice(0, IOV_MAX);
      let { bytesWritten } = await handle.writev(batch);
      // A short write: drop what went out and write the remainder.
      let i = 0;
      while (i < batch.length && bytesWritten >= batch[i]!.length) bytesWritten -= batch[i++]!.length;
      rest = i < batch.length ? [batch[i]!.subarray(bytesWritten), ...batch.slice(i + 1), ...rest.slice(IOV_MAX)] : rest.slice(IOV_MAX);
    }
  }
}

/** writev takes at most this many buffers per call (IOV_MAX on Linux and macOS). */
const IOV_MAX = 1024;

/**
 * Chunks in as few writev calls as IOV_MAX allows (a state's reused bytes are never copied into
 * one buffer); a short write continues chunk by chunk.
 */
function writeChunks(fd: number, chunks: readonly Buffer[]): void {
  for (let from = 0; from < chunks.length; from += IOV_MAX) {
    const batch = chunks.slice(from, from + IOV_MAX) as Buffer[];
    const total = batch.reduce((n, c) => n + c.length, 0);
    let written = writevSync(fd, batch);
    if (written >= total) continue;
    for (const chunk of batch) {
      if (written >= chunk.length) {
        written -= chunk.length;
        continue;
      }
      let offset = written;
      written = 0;
      while (offset < chunk.length) offset += writeSync(fd, chunk, offset, chunk.length - offset);
    }
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
  // Not a write of this process under way: a run started in process (a child or an item sharing
  // the run root) must not take away the temp file of its parent's manifest write.
  for (const name of names) if (name.startsWith(prefix) && !writesUnderWay.has(join(dir, name))) rmSync(join(dir, name), { force: true });
}
