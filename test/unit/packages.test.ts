// Issue 15/17 building blocks, one by one: run ids, run folders and the LATEST_RUN.md place,
// foreach items and completion wording, gate templates in prompts, absent optional inputs, loop
// cycles, what a fresh run may move, the package guard, and validate's "every finding".
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runIdProblem } from '../../src/core/model/run-id.js';
import { latestPointerPath, pathNamesRun, runFolderUnder, sharedArtifactRootDefault, templateNamesRun } from '../../src/core/model/run-scope.js';
import { parseItems, selected } from '../../src/core/steps/foreach/selection.js';
import { parseRequire, rowInWords, statusFieldOf, unsatisfiedRows } from '../../src/core/steps/foreach/completion.js';
import { alignGateTemplates, findGateTemplates } from '../../src/core/model/gate-template.js';
import { ABSENT_TEXT, absentOptionalInputs, renderInstruction, usesAbsent, withAbsent } from '../../src/core/model/absent-inputs.js';
import { cycleThrough, describeLoop } from '../../src/core/validate/graph.js';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { resolveRunContext } from '../../src/core/run/context.js';
import { freshOwnedPaths } from '../../src/core/run/fresh.js';
import { packageChanges, snapshotPackage } from '../../src/core/steps/process/package-guard.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { StagegateError } from '../../src/core/run/errors.js';
import type { Registry } from '../../src/core/steps/foreach/registry.js';
import type { RunState } from '../../src/core/state/state.js';
import { startedRun } from '../helpers/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-packages-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

function load(text: string, file = 'wf.yaml', dir = '/nowhere'): Workflow {
  const r = loadWorkflowText(text, file, join(dir, file));
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}

describe('run ids', () => {
  it('accept identifiers and refuse paths, "..", separators, odd first characters and long ids', () => {
    for (const ok of ['r1', 'A', '20260904-audit', 'a.b_c-d', 'x'.repeat(128)]) expect(runIdProblem(ok), ok).toBeUndefined();
    expect(runIdProblem('')).toBe('it is empty');
    expect(runIdProblem('x'.repeat(129))).toContain('129 characters');
    expect(runIdProblem('a..b')).toContain("'..'");
    expect(runIdProblem('bad/id')).toContain('path separator');
    expect(runIdProblem('.hidden')).toContain('letter or digit');
    expect(runIdProblem('a b')).toContain('letter or digit');
  });
});

describe('run folders', () => {
  const wf = load("version: '4.0'\nname: w\nstate_path: '{{artifact_root}}/state.yaml'\ninputs:\n  required: [run_id]\n  defaults:\n    base: 'docs/runs/{{run_id}}'\n    artifact_root: '{{base}}/out'\n    shared: docs/shared\nsteps:\n  a:\n    run: 'true'\n    output: '{{artifact_root}}/a.md'\n    statuses: {OK: DONE}\n");
  it('a template names the run directly or through defaults', () => {
    expect(templateNamesRun('{{artifact_root}}/x', wf)).toBe(true);
    expect(templateNamesRun('{{shared}}/x', wf)).toBe(false);
    expect(templateNamesRun('runs/{{run_id}}', wf)).toBe(true);
    expect(sharedArtifactRootDefault(wf)).toBeUndefined();
    expect(pathNamesRun('docs/re/runs/r1', 'r1')).toBe(true);
    expect(pathNamesRun('docs/re/r10', 'r1')).toBe(false);
    expect(runFolderUnder('docs/re', 'r1')).toBe('docs/re/runs/r1');
    expect(runFolderUnder('.', 'r1')).toBe('runs/r1');
  });
  it('LATEST_RUN.md goes to the folder that holds runs/, never the workspace root', () => {
    expect(latestPointerPath('docs/re/runs/r1', 'LATEST_RUN.md')).toBe('docs/re/LATEST_RUN.md');
    expect(latestPointerPath('runs/hello/r1', 'LATEST_RUN.md')).toBe('runs/hello/LATEST_RUN.md');
    expect(latestPointerPath('runs/r1', 'LATEST_RUN.md')).toBe('runs/LATEST_RUN.md');
    expect(latestPointerPath('r1', 'LATEST_RUN.md')).toBeUndefined();
    expect(latestPointerPath('.', 'LATEST_RUN.md')).toBeUndefined();
  });
});

