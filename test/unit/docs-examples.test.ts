// The examples of README.md and docs/*.md are what users copy (docs/testing.md#the-docs-examples):
// - every ```yaml block is a whole stagegate workflow (validated in process, in a temp workspace
//   where the prompt files it names exist and each child workflow it names is a stub taking the
//   inputs it passes: no error may remain), a GitHub workflow (docs-workflows.test.ts), or says
//   what it is in an HTML comment just above it: <!-- fragment --> (part of a workflow file: it
//   parses, and a block of steps is checked for each step's shape), <!-- run-map --> (a
//   .stagegate.yaml run map: parseSidecar finds nothing), <!-- template --> (a shape with
//   placeholders), <!-- not-a-workflow: why --> (a state file's excerpt), <!-- invalid: CODE -->
//   (wrong on purpose: validate must raise CODE). docs/validation.md's catalog shows broken
//   examples on purpose: its blocks need no mark;
// - every block holding a WORKFLOW_GATE block, a step_output: block or a COORDINATE RESULT block
//   parses with the runner's parser (unless marked template), and each `stagegate gate …` a doc
//   shows writes the block the doc shows next (the command's code, in process);
// - every stagegate command line of a shell session parses as the CLI parses it (command, flags);
// - every fence closes (a closing fence with text after it runs the block on to the next fence).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { withWorkflowReaders, type WorkflowReaders } from '../../src/core/model/workflow-readers.js';
import { parseGateText } from '../../src/core/gate/workflow-gate.js';
import { parseAioxStepOutput } from '../../src/core/gate/contracts/aiox-step-output.js';
import { parseMaestroCoordinate } from '../../src/core/gate/contracts/maestro-coordinate.js';
import { parseSidecar } from '../../src/core/formats/sidecar.js';
import { gateCommand } from '../../src/cli/commands/gate.js';
import { parseCommandLine } from '../../src/cli/args.js';
import { COMMAND_NAMES } from '../../src/cli/spec.js';
import { REPO } from './validate-helpers.js';
import { docBlocks, docFiles, type BadFence, type DocBlock } from '../helpers/doc-blocks.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse, parseDocument } from 'yaml';
import { SCHEMA_FILE } from '../../scripts/gen-schema.js';

