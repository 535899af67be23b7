/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk translated documents */
// The CCW wf-player importer, fed the parsed fixtures directly: detection by shape, the
// translation of the execution plan (batches, parallel groups, checkpoints, on_fail, executors,
// references, context variables), the source map, and every CCW validator rule on its broken
// fixture. The translated sequential template also passes the native schema and every native
// validation rule (validated from a real temp workspace).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ccwImporter } from '../../src/core/formats/ccw/importer.js';
import { parseSidecar } from '../../src/core/formats/sidecar.js';
import { CCW_CODES } from '../../src/core/formats/ccw/codes.js';
import { pathKey } from '../../src/core/formats/types.js';
import { WorkflowFile } from '../../src/core/model/schema.js';
import { placeholdersIn, resolveBindings, substitute } from '../../src/core/model/placeholders.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { REPO } from './validate-helpers.js';

const DIR = join(REPO, 'test', 'fixtures', 'formats', 'ccw');
const load = (rel: string): unknown => parse(readFileSync(join(DIR, rel), 'utf8'));
const translate = (rel: string, run: Record<string, string> = {}) => ccwImporter.translate(load(rel), rel, { run });
const codes = (r: { diagnostics: Array<{ code: string }> }) => r.diagnostics.map((d) => d.code);

const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Every native validation finding for a translated document, written as YAML into a temp workspace. */
function nativeDiagnostics(data: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-ccw-unit-'));
  temps.push(dir);
  writeFileSync(join(dir, 'converted.yaml'), stringify(data));
  return validateTargets(new Workspace(dir), ['converted.yaml']).diagnostics;
}

describe('CCW importer: detection', () => {
  it('recognises a template by its shape, not by its extension', () => {
    expect(ccwImporter.detect(load('feature-tdd-review.json'))).toBe(true);
    expect(ccwImporter.detect({ nodes: [], edges: [] })).toBe(true);
    expect(ccwImporter.detect({ template_id: 'x', nodes: [{ id: 'a' }] })).toBe(true);
  });

  it('leaves native, maestro-flow (nodes map) and aiox (sequence) documents alone', () => {
    expect(ccwImporter.detect({ version: '4.0', name: 'x', state_path: 's.yaml', steps: {} })).toBe(false);
    expect(ccwImporter.detect({ id: 'g', name: 'g', version: '1', entry: 'a', nodes: { a: { type: 'command' } } })).toBe(false);
    expect(ccwImporter.detect({ workflow: { id: 'w', name: 'w', sequence: [] } })).toBe(false);
    expect(ccwImporter.detect({ nodes: [{ id: 'a' }] })).toBe(false);
    expect(ccwImporter.detect(null)).toBe(false);
    expect(ccwImporter.detect([{ nodes: [] }])).toBe(false);
  });
});

