/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk translated documents */
// The shapes of the public aiox, maestro-flow and CCW files (issue 20), translated the way their
// own runners read them. Each fixture under test/fixtures/formats/*/wild (and ccw/parallel-skip)
// is written for stagegate with the shape of a real file; the comments name the runner code
// whose behaviour each expectation follows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { aioxImporter } from '../../src/core/formats/aiox/importer.js';
import { maestroImporter } from '../../src/core/formats/maestro/importer.js';
import { chainsRoot } from '../../src/core/formats/maestro/translate.js';
import { ccwImporter } from '../../src/core/formats/ccw/importer.js';
import { detectWorkflow, foreignFormatOf, importerFor, isNativeShape } from '../../src/core/formats/index.js';
import { contractInstructions } from '../../src/core/gate/contracts/index.js';
import { parseReference, resolveReference } from '../../src/core/model/references.js';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { createValidationSession, validateWorkflow } from '../../src/core/validate/validate.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { WorkflowFile } from '../../src/core/model/schema.js';
import { compileExpression, evaluateExpression, type DecisionContext } from '../../src/core/model/expressions.js';
import type { RunState } from '../../src/core/state/state.js';
import { REPO } from './validate-helpers.js';

const FORMATS = join(REPO, 'test', 'fixtures', 'formats');
const text = (rel: string) => readFileSync(join(FORMATS, rel), 'utf8');
const aiox = (rel: string, file = `wf/${rel.split('/').pop()}`) => aioxImporter.translate(parse(text(`aiox/wild/${rel}`)), file, { run: {} });
const maestro = (rel: string) => maestroImporter.translate(JSON.parse(text(`maestro/wild/chains/${rel}`)), `chains/${rel}`, { run: {} });
const codes = (r: { diagnostics: Array<{ code: string }> }) => r.diagnostics.map((d) => d.code);
const steps = (r: { data: Record<string, unknown> }) => r.data['steps'] as Record<string, any>;
const ALL = { aiox: aioxImporter, maestro: maestroImporter, ccw: ccwImporter };

function decide(branches: any[], context: Partial<DecisionContext>): string {
  const ctx: DecisionContext = { inputs: {}, steps: {}, visits: {}, run: { id: 'r1' }, ...context };
  for (const b of branches) {
    if ('else' in b) return b.else;
    const c = compileExpression(b.if);
    if (!c.ok) throw new Error(`${b.if}: ${c.message}`);
    if (evaluateExpression(c, ctx).truthy) return b.to;
  }
  throw new Error('no else');
}
const gate = (g: Record<string, unknown>) => ({ status: 'completed', output: null, visits: 1, gate: { status: 'completed', ...g } as any });

describe('every fixture of a public shape translates into a valid native workflow', () => {
  const files = ['story-cycle.yaml', 'automation.yaml', 'delivery-cycle.yaml', 'delivery-phases.yaml', 'discovery.yaml', 'review-loop.yaml', 'squads/relay-squad/workflows/relay.yaml'];
  for (const f of files) {
    it(f, () => {
      const r = aiox(f);
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const parsed = WorkflowFile.safeParse(r.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const loaded = loadWorkflowText(text(`aiox/wild/${f}`), f, `/nonexistent/${f}`, undefined, { importers: ALL });
      expect(loaded.workflow, JSON.stringify(loaded.diagnostics)).toBeDefined();
      const errors = validateWorkflow(loaded.workflow!, new Workspace(REPO)).filter((d) => d.severity === 'error');
      expect(errors).toEqual([]);
    });
  }
});

describe('aiox: conditions are descriptive identifiers (condition-evaluator.js treats an unknown one as true)', () => {
  const r = aiox('discovery.yaml');
  const s = steps(r);

  it('an unknown name is a warning at its line and an input, true by default, that a user answers', () => {
    const unknown = r.diagnostics.filter((d) => d.code === 'AIOX_CONDITION_UNKNOWN');
    expect(unknown.map((d) => d.severity)).toEqual(['warning', 'warning', 'warning']);
    expect(unknown[0]!.path).toEqual(['workflow', 'sequence', 5, 'condition']);
    // project_has_database is one of aiox's built-ins (its tech-stack detection, no warning there):
    // here an input too, without a warning.
    expect((r.data as any).inputs.defaults).toMatchObject({ project_has_database: true, frontend_inventory_needed: true, user_wants_ticket_review: true });
    expect(decide(s['map_database_when'].decide, { inputs: { project_has_database: 'true' } })).toBe('map_database');
    expect(decide(s['map_database_when'].decide, { inputs: { project_has_database: 'false' } })).toBe('map_frontend_when');
  });

  it('a repeat on an unknown condition asks the last repeated step to report it; no answer, no further pass', () => {
    const repeat = Object.entries(s).find(([, v]) => String(v.description).startsWith("aiox repeat"))![1];
    expect(s['review_ticket'].inline_instruction).toMatch(/^ {2}tickets_remaining: <value>/m);
    expect(decide(repeat.decide, { steps: { review_ticket: gate({ tickets_remaining: true }) }, visits: { [Object.keys(s).find((k) => s[k] === repeat)!]: 1 } })).toBe('write_ticket');
    expect(decide(repeat.decide, { steps: { review_ticket: gate({}) } })).toBe('DONE');
  });

  it('config.x and ${config.x} read the file\'s own config as inputs; comparisons, ===, OR and a missing config key', () => {
    const a = aiox('automation.yaml');
    expect(codes(a)).toEqual([]);
    expect((a.data as any).inputs.defaults).toEqual({ config_cleanStale: false, config_switchAfter: true, config_verbose: true });
    const s2 = steps(a);
    expect(decide(s2['clean_stale_when'].decide, { inputs: { config_cleanStale: 'false' } })).toBe('create_sandbox');
    expect(decide(s2['switch_to_it_when'].decide, { inputs: { config_switchAfter: 'true' } })).toBe('switch_to_it');
    // A key the file's config lacks (workflow-executor.js reads the project config, false when absent): no value, false.
    const d = aiox('delivery-cycle.yaml');
    expect((d.data as any).inputs.defaults).toMatchObject({ config_lint_bot_enabled: '' });
    expect(d.diagnostics.find((x) => x.code === 'AIOX_CONDITION_UNKNOWN')).toBeUndefined();
    expect(decide(steps(d)['lint_fix_when'].decide, { inputs: { config_lint_bot_enabled: '' } })).toBe('review');
    // (A condition: a skip_if naming undeclared inputs is left out, AIOX_SKIP_IF_IGNORED.)
    const or = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [{ id: 'a', agent: 'dev', condition: "source === 'simple' OR mode == 'fast'" }] } }, 'x.yaml', { run: {} });
    expect(codes(or)).toEqual(['AIOX_CONDITION_UNKNOWN']);
    expect(decide(steps(or)['a_when'].decide, { inputs: { source: '', mode: '' } })).toBe('DONE');
    expect(decide(steps(or)['a_when'].decide, { inputs: { source: 'simple', mode: '' } })).toBe('a');
    expect(decide(steps(or)['a_when'].decide, { inputs: { source: '', mode: 'fast' } })).toBe('a');
    // A name ending in _path would be checked as a file: its input gets _flag.
    const p = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [{ id: 'a', agent: 'dev', condition: 'major_path' }] } }, 'x.yaml', { run: {} });
    expect((p.data as any).inputs.defaults).toEqual({ major_path_flag: true });
  });

  it('a handlebars placeholder {{x}} in a condition names x, as {x} and ${x} do (db-sage squad: "{{red_flag_count}} > 0")', () => {
    const r = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { phase: 'detect', agent: 'dev', outputs: ['red_flag_count'] },
      { phase: 'suggest', agent: 'dev', condition: '{{red_flag_count}} > 0' },
      { phase: 'justify', agent: 'dev', condition: "{{ mode }} == 'yes' OR {mode} == 'forced'" },
    ] } }, 'x.yaml', { run: {} });
    expect(codes(r)).toEqual(['AIOX_CONDITION_UNKNOWN']);
    const s = steps(r);
    expect(s['detect'].inline_instruction).toContain('red_flag_count');
    expect(decide(s['suggest_when'].decide, { steps: { detect: gate({ red_flag_count: 2 }) } })).toBe('suggest');
    expect(decide(s['suggest_when'].decide, { steps: { detect: gate({ red_flag_count: 0 }) } })).not.toBe('suggest');
    expect(decide(s['justify_when'].decide, { inputs: { mode: 'yes' } })).toBe('justify');
    expect(decide(s['justify_when'].decide, { inputs: { mode: 'no' } })).toBe('DONE');
    // An unbalanced brace is still no name.
    const bad = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [{ id: 'a', agent: 'dev', condition: '{{score} > 1' }] } }, 'x.yaml', { run: {} });
    expect(codes(bad)).toEqual(['AIOX_CONDITION_INVALID']);
  });

  it('a condition that cannot be read is an error and its decision blocks: never a silent if: false', () => {
    const bad = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [{ id: 'a', agent: 'dev', condition: 'score >=' }] } }, 'x.yaml', { run: {} });
    expect(codes(bad)).toEqual(['AIOX_CONDITION_INVALID']);
    expect(steps(bad)['a_when'].decide).toEqual([{ else: 'BLOCKED' }]);
    expect(JSON.stringify(bad.data)).not.toContain('"false"');
  });
});

