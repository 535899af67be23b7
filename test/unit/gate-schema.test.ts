// gate_schema in the core: the engine (ajv, draft 2020-12: how a mismatch and a compile error
// read), the engine loaded only on demand (withWorkflowReaders), the schemas of a loaded
// workflow (inline, .json, .yaml; where they may stand; what is refused, at which line), and the
// judge's verdict on a real output file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GateSchemaEngineNeeded, loadGateSchemaEngine, type GateSchemaEngine } from '../../src/core/gate/gate-schema.js';
import { withWorkflowReaders, type WorkflowReaders } from '../../src/core/model/workflow-readers.js';
import { judgeAttempt, type Attempted } from '../../src/core/gate/judge.js';
import { renderGateBlock } from '../../src/core/gate/workflow-gate.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { gateSchemaKey } from '../../src/core/model/gate-schemas.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import type { StepModel, Workflow } from '../../src/core/model/workflow.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

let engine: GateSchemaEngine;
// What a read is handed: this file's engine (model/workflow-readers.ts).
let readers: WorkflowReaders;
beforeAll(async () => {
  engine = await loadGateSchemaEngine();
  readers = { gateSchema: engine };
});

function workspace(files: Record<string, string>): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-gate-schema-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return new Workspace(dir);
}

function compiled(schema: Record<string, unknown>) {
  const r = engine.compile(schema);
  if (!r.ok) throw new Error(r.reason);
  return r.check;
}

const HEAD = ["version: '4.0'", 'name: gs', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];

describe('the engine (ajv, draft 2020-12)', () => {
  it('names every mismatch at its place, at most five', () => {
    const check = compiled({ type: 'object', required: ['score', 'reviewer'], properties: { score: { type: 'integer' }, reviewer: { type: 'string' }, level: { enum: ['low', 'high'] }, when: { type: 'string', format: 'date-time' } }, additionalProperties: false });
    expect(check({ score: 87, reviewer: 'ann', when: '2026-12-01T10:00:00Z' })).toEqual([]);
    // Each with the gate key it is about (its line in the output: judge.ts), none for a missing key.
    expect(check({ score: 'high', level: 'mid', when: 'yesterday', x: 1 })).toEqual([
      { text: "must have required property 'reviewer'" },
      { text: "must NOT have additional properties ('x')", key: 'x' },
      { text: '/score must be integer', key: 'score' },
      { text: '/level must be equal to one of the allowed values: ["low","high"]', key: 'level' },
      { text: '/when must match format "date-time"', key: 'when' },
    ]);
    const many = compiled({ type: 'object', properties: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => [k, { type: 'integer' }])) });
    expect(many({ a: 'x', b: 'x', c: 'x', d: 'x', e: 'x', f: 'x', g: 'x' })).toHaveLength(5);
  });

  it('refuses what does not compile, with the reason, and any dialect but 2020-12', () => {
    const reason = (schema: Record<string, unknown>) => {
      const r = engine.compile(schema);
      return r.ok ? 'compiled' : r.reason;
    };
    expect(reason({ type: 'integr' })).toBe("gate_schema.type: 'integr' is not a JSON Schema type (string, number, integer, boolean, object, array, null)");
    expect(engine.compile({ properties: { s: { type: 'strng' } } })).toMatchObject({ ok: false, at: ['properties', 's', 'type'] });
    expect(reason({ required: 'x', properties: { a: { enum: 'x' } } })).toBe('gate_schema.properties.a.enum: "x" must be a list; gate_schema.required: "x" must be a list');
    expect(reason({ requierd: ['score'] })).toBe('unknown keyword: "requierd"');
    expect(reason({ format: 'someday' })).toMatch(/^unknown format "someday" at # \(known: date, time, date-time, .*email/);
    expect(reason({ $ref: 'other.json' })).toContain("can't resolve reference other.json");
    expect(reason({ $schema: 'http://json-schema.org/draft-07/schema#' })).toContain('draft 2020-12');
    expect(reason({ $schema: 42 })).toContain('draft 2020-12');
    expect(reason({ $schema: 'https://json-schema.org/draft/2020-12/schema' })).toBe('compiled');
    expect(reason({ $schema: 'https://json-schema.org/draft/2020-12/schema#' })).toBe('compiled');
    // $async: true would make every gate pass (its check a promise): refused; false is the default.
    expect(engine.compile({ $async: true, required: ['x'] })).toMatchObject({ ok: false, reason: expect.stringContaining('$async: true is not supported'), at: ['$async'] });
    expect(reason({ $async: false, required: ['x'] })).toBe('compiled');
    // Two schemas with one $id (two steps): both compile.
    expect([reason({ $id: 'gate', type: 'object' }), reason({ $id: 'gate', type: 'object' })]).toEqual(['compiled', 'compiled']);
  });
});

