// The published JSON Schema (schema/workflow.schema.json): generated from the zod model,
// committed, and really accepting the corpus workflows (checked with ajv, draft 2020-12).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, sep } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, workflowSchemaText } from '../../scripts/gen-schema.js';
import { WorkflowFile } from '../../src/core/model/schema.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import type * as z from '../../src/core/model/zod.js';
import { CORPUS, PACKAGES, REPO } from './validate-helpers.js';

const committed = readFileSync(SCHEMA_FILE, 'utf8');
const schema = JSON.parse(committed) as Record<string, unknown>;

function workflowFiles(): string[] {
  const files: string[] = ['hello', 'release', 'fan-out'].map((name) => join(REPO, 'workflows', 'examples', name, 'workflow.yaml'));
  files.push(join(REPO, 'workflows', 'examples', 'agent', '.ai-engineering', 'workflows', 'requirement-to-design.yaml'));
  for (const pkg of PACKAGES) {
    const dir = join(CORPUS, pkg, '.ai-engineering', 'workflows');
    for (const f of readdirSync(dir)) if (f.endsWith('.yaml')) files.push(join(dir, f));
  }
  return files;
}

/** Names of the no-op checks (describe, meta) on any schema reachable from `root`. */
function noOpChecks(root: z.core.$ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const zod = (value as { _zod?: { def?: Record<string, unknown> } })._zod;
    if (zod?.def) {
      for (const check of (zod.def['checks'] as Array<{ _zod: { def: { check: string } } }> | undefined) ?? []) {
        if (check._zod.def.check === 'describe' || check._zod.def.check === 'meta') found.push(check._zod.def.check);
      }
      visit(zod.def);
      return;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child);
  };
  visit(root);
  return found;
}

function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

