// How one invocation binds a workflow: name=value tokens become inputs, execution controls are
// taken out of them (flags beat tokens beat workflow defaults beat execution settings).
import { describe, expect, it } from 'vitest';
import { loadWorkflowText } from '../../src/core/model/loader.js';
import { bindInvocation, declaredInputs, isArtifactInput, leafInputsMissing, type Invocation } from '../../src/core/model/invocation.js';
import { StagegateError } from '../../src/core/run/errors.js';
import type { Workflow } from '../../src/core/model/workflow.js';

function load(extra = '', execution = ''): Workflow {
  const text = `version: '4.0'
name: inv
state_path: '{{artifact_root}}/workflow_state.yaml'
inputs:
  required: [run_id, scope]
  optional: [patch_path]
  defaults:
    artifact_root: 'docs/runs/{{run_id}}'
    out: '{{artifact_root}}/{{scope}}.md'
${extra}
steps:
  a:
    run: 'true'
    output: '{{out}}'
    statuses: {OK: b}
  b:
    run: 'true'
    output: 'x/b.md'
    statuses: {OK: DONE}
${execution}`;
  const r = loadWorkflowText(text, 'wf.yaml', '/nowhere/wf.yaml');
  if (!r.workflow) throw new Error(JSON.stringify(r.diagnostics));
  return r.workflow;
}

const wf = load();
const bind = (inv: Partial<Invocation>, workflow = wf) => bindInvocation(workflow, { tokens: {}, ...inv });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof StagegateError) return error.code;
    throw error;
  }
  return undefined;
}

describe('bindInvocation', () => {
  it('binds name=value tokens as inputs, exactly as given', () => {
    const b = bind({ tokens: { run_id: '20260904', scope: 'a b', patch_path: '$(no)' } });
    expect(Object.fromEntries(b.explicit)).toEqual({ run_id: '20260904', scope: 'a b', patch_path: '$(no)' });
    expect(b.controls).toEqual({ mode: 'resume', ignorePreviousCompletion: false, stopAfterStep: null });
  });

  it('refuses a token the workflow does not declare, with a did-you-mean, before anything else (WORKFLOW_INPUT_INVALID)', () => {
    const refused = (tokens: Record<string, string>) => {
      try {
        bind({ tokens });
      } catch (error) {
        if (error instanceof StagegateError) return { code: error.code, message: error.message, hint: error.hint };
        throw error;
      }
      return undefined;
    };
    expect(refused({ scpoe: 'x' })).toMatchObject({ code: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining("declares no input 'scpoe'. Did you mean 'scope'?") });
    expect(refused({ scpoe: 'x' })?.hint).toContain('Declared inputs: scope, patch_path, artifact_root, out');
    // Runtime references and runner-owned values never come from an invocation.
    expect(refused({ 'steps.a.output': 'evil.md' })).toMatchObject({ code: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining('runtime reference') });
    expect(refused({ 'steps.a.gate.status': 'OK' })).toMatchObject({ code: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining('runtime reference') });
    expect(refused({ 'x.y-z': '1' })).toMatchObject({ code: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining('runtime reference') });
    for (const owned of ['workflow', 'step', 'agent_package_version', 'source_commit', 'blocking_artifact', 'blocking_qids', 'blocking_retry_step']) {
      expect(refused({ [owned]: 'x' }), owned).toMatchObject({ code: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining('owned by the runner') });
    }
    // Invocations stagegate derives from a parent run keep what they were given.
    expect(bindInvocation(wf, { tokens: { scpoe: 'x' }, undeclared: 'keep' }).explicit.get('scpoe')).toBe('x');
  });

  it('a run id is an identifier, never a path: [A-Za-z0-9][A-Za-z0-9._-]{0,127}, no "..", as --run-id or run_id=', () => {
    for (const ok of ['r1', '20260904', 'A.b_c-d', 'x'.repeat(128), '1..'.slice(0, 2)]) expect(codeOf(() => bind({ runId: ok })), ok).toBeUndefined();
    for (const bad of ['../../.git', 'zz/../a1', 'bad/id', 'x'.repeat(129), 'x'.repeat(300), '.hidden', '-dash', 'a..b', '', 'a\\b', 'a b', 'a\0b']) {
      expect(codeOf(() => bind({ runId: bad })), JSON.stringify(bad)).toBe('WORKFLOW_INPUT_INVALID');
      expect(codeOf(() => bind({ tokens: { run_id: bad } })), JSON.stringify(bad)).toBe('WORKFLOW_INPUT_INVALID');
    }
  });

  it('--run-id equals run_id=; two different ids are a conflict', () => {
    expect(bind({ runId: 'r1' }).explicit.get('run_id')).toBe('r1');
    expect(bind({ runId: 'r1', tokens: { run_id: 'r1' } }).explicit.get('run_id')).toBe('r1');
    expect(codeOf(() => bind({ runId: 'r1', tokens: { run_id: 'r2' } }))).toBe('WORKFLOW_INPUT_CONFLICT');
  });

  it('takes execution controls out of the tokens: they never become inputs', () => {
    const b = bind({ tokens: { stop_after_step: 'a', execution_mode: 'fresh', ignore_previous_completion: 'false', scope: 's' } });
    expect([...b.explicit.keys()]).toEqual(['scope']);
    // A fresh run never counts an earlier completion: recorded truthfully, whatever the token said.
    expect(b.controls).toEqual({ mode: 'fresh', ignorePreviousCompletion: true, stopAfterStep: 'a' });
  });

  it('stop_after_step: flag beats token beats default; null or empty means none; an unknown step is WORKFLOW_INPUT_REQUIRED', () => {
    const withDefault = load("    stop_after_step: 'b'");
    expect(bind({}, withDefault).controls.stopAfterStep).toBe('b');
    expect(bind({ tokens: { stop_after_step: 'a' } }, withDefault).controls.stopAfterStep).toBe('a');
    expect(bind({ stopAfterStep: 'b', tokens: { stop_after_step: 'a' } }).controls.stopAfterStep).toBe('b');
    expect(bind({ tokens: { stop_after_step: 'null' } }).controls.stopAfterStep).toBeNull();
    expect(bind({ tokens: { stop_after_step: '' } }).controls.stopAfterStep).toBeNull();
    expect(bind({}, load('    stop_after_step: null')).controls.stopAfterStep).toBeNull();
    expect(codeOf(() => bind({ stopAfterStep: 'c' }))).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(codeOf(() => bind({ tokens: { stop_after_step: 'A' } }))).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(codeOf(() => bind({}, load("    stop_after_step: 'zz'")))).toBe('WORKFLOW_INPUT_REQUIRED');
    // Not a prototype member either.
    expect(codeOf(() => bind({ stopAfterStep: 'constructor' }))).toBe('WORKFLOW_INPUT_REQUIRED');
  });

  it('mode: flag beats token beats default input beats execution.execution_mode; ignore_previous_completion implies fresh', () => {
    const freshWorkflow = load('', 'execution:\n  execution_mode: fresh');
    expect(bind({}, freshWorkflow).controls.mode).toBe('fresh');
    expect(bind({ tokens: { execution_mode: 'resume' } }, freshWorkflow).controls.mode).toBe('resume');
    expect(bind({ mode: 'fresh', tokens: { execution_mode: 'resume' } }).controls.mode).toBe('fresh');
    expect(bind({}, load("    execution_mode: fresh")).controls.mode).toBe('fresh');
    for (const inv of [{ ignorePreviousCompletion: true }, { tokens: { ignore_previous_completion: 'true' } }, { tokens: { ignore_previous_completion: 'yes' } }, { mode: 'resume' as const, ignorePreviousCompletion: true }]) {
      expect(bind(inv).controls, JSON.stringify(inv)).toMatchObject({ mode: 'fresh', ignorePreviousCompletion: true });
    }
    expect(bind({}, load('', 'execution:\n  ignore_previous_completion: true')).controls).toMatchObject({ mode: 'fresh', ignorePreviousCompletion: true });
    expect(bind({ tokens: { ignore_previous_completion: 'FALSE' } }).controls).toMatchObject({ mode: 'resume', ignorePreviousCompletion: false });
  });

  it('refuses control values it cannot read', () => {
    expect(codeOf(() => bind({ tokens: { execution_mode: 'again' } }))).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(codeOf(() => bind({ tokens: { ignore_previous_completion: 'maybe' } }))).toBe('WORKFLOW_INPUT_REQUIRED');
  });
});