describe('patterns on RE2 (linear time: a gate value can never hang the check)', () => {
  // On V8's backtracking engine each of these takes exponential time in the value's length:
  // 40 a's and a '!' held the runner for ever (REPRO 1). The test only has to finish.
  it('matches ^(a+)+$ against 5000 a\'s and a ! (pattern and patternProperties), and keeps distinct patterns apart', () => {
    const check = compiled({ type: 'object', properties: { x: { type: 'string', pattern: '^(a+)+$' }, y: { type: 'string', pattern: '^(b|b)+$' } }, patternProperties: { '^(z+)+$': { type: 'integer' } } });
    const evil = `${'a'.repeat(5000)}!`;
    expect(check({ x: evil })).toEqual([{ text: '/x must match pattern "^(a+)+$"', key: 'x' }]);
    expect(check({ x: 'aaaa', y: 'bbbb' })).toEqual([]);
    expect(check({ x: 'bbbb' })).toEqual([{ text: '/x must match pattern "^(a+)+$"', key: 'x' }]);
    expect(check({ [`${'z'.repeat(5000)}!`]: 'text', zz: 'text' })).toEqual([{ text: '/zz must be integer', key: 'zz' }]);
    // JavaScript escapes and named groups are translated, not refused.
    expect(compiled({ properties: { s: { pattern: '^\\u00e9(?<n>[a-z]+)\\/$' } } })({ s: 'éab/' })).toEqual([]);
  });
  it('matches the same strings JavaScript (ajv\'s `u` flag) matched where RE2\'s meaning differs: \\s, \\S, `.`, a surrogate pair, [\\b]', () => {
    // Each value is judged as `new RegExp(pattern, 'u')` judges it (the engine before RE2); plain
    // RE2 gave the opposite verdict for every one of them.
    const values = ['a\u00a0b', 'a\vb', 'a\u2028b', 'a\ufeffb', 'a\u3000b', 'a\rb', 'a\u2029b', 'a b', 'ab', 'a\nb', '😀', 'a\bb'];
    const patterns = ['^\\S+$', '\\s', '^a.b$', '^a[\\s]b$', '^a[^\\s]b$', '^a[\\S]b$', '^\\uD83D\\uDE00$', '^a[\\b]b$', '^[^\\S]+$'];
    for (const pattern of patterns) {
      const js = new RegExp(pattern, 'u');
      const onValue = compiled({ properties: { x: { type: 'string', pattern } } });
      const onKey = compiled({ patternProperties: { [pattern]: { const: 1 } } });
      for (const value of values) {
        const matches = js.test(value);
        // `pattern` on the value; `patternProperties` on a key (whose value 2 then breaks const).
        expect({ pattern, value, errors: onValue({ x: value }).length }).toEqual({ pattern, value, errors: matches ? 0 : 1 });
        expect({ pattern, value, keyMatched: onKey({ [value]: 2 }).length === 1 }).toEqual({ pattern, value, keyMatched: matches });
      }
    }
  });
  it('refuses lookaround and backreferences when the schema compiles (validate time), naming the pattern', () => {
    for (const pattern of ['^(?=a)a+$', '(?<!x)y', '(a)\\1', '^(?<n>a)\\k<n>$']) {
      const r = engine.compile({ properties: { x: { pattern } } });
      expect(r).toMatchObject({ ok: false, unsupportedPattern: pattern, reason: expect.stringContaining('is not RE2 syntax') });
    }
    expect(engine.compile({ patternProperties: { '(?!x)': {} } })).toMatchObject({ ok: false, unsupportedPattern: '(?!x)' });
  });
  it('refuses RE2-only syntax JavaScript does not compile (a JSON Schema pattern is ECMA-262), as ajv did before', () => {
    for (const pattern of ['(?i)abc', '\\Aabc\\z', '\\Qa.b\\E', '[[:alpha:]]+', '\\pL']) {
      expect(engine.compile({ properties: { x: { pattern } } })).toMatchObject({ ok: false, unsupportedPattern: pattern, reason: expect.stringContaining('is not a JavaScript (ECMA-262) regular expression') });
    }
  });
  it('GATE_SCHEMA_PATTERN_UNSUPPORTED: at the pattern\'s line inline, as file:line of a .yaml or .json schema', () => {
    const lines = [
      ...HEAD,
      '  a:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/a.md'",
      '    statuses: {OK: b}',
      '    gate_schema:',
      '      type: object',
      '      properties:',
      "        id: {type: string, pattern: '^(?!tmp-)[a-z-]+$'}",
      '  b:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/b.md'",
      '    statuses: {OK: c}',
      '    gate_schema: schemas/b.yaml',
      '  c:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/c.md'",
      '    statuses: {OK: DONE}',
      '    gate_schema: schemas/c.json',
      '',
    ];
    const ws = workspace({
      'wf.yaml': lines.join('\n'),
      'schemas/b.yaml': 'type: object\nproperties:\n  ok: {pattern: "^[a-z]+$"}\n  bad:\n    pattern: "(x)\\\\1"\n',
      'schemas/c.json': '{\n  "type": "object",\n  "patternProperties": {\n    "(?<=a)b": {}\n  }\n}\n',
    });
    const report = validateTargets(ws, ['wf.yaml'], readers);
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    expect(report.diagnostics.map((d) => [d.code, d.line, d.path.join('.')])).toEqual([
      ['GATE_SCHEMA_PATTERN_UNSUPPORTED', lineOf('tmp-'), 'steps.a.gate_schema.properties.id.pattern'],
      ['GATE_SCHEMA_PATTERN_UNSUPPORTED', lineOf('schemas/b.yaml'), 'steps.b.gate_schema'],
      ['GATE_SCHEMA_PATTERN_UNSUPPORTED', lineOf('schemas/c.json'), 'steps.c.gate_schema'],
    ]);
    const [a, b, c] = report.diagnostics.map((d) => d.message);
    expect(a).toContain(`inline at wf.yaml:${lineOf('gate_schema:')}, at /properties/id/pattern: pattern "^(?!tmp-)[a-z-]+$" is not RE2 syntax`);
    expect(b).toContain('schemas/b.yaml:5, at /properties/bad/pattern');
    expect(c).toContain('schemas/c.json:4, at /patternProperties/(?<=a)b');
    // The run refuses what validate reports: never a surprise at run time.
    expect(() => loadAndCheck(ws, 'wf.yaml', readers)).toThrow(/GATE_SCHEMA_PATTERN_UNSUPPORTED/);
  });
});

