// Property tests for the workflow loader (YAML -> model -> validation). Whatever the bytes, the
// loader and the validator never throw: they return diagnostics, each with a documented code and a
// position. Resource attacks (alias bombs, huge documents, deep nesting) are refused with their
// own codes, and names that could reach Object.prototype (__proto__, constructor, toString …)
// are inert: nothing is polluted, and __proto__ — which plain objects cannot hold — is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadWorkflowText, type LoadResult } from '../../src/core/model/loader.js';
import { validateWorkflow } from '../../src/core/validate/validate.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { MAX_ALIAS_COUNT, MAX_DEPTH, MAX_WORKFLOW_BYTES } from '../../src/core/model/yaml-source.js';
import { sized } from '../helpers/sizes.js';

const RUNS = { numRuns: sized(300), seed: 424242 };
const dir = mkdtempSync(join(tmpdir(), 'stagegate-loader-prop-'));
const workspace = new Workspace(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CODE = /^[A-Z][A-Z0-9_]+$/;

/** Load and validate; both must return, every diagnostic well formed. */
function check(text: string | Buffer): LoadResult {
  const loaded = loadWorkflowText(text, 'wf.yaml', join(dir, 'wf.yaml'));
  const diagnostics = loaded.workflow ? [...loaded.diagnostics, ...validateWorkflow(loaded.workflow, workspace)] : loaded.diagnostics;
  if (!loaded.workflow) expect(diagnostics.some((d) => d.severity === 'error')).toBe(true);
  for (const d of diagnostics) {
    expect(d.code).toMatch(CODE);
    expect(['error', 'warning']).toContain(d.severity);
    expect(typeof d.message).toBe('string');
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
  }
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
  return { ...loaded, diagnostics };
}

const codes = (r: LoadResult) => r.diagnostics.map((d) => d.code);

// ------------------------------------------------------------------------------------------
// Random inputs.

const KEYS = ['version', 'name', 'description', 'state_path', 'entry', 'inputs', 'required', 'optional', 'defaults', 'steps', 'phases', 'execution', 'run', 'prompt', 'output', 'statuses', 'max_visits', 'if_input_present', 'else', 'retry_step', 'on_success', 'action', 'on_complete', 'instruction', 'terminal_status', 'child_workflow', 'foreach', 'per_item', 'source', 'id_field', 'bindings', 'skills', 'inputs', 'retry', 'timeout_minutes', '__proto__', 'constructor', 'toString', 'prototype', 'polluted', 'DONE', 'BLOCKED', 'a', 'b'];
const SCALARS = ["'4.0'", '4.0', '4', 'wf', 'DONE', 'BLOCKED', 'null', '~', 'true', 'yes', '0x1F', '1e3', '-1', '.inf', '"{{run_id}}/x.yaml"', '../out.md', '/etc/passwd', '"a: b"', '|', '>-', '&a x', '*a', '*b', '!!binary aGk=', '!!js/function x', '[1, [2, [3]]]', '{a: {b: {c: 1}}}', '{{run_id}}', '"\\u0000"', '日本', '🚀', '""', "''", '- x', '? k', ': v', '#c', '%YAML 1.1', '---', '...', '<<: *a'];

/** Lines that look like YAML (keys, scalars, lists, anchors, tags, directives), at random indents. */
const yamlishText = fc
  .array(
    fc.tuple(fc.integer({ min: 0, max: 8 }), fc.constantFrom(...KEYS), fc.constantFrom(...SCALARS, ''), fc.constantFrom(':', ': ', ' ', '- ', '', ':\t')),
    { maxLength: 40 },
  )
  .map((lines) => lines.map(([indent, key, value, sep]) => `${' '.repeat(indent)}${key}${sep}${value}`).join('\n'));

const leaf = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('4.0', 'DONE', 'BLOCKED', '{{run_id}}', '../x', '/abs', '__proto__'), fc.integer(), fc.boolean(), fc.constant(null));
const tree: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 5 })),
})).node;

/** Documents that are almost workflows: the right top-level keys with random (often wrong) values. */
const almostWorkflow = fc
  .record(
    {
      version: fc.oneof(fc.constant('4.0'), leaf),
      name: fc.oneof(fc.constantFrom('wf', 'a-b', 'constructor', '__proto__', ''), leaf),
      state_path: fc.oneof(fc.constantFrom('runs/{{run_id}}/state.yaml', '../state.yaml', '/tmp/state.yaml', 'state.md'), leaf),
      inputs: fc.oneof(fc.record({ required: fc.array(fc.constantFrom('run_id', '__proto__', 'constructor', 'toString', 'x_path'), { maxLength: 3 }) }), tree),
      steps: fc.oneof(
        fc.dictionary(
          fc.constantFrom('a', 'b', 'constructor', 'toString', '__proto__', 'hasOwnProperty'),
          fc.record({ run: fc.constantFrom('echo {{run_id}}', 'true'), output: fc.constantFrom('out/{{step}}.md', '../x.md', '/abs.md'), statuses: fc.dictionary(fc.constantFrom('OK', 'constructor', '__proto__', 'bad status'), fc.constantFrom('a', 'b', 'DONE', 'BLOCKED', 'constructor', '__proto__', 'nowhere')) }, { requiredKeys: [] }),
          { maxKeys: 4 },
        ),
        tree,
      ),
      execution: fc.oneof(fc.record({ max_visits: fc.integer({ min: -1, max: 5 }) }), tree),
    },
    { requiredKeys: [] },
  )
  .map((doc) => stringify(doc));