describe('foreach items and completion wording', () => {
  const row = (line: number, fields: Record<string, string>) => ({ line, fields: new Map(Object.entries(fields)) });
  const registry: Registry = {
    file: 'r.md',
    format: 'markdown',
    columns: ['Artifact ID', 'implementation_required', 'DD Verification'],
    rows: [
      row(3, { 'Artifact ID': 'A', implementation_required: 'YES', 'DD Verification': 'VERIFIED' }),
      row(4, { 'Artifact ID': 'B', implementation_required: 'NO', 'DD Verification': 'PENDING' }),
      row(5, { 'Artifact ID': 'C', implementation_required: 'yes', 'DD Verification': 'pending' }),
    ],
  };
  it('items: "<rows> where <field> != <value> and <field> = <value>" selects rows; anything else is refused', () => {
    const sel = parseItems('artifacts where implementation_required != NO and DD Verification != VERIFIED')!;
    expect(sel.conditions).toEqual([
      { field: 'implementation_required', op: '!=', value: 'NO' },
      { field: 'DD Verification', op: '!=', value: 'VERIFIED' },
    ]);
    expect([...registry.rows].filter((r) => selected(sel, r)).map((r) => r.fields.get('Artifact ID'))).toEqual(['C']);
    expect(parseItems("where Status == 'open'")!.conditions).toEqual([{ field: 'Status', op: '=', value: 'open' }]);
    expect(parseItems('every artifact that still needs design')).toBeUndefined();
    expect(parseItems('rows where Status')).toBeUndefined();
  });
  it('completion: "all <rows> have <field> = <value>" checks the rows in the items scope, and names where rows are marked', () => {
    const rule = parseRequire('all implementation-required artifacts have DD Verification = VERIFIED')!;
    expect(rule).toEqual({ kind: 'field', field: 'DD Verification', value: 'VERIFIED' });
    const sel = parseItems('artifacts where implementation_required != NO and DD Verification != VERIFIED');
    expect(unsatisfiedRows(rule, registry, 'Artifact ID', undefined, sel).rows.map(rowInWords)).toEqual(['C (line 5): pending']);
    expect(unsatisfiedRows(rule, registry, 'Artifact ID').rows.map(rowInWords)).toEqual(['B (line 4): PENDING', 'C (line 5): pending']);
    expect(statusFieldOf(undefined, 'all implementation-required artifacts have DD Verification = VERIFIED')).toBe('DD Verification');
    expect(statusFieldOf('Status', 'all artifacts have DD Verification = VERIFIED')).toBe('Status');
    expect(statusFieldOf(undefined, 'all rows VERIFIED')).toBe('Status');
    expect(parseRequire('all artifacts have DD Verification != VERIFIED')).toBeUndefined();
  });
});

describe('gate templates in prompt text', () => {
  const text = ['End with:', '', '```yaml', 'WORKFLOW_GATE:', '  workflow: design-to-implementation', '  step: artifact_detailed_design', '  status: A | B', '  artifact: "out/{{id}}.md"', '```'].join('\n');
  it('are found with their workflow, step and artifact lines', () => {
    const [t] = findGateTemplates(text.split('\n'));
    expect(t).toMatchObject({ index: 3, workflow: { index: 4, value: 'design-to-implementation' }, step: { index: 5, column: 9, value: 'artifact_detailed_design' }, artifact: { value: 'out/{{id}}.md' } });
  });
  it('that name another step are rewritten to the runner\'s values; placeholders and matching values are left alone', () => {
    const a = alignGateTemplates(text, { workflow: 'design-to-implementation', step: 'design' });
    expect(a.replaced).toEqual([{ field: 'step', was: 'artifact_detailed_design' }]);
    expect(a.text).toContain('  step: design\n');
    expect(a.text).toContain('  status: A | B');
    expect(alignGateTemplates(text.replace('artifact_detailed_design', '{{step}}'), { workflow: 'design-to-implementation', step: 'design' }).replaced).toEqual([]);
  });
});