describe('input helpers', () => {
  it('declaredInputs lists required, optional and defaults', () => {
    expect([...declaredInputs(wf)].sort()).toEqual(['artifact_root', 'out', 'patch_path', 'run_id', 'scope']);
  });

  it('leafInputsMissing explains an unresolvable default by the inputs it needs', () => {
    expect(leafInputsMissing('out', wf, new Map())).toEqual(['run_id', 'scope']);
    // As the runner calls it: with the defaults that did resolve already bound.
    expect(leafInputsMissing('out', wf, new Map([['run_id', 'r'], ['artifact_root', 'docs/runs/r']]))).toEqual(['scope']);
    expect(leafInputsMissing('scope', wf, new Map())).toEqual(['scope']);
    expect(leafInputsMissing('run_id', wf, new Map([['run_id', 'r']]))).toEqual([]);
  });

  it('isArtifactInput: *_path, *_artifact, *_file, *_manifest and *_state, except runner-owned names and state_path', () => {
    expect(isArtifactInput('requirement_path')).toBe(true);
    expect(isArtifactInput('design_artifact')).toBe(true);
    expect(isArtifactInput('source_run_manifest')).toBe(true);
    expect(isArtifactInput('source_workflow_state')).toBe(true);
    expect(isArtifactInput('incident_file')).toBe(true);
    expect(isArtifactInput('source_run_id')).toBe(false);
    expect(isArtifactInput('blocking_artifact')).toBe(false);
    expect(isArtifactInput('state_path')).toBe(false);
    expect(isArtifactInput('path')).toBe(false);
    expect(isArtifactInput('scope')).toBe(false);
  });
});
