// What an in-process command reads of one file, counted through spies on node:fs (the CLI's
// `main` and the Action's step run in the test's process): the opens of it, and the bytes read
// from it with readSync. Spied from the call on; `vi.restoreAllMocks()` and
// `syncBuiltinESMExports()` (an afterEach of the test file) put node:fs back.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';
import { vi } from 'vitest';

/** Opens (that found the file) and bytes read through readSync, of the file at `path` (absolute), from now on. */
export function readsOf(path: string): { opens: number; bytes: number } {
  const counted = { opens: 0, bytes: 0 };
  const fds = new Set<number>();
  const { openSync, readSync, closeSync } = fs;
  vi.spyOn(fs, 'openSync').mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
    const fd = (openSync as (...a: unknown[]) => number)(p, ...rest);
    if (resolve(String(p)) === path) {
      counted.opens += 1;
      fds.add(fd);
    }
    return fd;
  }) as typeof fs.openSync);
  vi.spyOn(fs, 'readSync').mockImplementation(((fd: number, ...rest: unknown[]) => {
    const n = (readSync as (...a: unknown[]) => number)(fd, ...rest);
    if (fds.has(fd)) counted.bytes += n;
    return n;
  }) as typeof fs.readSync);
  vi.spyOn(fs, 'closeSync').mockImplementation(((fd: number) => {
    fds.delete(fd);
    closeSync(fd);
  }) as typeof fs.closeSync);
  syncBuiltinESMExports();
  return counted;
}