describe('workflow loader properties', () => {
  it('random YAML-ish text never throws: a workflow or diagnostics with codes and positions', () => {
    fc.assert(fc.property(yamlishText, (text) => void check(text)), RUNS);
  });

  it('random bytes never throw', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => void check(Buffer.from(bytes))), { ...RUNS, numRuns: sized(200) });
  });

  it('random structured documents (almost workflows) never throw', () => {
    fc.assert(fc.property(almostWorkflow, (text) => void check(text)), RUNS);
  });

  it('random JSON-like trees never throw', () => {
    fc.assert(fc.property(tree, (doc) => void check(stringify(doc))), { ...RUNS, numRuns: sized(200) });
  });
});

// ------------------------------------------------------------------------------------------
// Resource attacks: refused with their own codes. The loader never materialises them (the e2e
// test test/e2e/process/security-loader.test.ts runs the same documents through the CLI under a 128 MB
// heap limit to prove it).

export function billionLaughs(levels = 10): string {
  let text = 'a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
  for (let i = 1; i < levels; i++) text += `a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]\n`;
  return text;
}

describe('loader resource limits', () => {
  it(`an alias bomb ("billion laughs") is refused: YAML_ALIAS_LIMIT (${MAX_ALIAS_COUNT} aliases at most)`, () => {
    expect(codes(check(billionLaughs()))).toEqual(['YAML_ALIAS_LIMIT']);
    // The same bomb hidden inside an otherwise valid workflow.
    const wf = `version: '4.0'\nname: w\nstate_path: s.yaml\ninputs:\n  defaults:\n${billionLaughs().split('\n').filter(Boolean).map((l) => `    ${l}`).join('\n')}\nsteps:\n  a:\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE}\n`;
    expect(codes(check(wf))).toContain('YAML_ALIAS_LIMIT');
  });

  it('an alias inside the node it names is refused with its line: YAML_ALIAS_LIMIT (the data would contain itself)', () => {
    const wf = `version: '4.0'\nname: w\nstate_path: s.yaml\nsteps: &s\n  a:\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE}\n    per_item: *s\n`;
    const r = check(wf);
    expect(codes(r)).toEqual(['YAML_ALIAS_LIMIT']);
    expect(r.diagnostics[0]).toMatchObject({ line: 9, message: expect.stringContaining('alias *s is inside the node &s names') });
    // An alias of a node elsewhere (not an ancestor) is only a copy: no finding of its own.
    const copy = `version: '4.0'\nname: w\nstate_path: s.yaml\ninputs:\n  defaults: &d {x: '1'}\nsteps:\n  a:\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE}\n    inputs: *d\n`;
    expect(codes(check(copy))).not.toContain('YAML_ALIAS_LIMIT');
  });

  it(`${sized(200_000)} aliases are refused with YAML_ALIAS_LIMIT, each alias looked at once (resolving each through the document was quadratic: hours at full size)`, () => {
    const text = `version: '4.0'\nname: w\nstate_path: s.yaml\nx: &a 1\nl:\n${'  - *a\n'.repeat(sized(200_000))}steps:\n  a:\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE}\n`;
    expect(codes(check(text))).toEqual(['YAML_ALIAS_LIMIT']);
  });

  it('an alias-heavy but small document within the limit still loads', () => {
    const r = check(`version: '4.0'\nname: w\nstate_path: s.yaml\nx: &x 1\nsteps:\n  a:\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE}\n`);
    expect(codes(r)).toEqual(['UNKNOWN_KEY']);
  });

  it(`a 6 MB document is refused before parsing: YAML_TOO_LARGE (limit ${MAX_WORKFLOW_BYTES} bytes)`, () => {
    const text = `version: '4.0'\nname: big\ndescription: "${'x'.repeat(6 * 1024 * 1024)}"\n`;
    expect(codes(check(text))).toEqual(['YAML_TOO_LARGE']);
  });

  for (const [label, text] of [
    ['10,000-deep flow sequences', `a: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`],
    ['10,000-deep flow mappings', `a: ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}\n`],
    ['1,000-deep flow sequences', `a: ${'['.repeat(1_000)}${']'.repeat(1_000)}\n`],
    ['2,000-deep block mappings', Array.from({ length: 2_000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n'],
    ['65-deep flow sequences', `a: ${'['.repeat(65)}${']'.repeat(65)}\n`],
  ] as const) {
    it(`${label}: refused as YAML_TOO_DEEP (limit ${MAX_DEPTH} levels), never a stack overflow`, () => {
      expect(codes(check(text))).toEqual(['YAML_TOO_DEEP']);
    });
  }

  it(`nesting at the limit (${MAX_DEPTH - 2} levels) is not refused for depth`, () => {
    expect(codes(check(`a: ${'['.repeat(MAX_DEPTH - 2)}${']'.repeat(MAX_DEPTH - 2)}\n`))).not.toContain('YAML_TOO_DEEP');
  });
});

// ------------------------------------------------------------------------------------------
// Prototype keys.

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

function protoWorkflow(stepId: string, input: string, status: string): string {
  return [
    "version: '4.0'",
    'name: proto',
    "state_path: 'runs/{{run_id}}/state.yaml'",
    'inputs:',
    `  required: [run_id, ${JSON.stringify(input)}]`,
    '  defaults:',
    `    ${JSON.stringify(input)}: 'polluted'`,
    'steps:',
    `  ${JSON.stringify(stepId)}:`,
    "    run: 'echo {{run_id}}'",
    "    output: 'out/a.md'",
    '    statuses:',
    `      ${JSON.stringify(status)}: DONE`,
    `      OTHER: ${JSON.stringify(stepId)}`,
    '',
  ].join('\n');
}

describe('prototype keys are inert', () => {
  it('as step ids, input names, defaults and statuses: nothing polluted; __proto__ refused with a code, the others kept as data', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROTO_NAMES), fc.constantFrom(...PROTO_NAMES), fc.constantFrom(...PROTO_NAMES), (stepId, input, status) => {
        const r = check(protoWorkflow(stepId, input, status));
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
        const uses = [stepId, input, status].includes('__proto__');
        if (uses) {
          // Plain objects cannot hold a __proto__ key (it would be dropped silently): refused.
          expect(codes(r)).toContain('INVALID_KEY');
          expect(r.diagnostics.find((d) => d.code === 'INVALID_KEY')!.message).toContain('__proto__');
        } else {
          expect(r.workflow, JSON.stringify(r.diagnostics)).toBeDefined();
          expect([...r.workflow!.steps.keys()]).toEqual([stepId]);
          expect(Object.prototype.hasOwnProperty.call(r.workflow!.steps.get(stepId)!.def.statuses, status)).toBe(true);
        }
      }),
      { numRuns: sized(80), seed: 7 },
    );
  });

  it('a __proto__ spelt through escapes (\\x, \\u, \\U, an escaped line break; JSON too) is refused like the plain one', () => {
    // The loader looks for '__proto__' keys only in a text that can spell the name (mayNameProto):
    // every way YAML and JSON have to write it without the literal text must still be found.
    for (const key of ['"\\x5f_proto__"', '"\\u005f_proto__"', '"_\\U0000005f\\x70roto__"']) {
      const yaml = check(`version: '4.0'\nname: p\nstate_path: s.yaml\nsteps:\n  a:\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE, ${key}: a}\n`);
      expect(codes(yaml), key).toContain('INVALID_KEY');
      expect(yaml.diagnostics.find((d) => d.code === 'INVALID_KEY')!.path, key).toEqual(['steps', 'a', 'statuses', '__proto__']);
    }
    // A key is one line; a list item may fold an escaped line break away.
    for (const eol of ['\n', '\r\n']) {
      const folded = check(`version: '4.0'\nname: p\nstate_path: s.yaml\ninputs:\n  required: [run_id, "__pro\\${eol}    to__"]\nsteps:\n  a:\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE}\n`);
      expect(folded.diagnostics.find((d) => d.code === 'INVALID_KEY')?.path, JSON.stringify(eol)).toEqual(['inputs', 'required', 1]);
    }
    const json = check('{"version": "4.0", "name": "p", "state_path": "s.yaml", "inputs": {"required": ["run_id", "\\u005f_proto__"]}, "steps": {"a": {"run": "true", "output": "o.md", "statuses": {"OK": "DONE"}}}}');
    expect(json.diagnostics.find((d) => d.code === 'INVALID_KEY')!.path).toEqual(['inputs', 'required', 1]);
    // A single-quoted scalar has no escapes: '\x5f_proto__' is that text, a name like any other.
    const plain = check(`version: '4.0'\nname: p\nstate_path: s.yaml\nsteps:\n  a:\n    run: 'true'\n    output: o.md\n    inputs: {'\\x5f_proto__': 1}\n    statuses: {OK: DONE}\n`);
    expect(codes(plain)).not.toContain('INVALID_KEY');
    expect(Object.keys(plain.workflow!.steps.get('a')!.def.inputs!)).toEqual(['\\x5f_proto__']);
  });

  it('a __proto__ key anywhere in the document never changes an object prototype', () => {
    const r = check(`version: '4.0'\nname: p\nstate_path: s.yaml\n__proto__: {polluted: 1}\nsteps:\n  a:\n    __proto__: {run: 'echo'}\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE}\n`);
    expect(r.workflow).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['run']).toBeUndefined();
  });
});
