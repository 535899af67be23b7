// The end-of-run evidence check reads again only the accepted outputs changed since the resume
// read them (workspace/digest-memo.ts): real files in a temp dir, the real kernel timestamps.
import { mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DigestMemo, MARGIN_MS } from '../../src/core/workspace/digest-memo.js';
import { sha256File } from '../../src/core/workspace/digest.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-digest-memo-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A clock that reads the file as changed long before (past the margin). */
const later = (): number => Date.now() + 10 * MARGIN_MS;

/** Rewrites `path` with `bytes` (same size) and puts its mtime back, until its ctime is not the one it had (a later kernel tick): the change shows only there. */
function rewriteKeepingMtime(path: string, bytes: string): void {
  const before = statSync(path, { bigint: true });
  for (;;) {
    writeFileSync(path, bytes);
    utimesSync(path, new Date(Number(before.mtimeMs)), new Date(Number(before.mtimeMs)));
    const now = statSync(path, { bigint: true });
    expect(now.size).toBe(before.size);
    if (now.ctimeNs !== before.ctimeNs) return;
  }
}

describe('DigestMemo', () => {
  it('an output unchanged since it was read is not read again', () => {
    const path = join(dir, 'out.md');
    writeFileSync(path, 'accepted\n');
    const memo = new DigestMemo(later);
    expect(memo.digest(path)).toBe(sha256File(path));
    expect(memo.digest(path)).toBe(sha256File(path));
    expect(memo.reads).toBe(1);
  });

  it('a same-size rewrite with its mtime put back is read again (ctime moved)', () => {
    const path = join(dir, 'out.md');
    writeFileSync(path, 'accepted\n');
    const memo = new DigestMemo(later);
    const first = memo.digest(path);
    rewriteKeepingMtime(path, 'tampered\n');
    expect(memo.digest(path)).not.toBe(first);
    expect(memo.digest(path)).toBe(sha256File(path));
    expect(memo.reads).toBe(2);
  });

  it('a file changed within the margin before the read is never kept: a same-size rewrite in the same clock tick is still caught', () => {
    const path = join(dir, 'out.md');
    writeFileSync(path, 'accepted\n');
    const memo = new DigestMemo(Date.now);
    const first = memo.digest(path);
    // At once, most likely in the same tick: every stat field but the bytes can be the same.
    const mtime = statSync(path).mtime;
    writeFileSync(path, 'tampered\n');
    utimesSync(path, mtime, mtime);
    expect(memo.digest(path)).not.toBe(first);
    expect(memo.digest(path)).toBe(sha256File(path));
    expect(memo.reads).toBe(3);
  });

  it('another file renamed over the path is read, and a path gone or not a file throws as sha256File does', () => {
    const path = join(dir, 'out.md');
    writeFileSync(path, 'accepted\n');
    writeFileSync(join(dir, 'other.md'), 'replaced\n');
    const memo = new DigestMemo(later);
    memo.digest(path);
    renameSync(join(dir, 'other.md'), path);
    expect(memo.digest(path)).toBe(sha256File(path));
    expect(memo.reads).toBe(2);
    rmSync(path);
    expect(() => memo.digest(path)).toThrow(/ENOENT/);
    writeFileSync(path, 'accepted\n');
    expect(memo.digest(path)).toBe(sha256File(path));
  });
});
