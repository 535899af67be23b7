// A workflow's digest (the state's workflow_digest, what source drift and shard checks compare)
// is computed when it is first read, not when the file is loaded: validate never hashes, so it
// never loads node:crypto (workspace/digest.ts requires it on first use). Same value as before.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { withPhaseSteps } from '../../src/core/model/phases.js';
import { sha256File, sha256Text } from '../../src/core/workspace/digest.js';
import { REPO } from './validate-helpers.js';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const FILE = join(REPO, 'workflows', 'examples', 'hello', 'workflow.yaml');

describe('workflow digest', () => {
  it('is the sha256 of the file bytes, read lazily, stable, and kept by copies of the model', () => {
    const bytes = readFileSync(FILE);
    const workflow = loadWorkflowText(bytes, 'hello.yaml', FILE).workflow!;
    expect(workflow.digest).toBe(sha256(bytes));
    expect(workflow.digest).toBe(workflow.digest);
    expect({ ...workflow }.digest).toBe(sha256(bytes));
    expect(withPhaseSteps(workflow).digest).toBe(sha256(bytes));
    expect(JSON.parse(JSON.stringify({ d: workflow.digest })).d).toBe(sha256(bytes));
  });

  it('sha256Text and sha256File hash as node:crypto does', () => {
    expect(sha256Text('abc')).toBe(sha256('abc'));
    expect(sha256Text(Buffer.from('abc'))).toBe(sha256('abc'));
    expect(sha256File(FILE)).toBe(sha256(readFileSync(FILE)));
  });

  it('sha256File of an empty file, one of exactly a read (1 MiB) and one longer: each read to its end', () => {
    const dir = mkdtempSync(join(tmpdir(), 'digest-'));
    try {
      for (const size of [0, 1, 1024 * 1024, 1024 * 1024 + 17, 3 * 1024 * 1024 - 1]) {
        const bytes = Buffer.alloc(size);
        for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 10)) & 0xff;
        const file = join(dir, `f${size}`);
        writeFileSync(file, bytes);
        expect(sha256File(file), `${size} bytes`).toBe(sha256(bytes));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
