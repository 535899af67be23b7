// Atomic file replacement: write a temp file beside the target, fsync it, rename over the
// target. A crash at any moment leaves either the old file or the new one, never a torn one.
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync, writevSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

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
 * `durable: false` skips the fsync (still atomic against a killed process): for files that
 * are derived from the state and rebuilt from it when behind, such as the manifest.
 */
export function atomicWriteFile(path: string, content: string | Buffer | readonly Buffer[], options: { durable?: boolean } = {}): void {
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
  try {
    if (Array.isArray(content)) writeChunks(fd, content as readonly Buffer[]);
    else {
      const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : (content as Buffer);
      let offset = 0;
      while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset);
    }
    if (options.durable !== false) fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
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
  for (const name of names) if (name.startsWith(prefix)) rmSync(join(dir, name), { force: true });
}