describe('absent optional inputs', () => {
  const wf = load("version: '4.0'\nname: w\nstate_path: 's/{{run_id}}.yaml'\ninputs:\n  required: [run_id]\n  optional: [note, extra, mode]\n  defaults: {mode: quick}\nsteps:\n  a:\n    run: 'true'\n    output: o.md\n    statuses: {OK: DONE}\n");
  it('are the optional inputs without a value; they read as the marker, or as the empty word', () => {
    const bindings = new Map([['run_id', 'r'], ['extra', ''], ['mode', 'quick']]);
    const absent = absentOptionalInputs(wf, bindings);
    expect([...absent]).toEqual(['note', 'extra']);
    expect(withAbsent(bindings, absent, ABSENT_TEXT).get('note')).toBe('(not given)');
    expect(withAbsent(bindings, absent, '').get('extra')).toBe('');
    expect(withAbsent(bindings, absent, '').get('mode')).toBe('quick');
    expect(usesAbsent('{{artifact_root}}/{{note}}.md', absent)).toBe(true);
    expect(usesAbsent('{{mode}}', absent)).toBe(false);
    expect(renderInstruction('Hand {{note}} to {{owner}} in {{mode}} mode.', wf, bindings)).toBe('Hand (not given) to {{owner}} in quick mode.');
  });
});

describe('loops are named by real transitions', () => {
  it('a cycle through the first step, then the loop\'s other steps', () => {
    const edges: Record<string, string[]> = { gap: ['verify', 'resolve'], verify: ['design', 'revise', 'resolve'], revise: ['verify'], resolve: ['gap'] };
    const members = new Set(['gap', 'verify', 'revise', 'resolve']);
    const cycle = cycleThrough('gap', members, (id) => edges[id] ?? []);
    expect(cycle).toEqual(['gap', 'resolve']);
    for (let i = 0; i < cycle.length; i++) expect(edges[cycle[i]!]).toContain(cycle[(i + 1) % cycle.length]);
    expect(describeLoop(cycle, ['gap', 'verify', 'revise', 'resolve'])).toBe('gap -> resolve -> gap (also in this loop: verify, revise)');
  });
});

describe('what a fresh run may move aside', () => {
  it('its own state, manifest, logs and declared outputs inside its roots; never a path an untrusted previous state names', () => {
    const wfText = "version: '4.0'\nname: w\nstate_path: '{{artifact_root}}/state.yaml'\ninputs:\n  required: [run_id]\n  defaults: {artifact_root: 'docs/re/runs/{{run_id}}'}\nsteps:\n  a:\n    run: 'true'\n    output: '{{artifact_root}}/a.md'\n    statuses: {OK: b}\n  b:\n    run: 'true'\n    output: 'elsewhere/b.md'\n    statuses: {OK: DONE}\n";
    const dir = workspace({ 'wf.yaml': wfText, 'src/main.ts': 'x' });
    const ws = new Workspace(dir);
    const wf = load(wfText, 'wf.yaml', dir);
    const ctx = resolveRunContext(wf, ws, { tokens: {}, runId: 'r1', mode: 'fresh' }, new Date(), { readOnly: true }); // (a fresh run of it is refused: b's output is outside)
    const previous = { artifacts: { a: { path: 'docs/re/runs/r1/a.md' }, b: { path: 'src/main.ts' }, x: { path: '.git/config' } } } as unknown as RunState;
    const paths = freshOwnedPaths(ctx, previous).map((p) => p.rel);
    expect(paths).toContain('docs/re/runs/r1/state.yaml');
    expect(paths).toContain('docs/re/runs/r1/RUN_MANIFEST.yaml');
    expect(paths).toContain('docs/re/runs/r1/logs');
    expect(paths).toContain('docs/re/runs/r1/a.md');
    expect(paths).not.toContain('elsewhere/b.md');
    expect(paths).not.toContain('src/main.ts');
    expect(paths).not.toContain('.git/config');
  });
});

