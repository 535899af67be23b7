// Unit tests for the WORKFLOW_GATE parser (src/core/gate/workflow-gate.ts): accepted shapes, every
// rejection reason, the 64 KiB tail window and renderGateBlock.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GATE_WINDOW_BYTES,
  gateFailureText,
  normalizeGateArtifact,
  parseGateText,
  readGate,
  renderGateBlock,
  type Gate,
  type GateExpectation,
  type GateParseResult,
} from '../../src/core/gate/workflow-gate.js';

const EXPECT: GateExpectation = { workflow: 'review', step: 'analyse', artifact: 'out/analysis.md' };

const BASE_LINES = [
  'WORKFLOW_GATE:',
  '  workflow: review',
  '  step: analyse',
  '  status: PASS',
  '  unresolved_critical: 0',
  '  unresolved_high: 2',
  '  source_resolvable_open: 1',
  '  artifact: out/analysis.md',
  '  next_recommended: report',
];
const BLOCK = BASE_LINES.join('\n') + '\n';

/** BLOCK with one field line replaced (or removed when `value` is undefined). */
function withField(field: string, value: string | undefined): string {
  const lines = BASE_LINES.flatMap((l) => {
    if (!l.startsWith(`  ${field}:`)) return [l];
    return value === undefined ? [] : [`  ${field}: ${value}`];
  });
  return lines.join('\n') + '\n';
}

function ok(result: GateParseResult): Gate {
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return result.gate;
}

function failed(result: GateParseResult): { reason: string; line?: number } {
  if (result.ok) throw new Error(`expected a failure, got ok: ${JSON.stringify(result.gate)}`);
  return result;
}