describe('aiox: the shapes of the public files', () => {
  it('an item with both id and step answers to both: next: and requires: may name the step (id: PHASE-1, step: score-sticky)', () => {
    const r = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { step: 'frame', id: 'PHASE-0', agent: 'chief', next: 'score-sticky' },
      { step: 'score-sticky', id: 'PHASE-1', agent: 'analyst', requires: 'frame', next: 'verdict' },
      { step: 'skipped', id: 'PHASE-2', agent: 'analyst' },
      { step: 'verdict', id: 'PHASE-3', agent: 'chief' },
    ] } }, 'x.yaml', { run: {} });
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect(s['PHASE_0'].statuses.completed).toBe('PHASE_1');
    expect(s['PHASE_1'].statuses.completed).toBe('PHASE_3');
    expect(s['PHASE_1'].inline_instruction).toContain('the outputs of step frame');
    // An id wins over another item's step of the same name.
    const clash = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { step: 'b', id: 'a1', agent: 'dev', next: 'b' },
      { id: 'b', agent: 'qa' },
    ] } }, 'x.yaml', { run: {} });
    expect(codes(clash)).toEqual([]);
    expect(steps(clash)['a1'].statuses.completed).toBe('b');
  });

  it("a next: naming no item (design-ops' next: workflow-end) goes on to the next item, as aiox's sequence walk does, with a warning; on_success does not", () => {
    // workflow-orchestrator.js _groupPhases walks the sequence in order and skips the workflow_end
    // marker; run-workflow-engine's Sequence Advancer sets index + 1: neither reads next:.
    const r = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { step: 'scan', agent: 'chief', next: 'polsh' },
      { step: 'build', agent: 'dev', next: 'polish' },
      { step: 'polish', agent: 'dev', next: 'workflow-end' },
      { workflow_end: { id: 'complete', action: 'workflow_complete' } },
    ] } }, 'x.yaml', { run: {} });
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.path.join('.')])).toEqual([
      ['AIOX_NEXT_UNKNOWN', 'warning', 'workflow.sequence.0.next'],
      ['AIOX_NEXT_UNKNOWN', 'warning', 'workflow.sequence.2.next'],
    ]);
    expect(r.diagnostics[0]!.message).toBe("next: 'polsh' is not a step id of this workflow. Did you mean step 'polish'? No aiox runner reads next: (workflow-orchestrator.js and run-workflow-engine walk the sequence in order), so the run goes on to the next item, step build");
    expect(r.diagnostics[1]!.message).toContain("next: 'workflow-end' is not a step id of this workflow.");
    expect(r.diagnostics[1]!.message).toContain('so the run goes on to the end of the workflow: the run completes');
    expect(r.diagnostics[1]!.hint).toBe('Name the id (or step) of a sequence item, or end the run with next: complete (or workflow_end, halt).');
    const s = steps(r);
    expect([s['scan'].statuses.completed, s['build'].statuses.completed, s['polish'].statuses.completed]).toEqual(['build', 'polish', 'DONE']);
    // on_success is read (workflow-executor.js getNextPhase; an unknown phase fails there): still an error.
    const bad = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [{ step: 'a', agent: 'dev', on_success: 'nowhere' }, { step: 'b', agent: 'qa' }] } }, 'x.yaml', { run: {} });
    expect(codes(bad)).toEqual(['AIOX_TARGET_UNKNOWN']);
  });

  it("a next: list fans out to steps that each go on to the same join: they run one after another in sequence order, whatever the list's order (design-ops' org-primitive-layer), as aiox's walk runs them all", () => {
    const r = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { step: 'primitives', agent: 'chief', next: ['preview', 'kits'] },
      { step: 'preview', agent: 'chief', parallel: true, next: 'qa' },
      { step: 'kits', agent: 'chief', parallel: true, next: 'qa' },
      { step: 'qa', agent: 'qa' },
    ] } }, 'x.yaml', { run: {} });
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect([s['primitives'], s['preview'], s['kits'], s['qa']].map((x) => x.statuses.completed)).toEqual(['preview', 'kits', 'qa', 'DONE']);
    // Listed in another order than the sequence's: aiox's walk (_groupPhases) still runs them in sequence order.
    const listedBackwards = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { step: 'primitives', agent: 'chief', next: ['kits', 'audit', 'preview'] },
      { step: 'preview', agent: 'chief', next: 'qa' },
      { step: 'audit', agent: 'chief', next: 'qa' },
      { step: 'kits', agent: 'chief', next: 'qa' },
      { step: 'qa', agent: 'qa' },
    ] } }, 'x.yaml', { run: {} });
    expect(codes(listedBackwards)).toEqual([]);
    const b = steps(listedBackwards);
    expect([b['primitives'], b['preview'], b['audit'], b['kits'], b['qa']].map((x) => x.statuses.completed)).toEqual(['preview', 'audit', 'kits', 'qa', 'DONE']);
    // A list naming what no item is keeps the walk in sequence order.
    const odd = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [{ step: 'a', agent: 'dev', next: ['b', 'nowhere'] }, { step: 'b', agent: 'qa' }] } }, 'x.yaml', { run: {} });
    expect(steps(odd)['a'].statuses.completed).toBe('b');
  });

  it("a next: naming a step whose id is also an end word reaches that step (squad-creator-pro's fix-cycle -> failed), as aiox's sequence walk does", () => {
    const r = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { step: 'handoff', agent: 'chief', next: 'fix-cycle' },
      { step: 'fix-cycle', id: 'fix-cycle', agent: 'chief', next: 'failed' },
      { step: 'failed', id: 'failed', agent: 'chief', outputs: ['failure_report'] },
      { workflow_end: { id: 'complete', action: 'workflow_complete' } },
    ] } }, 'x.yaml', { run: {} });
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect([s['fix_cycle'].statuses.completed, s['failed'].statuses.completed]).toEqual(['failed', 'DONE']);
    // Without such a step the word still ends the run.
    const word = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [{ step: 'a', agent: 'dev', next: 'failed' }, { step: 'b', agent: 'qa' }] } }, 'x.yaml', { run: {} });
    expect(steps(word)['a'].statuses.completed).toBe('BLOCKED');
  });

  it('a next: or on_success naming a phase (by its name) that is also an end word reaches that phase, as a target that names a phase does everywhere: an id, then a phase name, then an end word', () => {
    // A state-machine phase named `failed` (squad-creator's items carry their state as phase:), reached by next:, on_success and a transition's dest.
    const r = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { step: 'build', agent: 'dev', next: 'failed' },
      { step: 'check', agent: 'qa', on_success: 'failed' },
      { step: 'review', agent: 'qa', phase: 'review', trigger_on_complete: 'reject' },
      { step: 'report', agent: 'chief', phase: 'failed' },
    ] }, state_machine: { transitions: [{ trigger: 'reject', source: 'review', dest: 'failed' }] } }, 'x.yaml', { run: {} });
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect([s['build'], s['check'], s['review'], s['report']].map((x) => x.statuses.completed)).toEqual(['report', 'report', 'report', 'DONE']);
    // A phases: list's phase named by its name (no id): next: complete reaches it.
    const named = aioxImporter.translate({ workflow: { id: 'x', name: 'x', phases: [
      { name: 'draft', agent: 'dev', next: 'complete' },
      { name: 'extra', agent: 'qa' },
      { name: 'complete', agent: 'chief' },
    ] } }, 'x.yaml', { run: {} });
    expect(codes(named).filter((c) => c !== 'AIOX_PHASES_AS_SEQUENCE')).toEqual([]);
    // (Steps named by agent and place: dev_1 is draft, chief_3 the phase named complete.)
    expect(steps(named)['dev_1'].statuses.completed).toBe('chief_3');
    // An id still comes before a phase name: the step whose id is failed, not the phase.
    const both = aioxImporter.translate({ workflow: { id: 'x', name: 'x', sequence: [
      { step: 'build', agent: 'dev', next: 'failed' },
      { step: 'report', agent: 'chief', phase: 'failed' },
      { step: 'failed', agent: 'qa' },
    ] } }, 'x.yaml', { run: {} });
    expect(steps(both)['build'].statuses.completed).toBe('failed');
  });

  it('workflow_end (with or without an id) ends the run; next and on_failure name step ids; requires names steps', () => {
    const r = aiox('story-cycle.yaml');
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect(Object.keys(s).filter((k) => !k.endsWith('_retry'))).toEqual(['draft', 'check', 'build', 'accept']);
    expect(s['accept'].statuses.completed).toBe('DONE');
    expect(s['check'].on_failure).toBe('draft');
    expect(s['build'].inline_instruction).toContain('- the outputs of step check (its step_output block and the files it created): use them.');
    expect(s['build'].inline_instruction).toContain('Task file: .aiox-core/development/tasks/dev-develop-story.md');
    expect(s['build'].inline_instruction).toContain('You are the aiox agent @dev.');
  });

  it('items with step + phase + action are steps (auto-worktree), with their script in the prompt', () => {
    const s = steps(aiox('automation.yaml'));
    expect(Object.keys(s).filter((k) => !/_(retry|when)$/.test(k))).toEqual(['read_context', 'clean_stale', 'create_sandbox', 'switch_to_it', 'summary']);
    expect(s['read_context'].inline_instruction).toContain('You are running one step of an aiox workflow.');
    expect(s['read_context'].inline_instruction).toContain('const ticket = context.ticket');
    // on_failure: {action: abort} stops without retries.
    expect(s['create_sandbox'].statuses.failed).toBe('BLOCKED');
    expect(s['create_sandbox'].retry).toBeUndefined();
  });

  it('a workflow with nothing to run is an error (aiox refuses it too), never a crash', () => {
    const none = aioxImporter.translate({ workflow: { id: 'x', name: 'X', inner_workflow: 'other' } }, 'x.yaml', { run: {} });
    expect(codes(none)).toEqual(['AIOX_SEQUENCE_EMPTY']);
    const legacy = aioxImporter.translate({ name: 'x', trigger: { command: '*x' }, steps: [{ id: 's', task: 't' }] }, 'x.yaml', { run: {} });
    expect(codes(legacy)).toEqual(['AIOX_ID_MISSING', 'AIOX_SEQUENCE_EMPTY']);
    // The same shape with a decision and a notification item among its tasks is still that shape
    // (it was read as a native workflow: state_path missing, version 1.0.0, steps not a mapping …).
    const mixed = { name: 'x', version: '1.0.0', trigger: { command: '*x' }, steps: [{ id: 's', task: 't', agent: 'a' }, { id: 'check', type: 'decision', condition: '$context.v == "PASS"', on_true: 's', on_false: 'notify' }, { id: 'notify', type: 'notification', message: 'fix it', next: 's' }] };
    expect(foreignFormatOf(mixed)).toBe('aiox');
    expect(isNativeShape(mixed)).toBe(false);
    expect(codes(aioxImporter.translate(mixed, 'x.yaml', { run: {} }))).toEqual(['AIOX_ID_MISSING', 'AIOX_SEQUENCE_EMPTY']);
    const native = loadWorkflowText('version: "4.0"\nname: empty\nstate_path: runs/{{run_id}}/s.yaml\nsteps: {}\n', 'e.yaml', '/nonexistent/e.yaml');
    expect(native.diagnostics.map((d) => d.code)).toEqual(['NO_STEPS']);
  });

  it("a CCW skill chain (chain_id, step/decision nodes: ccw-chain's chain_loader) is said to be one, not read as a maestro graph or a native workflow", () => {
    const branching = { chain_id: 'c', name: 'C flows', description: 'd', version: '2.1', entry: 'D1', nodes: { D1: { type: 'decision', name: 'Pick', prompt: 'Which?', choices: [{ label: 'A', description: 'a', next: 'S1' }], default: 'S1' }, S1: { type: 'step', name: 'Do A', content_ref: '@a.md', next: null } } };
    const single = { chain_id: 't', name: 'T flows', description: 'd', version: '2.1', entry: 'S1', nodes: { S1: { type: 'step', name: 'Do it', content_ref: '@t.md', next: null } } };
    for (const chain of [branching, single]) {
      expect(foreignFormatOf(chain)).toBeUndefined();
      const r = loadWorkflowText(JSON.stringify(chain, null, 2), 'chains/c.json', '/nonexistent/chains/c.json');
      expect(r.diagnostics.map((d) => d.code)).toEqual(['WORKFLOW_FORMAT_UNKNOWN']);
      expect(r.diagnostics[0]!.message).toContain('a CCW skill chain');
    }
  });

  it("a CCW wf-composer design draft (its dag.json: WFD- session id, nodes, edges, no template_id) is said to be one, not read as a template without its template_id", () => {
    // wf-composer 03-enrich.md writes design-session/dag.json (kept under .workflow/templates/design-drafts/,
    // 05-persist.md step 5.7); the wf-player loads only templates (01-load.md: template_id present).
    const nodes = [{ id: 'N-001', seq: 1, name: 'Plan', type: 'skill', executor: 'workflow-lite-plan', args_template: '{goal}' }, { id: 'CP-01', name: 'Checkpoint', type: 'checkpoint', auto_continue: true }];
    const dag = { session_id: 'WFD-demo-20261207', nodes, edges: [{ from: 'N-001', to: 'CP-01' }], checkpoints: ['CP-01'], parallel_groups: {}, context_schema: { goal: { type: 'string', required: true } }, topological_order: ['N-001', 'CP-01'] };
    const unnamed = { nodes, edges: [{ from: 'N-001', to: 'CP-01' }], topological_order: ['N-001', 'CP-01'] };
    for (const draft of [dag, unnamed]) {
      expect(foreignFormatOf(draft)).toBeUndefined();
      expect(detectWorkflow(draft)).toEqual({ kind: 'not', reason: "a CCW wf-composer design draft (not a template: wf-composer's phase 5 writes the template from it)" });
      const r = loadWorkflowText(JSON.stringify(draft, null, 2), 'd/dag.json', '/nonexistent/d/dag.json');
      expect(r.diagnostics.map((d) => d.code)).toEqual(['WORKFLOW_FORMAT_UNKNOWN']);
      expect(r.diagnostics[0]!.message).toContain('a CCW wf-composer design draft');
    }
    // The template phase 5 writes from it (template_id added) is a template; so is a broken one without it.
    expect(foreignFormatOf({ ...dag, template_id: 'wft-demo-20261207' })).toBe('ccw');
    expect(foreignFormatOf({ nodes, edges: [] })).toBe('ccw');
  });

  it('a wf-player template index (.workflow/templates/index.json, 05-persist.md step 5.5) named on the command line says what it is and names the templates it lists', () => {
    const index = { templates: [{ template_id: 'wft-a-20261207', name: 'A', path: '.workflow/templates/a.json', tags: ['feature'], created_at: '2026-12-07T00:00:00Z', node_count: 3 }, { template_id: 'wft-b-20261207', name: 'B', path: '.workflow/templates/b.json' }] };
    expect(detectWorkflow(index)).toEqual({ kind: 'not', reason: 'a CCW wf-player template index (the templates it lists are checked on their own)' });
    const r = loadWorkflowText(JSON.stringify(index, null, 2), '.workflow/templates/index.json', '/nonexistent/.workflow/templates/index.json');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['WORKFLOW_FORMAT_UNKNOWN']);
    expect(r.diagnostics[0]!.message).toContain('a CCW wf-player template index');
    expect(r.diagnostics[0]!.hint).toBe('Name a template it lists: .workflow/templates/a.json, .workflow/templates/b.json.');
    // An empty index (maestro-flow ships {"templates": []}) or another tool's templates: list is not one.
    expect(detectWorkflow({ templates: [] })).toEqual({ kind: 'not', reason: 'no workflow keys' });
    expect(detectWorkflow({ templates: [{ name: 'x' }] })).toEqual({ kind: 'not', reason: 'no workflow keys' });
  });

  it("maestro-flow's intent map (chains/_intent-map.json: graph-types.ts IntentMap) and maestro-flow-one's chain template catalog (chains/templates.json) named on the command line say what they are and what to run, not native-schema errors; a walk skips them with that reason", () => {
    const intentMap = {
      $schema: 'intent-map.schema.json',
      version: '1.0.0',
      patterns: [
        { type: 'state_continue', regex: '^(continue|next)$', flags: 'i', route: { strategy: 'state_router' } },
        { type: 'review', regex: 'review|audit', flags: 'i', route: { graph: 'singles/review' } },
        { type: 'ship', regex: 'ship|release', route: { graph: 'release-driven' } },
      ],
      fallback: { graph: 'release-driven' },
    };
    expect(detectWorkflow(intentMap)).toEqual({ kind: 'not', reason: "maestro-flow's intent map (patterns routing a request to a chain graph; the graphs are checked on their own)" });
    const im = loadWorkflowText(JSON.stringify(intentMap, null, 2), 'chains/_intent-map.json', '/nonexistent/chains/_intent-map.json');
    expect(im.diagnostics.map((d) => [d.code, d.line])).toEqual([['WORKFLOW_FORMAT_UNKNOWN', 1]]);
    expect(im.diagnostics[0]!.message).toMatch(/^maestro-flow's intent map .*, not a chain graph/);
    expect(im.diagnostics[0]!.hint).toBe('Name a chain graph it routes to (a path from its folder): singles/review.json, release-driven.json.');

    const catalog = {
      version: '2.0',
      decision_types: { 'post-check': { evaluates: 'check.json', verdict_prompt: 'passed or failed?', fix_loop: ['fix', 'check', 'decision:post-check'] } },
      templates: {
        'quick-fix': { description: 'Fix a known bug', triggers: ['fix', 'bug'], steps: [{ cmd: 'debug', args: '"{intent}"', type: 'internal' }, { cmd: 'decision:post-check', args: '', type: 'decision', decision: 'post-check' }] },
        'docs-only': { description: 'Write the docs', steps: [{ cmd: 'write-docs', args: '{phase}', type: 'external' }] },
      },
      single_commands: { status: { cmd: 'status' } },
    };
    expect(detectWorkflow(catalog)).toEqual({ kind: 'not', reason: "maestro-flow-one's chain template catalog (named command chains its coordinator picks from; not a chain graph)" });
    const cat = loadWorkflowText(JSON.stringify(catalog, null, 2), 'chains/templates.json', '/nonexistent/chains/templates.json');
    expect(cat.diagnostics.map((d) => d.code)).toEqual(['WORKFLOW_FORMAT_UNKNOWN']);
    expect(cat.diagnostics[0]!.message).toContain("maestro-flow-one's chain template catalog (templates: 2 named command chains");
    expect(cat.diagnostics[0]!.hint).toMatch(/^stagegate imports maestro-flow chain graphs .*write the chain you run as a 4\.0 workflow/);
    // A chain graph that also has patterns, or a templates: mapping of something else, is not taken for them.
    expect(foreignFormatOf({ ...intentMap, entry: 'a', nodes: { a: { type: 'terminal', status: 'success' } } })).toBe('maestro');
    expect(detectWorkflow({ templates: { a: { path: 'a.json' } } })).toEqual({ kind: 'not', reason: 'no workflow keys' });
  });

  it('a native 4.0 file with a stray chain_id and nodes map is read as native: its own findings, not the skill-chain refusal', () => {
    const native = ["version: '4.0'", 'name: n', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'chain_id: c', 'nodes: {S1: {type: step}}', 'inputs: {required: [run_id]}', 'steps:', '  a: {run: echo, statuses: {OK: DONE}}', ''].join('\n');
    const r = loadWorkflowText(native, 'wf.yaml', '/nonexistent/wf.yaml');
    expect(r.diagnostics.map((d) => d.code)).toContain('UNKNOWN_KEY');
    expect(r.diagnostics.map((d) => d.message).join('\n')).not.toContain('a CCW skill chain');
  });

  it("a phases: list in place of a sequence (the squads' shape) is read as the sequence, as workflow-validator.js _getPhaseSequence does, with a warning", () => {
    // Reversed on purpose (session 21): this was AIOX_SEQUENCE_EMPTY; aiox's validator takes
    // phases[] as the executable entries when there is no sequence (a compatibility fallback).
    const phases = [{ id: 'collect', name: 'Collect', agent: 'chief', outputs: ['inventory'] }, { id: 'audit', name: 'Audit', agent: 'auditor', depends_on: 'collect' }];
    for (const [doc, path] of [
      [{ workflow: { id: 'x', name: 'X', orchestrator: 'chief' }, phases }, ['phases']],
      [{ workflow: { id: 'x', name: 'X', phases } }, ['workflow', 'phases']],
    ] as const) {
      const r = aioxImporter.translate(doc, 'x.yaml', { run: {} });
      expect(codes(r)).toEqual(['AIOX_PHASES_AS_SEQUENCE']);
      const d = r.diagnostics[0] as { message: string; path: unknown; severity: string };
      expect(d.severity).toBe('warning');
      expect(d.message).toContain('its phases: list (2 phases) is read as the sequence, one step per phase by its agent');
      expect(d.message).toContain('_getPhaseSequence');
      expect(d.path).toEqual(path);
      const steps = (r.data as any).steps;
      expect(Object.keys(steps).filter((k) => !k.endsWith('_retry'))).toEqual(['collect', 'audit']);
      expect(steps.collect.inline_instruction).toContain('Phase: Collect.');
      expect(steps.collect.inline_instruction).toContain(`This step is the phase ${path.join('.')}[0] of the workflow file`);
      expect(steps.collect.statuses.completed).toBe('audit');
      expect(steps.audit.statuses.completed).toBe('DONE');
    }
  });

  it("a phases: list phase with no id is the target of a next: that names it by its name (the central-audiovisual squad's shape)", () => {
    // No aiox code reads a phase's next:; the orchestrating agent reads the file, where a phase
    // with no id is named only by its name. An id is looked up before a name: a name never shadows one.
    const phases = [
      { name: 'ingest', agent: 'ingestor', task: 'ingest-video', next: 'transcribe' },
      { name: 'probe', agent: 'prober', task: 'probe-video', next: 'publish' },
      { name: 'transcribe', agent: 'transcriber', task: 'transcribe-video', next: 'probe' },
      { id: 'publish', name: 'Publish', agent: 'publisher', task: 'publish-video', next: 'ingest-again' },
      { id: 'ingest-again', name: 'probe', agent: 'ingestor', task: 'ingest-video' },
    ];
    const r = aioxImporter.translate({ name: 'av', version: '1.0.0', phases }, 'squads/av/workflows/av.yaml', { run: {} });
    expect(codes(r).filter((c) => c === 'AIOX_TARGET_UNKNOWN')).toEqual([]);
    const s = steps(r);
    expect(s.ingestor_1.statuses.completed).toBe('transcriber_3');
    expect(s.transcriber_3.statuses.completed).toBe('prober_2');
    expect(s.prober_2.statuses.completed).toBe('publish');
    expect(s.publish.statuses.completed).toBe('ingest_again');
    // A name no phase has goes on to the next phase, as aiox's sequence walk does (no aiox code
    // reads next:), with a warning offering the names.
    const typo = aioxImporter.translate({ name: 'av', version: '1.0.0', phases: [{ ...phases[0], next: 'transcribr' }, phases[2]] }, 'squads/av/workflows/av.yaml', { run: {} });
    const d = typo.diagnostics.find((x) => x.code === 'AIOX_NEXT_UNKNOWN');
    expect([d?.severity, d?.message.split(' No aiox')[0]]).toEqual(['warning', "next: 'transcribr' is not a step id or phase name of this workflow. Did you mean phase 'transcribe'?"]);
    expect(steps(typo).ingestor_1.statuses.completed).toBe('transcriber_2');
    // Near an id: the step is offered as a step.
    const nearId = aioxImporter.translate({ name: 'av', version: '1.0.0', phases: [{ ...phases[3], next: 'publis' }, phases[0]] }, 'squads/av/workflows/av.yaml', { run: {} });
    expect(nearId.diagnostics.find((x) => x.code === 'AIOX_NEXT_UNKNOWN')?.message).toContain("next: 'publis' is not a step id or phase name of this workflow. Did you mean step 'publish'? No aiox runner reads next:");
  });

  it('a phase of a phases: list that is not one agent is an error naming the phase at its path, not AIOX_SEQUENCE_EMPTY', () => {
    const phases = [
      { id: 'research', name: 'Research', agents: ['a', 'b'], tasks: ['t'] },
      { phase: 1, name: 'Capture', steps: [{ step: 1, action: 'Read' }] },
      { id: 'write', name: 'Write', agent: 'writer' },
    ];
    const r = aioxImporter.translate({ workflow: { id: 'x', name: 'X', phases } }, 'x.yaml', { run: {} });
    expect(codes(r)).toEqual(['AIOX_PHASES_AS_SEQUENCE', 'AIOX_PHASE_NOT_A_STEP', 'AIOX_PHASE_NOT_A_STEP']);
    const [, several, none] = r.diagnostics as Array<{ message: string; path: unknown; severity: string }>;
    expect(several!.severity).toBe('error');
    expect(several!.message).toContain("phase 1 'Research' names several agents (a, b) and no single agent");
    expect(several!.path).toEqual(['workflow', 'phases', 0]);
    expect(none!.message).toContain("phase 2 'Capture' has no agent:");
    expect(none!.message).toContain('Step 2 has no "agent:" field');
    expect(none!.path).toEqual(['workflow', 'phases', 1]);
  });

  it("top-level id/name with a phases: LIST and no workflow: key (the squads' own files) is aiox, read as the workflow: form is", () => {
    // workflow-validator.js _normalizeWorkflowDocument takes top-level id/name/sequence|phases as
    // the workflow mapping; a native file's phases are a mapping, so a list is never native.
    const text = ['name: promo-flow', 'version: 1.0.0', 'description: Promo copy', 'trigger:', '  command: "*promo"', 'phases:', '  - id: angles', '    agent: writer', '    task: angles-generate', '  - id: review', '    agent: chief', ''].join('\n');
    const doc = parse(text);
    expect(isNativeShape(doc)).toBe(false);
    expect(foreignFormatOf(doc)).toBe('aiox');
    const r = loadWorkflowText(text, 'squads/copy/workflows/promo-flow.yaml', '/nonexistent/promo-flow.yaml', undefined, { importers: ALL });
    // aiox's own validator also requires the id (WF_MISSING_REQUIRED_FIELD); no native cascade.
    expect(r.diagnostics.map((d) => d.code)).toEqual(['AIOX_ID_MISSING', 'AIOX_PHASES_AS_SEQUENCE']);
    const d = r.diagnostics[1]!;
    expect(d.message).toContain('its phases: list (2 phases) is read as the sequence');
    expect([d.line, d.path]).toEqual([6, ['phases']]);
    // A phase that is not a step is told at its own line.
    const bad = loadWorkflowText(text.replace('    agent: chief\n', '    agents: [chief, editor]\n'), 'squads/copy/workflows/promo-flow.yaml', '/nonexistent/promo-flow.yaml', undefined, { importers: ALL });
    const notStep = bad.diagnostics.find((x) => x.code === 'AIOX_PHASE_NOT_A_STEP')!;
    expect([notStep.line, notStep.message]).toEqual([10, "phase 2 'review' names several agents (chief, editor) and no single agent: a phase read as a step runs one agent, and no aiox code runs an agents: list (workflow-validator.js reads only agent:; the squads' phases mean in order, in parallel or by sub-phase, each its own way), so it cannot run"]);
    expect(notStep.hint).toBe('Give the phase exactly one agent: <agent-id> (one step per phase), or split it into one phase per agent: they then run one after another.');
    // A phase whose steps each name their agent (the apex polish cycle's shape) is told to make them the phases.
    const stepped = loadWorkflowText(text.replace('    agent: chief\n', '    agents: [chief, editor]\n    steps:\n      - {id: s1, agent: chief, action: Read}\n      - {id: s2, agent: editor, action: Edit}\n'), 'squads/copy/workflows/promo-flow.yaml', '/nonexistent/promo-flow.yaml', undefined, { importers: ALL });
    expect(stepped.diagnostics.find((x) => x.code === 'AIOX_PHASE_NOT_A_STEP')!.hint).toBe('Make each of its 2 steps (each names its agent) a phase of its own with that agent: they then run one after another; or give the phase one agent: that leads it.');
    // With an id (and a title in place of a name: the apex squad) the same, naming what is missing.
    const withId = { id: 'wf-refactor', version: '1.1.0', title: 'Refactor', phases: [{ id: 'analyze', agent: '@arch', steps: [{ step: 1, action: 'Read it' }] }] };
    expect(foreignFormatOf(withId)).toBe('aiox');
    expect(codes(aioxImporter.translate(withId, 'x.yaml', { run: {} }))).toEqual(['AIOX_NAME_MISSING', 'AIOX_PHASES_AS_SEQUENCE']);
    // A file that says version 4 is a native file, told its phases must be a mapping.
    const native = loadWorkflowText("version: '4.0'\nname: n\nphases:\n  - id: a\n", 'n.yaml', '/nonexistent/n.yaml');
    expect(native.diagnostics.map((d) => d.code)).toContain('INVALID_TYPE');
    expect(native.diagnostics.map((d) => d.code).filter((c) => c.startsWith('AIOX_'))).toEqual([]);
    // ... unless it names an aiox schema: its version is its own release (slides-creator's
    // generate-presentation.yaml: version 4.1.0, schema aiox-workflow-v1, a phases: list).
    const release = ['name: deck-flow', 'version: 4.1.0', 'schema: aiox-workflow-v1', 'phases:', '  - id: P00', '    agent: chief', '  - id: P01', '    agent: writer', ''].join('\n');
    expect(isNativeShape(parse(release))).toBe(false);
    expect(foreignFormatOf(parse(release))).toBe('aiox');
    const asAiox = loadWorkflowText(release, 'squads/deck/workflows/deck-flow.yaml', '/nonexistent/deck-flow.yaml', undefined, { importers: ALL });
    expect(asAiox.diagnostics.map((d) => d.code)).toEqual(['AIOX_ID_MISSING', 'AIOX_PHASES_AS_SEQUENCE']);
    expect(isNativeShape(parse(release.replace('schema: aiox-workflow-v1', 'schema: other-v1')))).toBe(true);
  });

  it("a phases: mapping whose phases name no agent or task (the kaizen squads' shape) is named as such, at the mapping", () => {
    // Each phase lists steps for a model to read; workflow-executor.js runs a phase by its agent.
    const phases = {
      phase_0: { name: 'Collect', steps: [{ id: '0.1', name: 'Read the reports', action: 'Glob reports/*.md', output: 'reports' }] },
      phase_1: { name: 'Diagnose', steps: [{ id: '1.1', name: 'Score', action: 'Score four dimensions' }] },
    };
    const r = aioxImporter.translate({ workflow_name: 'meta', workflow: { id: 'x', name: 'X', orchestrator: 'chief', phases } }, 'x.yaml', { run: {} });
    expect(codes(r)).toEqual(['AIOX_SEQUENCE_EMPTY']);
    const d = r.diagnostics[0] as { message: string; path: unknown };
    expect(d.message).toContain('its work is a phases: mapping (2 phases) in which no phase names an agent or a task, which no aiox runner runs');
    expect(d.path).toEqual(['workflow', 'phases']);
  });

  it("a top-level phases: MAPPING of agent phases, version 1.x, no workflow: key (the seo squad's shape) is aiox, told so: never native cascades", () => {
    // workflow-executor.js reads workflow.phases of the raw document (a top-level mapping is never
    // run); workflow-validator.js needs workflow.id and a sequence or phases LIST: aiox refuses it too.
    const text = [
      'name: audit-cycle',
      'version: "1.0.0"',
      'trigger: "*audit"',
      'orchestrator: "audit-chief"',
      'inputs:',
      '  - name: target',
      '    required: true',
      'phases:',
      '  phase_1_scan:',
      '    name: Scan',
      '    agents: ["scanner", "scorer"]',
      '    tasks: [{agent: scanner, task: scan-site}]',
      '  phase_2_report:',
      '    name: Report',
      '    depends_on: phase_1_scan',
      '    agent: reporter',
      '',
    ].join('\n');
    const doc = parse(text);
    expect(isNativeShape(doc)).toBe(false);
    expect(foreignFormatOf(doc)).toBe('aiox');
    const r = loadWorkflowText(text, 'squads/audit/workflows/audit-cycle.yaml', '/nonexistent/audit-cycle.yaml', undefined, { importers: ALL });
    expect(r.diagnostics.map((d) => d.code)).toEqual(['AIOX_ID_MISSING', 'AIOX_SEQUENCE_EMPTY']);
    const d = r.diagnostics[1]!;
    expect(d.message).toContain('its work is a top-level phases: mapping (2 phases), which no aiox runner runs');
    expect([d.line, d.path]).toEqual([8, ['phases']]);
    // The one phase with an agent is not run silently on its own (the others dropped).
    expect(Object.keys((aioxImporter.translate(doc, 'x.yaml', { run: {} }).data as any).steps)).toEqual([]);
    // A native file stays native: version 4, or a phase that runs a workflow, or state_path.
    for (const native of [
      { ...doc, version: '4.0' },
      { ...doc, phases: { ...doc.phases, phase_3: { workflow: 'wf/x.yaml' } } },
      { ...doc, state_path: 'runs/{{run_id}}/s.yaml' },
    ]) expect(isNativeShape(native)).toBe(true);
  });

  it('an aiox task definition named on the command line is said to be a task, not read as a native workflow', () => {
    const text = ['name: tidy-notes', 'version: 1.0.0', 'description: Tidy the notes', 'inputs:', '  - name: notes', '    type: string', 'steps:', '  - id: check', '    action: validate-inputs', '  - id: tidy', '    action: tidy', '    depends_on: [check]', ''].join('\n');
    const r = loadWorkflowText(text, 'squads/x/tasks/tidy-notes.yaml', '/nonexistent/tidy-notes.yaml', undefined, { importers: ALL });
    expect(r.diagnostics.map((d) => d.code)).toEqual(['WORKFLOW_FORMAT_UNKNOWN']);
    expect(r.diagnostics[0]!.message).toContain('an aiox task definition');
    // Version 4 with a steps list is a native file told its mistakes.
    const native = loadWorkflowText(text.replace('version: 1.0.0', "version: '4.0'"), 't.yaml', '/nonexistent/t.yaml');
    expect(native.diagnostics.map((d) => d.code)).not.toContain('WORKFLOW_FORMAT_UNKNOWN');
  });

  it("another tool's workflow with a steps: list beside version 1.x (id, steps of uses/depends) is skipped by a walk and refused named, but not called an aiox task definition", () => {
    const text = ['id: lint-pipeline', 'description: "Lint, then report"', 'version: 1.0.0', 'input:', '  source: "$context.source"', 'steps:', '  - id: lint', '    uses: quality/lint', '  - id: report', '    uses: quality/report', '    depends: [lint]', ''].join('\n');
    const reason = "another tool's workflow or task file: a steps: list beside a non-4 version: (a 4.0 workflow's steps are a mapping of step ids)";
    expect(detectWorkflow(parse(text))).toEqual({ kind: 'not', reason });
    const r = loadWorkflowText(text, 'plugins/x/workflows/lint-pipeline.yaml', '/nonexistent/lint-pipeline.yaml', undefined, { importers: ALL });
    expect(r.diagnostics.map((d) => d.code)).toEqual(['WORKFLOW_FORMAT_UNKNOWN']);
    expect(r.diagnostics[0]!.message).toContain(reason);
    expect(r.diagnostics[0]!.message).not.toContain('aiox task');
    // aiox's own task (a name, steps that are actions) is still said to be one.
    const task = ['name: tidy-notes', 'version: 1.0.0', 'steps:', '  - id: check', '    action: validate-inputs', ''].join('\n');
    expect(detectWorkflow(parse(task))).toEqual({ kind: 'not', reason: 'an aiox task definition' });
  });

  it('workflow.sequence beside top-level phases: is aiox; a squad finds its personas and tasks under squads/<squad>/', () => {
    const doc = parse(text('aiox/wild/squads/relay-squad/workflows/relay.yaml'));
    expect(isNativeShape(doc)).toBe(false);
    expect(foreignFormatOf(doc)).toBe('aiox');
    expect(importerFor(doc, ALL)).toBe(aioxImporter);
    const r = aiox('squads/relay-squad/workflows/relay.yaml', 'squads/relay-squad/workflows/relay.yaml');
    expect(codes(r)).toEqual([]);
    expect(r.fileReferences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'squads/relay-squad/agents/relay-chief.md', alternatives: ['.aiox-core/development/agents/relay-chief.md'] }),
        expect.objectContaining({ path: 'squads/relay-squad/agents/relay-checker.md', what: 'agent @relay-checker' }),
        expect.objectContaining({ path: '.aiox-core/development/agents/dev.md' }),
        expect.objectContaining({ path: 'squads/relay-squad/tasks/collect-notes.md', alternatives: ['.aiox-core/development/tasks/collect-notes.md'] }),
      ]),
    );
    expect(r.fileReferences!.find((f) => f.what === 'agent @relay-checker')!.alternatives).toBeUndefined();
    // state_machine triggers: trigger_on_complete, on_success {trigger}, on_failure {trigger}.
    const s = steps(r);
    expect(s['collect'].statuses.completed).toBe('assemble');
    expect(s['verify'].statuses.completed).toBe('DONE');
    expect(s['verify'].on_failure).toBe('repair');
    expect(s['repair'].statuses.completed).toBe('verify');
    expect(s['repair'].on_failure).toBe('BLOCKED');
  });

  it('a squad kept in a folder of squads (squads/<suite>/<squad>/workflows/) finds its personas and tasks in the folder that holds workflows/', () => {
    // squad-validator.js validates <squad>/workflows/*.yaml with squadAgentsPath <squad>/agents:
    // the squad is the workflow's grandparent folder, however deep under squads/ it sits.
    const r = aiox('squads/relay-squad/workflows/relay.yaml', 'squads/suite/relay-squad/workflows/relay.yaml');
    expect(codes(r)).toEqual([]);
    expect(r.fileReferences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'squads/suite/relay-squad/agents/relay-chief.md', alternatives: ['.aiox-core/development/agents/relay-chief.md'] }),
        expect.objectContaining({ path: 'squads/suite/relay-squad/agents/relay-checker.md', what: 'agent @relay-checker' }),
        expect.objectContaining({ path: 'squads/suite/relay-squad/tasks/collect-notes.md', alternatives: ['.aiox-core/development/tasks/collect-notes.md'] }),
      ]),
    );
    expect(steps(r)['collect'].inline_instruction).toContain('Read squads/suite/relay-squad/agents/relay-chief.md');
    expect(JSON.stringify(r.fileReferences)).not.toContain('squads/suite/agents/');
    // workflows/ twice in the path: the squad is the folder holding the nearest one (the file's own), not the outer one.
    const nested = aiox('squads/relay-squad/workflows/relay.yaml', 'squads/suite/workflows/squads/relay-squad/workflows/relay.yaml');
    expect(codes(nested)).toEqual([]);
    expect(nested.fileReferences).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'squads/suite/workflows/squads/relay-squad/agents/relay-chief.md' })]));
    expect(JSON.stringify(nested.fileReferences)).not.toContain('squads/suite/agents/');
    const deeper = aiox('squads/relay-squad/workflows/relay.yaml', 'squads/suite/workflows/relay-squad/workflows/relay.yaml');
    expect(steps(deeper)['collect'].inline_instruction).toContain('Read squads/suite/workflows/relay-squad/agents/relay-chief.md');
  });

  it('a route that is a step of its own runs it, then completes; continue goes on', () => {
    const s = steps(aiox('discovery.yaml'));
    const route = s['route_scope'];
    const inline = s['route_scope_tiny_fix'];
    expect(inline.inline_instruction).toContain('You are the aiox agent @pm.');
    expect(inline.inline_instruction).toContain('.aiox-core/development/tasks/write-ticket.md');
    expect(inline.statuses.completed).toBe('DONE');
    expect(decide(route.decide, { steps: { scope_change: gate({ change_size: 'tiny_fix' }) } })).toBe('route_scope_tiny_fix');
    expect(decide(route.decide, { steps: { scope_change: gate({ change_size: 'big_change' }) } })).toBe('map_database_when');
    // The value routed on is asked of the step before the routing item (the engine reads recent outputs).
    expect(s['scope_change'].inline_instruction).toMatch(/^ {2}change_size: <value>/m);
  });

  it('@agents, ${story.executor} as a required input, error handlers, return_to_<step>, outcomes and workflow_paused', () => {
    const r = aiox('delivery-cycle.yaml');
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect((r.data as any).inputs.required).toEqual(['story_executor', 'story_reviewer']);
    expect(s['build'].inline_instruction).toContain('You are the aiox agent @{{story_executor}} (${story.executor})');
    expect(s['check'].inline_instruction).toContain('Read .aiox-core/development/agents/po.md first');
    // workflow-executor.js handleError: a handler retries while the phase's attemptCount (reset
    // when a phase completes) < max_attempts, then stops: \`failed\` fails the attempt, retried
    // within this run of the step, never counted over the run (no check_retry decision).
    expect(s['check']).toMatchObject({ retry: { max_attempts: 3 }, failure_statuses: ['failed'], statuses: { failed: 'BLOCKED' } });
    expect(s['check_retry']).toBeUndefined();
    // return_to_<step> goes back to that step; one that names no step (return_to_owner) retries.
    expect(s['review'].on_failure).toBe('build');
    expect(s['build']).toMatchObject({ retry: { max_attempts: 4 }, failure_statuses: ['failed'] });
    // on_complete: GO loops back, PAUSE ends paused, ABORT blocks, REVIEW (show_diff_then_decide)
    // stays at the deciding step, as workflow-executor.js getNextPhase keeps REVIEW at the checkpoint.
    const outcome = s['decide_verdict'];
    const at = (verdict: string) => decide(outcome.decide, { steps: { decide: gate({ verdict }) } });
    expect([at('GO'), at('PAUSE'), at('REVIEW'), at('ABORT')]).toEqual(['check', 'workflow_paused', 'decide', 'BLOCKED']);
    // An action word whose _then_ part names no step still warns and stops there for a person.
    const other = aioxImporter.translate({ workflow: { id: 'x', name: 'X', sequence: [{ id: 'a', agent: 'po', on_complete: { GO: 'complete', REVIEW: 'show_summary_then_elsewhere' } }] } }, 'x.yaml', { run: {} });
    expect(codes(other)).toEqual(['AIOX_VERDICT_TARGET_UNKNOWN']);
    expect(s['workflow_paused']).toMatchObject({ terminal_status: 'WORKFLOW_PAUSED' });
  });

  it('a phases mapping without a sequence runs as workflow-executor.js runs it', () => {
    const r = aiox('delivery-phases.yaml');
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect((r.data as any).entry).toBe('s_1_check');
    expect(s['s_1_check'].statuses.completed).toBe('s_2_build');
    expect(s['s_2_build'].timeout_minutes).toBe(120);
    // on_failure: return_to_check (a handler; the phase's own id is check): back to that phase.
    expect(s['s_2_build'].statuses.failed).toBe('s_1_check');
    expect(s['s_2_build'].on_failure).toBe('s_1_check');
    // condition false -> on_skip; the decision step: on_go / on_pause / on_abort.
    expect(decide(s['s_3_polish_when'].decide, { inputs: { config_polish_bot_enabled: '' } })).toBe('s_4_decide');
    expect(decide(s['s_4_decide_verdict'].decide, { steps: { s_4_decide: gate({ verdict: 'PAUSE' }) } })).toBe('workflow_paused');
  });

  it('agent: system steps check their conditions; {config.x} values; a millisecond timeout; on_exhausted', () => {
    const r = aiox('review-loop.yaml');
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect(s['review'].timeout_minutes).toBe(15);
    expect(s['review'].retry).toEqual({ max_attempts: 2 });
    expect(s['review_retry'].decide.at(-1)).toEqual({ else: 'BLOCKED' });
    const check = s['check_verdict'].decide;
    expect(decide(check, { steps: { review: gate({ verdict: 'APPROVE' }) } })).toBe('DONE');
    expect(decide(check, { steps: { review: gate({ verdict: 'REJECT' }) } })).toBe('fix');
    expect(decide(check, { steps: { review: gate({ verdict: 'BLOCKED' }) } })).toBe('BLOCKED');
    // currentIteration is the number of passes through the check (the orchestrator's counter).
    const round = s['count_round'].decide;
    expect(decide(round, { visits: { count_round: 1 }, inputs: { config_maxRounds: '3' } })).toBe('review');
    expect(decide(round, { visits: { count_round: 3 }, inputs: { config_maxRounds: '3' } })).toBe('BLOCKED');
  });
});

