// The judge looks for the stage's secret values in the read that hashes its output
// (sha256FileWithTail's `watch`): found wherever they stand, a chunk's border included.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GATE_WINDOW_BYTES } from '../../src/core/gate/workflow-gate.js';
import { sha256FileWithTail } from '../../src/core/workspace/digest.js';
import { outputSecretWarning, outputSecretWatch } from '../../src/core/run/output-secrets.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagegate-watch-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const MiB = 1024 * 1024;
const SECRET = Buffer.from('sk_live_Zq81secretvalue');

describe('sha256FileWithTail watch', () => {
  it('finds a string at the start, the end and across every read border of a 3 MiB file, and not one that is absent', () => {
    const size = 3 * MiB + 17;
    for (const at of [0, MiB - 5, MiB, 2 * MiB - SECRET.length + 1, size - GATE_WINDOW_BYTES - 3, size - SECRET.length]) {
      const bytes = Buffer.alloc(size, 0x2e);
      SECRET.copy(bytes, at);
      const file = join(dir, `f${at}`);
      writeFileSync(file, bytes);
      const read = sha256FileWithTail(file, GATE_WINDOW_BYTES, [Buffer.from('absent-value'), SECRET]);
      expect(read.found, `at ${at}`).toEqual([1]);
    }
  });

  it('finds nothing when nothing is watched, and in a file of a few bytes', () => {
    const file = join(dir, 'small');
    writeFileSync(file, 'x sk_live_Zq81secretvalue y');
    expect(sha256FileWithTail(file, GATE_WINDOW_BYTES).found).toEqual([]);
    expect(sha256FileWithTail(file, GATE_WINDOW_BYTES, [SECRET]).found).toEqual([0]);
  });
});

describe('outputSecretWatch', () => {
  it('watches secret-looking variables and URL passwords, not inputs, the attempt token or plain values; the warning names, never shows', () => {
    const w = outputSecretWatch({ MY_API_TOKEN: 'sk_live_Zq81secretvalue\n', DATABASE_URL: 'postgres://app:hunter2pw77@db/x', STAGEGATE_INPUT_ISSUE_KEY: 'PROJ-12345', STAGEGATE_ATTEMPT_TOKEN: 'tok-123456789', HOME: '/home/someone' })!;
    expect(w.names).toEqual(['MY_API_TOKEN', 'MY_API_TOKEN', 'DATABASE_URL']);
    expect(w.watch.map(String)).toEqual(['sk_live_Zq81secretvalue\n', 'sk_live_Zq81secretvalue', 'hunter2pw77']);
    const text = outputSecretWarning('write', 'runs/r1/out.md', w, [1, 2]);
    expect(text).toContain('the values of MY_API_TOKEN and DATABASE_URL');
    expect(text).not.toContain('sk_live');
    expect(outputSecretWatch({ HOME: '/home/someone', STAGEGATE_INPUT_API_KEY: 'abcdefgh' })).toBeUndefined();
  });

  it('never watches a trimmed form shorter than a secret can be: a value of white space around a few characters', () => {
    // Six characters, so a secret; trimmed, `ab` would warn about any output holding those two letters.
    const w = outputSecretWatch({ MY_API_TOKEN: '    ab' })!;
    expect(w.watch.map(String)).toEqual(['    ab']);
    const file = join(dir, 'plain.md');
    writeFileSync(file, 'a table of contents: about, abstract\n');
    expect(sha256FileWithTail(file, GATE_WINDOW_BYTES, w.watch).found).toEqual([]);
  });

  it('watches a multi-line secret as a JSON output holds it too (its newlines escaped)', () => {
    const key = '-----BEGIN KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END KEY-----\n';
    const w = outputSecretWatch({ DEPLOY_KEY: key })!;
    const file = join(dir, 'result.json');
    writeFileSync(file, `${JSON.stringify({ status: 'OK', note: key })}\n`);
    const found = sha256FileWithTail(file, GATE_WINDOW_BYTES, w.watch).found;
    expect(found.length).toBeGreaterThan(0);
    expect(outputSecretWarning('write', 'runs/r1/result.json', w, found)).toContain('the value of DEPLOY_KEY');
  });
});
