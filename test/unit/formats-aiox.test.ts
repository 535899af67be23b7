/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk translated documents */
// The aiox importer: detection by shape, translation of every sequence item kind into the
// native model (checked by the native schema and every native validation rule), aiox's own
// validator rules, and each reference defect with what stagegate does instead.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { aioxImporter } from '../../src/core/formats/aiox/importer.js';
import { AIOX_CODES } from '../../src/core/formats/aiox/codes.js';
import { sanitiseId } from '../../src/core/formats/aiox/ids.js';
import { singular } from '../../src/core/formats/aiox/validator.js';
import { pathKey } from '../../src/core/formats/types.js';
import { aioxInstalls, bmadPackOf, installedAioxCore } from '../../src/core/model/aiox-install.js';
import { placeholdersIn, substitute } from '../../src/core/model/placeholders.js';
import { neutral } from '../../src/core/formats/aiox/prompt.js';
import { WorkflowFile } from '../../src/core/model/schema.js';
import { loadWorkflow, loadWorkflowText } from '../../src/core/model/loader.js';
import { validateWorkflow, RULE_CODES } from '../../src/core/validate/validate.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { compileExpression, evaluateExpression, type DecisionContext } from '../../src/core/model/expressions.js';
import { REPO } from './validate-helpers.js';

const FIXTURES = join(REPO, 'test', 'fixtures', 'formats', 'aiox');
const fixtureText = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const translate = (doc: unknown, run: Record<string, string> = {}) => aioxImporter.translate(doc, 'wf.yaml', { run });
const fromText = (text: string, run: Record<string, string> = {}) => translate(parse(text), run);
const codes = (r: { diagnostics: Array<{ code: string }> }) => r.diagnostics.map((d) => d.code);

/** Load the aiox text through the loader (the importer hook) and run every native rule. */
function loadAndValidate(text: string) {
  const loaded = loadWorkflowText(text, 'wf.yaml', '/nonexistent/wf.yaml', undefined, { importers: { aiox: aioxImporter } });
  const diagnostics = [...loaded.diagnostics];
  if (loaded.workflow) diagnostics.push(...validateWorkflow(loaded.workflow, new Workspace(REPO)));
  return { workflow: loaded.workflow, diagnostics };
}

function wf(sequence: unknown[], extra: Record<string, unknown> = {}) {
  return { workflow: { id: 'wf', name: 'WF', ...extra, sequence } };
}

function decision(branches: any[], context: Partial<DecisionContext>): any {
  const ctx: DecisionContext = { inputs: {}, steps: {}, visits: {}, run: { id: 'r1' }, ...context };
  for (const b of branches) {
    if ('else' in b) return b.else;
    const c = compileExpression(b.if);
    if (!c.ok) throw new Error(`${b.if}: ${c.message}`);
    if (evaluateExpression(c, ctx).truthy) return b.to;
  }
  throw new Error('no else');
}
const gate = (g: Record<string, unknown>, visits = 1) => ({ status: 'completed', output: null, visits, gate: { status: 'completed', ...g } as any });

describe('aiox detection', () => {
  it('recognises the workflow: form and the top-level form by shape, and nothing else', () => {
    expect(aioxImporter.detect(parse(fixtureText('brownfield-fullstack.yaml')))).toBe(true);
    expect(aioxImporter.detect({ id: 'x', name: 'X', sequence: [{ agent: 'dev', action: 'code' }] })).toBe(true);
    expect(aioxImporter.detect({ version: '4.0', name: 'n', state_path: 's.yaml', steps: {} })).toBe(false);
    expect(aioxImporter.detect({ id: 'g', entry: 'a', nodes: { a: { type: 'terminal' } } })).toBe(false);
    expect(aioxImporter.detect({ template_id: 't', nodes: [], edges: [] })).toBe(false);
    expect(aioxImporter.detect({ sequence: [1, 2] })).toBe(false);
    expect(aioxImporter.detect(['workflow'])).toBe(false);
  });
});

