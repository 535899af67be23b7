// The published JSON Schema flags, as an editor would (ajv, draft 2020-12), what validate refuses
// wherever JSON Schema can say the rule (scripts/gen-schema-rules.ts): each small workflow below
// breaks one rule, the schema refuses it and validate reports the code. Near misses of the same
// rules — what validate accepts — pass both. An inline gate_schema is read in the engine's words:
// its keywords and formats are the engine's own (ajv strict mode, ajv-formats).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../../scripts/gen-schema.js';
import { DEFAULT_ACTION_REF, initCommand } from '../../src/cli/commands/init.js';
import { convertWorkflow } from '../../src/core/commands/convert.js';
import { loadAllImporters } from '../../src/core/formats/index.js';
import { GATE_SCHEMA_FORMATS, GATE_SCHEMA_KEYWORDS } from '../../scripts/gen-schema-gate.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { withWorkflowReaders } from '../../src/core/model/workflow-readers.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { REPO } from './validate-helpers.js';
import { CAMPAIGN } from '../tiers.js';
import { COMPLETION_REQUIRE_PATTERN, FOREACH_SOURCE_PATTERN } from '../../scripts/gen-schema-rules.js';
import { parseRequire } from '../../src/core/steps/foreach/completion.js';
import { registryFormatOf } from '../../src/core/steps/foreach/registry.js';

const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>);