describe('schema/workflow.schema.json', () => {
  it('is up to date with src/core/model/schema.ts (run `npm run schema` when this fails)', () => {
    expect(committed).toBe(workflowSchemaText());
  });

  it('is draft 2020-12 with descriptions', () => {
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(committed).toContain('"description": "A stagegate workflow (Run Engineering 4.0 format)."');
    const defs = schema['$defs'] as Record<string, { description?: string }>;
    expect(defs['Step']?.description).toMatch(/^A workflow step/);
  });

  it('carries its descriptions in the registry, not as checks zod runs at every value it parses', () => {
    // .check(z.describe()) is a no-op check run for every value (~30 per step: docs/benchmarks.md B2).
    expect(noOpChecks(WorkflowFile)).toEqual([]);
  });

  it('accepts every corpus workflow and the examples (ajv)', () => {
    const validate = validator();
    const files = workflowFiles();
    expect(files.length).toBe(12);
    for (const file of files) {
      const ok = validate(parse(readFileSync(file, 'utf8')));
      expect(ok, `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('rejects an unknown key, a bad enum value and a bad binding transform', () => {
    const validate = validator();
    const base = parse(readFileSync(join(CORPUS, 'design-to-implementation', '.ai-engineering', 'workflows', 'design-to-implementation.yaml'), 'utf8'));
    const withUnknown = structuredClone(base);
    withUnknown.steps.wbs_generation.ouput = 'x.md';
    expect(validate(withUnknown)).toBe(false);
    const badMode = structuredClone(base);
    badMode.execution.delegation_mode = 'parallel';
    expect(validate(badMode)).toBe(false);
    const badTransform = structuredClone(base);
    badTransform.steps.detailed_design_loop.foreach.bindings.artifact_slug.transform = 'kebab';
    expect(validate(badTransform)).toBe(false);
    const perItemUnknown = structuredClone(base);
    perItemUnknown.steps.detailed_design_loop.per_item.detailed_design.statusses = {};
    expect(validate(perItemUnknown)).toBe(false);
  });

  it('agrees with the loader on version: \'4.0\' and an unquoted 4.0 (the number 4) pass, other versions do not', () => {
    const validate = validator();
    const base = parse(readFileSync(join(REPO, 'workflows', 'examples', 'hello', 'workflow.yaml'), 'utf8'));
    const unquoted = parse(readFileSync(join(REPO, 'workflows', 'examples', 'hello', 'workflow.yaml'), 'utf8').replace("version: '4.0'", 'version: 4.0'));
    expect(unquoted.version).toBe(4);
    expect(validate(unquoted)).toBe(true);
    for (const version of ['3.0', '4', 4.1, 3, '4.0.0']) expect(validate({ ...base, version }), String(version)).toBe(false);
  });

  it('rejects what validate rejects under "Shape": no steps nor phases, steps: {}, phases: {}, both, a step with no kind or two (per-item steps and branches too)', () => {
    const validate = validator();
    const top = { version: '4.0', name: 'shape', state_path: 'runs/{{run_id}}/workflow_state.yaml' };
    const ok = { a: { run: 'true', output: 'a.md', statuses: { OK: 'DONE' } } };
    const cases: Array<[string, Record<string, unknown>]> = [
      ['NO_STEPS', { ...top }],
      ['NO_STEPS', { ...top, steps: {} }],
      ['NO_STEPS', { ...top, phases: {} }],
      ['STEPS_AND_PHASES', { ...top, steps: ok, phases: { p: { workflow: 'child.yaml' } } }],
      ['STEP_KIND_INVALID', { ...top, steps: { a: { on_complete: 'DONE' } } }],
      ['STEP_KIND_INVALID', { ...top, steps: { a: { run: 'true', prompt: 'p.md', on_complete: 'DONE' } } }],
      ['STEP_KIND_INVALID', { ...top, steps: { a: { parallel: { branches: { b: { run: 'true', action: 'x' } } }, statuses: { PARALLEL_COMPLETE: 'DONE' } } } }],
      // The routes each kind needs (MISSING_*), wherever the kind stands.
      ['MISSING_ON_COMPLETE', { ...top, steps: { a: { approval: { message: 'go?' }, on_reject: 'BLOCKED' } } }],
      ['MISSING_STATUSES', { ...top, steps: { a: { run: 'true', output: 'a.md', statuses: {} } } }],
      ['MISSING_STATUSES', { ...top, steps: { a: { prompt: 'p.md', output: 'a.md' } } }],
      ['MISSING_STATUSES', { ...top, steps: { a: { prompt: 'p.md', output: 'a.md', retry_step: 'a', statuses: {} } } }],
      ['MISSING_STATUSES', { ...top, steps: { a: { inline_instruction: 'Do it.', output: 'a.md', statuses: {} } } }],
      ['MISSING_STATUSES', { ...top, steps: { a: { child_workflow: 'child.yaml', statuses: {} } } }],
      ['MISSING_STATUSES', { ...top, steps: { a: { parallel: { branches: { b: { run: 'true', output: 'b.md', statuses: {} } } }, statuses: { PARALLEL_COMPLETE: 'DONE' } } } }],
      ['MISSING_ON_COMPLETE', { ...top, steps: { a: { action: 'Tidy up.' } } }],
      ['MISSING_ON_SKIP', { ...top, steps: { a: { run: 'true', output: 'a.md', statuses: { OK: 'DONE' }, optional: true } } }],
      ['MISSING_ON_SKIP', { ...top, steps: { a: { run: 'true', output: 'a.md', statuses: { OK: 'DONE' }, on_failure: 'skip' } } }],
      ['MISSING_TERMINAL_STATUS', { ...top, steps: { a: { instruction: 'Ask a person.' } } }],
      ['MISSING_ON_COMPLETE', { ...top, steps: { a: { foreach: { source: 'r.md', id_field: 'ID' }, per_item: { x: { run: 'true', output: 'x-{{item_id}}.md', statuses: { OK: 'next_artifact' } } }, completion: { require: 'all items verified' } } } }],
      ['MISSING_STATUSES', { ...top, steps: { a: { foreach: { source: 'r.md', id_field: 'ID' }, per_item: { x: { run: 'true', output: 'x-{{item_id}}.md', statuses: {} } }, completion: { on_complete: 'DONE' } } } }],
      ['MISSING_ON_COMPLETE', { ...top, steps: { a: { foreach: { source: 'r.md', id_field: 'ID' }, per_item: { x: { action: 'Note it.' } }, completion: { on_complete: 'DONE' } } } }],
    ];
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-schema-shape-'));
    try {
      expect(validate({ ...top, steps: ok }), JSON.stringify(validate.errors)).toBe(true);
      cases.forEach(([code, doc], n) => {
        expect(validate(doc), `${code} #${n}: the schema accepts it`).toBe(false);
        writeFileSync(join(dir, `wf${n}.yaml`), JSON.stringify(doc));
        const codes = validateTargets(new Workspace(dir), [`wf${n}.yaml`]).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
        expect(codes, `${code} #${n}`).toContain(code);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('accepts what validate accepts of those kinds: an action branch of a parallel step without on_complete, an approval without on_reject, optional: false and on_failure to a step without on_skip', () => {
    const validate = validator();
    const top = { version: '4.0', name: 'shape', state_path: 'runs/{{run_id}}/workflow_state.yaml', inputs: { required: ['run_id'] } };
    const doc = {
      ...top,
      steps: {
        first: { run: 'true', output: 'runs/{{run_id}}/first.md', statuses: { OK: 'ask' }, optional: false, on_failure: 'BLOCKED' },
        ask: { approval: { message: 'go?' }, on_approve: 'both' },
        both: {
          parallel: { branches: { note: { action: 'Write a note.' }, check: { run: 'true', output: 'runs/{{run_id}}/check.md', statuses: { OK: 'DONE', BAD: 'BLOCKED' } } } },
          statuses: { PARALLEL_COMPLETE: 'DONE', PARALLEL_FAILED: 'BLOCKED' },
        },
      },
    };
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-schema-shape-'));
    try {
      writeFileSync(join(dir, 'wf.yaml'), JSON.stringify(doc));
      expect(validateTargets(new Workspace(dir), ['wf.yaml']).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is where the docs point editors at: each documented $schema= path, VS Code key and JetBrains mapping names this file, and the package ships it', () => {
    // The schema has no $id (validation.md#in-editors: no canonical URL yet), so these paths are the whole of how an editor finds it.
    const schema = 'schema/workflow.schema.json';
    expect(posix.relative(REPO.split(sep).join('/'), SCHEMA_FILE.split(sep).join('/'))).toBe(schema);
    const files = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { files: string[] }).files;
    // Installed as a package: node_modules/stagegate/<a path the package ships>.
    const installed = `node_modules/stagegate/${schema}`;
    expect(files.some((f) => schema === f || schema.startsWith(`${f}/`))).toBe(true);
    const kinds = new Set<string>();
    for (const doc of ['docs/workflow-format.md', 'docs/validation.md']) {
      const text = readFileSync(join(REPO, doc), 'utf8');
      // The folder the doc puts the workflow in ("a workflow in `.ai-engineering/workflows/`").
      const folder = /workflow in\s+`([^`]+)`/.exec(text)?.[1]?.replace(/\/$/, '');
      expect(folder, doc).toBeDefined();
      for (const [, path] of text.matchAll(/\$schema=([^\s`…]+)/g)) {
        if (path!.includes('node_modules/')) {
          expect(posix.join(folder!, path!), `${doc}: ${path}`).toBe(installed);
          kinds.add('modeline (package)');
        } else {
          // Inside this repository: up to its root, then the schema.
          expect(path!.replace(/^(\.\.\/)+/, ''), `${doc}: ${path}`).toBe(schema);
          kinds.add('modeline (repository)');
        }
      }
      for (const [, settings] of text.matchAll(/```json\n(\{ "yaml\.schemas".*)\n```/g)) {
        for (const [key, glob] of Object.entries((JSON.parse(settings!) as { 'yaml.schemas': Record<string, string> })['yaml.schemas'])) {
          expect([posix.normalize(key), posix.dirname(glob)], doc).toEqual([installed, folder]);
          kinds.add('VS Code');
        }
      }
      const jetbrains = /JSON Schema Mappings: add a mapping \(`\+`\) whose schema\s+file is `([^`]+)`[\s\S]*?file path pattern `([^`]+)`/.exec(text);
      if (jetbrains) {
        expect([jetbrains[1], posix.dirname(jetbrains[2]!)], doc).toEqual([installed, folder]);
        kinds.add('JetBrains');
      }
    }
    expect([...kinds].sort()).toEqual(['JetBrains', 'VS Code', 'modeline (package)', 'modeline (repository)']);
  });

  it('is what the example points editors at', () => {
    const example = readFileSync(join(REPO, 'workflows', 'examples', 'hello', 'workflow.yaml'), 'utf8');
    expect(example.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schema/workflow.schema.json');
  });
});