describe('CCW importer: a template as wf-composer writes it', () => {
  it('knows seq, the number wf-composer gives each work node (02-resolve.md nodes.json, copied whole by 05-persist.md): no warning, so --strict passes', () => {
    const template = {
      template_id: 'wft-seq-demo-20261207', name: 'Seq demo', version: '1.0', source_session: 'WFD-seq-demo-20261207',
      context_schema: { goal: { type: 'string', required: true } },
      nodes: [
        { id: 'N-001', seq: 1, name: 'Plan', type: 'skill', executor: 'workflow-lite-plan', args_template: '{goal}', input_ports: ['requirement'], output_ports: ['plan'], parallel_group: null, on_fail: 'abort' },
        { id: 'CP-01', name: 'Checkpoint: plan', type: 'checkpoint', description: 'saved', auto_continue: true, save_fields: ['session_id'] },
        { id: 'N-002', seq: 2, name: 'Build', type: 'skill', executor: 'workflow-execute', args_template: '--resume-session {N-001.session_id}', parallel_group: null, on_fail: 'abort' },
      ],
      edges: [{ from: 'N-001', to: 'CP-01' }, { from: 'CP-01', to: 'N-002' }],
      checkpoints: ['CP-01'],
    };
    const r = ccwImporter.translate(template, 'seq.json', { run: {} });
    expect(r.diagnostics).toEqual([]);
    expect(codes(ccwImporter.translate({ ...template, nodes: [{ ...template.nodes[0], sqe: 1 }, ...template.nodes.slice(1)] }, 'seq.json', { run: {} }))).toEqual(['CCW_UNKNOWN_KEY']);
  });

  it("{prev_session_id} after a parallel group (node-catalog.md's workflow-execute after two reviewers) is refused with a hint naming the group's nodes and the field asked for", () => {
    const template = {
      template_id: 'wft-prev-group-20261207', name: 'Prev after group', context_schema: { goal: { type: 'string', required: true } },
      nodes: [
        { id: 'N-001', name: 'Plan', type: 'skill', executor: 'workflow-lite-plan', args_template: '{goal}' },
        { id: 'N-002', name: 'Review A', type: 'agent', executor: 'general-purpose', args_template: '{prev_output}', parallel_group: 'review' },
        { id: 'N-003', name: 'Review B', type: 'agent', executor: 'code-reviewer', args_template: '{prev_output}', parallel_group: 'review' },
        { id: 'CP-01', name: 'Checkpoint: reviewed', type: 'checkpoint', auto_continue: true },
        { id: 'N-004', name: 'Execute', type: 'skill', executor: 'workflow-execute', args_template: '--resume-session {prev_session_id} --notes {prev_output}' },
      ],
      edges: [{ from: 'N-001', to: 'N-002' }, { from: 'N-001', to: 'N-003' }, { from: 'N-002', to: 'CP-01' }, { from: 'N-003', to: 'CP-01' }, { from: 'CP-01', to: 'N-004' }],
    };
    const found = ccwImporter.translate(template, 'prev.json', { run: {} }).diagnostics;
    expect(found.map((d) => [d.code, d.hint])).toEqual([
      ['CCW_PREV_REFERENCE_UNRESOLVABLE', 'Name the node meant instead: {N-002.session_id} or {N-003.session_id}.'],
      ['CCW_PREV_REFERENCE_UNRESOLVABLE', 'Name the node meant instead: {N-002.output_path} or {N-003.output_path}.'],
    ]);
  });

  it('a checkpoint node removed in wf-composer (04-confirm.md) may leave its id in checkpoints[]: a warning, never a refusal (the wf-player never reads the list)', () => {
    const nodes = [
      { id: 'N-001', name: 'Plan', type: 'skill', executor: 'workflow-lite-plan', args_template: '{goal}' },
      { id: 'N-002', name: 'Build', type: 'skill', executor: 'workflow-execute', args_template: '--resume-session {prev_session_id}' },
    ];
    const template = { template_id: 'wft-stale-20261207', name: 'Stale', context_schema: { goal: { type: 'string', required: true } }, nodes, edges: [{ from: 'N-001', to: 'N-002' }], checkpoints: ['CP-01', 'N-002'] };
    const r = ccwImporter.translate(template, 'stale.json', { run: {} });
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['CCW_CHECKPOINT_UNKNOWN', 'warning'], ['CCW_CHECKPOINT_UNKNOWN', 'warning']]);
    expect(r.diagnostics[1]!.message).toContain('N-002 runs as the skill node it is, with no pause');
    // The translated workflow is the same as without the list: two steps, no approval.
    const without = ccwImporter.translate({ ...template, checkpoints: [] }, 'stale.json', { run: {} });
    expect(r.data['steps']).toEqual(without.data['steps']);
  });
});

