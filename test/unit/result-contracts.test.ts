// The result contracts of other runners: aiox step_output and maestro-flow COORDINATE RESULT.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAioxStepOutput } from '../../src/core/gate/contracts/aiox-step-output.js';
import { parseMaestroCoordinate } from '../../src/core/gate/contracts/maestro-coordinate.js';
import { parseContractWindow, RESULT_WINDOW_BYTES } from '../../src/core/gate/contracts/index.js';
import { sha256FileWithTail } from '../../src/core/workspace/digest.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-contracts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('aiox step_output', () => {
  it('reads the last block, lifts outputs and keeps the other fields as extras', () => {
    const text = [
      'I did the work.',
      'step_output:',
      '  status: failed',
      'More thinking...',
      '```yaml',
      'step_output:',
      '  status: completed',
      '  outputs: { score_9p: 8, prd: docs/prd.md }',
      '  score: 87',
      '  verdict: PASS',
      '  artifacts: [docs/prd.md, docs/arch.md]',
      '```',
      '',
    ].join('\n');
    const r = parseAioxStepOutput(text);
    expect(r).toEqual({
      ok: true,
      status: 'completed',
      extra: { score_9p: 8, prd: 'docs/prd.md', outputs: { score_9p: 8, prd: 'docs/prd.md' }, score: 87, verdict: 'PASS', artifacts: ['docs/prd.md', 'docs/arch.md'] },
      artifacts: ['docs/prd.md', 'docs/arch.md'],
      // The lines of the last block's status and keys (1-based, in the text): where a finding about them is said.
      statusLine: 7,
      keyLines: { outputs: 8, score: 9, verdict: 10, artifacts: 11 },
    });
  });

  it('refuses an answer without a block, with a bad status, or with text after the block', () => {
    expect(parseAioxStepOutput('all done, trust me')).toMatchObject({ ok: false, reason: expect.stringContaining('no step_output') });
    // An alias inside the node it names: data that contains itself can never be journaled (JSON).
    expect(parseAioxStepOutput('done\n\nstep_output:\n  status: completed\n  outputs: &o\n    me: *o\n')).toMatchObject({ ok: false, reason: expect.stringContaining('contains itself through a YAML alias') });
    expect(parseAioxStepOutput('step_output:\n  status: done\n')).toMatchObject({ ok: false, reason: expect.stringContaining('completed or failed'), line: 2 });
    expect(parseAioxStepOutput('prose\nstep_output:\n  status: completed\n  outputs: {a: 1\n')).toMatchObject({ ok: false, reason: expect.stringContaining('not valid YAML'), line: expect.any(Number) });
    expect(parseAioxStepOutput('step_output:\n  status: completed\nAnd then I changed my mind.\n')).toMatchObject({ ok: false });
    expect(parseAioxStepOutput('step_output: [1, 2]\n')).toMatchObject({ ok: false, reason: expect.stringContaining('mapping') });
  });

  it("a key's line is the line of the value the block records: a top-level key over the same key in outputs, never a key nested elsewhere (CRLF too)", () => {
    const text = 'x\r\nstep_output:\r\n  status: completed\r\n  outputs:\r\n    score: 8\r\n    level: 2\r\n  notes:\r\n    reviewer: a\r\n  score: high\r\n  reviewer: 3\r\n';
    expect(parseAioxStepOutput(text)).toMatchObject({ ok: true, extra: { score: 'high', level: 2, reviewer: 3 }, statusLine: 3, keyLines: { outputs: 4, level: 6, notes: 7, score: 9, reviewer: 10 } });
  });
});

describe('maestro COORDINATE RESULT', () => {
  it('reads the last block: STATUS, lower-cased keys, artifacts as a list', () => {
    const text = [
      '--- COORDINATE RESULT ---',
      'STATUS: FAILURE',
      '',
      'retrying...',
      '--- COORDINATE RESULT ---',
      'STATUS: success',
      'VERIFICATION_STATUS: passed',
      'REVIEW_VERDICT: approved',
      'ARTIFACTS: docs/a.md, docs/b.md',
      'SUMMARY: all green',
    ].join('\n');
    expect(parseMaestroCoordinate(text)).toEqual({
      ok: true,
      status: 'SUCCESS',
      extra: { verification_status: 'passed', review_verdict: 'approved', artifacts: ['docs/a.md', 'docs/b.md'], summary: 'all green' },
      artifacts: ['docs/a.md', 'docs/b.md'],
      statusLine: 6,
      keyLines: { verification_status: 7, review_verdict: 8, artifacts: 9, summary: 10 },
    });
  });

  it('accepts artifacts as list items and stops at a closing line of dashes', () => {
    const r = parseMaestroCoordinate('--- COORDINATE RESULT ---\nSTATUS: SUCCESS\nARTIFACTS:\n- x.md\n- y.md\n---\nSTATUS: FAILURE\n');
    expect(r).toMatchObject({ ok: true, status: 'SUCCESS', artifacts: ['x.md', 'y.md'] });
  });

  it('a field said twice: its line is the last one, whose value the block records', () => {
    expect(parseMaestroCoordinate('x\n--- COORDINATE RESULT ---\nSTATUS: FAILURE\nSUMMARY: a\nSTATUS: SUCCESS\nSUMMARY: b\n')).toMatchObject({ ok: true, status: 'SUCCESS', extra: { summary: 'b' }, statusLine: 5, keyLines: { summary: 6 } });
  });

  it('no block, or no status, is not a result (maestro: failure)', () => {
    expect(parseMaestroCoordinate('STATUS: SUCCESS')).toMatchObject({ ok: false, reason: expect.stringContaining('no --- COORDINATE RESULT ---') });
    expect(parseMaestroCoordinate('--- COORDINATE RESULT ---\nSUMMARY: hm\n')).toMatchObject({ ok: false, reason: expect.stringContaining('STATUS'), line: 1 });
    expect(parseMaestroCoordinate('x\n--- COORDINATE RESULT ---\nSTATUS: two words\n')).toMatchObject({ ok: false, line: 3 });
    expect(parseMaestroCoordinate('--- COORDINATE RESULT ---\nSTATUS: two words\n')).toMatchObject({ ok: false });
  });
});

describe('reading a result from a file', () => {
  // As the judge does: the file's last RESULT_WINDOW_BYTES from the read that hashes it.
  const readContractResult = (contract: 'maestro_coordinate', file: string) => {
    const read = sha256FileWithTail(file, RESULT_WINDOW_BYTES);
    return parseContractWindow(contract, read.tail, read.tailStart);
  };
  it('reads only the tail of a huge transcript', () => {
    const file = join(dir, 'big.log');
    const filler = 'x'.repeat(1023) + '\n';
    // An early block beyond the window must not count; the final one does.
    writeFileSync(file, '--- COORDINATE RESULT ---\nSTATUS: SUCCESS\n' + filler.repeat(RESULT_WINDOW_BYTES / 1024 + 8) + 'no block at the end\n');
    expect(readContractResult('maestro_coordinate', file)).toMatchObject({ ok: false });
    writeFileSync(file, filler.repeat(RESULT_WINDOW_BYTES / 1024 + 8) + '--- COORDINATE RESULT ---\nSTATUS: FAILURE\n');
    expect(readContractResult('maestro_coordinate', file)).toMatchObject({ ok: true, status: 'FAILURE' });
  });
});
