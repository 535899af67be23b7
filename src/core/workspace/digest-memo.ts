// The digests of accepted outputs one invocation has read, kept with the file's identity as read
// (device, inode, size, mtime, ctime in nanoseconds), so the run's end-of-run evidence check does
// not hash again a file that did not change since the resume hashed it (a 200 MB artifact: ~134 ms).
//
// Why it is safe: any write to a file sets its ctime to the kernel's clock at that moment, and no
// call sets ctime back (utimes sets mtime, and ctime to now). That clock is coarse (a tick, a few
// ms), so a same-size rewrite in the tick the file was last changed in keeps every field — the
// "racily clean" file git knows. A digest is therefore kept only for a file last changed more
// than MARGIN_MS before the read began: a later write lands in a later tick and shows in ctime.
// A file changed in the margin, or while it was read, is hashed again. Skew between this clock and
// a network file system's server clock larger than the margin is the one case not covered.
import { closeSync, fstatSync, readSync, statSync, type BigIntStats } from 'node:fs';
import { openRegularForRead } from '../state/own-file.js';
import { sha256Chunks } from './digest.js';

/** How long before a read a file's last change must be for its digest to be kept (a tick, with room for coarse file systems). */
export const MARGIN_MS = 3_000;

interface Seen {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
  sha256: string;
}

function same(a: BigIntStats, b: Omit<Seen, 'sha256'>): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}

export class DigestMemo {
  private readonly seen = new Map<string, Seen>();
  /** How many times a file was read and hashed (a kept digest returned reads none). */
  reads = 0;

  /** `now`: the run's clock, in ms since the epoch. */
  constructor(private readonly now: () => number) {}

  /** The file's sha256: the one kept for it when it has not changed since, else read (and kept when safe). Throws as sha256File does. */
  digest(path: string): string {
    const kept = this.seen.get(path);
    if (kept !== undefined) {
      let st: BigIntStats | undefined;
      try {
        st = statSync(path, { bigint: true });
      } catch {
        st = undefined;
      }
      if (st?.isFile() === true && same(st, kept)) return kept.sha256;
      this.seen.delete(path);
    }
    const began = BigInt(this.now()) * 1_000_000n;
    const fd = openRegularForRead(path);
    this.reads++;
    try {
      const before = fstatSync(fd, { bigint: true });
      const sha256 = sha256Chunks((buffer, length) => readSync(fd, buffer, 0, length, null), Number(before.size));
      const after = fstatSync(fd, { bigint: true });
      const old = before.ctimeNs < began - BigInt(MARGIN_MS) * 1_000_000n && before.mtimeNs < began - BigInt(MARGIN_MS) * 1_000_000n;
      // The path may name another file by now (a rename over it): kept only when it still names the one read.
      if (old && same(after, before) && this.stillNames(path, before)) this.seen.set(path, { dev: before.dev, ino: before.ino, size: before.size, mtimeNs: before.mtimeNs, ctimeNs: before.ctimeNs, sha256 });
      return sha256;
    } finally {
      closeSync(fd);
    }
  }

  private stillNames(path: string, read: BigIntStats): boolean {
    try {
      return same(statSync(path, { bigint: true }), read);
    } catch {
      return false;
    }
  }
}