describe('aiox fixtures translate into valid native workflows', () => {
  for (const name of ['brownfield-fullstack.yaml', 'spec-pipeline.yaml', 'qa-loop.yaml', 'parallel.yaml']) {
    it(`${name}: no findings of aiox's rules, the native schema accepts it, every native rule passes`, () => {
      const text = fixtureText(name);
      const r = fromText(text);
      expect(r.diagnostics).toEqual([]);
      expect(r.format).toBe('aiox');
      const parsed = WorkflowFile.safeParse(r.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const { workflow, diagnostics } = loadAndValidate(text);
      // Validated outside an aiox project: the persona/task folders are missing (one warning each, no error).
      expect(diagnostics.filter((d) => d.code !== 'IMPORTED_FOLDER_MISSING')).toEqual([]);
      expect(diagnostics.every((d) => d.severity === 'warning')).toBe(true);
      expect(workflow?.format).toBe('aiox');
      // Every native step maps back to a line in the aiox file.
      for (const id of Object.keys(r.data['steps'] as object)) expect(r.sourcePaths.has(pathKey(['steps', id])), id).toBe(true);
    });
  }

  it('brownfield-fullstack: names, state path, inputs, entry and the step per item', () => {
    const r = fromText(fixtureText('brownfield-fullstack.yaml'));
    const d = r.data as any;
    expect(d.version).toBe('4.0');
    expect(d.name).toBe('brownfield-fullstack');
    expect(d.state_path).toBe('.stagegate/aiox/brownfield-fullstack/{{run_id}}/workflow_state.yaml');
    expect(d.execution).toBeUndefined();
    expect(d.entry).toBe('classify_enhancement');
    expect(d.inputs.required).toEqual(['enhancement_summary']);
    expect(d.inputs.defaults.needs_ux_review).toBe('false');
    // elicit: true — the step asks for its answer: an optional input without a default.
    expect(d.inputs.optional).toContain('classify_enhancement_user_input');
    expect(d.inputs.defaults.classify_enhancement_user_input).toBeUndefined();
    expect(d.steps.classify_enhancement.asks).toEqual(['classify_enhancement_user_input']);
    const s = d.steps;
    for (const id of ['classify_enhancement', 'document_project', 'create_prd', 'ux_review', 'create_architecture', 'validate_artifacts', 'shard_documents', 'create_story', 'implement_story', 'review_story', 'retrospective']) {
      expect(s[id].result_contract, id).toBe('aiox_step_output');
      expect(Object.keys(s[id].statuses), id).toEqual(['completed', 'failed']);
    }
    expect(s.route_by_clarity.decide.length).toBe(4);
    expect(s.create_prd.timeout_minutes).toBe(30);
    expect(s.document_project.optional).toBe(true);
    expect(s.document_project.on_skip).toBe('create_prd_requires'); // through create_prd's requires check
    expect(s.implement_story.on_failure).toBe('create_story_requires');
    // max_retries_per_phase: 1 -> one retry of the process, and one of a failed step_output.
    expect(s.create_prd.retry).toEqual({ max_attempts: 2 });
    expect(s.create_prd.statuses.failed).toBe('create_prd_retry');
    expect(s.create_prd_retry.decide).toEqual([{ if: 'visits.create_prd_retry <= 1', to: 'create_prd' }, { else: 'BLOCKED' }]);
    // on_failure {action: retry, max_retries: 2} overrides the global value.
    expect(s.create_architecture.retry).toEqual({ max_attempts: 3 });
    // the last step before meta: end goes to DONE.
    expect(s.retrospective.statuses.completed).toBe('DONE');
  });
});

describe('aiox defects and what stagegate does instead', () => {
  it('a step that carries phase: is a step (the reference engine skips it as a phase marker)', () => {
    const r = translate(wf([{ phase: 1, name: 'Build' }, { id: 'build', phase: 1, agent: 'dev', action: 'Build it' }, { phase: 2, name: 'Ship' }, { id: 'ship', phase: 2, agent: 'devops', action: 'Ship it' }]));
    expect(r.diagnostics).toEqual([]);
    const s = (r.data as any).steps;
    expect(Object.keys(s).filter((k) => !k.endsWith('_retry'))).toEqual(['build', 'ship']);
    expect(s.build.statuses.completed).toBe('ship');
    expect(s.build.inline_instruction).toContain('Phase: Build.');
    expect(s.ship.inline_instruction).toContain('Phase: Ship.');
  });

  it('meta: repeat advances: a bounded loop back while the condition holds, then the next item', () => {
    const r = fromText(fixtureText('brownfield-fullstack.yaml'));
    const rep = (r.data as any).steps.repeat_stories;
    expect(rep.max_visits).toBe(4);
    expect(rep.decide[1]).toEqual({ else: 'retrospective' });
    const more = (v: unknown, visits: number) => decision(rep.decide, { steps: { create_story: gate({ more_stories_remaining: v }) }, visits: { repeat_stories: visits } });
    expect(more(true, 1)).toBe('create_story_requires');
    expect(more('yes', 3)).toBe('create_story_requires');
    expect(more(true, 4)).toBe('retrospective'); // max_iterations: 3 used up -> on, never forever
    expect(more(false, 1)).toBe('retrospective');
    expect(more('false', 1)).toBe('retrospective'); // the string 'false' is not "true" here
  });

  it('a repeat without max_iterations is still bounded (9 more passes), and one without a condition is an error', () => {
    const seq = [{ id: 'a', agent: 'dev', outputs: ['again'] }, { id: 'r', meta: 'repeat', target_steps: ['a'], condition: 'again' }, { meta: 'end' }];
    const r = translate(wf(seq));
    expect(r.diagnostics).toEqual([]);
    const rep = (r.data as any).steps.r;
    expect(rep.max_visits).toBe(10);
    expect(rep.decide[0].if).toContain('visits.r <= 9');
    const bad = translate(wf([seq[0], { id: 'r', meta: 'repeat', target_steps: ['a'] }]));
    expect(codes(bad)).toEqual(['AIOX_CONDITION_EMPTY']);
    expect(bad.diagnostics[0]!.path).toEqual(['workflow', 'sequence', 1]);
  });

  it('meta: guidance advances: no step of its own, its text goes into the next step prompt', () => {
    const r = translate(wf([{ id: 'a', agent: 'dev' }, { meta: 'guidance', notes: 'Prefer {{small}} commits.' }, { id: 'b', agent: 'qa' }]));
    expect(r.diagnostics).toEqual([]);
    const s = (r.data as any).steps;
    expect(Object.keys(s).filter((k) => !k.endsWith('_retry'))).toEqual(['a', 'b']);
    expect(s.a.statuses.completed).toBe('b');
    // Workflow text can never become a stagegate placeholder.
    expect(s.b.inline_instruction).toContain('### Guidance\nPrefer \\{{small}} commits.');
    expect(substitute('Prefer \\{{small}} commits.', new Map())).toBe('Prefer {{small}} commits.');
  });

  it("the older spelling of a control entry (- repeat_development_cycle:, - project_setup_guidance:, as BMAD v4 and AIOS before its rewrite wrote them) is guidance, not an unknown item", () => {
    const text = [
      'workflow:',
      '  id: wf',
      '  name: WF',
      '  sequence:',
      '    - id: a',
      '      agent: dev',
      '    - repeat_development_cycle:',
      '      action: continue_for_all_stories',
      '      notes: Repeat the story cycle for every story.',
      '    - project_setup_guidance:',
      '      action: guide_project_structure',
      '      notes: Put the UI in apps/web.',
      '    - id: b',
      '      agent: po',
      '',
    ].join('\n');
    const r = fromText(text);
    expect(r.diagnostics).toEqual([]);
    const s = (r.data as any).steps;
    expect(Object.keys(s).filter((k) => !k.endsWith('_retry'))).toEqual(['a', 'b']);
    expect(s.a.statuses.completed).toBe('b');
    expect(s.b.inline_instruction).toContain('### Guidance\nRepeat the story cycle for every story.');
    expect(s.b.inline_instruction).toContain('Put the UI in apps/web.');
    // A key with a value is no such entry: an item of nothing but notes stays unknown.
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }, { repeat_development_cycle: 'yes', notes: 'x' }])))).toEqual(['AIOX_ITEM_UNKNOWN']);
  });

  it("the same entry with an empty value (- repeat_development_cycle: \"\") or with its action and notes indented under its name is guidance too (BMAD v4's Godot pack writes both; they were AIOX_ITEM_UNKNOWN errors)", () => {
    // workflow-validator.js skips a control entry only when its value is truthy; any other item
    // without an agent is a warning there (WF_INVALID_SEQUENCE), never an error.
    const text = [
      'workflow:',
      '  id: wf',
      '  name: WF',
      '  sequence:',
      '    - id: a',
      '      agent: dev',
      '    - project_setup_guidance:',
      '        action: initialize_engine_project',
      '        notes: Create scenes/ and scripts/ first.',
      '    - repeat_development_cycle: ""',
      '      action: continue_for_all_stories',
      '      notes: Repeat the story cycle for every story.',
      '    - id: b',
      '      agent: po',
      '',
    ].join('\n');
    const r = fromText(text);
    expect(r.diagnostics).toEqual([]);
    const s = (r.data as any).steps;
    expect(Object.keys(s).filter((k) => !k.endsWith('_retry'))).toEqual(['a', 'b']);
    expect(s.a.statuses.completed).toBe('b');
    expect(s.b.inline_instruction).toContain('### Guidance\nCreate scenes/ and scripts/ first.');
    expect(s.b.inline_instruction).toContain('Repeat the story cycle for every story.');
    // A nested body that is not an entry's (a list, or a mapping beside id/agent) keeps the old verdicts.
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }, { project_setup_guidance: ['x'] }])))).toEqual(['AIOX_ITEM_UNKNOWN']);
  });

  it('an unknown condition is what aiox makes it (true), a warning at its line, and an input a user answers', () => {
    const text = 'workflow:\n  id: wf\n  name: WF\n  sequence:\n    - id: a\n      agent: dev\n    - id: b\n      agent: qa\n      condition: qa_is_happy\n';
    const r = fromText(text);
    expect(codes(r)).toEqual(['AIOX_CONDITION_UNKNOWN']);
    expect(r.diagnostics[0]!.severity).toBe('warning');
    expect(r.diagnostics[0]!.message).toContain("'qa_is_happy'");
    const { diagnostics, workflow } = loadAndValidate(text);
    const d = diagnostics.find((x) => x.code === 'AIOX_CONDITION_UNKNOWN')!;
    expect([d.file, d.line]).toEqual(['wf.yaml', 9]);
    expect(diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    // condition-evaluator.js: an unknown condition is true. Here it is the input qa_is_happy, true by default.
    expect((r.data as any).inputs).toEqual({ optional: ['qa_is_happy'], defaults: { qa_is_happy: true } });
    expect(workflow!.inputs.defaults['qa_is_happy']).toBe(true);
    const guard = (r.data as any).steps.b_when;
    expect(decision(guard.decide, { inputs: { qa_is_happy: 'true' } })).toBe('b');
    expect(decision(guard.decide, { inputs: { qa_is_happy: 'false' } })).toBe('DONE');
    // Known names: inputs, outputs of earlier steps, <step>.<key>; comparisons and negation.
    const ok = translate(wf([{ id: 'a', agent: 'dev', outputs: ['risk'] }, { id: 'b', agent: 'qa', condition: "risk == 'high' || !fast_track", skip_if: 'a.flaky' }], { inputs: { fast_track: { default: 'false' } } }));
    expect(ok.diagnostics).toEqual([]);
    const okGuard = (ok.data as any).steps.b_when;
    const run = (risk: string, fast: string, flaky: unknown) => decision(okGuard.decide, { inputs: { fast_track: fast }, steps: { a: gate({ risk, flaky }) } });
    expect(run('high', 'true', false)).toBe('b');
    expect(run('low', 'true', false)).toBe('DONE');
    expect(run('low', 'false', false)).toBe('b');
    expect(run('high', 'true', true)).toBe('DONE');
    // A condition on a later step's output names nothing that has run: an input, as aiox would treat it.
    expect(codes(translate(wf([{ id: 'b', agent: 'qa', condition: 'risk' }, { id: 'a', agent: 'dev', outputs: ['risk'] }])))).toEqual(['AIOX_CONDITION_UNKNOWN']);
    expect(codes(translate(wf([{ id: 'b', agent: 'qa', condition: '  ' }])))).toEqual(['AIOX_CONDITION_EMPTY']);
  });

  it('a skip_if that is no condition (prose) is a warning and the step always runs, as aiox runs it: no aiox runner reads skip_if', () => {
    // workflow-validator.js validateConditionalLogic checks only condition; no aiox JS reads skip_if.
    const text = stringify(wf([{ id: 'mine', agent: 'miner', skip_if: '{source-slug}/notes.md already provided' }, { id: 'cut', agent: 'editor', skip_if: '' }]));
    const { diagnostics } = loadAndValidate(text);
    // No error, and no UNREACHABLE_IMPORTED_STEP: the guard routes to the step (personas are not in this repository: IMPORTED_*).
    expect(diagnostics.filter((d) => !d.code.startsWith('IMPORTED_')).map((d) => [d.code, d.severity])).toEqual([
      ['AIOX_SKIP_IF_IGNORED', 'warning'],
      ['AIOX_SKIP_IF_IGNORED', 'warning'],
    ]);
    expect(diagnostics[0]!.message).toContain("skip_if of step 'mine' '{source-slug}/notes.md already provided' is not a condition stagegate can evaluate");
    const steps = (fromText(text).data as any).steps;
    expect(decision(steps.mine_when.decide, {})).toBe('mine');
    expect(decision(steps.cut_when.decide, {})).toBe('cut');
    // A readable skip_if still skips; beside an unreadable one, a condition still guards the step.
    const both = translate(wf([{ id: 'a', agent: 'dev', condition: 'wanted', skip_if: 'the file is there already' }]));
    expect(codes(both)).toEqual(['AIOX_CONDITION_UNKNOWN', 'AIOX_SKIP_IF_IGNORED']);
    expect(decision((both.data as any).steps.a_when.decide, { inputs: { wanted: 'false' } })).toBe('DONE');
    expect(decision((both.data as any).steps.a_when.decide, { inputs: { wanted: 'true' } })).toBe('a');
    // A skip_if naming what nothing answers (no input, no earlier output) is left out too, not read as
    // an input true by default (which skipped the step): no aiox runner reads skip_if, the step runs.
    for (const skipIf of ['transcript_provided', 'enrich == false', 'a_done || transcript_provided']) {
      const unknown = translate(wf([{ id: 'pre', agent: 'dev', outputs: ['a_done'] }, { id: 'a', agent: 'dev', skip_if: skipIf }]));
      expect(unknown.diagnostics.map((d) => [d.code, d.severity, pathKey(d.path)]), skipIf).toEqual([['AIOX_SKIP_IF_IGNORED', 'warning', pathKey(['workflow', 'sequence', 1, 'skip_if'])]]);
      expect((unknown.data as any).inputs, skipIf).toBeUndefined();
      expect(decision((unknown.data as any).steps.a_when.decide, { inputs: { transcript_provided: 'true', enrich: 'false' }, steps: { pre: gate({ a_done: true }) } }), skipIf).toBe('a');
    }
    // What answers a skip_if's name besides inputs and outputs still does — the workflow's config:
    // (config.x, or x found there) and condition-evaluator.js's built-ins are inputs with defaults —
    // and the imported workflow validates (a skip_if that declared no input for them read an undeclared one).
    const answered = stringify(wf([{ id: 'a', agent: 'dev', skip_if: 'config.fast' }, { id: 'b', agent: 'dev', skip_if: 'fast' }, { id: 'c', agent: 'dev', skip_if: 'has_any_data_to_analyze' }], { config: { fast: true } }));
    expect(loadAndValidate(answered).diagnostics.filter((d) => !d.code.startsWith('IMPORTED_')).map((d) => [d.code, d.message])).toEqual([]);
    const answeredSteps = (fromText(answered).data as any).steps;
    expect(decision(answeredSteps.a_when.decide, { inputs: { config_fast: 'true' } })).not.toBe('a');
    expect(decision(answeredSteps.a_when.decide, { inputs: { config_fast: 'false' } })).toBe('a');
    expect(decision(answeredSteps.c_when.decide, { inputs: { has_any_data_to_analyze: 'false' } })).toBe('c');
    const unknown = translate(wf([{ id: 'a', agent: 'dev', skip_if: 'transcript_provided' }]));
    expect(unknown.diagnostics.map((d) => [d.message, d.hint])).toEqual([["skip_if 'transcript_provided' of step 'a': 'transcript_provided' is neither a workflow input nor an output of an earlier step; no aiox runner reads skip_if, so the step always runs there, and it always runs here", "Declare transcript_provided under the workflow's inputs (or list it in the outputs of an earlier step) to have the skip_if read; or remove it."]]);
    // Declared, it is read: the step is skipped when it holds.
    const declared = translate(wf([{ id: 'a', agent: 'dev', skip_if: 'transcript_provided' }], { inputs: { transcript_provided: { default: 'false' } } }));
    expect(declared.diagnostics).toEqual([]);
    expect(decision((declared.data as any).steps.a_when.decide, { inputs: { transcript_provided: 'true' } })).toBe('DONE');
    expect(decision((declared.data as any).steps.a_when.decide, { inputs: { transcript_provided: 'false' } })).toBe('a');
    // The message is one line and quotes the skip_if once (a prose skip_if may span lines).
    const prose = translate(wf([{ id: 'a', agent: 'dev', skip_if: 'transcript\nprovided directly' }, { id: 'b', agent: 'dev', skip_if: 'x && the notes exist' }]));
    expect(prose.diagnostics.map((d) => d.message)).toEqual([
      "skip_if of step 'a' 'transcript provided directly' is not a condition stagegate can evaluate: no aiox runner reads skip_if, so the step always runs there, and it always runs here",
      "skip_if of step 'b' 'x && the notes exist' is not a condition stagegate can evaluate ('the notes exist' is not a condition (a name, !name, or name <op> value)): no aiox runner reads skip_if, so the step always runs there, and it always runs here",
    ]);
  });

  it('requires: an artifact an earlier step creates, or an earlier step id; optional and collection forms as aiox reads them', () => {
    const ok = translate(wf([{ id: 'a', agent: 'pm', creates: 'docs/prd.md' }, { id: 'b', agent: 'architect', requires: ['docs/prd.md'] }]));
    expect(ok.diagnostics).toEqual([]);
    expect((ok.data as any).steps.b.inline_instruction).toContain('- docs/prd.md (created by step a): read it before you start.');
    // run-workflow-engine collects requires "from state.step_outputs", keyed by step id.
    const stepId = translate(wf([{ id: 'a', agent: 'pm', creates: 'docs/prd.md' }, { id: 'b', agent: 'architect', requires: ['a'] }]));
    expect(stepId.diagnostics).toEqual([]);
    expect((stepId.data as any).steps.b.inline_instruction).toContain('- the outputs of step a (its step_output block and the files it created): use them.');
    // "(if exists)" is optional; all_* and sharded_* are collections aiox does not check.
    const soft = translate(wf([{ id: 'a', agent: 'pm' }, { id: 'b', agent: 'qa', requires: ['db/SCHEMA.md (if exists)', 'all_artifacts', 'sharded_docs'] }]));
    expect(soft.diagnostics).toEqual([]);
    expect((soft.data as any).steps.b.inline_instruction).toContain('- db/SCHEMA.md: read it if it exists.');
    // workflow-validator.js warns (WF_ARTIFACT_CHAIN_BROKEN) about the rest; so does stagegate.
    const unknown = translate(wf([{ id: 'a', agent: 'pm', creates: 'docs/prd.md' }, { id: 'b', agent: 'architect', requires: 'docs/prd.mdx' }]));
    expect(codes(unknown)).toEqual(['AIOX_REQUIRES_UNKNOWN']);
    expect(unknown.diagnostics[0]!.severity).toBe('warning');
    expect(unknown.diagnostics[0]!.message).toContain("Did you mean 'docs/prd.md'?");
    const later = translate(wf([{ id: 'b', agent: 'architect', requires: 'docs/prd.md' }, { id: 'a', agent: 'pm', creates: 'docs/prd.md' }]));
    expect(codes(later)).toEqual(['AIOX_REQUIRES_LATER']);
    expect(later.diagnostics[0]!.severity).toBe('warning');
    const circular = translate(wf([{ id: 'a', agent: 'pm', creates: 'x.md', requires: 'y.md' }, { id: 'b', agent: 'qa', creates: 'y.md', requires: 'x.md' }]));
    expect(codes(circular)).toEqual(['AIOX_REQUIRES_CIRCULAR']);
    expect(circular.diagnostics[0]!.severity).toBe('error');
  });
});