describe('the package guard', () => {
  it('guards the package folders of a 4.0 workflow whose workspace has them: not an imported workflow\'s, not a folder made during the stage', () => {
    const wfText = "version: '4.0'\nname: w\nstate_path: 's/{{run_id}}.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    inline_instruction: do a\n    output: o.md\n    statuses: {OK: DONE}\n";
    const dir = workspace({ 'wf.yaml': wfText, '.ai-engineering/x.md': 'x' });
    const ws = new Workspace(dir);
    const native = load(wfText, 'wf.yaml', dir);
    const before = snapshotPackage(ws, native);
    expect(before.folders).toEqual(['.ai-engineering']);
    // .github/skills did not exist when the stage started: a skill written there is not a change of the package.
    writeFileSync(join(dir, '.ai-engineering/x.md'), 'y');
    mkdirSync(join(dir, '.github/skills/s'), { recursive: true });
    writeFileSync(join(dir, '.github/skills/s/SKILL.md'), 'new');
    expect(packageChanges(ws, native, before)).toEqual(['.ai-engineering/x.md (changed)']);
    // An imported workflow (the same model, read from an aiox file) belongs to no package: only its own file is guarded.
    const imported: Workflow = { ...native, format: 'aiox' };
    const importedBefore = snapshotPackage(ws, imported);
    expect(importedBefore.folders).toEqual([]);
    writeFileSync(join(dir, '.ai-engineering/x.md'), 'z');
    expect(packageChanges(ws, imported, importedBefore)).toEqual([]);
    writeFileSync(join(dir, 'wf.yaml'), `${wfText}# edited\n`);
    expect(packageChanges(ws, imported, importedBefore)).toEqual(['wf.yaml (changed)']);
  });
  it('notices a package file created, changed or deleted, and a named prompt outside the package folders', () => {
    const wfText = "version: '4.0'\nname: w\nstate_path: 's/{{run_id}}.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    prompt: prompts/a.md\n    skills: [s1]\n    output: o.md\n    statuses: {OK: DONE}\n";
    const dir = workspace({ 'wf.yaml': wfText, 'prompts/a.md': 'do a', '.ai-engineering/tools/x.py': 'print(1)', '.github/skills/s1/SKILL.md': 'skill' });
    const ws = new Workspace(dir);
    const wf = load(wfText, 'wf.yaml', dir);
    const before = snapshotPackage(ws, wf);
    expect([...before.files.keys()].sort()).toEqual(['.ai-engineering/tools/x.py', '.github/skills/s1/SKILL.md', 'prompts/a.md', 'wf.yaml']);
    expect(packageChanges(ws, wf, before)).toEqual([]);
    writeFileSync(join(dir, 'prompts/a.md'), 'do b');
    rmSync(join(dir, '.ai-engineering/tools/x.py'));
    writeFileSync(join(dir, '.github/skills/s1/NEW.md'), 'n');
    writeFileSync(join(dir, 'o.md'), 'an output is not the package');
    expect(packageChanges(ws, wf, before)).toEqual(['.ai-engineering/tools/x.py (deleted)', '.github/skills/s1/NEW.md (created)', 'prompts/a.md (changed)']);
  });
});

