// What the prompt says about a step's gate_schema (gate/gate-schema-guide.ts): the keys a schema
// declares, required first, with type, enum, const, constraints and description, as template lines
// and contract lines; the schema's compact JSON (bounded) where the keys do not say it all; and,
// through buildPrompt on loaded workflows, the property that matters: the template, filled in as a
// literal-minded agent fills it (the fake agent's fillTemplate), passes the compiled schema — for
// the WORKFLOW_GATE, aiox and maestro result blocks — where the template without those lines fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockKey, gateSchemaGuide, MAX_DESCRIPTION_CHARS, MAX_GUIDE_FIELDS, MAX_SCHEMA_JSON_CHARS, MAX_VALUE_WORDS_CHARS } from '../../src/core/gate/gate-schema-guide.js';
import { loadGateSchemaEngine } from '../../src/core/gate/gate-schema.js';
import type { WorkflowReaders } from '../../src/core/model/workflow-readers.js';
import { parseGateText, STANDARD_GATE_KEYS } from '../../src/core/gate/workflow-gate.js';
import { parseContractTail } from '../../src/core/gate/contracts/index.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { gateSchemaKey } from '../../src/core/model/gate-schemas.js';
import { buildPrompt, gateTemplate } from '../../src/core/steps/process/prompt.js';
import { resolveOutput, stepBindings } from '../../src/core/run/bindings.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const { fillTemplate } = createRequire(import.meta.url)('../fixtures/fake-agent.cjs') as { fillTemplate: (template: string) => string };

const STANDARD = new Set(STANDARD_GATE_KEYS);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
// What a read is handed: this file's engine (model/workflow-readers.ts).
let readers: WorkflowReaders;
beforeAll(async () => {
  readers = { gateSchema: await loadGateSchemaEngine() };
});

