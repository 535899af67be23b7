// The manifest is written off the stage's critical path (ManifestWriter over
// atomicWriteFileAsync): every byte lands, writes to one file never reorder, the newest queued
// write wins, failures surface at flush() or at the next write, and a temp file of a write under
// way is never taken by removeStaleTempFiles (a child run sharing the run root cleans it).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { atomicWriteFileAsync, removeStaleTempFiles } from '../../src/core/state/atomic-write.js';
import { ManifestWriter, flushAllManifests } from '../../src/core/state/manifest.js';
import { STATE_SCHEMA, type RunState } from '../../src/core/state/state.js';
import { runStateOf } from '../helpers/state.js';
import { sized } from '../helpers/sizes.js';

const root = mkdtempSync(join(tmpdir(), 'stagegate-manifest-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = (): string => {
  const d = join(root, `d${n++}`);
  mkdirSync(d);
  return d;
};

function state(status: string, artifacts: number): RunState {
  const s = runStateOf({ name: 'w', file: 'w.yaml', digest: 'f'.repeat(64), entry: 'a', entryKind: 'shell' });
  const records = Object.fromEntries(
    Array.from({ length: artifacts }, (_, i) => [`s${i}`, { path: `runs/r1/s${i}.md`, sha256: 'a'.repeat(64), size: i, step: `s${i}`, gate_status: 'OK', visit: 1, accepted_at: '2026-01-01T00:00:00.000Z' }]),
  );
  return { ...s, schema: STATE_SCHEMA, status, artifacts: records };
}

describe('atomicWriteFileAsync', () => {
  it('writes every chunk, more than one writev takes, and leaves no temp file', async () => {
    const dir = freshDir();
    const chunks = Array.from({ length: 3000 }, (_, i) => Buffer.from(`line ${i}\n`));
    await atomicWriteFileAsync(join(dir, 'out.txt'), chunks);
    expect(readFileSync(join(dir, 'out.txt'))).toEqual(Buffer.concat(chunks));
    expect(readdirSync(dir)).toEqual(['out.txt']);
  });

  it('re-checks the path with its guard before creating and before replacing: a refusal leaves nothing behind', async () => {
    const dir = freshDir();
    const refused = new Error('PATH_OUTSIDE_WORKSPACE');
    await expect(atomicWriteFileAsync(join(dir, 'out.txt'), [Buffer.from('x')], () => { throw refused; })).rejects.toBe(refused);
    expect(readdirSync(dir)).toEqual([]);
    // Allowed at the start, refused right before the rename (a stage swapped a folder meanwhile).
    let calls = 0;
    const guard = (): void => {
      if (++calls > 1) throw refused;
    };
    await expect(atomicWriteFileAsync(join(dir, 'out.txt'), [Buffer.from('x')], guard)).rejects.toBe(refused);
    expect(calls).toBe(2);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('makes a missing folder; rejects when it cannot, and leaves nothing behind', async () => {
    const dir = freshDir();
    await atomicWriteFileAsync(join(dir, 'new', 'deep', 'out.txt'), [Buffer.from('x')]);
    expect(readFileSync(join(dir, 'new', 'deep', 'out.txt'), 'utf8')).toBe('x');
    writeFileSync(join(dir, 'file'), '');
    await expect(atomicWriteFileAsync(join(dir, 'file', 'out.txt'), [Buffer.from('x')])).rejects.toMatchObject({ code: 'ENOTDIR' });
    expect(readdirSync(dir).sort()).toEqual(['file', 'new']);
  });
});

describe('ManifestWriter', () => {
  it('ends with the newest manifest after a burst of writes, each complete', async () => {
    const dir = freshDir();
    const path = join(dir, 'RUN_MANIFEST.yaml');
    const writer = new ManifestWriter(path);
    for (let i = 1; i <= 40; i++) writer.write(state(i === 40 ? 'WORKFLOW_COMPLETE' : 'IN_PROGRESS', i));
    await writer.flush();
    const manifest = parse(readFileSync(path, 'utf8')) as { status: string; artifacts: unknown[] };
    expect(manifest.status).toBe('WORKFLOW_COMPLETE');
    expect(manifest.artifacts).toHaveLength(40);
    expect(readdirSync(dir)).toEqual(['RUN_MANIFEST.yaml']);
  });

  it('reports a failed write at flush(), and at the next write when nobody flushed', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'gone'), 'a file where the run folder should be');
    const writer = new ManifestWriter(join(dir, 'gone', 'RUN_MANIFEST.yaml'));
    writer.write(state('IN_PROGRESS', 1));
    await expect(writer.flush()).rejects.toMatchObject({ code: 'ENOTDIR' });
    // Reported once; the next failure is reported by the next write.
    writer.write(state('IN_PROGRESS', 2));
    // The write fails in the background; the first write after that failure reports it. Not
    // timed: keep writing until one reports it (each write before that only queues).
    let reported: unknown;
    while (reported === undefined) {
      await new Promise((r) => setTimeout(r, 10));
      try {
        writer.write(state('IN_PROGRESS', 3));
      } catch (error) {
        reported = error;
      }
    }
    expect((reported as Error).message).toMatch(/ENOTDIR/);
    await writer.settle();
    expect(() => writer.check()).not.toThrow();
  });

  it("keeps a write under way out of removeStaleTempFiles' reach, which still removes a dead writer's temp", async () => {
    const dir = freshDir();
    const path = join(dir, 'RUN_MANIFEST.yaml');
    const stale = join(dir, '.RUN_MANIFEST.yaml.stagegate-tmp-999999-1');
    writeFileSync(stale, 'torn');
    const writer = new ManifestWriter(path);
    // A big manifest, so the write is still under way when the clean-up runs beside it.
    writer.write(state('IN_PROGRESS', sized(20_000)));
    for (let i = 0; i < 20; i++) {
      removeStaleTempFiles(path);
      await new Promise((r) => setImmediate(r));
    }
    await writer.flush();
    expect(readdirSync(dir)).toEqual(['RUN_MANIFEST.yaml']);
    expect((parse(readFileSync(path, 'utf8')) as { artifacts: unknown[] }).artifacts).toHaveLength(sized(20_000));
  });

  it('flushAllManifests waits for every writer of the process (item runs leave theirs to the top run) and reports a failure', async () => {
    const dirs = [freshDir(), freshDir(), freshDir()];
    const writers = dirs.map((d) => new ManifestWriter(join(d, 'RUN_MANIFEST.yaml')));
    writers.forEach((w, i) => w.write(state('WORKFLOW_COMPLETE', sized(2_000) * (i + 1))));
    await flushAllManifests();
    for (const [i, d] of dirs.entries()) expect((parse(readFileSync(join(d, 'RUN_MANIFEST.yaml'), 'utf8')) as { artifacts: unknown[] }).artifacts).toHaveLength(sized(2_000) * (i + 1));
    const bad = freshDir();
    writeFileSync(join(bad, 'x'), '');
    new ManifestWriter(join(bad, 'x', 'RUN_MANIFEST.yaml')).write(state('IN_PROGRESS', 1));
    await expect(flushAllManifests()).rejects.toMatchObject({ code: 'ENOTDIR' });
    // Reported once: nothing is left waiting.
    await expect(flushAllManifests()).resolves.toBeUndefined();
  });
});