describe('validate reports every finding of a file', () => {
  it('a schema error in one step does not hide the rule findings of the others', () => {
    const dir = workspace({
      'wf.yaml': "version: '4.0'\nname: w\nstate_path: 'runs/{{run_id}}/s.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: '{{artifact_root}}/a.md'\n    statuses: {OK: b}\n  b:\n    run: 'true'\n    outptu: b.md\n    statuses: {OK: DONE}\n  c:\n    run: 'true'\n    output: c.md\n    statuses: {OK: DONE}\n",
    });
    const r = validateTargets(new Workspace(dir), ['wf.yaml']);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['UNDECLARED_PLACEHOLDER', 9],
      ['UNKNOWN_KEY', 13],
      ['UNREACHABLE_STEP', 15],
    ]);
  });

  it('a schema error in a route (a misspelt on_approve) does not call the steps only it reached unreachable', () => {
    const dir = workspace({
      'wf.yaml': "version: '4.0'\nname: w\nstate_path: 'runs/{{run_id}}/s.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: ask}\n  ask:\n    approval: {message: go?}\n    on_aprove: b\n  b:\n    run: 'true'\n    output: 'runs/{{run_id}}/b.md'\n    statuses: {OK: DONE}\n",
    });
    const r = validateTargets(new Workspace(dir), ['wf.yaml']);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([['UNKNOWN_KEY', 13]]);
  });

  it('a step that lost the key of its kind (a foreach without id_field) does not call the steps only it reached unreachable', () => {
    const dir = workspace({
      'wf.yaml': "version: '4.0'\nname: w\nstate_path: 'runs/{{run_id}}/s.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: each}\n  each:\n    foreach:\n      source: 'runs/{{run_id}}/a.md'\n      key_column: ID\n    per_item:\n      x:\n        run: 'true'\n        output: 'runs/{{run_id}}/{{item_id}}.md'\n        statuses: {OK: next_artifact}\n    completion:\n      require: all items verified\n      on_complete: b\n  b:\n    run: 'true'\n    output: 'runs/{{run_id}}/b.md'\n    statuses: {OK: DONE}\n",
    });
    const r = validateTargets(new Workspace(dir), ['wf.yaml']);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['MISSING_KEY', 12],
      ['UNKNOWN_KEY', 14],
    ]);
  });

  it('an unknown top-level key does not hide the phases finding', () => {
    const child = (state: string) => `version: '4.0'\nname: c\nstate_path: '${state}'\ninputs:\n  required: [run_id]\n  defaults: {artifact_root: 'runs/{{run_id}}'}\nsteps:\n  a:\n    run: 'true'\n    output: '{{artifact_root}}/a.md'\n    statuses: {OK: DONE}\n`;
    const dir = workspace({
      'c1.yaml': child('{{artifact_root}}/state.yaml'),
      'c2.yaml': child('runs/{{run_id}}/state.yaml').replace('a.md', 'b.md'),
      'p.yaml': "version: '4.0'\nname: p\nstate_path: 'runs/{{run_id}}/p.yaml'\ninputs:\n  required: [run_id]\n  defaults: {artifact_root: 'runs/{{run_id}}'}\nphases:\n  one: {workflow: c1.yaml, pass_inputs: [run_id, artifact_root]}\n  two: {workflow: c2.yaml, pass_inputs: [run_id]}\nfinish:\n  success: READY\n",
    });
    const r = validateTargets(new Workspace(dir), ['p.yaml']);
    expect(r.diagnostics.map((d) => d.code).sort()).toEqual(['PHASE_STATE_SHARED', 'UNKNOWN_KEY']);
  });
});

