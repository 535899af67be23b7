// sha256 digests of files and text, streamed in chunks so a large artifact is never held whole.
//
// node:crypto is required on first use, not imported: loading it costs every process that loads
// this module ~14 M instructions (~15% of a bare `node -e 0`), and `validate` never hashes (the
// workflow's digest is computed when a run reads it, model/loader.ts).
import { createRequire } from 'node:module';
import { closeSync, fstatSync, readSync, statSync, type BigIntStats } from 'node:fs';
import { openRegularForRead } from '../state/own-file.js';

const CHUNK = 1024 * 1024;

const requireBuiltin = createRequire(import.meta.url);

function createHash(algorithm: 'sha256'): import('node:crypto').Hash {
  return (requireBuiltin('node:crypto') as typeof import('node:crypto')).createHash(algorithm);
}

export function sha256Text(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

export function sha256File(path: string): string {
  // Never blocks on a FIFO put in a file's place (NotRegularFileError instead).
  const fd = openRegularForRead(path);
  try {
    return sha256Chunks((buffer, length) => readSync(fd, buffer, 0, length, null), fstatSync(fd).size);
  } finally {
    closeSync(fd);
  }
}

/** The sha256 of what `read` gives (bytes into the buffer, 0 at the end), for a file of about `size` bytes. */
export function sha256Chunks(read: (buffer: Buffer, length: number) => number, size: number): string {
  const hash = createHash('sha256');
  // A buffer of the file's size up to a chunk: a whole chunk for a small file was a 1 MiB
  // allocation per call (counted against the heap's external memory: more collections).
  const length = Math.max(1, Math.min(CHUNK, size));
  const buffer = Buffer.allocUnsafe(length);
  for (;;) {
    const n = read(buffer, length);
    if (n === 0) break;
    hash.update(n === length ? buffer : buffer.subarray(0, n));
  }
  return hash.digest('hex');
}

/** One read of a file: its sha256 and size, and its last bytes (for a result block at its end). */
export interface DigestWithTail {
  sha256: string;
  size: number;
  /** The file's last min(size, tailBytes) bytes, from the same read as the digest. */
  tail: Buffer;
  /** Offset of the tail's first byte in the file (> 0: the tail starts mid-file). */
  tailStart: number;
  /** The indexes of the `watch` byte strings the file holds somewhere (in the order given). */
  found: number[];
}

/**
 * The file changed while it was read (a process a stage left running still writes it, or another
 * process edited, truncated, replaced or removed it): what was read is no one state of the file.
 */
export class FileChangedWhileReadError extends Error {
  readonly code = 'ECHANGED';
  constructor(
    readonly path: string,
    readonly how: string,
  ) {
    super(`${path} ${how} while it was read`);
    this.name = 'FileChangedWhileReadError';
  }
}

/** What differs between two looks at an open file, in words (undefined: nothing). */
function changeBetween(before: BigIntStats, after: BigIntStats, read: number): string | undefined {
  if (after.size !== before.size || BigInt(read) !== after.size) return `changed size (${before.size} bytes when opened, ${read} read, ${after.size} after)`;
  if (after.mtimeNs !== before.mtimeNs || after.ctimeNs !== before.ctimeNs) return 'was written to (its modification or change time moved)';
  return undefined;
}

/**
 * sha256 and size of a regular file and its last `tailBytes` bytes, in one pass: the digest and
 * the tail are the same bytes. The file's size, mtime and ctime (from its descriptor) are compared
 * before and after the pass, and its path must still name the file read: a file that changed
 * meanwhile is a FileChangedWhileReadError, never a digest of other bytes than the tail. Never
 * blocks on a FIFO (NotRegularFileError); other open errors (ENOENT, EACCES) are thrown as they are.
 */
export function sha256FileWithTail(path: string, tailBytes: number, watch: readonly Buffer[] = []): DigestWithTail {
  const hash = createHash('sha256');
  const watcher = watch.length === 0 ? undefined : new Watcher(watch);
  const fd = openRegularForRead(path);
  try {
    const before = fstatSync(fd, { bigint: true });
    const size = Number(before.size);
    // One buffer: the reads are cut so that the last one holds at least the tail (the one before it
    // stops tailBytes short of the end when a full chunk would leave less), so no bytes are kept
    // from one read to the next. A file of at most one chunk is read at once, into a buffer of its size.
    const most = Math.max(CHUNK, tailBytes);
    const chunk = size <= most ? size : most;
    const buffer = Buffer.allocUnsafe(chunk);
    let total = 0;
    let last = 0;
    while (total < size) {
      const left = size - total;
      const want = left <= chunk ? left : left - chunk < tailBytes ? left - tailBytes : chunk;
      let filled = 0;
      while (filled < want) {
        const n = readSync(fd, buffer, filled, want - filled, null);
        if (n === 0) break;
        filled += n;
      }
      hash.update(filled === chunk ? buffer : buffer.subarray(0, filled));
      watcher?.look(buffer.subarray(0, filled));
      total += filled;
      last = filled;
      if (filled < want) break; // shorter than when it was opened: reported below
    }
    // The path first: a file removed or replaced by rename changes its ctime (its link count) too.
    // ENOTDIR: a folder on the path was replaced by a file meanwhile — the output was removed too.
    const there = statOrUndefined(path);
    if (there === undefined || there.ino !== before.ino || there.dev !== before.dev) throw new FileChangedWhileReadError(path, there === undefined ? 'was removed' : 'was replaced by another file');
    const how = changeBetween(before, fstatSync(fd, { bigint: true }), total);
    if (how !== undefined) throw new FileChangedWhileReadError(path, how);
    const tail = buffer.subarray(last - Math.min(last, tailBytes), last);
    return { sha256: hash.digest('hex'), size: total, tail, tailStart: total - tail.length, found: watcher?.found() ?? [] };
  } finally {
    closeSync(fd);
  }
}

/**
 * Which of some byte strings a file read in pieces holds, looked for in each piece as it is read
 * (the one pass that hashes it: a second read of a 200 MB output is what this saves). A string
 * that straddles two pieces is found in the join: the previous piece's last bytes (one fewer than
 * the longest string) copied before the buffer is read into again, then the new piece's first.
 */
class Watcher {
  private readonly left: Set<number>;
  private readonly hits: number[] = [];
  private carry: Buffer = Buffer.alloc(0);
  private readonly overlap: number;

  constructor(private readonly needles: readonly Buffer[]) {
    this.left = new Set(needles.map((_, i) => i).filter((i) => needles[i]!.length > 0));
    this.overlap = Math.max(0, ...needles.map((n) => n.length - 1));
  }

  look(piece: Buffer): void {
    if (this.left.size === 0 || piece.length === 0) return;
    const join = this.carry.length === 0 ? undefined : Buffer.concat([this.carry, piece.subarray(0, this.overlap)]);
    for (const i of [...this.left]) {
      const needle = this.needles[i]!;
      if (piece.includes(needle) || (join !== undefined && join.includes(needle))) {
        this.left.delete(i);
        this.hits.push(i);
      }
    }
    const keep = Math.min(this.overlap, piece.length);
    // A piece shorter than the overlap keeps what came before it too.
    this.carry = Buffer.from(keep === piece.length ? Buffer.concat([this.carry, piece]).subarray(-this.overlap) : piece.subarray(piece.length - keep));
  }

  found(): number[] {
    return [...this.hits].sort((a, b) => a - b);
  }
}

function statOrUndefined(path: string): BigIntStats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false, bigint: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}