describe('CCW importer: translation of a DAG with a parallel group and checkpoints', () => {
  const r = translate('feature-tdd-review.json');
  const steps = r.data['steps'] as Record<string, any>;

  it('reports nothing for a correct template', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.format).toBe('ccw');
  });

  it('names the workflow after template_id and keeps its state under .stagegate/ccw/<name>/<run id>', () => {
    expect(r.data).toMatchObject({ version: '4.0', name: 'wft-feature-tdd-review-20260310', state_path: '.stagegate/ccw/wft-feature-tdd-review-20260310/{{run_id}}/workflow_state.yaml' });
    expect(r.data['description']).toContain('Feature TDD with Review');
    expect(r.data['description']).toContain('version 1.2');
    expect(r.data['execution']).toBeUndefined();
  });

  it('maps context_schema to inputs: required without default, optional with defaults ("" when none), path/boolean types', () => {
    expect(r.data['inputs']).toEqual({ required: ['goal'], optional: ['scope', 'strict'], defaults: { scope: 'src', strict: false }, types: { scope: 'path', strict: 'boolean' } });
    // "default": null is no value: a required variable with it is still asked for (01-load.md).
    const t = load('feature-tdd-review.json') as any;
    t.context_schema.goal.default = null;
    t.context_schema.scope = { type: 'string', default: null };
    expect(ccwImporter.translate(t, 'x.json', { run: {} }).data['inputs']).toMatchObject({ required: ['goal'], optional: ['scope', 'strict'], defaults: { scope: '' } });
  });

  it('chains the topological batches in order, one step per batch, the parallel group as one step', () => {
    expect(Object.keys(steps)).toEqual(['N_001', 'CP_01', 'N_002', 'CP_02', 'parallel_review', 'N_004']);
    expect(steps['N_001'].statuses).toEqual({ NODE_COMPLETE: 'CP_01', NODE_FAILED: 'BLOCKED' });
    expect(steps['N_002'].statuses.NODE_COMPLETE).toBe('CP_02');
    expect(steps['N_004'].statuses.NODE_COMPLETE).toBe('DONE');
  });

  it('turns the parallel_group into a parallel step (join all) whose branches end in DONE', () => {
    const p = steps['parallel_review'];
    expect(p.statuses).toEqual({ PARALLEL_COMPLETE: 'N_004', PARALLEL_FAILED: 'BLOCKED' });
    expect(p.parallel.join).toBe('all');
    expect(p.parallel.max_concurrency).toBe(2);
    expect(Object.keys(p.parallel.branches)).toEqual(['N_003a', 'N_003b']);
    expect(p.parallel.branches.N_003a.statuses).toEqual({ NODE_COMPLETE: 'DONE', NODE_FAILED: 'BLOCKED' });
    // on_fail: retry inside a branch: a second attempt of the process (a branch is no step of the
    // graph, so it carries no on_failure, optional, on_skip or max_visits).
    expect(p.parallel.branches.N_003b.statuses).toEqual({ NODE_COMPLETE: 'DONE', NODE_FAILED: 'BLOCKED' });
    expect(p.parallel.branches.N_003b.retry).toEqual({ max_attempts: 2 });
    for (const b of Object.values<any>(p.parallel.branches)) {
      for (const key of ['on_failure', 'on_skip', 'optional', 'max_visits']) expect(b[key]).toBeUndefined();
    }
  });

  it('makes a pausing checkpoint an approval step and an auto-continue checkpoint a pass-through decision', () => {
    expect(steps['CP_02']).toMatchObject({ approval: { message: 'Before Review: Review the implementation before the reviewers start.' }, on_approve: 'parallel_review', on_reject: 'BLOCKED' });
    expect(steps['CP_01']).toEqual({ description: 'CCW node CP-01 · After Plan (checkpoint, auto-continue)', decide: [{ else: 'N_002' }] });
  });

  it('keeps the original node id in the description', () => {
    expect(steps['N_001'].description).toBe('CCW node N-001 · Plan (skill workflow-lite-plan)');
    expect(steps['parallel_review'].description).toBe('CCW parallel_group review: N-003a, N-003b');
  });

  it('translates variables and runtime references to native placeholders', () => {
    expect(steps['N_001'].inline_instruction).toContain('{{goal}} --scope {{scope}}');
    // A session id a node did not report is "" (03-execute.md), so it is read with gate_or_empty.
    expect(steps['N_002'].inline_instruction).toContain('--resume-session {{steps.N_001.gate_or_empty.session_id}} --plan {{steps.N_001.output_or_empty}}');
    // {prev_output_path} of a node after a checkpoint names the last work node before it.
    expect(steps['parallel_review'].parallel.branches.N_003a.inline_instruction).toContain('Review the changes described in {{steps.N_002.output_or_empty}} (strict: {{strict}})');
    // A parallel branch's output is named by its declared path (branch gates live in the group's record).
    expect(steps['N_004'].inline_instruction).toContain('--session {{steps.N_002.gate_or_empty.session_id}} --review .stagegate/ccw/wft-feature-tdd-review-20260310/{{run_id}}/nodes/N_003a.md');
  });

  it('asks exactly the nodes whose session id is used later to report it in their gate', () => {
    expect(steps['N_001'].inline_instruction).toContain('session_id: <the session id>');
    expect(steps['N_002'].inline_instruction).toContain('session_id: <the session id>');
    expect(steps['N_004'].inline_instruction).not.toContain('session_id: <the session id>');
  });

  it('ends every instruction with the status line its statuses route', () => {
    for (const s of [steps['N_001'], steps['N_002'], steps['N_004'], ...Object.values<any>(steps['parallel_review'].parallel.branches)]) {
      expect(s.inline_instruction.trimEnd().split('\n').pop()).toBe('status: NODE_COMPLETE | NODE_FAILED');
      expect(s.output).toMatch(/^\.stagegate\/ccw\/wft-feature-tdd-review-20260310\/\{\{run_id\}\}\/nodes\/N_\w+\.md$/);
    }
  });

  it('runs a node on the agent CLI its executor names, and others on the invocation agent', () => {
    expect(steps['parallel_review'].parallel.branches.N_003b.agent).toBe('gemini');
    expect(steps['parallel_review'].parallel.branches.N_003b.inline_instruction).toContain('Analysis mode: read only');
    expect(steps['parallel_review'].parallel.branches.N_003a.agent).toBeUndefined();
    expect(steps['N_001'].agent).toBeUndefined();
  });

  it('makes NODE_FAILED a failure of the node, as a failed process is: abort stops for the person (resume = Retry, skip = Skip), retry tries a second attempt first', () => {
    // 03-execute.md: "On node failure (exception or skill returning error state)" — one path for both.
    expect(steps['N_002']).toMatchObject({ optional: true, on_skip: 'CP_02', failure_statuses: ['NODE_FAILED'], statuses: { NODE_FAILED: 'BLOCKED' } });
    expect(steps['N_002'].on_failure).toBeUndefined();
    expect(steps['N_002'].retry).toBeUndefined();
    expect(steps['N_004']).toMatchObject({ retry: { max_attempts: 2 }, optional: true, on_skip: 'DONE', failure_statuses: ['NODE_FAILED'], statuses: { NODE_COMPLETE: 'DONE', NODE_FAILED: 'BLOCKED' } });
    expect(steps['N_004'].on_stall).toBeUndefined();
    // No step of stagegate's own: every step is a node, a checkpoint or a group.
    expect(r.helperSteps).toEqual([]);
    // A branch follows the node rule too: NODE_FAILED fails its attempt (retried under on_fail: retry), then the branch and the group.
    expect(steps['parallel_review'].parallel.branches.N_003a.failure_statuses).toEqual(['NODE_FAILED']);
    expect(steps['parallel_review'].parallel.branches.N_003b).toMatchObject({ failure_statuses: ['NODE_FAILED'], retry: { max_attempts: 2 } });
  });

  it('maps native paths back to the template', () => {
    const at = (p: Array<string | number>) => r.sourcePaths.get(pathKey(p));
    expect(at(['steps', 'N_001'])).toEqual(['nodes', 0]);
    expect(at(['steps', 'N_002', 'inline_instruction'])).toEqual(['nodes', 2, 'args_template']);
    expect(at(['steps', 'CP_02'])).toEqual(['nodes', 3]);
    expect(at(['steps', 'parallel_review'])).toEqual(['nodes', 4, 'parallel_group']);
    expect(at(['steps', 'parallel_review', 'parallel', 'branches', 'N_003b'])).toEqual(['nodes', 5]);
    expect(at(['steps', 'parallel_review', 'parallel', 'branches', 'N_003b', 'agent'])).toEqual(['nodes', 5, 'cli_tool']);
    expect(at(['inputs', 'required', 0])).toEqual(['context_schema', 'goal']);
    expect(at(['inputs', 'defaults', 'scope'])).toEqual(['context_schema', 'scope', 'default']);
    expect(at(['name'])).toEqual(['template_id']);
  });

  it('translates deterministically', () => {
    expect(translate('feature-tdd-review.json').data).toEqual(r.data);
  });

  it('parses as a native workflow and validates clean as native YAML in a real workspace', () => {
    const parsed = WorkflowFile.safeParse(r.data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(nativeDiagnostics(r.data)).toEqual([]);
  });

  it('refuses the session id of a parallel branch', () => {
    const t = load('feature-tdd-review.json') as any;
    t.nodes[6].args_template = '--session {N-003a.session_id}';
    const bad = ccwImporter.translate(t, 'x.json', { run: {} });
    expect(codes(bad)).toEqual(['CCW_REFERENCE_INVALID']);
    expect(bad.diagnostics[0]!.path).toEqual(['nodes', 6, 'args_template']);
  });

  it("leaves the shell's ${NAME} as written, binds a declared ${var}, and still refuses an undeclared {var}", () => {
    const t = load('feature-tdd-review.json') as any;
    t.nodes[0].args_template = 'cd ${HOME} && plan ${goal}';
    const ok = ccwImporter.translate(t, 'x.json', { run: {} });
    expect(ok.diagnostics).toEqual([]);
    expect((ok.data['steps'] as any).N_001.inline_instruction).toContain('cd ${HOME} && plan ${{goal}}');
    t.nodes[0].args_template = 'cd {HOME}';
    expect(codes(ccwImporter.translate(t, 'x.json', { run: {} }))).toEqual(['CCW_VARIABLE_UNDECLARED']);
  });

  it('never lets template text become a native placeholder: {{name}} in a name, description or around references is text', () => {
    const t = load('feature-tdd-review.json') as any;
    t.nodes[0].name = 'Render {{title}}';
    t.nodes[0].description = 'for run {{ run_id }}, see {{ .Values.x }}';
    t.nodes[0].args_template = '{{goal}} with {{ scope }} and style={{color: 1}}';
    t.nodes[1].auto_continue = false;
    t.nodes[1].description = 'check {{steps.N_001.output}}';
    const r = ccwImporter.translate(t, 'x.json', { run: {} });
    expect(r.diagnostics).toEqual([]);
    const steps = r.data['steps'] as any;
    const text: string = steps.N_001.inline_instruction;
    // The native escape \{{name}}: no placeholder, and the agent reads {{name}} as the wf-player passes it.
    expect(text).toContain('"Render \\{{title}}"');
    expect(text).toContain('for run \\{{ run_id }}, see {{ .Values.x }}');
    // {{goal}}: the wf-player replaces {goal} inside it, as the native placeholder does.
    expect(text).toContain('{{{goal}}} with \\{{ scope }} and style={{color: 1}}');
    expect(steps.CP_01.approval.message).toContain('check \\{{steps.N_001.output}}');
    expect(placeholdersIn(text)).toEqual(['goal']);
    expect(substitute(text, new Map([['goal', 'G']]))).toContain('"Render {{title}}"');
    expect(substitute(text, new Map([['goal', 'G']]))).toContain('for run {{ run_id }}, see {{ .Values.x }}');
    expect(substitute(text, new Map([['goal', 'G']]))).toContain('{G} with {{ scope }} and style={{color: 1}}');
    // Written out as a native file, an escape of a name that would substitute there (run_id, the
    // input scope; in the checkpoint's approval message, a reference to N_001) is what validate warns
    // about: the text {{run_id}}, not its value.
    expect(nativeDiagnostics(r.data).map((d) => `${d.code}:${d.severity}:${d.message.slice(0, 50)}`)).toEqual([
      "PLACEHOLDER_ESCAPED:warning:inline_instruction of step 'N_001' has \\{{run_id}}",
      "PLACEHOLDER_ESCAPED:warning:inline_instruction of step 'N_001' has \\{{scope}},",
      "PLACEHOLDER_ESCAPED:warning:approval message of step 'CP_01' has \\{{steps.N_00",
    ]);
  });
});