describe('resolveRunContext', () => {
  const wfText = "version: '4.0'\nname: shared\nstate_path: '{{artifact_root}}/state.yaml'\ninputs:\n  required: [run_id]\n  optional: [note]\n  defaults: {artifact_root: docs/re}\nsteps:\n  a:\n    run: 'true'\n    output: '{{artifact_root}}/a.md'\n    statuses: {OK: DONE}\n";
  it('a shared artifact_root: the run folder is runs/<id> inside it; a fresh run isolates artifact_root itself', () => {
    const dir = workspace({ 'wf.yaml': wfText });
    const ws = new Workspace(dir);
    const wf = load(wfText, 'wf.yaml', dir);
    const resume = resolveRunContext(wf, ws, { tokens: {}, runId: 'a1' }, new Date());
    expect({ state: resume.statePath.rel, root: resume.runRoot.rel, manifest: resume.manifestPath.rel, pointer: resume.pointerPath?.rel, isolated: resume.isolated }).toEqual({ state: 'docs/re/state.yaml', root: 'docs/re/runs/a1', manifest: 'docs/re/runs/a1/RUN_MANIFEST.yaml', pointer: 'docs/re/LATEST_RUN.md', isolated: false });
    const fresh = resolveRunContext(wf, ws, { tokens: {}, runId: 'b1', mode: 'fresh' }, new Date());
    expect({ state: fresh.statePath.rel, root: fresh.runRoot.rel, artifactRoot: fresh.artifactRoot?.rel, isolated: fresh.isolated, mode: fresh.bindings.get('execution_mode') }).toEqual({ state: 'docs/re/runs/b1/state.yaml', root: 'docs/re/runs/b1', artifactRoot: 'docs/re/runs/b1', isolated: true, mode: 'fresh' });
    // An artifact_root the invocation gives is used as given.
    const given = resolveRunContext(wf, ws, { tokens: { artifact_root: 'out/mine' }, runId: 'c1', mode: 'fresh' }, new Date());
    expect({ state: given.statePath.rel, root: given.runRoot.rel, isolated: given.isolated }).toEqual({ state: 'out/mine/state.yaml', root: 'out/mine/runs/c1', isolated: false });
  });

  const codeOf = (fn: () => unknown): string | undefined => {
    try {
      fn();
    } catch (error) {
      if (error instanceof StagegateError) return error.code;
      throw error;
    }
    return undefined;
  };

  it('a state file that holds another run is refused, for status and plan too (read-only), naming the owner', () => {
    const dir = workspace({ 'wf.yaml': wfText });
    const ws = new Workspace(dir);
    const wf = load(wfText, 'wf.yaml', dir);
    mkdirSync(join(dir, 'docs/re'), { recursive: true });
    startedRun(join(dir, 'docs/re/state.yaml'), wf, 'a1', 'docs/re/runs/x');
    expect(codeOf(() => resolveRunContext(wf, ws, { tokens: {}, runId: 'b1' }, new Date(), { readOnly: true }))).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
    expect(codeOf(() => resolveRunContext(wf, ws, { tokens: {}, runId: 'a1' }, new Date(), { readOnly: true }))).toBeUndefined();
    // Without a run id the state's own run is meant.
    expect(resolveRunContext(wf, ws, { tokens: {} }, new Date(), { readOnly: true }).runId).toBe('a1');
    // A fresh run of b1 has a state of its own: no conflict.
    expect(codeOf(() => resolveRunContext(wf, ws, { tokens: {}, runId: 'b1', mode: 'fresh' }, new Date()))).toBeUndefined();
  });

  it('a load the caller holds stands for its state path (not read again); another path is read', () => {
    const dir = workspace({ 'wf.yaml': wfText });
    const ws = new Workspace(dir);
    const wf = load(wfText, 'wf.yaml', dir);
    mkdirSync(join(dir, 'docs/re'), { recursive: true });
    const statePath = join(dir, 'docs/re/state.yaml');
    startedRun(statePath, wf, 'a1', 'docs/re/runs/x');
    const read = resolveRunContext(wf, ws, { tokens: {}, runId: 'a1' }, new Date(), { readOnly: true });
    expect(read.existing.kind).toBe('ok');
    // The held load is what the path holds: the journal on disk (run a1) is not read.
    const held = { statePath, load: { kind: 'absent' as const } };
    expect(resolveRunContext(wf, ws, { tokens: {}, runId: 'b1' }, new Date(), { readOnly: true, loaded: held }).existing).toEqual({ kind: 'absent' });
    expect(codeOf(() => resolveRunContext(wf, ws, { tokens: {}, runId: 'a1' }, new Date(), { readOnly: true, loaded: { statePath, load: { ...read.existing, state: { ...(read.existing as { state: RunState }).state, run_id: 'z9' } } as typeof read.existing } }))).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
    // Held for another path: this one is read, and holds a1.
    expect(codeOf(() => resolveRunContext(wf, ws, { tokens: {}, runId: 'b1' }, new Date(), { readOnly: true, loaded: { statePath: join(dir, 'elsewhere.yaml'), load: { kind: 'absent' } } }))).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
  });

  it('a run id recorded in a state file is checked like any run id', () => {
    const text = wfText.replace("'{{artifact_root}}/state.yaml'", 'state.yaml');
    const dir = workspace({ 'wf.yaml': text });
    const ws = new Workspace(dir);
    const wf = load(text, 'wf.yaml', dir);
    startedRun(join(dir, 'state.yaml'), wf, '../../.git', 'docs/re/runs/x');
    expect(codeOf(() => resolveRunContext(wf, ws, { tokens: {} }, new Date(), { readOnly: true }))).toBe('WORKFLOW_INPUT_INVALID');
  });

  it('a child whose run folder would be an ancestor\'s gets a folder of its own', () => {
    const dir = workspace({ 'wf.yaml': wfText.replace('docs/re', "'docs/re/runs/{{run_id}}'") });
    const ws = new Workspace(dir);
    const wf = load(wfText.replace('docs/re', "'docs/re/runs/{{run_id}}'"), 'wf.yaml', dir);
    const ctx = resolveRunContext(wf, ws, { tokens: {}, runId: 'r1' }, new Date(), { ancestorRunRoots: ['docs/re/runs/r1'] });
    expect(ctx.runRoot.rel).toBe('docs/re/runs/r1/children/shared');
    expect(ctx.manifestPath.rel).toBe('docs/re/runs/r1/children/shared/RUN_MANIFEST.yaml');
  });

});

