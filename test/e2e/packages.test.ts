/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Issue 15: Run Engineering 4.0 packages run as they are. test/fixtures/packages/re-shapes has the
// shapes of the public system-reverse-engineer package (written anew): a shared artifact_root, a
// state file shared by every run, optional inputs in prompts and run: text, resolvers with
// statuses, prompts without a status union, a foreach with the package's items/completion wording
// and a fresh child audit sharing the run root. Everything runs through the built CLI with the
// fake agent, in a throw-away git workspace.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, TempWorkspace, git, jsonOf } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

const FIXTURE = join(REPO_ROOT, 'test', 'fixtures', 'packages', 're-shapes');
const AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
const WF = (name: string) => `.ai-engineering/workflows/${name}.yaml`;
const AGENT_ARGS = ['--agent', 'command', '--agent-command', AGENT];

const made: TempWorkspace[] = [];
afterEach(() => {
  while (made.length > 0) made.pop()!.remove();
});

function pkg(scenario?: unknown): TempWorkspace {
  const ws = new TempWorkspace();
  made.push(ws);
  cpSync(FIXTURE, ws.dir, { recursive: true });
  ws.write('src/main.ts', 'export const main = 1;\n');
  if (scenario !== undefined) ws.write('scenario.json', JSON.stringify(scenario));
  ws.commit();
  return ws;
}

const env = (ws: TempWorkspace, extra: Record<string, string> = {}) => ({ env: { ...(ws.exists('scenario.json') ? { FAKE_AGENT_SCENARIO: 'scenario.json' } : {}), ...extra } });

/** Files git does not know yet, and tracked files that changed. */
function changed(ws: TempWorkspace): string[] {
  return git(ws.dir, ['status', '--porcelain', '-uall'])
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => l.slice(3))
    .sort();
}

function sha(ws: TempWorkspace, rel: string): string {
  return createHash('sha256').update(ws.readBytes(rel)).digest('hex');
}

