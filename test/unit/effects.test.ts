// The side effect ledger (core/run/effects.ts): what a stage's `stagegate once` appended is read
// back line by line; a torn last line (a crash between the write and the fsync) and lines that are
// not records of the attempt are dropped; keys are validated.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendLedger, effectKeyProblem, clearLedger, isRecord, ledgerPathOf, readLedger, type EffectRecord } from '../../src/core/run/effects.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-effects-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const record = (key: string, over: Partial<EffectRecord> = {}): EffectRecord => ({
  key,
  step: 'push',
  visit: 1,
  attempt: 1,
  exit_status: 0,
  done_at: '2026-12-05T07:00:00.000Z',
  stdout: 'ok\n',
  stdout_bytes: 3,
  stdout_sha256: 'a'.repeat(64),
  ...over,
});

describe('the ledger', () => {
  it('reads back appended records; drops a torn last line, foreign lines and other scopes', () => {
    const path = join(dir, 'effects', 'push.v1.a1.jsonl');
    clearLedger(path);
    appendLedger(path, record('pr'));
    appendLedger(path, record('other-branch', { branch: 'b' }));
    appendLedger(path, record('other-attempt', { attempt: 2 }));
    writeFileSync(path, 'not json\n{"key":"x"}\n', { flag: 'a' });
    writeFileSync(path, JSON.stringify(record('torn')).slice(0, 40), { flag: 'a' });
    const scope = { step: 'push', visit: 1, attempt: 1 };
    expect(readLedger(path, scope).map((r) => r.key)).toEqual(['pr']);
    expect(readLedger(path).map((r) => r.key)).toEqual(['pr', 'other-branch', 'other-attempt']);
    // A torn line is only ever the last one: once its end is written, it is a record.
    writeFileSync(path, JSON.stringify(record('torn')).slice(40) + '\n', { flag: 'a' });
    expect(readLedger(path, scope).map((r) => r.key)).toEqual(['pr', 'torn']);
    // A new attempt's ledger starts empty: a file left at its path is removed (once's first record makes it again).
    clearLedger(path);
    expect(existsSync(path)).toBe(false);
    expect(readLedger(path, scope)).toEqual([]);
    expect(readLedger(join(dir, 'absent.jsonl'))).toEqual([]);
  });

  it('clearing a ledger path makes no file (only its folder), removes a link (not what it points to), refuses a directory', () => {
    const sub = join(dir, 'clear');
    clearLedger(join(sub, 'effects', 'a.jsonl'));
    expect(existsSync(join(sub, 'effects'))).toBe(true);
    expect(existsSync(join(sub, 'effects', 'a.jsonl'))).toBe(false);
    writeFileSync(join(sub, 'target'), 'kept');
    symlinkSync(join(sub, 'target'), join(sub, 'effects', 'a.jsonl'));
    clearLedger(join(sub, 'effects', 'a.jsonl'));
    expect(existsSync(join(sub, 'effects', 'a.jsonl'))).toBe(false);
    expect(existsSync(join(sub, 'target'))).toBe(true);
    mkdirSync(join(sub, 'effects', 'b.jsonl'));
    expect(() => clearLedger(join(sub, 'effects', 'b.jsonl'))).toThrow(/directory/);
  });

  it('refuses a line the stage forged that would not replay: empty branch or step, a done_at that is not an instant, negative counts', () => {
    expect(isRecord(record('pr'))).toBe(true);
    expect(isRecord(record('pr', { branch: 'a' }))).toBe(true);
    expect(isRecord(record('pr', { branch: '' }))).toBe(false);
    expect(isRecord(record('pr', { step: '' }))).toBe(false);
    expect(isRecord(record('pr', { branch: 'a\u001b[31m' }))).toBe(false);
    expect(isRecord(record('pr', { done_at: 't' }))).toBe(false);
    expect(isRecord(record('pr', { done_at: '\u001b]0;PWNED\u0007' }))).toBe(false);
    expect(isRecord(record('pr', { done_at: '2026-13-45T99:00:00Z' }))).toBe(false);
    expect(isRecord(record('pr', { stdout_bytes: -5 }))).toBe(false);
    expect(isRecord(record('pr', { visit: 0 }))).toBe(false);
    expect(isRecord(record('pr', { attempt: -1 }))).toBe(false);
    expect(isRecord(record('pr', { stdout: 'x'.repeat(3 * 64 * 1024) }))).toBe(false);
    expect(isRecord([])).toBe(false);
  });

  it('lives under the run root, beside the logs, by stem, visit and attempt', () => {
    expect(ledgerPathOf('runs/r1', 'checks.lint', 2, 3)).toBe('runs/r1/effects/checks.lint.v2.a3.jsonl');
    expect(ledgerPathOf('.', 'push', 1, 1)).toBe('effects/push.v1.a1.jsonl');
  });

  it('keys: printable, at most 200 characters, no line breaks', () => {
    expect(effectKeyProblem('release v1.2.0 (notes)')).toBeUndefined();
    expect(effectKeyProblem('é'.repeat(200))).toBeUndefined();
    expect(effectKeyProblem('x'.repeat(201))).toMatch(/longer than 200/);
    expect(effectKeyProblem('a\nb')).toMatch(/line break/);
    expect(effectKeyProblem('a\tb')).toMatch(/control character/);
    expect(effectKeyProblem('')).toMatch(/empty/);
  });
});