describe('parseGateText: accepted shapes', () => {
  it('parses a bare block after report text, with every field typed', () => {
    const gate = ok(parseGateText(`# Analysis\n\nSome findings.\n\n${BLOCK}`, EXPECT));
    expect(gate).toEqual({
      workflow: 'review',
      step: 'analyse',
      status: 'PASS',
      unresolved_critical: 0,
      unresolved_high: 2,
      source_resolvable_open: 1,
      artifact: 'out/analysis.md',
      next_recommended: 'report',
      extra: {},
    });
  });

  it('works without an expectation', () => {
    expect(ok(parseGateText(BLOCK)).step).toBe('analyse');
  });

  it.each(['```yaml', '```yml', '```', '```YAML', '````yaml'])('accepts a final fenced block opened with %s', (fence) => {
    const closing = fence.startsWith('````') ? '````' : '```';
    const gate = ok(parseGateText(`Report.\n\n${fence}\n${BLOCK}${closing}\n`, EXPECT));
    expect(gate.status).toBe('PASS');
    expect(gate.unresolved_high).toBe(2);
  });

  it('accepts an earlier unrelated code block followed by a fenced gate', () => {
    const text = 'Intro\n```sh\necho hi\n```\n\n```yaml\n' + BLOCK + '```\n';
    expect(ok(parseGateText(text, EXPECT)).status).toBe('PASS');
  });

  it('accepts a bare gate right after a closed code block', () => {
    const text = 'Intro\n```\necho hi\n```\n' + BLOCK;
    expect(ok(parseGateText(text, EXPECT)).status).toBe('PASS');
  });

  it('tolerates CRLF line endings (bare and fenced)', () => {
    expect(ok(parseGateText(`text\r\n${BLOCK}`.replace(/\n/g, '\r\n'), EXPECT)).next_recommended).toBe('report');
    const fenced = `text\n\`\`\`yaml\n${BLOCK}\`\`\`\n`.replace(/\n/g, '\r\n');
    expect(ok(parseGateText(fenced, EXPECT)).source_resolvable_open).toBe(1);
  });

  it('tolerates a UTF-8 BOM, also when the block is the first line', () => {
    expect(ok(parseGateText(`\uFEFF${BLOCK}`, EXPECT)).workflow).toBe('review');
    expect(ok(parseGateText(`\uFEFFtitle\r\n${BLOCK.replace(/\n/g, '\r\n')}`, EXPECT)).workflow).toBe('review');
  });

  it('tolerates trailing blank lines and whitespace after the block and after the closing fence', () => {
    expect(ok(parseGateText(`${BLOCK}\n\n   \n\t\n  `, EXPECT)).status).toBe('PASS');
    expect(ok(parseGateText(`${BLOCK.trimEnd()}`, EXPECT)).next_recommended).toBe('report');
    expect(ok(parseGateText(`\`\`\`yaml\n${BLOCK}\`\`\`   \n\n \t\n`, EXPECT)).status).toBe('PASS');
  });

  it('keeps extra keys, including lists, numbers and nested maps', () => {
    const text =
      BLOCK +
      [
        '  unresolved_qids: [Q-1, Q-2]',
        '  artifact_id: abc-123',
        '  score: 0.75',
        '  details:',
        '    reviewers:',
        '      - name: ana',
        '        ok: true',
        '    note: "colon: inside"',
        '  # a comment inside the block is fine',
        '  empty:',
      ].join('\n') +
      '\n';
    const gate = ok(parseGateText(text, EXPECT));
    expect(gate.extra).toEqual({
      unresolved_qids: ['Q-1', 'Q-2'],
      artifact_id: 'abc-123',
      score: 0.75,
      details: { reviewers: [{ name: 'ana', ok: true }], note: 'colon: inside' },
      empty: null,
    });
    expect(Object.getPrototypeOf(gate.extra)).toBe(Object.prototype);
  });

  it('accepts a flow-style mapping as the block body', () => {
    const text =
      'WORKFLOW_GATE:\n  {workflow: review, step: analyse, status: OK, unresolved_critical: 0, unresolved_high: 0, ' +
      'source_resolvable_open: 0, artifact: out/analysis.md, next_recommended: null}\n';
    expect(ok(parseGateText(text, EXPECT)).status).toBe('OK');
  });

  it.each([
    ['null', null],
    ['~', null],
    ['', null],
    ["'null'", 'null'],
    ['report', 'report'],
  ])('next_recommended %j is recorded as %j', (raw, want) => {
    expect(ok(parseGateText(withField('next_recommended', raw), EXPECT)).next_recommended).toBe(want);
  });

  it.each(['PASS', 'needs-fix', 'v1.2_ok', 'A'])('accepts status %s', (status) => {
    expect(ok(parseGateText(withField('status', status), EXPECT)).status).toBe(status);
  });

  it('accepts counts written as YAML ints (decimal, +, hex, octal)', () => {
    const text = withField('unresolved_critical', '+3').replace('unresolved_high: 2', 'unresolved_high: 0x10');
    const gate = ok(parseGateText(text.replace('source_resolvable_open: 1', 'source_resolvable_open: 0o7'), EXPECT));
    expect([gate.unresolved_critical, gate.unresolved_high, gate.source_resolvable_open]).toEqual([3, 16, 7]);
  });

  it('normalises ./ and backslashes before comparing artifact paths, and returns the value as written', () => {
    for (const written of ['./out/analysis.md', 'out\\analysis.md', '.\\out\\analysis.md', '././out/analysis.md']) {
      const gate = ok(parseGateText(withField('artifact', `'${written}'`), EXPECT));
      expect(gate.artifact).toBe(written);
    }
    expect(ok(parseGateText(BLOCK, { ...EXPECT, artifact: './out/analysis.md' })).artifact).toBe('out/analysis.md');
    expect(normalizeGateArtifact('.\\a\\b.md')).toBe('a/b.md');
  });

  it('numbers lines from startLine', () => {
    const r = failed(parseGateText(`${BLOCK}trailing words\n`, EXPECT, 101));
    expect(r.line).toBe(110);
    expect(r.reason).toBe('text after the WORKFLOW_GATE block (line 110)');
  });
});