describe('gateSchemaGuide', () => {
  it('a flat schema: each key with its type and constraints, required first in `required` order, descriptions on one line', () => {
    const guide = gateSchemaGuide(
      {
        type: 'object',
        required: ['verdict', 'score'],
        properties: {
          notes: { type: 'string', maxLength: 200, description: 'Anything\n  the next   stage should know.' },
          score: { type: 'number', minimum: 0, maximum: 10, description: 'How good the change is.' },
          verdict: { enum: ['ship', 'hold', 'needs work'] },
          kind: { const: 'review' },
          ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
          count: { type: 'integer', minimum: 1, multipleOf: 5 },
          tags: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true },
          ok: { type: 'boolean' },
          maybe: { type: ['string', 'null'], minLength: 2 },
        },
      },
      STANDARD,
    );
    expect(guide.fields.map((f) => [f.name, f.required, f.value])).toEqual([
      ['verdict', true, '<ship | hold | "needs work">'],
      ['score', true, '<number, 0–10>'],
      ['notes', false, '<string, at most 200 characters>'],
      ['kind', false, 'review'],
      ['ratio', false, '<number, more than 0 and at most 1>'],
      ['count', false, '<integer, at least 1, a multiple of 5>'],
      ['tags', false, '<list of strings, at least 1 item, no duplicates>'],
      ['ok', false, '<true or false>'],
      ['maybe', false, '<string or null, at least 2 characters>'],
    ]);
    expect(guide.fields.find((f) => f.name === 'score')!.about).toBe('number, 0–10 — How good the change is.');
    expect(guide.fields.find((f) => f.name === 'notes')!.about).toBe('string, at most 200 characters — Anything the next stage should know.');
    expect(guide.fields.find((f) => f.name === 'kind')!.about).toBe('exactly review');
    expect(guide).toMatchObject({ others: 'any' });
    // Said in full: no JSON.
    expect(guide.json).toBeUndefined();
  });

  it('additionalProperties false: no other key; a schema for them: what they must be; the standard keys are never listed', () => {
    expect(gateSchemaGuide({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }, STANDARD).others).toBe('none');
    expect(gateSchemaGuide({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: { type: 'integer' } }, STANDARD)).toMatchObject({ others: 'some', othersAbout: 'integer' });
    // `status` is a standard key (never an extra one), `__proto__` a key no gate may carry.
    const guide = gateSchemaGuide({ required: ['status', 'x'], properties: { status: { type: 'string' }, ['__proto__']: { type: 'string' } } }, STANDARD);
    expect(guide.fields.map((f) => [f.name, f.value, f.about])).toEqual([['x', '<any value>', 'any value']]);
  });

  it('a nested mapping one level deep is said in words; deeper, or anyOf / $ref / patternProperties: the schema is given as compact JSON', () => {
    const shallow = gateSchemaGuide({ properties: { quality: { type: 'object', required: ['score'], properties: { score: { type: 'integer' }, by: { type: 'string' } }, additionalProperties: false } } }, STANDARD);
    expect(shallow.fields[0]!.about).toBe('mapping with keys score (required, integer); by (string), no other keys');
    expect(shallow.json).toBeUndefined();
    const deep = gateSchemaGuide({ properties: { quality: { type: 'object', properties: { inner: { type: 'object', properties: { x: { type: 'integer' } } } } } } }, STANDARD);
    expect(deep.json).toEqual({ text: JSON.stringify({ properties: { quality: { type: 'object', properties: { inner: { type: 'object', properties: { x: { type: 'integer' } } } } } } }), cut: false });
    const schemas = [
      { anyOf: [{ required: ['a'] }, { required: ['b'] }], properties: { a: { type: 'string' }, b: { type: 'string' } } },
      { $defs: { s: { type: 'integer' } }, properties: { a: { $ref: '#/$defs/s' } } },
      { patternProperties: { '^x_': { type: 'string' } } },
      { properties: { a: { oneOf: [{ type: 'string' }, { type: 'integer' }] } } },
    ];
    for (const schema of schemas) {
      const guide = gateSchemaGuide(schema, STANDARD);
      expect(guide.json, JSON.stringify(schema)).toEqual({ text: JSON.stringify(schema), cut: false });
    }
    // The keys it names are still listed (a oneOf's value as "see the schema").
    expect(gateSchemaGuide(schemas[3]!, STANDARD).fields.map((f) => f.name)).toEqual(['a']);
    // Top-level rules beyond the keys: other keys "must match the schema below".
    expect(gateSchemaGuide(schemas[2]!, STANDARD).others).toBe('some');
  });

  it('bounded: at most MAX_GUIDE_FIELDS keys listed, descriptions cut, the JSON cut at MAX_SCHEMA_JSON_CHARS; a long or odd value points to its key line', () => {
    const properties = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key_${i}`, { type: 'string', description: 'd'.repeat(1000) }]));
    const guide = gateSchemaGuide({ type: 'object', required: ['key_150'], properties }, STANDARD);
    expect(guide.fields).toHaveLength(MAX_GUIDE_FIELDS);
    expect(guide.fields[0]!.name).toBe('key_150');
    expect(guide.fields[0]!.about.length).toBeLessThanOrEqual('string — '.length + MAX_DESCRIPTION_CHARS);
    expect(guide.json!.cut).toBe(true);
    expect(guide.json!.text.length).toBe(MAX_SCHEMA_JSON_CHARS + 1);
    const odd = gateSchemaGuide({ properties: { version: { type: 'string', pattern: '^v<\\d+>$' } } }, STANDARD);
    expect(odd.fields[0]).toMatchObject({ value: '<string: see the key below>', about: 'string, matching the regular expression "^v<\\\\d+>$"' });
  });

  it('bounded: an enum value, a pattern, a nested mapping\'s keys or a constant too long are cut, and the schema\'s JSON says the rest', () => {
    const long = 'y'.repeat(5000);
    const nested = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, { type: 'string' }]));
    for (const own of [{ enum: [long, 'b'] }, { type: 'string', pattern: long }, { type: 'object', properties: nested }, { const: long }]) {
      const guide = gateSchemaGuide({ type: 'object', required: ['v'], properties: { v: own } }, STANDARD);
      expect(guide.fields[0]!.about.length, JSON.stringify(own).slice(0, 40)).toBeLessThanOrEqual(MAX_VALUE_WORDS_CHARS);
      expect(guide.fields[0]!.value.length).toBeLessThanOrEqual(MAX_VALUE_WORDS_CHARS);
      expect(guide.json?.cut).toBe(true);
    }
  });

  it('template values stay readable and YAML keys stay strings: a nested mapping too long says `mapping`; keys true, False, NULL are quoted', () => {
    const guide = gateSchemaGuide({ required: ['q'], properties: { q: { type: 'object', required: ['who'], properties: { who: { type: 'string', minLength: 2 }, n: { type: 'integer' } }, additionalProperties: false } } }, STANDARD);
    expect(guide.fields[0]!.value).toBe('<mapping: see the key below>');
    expect(gateSchemaGuide({ properties: { true: {}, False: {}, NULL: {}, nullable: {} } }, STANDARD).fields.map((f) => blockKey(f.name))).toEqual(['"true"', '"False"', '"NULL"', 'nullable']);
  });

  it('a block of text (maestro): a constant or choice is shown as the text itself, not JSON-quoted', () => {
    const schema = { required: ['kind', 'verdict'], properties: { kind: { const: 'needs work' }, verdict: { enum: ['needs work', 'ok'] } } };
    expect(gateSchemaGuide(schema, STANDARD, { asText: true }).fields.map((f) => f.value)).toEqual(['needs work', '<needs work | ok>']);
    expect(gateSchemaGuide(schema, STANDARD).fields.map((f) => f.value)).toEqual(['"needs work"', '<"needs work" | ok>']);
  });

  it('an enum value holding ` | ` is not read as two: each value in backticks, comma-separated (text and YAML blocks)', () => {
    const schema = { required: ['verdict'], properties: { verdict: { enum: ['a | b', 'c'] } } };
    expect(gateSchemaGuide(schema, STANDARD, { asText: true }).fields[0]).toMatchObject({ value: '<one of `a | b`, `c`>', about: 'one of `a | b`, `c`' });
    expect(gateSchemaGuide(schema, STANDARD).fields[0]).toMatchObject({ value: '<one of `"a | b"`, `c`>', about: 'one of `"a | b"`, `c`' });
  });

  it('deterministic: the same schema gives the same guide; key order is the schema\'s', () => {
    const schema = { type: 'object', required: ['b'], properties: { c: { type: 'integer' }, b: { type: 'string' }, a: { enum: [1, 2] } } };
    expect(gateSchemaGuide(schema, STANDARD)).toEqual(gateSchemaGuide(structuredClone(schema), STANDARD));
    expect(gateSchemaGuide(schema, STANDARD).fields.map((f) => f.name)).toEqual(['b', 'c', 'a']);
  });
});

function workspace(files: Record<string, string>): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'sg-guide-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return new Workspace(dir);
}

/** A one-step workflow whose agent step has `schema` as its gate_schema (a file), and `contract` as its result contract. */
function loaded(schema: Record<string, unknown>, contract?: 'aiox_step_output' | 'maestro_coordinate'): { ws: Workspace; workflow: Workflow; prompt: string } {
  const statuses = contract === 'aiox_step_output' ? '{completed: DONE, failed: BLOCKED}' : contract === 'maestro_coordinate' ? '{SUCCESS: DONE, FAILURE: BLOCKED}' : '{APPROVED: DONE, CHANGES_REQUESTED: DONE}';
  const ws = workspace({
    'schemas/review.json': JSON.stringify(schema),
    'wf.yaml': [
      "version: '4.0'",
      'name: guided',
      "state_path: 'runs/{{run_id}}/state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  review:',
      '    inline_instruction: Review the change.',
      ...(contract ? [`    result_contract: ${contract}`] : ["    output: 'runs/{{run_id}}/review.md'"]),
      `    statuses: ${statuses}`,
      '    gate_schema: schemas/review.json',
      '',
    ].join('\n'),
  });
  const workflow = loadAndCheck(ws, 'wf.yaml', readers);
  const step = workflow.steps.get('review')!;
  const bindings = stepBindings(new Map([['run_id', 'r1'], ['workflow', 'guided']]), step, undefined);
  const prompt = buildPrompt({ workflow, workspace: ws, step, state: undefined, bindings, output: resolveOutput(step, bindings, ws), delegation: 'direct', previousFailure: null });
  return { ws, workflow, prompt };
}

/** The prompt's first fenced block (the stage contract's result block). */
function firstBlock(prompt: string): string {
  const m = /^(`{3,})[a-z]*\n([\s\S]*?)\n\1$/m.exec(prompt);
  if (!m) throw new Error('no fenced block');
  return m[2]!;
}

const SCHEMAS: Record<string, Record<string, unknown>> = {
  'a required integer (the trial\'s)': { type: 'object', required: ['score'], properties: { score: { type: 'integer', minimum: 0, maximum: 100 } } },
  'required and optional keys of every simple kind, no other key': {
    type: 'object',
    required: ['verdict', 'score', 'reviewer'],
    properties: {
      score: { type: 'number', exclusiveMinimum: 0, maximum: 10 },
      verdict: { enum: ['ship', 'hold'] },
      reviewer: { type: 'string', minLength: 3, maxLength: 40 },
      kind: { const: 'code-review' },
      ratio: { type: 'integer', minimum: 5, multipleOf: 5 },
      tags: { type: 'array', items: { type: 'string' }, minItems: 2, uniqueItems: true },
      blocking: { type: 'boolean' },
      quality: { type: 'object', required: ['clarity'], properties: { clarity: { type: 'integer' } } },
    },
    additionalProperties: false,
  },
  'keys YAML would read as other values, values that need quotes': {
    type: 'object',
    required: ['true', 'null', 'my key', 'kind', 'verdict'],
    properties: { true: { type: 'string' }, null: { type: 'integer' }, 'my key': { type: 'boolean' }, kind: { const: 'a: b #c' }, verdict: { enum: ['- x', '*y', '&z'] } },
  },
  'enum values holding the | separator (each in backticks)': { type: 'object', required: ['verdict', 'mode'], properties: { verdict: { enum: ['ship | hold', 'wait'] }, mode: { type: 'string', enum: ['a|b', 'c'] } } },
  'a nested mapping required': { type: 'object', required: ['quality'], properties: { quality: { type: 'object', properties: { clarity: { type: 'integer' } }, additionalProperties: false } }, additionalProperties: false },
};

describe('the prompt of a step with a gate_schema', () => {
  it('the trial\'s case: a template line for score, the key listed, named again at the end', () => {
    const { prompt } = loaded(SCHEMAS['a required integer (the trial\'s)']!);
    expect(prompt).toContain('  next_recommended: <step id or null>\n  score: <integer, 0–100>\n```');
    expect(prompt).toContain("- This step's gate_schema (`schemas/review.json`) checks the gate's extra keys (every key but the standard eight, `workflow` to `next_recommended`): a result that does not match it fails the stage (GATE_SCHEMA_VIOLATION). The template above has a line for each key it declares:\n  - `score` (required): integer, 0–100\n");
    // Other keys are allowed: unresolved_qids is still offered.
    expect(prompt).toContain('- You may add `unresolved_qids: [Q-...]`');
    expect(prompt).toContain('status one of APPROVED | CHANGES_REQUESTED, and the key its gate_schema requires (`score`).');
    // Deterministic: the same bytes twice.
    expect(loaded(SCHEMAS['a required integer (the trial\'s)']!).prompt).toBe(prompt);
  });

  it('additionalProperties false: unresolved_qids (an extra key) is not offered; a complex schema is shown as JSON', () => {
    const closed = loaded(SCHEMAS['required and optional keys of every simple kind, no other key']!).prompt;
    expect(closed).toContain('- No other extra key is allowed.');
    expect(closed).not.toContain('unresolved_qids');
    expect(closed).toContain('  - `kind` (optional: leave its line out when it does not apply): exactly code-review');
    expect(closed).toContain('- Write each string value in double quotes, escaping `"` and `\\` as in JSON (`notes: "Looks fine: ship it"`)');
    const complex = { type: 'object', required: ['score'], properties: { score: { type: 'integer' } }, anyOf: [{ required: ['a'] }, { required: ['b'] }] };
    const shown = loaded(complex).prompt;
    expect(shown).toContain(`- The schema in full (every rule in it is checked):\n\n\`\`\`json\n${JSON.stringify(complex)}\n\`\`\``);
    expect(shown).toContain('- Other extra keys must match the schema below.');
  });

  for (const [shape, schema] of Object.entries(SCHEMAS)) {
    it(`WORKFLOW_GATE, ${shape}: the template filled in as written passes the schema; without its lines it does not`, () => {
      const { workflow, prompt } = loaded(schema);
      const compiled = workflow.gateSchemas!.get(gateSchemaKey(workflow.steps.get('review')!.path))!;
      const block = firstBlock(prompt);
      expect(block.startsWith('WORKFLOW_GATE:')).toBe(true);
      const parsed = parseGateText(`# Review\n\n${fillTemplate(block)}\n`, { workflow: 'guided', step: 'review', artifact: 'runs/r1/review.md' });
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      if (!parsed.ok) return;
      expect(compiled.check(parsed.gate.extra), fillTemplate(block)).toEqual([]);
      // The control: the template without a gate_schema's lines (what the prompt showed before) fails it.
      const bare = parseGateText(`${fillTemplate(gateTemplate(workflow, workflow.steps.get('review')!, 'runs/r1/review.md'))}`, { workflow: 'guided', step: 'review', artifact: 'runs/r1/review.md' });
      expect(bare.ok && compiled.check(bare.gate.extra).length).toBeGreaterThan(0);
    });

    it(`aiox step_output, ${shape}: the filled block passes the schema`, () => {
      const { workflow, prompt } = loaded(schema, 'aiox_step_output');
      const compiled = workflow.gateSchemas!.get(gateSchemaKey(workflow.steps.get('review')!.path))!;
      const block = firstBlock(prompt);
      expect(block.startsWith('step_output:')).toBe(true);
      const parsed = parseContractTail('aiox_step_output', `done\n\`\`\`yaml\n${fillTemplate(block)}\n\`\`\`\n`);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      if (parsed.ok) expect(compiled.check(parsed.extra), fillTemplate(block)).toEqual([]);
    });
  }

  it('maestro COORDINATE RESULT: keys upper-cased, the fields the schema does not allow left out; the filled block passes a schema of text fields', () => {
    const schema = { type: 'object', required: ['review_verdict', 'reviewer'], properties: { review_verdict: { enum: ['PASS', 'WARN', 'BLOCK'] }, reviewer: { type: 'string', minLength: 2 } }, additionalProperties: false };
    const { workflow, prompt } = loaded(schema, 'maestro_coordinate');
    const block = firstBlock(prompt);
    expect(block).toBe('--- COORDINATE RESULT ---\nSTATUS: <SUCCESS | FAILURE>\nREVIEW_VERDICT: <PASS | WARN | BLOCK>\nREVIEWER: <string, at least 2 characters>');
    const parsed = parseContractTail('maestro_coordinate', `done\n${fillTemplate(block)}\n`);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(workflow.gateSchemas!.get(gateSchemaKey(workflow.steps.get('review')!.path))!.check(parsed.extra)).toEqual([]);
    // Its values are text: a constant or choice with a space is shown (and so written) without quotes, which would be part of the value.
    const text = { type: 'object', required: ['kind', 'verdict'], properties: { kind: { const: 'code review' }, verdict: { enum: ['needs work', 'ok'] } }, additionalProperties: false };
    const quoted = loaded(text, 'maestro_coordinate');
    const filled = parseContractTail('maestro_coordinate', `done\n${fillTemplate(firstBlock(quoted.prompt))}\n`);
    expect(firstBlock(quoted.prompt)).toContain('KIND: code review\nVERDICT: <needs work | ok>');
    expect(filled.ok && quoted.workflow.gateSchemas!.get(gateSchemaKey(quoted.workflow.steps.get('review')!.path))!.check(filled.extra)).toEqual([]);
    // A choice holding `|` (each in backticks): the value filled in as written passes too.
    const piped = loaded({ type: 'object', required: ['verdict'], properties: { verdict: { enum: ['ship | hold', 'wait'] } }, additionalProperties: false }, 'maestro_coordinate');
    expect(firstBlock(piped.prompt)).toContain('VERDICT: <one of `ship | hold`, `wait`>');
    const pipedFilled = parseContractTail('maestro_coordinate', `done\n${fillTemplate(firstBlock(piped.prompt))}\n`);
    expect(pipedFilled.ok && piped.workflow.gateSchemas!.get(gateSchemaKey(piped.workflow.steps.get('review')!.path))!.check(pipedFilled.extra)).toEqual([]);
    // A schema that allows other keys keeps maestro's own fields in the template.
    expect(firstBlock(loaded({ type: 'object', properties: { reviewer: { type: 'string' } } }, 'maestro_coordinate').prompt)).toContain('REVIEWER: <string>\nPHASE: <number, or none>');
  });

  it('a step without gate_schema gets the same contract as before (no schema lines)', () => {
    const ws = workspace({ 'wf.yaml': "version: '4.0'\nname: plain\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  review:\n    inline_instruction: Review.\n    output: 'runs/{{run_id}}/review.md'\n    statuses: {OK: DONE}\n" });
    const workflow = loadAndCheck(ws, 'wf.yaml', readers);
    const step = workflow.steps.get('review')!;
    const bindings = stepBindings(new Map([['run_id', 'r1'], ['workflow', 'plain']]), step, undefined);
    const prompt = buildPrompt({ workflow, workspace: ws, step, state: undefined, bindings, output: resolveOutput(step, bindings, ws), delegation: 'direct', previousFailure: null });
    expect(prompt).not.toContain('gate_schema');
    expect(prompt).toContain('  next_recommended: <step id or null>\n```\n\n- You may add `unresolved_qids');
  });
});
