// SHARD.json is read like a file a stage wrote (a stage can write in the run root): no link
// followed, never a blocking open of a FIFO (a plain read of one hung a plain resume, which checks
// every pending item's folder, while it held the run lock), anything but a regular file refused.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDescriptor, writeDescriptor, type ShardDescriptor } from '../../src/core/shards/descriptor.js';
import { spawnTracked } from '../helpers/processes.js';

const folder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'sg-shard-desc-'));
  mkdirSync(join(dir, 'v1'));
  return join(dir, 'v1');
};

describe('readDescriptor', () => {
  it('refuses a FIFO without waiting for a writer', () => {
    const dir = folder();
    execFileSync('mkfifo', [join(dir, 'SHARD.json')]);
    // A writer that gives the FIFO some JSON and ends: a blocking read would get `{}` (not a
    // descriptor) instead of hanging, so this test fails on such a read rather than stalling.
    spawnTracked('sh', ['-c', 'printf "{}" > "$1"', 'sh', join(dir, 'SHARD.json')], { stdio: 'ignore', detached: true });
    expect(readDescriptor(dir)).toEqual({ kind: 'bad', reason: 'SHARD.json is a FIFO, not a regular file' });
  });

  it('follows no link, even to a valid-looking file', () => {
    const dir = folder();
    writeFileSync(join(dir, '..', 'elsewhere.json'), '{}');
    symlinkSync(join(dir, '..', 'elsewhere.json'), join(dir, 'SHARD.json'));
    expect(readDescriptor(dir)).toEqual({ kind: 'bad', reason: 'SHARD.json is a symbolic link, not a regular file' });
  });

  it('reads a regular file as before: JSON that is not a descriptor is named', () => {
    const dir = folder();
    writeFileSync(join(dir, 'SHARD.json'), '{}');
    const read = readDescriptor(dir);
    expect(read.kind).toBe('bad');
    expect(read.kind === 'bad' && read.reason).toMatch(/^SHARD\.json is not a shard descriptor/);
  });
});

describe('writeDescriptor', () => {
  const descriptor = (warnings: string[]): ShardDescriptor => ({
    shard: 1,
    kind: 'foreach',
    run_id: 'r1',
    run_instance: { seq: 1, sha256: 'a'.repeat(64) },
    workflow: 'wf',
    workflow_digest: 'd',
    step: 'each',
    visit: 1,
    key: 'k1',
    bindings: {},
    state_path: 'runs/r1/items/k1/workflow_state.yaml',
    journal: { seq: 3, sha256: 'b'.repeat(64) },
    outcome: 'WORKFLOW_COMPLETE',
    outputs: [],
    warnings,
  });
  const many = (n: number) => Array.from({ length: n }, (_, i) => `warning ${i + 1}`);

  it('caps the warnings at 100 when sealing (the first 99 and how many more): the merge reads the shard', async () => {
    const dir = folder();
    await writeDescriptor(dir, descriptor(many(150)));
    const read = readDescriptor(dir);
    expect(read.kind, JSON.stringify(read)).toBe('ok');
    const warnings = read.kind === 'ok' ? read.descriptor.warnings! : [];
    expect(warnings).toHaveLength(100);
    expect(warnings.slice(0, 99)).toEqual(many(99));
    expect(warnings[99]).toBe("… 51 more warnings (the shard's leg reported them all)");
  });

  it('keeps 100 warnings or fewer as they are', async () => {
    const dir = folder();
    await writeDescriptor(dir, descriptor(many(100)));
    const read = readDescriptor(dir);
    expect(read.kind === 'ok' && read.descriptor.warnings).toEqual(many(100));
  });
});