describe('parseGateText: rejections', () => {
  it('reports a missing block', () => {
    const r = failed(parseGateText('# report\nno gate here\n', EXPECT));
    expect(r.reason).toBe('no WORKFLOW_GATE block at the end of the file');
    expect(failed(parseGateText('')).reason).toBe('no WORKFLOW_GATE block at the end of the file');
  });

  it('points at a header that is indented or has text after the colon', () => {
    const r = failed(parseGateText(`intro\n  ${BLOCK.replace(/\n/g, '\n  ')}`));
    expect(r.reason).toMatch(/^no WORKFLOW_GATE block at the end of the file: 'WORKFLOW_GATE:' must stand alone/);
    expect(r.line).toBe(2);
    expect(failed(parseGateText('WORKFLOW_GATE: {status: PASS}\n')).reason).toMatch(/must stand alone/);
  });

  it('rejects two blocks', () => {
    const r = failed(parseGateText(`${BLOCK}\nmore text\n${BLOCK}`, EXPECT));
    expect(r.reason).toMatch(/^2 WORKFLOW_GATE blocks in the last 64 KiB.*\(exactly one allowed\)/);
    expect(r.line).toBe(12);
  });

  it('counts a second header even inside an earlier code block', () => {
    const text = 'Example:\n```yaml\nWORKFLOW_GATE:\n  status: X\n```\n' + BLOCK;
    expect(failed(parseGateText(text, EXPECT)).reason).toMatch(/^2 WORKFLOW_GATE blocks/);
  });

  it('rejects text after a bare block, with its line', () => {
    const r = failed(parseGateText(`${BLOCK}\nThanks for reading!\n\n`, EXPECT));
    expect(r).toEqual({ ok: false, reason: 'text after the WORKFLOW_GATE block (line 11)', line: 11 });
  });

  it('rejects a column-0 comment or document marker after the block', () => {
    expect(failed(parseGateText(`${BLOCK}# done\n`, EXPECT)).reason).toBe('text after the WORKFLOW_GATE block (line 10)');
    expect(failed(parseGateText(`${BLOCK}---\n`, EXPECT)).reason).toMatch(/^text after the WORKFLOW_GATE block/);
  });

  it('rejects text after the closing fence', () => {
    const r = failed(parseGateText(`\`\`\`yaml\n${BLOCK}\`\`\`\n\nDone.\n`, EXPECT));
    expect(r.reason).toBe('text after the closing fence of the WORKFLOW_GATE block (line 13)');
    expect(r.line).toBe(13);
  });

  it('rejects text after the block inside the fence', () => {
    const r = failed(parseGateText(`\`\`\`yaml\n${BLOCK}note: x\n\`\`\`\n`, EXPECT));
    expect(r.reason).toBe('text after the WORKFLOW_GATE block (line 11)');
  });

  it('rejects a fenced block that holds more than the gate', () => {
    const r = failed(parseGateText(`\`\`\`yaml\nother: 1\n${BLOCK}\`\`\`\n`, EXPECT));
    expect(r.reason).toMatch(/^text after the WORKFLOW_GATE block: a fenced block must hold only the WORKFLOW_GATE block \(line 12\)/);
  });

  it('rejects an unterminated fence', () => {
    for (const text of [`\`\`\`yaml\n${BLOCK}`, `intro\n\`\`\`\n${BLOCK}\n`, `\`\`\`\`yaml\n${BLOCK}\`\`\`\n`]) {
      const r = failed(parseGateText(text, EXPECT));
      expect(r.reason).toMatch(/^unterminated fence/);
    }
  });

  it('rejects a fence with another language', () => {
    const r = failed(parseGateText(`\`\`\`json\n${BLOCK}\`\`\`\n`, EXPECT));
    expect(r.reason).toMatch(/inside a ```json fence/);
    expect(r.line).toBe(1);
  });

  it('rejects malformed YAML with the offending line', () => {
    const r = failed(parseGateText(`intro\n${BLOCK}  extra: [unclosed\n`, EXPECT));
    expect(r.reason).toMatch(/^malformed YAML in the WORKFLOW_GATE block: /);
    expect(r.line).toBeGreaterThanOrEqual(11);
    expect(failed(parseGateText(BLOCK.replace('  step: analyse', '\tstep: analyse'))).reason).toMatch(/malformed YAML/);
    expect(failed(parseGateText(BLOCK.replace('  step: analyse', '   step: analyse'))).reason).toMatch(/malformed YAML/);
  });

  it('rejects duplicate keys', () => {
    const r = failed(parseGateText(`${BLOCK}  status: FAIL\n`, EXPECT));
    expect(r.reason).toMatch(/malformed YAML.*unique/);
  });

  it.each([
    ['an empty block', 'WORKFLOW_GATE:\n\n', /not a mapping of fields \(it is empty\)/],
    ['a list', 'WORKFLOW_GATE:\n  - PASS\n', /not a mapping of fields \(got a list\)/],
    ['a scalar', 'WORKFLOW_GATE:\n  PASS\n', /not a mapping of fields \(got 'PASS'\)/],
  ])('rejects a block that is %s', (_name, text, pattern) => {
    expect(failed(parseGateText(text)).reason).toMatch(pattern);
  });

  it.each([
    'workflow',
    'step',
    'status',
    'unresolved_critical',
    'unresolved_high',
    'source_resolvable_open',
    'artifact',
    'next_recommended',
  ])('rejects a block without %s', (field) => {
    const r = failed(parseGateText(withField(field, undefined), EXPECT));
    expect(r.reason).toBe(`the WORKFLOW_GATE block is missing required field '${field}' (line 1)`);
  });

  it('lists several missing fields at once', () => {
    const r = failed(parseGateText('WORKFLOW_GATE:\n  workflow: review\n'));
    expect(r.reason).toMatch(/missing required fields 'step', 'status', .*'next_recommended'/);
  });

  it.each([
    // Text where a count goes is called text: '2' would read as the integer it looks like.
    ['unresolved_high', '"2"', 'gate field \'unresolved_high\' must be an integer >= 0 (got the string "2") (line 6)'],
    ['unresolved_high', "'2'", 'gate field \'unresolved_high\' must be an integer >= 0 (got the string "2") (line 6)'],
    ['unresolved_critical', '-1', "gate field 'unresolved_critical' must be an integer >= 0 (got -1) (line 5)"],
    ['source_resolvable_open', '1.5', "gate field 'source_resolvable_open' must be an integer >= 0 (got 1.5) (line 7)"],
    ['source_resolvable_open', '1.0', "gate field 'source_resolvable_open' must be an integer >= 0 (got 1.0) (line 7)"],
    ['unresolved_high', '1e3', "gate field 'unresolved_high' must be an integer >= 0 (got 1e3) (line 6)"],
    ['unresolved_high', '.inf', "gate field 'unresolved_high' must be an integer >= 0 (got .inf) (line 6)"],
    ['unresolved_high', '99999999999999999999', "gate field 'unresolved_high' must be an integer >= 0 (got 99999999999999999999) (line 6)"],
    ['unresolved_high', 'null', "gate field 'unresolved_high' must be an integer >= 0 (got null) (line 6)"],
    ['unresolved_high', '[1]', "gate field 'unresolved_high' must be an integer >= 0 (got a list) (line 6)"],
    ['status', "''", "gate field 'status' must be a non-empty string of letters, digits, _ . or - (got '') (line 4)"],
    ['status', '"needs work"', "gate field 'status' must be a non-empty string of letters, digits, _ . or - (got 'needs work') (line 4)"],
    ['status', 'true', "gate field 'status' must be a non-empty string of letters, digits, _ . or - (got true) (line 4)"],
    ['status', '{a: 1}', "gate field 'status' must be a non-empty string of letters, digits, _ . or - (got a mapping) (line 4)"],
    ['workflow', '42', "gate field 'workflow' must be a non-empty string (got 42) (line 2)"],
    ['step', '""', "gate field 'step' must be a non-empty string (got '') (line 3)"],
    ['artifact', "''", "gate field 'artifact' must be a non-empty string (got '') (line 8)"],
    ['artifact', '', "gate field 'artifact' must be a non-empty string (got nothing) (line 8)"],
    ['artifact', '~', "gate field 'artifact' must be a non-empty string (got ~) (line 8)"],
    ['next_recommended', '3', "gate field 'next_recommended' must be a step id or null (got 3) (line 9)"],
    ['next_recommended', '[a, b]', "gate field 'next_recommended' must be a step id or null (got a list) (line 9)"],
  ])('rejects %s: %s', (field, raw, reason) => {
    expect(failed(parseGateText(withField(field, raw)))).toEqual({ ok: false, reason, line: Number(/line (\d+)/.exec(reason)?.[1]) });
  });

  it('accepts -0 as 0 (a YAML int)', () => {
    expect(Object.is(ok(parseGateText(withField('unresolved_high', '-0'))).unresolved_high, 0)).toBe(true);
  });

  it.each([
    ['workflow', { ...EXPECT, workflow: 'other' }, "gate field 'workflow' is 'review', expected 'other' (line 2)"],
    ['step', { ...EXPECT, step: 'bar' }, "gate field 'step' is 'analyse', expected 'bar' (line 3)"],
    ['artifact', { ...EXPECT, artifact: 'out/other.md' }, "gate field 'artifact' is 'out/analysis.md', expected 'out/other.md' (line 8)"],
  ])('rejects a wrong %s', (_field, expectation, reason) => {
    expect(failed(parseGateText(BLOCK, expectation)).reason).toBe(reason);
  });

  it('keeps messages on one line when values hold newlines', () => {
    const r = failed(parseGateText(withField('step', '"a\\nb"'), EXPECT));
    expect(r.reason).toBe("gate field 'step' is 'a\\nb', expected 'analyse' (line 3)");
  });

  it('compares workflow and step exactly (case and whitespace matter)', () => {
    expect(failed(parseGateText(BLOCK, { ...EXPECT, step: 'Analyse' })).reason).toMatch(/'step' is 'analyse'/);
    expect(failed(parseGateText(withField('step', "'analyse '"), EXPECT)).reason).toMatch(/'step' is 'analyse '/);
  });

  it.each([
    ['a top-level __proto__ key', '  __proto__: {polluted: true}\n', '__proto__'],
    ['a top-level constructor key', '  constructor: {prototype: {polluted: true}}\n', 'constructor'],
    ['a nested prototype key', '  meta:\n    prototype: {polluted: true}\n', 'prototype'],
    ['a __proto__ key in a flow map in a list', '  items: [{__proto__: {polluted: true}}]\n', '__proto__'],
  ])('rejects %s and pollutes nothing', (_name, lines, key) => {
    const r = failed(parseGateText(BLOCK + lines, EXPECT));
    expect(r.reason).toMatch(new RegExp(`^gate key '${key}' is not allowed \\(line 1[01]\\)$`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('rejects YAML aliases (no cycles, no alias bombs)', () => {
    const r = failed(parseGateText(`${BLOCK}  a: &x [1]\n  b: *x\n`, EXPECT));
    expect(r.reason).toBe('YAML aliases (*x) are not allowed in a WORKFLOW_GATE block (line 11)');
    expect(failed(parseGateText(`${BLOCK}  a: &x [*x]\n`)).reason).toMatch(/aliases/);
  });

  it('rejects explicit YAML tags (no Buffers or Sets in extra)', () => {
    expect(failed(parseGateText(`${BLOCK}  blob: !!binary aGVsbG8=\n`)).reason).toBe(
      'YAML tags (!!binary) are not allowed in a WORKFLOW_GATE block (line 10)',
    );
    expect(failed(parseGateText(withField('unresolved_high', '!!int "2"'))).reason).toMatch(/YAML tags/);
  });
});

describe('readGate', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagegate-gate-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, content: string | Buffer): string => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, content);
    return p;
  };

  it('exports a 64 KiB window', () => {
    expect(GATE_WINDOW_BYTES).toBe(65536);
  });

  it('reads a small file whole and reports file line numbers', () => {
    expect(ok(readGate(write('small.md', `# Report\n\n${BLOCK}`), EXPECT)).status).toBe('PASS');
    const r = failed(readGate(write('small-bad.md', `# Report\n${BLOCK}oops\n`), EXPECT));
    expect(r).toEqual({ ok: false, reason: 'text after the WORKFLOW_GATE block (line 11)', line: 11 });
  });

  it('reads a BOM + CRLF file', () => {
    const p = write('crlf.md', Buffer.from(`\uFEFFtitle\r\n${BLOCK.replace(/\n/g, '\r\n')}\r\n`, 'utf8'));
    expect(ok(readGate(p, EXPECT)).next_recommended).toBe('report');
  });

  it('finds the block at the end of a file larger than the window', () => {
    const filler = 'lorem ipsum dolor sit amet, consectetur adipiscing elit\n'.repeat(50_000); // ~2.8 MB
    const p = write('big.md', `${filler}\n\`\`\`yaml\n${BLOCK}\`\`\`\n`);
    expect(fs.statSync(p).size).toBeGreaterThan(2 * 1024 * 1024);
    expect(ok(readGate(p, EXPECT)).unresolved_high).toBe(2);
  });

  it('ignores a block outside the window (only one within it)', () => {
    const filler = 'x'.repeat(99) + '\n';
    const p = write('two-far.md', `${BLOCK}${filler.repeat(20_000)}${BLOCK}`);
    expect(ok(readGate(p, EXPECT)).status).toBe('PASS');
    // Sanity: the same content parsed whole does see both blocks.
    expect(failed(parseGateText(fs.readFileSync(p, 'utf8'))).reason).toMatch(/^2 WORKFLOW_GATE blocks/);
  });

  it('rejects two blocks inside the window of a big file, counting lines from the end', () => {
    const filler = 'y'.repeat(99) + '\n';
    const p = write('two-near.md', `${filler.repeat(20_000)}${BLOCK}note\n${BLOCK}`);
    const r = failed(readGate(p, EXPECT));
    expect(r.reason).toBe('2 WORKFLOW_GATE blocks in the last 64 KiB (exactly one allowed) (line 9 from the end of the file)');
    expect(r.line).toBeUndefined();
  });

  /** A file whose last GATE_WINDOW_BYTES start exactly `offsetInHead` bytes into `head`. */
  const windowed = (name: string, head: string, offsetInHead: number): string => {
    const headBytes = Buffer.byteLength(head);
    const fillLen = GATE_WINDOW_BYTES - (headBytes - offsetInHead) - Buffer.byteLength(BLOCK);
    const fill = 'f'.repeat(fillLen - 1) + '\n';
    const p = write(name, `${'p'.repeat(1000)}\n${head}${fill}${BLOCK}`);
    // Sanity: the window really starts where intended.
    const size = fs.statSync(p).size;
    expect(fs.readFileSync(p).subarray(size - GATE_WINDOW_BYTES).toString('latin1').startsWith(Buffer.from(head).subarray(offsetInHead).toString('latin1'))).toBe(true);
    return p;
  };

  it('drops the partial first line of the window (a cut line must not count as a header)', () => {
    // The window starts at the W: read naively, the first line would be "WORKFLOW_GATE:".
    const p = windowed('partial.md', 'xxWORKFLOW_GATE:\n', 2);
    expect(ok(readGate(p, EXPECT)).step).toBe('analyse');
  });

  it('drops the first window line even when it starts exactly at the window edge', () => {
    const p = windowed('edge.md', 'WORKFLOW_GATE:\n', 0);
    expect(ok(readGate(p, EXPECT)).step).toBe('analyse');
  });

  it('drops a cut UTF-8 sequence at the window start', () => {
    // The window starts 1 byte into a 3-byte character; skipping only the broken bytes (and
    // keeping the rest of the line) would leave a second "WORKFLOW_GATE:" line.
    const p = windowed('utf8.md', '€WORKFLOW_GATE:\n', 1);
    expect(ok(readGate(p, EXPECT)).step).toBe('analyse');
  });

  it('reports text after the block in a big file relative to the end', () => {
    const p = write('big-after.md', `${'z\n'.repeat(100_000)}${BLOCK}trailing\n\n`);
    const r = failed(readGate(p, EXPECT));
    expect(r.reason).toBe('text after the WORKFLOW_GATE block (line 2 from the end of the file)');
  });

  // Speed is measured in bench/ (B3), never asserted here: this proves only correctness on a
  // 256 MB file whose first 256 MB are zero bytes (a whole-file read would still parse, so the
  // "block outside the window" test above is what proves tail-only reading).
  it('reads the gate at the end of a huge (sparse) file', () => {
    const p = path.join(dir, 'huge.md');
    const tail = Buffer.from(`\nreport end\n${BLOCK}`);
    const size = 256 * 1024 * 1024;
    const fd = fs.openSync(p, 'w');
    try {
      fs.writeSync(fd, tail, 0, tail.length, size - tail.length); // sparse: no 256 MB written
    } finally {
      fs.closeSync(fd);
    }
    expect(fs.statSync(p).size).toBe(size);
    const r = readGate(p, EXPECT);
    expect(r.ok).toBe(true);
  });

  it('returns file not found for ENOENT', () => {
    expect(readGate(path.join(dir, 'missing.md'), EXPECT)).toEqual({ ok: false, reason: 'file not found' });
  });

  it('reports a directory (or FIFO, device) in place of the file without reading it', () => {
    expect(failed(readGate(dir, EXPECT)).reason).toBe('it is a directory, not a file');
  });

  it('reports an empty file as having no block', () => {
    expect(failed(readGate(write('empty.md', ''), EXPECT)).reason).toBe('no WORKFLOW_GATE block at the end of the file');
  });
});

describe('renderGateBlock', () => {
  const gate: Gate = {
    workflow: 'review',
    step: 'analyse',
    status: 'NEEDS_FIX',
    unresolved_critical: 1,
    unresolved_high: 0,
    source_resolvable_open: 3,
    artifact: 'out/analysis.md',
    next_recommended: null,
    extra: {
      unresolved_qids: ['Q-1', 'Q-2'],
      note: 'a: "quoted" # not a comment\nsecond line',
      trailing: 'ends with newlines\n\n',
      numeric_string: '123',
      nested: { deep: { list: [1, 'two', null, true] } },
      unicode: 'naïve — 日本語 🚀',
      // yaml block scalars would turn a whitespace-only line into an empty one.
      whitespace_line: ' \n  \n',
      crlf: 'a\r\nb\rc',
    },
  };

  it('renders the documented shape', () => {
    const text = renderGateBlock({ ...gate, extra: {} });
    expect(text).toBe(
      [
        'WORKFLOW_GATE:',
        '  workflow: review',
        '  step: analyse',
        '  status: NEEDS_FIX',
        '  unresolved_critical: 1',
        '  unresolved_high: 0',
        '  source_resolvable_open: 3',
        '  artifact: out/analysis.md',
        '  next_recommended: null',
        '',
      ].join('\n'),
    );
  });

  it('round-trips through parseGateText, bare and fenced, with extra keys', () => {
    const text = renderGateBlock(gate);
    expect(ok(parseGateText(`# Report\n\n${text}`, EXPECT))).toEqual(gate);
    expect(ok(parseGateText(`# Report\n\n\`\`\`yaml\n${text}\`\`\`\n`, EXPECT))).toEqual(gate);
  });

  it('works without extra', () => {
    const { extra: _extra, ...rest } = gate;
    expect(ok(parseGateText(renderGateBlock(rest))).extra).toEqual({});
  });

  it('refuses reserved extra keys', () => {
    expect(() => renderGateBlock({ ...gate, extra: { status: 'X' } })).toThrow(/reserved/);
    expect(() => renderGateBlock({ ...gate, extra: JSON.parse('{"__proto__": 1}') as Record<string, unknown> })).toThrow(/reserved/);
  });

  it('renders invalid values as given so fake agents can emit bad gates', () => {
    const text = renderGateBlock({ ...gate, unresolved_high: -1, extra: {} });
    expect(failed(parseGateText(text)).reason).toMatch(/'unresolved_high' must be an integer >= 0 \(got -1\)/);
  });
});

describe('gate failures as file:line messages', () => {
  it('gateFailureText says a known line once, in front; a line counted from the end stays in the reason', () => {
    expect(gateFailureText('runs/r1/a.md', { reason: 'text after the WORKFLOW_GATE block (line 11)', line: 11 })).toBe('runs/r1/a.md:11: text after the WORKFLOW_GATE block');
    expect(gateFailureText('runs/r1/a.md', { reason: 'text after the WORKFLOW_GATE block (line 2 from the end of the file)' })).toBe('runs/r1/a.md: text after the WORKFLOW_GATE block (line 2 from the end of the file)');
    expect(gateFailureText('runs/r1/a.md', { reason: 'file not found' })).toBe('runs/r1/a.md: file not found');
  });

  it("a parsed gate carries its status: line when the window began at the file's start", () => {
    const parsed = parseGateText(`# r\n\n${BLOCK}`, EXPECT);
    expect(parsed.ok).toBe(true);
    const statusLine = `# r\n\n${BLOCK}`.split('\n').findIndex((l) => l.startsWith('  status:')) + 1;
    expect(parsed).toMatchObject({ statusLine });
  });
});
