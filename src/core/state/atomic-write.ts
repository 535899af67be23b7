// Atomic file replacement: write a temp file beside the target, fsync it, rename it over the
// target. A crash at any moment leaves either the old file or the new one, never a torn one.
// The temp file is created exclusively at write time and must still be the file written when it
// is renamed (device + inode): a process that swapped it meanwhile cannot have its file installed.
import { closeSync, fstatSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync, constants } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { syncDir } from './journal.js';

const TEMP_MARK = '.stagegate-tmp-';

function tempName(path: string): string {
  return join(dirname(path), `.${basename(path)}${TEMP_MARK}${process.pid}-${randomBytes(6).toString('hex')}`);
}

/**
 * Replace `path` with `content`. `durable: false` skips the fsyncs (still atomic against a killed
 * process): for files projected from the journal and written again when behind (the snapshot,
 * the manifest).
 */
export function atomicWriteFile(path: string, content: string | Buffer, options: { durable?: boolean } = {}): void {
  const dir = dirname(path);
  const temp = tempName(path);
  let fd: number;
  try {
    fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dir, { recursive: true });
    fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
  }
  let identity: { dev: number; ino: number };
  try {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    let offset = 0;
    while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset);
    if (options.durable !== false) fsyncSync(fd);
    const st = fstatSync(fd);
    identity = { dev: st.dev, ino: st.ino };
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    const now = lstatSync(temp);
    if (!now.isFile() || now.dev !== identity.dev || now.ino !== identity.ino) {
      throw Object.assign(new Error(`temp file ${temp} was replaced before it could be renamed over ${path}`), { code: 'ETEMPSWAPPED' });
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  if (options.durable !== false) syncDir(dir);
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