function files(ws: TempWorkspace, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(ws.path(rel))) {
      const child = `${rel}/${name}`;
      if (statSync(ws.path(child)).isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

describe('validate judges the package by the spec', () => {
  it('every shape validates (warnings name the run-isolation facts); the composite whose phases share a state file is refused', async () => {
    const ws = pkg();
    const r = await ws.run(['validate', WF('baseline'), WF('claim-check'), WF('design-loop'), WF('audit'), '--json']);
    expect(r.code).toBe(0);
    const report = jsonOf(r);
    expect(report.errors).toEqual([]);
    const codes = report.warnings.map((w: any) => `${w.file.split('/').pop()}:${w.code}`).sort();
    expect(codes).toEqual([
      '03-design.md:PROMPT_GATE_TEMPLATE_MISMATCH',
      'baseline.yaml:RESOLVER_INPUTS_UNBOUND',
      'baseline.yaml:STATE_PATH_SHARED',
      'claim-check.yaml:FRESH_RUN_NOT_ISOLATED',
      'design-loop.yaml:CHILD_SHARES_RUN_ROOT',
    ]);
    const composite = await ws.run(['validate', WF('plan-composite'), '--json']);
    expect(composite.code).toBe(1);
    expect(jsonOf(composite).errors.map((e: any) => [e.code, e.line])).toEqual([['PHASE_STATE_SHARED', 20]]);
  });
});

describe('one manifest per run (4.0 Run Isolation and Provenance)', () => {
  it('two runs of a workflow with a shared artifact_root, side by side: each keeps its own manifest and logs; the pointer sits beside runs/', { tags: [CAMPAIGN] }, async () => {
    const ws = pkg();
    for (const id of ['a1', 'b1']) {
      const r = await ws.run(['run', WF('claim-check'), '--run-id', id, `claim=retries are bounded ${id}`, `scope_slug=${id}`, ...AGENT_ARGS, '--json']);
      expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', manifest_path: `docs/re/runs/${id}/RUN_MANIFEST.yaml`, state_path: `docs/re/workflows/${id}.yaml` });
    }
    for (const id of ['a1', 'b1']) {
      const manifest = ws.yaml(`docs/re/runs/${id}/RUN_MANIFEST.yaml`);
      expect(manifest).toMatchObject({ run_id: id, workflow: 'claim-check', status: 'WORKFLOW_COMPLETE' });
      // Outputs go to the shared folder; the run's own files to runs/<id>/.
      expect(manifest.artifacts.map((a: any) => a.path)).toEqual([`docs/re/reviews/${id}_claim.md`, `docs/re/reviews/${id}_tally.md`]);
      expect(ws.exists(`docs/re/runs/${id}/logs/review.v1.a1.log`)).toBe(true);
      expect(ws.yaml(`docs/re/workflows/${id}.yaml`).run_root).toBe(`docs/re/runs/${id}`);
    }
    expect(ws.read('docs/re/LATEST_RUN.md')).toContain('- run_id: b1');
    expect(ws.read('docs/re/LATEST_RUN.md')).toContain('- manifest: docs/re/runs/b1/RUN_MANIFEST.yaml');
    expect(changed(ws).filter((f) => !f.startsWith('docs/re/'))).toEqual([]);
  });

  it('a state file every run shares holds one run: another run id is refused by run, status and plan, naming the owner; --mode fresh isolates it under runs/<run_id>/', { tags: [CAMPAIGN] }, async () => {
    const ws = pkg();
    const a = await ws.run(['run', WF('baseline'), '--run-id', 'a1', ...AGENT_ARGS, '--json']);
    expect(jsonOf(a)).toMatchObject({ status: 'WORKFLOW_COMPLETE', state_path: 'docs/re/workflow_state.yaml', manifest_path: 'docs/re/runs/a1/RUN_MANIFEST.yaml' });
    const ownState = sha(ws, 'docs/re/workflow_state.yaml');
    const ownOutputs = ['docs/re/01_survey.md', 'docs/re/02_synthesis.md'].map((f) => [f, sha(ws, f)]);
    for (const command of ['run', 'status', 'plan']) {
      const r = await ws.run([command, WF('baseline'), '--run-id', 'b1', ...(command === 'run' ? AGENT_ARGS : []), '--json']);
      expect(r.code, command).toBe(4);
      const out = jsonOf(r);
      expect(out.status, command).toBe('WORKFLOW_STATE_OWNED_BY_OTHER_RUN');
      expect(out.message, command).toContain('holds run a1 of workflow baseline');
      expect(out.hint, command).toContain('--mode fresh');
    }
    // Fresh: everything of b1 under docs/re/runs/b1/ (and the pointer); nothing of a1 moved or rewritten.
    const before = changed(ws);
    const b = await ws.run(['run', WF('baseline'), '--run-id', 'b1', '--mode', 'fresh', ...AGENT_ARGS, '--json']);
    expect(jsonOf(b)).toMatchObject({ status: 'WORKFLOW_COMPLETE', state_path: 'docs/re/runs/b1/workflow_state.yaml', manifest_path: 'docs/re/runs/b1/RUN_MANIFEST.yaml' });
    const added = changed(ws).filter((f) => !before.includes(f) || f === 'docs/re/LATEST_RUN.md');
    expect(added.filter((f) => !f.startsWith('docs/re/runs/b1/'))).toEqual(['docs/re/LATEST_RUN.md']);
    expect(ws.state('docs/re/runs/b1/workflow_state.yaml')).toMatchObject({ run_id: 'b1', execution_mode: 'fresh', ignore_previous_completion: true, inputs: { artifact_root: 'docs/re/runs/b1' } });
    expect(sha(ws, 'docs/re/workflow_state.yaml')).toBe(ownState);
    for (const [f, digest] of ownOutputs) expect(sha(ws, f!), f).toBe(digest);
    expect(ws.exists('docs/re/runs/a1/RUN_MANIFEST.yaml')).toBe(true);
    // A later resume of b1 finds its isolated state; status of a1 is still a1's.
    const again = await ws.run(['run', WF('baseline'), '--run-id', 'b1', ...AGENT_ARGS, '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0, state_path: 'docs/re/runs/b1/workflow_state.yaml' });
    expect(jsonOf(await ws.run(['status', WF('baseline'), '--run-id', 'a1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'a1', state_path: 'docs/re/workflow_state.yaml' });
  });

  it('a fresh run whose state_path is outside its run root is refused before anything runs (WORKFLOW_FRESH_EXECUTION_BLOCKED); so is one missing a required input or file', async () => {
    const ws = pkg();
    const r = await ws.run(['run', WF('claim-check'), '--run-id', 'f1', '--mode', 'fresh', 'claim=c', 'scope_slug=s', ...AGENT_ARGS, '--json']);
    expect(r.code).toBe(4);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_FRESH_EXECUTION_BLOCKED' });
    expect(jsonOf(r).message).toContain('state_path docs/re/workflows/f1.yaml is outside this run\'s root docs/re/runs/f1');
    const missing = await ws.run(['run', WF('design-loop'), '--run-id', 'f2', '--mode', 'fresh', ...AGENT_ARGS, '--json']);
    expect(jsonOf(missing)).toMatchObject({ status: 'WORKFLOW_FRESH_EXECUTION_BLOCKED', message: expect.stringContaining('missing required input: scope_slug') });
    const noFile = await ws.run(['run', WF('claim-check'), '--run-id', 'f3', 'claim=c', 'scope_slug=s', 'requirement_path=docs/requirements/REQ-404.md', ...AGENT_ARGS, '--json']);
    expect(jsonOf(noFile)).toMatchObject({ status: 'REQUIRED_INPUT_ARTIFACT_MISSING' });
    expect(changed(ws)).toEqual([]);
  });
});

describe('a fresh run moves aside only what is its own (issue 17)', () => {
  it('a previous state listing src/main.ts and .git/config as artifacts cannot make a fresh run move them', { tags: [CAMPAIGN] }, async () => {
    const ws = pkg();
    const first = await ws.run(['run', WF('design-loop'), '--run-id', 'm1', 'scope_slug=s', '--stop-after-step', 'decompose', ...AGENT_ARGS, '--json'], env(ws));
    expect(jsonOf(first).status).toBe('PARTIAL_RESUMABLE');
    const statePath = 'docs/re/runs/m1/workflow_state.yaml';
    const state = ws.read(statePath);
    const forged = state
      .replace(/path: docs\/re\/runs\/m1\/design\/artifact_registry\.md/, 'path: src/main.ts')
      .concat('');
    ws.write(statePath, forged.replace(/^artifacts:\n/m, 'artifacts:\n  intruder:\n    path: .git/config\n    sha256: x\n    size: 1\n    step: decompose\n    gate_status: REGISTRY_READY\n    visit: 1\n    accepted_at: 2026-01-01T00:00:00.000Z\n'));
    const mainBefore = sha(ws, 'src/main.ts');
    const configBefore = sha(ws, '.git/config');
    const fresh = await ws.run(['run', WF('design-loop'), '--run-id', 'm1', 'scope_slug=s', '--mode', 'fresh', '--stop-after-step', 'decompose', ...AGENT_ARGS, '--json'], env(ws));
    expect(jsonOf(fresh).status).toBe('PARTIAL_RESUMABLE');
    expect(sha(ws, 'src/main.ts')).toBe(mainBefore);
    expect(sha(ws, '.git/config')).toBe(configBefore);
    // What it did move: its own state, manifest, logs and declared output, into its run root.
    const moved = files(ws, 'docs/re/runs/m1/.superseded');
    expect(moved.some((f) => f.endsWith('docs/re/runs/m1/workflow_state.yaml'))).toBe(true);
    expect(moved.some((f) => f.endsWith('docs/re/runs/m1/design/artifact_registry.md'))).toBe(true);
    expect(moved.some((f) => f.includes('src/main.ts') || f.includes('.git/config'))).toBe(false);
  });
});

describe('run ids are identifiers and inputs are declared (issue 17)', () => {
  it('a run id that is a path, or too long, is WORKFLOW_INPUT_INVALID before any file is touched', { tags: [CAMPAIGN] }, async () => {
    const ws = pkg();
    for (const id of ['../../.git', 'zz/../a1', 'bad/id', 'x'.repeat(300)]) {
      for (const form of [['--run-id', id], [`run_id=${id}`]]) {
        const r = await ws.run(['run', WF('design-loop'), ...form, 'scope_slug=s', '--mode', 'fresh', ...AGENT_ARGS, '--json']);
        expect(r.code, id).toBe(4);
        expect(jsonOf(r).status, id).toBe('WORKFLOW_INPUT_INVALID');
      }
    }
    expect(changed(ws)).toEqual([]);
  });

  it('an undeclared input is refused with a did-you-mean; runtime references and runner-owned names can never be given', { tags: [CAMPAIGN] }, async () => {
    const ws = pkg();
    const typo = await ws.run(['run', WF('claim-check'), '--run-id', 'u1', 'claim=c', 'scope_slug=s', 'noet=hello', ...AGENT_ARGS, '--json']);
    expect(typo.code).toBe(4);
    expect(jsonOf(typo)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining("declares no input 'noet'. Did you mean 'note'?") });
    const ref = await ws.run(['run', WF('claim-check'), '--run-id', 'u1', 'claim=c', 'scope_slug=s', 'steps.review.output=evil.md', ...AGENT_ARGS, '--json']);
    expect(jsonOf(ref)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', message: expect.stringContaining('runtime reference') });
    const owned = await ws.run(['plan', WF('claim-check'), '--run-id', 'u1', 'claim=c', 'scope_slug=s', 'blocking_qids=Q-1', '--json']);
    expect(jsonOf(owned)).toMatchObject({ status: 'WORKFLOW_INPUT_INVALID', exit_code: 4 });
    expect(changed(ws)).toEqual([]);
  });
});

describe('optional inputs: absent is not missing', () => {
  it('absent: the else route, "(not given)" in prompt text, the empty word in run: text; present: the value everywhere', async () => {
    const ws = pkg();
    const absent = await ws.run(['run', WF('claim-check'), '--run-id', 'o1', 'claim=c', 'scope_slug=o1', ...AGENT_ARGS, '--json']);
    expect(jsonOf(absent)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['review', 'tally'] });
    const prompt = ws.read('docs/re/runs/o1/logs/review.v1.a1.prompt.md');
    expect(prompt).toContain('- requirement, if one was given: `(not given)`');
    expect(prompt).toContain('- reviewer note: (not given)');
    expect(prompt).toContain('- `requirement_path`: (not given)');
    expect(prompt).toContain('(not given): an optional input this run was not given');
    expect(ws.read('docs/re/reviews/o1_tally.md')).toContain('note=[]');

    const present = await ws.run(['run', WF('claim-check'), '--run-id', 'o2', 'claim=c', 'scope_slug=o2', 'requirement_path=docs/requirements/REQ-7.md', 'note=x y', ...AGENT_ARGS, '--json']);
    expect(jsonOf(present)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['review', 'compliance', 'tally'] });
    const given = ws.read('docs/re/runs/o2/logs/review.v1.a1.prompt.md');
    expect(given).toContain('- requirement, if one was given: `docs/requirements/REQ-7.md`');
    expect(given).not.toContain('(not given)');
    expect(ws.read('docs/re/reviews/o2_tally.md')).toContain('note=[x y]');
    // The compliance prompt reads the upstream output through a runtime reference.
    expect(ws.read('docs/re/runs/o2/logs/compliance.v1.a1.prompt.md')).toContain('- claim review: `docs/re/reviews/o2_claim.md` (gate CLAIM_REVIEWED)');
  });
});

describe('optional inputs and input files across a child workflow', () => {
  it('a child input bound to an absent optional input is not passed; given, it is', { tags: [CAMPAIGN] }, async () => {
    const ws = pkg();
    const stage = (wf: string) => `source lib.sh 2>/dev/null || true; [ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"; printf 'note=[%s] set=%s\\n\\nWORKFLOW_GATE:\\n  workflow: ${wf}\\n  step: show\\n  status: SHOWN\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' {{note}} "\${STAGEGATE_INPUT_NOTE+yes}" "$STAGEGATE_ARTIFACT" > "$STAGEGATE_OUTPUT"`;
    ws.write('child.yaml', `version: '4.0'\nname: child\nstate_path: 'runs/{{run_id}}/child/state.yaml'\ninputs:\n  required: [run_id]\n  optional: [note]\nsteps:\n  show:\n    run: ${JSON.stringify(stage('child'))}\n    output: 'runs/{{run_id}}/child/show.md'\n    statuses: {SHOWN: DONE}\n`);
    ws.write('parent.yaml', `version: '4.0'\nname: parent\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\n  optional: [note]\nsteps:\n  sub:\n    child_workflow: child.yaml\n    inputs: {run_id: '{{run_id}}', note: '{{note}}'}\n    statuses: {WORKFLOW_COMPLETE: DONE}\n`);
    expect(jsonOf(await ws.run(['run', 'parent.yaml', '--run-id', 'n1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.read('runs/n1/child/show.md')).toContain('note=[] set=\n');
    expect(ws.state('runs/n1/child/state.yaml').inputs).not.toHaveProperty('note');
    expect(jsonOf(await ws.run(['run', 'parent.yaml', '--run-id', 'n2', 'note=hello there', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.read('runs/n2/child/show.md')).toContain('note=[hello there] set=yes\n');
  });

  it('required inputs naming evidence are checked although not called *_path (source_run_manifest, source_workflow_state); a default naming the stage\'s own output is not', { tags: [CAMPAIGN] }, async () => {
    const ws = pkg();
    const args = ['run', WF('audit'), '--run-id', 'x1', 'source_run_id=up', 'source_workflow_state=docs/re/runs/up/workflow_state.yaml', 'source_run_manifest=docs/re/runs/up/RUN_MANIFEST.yaml', ...AGENT_ARGS, '--json'];
    const missing = await ws.run(args);
    // audit.yaml runs fresh (its execution says so): an unavailable required file blocks the fresh execution.
    expect(jsonOf(missing)).toMatchObject({ status: 'WORKFLOW_FRESH_EXECUTION_BLOCKED', message: expect.stringContaining("input source_workflow_state='docs/re/runs/up/workflow_state.yaml' does not name an existing file") });
    ws.write('docs/re/runs/up/workflow_state.yaml', 'run_id: up\n');
    ws.write('docs/re/runs/up/RUN_MANIFEST.yaml', 'run_id: up\n');
    const ok = await ws.run(args);
    expect(jsonOf(ok)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.exists('docs/re/runs/x1/audits/audit.md')).toBe(true);
  });
});

describe('resolvers that also declare statuses', () => {
  it('get the blocking fields persisted before entry, in their prompt and environment, and return to their retry step', async () => {
    const ws = pkg({
      steps: {
        survey: [{ status: 'SURVEY_PARTIAL', unresolved_high: 2, source_resolvable_open: 2, unresolved_qids: ['Q-7', 'Q-9'] }, { status: 'SURVEY_COMPLETE' }],
        resolve_survey_unknowns: [{ status: 'UNKNOWNS_RESOLVED', echo_env: ['STAGEGATE_INPUT_BLOCKING_ARTIFACT', 'STAGEGATE_INPUT_BLOCKING_QIDS', 'STAGEGATE_INPUT_BLOCKING_RETRY_STEP'] }],
      },
    });
    const r = await ws.run(['run', WF('baseline'), '--run-id', 'r1', ...AGENT_ARGS, '--json'], env(ws));
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 4 });
    const prompt = ws.read('docs/re/runs/r1/logs/resolve_survey_unknowns.v1.a1.prompt.md');
    expect(prompt).toContain('- `blocking_artifact`: docs/re/01_survey.md');
    expect(prompt).toContain('- `blocking_qids`: Q-7, Q-9');
    expect(prompt).toContain('- `blocking_retry_step`: survey');
    expect(prompt).toContain('resolves high-impact unknowns');
    const log = ws.read('docs/re/runs/r1/logs/resolve_survey_unknowns.v1.a1.log');
    expect(log).toContain('STAGEGATE_INPUT_BLOCKING_ARTIFACT=docs/re/01_survey.md');
    expect(log).toContain('STAGEGATE_INPUT_BLOCKING_QIDS=Q-7, Q-9');
    expect(log).toContain('STAGEGATE_INPUT_BLOCKING_RETRY_STEP=survey');
    const state = ws.state('docs/re/workflow_state.yaml');
    expect(state.history.map((h: any) => `${h.step}:${h.gate_status}->${h.to}`)).toEqual([
      'survey:SURVEY_PARTIAL->resolve_survey_unknowns',
      'resolve_survey_unknowns:UNKNOWNS_RESOLVED->survey',
      'survey:SURVEY_COMPLETE->synthesis',
      'synthesis:SYNTHESIS_COMPLETE->null',
    ]);
    // Settled once the retried step passed.
    expect(state).toMatchObject({ blocking_artifact: null, blocking_qids: [], blocking_retry_step: null });
  });
});

describe('foreach with the package wording, and a fresh child audit sharing the run root', () => {
  const registry = [
    '# Artifact registry',
    '',
    '| Artifact ID | Name | implementation_required | DD Verification | Depends On |',
    '|---|---|---|---|---|',
    '| ART-1 | Retry Policy | YES | PENDING | - |',
    '| ART-2 | Audit Sink | YES | PENDING | ART-1 |',
    '| ART-3 | Legacy Shim | NO | PENDING | - |',
    '| ART-4 | Event Log | YES | VERIFIED | - |',
    '',
  ].join('\n');

  it('designs only the selected rows, marks them in "DD Verification", checks completion, and the audit reads the parent\'s state and manifest without moving any of its evidence', async () => {
    const ws = pkg({ steps: { decompose: [{ body: registry }] } });
    const r = await ws.run(['run', WF('design-loop'), '--run-id', 'd1', 'scope_slug=retry', ...AGENT_ARGS, '--json'], env(ws));
    const out = jsonOf(r);
    expect(out).toMatchObject({ status: 'WORKFLOW_COMPLETE', manifest_path: 'docs/re/runs/d1/RUN_MANIFEST.yaml' });
    const state = ws.state('docs/re/runs/d1/workflow_state.yaml');
    expect(state.steps.artifact_loop.foreach.items.map((i: any) => `${i.id}:${i.status}`)).toEqual(['ART-1:verified', 'ART-2:verified']);
    const rows = ws.read('docs/re/runs/d1/design/artifact_registry.md');
    expect(rows).toContain('| ART-1 | Retry Policy | YES | VERIFIED | - |');
    expect(rows).toContain('| ART-3 | Legacy Shim | NO | PENDING | - |');
    // The per-item prompt's template named another step: rewritten, and the contract says so.
    const design = ws.read('docs/re/runs/d1/foreach/artifact-loop/art-1/v1/logs/design.v1.a1.prompt.md');
    expect(design).toContain('  step: design\n');
    expect(design).not.toContain('step: artifact_detailed_design\n');
    expect(design).toContain("The task text's WORKFLOW_GATE template said `step: artifact_detailed_design`");
    // The child: its own manifest and logs; the parent's manifest, logs, item runs and outputs are where they were.
    const child = state.steps.audit.child;
    expect(child).toMatchObject({ state_path: 'docs/re/runs/d1/audit_state.yaml', manifest_path: 'docs/re/runs/d1/children/audit/RUN_MANIFEST.yaml', run_root: 'docs/re/runs/d1/children/audit', status: 'WORKFLOW_COMPLETE' });
    expect(ws.yaml('docs/re/runs/d1/children/audit/RUN_MANIFEST.yaml')).toMatchObject({ workflow: 'audit', run_id: 'd1', execution_mode: 'fresh' });
    const parentManifest = ws.yaml('docs/re/runs/d1/RUN_MANIFEST.yaml');
    expect(parentManifest).toMatchObject({ workflow: 'design-loop', status: 'WORKFLOW_COMPLETE' });
    expect(parentManifest.child_runs[0]).toMatchObject({ step: 'audit', manifest_path: 'docs/re/runs/d1/children/audit/RUN_MANIFEST.yaml' });
    for (const f of ['docs/re/runs/d1/logs/decompose.v1.a1.log', 'docs/re/runs/d1/foreach/artifact-loop/art-1/v1/workflow_state.yaml', 'docs/re/runs/d1/design/details/ART-2-audit-sink.md']) expect(ws.exists(f), f).toBe(true);
    expect(ws.exists('docs/re/runs/d1/.superseded')).toBe(false);
    const audit = ws.read('docs/re/runs/d1/children/audit/logs/audit.v1.a1.prompt.md');
    expect(audit).toContain('- persisted workflow state: `docs/re/runs/d1/workflow_state.yaml`');
    expect(audit).toContain('- source run manifest: `docs/re/runs/d1/RUN_MANIFEST.yaml`');
    expect(ws.exists('docs/re/runs/d1/audits/audit.md')).toBe(true);
    expect(ws.read('docs/re/LATEST_RUN.md')).toContain('- run_id: d1');
  });

  it('plan resolves the registry and the child run before anything ran', { tags: [CAMPAIGN] }, async () => {
    const ws = pkg();
    const r = await ws.run(['plan', WF('design-loop'), '--run-id', 'p1', 'scope_slug=retry', ...AGENT_ARGS, '--json']);
    expect(r.code).toBe(0);
    const plan = jsonOf(r);
    expect(plan.stop).toBeNull();
    const loop = plan.steps.find((s: any) => s.id === 'artifact_loop');
    expect(loop.registry).toBe('docs/re/runs/p1/design/artifact_registry.md');
    const audit = plan.steps.find((s: any) => s.id === 'audit');
    expect(audit.child_run).toMatchObject({ workflow: WF('audit'), run_id: 'p1', state_path: 'docs/re/runs/p1/audit_state.yaml', manifest_path: 'docs/re/runs/p1/children/audit/RUN_MANIFEST.yaml', inputs: { source_run_manifest: 'docs/re/runs/p1/RUN_MANIFEST.yaml', artifact_root: 'docs/re/runs/p1' } });
  });
});

describe('the package is read-only for a run (Methodology-Immutability Rule)', () => {
  it('an agent that edits a prompt is refused when its stage ends, and every agent prompt says the package is read-only', async () => {
    const ws = pkg({ steps: { review: [{ write: { '.ai-engineering/prompts/claim-check/01-review.md': 'a better prompt\n' } }] } });
    const r = await ws.run(['run', WF('claim-check'), '--run-id', 'i1', 'claim=c', 'scope_slug=i1', ...AGENT_ARGS, '--json'], env(ws));
    expect(r.code).toBe(5);
    const out = jsonOf(r);
    expect(out).toMatchObject({ status: 'METHODOLOGY_PACKAGE_MODIFIED', active_step: 'review', completed_steps: [] });
    expect(out.message).toContain('.ai-engineering/prompts/claim-check/01-review.md (changed)');
    // The fix says how to undo a created file too, which git checkout does not remove.
    expect(out.hint).toContain('git checkout -- <path> for one changed or deleted, remove one created');
    const state = ws.yaml('docs/re/workflows/i1.yaml');
    expect(state.steps.review).toMatchObject({ status: 'failed', last_error: expect.stringContaining('modified the methodology package') });
    expect(ws.read('docs/re/runs/i1/logs/review.v1.a1.prompt.md')).toContain('The methodology package is read-only');
  });
});

describe('plan reports the stop a run would hit', () => {
  it('a missing required input, a refused state, an edited workflow: stop code and exit status, not a clean plan', async () => {
    const ws = pkg();
    const missing = await ws.run(['plan', WF('claim-check'), '--run-id', 'q1', 'claim=c', '--json']);
    expect(missing.code).toBe(4);
    expect(jsonOf(missing)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', stop: { code: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4 }, next_step: null });
    expect(jsonOf(missing).steps.length).toBe(4);
    const text = await ws.run(['plan', WF('claim-check'), '--run-id', 'q1', 'claim=c', ...AGENT_ARGS]);
    expect(text.stdout).toMatch(/^WORKFLOW_INPUT_REQUIRED {2}missing required input: scope_slug\n {2}exit: {3}4 /);

    await ws.run(['run', WF('claim-check'), '--run-id', 'q2', 'claim=c', 'scope_slug=q2', '--stop-after-step', 'review', ...AGENT_ARGS]);
    ws.write(WF('claim-check'), ws.read(WF('claim-check')).replace('description: Check one claim', 'description: Check a claim'));
    const edited = await ws.run(['plan', WF('claim-check'), '--run-id', 'q2', ...AGENT_ARGS, '--json']);
    expect(edited.code).toBe(5);
    expect(jsonOf(edited)).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', stop: { exit_code: 5 } });
    expect(jsonOf(edited).stop.message).toContain('workflow');
  });

  it('--show-prompt works before upstream steps ran, showing what is not known yet', async () => {
    const ws = pkg();
    const r = await ws.run(['plan', WF('claim-check'), '--run-id', 's1', 'claim=c', 'scope_slug=s1', 'requirement_path=docs/requirements/REQ-7.md', '--show-prompt', 'compliance', ...AGENT_ARGS]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('- claim review: `⟨not known yet: {{steps.review.output}}⟩` (gate ⟨not known yet: {{steps.review.gate.status}}⟩)');
    expect(r.stdout).toContain('- requirement: `docs/requirements/REQ-7.md`');
  });
});

describe('LATEST_RUN.md never lands in the workspace root', () => {
  it('a run folder runs/<id> keeps the pointer in runs/', async () => {
    const ws = pkg();
    ws.write('wf.yaml', "version: '4.0'\nname: tiny\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  one:\n    run: 'printf \"WORKFLOW_GATE:\\n  workflow: tiny\\n  step: one\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n\" \"$STAGEGATE_ARTIFACT\" > \"$STAGEGATE_OUTPUT\"'\n    output: 'runs/{{run_id}}/one.md'\n    statuses: {OK: DONE}\n");
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 't1', '--json']);
    expect(jsonOf(r).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.exists('LATEST_RUN.md')).toBe(false);
    expect(ws.read('runs/LATEST_RUN.md')).toContain('- run_id: t1');
    expect(readFileSync(ws.path('runs/t1/RUN_MANIFEST.yaml'), 'utf8')).toContain('run_id: t1');
  });
});
