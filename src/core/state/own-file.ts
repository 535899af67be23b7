// Files the runner owns (state, manifest, lock, their temp files, stage logs) live in folders its
// stages can write to. A stage — or a process it left behind — can plant a FIFO, a link, a
// directory or a device where such a file goes, or swap a temp file between its write and its
// rename. These helpers open without following links and without blocking on a FIFO, and check
// that a path still names the very file the runner wrote (device and inode) before trusting it.
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from 'node:fs';

/** Opening never follows a link and never waits for a FIFO's other end. */
export const NO_FOLLOW = constants.O_NOFOLLOW | constants.O_NONBLOCK;

export function sameInode(a: Pick<Stats, 'dev' | 'ino'>, b: Pick<Stats, 'dev' | 'ino'>): boolean {
  return a.ino === b.ino && a.dev === b.dev;
}

/** What stands at a path instead of a regular file, in words. */
export function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'a regular file';
}

/** A runner-owned path holds something the runner did not make (code ENOTREG). */
export class NotRegularFileError extends Error {
  readonly code = 'ENOTREG';
  constructor(
    readonly path: string,
    readonly kind: string,
  ) {
    super(`${path} is ${kind}, not a regular file`);
    this.name = 'NotRegularFileError';
  }
}

/** A temp file was replaced between its write and its rename (code ESWAPPED). */
export class SwappedFileError extends Error {
  readonly code = 'ESWAPPED';
  constructor(readonly path: string) {
    super(`${path} was replaced by another process while stagegate wrote it`);
    this.name = 'SwappedFileError';
  }
}

/** Whether `path` still names the file open as `fd` (lstat: a link there is not it). */
export function stillNames(path: string, fd: number): boolean {
  return stillNamesFile(path, fstatSync(fd));
}

/** Whether `path` still names the file `file` (an fstat of a descriptor held open) was taken of. */
export function stillNamesFile(path: string, file: Pick<Stats, 'dev' | 'ino'>): boolean {
  const there = lstatSync(path, { throwIfNoEntry: false });
  return there !== undefined && sameInode(there, file);
}

/**
 * The contents of a regular file, read without following a link or blocking on a FIFO; at most
 * `maxBytes`. ENOENT and other open errors are thrown as they are; anything but a regular file
 * is a NotRegularFileError.
 */
export function readRegularFile(path: string, maxBytes = 1024 * 1024, options: { follow?: boolean; onStats?: (stats: Stats) => void } = {}): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (options.follow ? constants.O_NONBLOCK : NO_FOLLOW));
  } catch (error) {
    // ELOOP: a link stands there (O_NOFOLLOW).
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new NotRegularFileError(path, 'a symbolic link');
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new NotRegularFileError(path, kindOf(stats));
    options.onStats?.(stats);
    const length = Math.min(stats.size, maxBytes);
    const buffer = Buffer.alloc(length);
    let read = 0;
    while (read < length) {
      const n = readSync(fd, buffer, read, length - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * Open a file a stage wrote for reading: never blocks on a FIFO (O_NONBLOCK) and refuses
 * anything but a regular file. Returns the descriptor; throws NotRegularFileError or the errno.
 */
export function openRegularForRead(path: string): number {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    throw new NotRegularFileError(path, kindOf(stats));
  }
  return fd;
}

/** Why a stage's file cannot be read ('EACCES', 'a FIFO' …), or undefined when it can. */
export function unreadableBecause(path: string): string | undefined {
  try {
    closeSync(openRegularForRead(path));
    return undefined;
  } catch (error) {
    if (error instanceof NotRegularFileError) return `it is ${error.kind}`;
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}