/** A whole 4.0 workflow example (not a fragment): top-level version: and steps:/phases:. */
const looksLikeWorkflow = (text: string) => /^version\s*:/m.test(text) && /^(steps|phases)\s*:/m.test(text);
/** A GitHub workflow or a list of its steps (docs-workflows.test.ts checks those). */
const looksLikeGitHub = (text: string) => /^\s*(jobs|runs-on):/m.test(text) || /^\s*(- )?uses:/m.test(text) || /^(\s*#.*\n)*\s*- /.test(text);

const bad: BadFence[] = [];
const BLOCKS: DocBlock[] = docFiles(REPO).flatMap((f) => docBlocks(REPO, f, bad));
const YAML = BLOCKS.filter((b) => b.lang === 'yaml' || b.lang === 'yml');

const TOP = "version: '4.0'\nname: example\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\n";

/** A marked fragment that is a block of steps, wrapped in a workflow's top (undefined: not steps). */
function stepsOf(b: DocBlock): string | undefined {
  if (/^steps:\s*$/m.test(b.text) && !/^(version|jobs|kind|schema):/m.test(b.text)) return `${TOP}${b.text}`;
  if (/^(\s*#.*\n)* {2}[a-z_][a-z0-9_]*:\s*(#.*)?\n {4}[a-z_]+:/.test(b.text)) return `${TOP}steps:\n${b.text}`;
  return undefined;
}

/** What a block of steps is checked for: the shape of each step. */
const STEP_SHAPE = new Set(['STEP_KIND_INVALID', 'UNKNOWN_KEY', 'INVALID_TYPE', 'YAML_PARSE_ERROR', 'YAML_SYNTAX', 'YAML_DUPLICATE_KEY']);

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every value of `key` anywhere in a parsed document, with the mapping it sits in. */
function valuesOf(doc: unknown, key: string, out: Array<[unknown, Record<string, unknown>]> = []): Array<[unknown, Record<string, unknown>]> {
  if (Array.isArray(doc)) for (const v of doc) valuesOf(v, key, out);
  else if (isMap(doc)) {
    for (const [k, v] of Object.entries(doc)) {
      if (k === key) out.push([v, doc]);
      valuesOf(v, key, out);
    }
  }
  return out;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * The example in a workspace of its own, with what it names but a doc cannot hold: each prompt
 * file (a line of text) and each child workflow (one shell stage, requiring every input the
 * example passes it, its state under its artifact_root or its own folder of runs/).
 */
function workspaceFor(text: string, n: number): string {
  const dir = mkdtempSync(join(tmpdir(), `stagegate-doc-example-${n}-`));
  dirs.push(dir);
  const write = (path: string, body: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  write('example.yaml', text);
  let doc: unknown;
  try {
    doc = parse(text);
  } catch {
    return dir; // validate reports the YAML
  }
  for (const [prompt] of valuesOf(doc, 'prompt')) if (typeof prompt === 'string') write(prompt, 'Do the step.\n');
  const children = [...valuesOf(doc, 'child_workflow'), ...(isMap(doc) && isMap(doc.phases) ? valuesOf(doc.phases, 'workflow') : [])];
  children.forEach(([path, at], i) => {
    if (typeof path !== 'string') return;
    const passed = [...(Array.isArray(at.pass_inputs) ? at.pass_inputs.map(String) : []), ...Object.keys(isMap(at.derived_inputs) ? at.derived_inputs : {}), ...Object.keys(isMap(at.inputs) ? at.inputs : {})];
    const state = passed.includes('artifact_root') ? '{{artifact_root}}/workflow_state.yaml' : `runs/{{run_id}}/child-${i}/workflow_state.yaml`;
    write(path, `version: '4.0'\nname: child-${i}\nstate_path: '${state}'\ninputs: { required: [${[...new Set(['run_id', ...passed])].join(', ')}] }\nsteps:\n  work: { run: 'true', output: 'runs/{{run_id}}/child-${i}/work.md', statuses: { OK: DONE } }\n`);
  });
  return dir;
}

function errorsIn(dir: string, readers: WorkflowReaders): string[] {
  const report = validateTargets(new Workspace(dir), ['example.yaml'], readers);
  return report.diagnostics.filter((d) => d.severity === 'error' && d.file === 'example.yaml').map((d) => `${d.code} (line ${d.line}): ${d.message}`);
}

const code = (e: string) => e.split(' ')[0]!;

describe('the fences of the docs', () => {
  it('each closes its block (a fence with text after it is no closing fence: the block would run on to the next one)', () => {
    expect(bad).toEqual([]);
  });

  it('a fence with text after it is found', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-doc-fence-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs/x.md'), 'a\n\n```yaml\nagent: claude\n``` Then text.\n\n```bash\nls\n```\n');
    const found: BadFence[] = [];
    docBlocks(dir, 'docs/x.md', found);
    expect(found).toEqual([
      { where: 'docs/x.md:5', line: '``` Then text.' },
      { where: 'docs/x.md:7', line: '```bash' },
    ]);
  });
});

describe('yaml examples in the docs', () => {
  it('there are some of each kind (the extraction finds them)', () => {
    expect(YAML.filter((b) => looksLikeWorkflow(b.text) && b.mark === undefined).length).toBeGreaterThanOrEqual(1);
    expect(YAML.filter((b) => b.mark === 'fragment').length).toBeGreaterThan(10);
    expect(YAML.filter((b) => b.mark === 'fragment' && stepsOf(b) !== undefined).length).toBeGreaterThan(10);
    expect(YAML.filter((b) => b.mark === 'invalid').length).toBeGreaterThanOrEqual(1);
    expect(YAML.filter((b) => b.mark === 'run-map').length).toBeGreaterThanOrEqual(2);
  });

  it('each is a whole workflow, a GitHub workflow, or says what it is (<!-- fragment --> …)', () => {
    const unmarked = YAML.filter((b) => !b.catalog && b.mark === undefined && !looksLikeWorkflow(b.text) && !looksLikeGitHub(b.text));
    expect(unmarked.map((b) => `${b.where}: neither a whole workflow nor a GitHub workflow: mark it (docs/testing.md#the-docs-examples)`)).toEqual([]);
  });

  it('each whole workflow validates without errors, the files it names made; each marked invalid raises its code', async () => {
    const whole = YAML.filter((b) => (looksLikeWorkflow(b.text) && b.mark === undefined && !b.catalog) || b.mark === 'invalid');
    const problems: string[] = [];
    await withWorkflowReaders((readers) => {
      whole.forEach((b, n) => {
        const errors = errorsIn(workspaceFor(b.text, n), readers);
        if (b.invalid === undefined) for (const e of errors) problems.push(`${b.where}: ${e}`);
        else if (!errors.some((e) => code(e) === b.invalid)) problems.push(`${b.where}: marked invalid: ${b.invalid}, but validate raised ${errors.length > 0 ? errors.join('; ') : 'no error'}`);
      });
    });
    expect(problems).toEqual([]);
  });

  it("each fragment parses, and each step of a block of steps has a step's shape (one kind, known keys, types)", async () => {
    const fragments = YAML.filter((b) => b.mark === 'fragment');
    const problems: string[] = [];
    await withWorkflowReaders((readers) => {
      fragments.forEach((b, n) => {
        const parsed = parseDocument(b.text);
        if (parsed.errors.length > 0) return void problems.push(`${b.where}: not YAML: ${parsed.errors[0]!.message}`);
        const steps = stepsOf(b);
        if (steps === undefined) return;
        const dir = mkdtempSync(join(tmpdir(), `stagegate-doc-fragment-${n}-`));
        dirs.push(dir);
        writeFileSync(join(dir, 'example.yaml'), steps);
        for (const e of errorsIn(dir, readers)) if (STEP_SHAPE.has(code(e))) problems.push(`${b.where}: ${e}`);
      });
    });
    expect(problems).toEqual([]);
  });

  it('each run map is one parseSidecar accepts', () => {
    const problems = YAML.filter((b) => b.mark === 'run-map').flatMap((b) => parseSidecar(b.text, 'x.stagegate.yaml').diagnostics.map((d) => `${b.where}: ${d.code}: ${d.message}`));
    expect(problems).toEqual([]);
  });

  it('each whole workflow shown as valid is valid under the published JSON Schema (an editor does not flag what validate accepts)', () => {
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);
    const whole = YAML.filter((b) => looksLikeWorkflow(b.text) && b.mark === undefined && !b.catalog);
    expect(whole.length).toBeGreaterThanOrEqual(1);
    const refused = whole.filter((b) => !validate(parse(b.text))).map((b) => `${b.where}: ${JSON.stringify(validate.errors)}`);
    expect(refused).toEqual([]);
  });
});

describe('result blocks in the docs', () => {
  const shown = BLOCKS.filter((b) => !b.catalog && b.mark !== 'template' && b.lang !== 'bash');
  const gates = shown.filter((b) => /^WORKFLOW_GATE:\s*$/m.test(b.text));
  const aiox = shown.filter((b) => /^step_output:\s*$/m.test(b.text));
  const maestro = shown.filter((b) => /^--- COORDINATE RESULT ---\s*$/m.test(b.text));

  it('there are some (the extraction finds them)', () => {
    expect(gates.length).toBeGreaterThanOrEqual(2);
    expect(maestro.length).toBeGreaterThanOrEqual(1);
  });

  it('each WORKFLOW_GATE block parses with the runner\'s parser', () => {
    const refused = gates.map((b) => [b, parseGateText(`${b.text}\n`)] as const).filter(([, r]) => !r.ok);
    expect(refused.map(([b, r]) => `${b.where}: ${r.ok ? '' : r.reason}`)).toEqual([]);
  });

  it('each step_output and COORDINATE RESULT block parses, and no value takes in a comment', () => {
    const problems: string[] = [];
    for (const [blocks, parser] of [[aiox, parseAioxStepOutput], [maestro, parseMaestroCoordinate]] as const) {
      for (const b of blocks) {
        const r = parser(`${b.text}\n`);
        if (!r.ok) problems.push(`${b.where}: ${r.reason}`);
        else for (const [k, v] of Object.entries(r.extra)) if (typeof v === 'string' && / #/.test(v)) problems.push(`${b.where}: ${k} reads '${v}': a comment in the block is part of the value`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('each `stagegate gate …` a doc shows writes the block the doc shows after it', () => {
    let checked = 0;
    for (const file of docFiles(REPO)) {
      const blocks = docBlocks(REPO, file);
      blocks.forEach((b, i) => {
        if (b.lang !== 'bash') return;
        const call = /^stagegate gate (.+?)(\s+#.*)?$/m.exec(b.text);
        const next = blocks[i + 1];
        if (call === null || next === undefined) return;
        const expected = parseGateText(`${next.text}\n`);
        expect(expected.ok, `${next.where}: the block after ${b.where}'s stagegate gate`).toBe(true);
        if (!expected.ok) return;
        const dir = mkdtempSync(join(tmpdir(), 'stagegate-doc-gate-'));
        dirs.push(dir);
        const output = join(dir, 'out.md');
        // What the block writes before the gate: printf 'TEXT' >"$STAGEGATE_OUTPUT".
        const printf = /^printf '([^'%]*)' >"\$STAGEGATE_OUTPUT"$/m.exec(b.text);
        writeFileSync(output, printf === null ? '' : printf[1]!.replace(/\\n/g, '\n'));
        const request = parseCommandLine(['gate', ...call[1]!.split(/\s+/)]).gate!;
        const g = expected.gate;
        const result = gateCommand(request, { STAGEGATE_WORKFLOW: g.workflow, STAGEGATE_STEP: g.step, STAGEGATE_OUTPUT: output, STAGEGATE_ARTIFACT: g.artifact }, dir);
        expect(result.exitCode, result.message).toBe(0);
        expect(readFileSync(output, 'utf8'), `${b.where} -> ${next.where}`).toMatch(new RegExp(`${next.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n$`));
        checked++;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

/** A command line's words as the shell splits them (quotes removed, nothing expanded), up to a comment. */
function shellWords(line: string): string[] {
  const out: string[] = [];
  let word = '';
  let quote: string | null = null;
  let quoted = false;
  for (const ch of line) {
    if (quote !== null) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      quoted = true;
    } else if (/\s/.test(ch)) {
      if (quoted || word !== '') out.push(word);
      word = '';
      quoted = false;
    } else if (ch === '#' && word === '' && !quoted) break;
    else word += ch;
  }
  if (quoted || word !== '') out.push(word);
  return out;
}

describe('shell sessions in the docs', () => {
  /** Each `stagegate …` (or `node dist/cli/index.js …`, `npx stagegate …`) line of a ```bash block, and of a block without a language whose first word after it is a command (not a synopsis). */
  const calls = BLOCKS.filter((b) => b.lang === 'bash' || b.lang === '').flatMap((b) =>
    b.text
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .flatMap((line) => {
        const m = /^(?:[A-Z_]+=\S+\s+)*(?:node dist\/cli\/index\.js|npx (?:--no )?stagegate|stagegate)\s+(.*)$/.exec(line.trim());
        if (m === null) return [];
        const argv = shellWords(m[1]!);
        // A synopsis (`[--run-id ID]`, `<workflow>`, `...`) and printed output are no command lines.
        const isCall = b.lang === 'bash' || ((COMMAND_NAMES as readonly string[]).includes(argv[0]!) && !/[[<…]|\.\.\./.test(m[1]!));
        return isCall ? [{ where: b.where, argv }] : [];
      }),
  );

  it('there are some (the extraction finds them)', () => {
    expect(calls.length).toBeGreaterThanOrEqual(20);
    expect(calls.some((c) => c.argv.includes('--stop-after-step'))).toBe(true);
  });

  it('each stagegate command line parses: a command, flags it takes, their values', () => {
    const refused: string[] = [];
    for (const { where, argv } of calls) {
      try {
        parseCommandLine(argv);
      } catch (error) {
        refused.push(`${where}: stagegate ${argv.join(' ')}: ${(error as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
    expect(() => parseCommandLine(shellWords("run wf.yaml --run-id r1 --stop-after review # as a doc might say it"))).toThrow(/--stop-after/);
  });
});
