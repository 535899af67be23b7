// Temp files made ahead of a state write (while a stage runs): the next write uses one, a run
// that ends leaves none behind, and a folder moved away meanwhile does not lose the write.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicWriteFile, discardPreparedTemp, prepareTempFile, removeStaleTempFiles } from '../../src/core/state/atomic-write.js';
import { waitFor } from '../helpers/wait.js';

let base: string;
let dir: string;
let target: string;
const temps = (d = dir) => readdirSync(d).filter((n) => n.includes('.stagegate-tmp-'));

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'stagegate-prepared-'));
  dir = join(base, 'run');
  mkdirSync(dir);
  target = join(dir, 'workflow_state.yaml');
  atomicWriteFile(target, 'v1\n'); // the folder is one this process writes to
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** A little room for libuv's pool: for an open that should NOT happen to show itself, or for the callback of one that has. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Wait until libuv's pool has made the prepared temp file (the event), then for its callback to run. */
const prepared = async () => {
  await waitFor(() => temps().length === 1, 'the prepared temp file');
  await settle();
};

describe('prepareTempFile', () => {
  it('makes the temp file ahead; the next write fills and renames that very file', async () => {
    prepareTempFile(target, () => undefined);
    await prepared();
    const [temp] = temps();
    expect(temp).toBeDefined();
    // A stale-temp sweep (a child run sharing the folder) leaves a prepared temp alone.
    removeStaleTempFiles(target);
    expect(temps()).toEqual([temp]);
    atomicWriteFile(target, 'v2\n');
    expect(readFileSync(target, 'utf8')).toBe('v2\n');
    expect(temps()).toEqual([]);
    // Used once: the write after it makes its own temp file.
    atomicWriteFile(target, 'v3\n');
    expect(readFileSync(target, 'utf8')).toBe('v3\n');
    expect(temps()).toEqual([]);
  });

  it('a run that ends discards it, whether its open has finished or not', async () => {
    prepareTempFile(target, () => undefined);
    await prepared();
    expect(temps()).toHaveLength(1);
    await discardPreparedTemp(target);
    expect(temps()).toEqual([]);
    prepareTempFile(target, () => undefined);
    await discardPreparedTemp(target); // before the open's callback
    await settle();
    expect(temps()).toEqual([]);
    expect(readFileSync(target, 'utf8')).toBe('v1\n');
  });

  it('is not made when the guard refuses the path, nor in a folder this process has not written to', async () => {
    prepareTempFile(target, () => {
      throw new Error('the run folder is now a link out of the workspace');
    });
    const other = join(base, 'other');
    mkdirSync(other);
    prepareTempFile(join(other, 'workflow_state.yaml'), () => undefined);
    await settle();
    expect(temps()).toEqual([]);
    expect(temps(other)).toEqual([]);
  });

  it('a folder moved away meanwhile (and made again): the write still lands at the path, the moved temp is not used', async () => {
    prepareTempFile(target, () => undefined);
    await prepared();
    renameSync(dir, join(base, 'moved'));
    mkdirSync(dir);
    atomicWriteFile(target, 'v2\n');
    expect(readFileSync(target, 'utf8')).toBe('v2\n');
    expect(temps()).toEqual([]);
  });

  it('a folder swapped for a link: the prepared temp is never written through (the caller refuses first)', async () => {
    const outside = join(base, 'outside');
    mkdirSync(outside);
    prepareTempFile(target, () => undefined);
    await prepared();
    renameSync(dir, join(base, 'moved'));
    symlinkSync(outside, dir);
    // The runner re-checks the path before every state write and stops there; the run then
    // discards what it prepared, which lies in the moved folder.
    // A file of that very name outside is not ours: discarding never removes it.
    const [made] = temps(join(base, 'moved'));
    writeFileSync(join(outside, made!), 'not ours\n');
    await discardPreparedTemp(target);
    expect(readdirSync(outside)).toEqual([made]);
    expect(readFileSync(join(outside, made!), 'utf8')).toBe('not ours\n');
  });
});