describe('validate: the shapes of the real package', () => {
  const codes = (files: Record<string, string>, target = 'wf.yaml') => validateTargets(new Workspace(workspace(files)), [target]).diagnostics.map((d) => `${d.code}@${d.line}`);
  const head = "version: '4.0'\nname: w\nstate_path: 'runs/{{run_id}}/s.yaml'\ninputs:\n  required: [run_id]\n";

  it('OPTIONAL_INPUT_IN_PATH: an optional input without a default in an output path; run_id and defaulted inputs are fine', () => {
    expect(codes({ 'wf.yaml': `${head}  optional: [change_range, mode]\n  defaults: {mode: quick}\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/{{mode}}-{{change_range}}.md'\n    statuses: {OK: DONE}\n` })).toEqual(['OPTIONAL_INPUT_IN_PATH@11']);
  });

  it('FOREACH_ITEMS_INVALID: items that are no selection; the package wording is accepted', () => {
    const wf = (items: string) => `${head}steps:\n  loop:\n    foreach:\n      source: 'runs/{{run_id}}/r.md'\n      items: ${items}\n      id_field: ID\n    per_item:\n      work:\n        run: 'true'\n        output: 'runs/{{run_id}}/{{item_id}}.md'\n        statuses: {OK: next_artifact}\n    completion:\n      require: all implementation-required artifacts have DD Verification = VERIFIED\n      on_complete: DONE\n`;
    expect(codes({ 'wf.yaml': wf('artifacts where implementation_required != NO and DD Verification != VERIFIED') })).toEqual([]);
    expect(codes({ 'wf.yaml': wf('every artifact still to design') })).toEqual(['FOREACH_ITEMS_INVALID@10']);
  });

  it('a per-item action named defer_current_artifact without on_complete describes the runner\'s deferral: one warning (ITEM_DEFERRAL_DESCRIBED); with an on_complete or as a stage it is STEP_ID_RESERVED, one finding', () => {
    const text = (body: string) => `${head}steps:\n  loop:\n    foreach:\n      source: 'runs/{{run_id}}/r.md'\n      id_field: ID\n    per_item:\n      work:\n        run: 'true'\n        output: 'runs/{{run_id}}/{{item_id}}.md'\n        statuses: {OK: next_artifact, WAIT: defer_current_artifact}\n      defer_current_artifact:\n${body}    completion:\n      on_complete: DONE\n`;
    const described = validateTargets(new Workspace(workspace({ 'wf.yaml': text('        action: Move to an unmet dependency first.\n') })), ['wf.yaml']).diagnostics;
    expect(described.map((d) => `${d.code}:${d.severity}@${d.line}`)).toEqual(['ITEM_DEFERRAL_DESCRIBED:warning@16']);
    const routed = validateTargets(new Workspace(workspace({ 'wf.yaml': text('        action: Move to an unmet dependency first.\n        on_complete: next_artifact\n') })), ['wf.yaml']).diagnostics;
    expect(routed.map((d) => `${d.code}:${d.severity}@${d.line}`)).toEqual(['STEP_ID_RESERVED:error@16']);
    expect(routed[0]!.hint).toContain('Remove this per-item step');
    const staged = validateTargets(new Workspace(workspace({ 'wf.yaml': text("        run: 'true'\n        output: 'runs/{{run_id}}/d-{{item_id}}.md'\n        statuses: {OK: next_artifact}\n") })), ['wf.yaml']).diagnostics;
    expect(staged.map((d) => `${d.code}@${d.line}`)).toEqual(['STEP_ID_RESERVED@16']);
  });

  it('a gated resolver: RESOLVER_INPUTS_UNBOUND (warning) when it binds none; RESOLVER_RETRY when no status routes back; retry_step on a shell stage is UNUSED_KEY', () => {
    const wf = (resolved: string) => `${head}steps:\n  a:\n    inline_instruction: Survey.\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: DONE, PARTIAL: fix}\n  fix:\n    inline_instruction: Resolve the blocking unknowns.\n    output: 'runs/{{run_id}}/fix.md'\n    retry_step: a\n    max_visits: 2\n    statuses: {RESOLVED: ${resolved}, OPEN: BLOCKED}\n  s:\n    run: 'true'\n    output: 'runs/{{run_id}}/s.md'\n    retry_step: a\n    statuses: {OK: DONE}\n`;
    const ok = validateTargets(new Workspace(workspace({ 'wf.yaml': wf('a') })), ['wf.yaml']).diagnostics;
    expect(ok.map((d) => `${d.code}:${d.severity}@${d.line}`)).toEqual(['RESOLVER_INPUTS_UNBOUND:warning@11', 'UNREACHABLE_STEP:error@17', 'UNUSED_KEY:warning@20']);
    expect(codes({ 'wf.yaml': wf('DONE') })).toContain('RESOLVER_RETRY@14');
  });

  it('MISSING_OUTPUT names the artifact the prompt\'s gate template names, without inferring it', () => {
    const r = validateTargets(new Workspace(workspace({ 'p.md': 'Check.\n\nWORKFLOW_GATE:\n  workflow: w\n  step: a\n  status: OK\n  artifact: "{{artifact_root}}/verification/precheck.md"\n', 'wf.yaml': `${head}  defaults: {artifact_root: 'runs/{{run_id}}'}\nsteps:\n  a:\n    prompt: p.md\n    statuses: {OK: DONE}\n` })), ['wf.yaml']);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['MISSING_OUTPUT']);
    expect(r.diagnostics[0]!.hint).toBe("Add output: '{{artifact_root}}/verification/precheck.md' to the step.");
  });
});