describe('maestro-flow: as graph-loader.ts, expr-evaluator.ts and graph-walker.ts read a graph', () => {
  it('delegate_graph resolves under the chains root; the child gets run_id, description, intent, phase and delegate_inputs', () => {
    expect(chainsRoot('chains/_dispatch.json')).toBe('chains');
    expect(chainsRoot('x/chains/singles/a.json')).toBe('x/chains');
    expect(chainsRoot('graphs/a.json')).toBe('graphs');
    const r = maestro('_dispatch.json');
    const s = steps(r);
    expect(s['to_setup'].child_workflow).toBe('chains/singles/setup.json');
    expect(s['to_audit']).toMatchObject({ child_workflow: 'chains/singles/audit.json', inputs: { run_id: '{{run_id}}', description: '{{description}}', intent: '{{intent}}', phase: '{{phase}}', focus: 'backlog' } });
  });

  it('match is an expression, a value null matches nothing there, a label compares; a dead node is a warning', () => {
    const r = maestro('_dispatch.json');
    expect(codes(r)).toEqual([]);
    const s = steps(r);
    expect(s['check_backlog'].decide[0]).toEqual({ if: 'inputs.project_open_items == 0', to: 'check_stage' });
    expect(decide(s['check_stage'].decide, { inputs: { project_last_stage: '' } })).toBe('to_setup');
    expect(decide(s['check_stage'].decide, { inputs: { project_last_stage: 'audited' } })).toBe('to_audit');
    const loaded = loadWorkflowText(text('maestro/wild/chains/_dispatch.json'), 'chains/_dispatch.json', '/nonexistent', undefined, { importers: ALL });
    const ws = new Workspace(join(FORMATS, 'maestro', 'wild'));
    // Its chains name other chains: the session loads them with the maestro importer.
    const all = validateWorkflow(loaded.workflow!, ws, createValidationSession(ws, ALL));
    expect(all.filter((d) => d.severity === 'error')).toEqual([]);
    expect(all.find((d) => d.code === 'UNREACHABLE_IMPORTED_STEP')).toMatchObject({ severity: 'warning', line: 46 });
  });

  it('phase is always bound, description too; FAILURE is retried under retry; auto_continue_on_failure goes on', () => {
    const r = maestro('singles/setup.json');
    expect(codes(r)).toEqual([]);
    expect(r.data['inputs']).toMatchObject({ required: ['description'], defaults: { phase: '', intent: '' } });
    const s = steps(r);
    expect(s['init'].statuses).toEqual({ SUCCESS: 'notes', FAILURE: 'init__retry' });
    expect(s['init__retry'].decide).toEqual([{ if: 'visits.init__retry <= 1', to: 'init' }, { else: 'BLOCKED' }]);
    expect(s['notes'].statuses).toEqual({ SUCCESS: 'DONE', FAILURE: 'DONE' });
    expect(s['notes'].on_failure).toBe('DONE');
  });

  it('line_match extracts; documented fields are known; an unknown terminal status is a warning and fails there', () => {
    const r = maestro('singles/audit.json');
    expect(codes(r)).toEqual(['MAESTRO_TERMINAL_STATUS_UNKNOWN']);
    const s = steps(r);
    expect(s['scan'].inline_instruction).toContain("(REPORT_DIR: what follows 'REPORT_DIR:' on its line)");
    expect(s['summarise'].inline_instruction).toContain('/quality-summary --from {{steps.scan.gate.report_dir}}');
    expect(decide(s['check'].decide, { steps: { summarise: gate({ review_verdict: 'BLOCK' }) } })).toBe('BLOCKED');
  });

  it("the result block asks for maestro's own vocabulary: REVIEW_VERDICT PASS | WARN | BLOCK", () => {
    const lines = contractInstructions('maestro_coordinate', ['SUCCESS', 'FAILURE']).join('\n');
    expect(lines).toContain('REVIEW_VERDICT: <PASS | WARN | BLOCK, if applicable>');
    expect(lines).toContain('VERIFICATION_STATUS: <passed | failed | pending, if applicable>');
  });
});