const dir = mkdtempSync(join(tmpdir(), 'stagegate-schema-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'schemas'));
writeFileSync(join(dir, 'schemas', 'G.YAML'), 'type: object\nproperties: {score: {type: integer}}\n');
writeFileSync(join(dir, 'schemas', 'g.txt'), '{}\n');
writeFileSync(join(dir, 'child.yaml'), "version: '4.0'\nname: child\nstate_path: 'runs/{{run_id}}/child_state.yaml'\ninputs: {required: [run_id]}\nsteps:\n  c: {run: 'true', output: 'runs/{{run_id}}/c.md', statuses: {OK: DONE}}\n");

const FORMATS = 'test/fixtures/formats';

/**
 * Converts each fixture (a path under test/fixtures/formats) that converts without errors and
 * holds the native text to the published schema; returns the ones converted.
 */
async function convertedFixtures(files: readonly string[]): Promise<string[]> {
  const importers = await loadAllImporters();
  const workspace = new Workspace(REPO);
  const converted: string[] = [];
  for (const file of files) {
    const rel = join(FORMATS, file);
    const conversion = convertWorkflow(workspace, rel, importers);
    if (conversion.yaml === null || conversion.format === 'native' || conversion.diagnostics.some((d) => d.severity === 'error')) continue;
    expect(conversion.nativeErrors, rel).toEqual([]);
    converted.push(rel);
    expect(validate(parse(conversion.yaml)), `${rel}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  }
  return converted;
}

let n = 0;
/** The error codes validate reports for `doc`, written as a workflow file of the workspace. */
async function errorCodes(doc: unknown): Promise<string[]> {
  const file = `wf${n++}.yaml`;
  writeFileSync(join(dir, file), JSON.stringify(doc));
  const report = await withWorkflowReaders((readers) => validateTargets(new Workspace(dir), [file], readers));
  return report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
}

const top = { version: '4.0', name: 'rules', state_path: 'runs/{{run_id}}/workflow_state.yaml', inputs: { required: ['run_id'] } };
const stage = { run: 'true', output: 'runs/{{run_id}}/a.md', statuses: { OK: 'DONE' } };
/** A workflow of one step `a`: the stage above with `extra`. */
const one = (extra: Record<string, unknown>) => ({ ...top, steps: { a: { ...stage, ...extra } } });
const steps = (s: Record<string, unknown>, more: Record<string, unknown> = {}) => ({ ...top, ...more, steps: s });
const branch = (id: string, body: Record<string, unknown>) => steps({ p: { parallel: { branches: { [id]: body } }, statuses: { PARALLEL_COMPLETE: 'DONE' } } });
const loop = (perItem: Record<string, unknown>) => steps({ f: { foreach: { source: 'r.md', id_field: 'ID', bindings: { slug: { field: 'ID' } } }, per_item: perItem, completion: { on_complete: 'DONE' } } });
const item = { run: 'true', output: 'runs/{{run_id}}/{{slug}}.md', statuses: { OK: 'next_artifact' } };

const REFUSED: Array<[code: string, doc: Record<string, unknown>]> = [
  // agent names: a built-in adapter or command (INVALID_VALUE), no placeholder.
  ['INVALID_VALUE', one({ agent: 'claud:sonnet' })],
  ['INVALID_VALUE', { ...one({}), execution: { agent: 'gpt' } }],
  ['AGENT_PLACEHOLDER', one({ agent: 'claude:{{model}}' })],
  // gate_schema: a JSON Schema as the engine reads it; a file by its extension, no placeholder; only where a gate is.
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { type: 'object', properties: { score: { type: 'integr' } } } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { type: 'object', requierd: ['score'] } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { required: 'score' } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { required: ['score', 'score'] } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { properties: { when: { format: 'datetime' } } } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { properties: { level: { enum: [] } } } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { properties: { n: { minimum: '3' } } } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { anyOf: [] } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { $async: true, required: ['score'] } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: { $schema: 'http://json-schema.org/draft-07/schema#' } })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: 'schemas/g.txt' })],
  ['GATE_SCHEMA_INVALID', one({ gate_schema: 'schemas/{{run_id}}.json' })],
  ['GATE_SCHEMA_NOT_GATED', steps({ a: { approval: { message: 'ok?' }, on_approve: 'DONE', gate_schema: { type: 'object' } } })],
  ['GATE_SCHEMA_NOT_GATED', steps({ a: { action: 'Tidy up.', on_complete: 'DONE', gate_schema: { type: 'object' } } })],
  ['GATE_SCHEMA_NOT_GATED', steps({ a: { parallel: { branches: { b: stage } }, statuses: { PARALLEL_COMPLETE: 'DONE' }, gate_schema: { type: 'object' } } })],
  // parallel steps.
  ['PARALLEL_NO_BRANCHES', steps({ p: { parallel: { branches: {} }, statuses: { PARALLEL_COMPLETE: 'DONE' } } })],
  ['PARALLEL_BRANCH_KIND', branch('ask', { approval: { message: 'ok?' }, on_approve: 'DONE' })],
  ['PARALLEL_NESTED', branch('inner', { parallel: { branches: { b: stage } }, statuses: { PARALLEL_COMPLETE: 'DONE' } })],
  ['PARALLEL_BRANCH_TARGET', { ...branch('b', { ...stage, statuses: { OK: 'after' } }), steps: { ...branch('b', { ...stage, statuses: { OK: 'after' } }).steps, after: { ...stage, output: 'runs/{{run_id}}/after.md' } } }],
  ['PARALLEL_STATUSES', steps({ p: { parallel: { branches: { b: stage } }, statuses: { PARALLEL_FAILED: 'BLOCKED' } } })],
  ['PARALLEL_STATUSES', steps({ p: { parallel: { branches: { b: stage } }, statuses: { PARALLEL_COMPLETE: 'DONE', LINT_OK: 'DONE' } } })],
  ['MISSING_OUTPUT', branch('b', { run: 'true', statuses: { OK: 'DONE' } })],
  ['STEP_ID_INVALID', branch('x/y', stage)],
  // what a step must carry, what its kind cannot.
  ['MISSING_OUTPUT', steps({ a: { run: 'true', statuses: { OK: 'DONE' } } })],
  ['MISSING_OUTPUT', steps({ a: { inline_instruction: 'Write it.', statuses: { OK: 'DONE' } } })],
  ['MISSING_OUTPUT', steps({ a: { inline_instruction: 'Write it.', statuses: { OK: 'DONE' }, result_contract: 'workflow_gate' } })],
  ['FAILURE_STATUS_INVALID', steps({ a: { action: 'Tidy up.', on_complete: 'DONE', failure_statuses: ['X'] } })],
  ['FAILURE_STATUS_INVALID', steps({ c: { child_workflow: 'child.yaml', statuses: { WORKFLOW_COMPLETE: 'DONE', X: 'BLOCKED' }, failure_statuses: ['X'] } })],
  ['FOREACH_NO_PER_ITEM', loop({})],
  // a registry named by its format's extension; a completion rule of the three forms.
  ['FOREACH_SOURCE_INVALID', steps({ f: { foreach: { source: 'registry.txt', id_field: 'ID', bindings: { slug: { field: 'ID' } } }, per_item: { x: item }, completion: { on_complete: 'DONE' } } })],
  ['FOREACH_COMPLETION_INVALID', steps({ f: { foreach: { source: 'r.md', id_field: 'ID', bindings: { slug: { field: 'ID' } } }, per_item: { x: item }, completion: { require: 'most items verified', on_complete: 'DONE' } } })],
  ['FOREACH_COMPLETION_INVALID', steps({ f: { foreach: { source: 'r.md', id_field: 'ID', bindings: { slug: { field: 'ID' } } }, per_item: { x: item }, completion: { require: 'all artifacts have Status != VERIFIED', on_complete: 'DONE' } } })],
  ['FOREACH_COMPLETION_INVALID', steps({ f: { foreach: { source: 'r.md', id_field: 'ID', bindings: { slug: { field: 'ID' } } }, per_item: { x: item }, completion: { require: 'all rows VERIFIED or DONE', on_complete: 'DONE' } } })],
  ['STEP_KIND_INVALID', loop({ ask: { approval: { message: 'ok?' }, on_approve: 'next_artifact' } })],
  ['STEP_ID_RESERVED', loop({ x: item, next_artifact: { ...item, output: 'runs/{{run_id}}/n-{{slug}}.md' } })],
  ['STEP_ID_RESERVED', steps({ a: { ...stage, statuses: { OK: 'BLOCKED' } }, BLOCKED: { ...stage, output: 'runs/{{run_id}}/b.md' } })],
  ['STEP_ID_INVALID', steps({ '..': stage })],
  ['STEP_ID_RESERVED', { ...top, phases: { first: { workflow: 'child.yaml', pass_inputs: ['run_id'] }, DONE: { workflow: 'child.yaml', derived_inputs: { run_id: 'd-{{run_id}}' } } } }],
  ['STEP_ID_INVALID', { ...top, phases: { 'design/review': { workflow: 'child.yaml', pass_inputs: ['run_id'] } } }],
  ['STEP_ID_INVALID', steps({ 'a\u202Eb': stage })],
  ['DECISION_ELSE_MISSING', steps({ d: { decide: [{ if: 'inputs.run_id != \'\'', to: 'DONE' }] } })],
  ['DECISION_ELSE_NOT_LAST', steps({ d: { decide: [{ else: 'DONE' }, { if: 'inputs.run_id != \'\'', to: 'DONE' }, { else: 'BLOCKED' }] } })],
  ['CHILD_FRESH_WITHOUT_IGNORE', steps({ c: { child_workflow: 'child.yaml', execution: { execution_mode: 'fresh', ignore_previous_completion: false }, statuses: { WORKFLOW_COMPLETE: 'DONE' } } })],
  // names a run owns, inputs listed twice, the state file, terminal:.
  ['AGENT_PACKAGE_VERSION_HARDCODED', { ...one({}), agent_package_version: '1.0' }],
  ['AGENT_PACKAGE_VERSION_HARDCODED', { ...one({}), inputs: { required: ['run_id', 'agent_package_version'] } }],
  ['AGENT_PACKAGE_VERSION_HARDCODED', { ...one({}), inputs: { required: ['run_id'], defaults: { agent_package_version: '1' } } }],
  ['AGENT_PACKAGE_VERSION_HARDCODED', one({ inputs: { agent_package_version: '1' } })],
  ['RUNNER_OWNED_OVERRIDDEN', { ...one({}), inputs: { required: ['run_id'], optional: ['workflow'] } }],
  ['RUNNER_OWNED_OVERRIDDEN', { ...one({}), inputs: { required: ['run_id'], defaults: { run_id: 'r1' } } }],
  ['DUPLICATE_INPUT', { ...one({}), inputs: { required: ['run_id', 'run_id'] } }],
  ['STATE_PATH_MARKDOWN', { ...one({}), state_path: 'runs/{{run_id}}/STATE.MD' }],
  ['TERMINAL_SUCCESS_STOP_CODE', { ...one({}), terminal: { success: 'WORKFLOW_BLOCKED_LOOP_LIMIT' } }],
  ['TERMINAL_BLOCKER_STATUS_DROPPED', { ...one({}), terminal: { preserve_external_blocker_status: false } }],
  // a model validate refuses: the agent CLI would read it as an option.
  ['INVALID_VALUE', one({ agent: 'claude:-x' })],
  ['INVALID_VALUE', { ...one({}), execution: { agent: ' codex : --fast' } }],
  // paths that leave the workspace as their own text says: absolute, climbing out from the start, into .git (any step, any path).
  ['PATH_OUTSIDE_WORKSPACE', { ...one({}), state_path: '/tmp/{{run_id}}/state.yaml' }],
  ['PATH_OUTSIDE_WORKSPACE', one({ output: '../a.md' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ output: './/../a.md' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ output: ' C:\\out\\a.md' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ output: '~/a.md' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ output: 'a/.Git. /hooks/pre-commit' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ output: 'git~1/a.md' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ gate_schema: '../schemas/g.json' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ agent: 'command: ../tools/agent.sh' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ agent: 'command:/usr/bin/agent' })],
  ['PATH_OUTSIDE_WORKSPACE', one({ skills: ['../x'] })],
  ['PATH_OUTSIDE_WORKSPACE', one({ skills: ['.git'] })],
  ['PATH_OUTSIDE_WORKSPACE', steps({ b: { prompt: '/etc/prompt.md', output: 'runs/{{run_id}}/b.md', statuses: { OK: 'DONE' } } })],
  ['PATH_OUTSIDE_WORKSPACE', steps({ c: { child_workflow: '../child.yaml', statuses: { WORKFLOW_COMPLETE: 'DONE' } } })],
  ['PATH_OUTSIDE_WORKSPACE', loop({ x: { ...item, output: '/runs/{{slug}}.md' } })],
  ['PATH_OUTSIDE_WORKSPACE', steps({ f: { foreach: { source: '/r.md', id_field: 'ID', bindings: { slug: { field: 'ID' } } }, per_item: { x: item }, completion: { on_complete: 'DONE' } } })],
  ['PATH_OUTSIDE_WORKSPACE', branch('b', { ...stage, output: '/tmp/b.md' })],
  ['PATH_OUTSIDE_WORKSPACE', { ...top, phases: { p: { workflow: '/child.yaml', pass_inputs: ['run_id'] } } }],
  ['PATH_OUTSIDE_WORKSPACE', { ...one({}), inputs: { required: ['run_id'], defaults: { artifact_root: '../runs/{{run_id}}' } } }],
  // a state file or output that names a directory whatever the inputs.
  ['STATE_PATH_NOT_A_FILE', { ...one({}), state_path: 'runs/{{run_id}}/' }],
  ['OUTPUT_NOT_A_FILE', one({ output: 'runs/{{run_id}}/.. ' })],
  ['OUTPUT_NOT_A_FILE', loop({ x: { ...item, output: 'runs\\{{slug}}\\' } })],
  ['OUTPUT_NOT_A_FILE', branch('b', { ...stage, output: 'runs/{{run_id}}/' })],
  // the entry of a workflow's steps is a step, never a transition target.
  ['UNKNOWN_TARGET', { ...one({}), entry: 'DONE' }],
  ['UNKNOWN_TARGET', { ...one({}), entry: 'next_artifact' }],
  // an item's targets are a per-item step's (the per_item near miss is in the fixtures' foreach workflows).
  ['UNKNOWN_TARGET', one({ statuses: { OK: 'next_artifact' } })],
  ['UNKNOWN_TARGET', { ...one({ statuses: { OK: { if_input_present: { mode: 'DONE' }, else: 'defer_current_artifact' } } }), inputs: { required: ['run_id'], optional: ['mode'] } }],
  ['UNKNOWN_TARGET', one({ on_failure: 'next_artifact' })],
  ['UNKNOWN_TARGET', steps({ a: { approval: { message: 'ok?' }, on_approve: 'DONE', on_reject: 'next_artifact' } })],
  ['UNKNOWN_TARGET', steps({ d: { decide: [{ if: "inputs.run_id == ''", to: 'next_artifact' }, { else: 'DONE' }] } })],
  ['UNKNOWN_TARGET', steps({ f: { foreach: { source: 'r.md', id_field: 'ID', bindings: { slug: { field: 'ID' } } }, per_item: { x: item }, completion: { on_complete: 'next_artifact' } } })],
];

describe('the published schema and validate agree on the rules JSON Schema can say', () => {
  it.each(REFUSED.map(([code, doc], i) => [i, code, doc] as const))('#%i %s: the schema refuses it, validate reports it', async (_i, code, doc) => {
    expect(validate(doc), `the schema accepts what validate refuses with ${code}`).toBe(false);
    expect(await errorCodes(doc)).toContain(code);
  });

  it('accepts the near misses validate accepts: agents with models, a gate_schema in the engine\'s words or a .YAML file, an action branch, a foreign contract without output, a fresh child that ignores its completion, one else last, a step id with a space or a dot', async () => {
    const doc = {
      ...top,
      inputs: { required: ['run_id'], optional: ['mode'], defaults: { label: 'x' } },
      execution: { agent: 'command:./agent.sh' },
      terminal: { success: 'IMPLEMENTATION_READY', preserve_external_blocker_status: true },
      steps: {
        'unit.tests': {
          ...stage,
          statuses: { OK: 'lint check' },
          agent: ' claude : sonnet',
          gate_schema: {
            $schema: 'https://json-schema.org/draft/2020-12/schema#',
            type: ['object'],
            required: ['score'],
            properties: { score: { type: 'integer', minimum: 0, multipleOf: 1 }, when: { format: 'date-time' }, tags: { type: 'array', items: { enum: ['a', 'b'] }, uniqueItems: true }, note: true },
            dependentRequired: { score: ['when'] },
            $defs: { spare: { 'x-anything': 1 } },
            if: { properties: { score: { const: 0 } } },
            then: { required: ['why'] },
          },
        },
        'lint check': { ...stage, output: 'runs/{{run_id}}/lint.md', gate_schema: 'schemas/G.YAML', statuses: { OK: 'both' } },
        both: {
          parallel: { branches: { notes: { action: 'Write notes.' }, 'v1.2': { ...stage, output: 'runs/{{run_id}}/v12.md', failure_statuses: ['BAD'], statuses: { OK: 'DONE', BAD: 'BLOCKED' } } } },
          statuses: { PARALLEL_COMPLETE: 'aiox', PARALLEL_FAILED: 'BLOCKED' },
        },
        aiox: { inline_instruction: 'Do it.', result_contract: 'aiox_step_output', statuses: { DONE: 'child' }, agent: 'codex', inputs: { agent_package_version: '{{ agent_package_version }}' } },
        child: { child_workflow: 'child.yaml', inputs: { run_id: 'c-{{run_id}}' }, execution: { execution_mode: 'fresh', ignore_previous_completion: true }, statuses: { WORKFLOW_COMPLETE: 'route' } },
        route: { decide: [{ if: "inputs.mode == 'fast'", to: 'DONE' }, { else: 'DONE' }] },
      },
    };
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(await errorCodes(doc)).toEqual([]);
  });

  it('accepts the near misses of the foreach rules validate accepts: a registry extension in any case, a source ending in a placeholder, each completion form in any case, has for have', async () => {
    const loopOf = (id: string, source: string, require: string, next: string) => ({ [id]: { foreach: { source, id_field: 'ID', bindings: { slug: { field: 'ID' } } }, per_item: { x: { ...item, output: `runs/{{run_id}}/${id}-{{slug}}.md` } }, completion: { require, on_complete: next } } });
    const doc = {
      ...top,
      inputs: { required: ['run_id'], defaults: { reg: 'r.json' } },
      steps: {
        ...loopOf('a', 'r.MD', 'All Items Verified', 'b'),
        ...loopOf('b', 'regs/r.Markdown', 'all rows DONE_OK', 'c'),
        ...loopOf('c', 'r.yml', 'all implementation-required artifacts HAS DD Verification == VERIFIED', 'd'),
        ...loopOf('d', '{{reg}} ', "all rows have 'Status' = \"VERIFIED\"", 'DONE'),
      },
    };
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect((await errorCodes(doc)).filter((c) => c.startsWith('FOREACH_'))).toEqual([]);
  });

  it('reads completion.require and a registry source as validate does, over sentences built from the words and signs that decide them', () => {
    // The patterns restate parseRequire and registryFormatOf; 20,000 seeded sentences of the have form
    // (spaces, line breaks, quotes and operators in every place) and every extension must agree.
    const require = new RegExp(COMPLETION_REQUIRE_PATTERN, 'u');
    let seed = 48;
    const pick = (options: readonly string[]): string => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return options[seed % options.length]!;
    };
    const space = [' ', '  ', '\n', '\t', ''];
    const word = ['rows', 'items', 'x', 'have', 'has', 'DD V', '"', '""', "'x'", '!', '<', '>', '=', 'verified', '-'];
    let accepted = 0;
    for (let i = 0; i < 20000; i++) {
      const parts = [space, ['all', 'All', 'al'], space, word, space, word, space, ['have', 'has', 'HAVE', 'haves', 'verified'], space, word, space, ['=', '==', '!=', '<>', '', '= ='], space, word, space];
      const text = parts.map(pick).join('');
      const valid = parseRequire(text) !== undefined;
      if (valid) accepted++;
      expect(require.test(text), JSON.stringify(text)).toBe(valid);
    }
    expect(accepted).toBeGreaterThan(500);
    const source = new RegExp(FOREACH_SOURCE_PATTERN, 'u');
    for (const ext of ['.md', '.MD', '.Markdown', '.yaml', '.YAML', '.yml', '.json', '.Json', '.txt', '.md ', '.jsonl', '.ymlx', '', '{{reg}}', '{{reg}} ', '{{reg}}.csv']) {
      const path = `regs/r${ext}`;
      expect(source.test(path), path).toBe(/\}\}\s*$/.test(path) || registryFormatOf(path) !== undefined);
    }
  });

  it('accepts the near misses of the path rules validate accepts: a dot file or folder, a folder whose name starts with two dots, a name ending in dots, ~ not followed by /, .gitx, a command on the PATH or in the workspace, a drive letter without a / in command:, a model with a dash inside', async () => {
    const doc = {
      ...top,
      inputs: { required: ['run_id'], optional: ['dest'], defaults: { artifact_root: 'runs/{{run_id}}', dest: '/tmp/elsewhere' } },
      execution: { agent: 'claude:claude-sonnet-4-5' },
      steps: {
        a: { ...stage, output: '.out/a.md', statuses: { OK: 'b' }, gate_schema: 'schemas/G.YAML' },
        b: { ...stage, output: '..runs/{{run_id}}/b.', statuses: { OK: 'c' } },
        c: { ...stage, output: 'a/.../~c.md', statuses: { OK: 'd' } },
        d: { ...stage, output: 'runs/.gitx/{{run_id}}.md', statuses: { OK: 'e' } },
        e: { inline_instruction: 'Do it.', output: 'runs/{{run_id}}/e.md', agent: 'command:cat', statuses: { OK: 'f' } },
        f: { inline_instruction: 'Do it.', output: 'runs/{{run_id}}/f.md', agent: ' command : ./tools/agent.sh ', statuses: { OK: 'g' } },
        g: { inline_instruction: 'Do it.', output: 'runs/{{run_id}}/g.md', agent: 'command:C:\\agent.exe', statuses: { OK: 'DONE' } },
      },
      entry: 'a',
    };
    mkdirSync(join(dir, 'tools'), { recursive: true });
    writeFileSync(join(dir, 'tools', 'agent.sh'), '#!/bin/sh\n');
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(await errorCodes(doc)).toEqual([]);
  });

  it('accepts every 4.0 workflow of the fixtures and the examples (a file with a top-level state_path)', () => {
    const found: string[] = [];
    for (const root of ['test/fixtures', 'workflows']) {
      for (const entry of readdirSync(join(REPO, root), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        let doc: unknown;
        try {
          doc = parse(readFileSync(file, 'utf8'));
        } catch {
          continue; // a fixture of a YAML mistake
        }
        if (doc === null || typeof doc !== 'object' || !Object.hasOwn(doc, 'state_path')) continue;
        found.push(file);
        expect(validate(doc), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
      }
    }
    expect(found.length).toBeGreaterThanOrEqual(24);
  });

  // What stagegate itself writes is what a user opens in an editor next: a false error there is
  // the first thing they would see.
  it('accepts what stagegate writes: convert of an aiox, a maestro-flow and a CCW fixture, and the init scaffold', async () => {
    // npm test's case of the sweep below (the slow tier's campaign project runs every fixture).
    const converted = await convertedFixtures(['aiox/qa-loop.yaml', 'ccw/quick-bugfix.json', 'maestro/quality-loop.json', 'maestro/wild/chains/_dispatch.json']);
    expect(converted).toHaveLength(4);
    const scaffold = join(dir, 'scaffold');
    expect(initCommand({ dir: scaffold, name: 'example', action: DEFAULT_ACTION_REF }).exitCode).toBe(0);
    const doc: unknown = parse(readFileSync(join(scaffold, 'stagegate', 'workflow.yaml'), 'utf8'));
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const report = await withWorkflowReaders((readers) => validateTargets(new Workspace(scaffold), ['stagegate/workflow.yaml'], readers));
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('accepts what stagegate writes: convert of every aiox, maestro-flow and CCW fixture that validates', { tags: [CAMPAIGN] }, async () => {
    const all = readdirSync(join(REPO, FORMATS), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name) && !entry.name.includes('fake-agent') && !entry.name.endsWith('.stagegate.yaml'))
      .map((entry) => join(entry.parentPath, entry.name).slice(join(REPO, FORMATS).length + 1));
    expect((await convertedFixtures(all)).length).toBeGreaterThanOrEqual(20);
  });

  it("reads a gate_schema in the engine's words: every keyword ajv knows in strict mode (but `id`, which it refuses), every ajv-formats format", () => {
    const addFormats = ((formatsPlugin as unknown as { default?: typeof formatsPlugin }).default ?? formatsPlugin) as unknown as (ajv: Ajv2020) => Ajv2020;
    const ajv = addFormats(new Ajv2020({ strictSchema: true }));
    const known = Object.keys((ajv as unknown as { RULES: { keywords: Record<string, unknown> } }).RULES.keywords).filter((k) => k !== 'id');
    expect([...GATE_SCHEMA_KEYWORDS].sort()).toEqual(known.sort());
    expect([...GATE_SCHEMA_FORMATS].sort()).toEqual(Object.keys(fullFormats).sort());
  });
});