describe('CCW importer: backslashes before a reference (esc34)', () => {
  it('a backslash right before a {var} the wf-player fills stays before its value; one before {{t}} text never makes a placeholder', () => {
    const t = load('feature-tdd-review.json') as any;
    t.nodes[0].args_template = 'build C:\\work\\{goal} then D:\\\\{goal}; keep \\{{ title }} and \\\\{{ title }}';
    const r = ccwImporter.translate(t, 'x.json', { run: {} });
    expect(r.diagnostics).toEqual([]);
    const text: string = (r.data['steps'] as any).N_001.inline_instruction;
    expect(placeholdersIn(text)).toEqual(['goal', 'goal']);
    expect(substitute(text, new Map([['goal', 'G']]))).toContain('build C:\\work\\G then D:\\\\G; keep {{ title }} and {{ title }}');
  });
});

describe('CCW importer: a context default is text too (review31b)', () => {
  it('a {{name}} in a context_schema default is no native placeholder (the wf-player binds it as written)', () => {
    const t = load('feature-tdd-review.json') as any;
    t.context_schema.scope = { type: 'string', default: 'runs/{{run_id}}/{{goal}}' };
    const r = ccwImporter.translate(t, 'x.json', { run: {} });
    const scope = (r.data['inputs'] as any).defaults.scope as string;
    expect(placeholdersIn(scope)).toEqual([]);
    // Bound as written: the default's value reads {{run_id}} and {{goal}} (the escape's backslash dropped).
    expect(resolveBindings({ explicit: new Map(), defaults: { scope }, runnerOwned: new Map([['run_id', 'r1']]) }).get('scope')).toBe('runs/{{run_id}}/{{goal}}');
  });
});

