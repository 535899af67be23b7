// Every whole stagegate workflow a doc shows (a ```yaml block of README.md or docs/*.md with a
// top-level version: and steps: or phases:) is one a user may copy: validate (in process, one
// temp workspace) must find no error in it. An example that is wrong on purpose says so just
// above its block — <!-- invalid: CODE --> — and must raise that error. Files an example names
// (prompts, scripts, child workflows) are not in the doc: their absence is not the example's fault.
// A block of steps (`steps:` without the top, or step ids indented as under steps:) is checked
// for the shape of each step only (one kind, known keys, types): its transitions may name steps
// the doc leaves out. validation.md's catalog shows broken fragments on purpose: not checked there.
// A block that only looks like steps (a state file's) says so above it: <!-- not-a-workflow: … -->.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { withGateSchemaEngine } from '../../src/core/gate/gate-schema.js';
import { REPO } from './validate-helpers.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { SCHEMA_FILE } from '../../scripts/gen-schema.js';

/** A whole 4.0 workflow example (not a fragment): top-level version: and steps:/phases:. */
const looksLikeWorkflow = (text: string) => /^version\s*:/m.test(text) && /^(steps|phases)\s*:/m.test(text);

interface Example {
  where: string;
  text: string;
  /** Steps only: wrapped in a workflow's top, checked for step shape. */
  fragment: boolean;
  /** The error code an example marked <!-- invalid: CODE --> must raise. */
  invalid: string | undefined;
}

const TOP = "version: '4.0'\nname: example\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\n";

const INVALID = /^<!--\s*invalid:\s*([A-Z][A-Z0-9_]*)\s*-->$/;

function examples(file: string): Example[] {
  const lines = readFileSync(join(REPO, file), 'utf8').split('\n');
  const out: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```yaml') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end]!.trim().startsWith('```')) end++;
    let above = i - 1;
    while (above >= 0 && lines[above]!.trim() === '') above--;
    const marked = above >= 0 ? INVALID.exec(lines[above]!.trim()) : null;
    if (above >= 0 && lines[above]!.trim().startsWith('<!-- not-a-workflow')) {
      i = end;
      continue;
    }
    // An indented block (in a list item) is dedented as a reader would copy it.
    const indent = /^\s*/.exec(lines[i]!)![0].length;
    const text = lines.slice(start, end).map((l) => l.slice(Math.min(indent, /^\s*/.exec(l)![0].length))).join('\n');
    const where = `${file}:${start + 1}`;
    if (looksLikeWorkflow(text) || marked !== null) out.push({ where, text, fragment: false, invalid: marked?.[1] });
    else if (file !== 'docs/validation.md' && /^steps:\s*$/m.test(text) && !/^(version|jobs|kind|schema):/m.test(text)) out.push({ where, text: `${TOP}${text}`, fragment: true, invalid: undefined });
    else if (file !== 'docs/validation.md' && /^(\s*#.*\n)* {2}[a-z_][a-z0-9_]*:\s*(#.*)?\n {4}[a-z_]+:/.test(text)) out.push({ where, text: `${TOP}steps:\n${text}`, fragment: true, invalid: undefined });
    i = end;
  }
  return out;
}

const DOCS = ['README.md', ...readdirSync(join(REPO, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const ALL = DOCS.flatMap(examples);

/** Findings that come from files the example names but the doc cannot hold. */
const ABSENT_FILES = new Set(['PROMPT_NOT_FOUND', 'SKILL_NOT_FOUND', 'CHILD_WORKFLOW_NOT_FOUND']);

/** What a block of steps is checked for: the shape of each step. */
const STEP_SHAPE = new Set(['STEP_KIND_INVALID', 'UNKNOWN_KEY', 'INVALID_TYPE', 'YAML_PARSE_ERROR', 'YAML_DUPLICATE_KEY']);

const dir = mkdtempSync(join(tmpdir(), 'stagegate-doc-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function errorsOf(example: Example, n: number): string[] {
  const file = `example-${n}.yaml`;
  writeFileSync(join(dir, file), example.text);
  const report = validateTargets(new Workspace(dir), [file]);
  return report.diagnostics.filter((d) => d.severity === 'error' && d.file === file).map((d) => `${d.code} (line ${d.line}): ${d.message}`);
}

describe('workflow examples in the docs', () => {
  it('there are some (the extraction finds them)', () => {
    expect(ALL.filter((e) => !e.fragment).length).toBeGreaterThanOrEqual(2);
    expect(ALL.filter((e) => e.fragment).length).toBeGreaterThan(10);
  });

  it('each whole workflow validates without errors; each marked invalid raises its code', async () => {
    const problems: string[] = [];
    await withGateSchemaEngine(() => {
    ALL.forEach((example, n) => {
      const errors = errorsOf(example, n).filter((e) => !ABSENT_FILES.has(e.split(' ')[0]!) && (!example.fragment || STEP_SHAPE.has(e.split(' ')[0]!)));
      if (example.invalid === undefined) for (const e of errors) problems.push(`${example.where}: ${e}`);
      else if (!errors.some((e) => e.startsWith(`${example.invalid} `))) problems.push(`${example.where}: marked invalid: ${example.invalid}, but validate raised ${errors.length > 0 ? errors.join('; ') : 'no error'}`);
    });
    });
    expect(problems).toEqual([]);
  });

  it('each whole workflow shown as valid is valid under the published JSON Schema (an editor does not flag what validate accepts)', () => {
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);
    const whole = ALL.filter((e) => !e.fragment && e.invalid === undefined);
    expect(whole.length).toBeGreaterThanOrEqual(1);
    const refused = whole.filter((e) => !validate(parse(e.text))).map((e) => `${e.where}: ${JSON.stringify(validate.errors)}`);
    expect(refused).toEqual([]);
  });
});