describe('aiox routing', () => {
  it('thresholds come from route names; a missing value matches none and blocks', () => {
    const r = fromText(fixtureText('brownfield-fullstack.yaml'));
    const route = (r.data as any).steps.route_by_clarity;
    const at = (score: unknown, visits = 1) => decision(route.decide, { steps: { classify_enhancement: gate({ clarity_score: score }) }, visits: { route_by_clarity: visits } });
    expect(at(50)).toBe('classify_enhancement');
    expect(at(50, 3)).toBe('BLOCKED'); // max_iterations: 2 loops back, then a person decides
    expect(at(70)).toBe('document_project_requires');
    expect(at('89')).toBe('document_project_requires');
    expect(at(95)).toBe('document_project_requires');
    expect(at(0)).toBe('classify_enhancement');
    expect(at(null)).toBe('BLOCKED');
    expect(at(89.5)).toBe('BLOCKED');
    const checklist = (r.data as any).steps.route_checklist;
    const cl = (v: unknown) => decision(checklist.decide, { steps: { validate_artifacts: gate({ checklist_status: v }) }, visits: { route_checklist: 1 } });
    expect(cl('APPROVED')).toBe('shard_documents_requires');
    expect(cl(true)).toBe('shard_documents_requires');
    expect(cl('not_approved')).toBe('create_prd_requires');
    expect(cl('maybe')).toBe('BLOCKED');
    // The reporting step is told to report the key it is routed on.
    expect((r.data as any).steps.validate_artifacts.inline_instruction).toContain('checklist_status: <value>   # routing step route_checklist routes on it (approved, not_approved)');
  });

  it('the list form: threshold comparisons, default, complete and halt', () => {
    const r = fromText(fixtureText('qa-loop.yaml'));
    const route = (r.data as any).steps.route_review;
    const at = (score: unknown) => decision(route.decide, { steps: { qa_review: gate({ score_9p: score }) } });
    expect(at(9)).toBe('DONE');
    expect(at(8.5)).toBe('apply_fixes');
    expect(at(undefined)).toBe('BLOCKED');
    expect(route.decide.at(-1)).toEqual({ else: 'BLOCKED' });
    const bad = translate(wf([{ id: 'a', agent: 'qa', outputs: ['s'] }, { meta: 'routing', condition: 'based_on_s', routes: [{ name: 'x', threshold: 'about 9', target_step: 'a' }] }]));
    expect(codes(bad)).toEqual(['AIOX_ROUTE_INVALID']);
    expect(bad.diagnostics[0]!.path).toEqual(['workflow', 'sequence', 1, 'routes', 0, 'threshold']);
    // run-workflow-engine reads based_on_<key> "in recent step outputs": the step before reports it.
    const unknownKey = translate(wf([{ id: 'a', agent: 'qa' }, { meta: 'routing', condition: 'based_on_compliance', routes: { compliance_90_plus: 'continue' } }]));
    expect(codes(unknownKey)).toEqual([]);
    expect((unknownKey.data as any).steps.a.inline_instruction).toMatch(/^ {2}compliance: <value> {3}# routing step routing_2 routes on it/m);
    expect((unknownKey.data as any).steps.routing_2.decide[0].if).toContain('steps.a.gate.compliance >= 90');
    const target = translate(wf([{ id: 'a', agent: 'qa', outputs: ['s'] }, { meta: 'routing', condition: 'based_on_s', routes: { s_below_5: { action: 'loop_back', target: 'aa' } } }]));
    expect(codes(target)).toEqual(['AIOX_TARGET_UNKNOWN']);
    // No phase in this workflow: only step ids are named.
    expect(target.diagnostics[0]!.message).toBe("'aa' is not a step id of this workflow. Did you mean step 'a'?");
  });

  it('gate + on_verdict: the verdict routes, max_iterations bounds the loop', () => {
    const r = fromText(fixtureText('spec-pipeline.yaml'));
    const s = (r.data as any).steps;
    expect(s.critique_spec.statuses.completed).toBe('critique_spec_verdict');
    expect(s.critique_spec.inline_instruction).toContain('verdict: APPROVED | NEEDS_REVISION | REJECTED');
    const v = s.critique_spec_verdict;
    expect(v.max_visits).toBe(3);
    const at = (verdict: string, visits: number) => decision(v.decide, { steps: { critique_spec: gate({ verdict }, visits) }, visits: { critique_spec: visits } });
    expect(at('APPROVED', 1)).toBe('plan_implementation_requires');
    expect(at('NEEDS_REVISION', 2)).toBe('write_spec_requires');
    expect(at('NEEDS_REVISION', 3)).toBe('BLOCKED');
    expect(at('REJECTED', 1)).toBe('BLOCKED');
    expect(at('SHRUG', 1)).toBe('BLOCKED');
    expect(s.plan_implementation.timeout_minutes).toBe(120);
  });
});

describe('aiox failure handling, parallel groups and the run map', () => {
  it('on_failure: a step id, continue, halt, retry with max_retries; invalid forms are errors', () => {
    const seq = (on_failure: unknown) => wf([{ id: 'a', agent: 'dev', on_failure }, { id: 'b', agent: 'qa' }, { id: 'fix', agent: 'dev' }]);
    const step = (on_failure: unknown) => (translate(seq(on_failure)).data as any).steps;
    expect(step('fix').a.on_failure).toBe('fix');
    expect(step('fix').a_retry.decide.at(-1)).toEqual({ else: 'fix' });
    expect(step({ action: 'continue' }).a.on_failure).toBe('b');
    const halt = step({ action: 'halt' });
    expect(halt.a.statuses.failed).toBe('BLOCKED');
    expect(halt.a.retry).toBeUndefined();
    expect(halt.a_retry).toBeUndefined();
    expect(step({ action: 'retry', max_retries: 4 }).a.retry).toEqual({ max_attempts: 5 });
    expect(codes(translate(seq({ action: 'explode' })))).toEqual(['AIOX_ON_FAILURE_INVALID']);
    expect(codes(translate(seq(7)))).toEqual(['AIOX_ON_FAILURE_INVALID']);
    expect(codes(translate(seq('nowhere')))).toEqual(['AIOX_TARGET_UNKNOWN']);
    const zero = translate(wf([{ id: 'a', agent: 'dev' }], { global_error_handling: { max_retries_per_phase: 0 } }));
    expect((zero.data as any).steps.a).not.toHaveProperty('retry');
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }], { global_error_handling: { max_retries_per_phase: -1 } })))).toEqual(['AIOX_ON_FAILURE_INVALID']);
  });

  it('timeout forms', () => {
    const t = (timeout: unknown) => translate(wf([{ id: 'a', agent: 'dev', timeout }]));
    expect((t('90s').data as any).steps.a.timeout_minutes).toBe(1.5);
    expect((t('2h').data as any).steps.a.timeout_minutes).toBe(120);
    expect((t(15).data as any).steps.a.timeout_minutes).toBe(15);
    expect(codes(t('soon'))).toEqual(['AIOX_TIMEOUT_INVALID']);
    // No aiox runner reads a step's timeout: a value that is no duration (aiox-squads' dispatch
    // writes "varies_per_wave") is a warning, and the step keeps the default limit.
    const varies = t('varies_per_wave');
    expect(varies.diagnostics.map((d) => [d.code, d.severity])).toEqual([['AIOX_TIMEOUT_INVALID', 'warning']]);
    expect((varies.data as any).steps.a).not.toHaveProperty('timeout_minutes');
    expect((varies.data as any).steps.a.result_contract).toBe('aiox_step_output');
    expect(t(0).diagnostics.map((d) => d.severity)).toEqual(['warning']);
  });

  it('consecutive steps of one parallel_group become one parallel step', () => {
    const r = fromText(fixtureText('parallel.yaml'));
    const s = (r.data as any).steps;
    expect(Object.keys(s).filter((k) => !k.endsWith('_retry'))).toEqual(['research_creates', 'research', 'synthesise_requires', 'synthesise']);
    expect(s.synthesise_requires.decide).toEqual([{ if: "files['docs/research/market.md'] && files['docs/research/tech.md']", to: 'synthesise' }, { else: 'DONE' }]);
    expect(s.research.parallel.join).toBe('all');
    expect(Object.keys(s.research.parallel.branches)).toEqual(['market_research', 'tech_research']);
    expect(s.research.parallel.branches.tech_research.statuses).toEqual({ completed: 'DONE', failed: 'BLOCKED' });
    expect(s.research.parallel.branches.tech_research.result_contract).toBe('aiox_step_output');
    expect(s.research.statuses).toEqual({ PARALLEL_COMPLETE: 'research_creates', PARALLEL_FAILED: 'BLOCKED' });
    const mixed = translate(wf([{ id: 'a', agent: 'dev', parallel_group: 'g' }, { id: 'b', agent: 'qa', parallel_group: 'g', gate: true, on_verdict: { OK: 'continue' } }]));
    expect(codes(mixed)).toEqual(['AIOX_PARALLEL_GROUP_SEQUENTIAL']);
    expect((mixed.data as any).steps.a.statuses.completed).toBe('b');
  });

  it('the run map turns a step into a shell command with the same result contract', () => {
    const r = translate(wf([{ id: 'lint-code', agent: 'dev', action: 'Lint' }, { id: 'b', agent: 'qa' }]), { 'lint-code': 'npm run lint' });
    const s = (r.data as any).steps;
    expect(s.lint_code.run).toBe('npm run lint');
    expect(s.lint_code.inline_instruction).toBeUndefined();
    expect(s.lint_code.result_contract).toBe('aiox_step_output');
    expect(s.lint_code.description).toContain('lint-code');
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }]), { nope: 'true' }))).toEqual(['AIOX_RUN_UNKNOWN_STEP']);
  });
});