describe('withWorkflowReaders', () => {
  it('runs a read once when it needs no engine, and again only after GateSchemaEngineNeeded', async () => {
    let calls = 0;
    expect(await withWorkflowReaders(() => ++calls)).toBe(1);
    expect(calls).toBe(1);
    let first = true;
    const value = await withWorkflowReaders(() => {
      calls++;
      if (first) {
        first = false;
        throw new GateSchemaEngineNeeded();
      }
      return 'read again';
    });
    expect([value, calls]).toEqual(['read again', 3]);
    // Any other error is the read's own: not read again.
    await expect(
      withWorkflowReaders(() => {
        calls++;
        throw new TypeError('not ours');
      }),
    ).rejects.toThrow(TypeError);
    expect(calls).toBe(4);
  });
});

describe('the gate schemas of a loaded workflow', () => {
  it('compiles inline, .json and .yaml schemas of stages, per-item stages and parallel branches, and of a process step with a result contract', () => {
    const ws = workspace({
      'wf.yaml': [
        ...HEAD,
        '  a:',
        "    run: 'true'",
        "    output: 'runs/{{run_id}}/a.md'",
        '    statuses: {OK: par}',
        '    gate_schema: {type: object, required: [score]}',
        '  par:',
        '    parallel:',
        '      branches:',
        '        b1:',
        "          run: 'true'",
        "          output: 'runs/{{run_id}}/b1.md'",
        '          statuses: {OK: DONE}',
        '          gate_schema: schemas/b1.yaml',
        '    statuses: {PARALLEL_COMPLETE: loop, PARALLEL_FAILED: BLOCKED}',
        '  loop:',
        '    foreach: {source: reg.md, id_field: ID}',
        '    per_item:',
        '      item:',
        "        run: 'true'",
        "        output: 'runs/{{run_id}}/{{item_id}}.md'",
        '        statuses: {OK: next_artifact}',
        '        gate_schema: schemas/item.json',
        '    completion: {on_complete: act}',
        '  act:',
        '    action: do it',
        '    result_contract: aiox_step_output',
        '    on_complete: DONE',
        '    statuses: {completed: DONE}',
        '    gate_schema: schemas/item.json',
        '',
      ].join('\n'),
      'schemas/b1.yaml': 'type: object\nproperties:\n  warnings: {type: integer}\n',
      'schemas/item.json': '{"type": "object", "properties": {"size": {"type": "number"}}}',
      'reg.md': '| ID |\n|---|\n| A |\n',
    });
    const wf = loadAndCheck(ws, 'wf.yaml', readers);
    const keys = [...(wf.gateSchemas?.keys() ?? [])].sort();
    expect(keys).toEqual(
      [['steps', 'a'], ['steps', 'act'], ['steps', 'loop', 'per_item', 'item'], ['steps', 'par', 'parallel', 'branches', 'b1']].map(gateSchemaKey).sort(),
    );
    const at = (path: string[]) => wf.gateSchemas!.get(gateSchemaKey(path))!;
    expect(at(['steps', 'a']).source).toBe('inline at wf.yaml:11');
    expect(at(['steps', 'par', 'parallel', 'branches', 'b1'])).toMatchObject({ source: 'schemas/b1.yaml' });
    expect(at(['steps', 'par', 'parallel', 'branches', 'b1']).check({ warnings: 'many' })).toEqual([{ text: '/warnings must be integer', key: 'warnings' }]);
    expect(at(['steps', 'loop', 'per_item', 'item']).check({ size: 3.5 })).toEqual([]);
    // One file, two steps: read and compiled once.
    expect(at(['steps', 'act'])).toBe(at(['steps', 'loop', 'per_item', 'item']));
  });

  it('refuses each problem at the gate_schema key (file and line), wherever the step stands', () => {
    const lines = [
      ...HEAD,
      '  par:',
      '    parallel:',
      '      branches:',
      '        b1:',
      "          run: 'true'",
      "          output: 'runs/{{run_id}}/b1.md'",
      '          statuses: {OK: DONE}',
      "          gate_schema: 'schemas/{{run_id}}.json'",
      '    statuses: {PARALLEL_COMPLETE: loop, PARALLEL_FAILED: BLOCKED}',
      '    gate_schema: {type: object}',
      '  loop:',
      '    foreach: {source: reg.md, id_field: ID}',
      '    per_item:',
      '      item:',
      "        run: 'true'",
      "        output: 'runs/{{run_id}}/{{item_id}}.md'",
      '        statuses: {OK: next_artifact}',
      '        gate_schema: schemas/list.yaml',
      '    completion: {on_complete: act}',
      '  act:',
      '    action: do it',
      '    on_complete: fifo',
      '    gate_schema: {type: object}',
      '  fifo:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/fifo.md'",
      '    statuses: {OK: big}',
      '    gate_schema: schemas/fifo.json',
      '  big:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/big.md'",
      '    statuses: {OK: broken}',
      '    gate_schema: schemas/big.json',
      '  broken:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/broken.md'",
      '    statuses: {OK: DONE}',
      '    gate_schema: schemas/broken.json',
      '',
    ];
    const ws = workspace({
      'wf.yaml': lines.join('\n'),
      'schemas/list.yaml': '- type: object\n',
      'schemas/big.json': `{"description": "${'x'.repeat(1024 * 1024)}"}`,
      'schemas/broken.json': '{"type": "object",}',
      'reg.md': '| ID |\n|---|\n| A |\n',
    });
    execFileSync('mkfifo', [join(ws.root, 'schemas/fifo.json')]);
    const lineOf = (needle: string, from = 0) => lines.findIndex((l, i) => i >= from && l.includes(needle)) + 1;
    const report = validateTargets(ws, ['wf.yaml'], readers);
    expect(report.diagnostics.map((d) => [d.code, d.line, d.path.join('.')])).toEqual([
      ['GATE_SCHEMA_INVALID', lineOf("gate_schema: 'schemas/{{run_id}}"), 'steps.par.parallel.branches.b1.gate_schema'],
      ['GATE_SCHEMA_NOT_GATED', lineOf('gate_schema: {type: object}'), 'steps.par.gate_schema'],
      ['GATE_SCHEMA_INVALID', lineOf('gate_schema: schemas/list.yaml'), 'steps.loop.per_item.item.gate_schema'],
      ['GATE_SCHEMA_NOT_GATED', lineOf('gate_schema: {type: object}', lineOf('  act:')), 'steps.act.gate_schema'],
      ['GATE_SCHEMA_NOT_FOUND', lineOf('gate_schema: schemas/fifo.json'), 'steps.fifo.gate_schema'],
      ['GATE_SCHEMA_INVALID', lineOf('gate_schema: schemas/big.json'), 'steps.big.gate_schema'],
      ['GATE_SCHEMA_INVALID', lineOf('gate_schema: schemas/broken.json'), 'steps.broken.gate_schema'],
    ]);
    const message = (step: string) => report.diagnostics.find((d) => d.path.join('.') === `steps.${step}.gate_schema`)!.message;
    expect(message('par')).toMatch(/gate_schema on parallel step 'par' is never used/);
    expect(report.diagnostics[0]!.message).toContain('uses a placeholder');
    expect(message('loop.per_item.item')).toContain('schemas/list.yaml is not a mapping');
    expect(message('act')).toContain('judged by its exit status');
    expect(message('fifo')).toContain('schemas/fifo.json is a FIFO, not a file');
    expect(message('big')).toContain('larger than 1 MiB');
    expect(message('broken')).toContain('schemas/broken.json is not valid JSON');
  });
  it('a maestro_coordinate step: a key its block cannot give (not lower-case, typed integer/number/boolean, an enum or const with no text) is GATE_SCHEMA_UNMATCHABLE, a warning', () => {
    const lines = [
      ...HEAD,
      '  review:',
      '    inline_instruction: Review the change.',
      '    result_contract: maestro_coordinate',
      '    statuses: {SUCCESS: fine, FAILURE: BLOCKED}',
      '    gate_schema: {type: object, required: [score, reviewVerdict], properties: {score: {type: integer}, ok: {type: boolean}, level: {enum: [1, 2]}, v: {const: 3}, artifacts: {type: string}, notes: {type: [string, "null"]}, tags: {type: array}}}',
      '  fine:',
      '    inline_instruction: Review again.',
      '    result_contract: maestro_coordinate',
      '    statuses: {SUCCESS: aiox, FAILURE: BLOCKED}',
      "    gate_schema: {type: object, required: [score, review_verdict], properties: {score: {type: string, pattern: '^[0-9]+$'}, review_verdict: {enum: [PASS, BLOCK]}, artifacts: {type: array}}}",
      '  aiox:',
      '    inline_instruction: Review in aiox.',
      '    result_contract: aiox_step_output',
      '    statuses: {completed: DONE, failed: BLOCKED}',
      '    gate_schema: {type: object, required: [score], properties: {score: {type: integer}}}',
      '',
    ];
    const report = validateTargets(workspace({ 'wf.yaml': lines.join('\n') }), ['wf.yaml'], readers);
    expect(report.diagnostics.map((d) => [d.code, d.severity, d.path.join('.')])).toEqual([['GATE_SCHEMA_UNMATCHABLE', 'warning', 'steps.review.gate_schema']]);
    const message = report.diagnostics[0]!.message;
    for (const part of ["'score' is typed integer", "'reviewVerdict' is not a key the block can give", "'ok' is typed boolean", "'level' must be one of [1,2]", "and 1 more"]) expect(message).toContain(part);
    expect(message).not.toContain("'notes'");
    expect(message).not.toContain("'tags'");
    expect(report.errors).toBe(0);
  });
});