describe("the run map's agent: (review31b)", () => {
  it('an unknown agent or a command path out of the workspace is reported at the run map, where it is written, not at the workflow file', () => {
    for (const text of ['agent: nosuch\n', 'agent: command:../agent.sh\n']) {
      const r = parseSidecar(text, 'wf.stagegate.yaml');
      expect(r.diagnostics.map((d) => [d.code, d.file, d.line]), text).toEqual([['SIDECAR_INVALID', 'wf.stagegate.yaml', 1]]);
      expect(r.options.agent).toBeUndefined();
    }
    expect(parseSidecar('agent: claude:sonnet\n', 'wf.stagegate.yaml')).toMatchObject({ diagnostics: [], options: { agent: 'claude:sonnet' } });
  });
});

describe('CCW importer: a sequential template passes the native schema and every native rule', () => {
  const r = translate('quick-bugfix.json');
  const steps = r.data['steps'] as Record<string, any>;

  it('translates without findings and parses as a native workflow', () => {
    expect(r.diagnostics).toEqual([]);
    const parsed = WorkflowFile.safeParse(r.data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(Object.keys(steps)).toEqual(['N_001', 'N_002', 'CP_01', 'N_003', 'N_004']);
    // on_fail: skip: a failed process or NODE_FAILED records the node skipped (its output_path "" later), then on.
    expect(steps['N_003']).toMatchObject({ on_failure: 'skip', on_skip: 'N_004', failure_statuses: ['NODE_FAILED'], statuses: { NODE_COMPLETE: 'N_004', NODE_FAILED: 'BLOCKED' } });
    expect(steps['N_004'].agent).toBe('codex');
    expect(r.data['inputs']).toEqual({ required: ['bug'], optional: ['area'], defaults: { area: 'src' } });
  });

  it('validates clean as native YAML in a real workspace (statuses lines, references, reachability)', () => {
    expect(nativeDiagnostics(r.data)).toEqual([]);
  });
});

describe('CCW importer: the run map', () => {
  it('runs a mapped node as a shell step with the same output and statuses; its arguments arrive as inputs', () => {
    const r = translate('quick-bugfix.json', { 'N-002': './fix.sh' });
    const step = (r.data['steps'] as Record<string, any>)['N_002'];
    expect(step.run).toBe('./fix.sh');
    expect(step.inline_instruction).toBeUndefined();
    expect(step.inputs).toEqual({ ccw_node_id: 'N-002', ccw_args: '--diagnosis {{steps.N_001.output_or_empty}}' });
    expect(step.statuses).toEqual({ NODE_COMPLETE: 'CP_01', NODE_FAILED: 'BLOCKED' });
    expect(step.failure_statuses).toEqual(['NODE_FAILED']);
    expect(step.output).toBe('.stagegate/ccw/wft-quick-bugfix/{{run_id}}/nodes/N_002.md');
    expect(r.diagnostics).toEqual([]);
  });

  it('refuses a run map entry for a node that does not exist or is a checkpoint', () => {
    const r = translate('quick-bugfix.json', { 'N-404': 'true', 'CP-01': 'true' });
    expect(codes(r)).toEqual(['CCW_RUN_UNKNOWN_NODE', 'CCW_RUN_UNKNOWN_NODE']);
  });
});

// One broken fixture per rule: the code, its severity, and the path in the template it points at.
const BROKEN: Record<string, { code: keyof typeof CCW_CODES; path: Array<string | number> }> = {
  'missing-fields': { code: 'CCW_FIELD_MISSING', path: [] },
  'field-invalid': { code: 'CCW_FIELD_INVALID', path: ['edges', 1] },
  'unknown-key': { code: 'CCW_UNKNOWN_KEY', path: ['nodes', 1, 'on_failure'] },
  'duplicate-id': { code: 'CCW_NODE_ID_DUPLICATE', path: ['nodes', 3, 'id'] },
  'node-type': { code: 'CCW_NODE_TYPE_UNKNOWN', path: ['nodes', 3, 'type'] },
  'executor-missing': { code: 'CCW_NODE_EXECUTOR_MISSING', path: ['nodes', 0] },
  'on-fail': { code: 'CCW_ON_FAIL_INVALID', path: ['nodes', 1, 'on_fail'] },
  'cli-tool': { code: 'CCW_CLI_TOOL_UNKNOWN', path: ['nodes', 4, 'cli_tool'] },
  'context-type': { code: 'CCW_CONTEXT_TYPE_INVALID', path: ['context_schema', 'area', 'type'] },
  'edge-unknown': { code: 'CCW_EDGE_UNKNOWN_NODE', path: ['edges', 4, 'to'] },
  cycle: { code: 'CCW_CYCLE', path: ['edges', 4] },
  'group-edge': { code: 'CCW_PARALLEL_GROUP_EDGE', path: ['edges', 3] },
  'group-split': { code: 'CCW_PARALLEL_GROUP_SPLIT', path: ['nodes', 0, 'parallel_group'] },
  'checkpoint-unknown': { code: 'CCW_CHECKPOINT_UNKNOWN', path: ['checkpoints', 1] },
  'variable-undeclared': { code: 'CCW_VARIABLE_UNDECLARED', path: ['nodes', 0, 'args_template'] },
  'reference-unknown-node': { code: 'CCW_REFERENCE_UNKNOWN_NODE', path: ['nodes', 3, 'args_template'] },
  'reference-invalid': { code: 'CCW_REFERENCE_INVALID', path: ['nodes', 3, 'args_template'] },
  'reference-not-upstream': { code: 'CCW_REFERENCE_NOT_UPSTREAM', path: ['nodes', 1, 'args_template'] },
  'prev-unresolvable': { code: 'CCW_PREV_REFERENCE_UNRESOLVABLE', path: ['nodes', 0, 'args_template'] },
};

describe('CCW importer: its own validator rules, one broken fixture each', () => {
  it('has a broken fixture for every fixture-testable code, and a case for every fixture', () => {
    const files = readdirSync(join(DIR, 'broken')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(Object.keys(BROKEN).sort());
    const covered = new Set([...Object.values(BROKEN).map((b) => b.code), 'CCW_RUN_UNKNOWN_NODE']);
    expect([...covered].sort()).toEqual(Object.keys(CCW_CODES).sort());
  });

  for (const [file, want] of Object.entries(BROKEN)) {
    it(`${file}.json -> ${want.code} at ${JSON.stringify(want.path)}`, () => {
      const r = translate(`broken/${file}.json`);
      const hits = r.diagnostics.filter((d) => d.code === want.code);
      expect(hits.length, JSON.stringify(r.diagnostics, null, 1)).toBeGreaterThan(0);
      expect(hits[0]!.path).toEqual(want.path);
      expect(hits[0]!.severity).toBe(CCW_CODES[want.code]);
      expect(hits[0]!.message.length).toBeGreaterThan(10);
      expect(hits[0]!.hint).toBeTruthy();
      // Never throws, and still gives a document with every node it could read.
      expect(r.data['version']).toBe('4.0');
    });
  }

  it('reports each problem once, and nothing else, for single-fault fixtures', () => {
    for (const file of ['on-fail', 'cycle', 'group-edge', 'group-split', 'checkpoint-unknown', 'variable-undeclared', 'reference-not-upstream']) {
      expect(codes(translate(`broken/${file}.json`)), file).toEqual([BROKEN[file]!.code]);
    }
  });

  it('names the cycle it found', () => {
    expect(translate('broken/cycle.json').diagnostics[0]!.message).toContain('N-001 -> N-002 -> CP-01 -> N-003 -> N-004 -> N-001');
  });
});

describe('CCW importer: native ids (review45b)', () => {
  it('a node id equal to a reserved target (DONE, BLOCKED, ASK) gets a suffix', async () => {
    const { StepIds } = await import('../../src/core/formats/ccw/ids.js');
    const ids = new StepIds();
    expect(['DONE', 'BLOCKED', 'ASK', 'ASK'].map((id) => ids.claim(id))).toEqual(['DONE_2', 'BLOCKED_2', 'ASK_2', 'ASK_3']);
  });
});

describe('CCW importer: template ids in another script', () => {
  it("two template ids that differ only in Chinese (wf-composer's kebab-case slug of the name) get two workflow names, so their runs never share a state folder", () => {
    const template = (templateId: string) => ({
      template_id: templateId, name: templateId, context_schema: { goal: { type: 'string', required: true } },
      nodes: [{ id: 'N-001', name: 'Plan', type: 'skill', executor: 'workflow-lite-plan', args_template: '{goal}', parallel_group: null, on_fail: 'abort' }],
      edges: [],
    });
    const a = (ccwImporter.translate(template('wft-功能开发-20261207'), 'a.json', { run: {} }).data as any).name as string;
    const b = (ccwImporter.translate(template('wft-用户认证-20261207'), 'b.json', { run: {} }).data as any).name as string;
    const c = (ccwImporter.translate(template('功能开发'), 'c.json', { run: {} }).data as any).name as string;
    expect(a).toMatch(/^wft-+20261207-[0-9a-f]{8}$/);
    expect(b).toMatch(/^wft-+20261207-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(c).toMatch(/^ccw-[0-9a-f]{8}$/);
    // An ASCII id keeps its name as before (runs in flight keep their state folder).
    expect((ccwImporter.translate(template('wft-quick-bugfix'), 'd.json', { run: {} }).data as any).name).toBe('wft-quick-bugfix');
  });
});