describe("aiox's own validator rules", () => {
  it('id and name present; a non-empty sequence of known items; unique ids; agents that name a file', () => {
    expect(codes(translate({ workflow: { sequence: [{ agent: 'dev', id: 'a' }] } }))).toEqual(['AIOX_ID_MISSING', 'AIOX_NAME_MISSING']);
    expect(codes(translate({ workflow: { id: 'x', name: 'X', sequence: [] } }))).toEqual(['AIOX_SEQUENCE_EMPTY']);
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }, { notes: 'stray' }, { meta: 'teleport' }])))).toEqual(['AIOX_ITEM_UNKNOWN', 'AIOX_ITEM_UNKNOWN']);
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }, { id: 'a', agent: 'qa' }])))).toEqual(['AIOX_DUPLICATE_ID']);
    expect(codes(translate(wf([{ id: 'a', agent: '../../etc/passwd' }])))).toEqual(['AIOX_AGENT_INVALID']);
    expect(codes(translate(wf([{ id: 'a', agent: 'dev', creates: '../outside.md' }])))).toEqual(['PATH_OUTSIDE_WORKSPACE']);
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }], { inputs: { 'bad name': {} } })))).toEqual(['AIOX_INPUT_INVALID']);
  });

  it("a name under title: is named in AIOX_NAME_MISSING; a placeholder agent ({specialist}) is asked for by a stage in front of its step, told apart from a bad name", () => {
    // workflow-validator.js requires workflow.name; apex's component-refactor says title: instead.
    const titled = translate({ id: 'wf-refactor', title: 'Refactor a component', sequence: [{ id: 'a', agent: 'dev' }] });
    expect(titled.diagnostics.map((d) => [d.code, d.message, d.hint])).toEqual([['AIOX_NAME_MISSING', "the aiox workflow has no name (it has title: 'Refactor a component', which aiox does not read: workflow-validator.js requires workflow.name)", 'Rename title: to name:.']]);
    // A title: over several lines is quoted on one line: a diagnostic is one line.
    const long = translate({ id: 'wf-refactor', title: 'Refactor\na component\n', sequence: [{ id: 'a', agent: 'dev' }] });
    expect(long.diagnostics[0]!.message).toContain("(it has title: 'Refactor a component', which aiox does not read");
    // run-workflow-engine.md "Agent file not found": aiox asks the user to choose; here a shell stage
    // <id>_agent in front of each step naming it asks (ask-agent.ts): its answer picks the agent or skips the step.
    const placeholder = translate(wf([{ id: 'draft', agent: '{specialist}', action: 'write-draft', creates: 'draft.md' }, { id: 'read', agent: 'pm', action: 'read' }, { id: 'revise', agent: '{ specialist }', action: 'revise' }]));
    expect(placeholder.diagnostics).toEqual([]);
    const data = placeholder.data as any;
    // The input of its name answers every such step up front; it is a name (no path, no line break).
    expect(data.inputs).toMatchObject({ optional: ['specialist'], types: { specialist: 'name' } });
    expect(data.entry).toBe('draft_agent');
    expect(Object.keys(data.steps)).toEqual(['draft_agent', 'draft', 'draft_retry', 'read', 'read_retry', 'revise_agent', 'revise', 'revise_retry']);
    expect(Object.values(data.steps).some((s: any) => s.asks !== undefined)).toBe(false);
    expect(data.steps.draft_agent).toMatchObject({
      output: '.stagegate/aiox/wf/{{run_id}}/draft_agent.md',
      statuses: { AGENT_CHOSEN: 'draft', NO_AGENT: 'read', AGENT_QUESTION: 'ASK' },
      inputs: { aiox_step: 'draft', aiox_action: 'write-draft', aiox_placeholder: '{specialist}', aiox_given: '{{specialist}}', aiox_prefix: '', aiox_suffix: '', aiox_agents: '.aiox-core/development/agents' },
    });
    const longAction = translate(wf([{ id: 'a', agent: '{specialist}', action: `Write {{topic}} ${'x'.repeat(100)}\nsecond line` }])).data as any;
    expect(longAction.steps.a_agent.inputs.aiox_action).toBe(`Write \\{{topic}} ${'x'.repeat(61)}...`);
    // The answer reaches the script only through its environment: no placeholder in its text.
    expect(placeholdersIn(data.steps.draft_agent.run)).toEqual([]);
    expect(data.steps.revise_agent.statuses).toMatchObject({ AGENT_CHOSEN: 'revise', NO_AGENT: 'DONE' });
    expect(placeholder.helperSteps).toEqual(expect.arrayContaining(['draft_agent', 'revise_agent']));
    expect(data.steps.draft.inline_instruction).toContain('You are the aiox agent {{steps.draft_agent.gate.agent}}, chosen for this step when the run asked (the workflow names it {specialist}). Read {{steps.draft_agent.gate.persona}} first');
    expect(data.steps.revise.inline_instruction).toContain('{{steps.revise_agent.gate.persona}}');
    // Text around the placeholder stays the agent id's; an unrendered template ({{X}}) is still no agent.
    // In a squad the squad's persona folder comes first (as aiox's "hybrid" lookup).
    const chief = aioxImporter.translate(wf([{ id: 'lead', agent: '{target_name}-chief', action: 'lead' }]), 'squads/copy/workflows/wf.yaml', { run: {} });
    expect(chief.diagnostics).toEqual([]);
    expect((chief.data as any).steps.lead_agent.inputs).toMatchObject({ aiox_placeholder: '{target_name}-chief', aiox_given: '{{target_name}}', aiox_prefix: '', aiox_suffix: '-chief', aiox_agents: 'squads/copy/agents .aiox-core/development/agents' });
    expect(codes(translate(wf([{ agent: '{{SQUADNAME}}-chief', action: 'lead' }])))).toEqual(['AIOX_AGENT_INVALID']);
    expect(codes(translate(wf([{ agent: '{x}/../y', action: 'lead' }])))).toEqual(['AIOX_AGENT_INVALID']);
  });

  it('a placeholder agent whose name a dynamic agent (${x}) takes too is one input, declared once (required)', () => {
    const both = loadAndValidate(stringify(wf([{ id: 'a', agent: '${specialist}', action: 'x' }, { id: 'b', agent: '{specialist}', action: 'y' }])));
    expect(both.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([]);
    expect(both.workflow!.inputs.required).toContain('specialist');
  });

  it('a placeholder agent that its own condition names too (agent: "{specialist}", condition: specialist): the question decides both — no input of its own for the condition (was DUPLICATE_INPUT), none skips the step', () => {
    for (const condition of ['specialist', '{specialist}', '${specialist}']) {
      const text = stringify(wf([{ id: 'a', agent: 'dev', action: 'x' }, { id: 'b', agent: '{specialist}', action: 'y', condition, on_skip: 'c' }, { id: 'c', agent: 'qa', action: 'z' }]));
      const both = loadAndValidate(text);
      expect([condition, both.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)]).toEqual([condition, []]);
      const data = fromText(text).data as any;
      // No true/false decision in front: the question is the guard; its none goes where a skip goes (on_skip).
      expect(data.steps.b_when).toBeUndefined();
      expect(data.steps.a.statuses.completed).toBe('b_agent');
      expect(data.steps.b_agent.statuses).toMatchObject({ AGENT_CHOSEN: 'b', NO_AGENT: 'c', AGENT_QUESTION: 'ASK' });
      expect(data.inputs).toEqual({ optional: ['specialist'], types: { specialist: 'name' } });
    }
    // Another condition stays a decision in front of the question (decided first: a skip asks nothing).
    const other = fromText(stringify(wf([{ id: 'b', agent: '{specialist}', action: 'y', condition: 'needs_copy' }]))).data as any;
    expect(other.entry).toBe('b_when');
    expect(other.steps.b_when.decide[0].to).toBe('b_agent');
  });

  it('a route that is a step of its own with an asked agent asks in front of it too: chosen runs it, none ends the run as the route would after it', () => {
    const text = stringify(wf([
      { id: 'scope', agent: 'pm', action: 'size it', outputs: ['change_size'] },
      { id: 'route', meta: 'routing', condition: 'based_on_change_size', routes: { tiny_fix: { agent: '{specialist}', uses: 'write-ticket' }, big_change: { continue: 'to_next_step' } } },
      { id: 'build', agent: 'dev', action: 'build' },
    ]));
    const checked = loadAndValidate(text);
    expect(checked.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([]);
    const s = (fromText(text).data as any).steps;
    expect(s.route.decide.map((b: any) => b.to ?? b.else)).toContain('route_tiny_fix_agent');
    expect(s.route_tiny_fix_agent.statuses).toEqual({ AGENT_CHOSEN: 'route_tiny_fix', NO_AGENT: 'DONE', AGENT_QUESTION: 'ASK' });
    expect(s.route_tiny_fix.inline_instruction).toContain('{{steps.route_tiny_fix_agent.gate.persona}}');
  });

  it('a dynamic agent (${specialist}, ${story.executor}) is a required input typed name; a condition naming its own input holds (no input defaulting to true, which would run an agent named true)', () => {
    const text = stringify(wf([{ id: 'a', agent: '${specialist}', action: 'x', condition: 'specialist' }, { id: 'b', agent: '${story.executor}', action: 'y' }]));
    const loaded = loadAndValidate(text);
    expect(loaded.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([]);
    const data = fromText(text).data as any;
    expect(data.inputs).toEqual({ required: ['specialist', 'story_executor'], types: { specialist: 'name', story_executor: 'name' } });
    expect(data.steps.a_when).toBeUndefined();
    expect(data.entry ?? 'a').toBe('a');
  });

  it('a placeholder agent naming what the runner owns ({workflow}, {run_id}, {step}) or an execution control is no input to ask for: AIOX_AGENT_INVALID, and the imported workflow still validates', () => {
    for (const agent of ['{workflow}', '{run_id}', '{step}-chief', '{source_commit}', '{stop_after_step}', '{execution_mode}']) {
      const r = translate(wf([{ agent, action: 'lead' }]));
      expect([agent, codes(r)]).toEqual([agent, ['AIOX_AGENT_INVALID']]);
      expect((r.data as any).inputs?.optional ?? []).toEqual([]);
      const checked = loadAndValidate(stringify(wf([{ agent, action: 'lead' }])));
      expect([agent, checked.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)]).toEqual([agent, []]);
    }
  });

  it("work under named lists in place of a sequence (BMAD v4's game packs: full_game_sequence, prototype_sequence) is AIOX_SEQUENCE_EMPTY naming them, at the first (it said only 'no sequence items that do anything', and 'Add sequence:')", () => {
    // workflow-validator.js reads only workflow.sequence or a phases list: "Missing or empty workflow execution array".
    const r = translate({ workflow: { id: 'game', name: 'Game', full_build_sequence: [{ agent: 'designer', creates: 'brief.md' }, { agent: 'architect', creates: 'arch.md' }], quick_sequence: [{ step: 'scope', action: 'assess' }], build_guidance: { action: 'set up' } } });
    expect(r.diagnostics.map((d) => [d.code, pathKey(d.path)])).toEqual([['AIOX_SEQUENCE_EMPTY', pathKey(['workflow', 'full_build_sequence'])]]);
    expect(r.diagnostics[0]!.message).toContain('its work is in full_build_sequence (2 items), quick_sequence (1 item), lists under another name, which no aiox runner reads');
    expect(r.diagnostics[0]!.hint).toBe('Rename the list to run to sequence: (one workflow file per variant, each with its own sequence:).');
    // Beside a sequence (even an empty one) the generic message stands: the sequence is the one read.
    expect(translate({ workflow: { id: 'g', name: 'G', sequence: [], quick_sequence: [{ agent: 'dev' }] } }).diagnostics[0]!.message).toContain('no sequence items that do anything');
  });

  it('a phases: mapping beside workflow: (phases by executor:) is AIOX_SEQUENCE_EMPTY that names it, at the mapping', () => {
    // workflow-executor.js reads this.workflow.workflow.phases; _normalizeWorkflowDocument copies only a phases LIST.
    const r = translate({ workflow: { id: 'wf-map', name: 'Map a process' }, phases: { 'PHASE-1': { name: 'Classify', executor: 'chief', action: 'Classify' }, 'PHASE-2': { name: 'Map', executor: 'mapper', task: 'map-process' } } });
    expect(r.diagnostics.map((d) => [d.code, pathKey(d.path)])).toEqual([['AIOX_SEQUENCE_EMPTY', pathKey(['phases'])]]);
    expect(r.diagnostics[0]!.message).toContain('its work is a phases: mapping beside workflow: (2 phases, each run by executor:, a key no aiox runner reads)');
    expect(r.diagnostics[0]!.hint).toContain('move the phases under workflow: (agent: for executor:)');
    // Only the phases run by executor: are said to be (not "each" when one has its agent:).
    const mixed = translate({ workflow: { id: 'wf-map', name: 'Map' }, phases: { one: { executor: 'chief' }, two: { agent: 'dev' } } });
    expect(mixed.diagnostics[0]!.message).toContain('(2 phases, 1 of them run by executor:, a key no aiox runner reads)');
    const agents = translate({ workflow: { id: 'wf-map', name: 'Map' }, phases: { one: { agent: 'chief' } } });
    expect(agents.diagnostics[0]!.message).toContain('(1 phase), which no aiox runner runs');
    expect(agents.diagnostics[0]!.hint).not.toContain('executor');
  });

  it("a step key one or two letters from one stagegate reads (acton: for action:): AIOX_UNKNOWN_KEY at the key, with a did-you-mean; keys for people and the model are not reported", () => {
    const r = translate(wf([{ id: 'spec', agent: 'pm', acton: 'Write the spec' }, { id: 'impl', agent: 'dev', action: 'Build', creatse: 'docs/x.md', duration_estimate: '2h', delegates_to: 'qa', steps: ['a'], updates: 'y' }]));
    expect(r.diagnostics.map((d) => [d.code, d.severity, pathKey(d.path)])).toEqual([
      ['AIOX_UNKNOWN_KEY', 'warning', pathKey(['workflow', 'sequence', 0, 'acton'])],
      ['AIOX_UNKNOWN_KEY', 'warning', pathKey(['workflow', 'sequence', 1, 'creatse'])],
    ]);
    expect(r.diagnostics[0]!.message).toBe("unknown key 'acton' on step 'spec', ignored (aiox's runners and stagegate read a step's known keys only): the step runs without action. Did you mean 'action'?");
    expect(r.diagnostics[0]!.hint).toBe('Rename it to action: (or remove it).');
    // The step's prompt has no action indeed: the typo changes what runs.
    expect((r.data['steps'] as any).spec.inline_instruction).not.toContain('Write the spec');
    // An item the typo leaves without a kind is AIOX_ITEM_UNKNOWN, and the key says why.
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }, { id: 'b', acton: 'x' }])))).toEqual(['AIOX_ITEM_UNKNOWN', 'AIOX_UNKNOWN_KEY']);
    // A phase of a phases: list is read whole by the agent (its entry in the file): none of its keys is reported.
    expect(codes(translate({ workflow: { id: 'w', name: 'W', phases: [{ name: 'p', agent: 'dev', acton: 'x' }] } }))).toEqual(['AIOX_PHASES_AS_SEQUENCE']);
  });

  it('esc34: a backslash right before a {var} a step input translates stays before its value; {{x}} text aiox passes never becomes a placeholder', () => {
    const r = translate(wf([{ id: 'a', agent: 'dev', inputs: { dir: 'C:\\work\\{topic}', note: 'keep \\{{ topic }} and \\\\{{ topic }}' } }], { inputs: { topic: { required: true } } }));
    const inputs = (r.data['steps'] as any).a.inputs as Record<string, string>;
    expect(placeholdersIn(inputs['dir']!)).toEqual(['topic']);
    expect(substitute(inputs['dir']!, new Map([['topic', 'T']]))).toBe('C:\\work\\T');
    // aiox fills {{topic}} in a step input too: the backslashes before it stay before the value.
    expect(placeholdersIn(inputs['note']!)).toEqual(['topic', 'topic']);
    expect(substitute(inputs['note']!, new Map([['topic', 'T']]))).toBe('keep \\T and \\\\T');
    // Text aiox passes as written ({{x}} in a prompt): escaped, whatever backslashes stand before it.
    expect(placeholdersIn(neutral('see \\{{x}}, \\\\{{x}} and {{y}}'))).toEqual([]);
    expect(substitute(neutral('see \\{{x}}, \\\\{{x}} and {{y}}'), new Map([['x', 'X']]))).toBe('see {{x}}, {{x}} and {{y}}');
  });

  it("{name} in a step's action / notes / description that no input or aiox form fills: AIOX_PLACEHOLDER_UNKNOWN, with a did-you-mean", () => {
    const filled = [
      { id: 'a', agent: 'dev', outputs: ['summary'], action: 'Study {topic} ({inputs.topic}, {source-slug}); pass {currentIteration}; {config.depth}; {outputs.a.summary}; {summary}', notes: '${story.executor} {{ACTION}} {a|b} { "json": 1 }' },
      { id: 'b', agent: 'qa', inputs: { story: '{storyId}' }, description: 'Review {storyId}' },
    ];
    expect(codes(translate(wf(filled, { inputs: { topic: { required: true }, source_slug: 'x' } })))).toEqual([]);
    const r = translate(wf([{ id: 'a', agent: 'dev', action: 'Study {topc} for {audience}', notes: '{audience} again' }], { inputs: { topic: { required: true } } }));
    expect(r.diagnostics.map((d) => [d.code, d.severity, pathKey(d.path)])).toEqual([
      ['AIOX_PLACEHOLDER_UNKNOWN', 'warning', pathKey(['workflow', 'sequence', 0, 'action'])],
      ['AIOX_PLACEHOLDER_UNKNOWN', 'warning', pathKey(['workflow', 'sequence', 0, 'action'])],
      ['AIOX_PLACEHOLDER_UNKNOWN', 'warning', pathKey(['workflow', 'sequence', 0, 'notes'])],
    ]);
    expect(r.diagnostics[0]!.message).toBe("step 'a' action uses {topc}, which is no input of this workflow nor a value aiox fills in: the agent reads '{topc}' as written. Did you mean input 'topic'?");
    expect(r.diagnostics[1]!.hint).toContain('Declare audience under the workflow');
  });

  it("{name} that is a key of the step's own inputs map is filled (its value is listed under Inputs in the step's prompt): no AIOX_PLACEHOLDER_UNKNOWN; another step's key is", () => {
    const own = [
      { id: 'review', agent: 'qa', outputs: ['gate-file'] },
      { id: 'fix', agent: 'dev', inputs: { gateFile: '{outputs.review.gate-file}', 'story-id': '{storyId}' }, action: 'Fix what {gateFile} lists for {story-id}', notes: 'Story {story_id}' },
    ];
    expect(codes(translate(wf(own)))).toEqual([]);
    expect(codes(translate(wf([{ id: 'a', agent: 'dev', inputs: { story: '{storyId}' } }, { id: 'b', agent: 'qa', action: 'Review {story}' }])))).toEqual(['AIOX_PLACEHOLDER_UNKNOWN']);
  });

  it('a light look at the Mermaid flow_diagram', () => {
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }], { flow_diagram: 'graph TD\n  A[start] --> B(end)\n' })))).toEqual([]);
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }], { flow_diagram: 'sequenceDiagram\n  A->>B: hi\n' })))).toEqual(['AIOX_FLOW_DIAGRAM_INVALID']);
    expect(codes(translate(wf([{ id: 'a', agent: 'dev' }], { flow_diagram: 'graph LR\n  A[start --> B\n' })))).toEqual(['AIOX_FLOW_DIAGRAM_INVALID']);
  });

  it('every code is registered with its severity for validate and docs/validation.md', () => {
    for (const [code, severity] of Object.entries(AIOX_CODES)) expect(RULE_CODES[code], code).toBe(severity);
  });
});