describe('CCW: the references and fields template-schema.md documents', () => {
  const t = JSON.parse(text('ccw/parallel-skip.json'));
  const r = ccwImporter.translate(t, 'parallel-skip.json', { run: {} });
  const s = steps(r);

  it('documented fields are known: no finding at all', () => {
    expect(r.diagnostics).toEqual([]);
  });

  it('{N.artifacts[n]} and {N.session_id} read the gate, "" when the node completed without them', () => {
    expect(s['N_004'].inline_instruction).toContain('--scan-session {{steps.N_003.gate_or_empty.session_id}} --notes {{steps.N_001.gate_or_empty.artifacts.1}} --plan-session {{steps.N_001.gate_or_empty.session_id}}');
    expect(s['N_001'].inline_instruction).toContain('add `artifacts: [<path>, ...]`');
    const bad = ccwImporter.translate({ ...t, nodes: t.nodes.map((n: any) => (n.id === 'N-004' ? { ...n, args_template: '{N-001.artifacts} {N-001.output_path[0]} {N-001.files}' } : n)) }, 'x.json', { run: {} });
    expect(codes(bad)).toEqual(['CCW_REFERENCE_INVALID', 'CCW_REFERENCE_INVALID', 'CCW_REFERENCE_INVALID']);
  });

  it('on_fail: skip in a parallel_group: its members run one after another, each with its own on_fail', () => {
    expect(Object.keys(s)).toEqual(['N_001', 'N_002', 'N_003', 'CP_01', 'N_004']);
    expect(s['N_002'].statuses.NODE_COMPLETE).toBe('N_003');
    expect(s['N_003']).toMatchObject({ on_failure: 'skip', on_skip: 'CP_01', failure_statuses: ['NODE_FAILED'], statuses: { NODE_COMPLETE: 'CP_01', NODE_FAILED: 'BLOCKED' } });
  });

  it('gate_or_empty: "" once the step finished without the key, never before it ran', () => {
    expect(parseReference('steps.N_001.gate_or_empty.artifacts.1')).toEqual({ step: 'N_001', what: 'gate', key: 'artifacts', orEmpty: { index: 1 } });
    const state = { steps: { a: { status: 'completed', gate: { status: 'X', artifacts: ['p.md', 'q.md'], n: 3 } }, b: { status: 'skipped', gate: null }, c: { status: 'pending' } } } as unknown as RunState;
    expect(resolveReference(state, 'steps.a.gate_or_empty.artifacts.1')).toBe('q.md');
    expect(resolveReference(state, 'steps.a.gate_or_empty.artifacts.5')).toBe('');
    expect(resolveReference(state, 'steps.a.gate_or_empty.session_id')).toBe('');
    expect(resolveReference(state, 'steps.a.gate_or_empty.n')).toBe('3');
    expect(resolveReference(state, 'steps.b.gate_or_empty.session_id')).toBe('');
    expect(resolveReference(state, 'steps.c.gate_or_empty.session_id')).toBeUndefined();
    expect(resolveReference(state, 'steps.z.gate_or_empty.session_id')).toBeUndefined();
    expect(resolveReference(state, 'steps.a.gate.session_id')).toBeUndefined();
  });
});