describe('the verdict', () => {
  const REVIEW = [...HEAD, '  review:', "    run: 'true'", "    output: 'out/review.md'", '    statuses: {OK: DONE}', '    gate_schema: {type: object, required: [score], properties: {score: {type: integer}}}', ''].join('\n');

  function attempt(ws: Workspace, wf: Workflow, extra: Record<string, unknown>, status = 'OK', gateSchema = true): Attempted {
    const step: StepModel = wf.steps.get('review')!;
    const output = ws.resolve('out/review.md', 'output');
    mkdirSync(dirname(output.abs), { recursive: true });
    const gate = renderGateBlock({ workflow: 'gs', step: 'review', status, unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: 'out/review.md', next_recommended: null, extra });
    writeFileSync(output.abs, `# Review\n\n${gate}`);
    return {
      workflow: 'gs',
      workspace: ws,
      step,
      judging: 'gate',
      result: { exitCode: 0, signal: null, timedOut: false, durationMs: 1 },
      output,
      before: undefined,
      log: ws.resolve('out/review.log', 'log'),
      gateSchema: gateSchema ? wf.gateSchemas?.get(gateSchemaKey(step.path)) : undefined,
    };
  }

  it('accepts a matching gate, fails a mismatching one with GATE_SCHEMA_VIOLATION naming the file, the schema and the errors', () => {
    const ws = workspace({ 'wf.yaml': REVIEW });
    const wf = loadAndCheck(ws, 'wf.yaml', readers);
    expect(judgeAttempt(attempt(ws, wf, { score: 90 }))).toMatchObject({ ok: true, gate: { status: 'OK', extra: { score: 90 } } });
    // At the line of the offending key in the output (formats35), as an unparsable gate is.
    expect(judgeAttempt(attempt(ws, wf, { score: 'high' }))).toEqual({
      ok: false,
      code: 'GATE_SCHEMA_VIOLATION',
      message: "out/review.md:12: the gate's extra keys do not match the gate_schema of step review (inline at wf.yaml:11): /score must be integer",
      location: { file: 'out/review.md', line: 12 },
    });
    expect(readFileSync(ws.resolve('out/review.md', 'output').abs, 'utf8').split('\n')[11]).toBe('  score: high');
    // A missing key has no line of its own: the file alone.
    const missing = judgeAttempt(attempt(ws, wf, {}));
    expect(missing).toMatchObject({ ok: false, code: 'GATE_SCHEMA_VIOLATION', message: expect.stringMatching(/^out\/review\.md: .*must have required property 'score'/) });
    expect(missing).not.toHaveProperty('location');
  });

  it('a gate value that would backtrack for ever on ^(a+)+$ is judged promptly: GATE_SCHEMA_VIOLATION (REPRO 1)', () => {
    const ws = workspace({ 'wf.yaml': REVIEW.replace('properties: {score: {type: integer}}', () => "properties: {score: {type: integer}, x: {type: string, pattern: '^(a+)+$'}}") });
    const wf = loadAndCheck(ws, 'wf.yaml', readers);
    for (const n of [40, 5000]) {
      expect(judgeAttempt(attempt(ws, wf, { score: 1, x: `${'a'.repeat(n)}!` }))).toMatchObject({ ok: false, code: 'GATE_SCHEMA_VIOLATION', message: expect.stringContaining('/x must match pattern "^(a+)+$"') });
    }
    expect(judgeAttempt(attempt(ws, wf, { score: 1, x: 'a'.repeat(5000) }))).toMatchObject({ ok: true });
  });

  it('an unrouted status is reported first; a step whose schema was not loaded is never accepted unchecked', () => {
    const ws = workspace({ 'wf.yaml': REVIEW });
    const wf = loadAndCheck(ws, 'wf.yaml', readers);
    expect(judgeAttempt(attempt(ws, wf, { score: 'high' }, 'MAYBE'))).toMatchObject({ ok: false, code: 'WORKFLOW_STATUS_CONTRACT_VIOLATION' });
    expect(judgeAttempt(attempt(ws, wf, { score: 1 }, 'OK', false))).toMatchObject({ ok: false, code: 'GATE_SCHEMA_VIOLATION', message: expect.stringContaining('was not loaded') });
  });
});

describe('withWorkflowReaders with an awaited read (plan awaits the source commit)', () => {
  it('a read that rejects with GateSchemaEngineNeeded is read again; another rejection is its own', async () => {
    let calls = 0;
    const value = await withWorkflowReaders(async () => {
      calls++;
      await Promise.resolve();
      if (calls === 1) throw new GateSchemaEngineNeeded();
      return 'read again';
    });
    expect([value, calls]).toEqual(['read again', 2]);
    await expect(withWorkflowReaders(() => Promise.reject(new TypeError('not ours')))).rejects.toThrow('not ours');
  });
});
