// A matrix leg uploads its shard folder without what is this machine's business: locks, their
// temp and takeover files, atomic-write temp files (the run's artifact leaves out the same: persistence.ts).
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { shardFiles } from '../../src/action/shard-commands.js';

describe('shardFiles', () => {
  it('leaves out locks, lock temp and takeover files and temp files; keeps the rest', () => {
    const root = mkdtempSync(join(tmpdir(), 'sg-shard-files-'));
    mkdirSync(join(root, 'out'));
    const names = [
      'SHARD.json',
      'workflow_state.yaml',
      'workflow_state.journal.jsonl',
      'out/report.md',
      'workflow_state.yaml.lock',
      'workflow_state.yaml.lock.4242.0a1b2c3d.tmp',
      'workflow_state.yaml.lock.takeover',
      'out/report.md.stagegate-tmp-1a2b',
    ];
    for (const name of names) writeFileSync(join(root, name), 'x');
    expect(shardFiles(root).map((f) => relative(root, f))).toEqual(['SHARD.json', 'out/report.md', 'workflow_state.journal.jsonl', 'workflow_state.yaml']);
  });
});