describe('aiox ids, prompts and positions', () => {
  it('ids are sanitised for expressions; the original id stays in the description', () => {
    expect(sanitiseId('create-prd')).toBe('create_prd');
    expect(sanitiseId('3.1 review')).toBe('s_3_1_review');
    expect(sanitiseId('DONE')).toBe('DONE_step');
    expect(sanitiseId('ASK')).toBe('ASK_step');
    const r = translate(wf([{ id: 'create-prd', agent: 'pm' }, { step: 'create prd', agent: 'pm' }, { agent: 'qa' }]));
    const s = (r.data as any).steps;
    expect(Object.keys(s).filter((k) => !k.endsWith('_retry'))).toEqual(['create_prd', 'create_prd_2', 'qa_3']);
    expect(s.create_prd_2.description).toContain('create prd');
  });

  it('the prompt: persona by path, task file, reference data, what to create, user input and the contract', () => {
    const r = fromText(fixtureText('brownfield-fullstack.yaml'));
    const p: string = (r.data as any).steps.classify_enhancement.inline_instruction;
    expect(p).toContain('.aiox-core/development/agents/analyst.md');
    expect(p).toContain('.aiox-core/development/tasks/classify-enhancement.md');
    expect(p).toContain('.aiox-core/data/technical-preferences.md');
    expect(p).toContain('- the file docs/brownfield/classification.md');
    expect(p).toContain('{{classify_enhancement_user_input}}');
    expect(p).toContain('step_output:');
    expect(p.trimEnd().split('\n').filter((l) => /^\s*status:/.test(l))).toEqual(['  status: completed | failed']);
  });

  it("an install from before the rebrand (.aios-core) has its personas, tasks and data in its own core folder, as its runner resolves them", () => {
    // workflow-state-manager.js resolveAgentPaths joins its own folder: .aios-core/development/agents before SynkraAI's rebrand.
    const doc = parse(fixtureText('brownfield-fullstack.yaml'));
    const inCore = aioxImporter.translate(doc, '.aios-core/development/workflows/brownfield-fullstack.yaml', { run: {} });
    const p: string = (inCore.data as any).steps.classify_enhancement.inline_instruction;
    expect(p).toContain('.aios-core/development/agents/analyst.md');
    expect(p).toContain('.aios-core/development/tasks/classify-enhancement.md');
    expect(p).toContain('.aios-core/data/technical-preferences.md');
    expect(p).not.toContain('.aiox-core');
    expect(inCore.fileReferences!.map((f) => f.path).filter((f) => !f.startsWith('.aios-core/'))).toEqual([]);
    // A fork's own core folder (.lmas-core) likewise.
    const fork = aioxImporter.translate(wf([{ id: 'a', agent: 'dev', task: 'build' }]), '.lmas-core/development/workflows/wf.yaml', { run: {} });
    expect(fork.fileReferences!.map((f) => f.path)).toEqual(['.lmas-core/development/agents/dev.md', '.lmas-core/development/tasks/build.md']);
    // A squad's workflow falls back to the install the workspace holds (the loader finds it), its own folder first.
    const squad = aioxImporter.translate(wf([{ id: 'a', agent: 'dev', task: 'build' }]), 'squads/ops/workflows/wf.yaml', { run: {}, aioxCore: '.aios-core' });
    expect(squad.fileReferences!.map((f) => [f.path, ...(f.alternatives ?? [])])).toEqual([
      ['squads/ops/agents/dev.md', '.aios-core/development/agents/dev.md'],
      ['squads/ops/tasks/build.md', '.aios-core/development/tasks/build.md'],
    ]);
    expect((squad.data as any).steps.a.inline_instruction).toContain('squads/ops/agents/dev.md (or .aios-core/development/agents/dev.md)');
    // An asked agent ({specialist}) looks for its persona files in the same folders: the squad's, then that install's.
    const asked = aioxImporter.translate(wf([{ id: 'a', agent: '{specialist}', action: 'x' }]), 'squads/ops/workflows/wf.yaml', { run: {}, aioxCore: '.aios-core' });
    expect((asked.data as any).steps.a_agent.inputs.aiox_agents).toBe('squads/ops/agents .aios-core/development/agents');
    const askedInCore = aioxImporter.translate(wf([{ id: 'a', agent: '{specialist}', action: 'x' }]), '.aios-core/development/workflows/wf.yaml', { run: {} });
    expect((askedInCore.data as any).steps.a_agent.inputs.aiox_agents).toBe('.aios-core/development/agents');
    // Anywhere else, with no install found: .aiox-core, as before.
    const plain = aioxImporter.translate(wf([{ id: 'a', agent: 'dev' }]), 'flows/wf.yaml', { run: {} });
    expect(plain.fileReferences!.map((f) => f.path)).toEqual(['.aiox-core/development/agents/dev.md']);
  });

  it("a BMAD v4 install (.bmad-core) keeps its personas and tasks right in the core folder, no development/: the files, prompts, questions and messages name .bmad-core/agents and .bmad-core/tasks", () => {
    // BMAD v4's installer copies bmad-core/ to .bmad-core/ as it is; its agents resolve {root}/{type}/{name} (root .bmad-core).
    const own = aioxImporter.translate(wf([{ id: 'a', agent: 'dev', uses: 'build', action: 'x' }, { id: 'b', agent: 'analyst/pm', action: 'y' }]), '.bmad-core/workflows/wf.yaml', { run: {} });
    expect(own.diagnostics).toEqual([]);
    expect(own.fileReferences!.map((f) => [f.path, ...(f.alternatives ?? [])])).toEqual([['.bmad-core/agents/dev.md'], ['.bmad-core/tasks/build.md'], ['.bmad-core/agents/analyst.md'], ['.bmad-core/agents/pm.md']]);
    const p: string = (own.data as any).steps.a.inline_instruction;
    expect(p).toContain('Read .bmad-core/agents/dev.md first');
    expect(p).toContain('Task file: .bmad-core/tasks/build.md');
    expect(p).not.toContain('development');
    expect(p).not.toContain('.aiox-core');
    // A workflow in the install is that install's, whatever else the workspace holds (no AIOX_CORE_AMBIGUOUS).
    const both = aioxImporter.translate(wf([{ id: 'a', agent: 'dev' }]), '.bmad-core/workflows/wf.yaml', { run: {}, aioxCore: '.aiox-core', aioxCores: ['.aiox-core', '.bmad-core'] });
    expect(both.diagnostics).toEqual([]);
    expect(both.fileReferences!.map((f) => f.path)).toEqual(['.bmad-core/agents/dev.md']);
    // A squad's workflow in a BMAD v4 workspace falls back to it, its own folder first.
    const squad = aioxImporter.translate(wf([{ id: 'a', agent: 'dev', task: 'build' }]), 'squads/ops/workflows/wf.yaml', { run: {}, aioxCore: '.bmad-core' });
    expect(squad.fileReferences!.map((f) => [f.path, ...(f.alternatives ?? [])])).toEqual([
      ['squads/ops/agents/dev.md', '.bmad-core/agents/dev.md'],
      ['squads/ops/tasks/build.md', '.bmad-core/tasks/build.md'],
    ]);
    // The ask-agent stage looks there, the dynamic agent's prompt and AIOX_AGENT_INVALID name it.
    const asked = aioxImporter.translate(wf([{ id: 'a', agent: '{specialist}', action: 'x' }]), '.bmad-core/workflows/wf.yaml', { run: {} });
    expect((asked.data as any).steps.a_agent.inputs.aiox_agents).toBe('.bmad-core/agents');
    const dynamic = aioxImporter.translate(wf([{ id: 'a', agent: '${story.executor}', action: 'x' }]), '.bmad-core/workflows/wf.yaml', { run: {} });
    expect((dynamic.data as any).steps.a.inline_instruction).toContain('Read its persona file (.bmad-core/agents/<agent>.md) first');
    const invalid = aioxImporter.translate(wf([{ id: 'a', agent: '../x' }]), '.bmad-core/workflows/wf.yaml', { run: {} });
    expect(invalid.diagnostics[0]!.message).toContain('(.bmad-core/agents/<agent>.md)');
    // The aiox layout is unchanged: a .bmad-core/development/ folder is not where BMAD keeps them, and aiox's cores keep development/.
    const aiox = aioxImporter.translate(wf([{ id: 'a', agent: 'dev', uses: 'build' }]), '.aiox-core/development/workflows/wf.yaml', { run: {} });
    expect(aiox.fileReferences!.map((f) => f.path)).toEqual(['.aiox-core/development/agents/dev.md', '.aiox-core/development/tasks/build.md']);
    const outside = aioxImporter.translate(wf([{ id: 'a', agent: 'dev' }]), '.aiox-core/workflows/wf.yaml', { run: {} });
    expect(outside.fileReferences!.map((f) => f.path)).toEqual(['.aiox-core/development/agents/dev.md']);
  });

  it("BMAD v4's uses naming a template or a checklist reads templates/ or checklists/, as its agents resolve {root}/{type}/{name}: the prompt names that file, not tasks/", () => {
    const steps = [
      { id: 'prd', agent: 'pm', uses: 'brownfield-prd-tmpl', action: 'x' },
      { id: 'check', agent: 'po', uses: 'po-master-checklist', action: 'x' },
      { id: 'outline', agent: 'pm', uses: 'templates/story-outline-tmpl.yaml', action: 'x' },
      { id: 'typed', agent: 'po', task: 'checklists/story-dod-checklist', action: 'x' },
      { id: 'plain', agent: 'dev', task: 'create-doc', action: 'x' },
      { id: 'free', agent: 'dev', uses: 'create-doc prototype-design OR create-game-story', action: 'x' },
      { id: 'odd', agent: 'dev', uses: 'constructor/x', action: 'x' },
    ];
    const r = aioxImporter.translate(wf(steps), '.bmad-core/workflows/wf.yaml', { run: {} });
    expect(r.diagnostics).toEqual([]);
    const refs = r.fileReferences!.filter((f) => !f.what.startsWith('agent'));
    expect(refs.map((f) => [f.what, f.path, ...(f.alternatives ?? [])])).toEqual([
      ['template file of uses: brownfield-prd-tmpl', '.bmad-core/templates/brownfield-prd-tmpl.yaml'],
      // Every BMAD checklist ends -checklist, and so does one task (execute-checklist): the checklist first.
      ['checklist file of uses: po-master-checklist', '.bmad-core/checklists/po-master-checklist.md', '.bmad-core/tasks/po-master-checklist.md'],
      ['template file of uses: templates/story-outline-tmpl.yaml', '.bmad-core/templates/story-outline-tmpl.yaml'],
      ['checklist file of task: checklists/story-dod-checklist', '.bmad-core/checklists/story-dod-checklist.md'],
      ['task file of task: create-doc', '.bmad-core/tasks/create-doc.md'],
    ]);
    const prompt = (id: string): string => (r.data as any).steps[id].inline_instruction;
    expect(prompt('prd')).toContain('Template: .bmad-core/templates/brownfield-prd-tmpl.yaml — read it and create the document it defines');
    expect(prompt('check')).toContain('Checklist: .bmad-core/checklists/po-master-checklist.md (or .bmad-core/tasks/po-master-checklist.md) — read it and work through every item');
    expect(prompt('outline')).toContain('Template: .bmad-core/templates/story-outline-tmpl.yaml —');
    expect(prompt('typed')).toContain('Checklist: .bmad-core/checklists/story-dod-checklist.md —');
    expect(prompt('plain')).toContain('Task file: .bmad-core/tasks/create-doc.md — read it and follow it.');
    expect(prompt('free')).toContain('Task: create-doc prototype-design OR create-game-story');
    expect(prompt('odd')).toContain('Task: constructor/x');
    for (const id of ['prd', 'outline', 'typed']) expect(prompt(id)).not.toContain('/tasks/');
    // aiox's engine reads uses as a task whatever its name (run-workflow-engine.md resolve_task_path): unchanged there.
    const aiox = aioxImporter.translate(wf([{ id: 'a', agent: 'po', uses: 'po-master-checklist' }, { id: 'b', agent: 'po', uses: 'templates/x.yaml' }]), '.aiox-core/development/workflows/wf.yaml', { run: {} });
    expect(aiox.fileReferences!.filter((f) => !f.what.startsWith('agent')).map((f) => f.path)).toEqual(['.aiox-core/development/tasks/po-master-checklist.md']);
    expect((aiox.data as any).steps.b.inline_instruction).toContain('Task: templates/x.yaml');
  });

  it("a BMAD v4 expansion pack installed as .<packId>/ reads its own agents, tasks and templates there, found by its config.yaml or install-manifest.yaml", () => {
    const root = mkdtempSync(join(tmpdir(), 'sg-bmad-pack-'));
    try {
      const text = stringify({ workflow: { id: 'game', name: 'Game', sequence: [{ agent: 'game-designer', uses: 'game-design-checklist', creates: 'gdd.md' }, { agent: 'game-sm', uses: 'game-story-tmpl' }] } });
      mkdirSync(join(root, '.bmad-core', 'agents'), { recursive: true });
      mkdirSync(join(root, '.bmad-2d-arcade', 'workflows'), { recursive: true });
      mkdirSync(join(root, '.bmad-2d-arcade', 'agents'), { recursive: true });
      writeFileSync(join(root, '.bmad-2d-arcade', 'workflows', 'game.yaml'), text);
      const load = () => loadWorkflow(new Workspace(root), '.bmad-2d-arcade/workflows/game.yaml', { importers: { aiox: aioxImporter } });
      // No config.yaml nor install-manifest.yaml: no pack (BMAD's detectExpansionPacks needs one): the install's core.
      expect(JSON.stringify(load().workflow)).toContain('.bmad-core/agents/game-designer.md');
      writeFileSync(join(root, '.bmad-2d-arcade', 'config.yaml'), 'name: bmad-2d-arcade\n');
      const json = JSON.stringify(load().workflow);
      expect(json).toContain('Read .bmad-2d-arcade/agents/game-designer.md first');
      expect(json).toContain('Checklist: .bmad-2d-arcade/checklists/game-design-checklist.md');
      expect(json).toContain('Template: .bmad-2d-arcade/templates/game-story-tmpl.yaml');
      expect(json).not.toContain('.aiox-core');
      expect(json).not.toContain('.bmad-core/agents');
      // The importer: only the folder the loader found is a pack, and only for the file inside it.
      const t = (file: string, bmadPack?: string) => aioxImporter.translate(parse(text), file, { run: {}, aioxCore: '.bmad-core', ...(bmadPack !== undefined ? { bmadPack } : {}) }).fileReferences!.map((f) => f.path);
      expect(t('.bmad-2d-arcade/workflows/game.yaml', '.bmad-2d-arcade')).toEqual(['.bmad-2d-arcade/agents/game-designer.md', '.bmad-2d-arcade/checklists/game-design-checklist.md', '.bmad-2d-arcade/agents/game-sm.md', '.bmad-2d-arcade/templates/game-story-tmpl.yaml']);
      expect(t('flows/game.yaml', '.bmad-2d-arcade')[0]).toBe('.bmad-core/agents/game-designer.md');
      // A pack's workflow is its pack's, whatever installs the workspace holds: no AIOX_CORE_AMBIGUOUS.
      const both = aioxImporter.translate(parse(text), '.bmad-2d-arcade/workflows/game.yaml', { run: {}, aioxCore: '.aiox-core', aioxCores: ['.aiox-core', '.bmad-core'], bmadPack: '.bmad-2d-arcade' });
      expect(both.diagnostics.map((d) => d.code)).not.toContain('AIOX_CORE_AMBIGUOUS');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a BMAD v4 pack folder counts only inside the workspace, with its config.yaml or install-manifest.yaml a file there (bmadPackOf)', () => {
    const root = mkdtempSync(join(tmpdir(), 'sg-bmad-pack-'));
    const outside = mkdtempSync(join(tmpdir(), 'sg-bmad-out-'));
    try {
      mkdirSync(join(root, '.bmad-x', 'workflows'), { recursive: true });
      expect(bmadPackOf(root, '.bmad-x/workflows/w.yaml')).toBeUndefined();
      writeFileSync(join(root, '.bmad-x', 'install-manifest.yaml'), 'version: 1\n');
      expect(bmadPackOf(root, '.bmad-x/workflows/w.yaml')).toBe('.bmad-x');
      // Not a pack: a core folder, .git, a file at the top, a folder with no dot.
      mkdirSync(join(root, '.lmas-core'), { recursive: true });
      writeFileSync(join(root, '.lmas-core', 'config.yaml'), 'x: 1\n');
      expect(bmadPackOf(root, '.lmas-core/workflows/w.yaml')).toBeUndefined();
      expect(bmadPackOf(root, 'w.yaml')).toBeUndefined();
      mkdirSync(join(root, 'packs'), { recursive: true });
      writeFileSync(join(root, 'packs', 'config.yaml'), 'x: 1\n');
      expect(bmadPackOf(root, 'packs/workflows/w.yaml')).toBeUndefined();
      // A pack folder or its config.yaml that is a symlink leading out of the workspace is none.
      writeFileSync(join(outside, 'config.yaml'), 'x: 1\n');
      mkdirSync(join(root, '.bmad-y'), { recursive: true });
      symlinkSync(join(outside, 'config.yaml'), join(root, '.bmad-y', 'config.yaml'));
      expect(bmadPackOf(root, '.bmad-y/workflows/w.yaml')).toBeUndefined();
      symlinkSync(outside, join(root, '.bmad-z'));
      expect(bmadPackOf(root, '.bmad-z/workflows/w.yaml')).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a BMAD v4 install is found by its .bmad-core/agents folder (a .bmad-core without one is none); .aiox-core and .aios-core come first', () => {
    const root = mkdtempSync(join(tmpdir(), 'sg-aiox-install-'));
    try {
      mkdirSync(join(root, '.bmad-core', 'development', 'agents'), { recursive: true });
      expect(installedAioxCore(root)).toBeUndefined();
      mkdirSync(join(root, '.bmad-core', 'agents'), { recursive: true });
      expect(installedAioxCore(root)).toBe('.bmad-core');
      mkdirSync(join(root, '.aios-core', 'development', 'agents'), { recursive: true });
      expect(aioxInstalls(root)).toEqual(['.aios-core', '.bmad-core']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the install a workspace holds: .aiox-core when present, else the core folder with development/agents (.aios-core first)', () => {
    const root = mkdtempSync(join(tmpdir(), 'sg-aiox-install-'));
    try {
      expect(installedAioxCore(root)).toBeUndefined();
      mkdirSync(join(root, '.lmas-core', 'development', 'agents'), { recursive: true });
      mkdirSync(join(root, 'rust-core', 'development', 'agents'), { recursive: true });
      expect(installedAioxCore(root)).toBe('.lmas-core');
      mkdirSync(join(root, '.aios-core', 'development', 'agents'), { recursive: true });
      expect(installedAioxCore(root)).toBe('.aios-core');
      // A core folder with no development/agents is no install.
      mkdirSync(join(root, '.aiox-core'), { recursive: true });
      expect(installedAioxCore(root)).toBe('.aios-core');
      mkdirSync(join(root, '.aiox-core', 'development'), { recursive: true });
      expect(installedAioxCore(root)).toBe('.aiox-core');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('several installs in one workspace: a squad workflow warns AIOX_CORE_AMBIGUOUS naming them and the one read (a core workflow is its own core\'s: no warning)', () => {
    const root = mkdtempSync(join(tmpdir(), 'sg-aiox-install-'));
    try {
      mkdirSync(join(root, '.lmas-core', 'development', 'agents'), { recursive: true });
      mkdirSync(join(root, 'squads', 'ops', 'workflows'), { recursive: true });
      mkdirSync(join(root, '.lmas-core', 'development', 'workflows'), { recursive: true });
      const text = stringify(wf([{ id: 'a', agent: 'dev', action: 'x' }]));
      for (const f of ['squads/ops/workflows/wf.yaml', '.lmas-core/development/workflows/wf.yaml']) writeFileSync(join(root, f), text);
      const load = (f: string) => loadWorkflow(new Workspace(root), f, { importers: { aiox: aioxImporter } }).diagnostics.filter((d) => d.code === 'AIOX_CORE_AMBIGUOUS');
      expect(load('squads/ops/workflows/wf.yaml')).toEqual([]);
      mkdirSync(join(root, '.aios-core', 'development', 'agents'), { recursive: true });
      mkdirSync(join(root, '.aiox-core', 'development'), { recursive: true });
      expect(aioxInstalls(root)).toEqual(['.aiox-core', '.aios-core', '.lmas-core']);
      const [warning, ...more] = load('squads/ops/workflows/wf.yaml');
      expect(more).toEqual([]);
      expect(warning).toMatchObject({ severity: 'warning', line: 1 });
      expect(warning!.message).toBe('the workspace holds 3 aiox installs (.aiox-core, .aios-core, .lmas-core), each with its own runner and personas: this workflow\'s personas and tasks are read from .aiox-core (.aiox-core first, then .aios-core, then by name)');
      expect(load('.lmas-core/development/workflows/wf.yaml')).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('AIOX_AGENT_INVALID names the install\'s own core folder (.aios-core, a fork\'s), not always .aiox-core', () => {
    const r = aioxImporter.translate(wf([{ id: 'a', agent: '../../etc/passwd' }]), 'squads/ops/workflows/wf.yaml', { run: {}, aioxCore: '.aios-core' });
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([['AIOX_AGENT_INVALID', 'agent "../../etc/passwd" of step \'a\' cannot name an agent file (.aios-core/development/agents/<agent>.md): the step runs without a persona']]);
    const own = aioxImporter.translate(wf([{ id: 'a', agent: '../x' }]), '.lmas-core/development/workflows/wf.yaml', { run: {} });
    expect(own.diagnostics[0]!.message).toContain('(.lmas-core/development/agents/<agent>.md)');
  });

  it('a steps: list in place of a sequence (beside workflow: as kanban-2\'s design squad has it, or under it) is AIOX_SEQUENCE_EMPTY saying steps: is not read, at the list', () => {
    const steps = [{ id: 'step_1_audit', agent: 'brad-frost', command: '*audit' }, { id: 'step_2', agent: 'brad-frost' }];
    const beside = translate({ workflow: { id: 'audit', name: 'Audit', version: '2.0.0' }, steps });
    expect(beside.diagnostics.map((d) => [d.code, pathKey(d.path)])).toEqual([['AIOX_SEQUENCE_EMPTY', pathKey(['steps'])]]);
    expect(beside.diagnostics[0]!.message).toBe('the aiox workflow has no sequence: its work is a top-level steps: list beside workflow: (2 steps), which aiox does not read: its runners walk workflow.sequence (workflow-validator.js: "Missing or empty workflow execution array"), so nothing would run');
    expect(beside.diagnostics[0]!.hint).toContain('sequence:');
    const under = translate({ workflow: { id: 'audit', name: 'Audit', steps } });
    expect(under.diagnostics.map((d) => [d.code, pathKey(d.path)])).toEqual([['AIOX_SEQUENCE_EMPTY', pathKey(['workflow', 'steps'])]]);
    expect(under.diagnostics[0]!.message).toContain('its work is a steps: list (2 steps)');
  });

  it('a core folder that leads outside the workspace (a symlink) is no install: its personas are never named in a prompt', () => {
    const base = mkdtempSync(join(tmpdir(), 'sg-aiox-install-'));
    const root = join(base, 'ws');
    try {
      mkdirSync(join(base, 'outside', 'development', 'agents'), { recursive: true });
      mkdirSync(join(root, 'inner', 'development', 'agents'), { recursive: true });
      symlinkSync(join(base, 'outside'), join(root, '.aios-core'));
      expect(installedAioxCore(root)).toBeUndefined();
      // Nor one whose development/ (or .aiox-core's) leads out, while a real one inside is found.
      mkdirSync(join(root, '.lmas-core'));
      symlinkSync(join(base, 'outside', 'development'), join(root, '.lmas-core', 'development'));
      mkdirSync(join(root, '.aiox-core'));
      symlinkSync(join(base, 'outside', 'development'), join(root, '.aiox-core', 'development'));
      expect(installedAioxCore(root)).toBeUndefined();
      symlinkSync('inner', join(root, '.zed-core'));
      expect(installedAioxCore(root)).toBe('.zed-core');
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('diagnostics of native rules point at the aiox line that produced the step', () => {
    const text = 'workflow:\n  id: wf\n  name: WF\n  sequence:\n    - id: a\n      agent: dev\n    - meta: end\n    - id: orphan\n      agent: qa\n';
    const { diagnostics } = loadAndValidate(text);
    // aiox never checks reachability and never reaches a dead item: a warning, not an error.
    expect(diagnostics.find((x) => x.code === 'UNREACHABLE_STEP')).toBeUndefined();
    const d = diagnostics.find((x) => x.code === 'UNREACHABLE_IMPORTED_STEP')!;
    expect(d.severity).toBe('warning');
    expect(d.line).toBe(8);
    expect(stringify(d.path)).toContain('orphan');
  });
});

describe('aiox robustness', () => {
  it('malformed documents give findings, never a throw; the output stays schema-valid', () => {
    const docs: unknown[] = [
      { workflow: { sequence: null } },
      { workflow: { id: 1, name: null, sequence: ['x', 3, null, [], { agent: 5 }, { meta: 'routing' }, { meta: 'routing', condition: 'based_on_x', routes: 'y' }, { meta: 'repeat', target_steps: 'nope', condition: 'q' }] } },
      { workflow: { id: 'a', name: 'b', inputs: 'x', resources: { data: [1, { path: 'p' }] }, flow_diagram: 7, sequence: [{ id: 'z', agent: 'dev', on_verdict: { OK: 5 }, requires: { a: 1 }, creates: 5, timeout: -1, on_failure: { action: 'retry', max_retries: 'x' }, condition: 5 }] } },
      { id: 'top', name: 'T', sequence: [{ agent: 'dev', condition: 'a &&' }, { agent: 'dev', condition: '== 3' }] },
    ];
    for (const doc of docs) {
      const r = translate(doc);
      expect(r.diagnostics.length).toBeGreaterThan(0);
      expect(r.diagnostics.every((d) => d.severity === 'warning' || d.code in AIOX_CODES)).toBe(true);
      expect(WorkflowFile.safeParse(r.data).success).toBe(true);
    }
  });

  it("ids named like Object's members are plain ids (the run map is read by own keys only)", () => {
    const r = translate(wf([{ id: '__proto__', agent: 'dev' }, { id: 'constructor', agent: 'dev', parallel_group: 'g' }, { id: 'toString', agent: 'dev', parallel_group: 'g' }]));
    expect(r.diagnostics).toEqual([]);
    expect(WorkflowFile.safeParse(r.data).success).toBe(true);
    const s = (r.data as any).steps;
    expect(s.g.parallel.branches.constructor.inline_instruction).toContain('Step: constructor.');
  });
});

describe('AIOX_AGENT_PLURAL: a placeholder that is a plural of a role word', () => {
  it('warns on real plurals of a role word, naming the singular; not on a single name that ends in s', () => {
    const cases: Array<[string, string | undefined]> = [
      ['specialists', 'specialist'],
      ['advisors', 'advisor'],
      ['target_names', 'target_name'],
      ['reviewers', 'reviewer'],
      ['analysts', 'analyst'],
      ['coaches', 'coach'],
      ['devops', undefined],
      ['atlas', undefined],
      ['analysis', undefined],
      ['status', undefined],
      ['boss', undefined],
      ['specialist', undefined],
    ];
    expect(cases.map(([name]) => [name, singular(name)])).toEqual(cases);
  });
});
