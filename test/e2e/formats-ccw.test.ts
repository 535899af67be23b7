/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// CCW wf-player templates through the CLI, as they are (JSON, no conversion step): validate with
// lines in the template, plan, convert, and real runs with the deterministic fake agent — batches
// in topological order, the parallel group, checkpoints (auto-continue and pause = approval),
// runtime references resolved from the run's state, on_fail abort/skip/retry, the run map. The
// CCW resume defect fixed after a crash is process/formats-ccw.test.ts.
import { chmodSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { FIXTURES, FAKE_AGENT, AGENT, BUGFIX_ROOT, fixture, ENV, calls, bugfix } from './formats-ccw-fixtures.js';
import { parse } from 'yaml';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FEATURE_ROOT = '.stagegate/ccw/wft-feature-tdd-review-20260310';

/** A fake-agent answer ending in a gate with extra keys (e.g. the session id a later node uses). */
function gateAnswer(extra: string, step = '${STAGEGATE_STEP}'): Record<string, unknown> {
  const gate = ['WORKFLOW_GATE:', '  workflow: ${STAGEGATE_WORKFLOW}', `  step: ${step}`, '  status: NODE_COMPLETE', '  unresolved_critical: 0', '  unresolved_high: 0', '  source_resolvable_open: 0', '  artifact: ${STAGEGATE_ARTIFACT}', '  next_recommended: null'];
  return { bad_gate: true, body: `# result\n\n${[...gate, extra].filter((l) => l !== '').join('\n')}\n` };
}

// Branches of the parallel group answer with their branch id in the gate (STAGEGATE_BRANCH).
const BRANCH = gateAnswer('', '${STAGEGATE_BRANCH}');

const FEATURE_SCENARIO = {
  steps: {
    N_001: [gateAnswer('  session_id: WFS-plan-20260317')],
    N_002: [gateAnswer('  session_id: WFS-exec-20260317')],
    parallel_review: [BRANCH],
    N_003a: [BRANCH],
    N_003b: [BRANCH],
  },
};

function featureWorkspace(): TempWorkspace {
  return workspaceWith({ 'templates/feature-tdd-review.json': fixture('feature-tdd-review.json'), 'scenario.json': JSON.stringify(FEATURE_SCENARIO) });
}

const callName = (c: { step: string; branch: string | undefined }): string => c.branch ?? c.step;

describe('CCW: validate, plan and convert', () => {
  it('validates the templates clean, and every broken template with its code at the line in the JSON', { tags: [CAMPAIGN] }, async () => {
    const files: Record<string, string> = {};
    for (const f of ['feature-tdd-review.json', 'quick-bugfix.json']) files[`t/${f}`] = fixture(f);
    for (const f of readdirSync(join(FIXTURES, 'broken'))) files[`broken/${f}`] = fixture(`broken/${f}`);
    const ws = workspaceWith(files);

    const ok = await ws.run(['validate', 't', '--json']);
    expect(ok.code, ok.stdout).toBe(0);
    expect(jsonOf(ok)).toMatchObject({ valid: true, errors: [], warnings: [] });
    expect(jsonOf(ok).files).toHaveLength(2);

    // Where each finding must point: the reported line (or the next two) holds this text.
    const expected: Record<string, [string, string]> = {
      'checkpoint-unknown': ['CCW_CHECKPOINT_UNKNOWN', '"CP-09"'],
      'cli-tool': ['CCW_CLI_TOOL_UNKNOWN', '"cli_tool": "qwen"'],
      'context-type': ['CCW_CONTEXT_TYPE_INVALID', '"type": "number"'],
      cycle: ['CCW_CYCLE', '"to": "N-001"'],
      'duplicate-id': ['CCW_NODE_ID_DUPLICATE', '"id": "N-002"'],
      'edge-unknown': ['CCW_EDGE_UNKNOWN_NODE', '"to": "N-009"'],
      'executor-missing': ['CCW_NODE_EXECUTOR_MISSING', '"id": "N-001"'],
      'field-invalid': ['CCW_FIELD_INVALID', '"N-002 -> CP-01"'],
      'group-edge': ['CCW_PARALLEL_GROUP_EDGE', '"from": "N-003"'],
      'group-split': ['CCW_PARALLEL_GROUP_SPLIT', '"parallel_group": "g"'],
      'missing-fields': ['CCW_FIELD_MISSING', '{'],
      'node-type': ['CCW_NODE_TYPE_UNKNOWN', '"type": "subflow"'],
      'on-fail': ['CCW_ON_FAIL_INVALID', '"on_fail": "ignore"'],
      'prev-unresolvable': ['CCW_PREV_REFERENCE_UNRESOLVABLE', '{prev_output}'],
      'reference-invalid': ['CCW_REFERENCE_INVALID', '{N-002.artifacts}'],
      'reference-not-upstream': ['CCW_REFERENCE_NOT_UPSTREAM', '{N-003.output_path}'],
      'reference-unknown-node': ['CCW_REFERENCE_UNKNOWN_NODE', '{N-009.output_path}'],
      'unknown-key': ['CCW_UNKNOWN_KEY', '"on_failure": "skip"'],
      'variable-undeclared': ['CCW_VARIABLE_UNDECLARED', '{areas}'],
    };
    const bad = await ws.run(['validate', 'broken', '--json']);
    expect(bad.code).toBe(1);
    const report = jsonOf(bad);
    expect(report.files).toHaveLength(Object.keys(expected).length);
    const findings = [...report.errors, ...report.warnings];
    for (const [name, [code, needle]] of Object.entries(expected)) {
      const file = `broken/${name}.json`;
      const hit = findings.find((d: any) => d.file === file && d.code === code);
      expect(hit, `${file}: ${code} in ${JSON.stringify(findings.filter((d: any) => d.file === file))}`).toBeDefined();
      const lines = ws.read(file).split('\n');
      expect(lines.slice(hit.line - 1, hit.line + 2).join('\n'), `${file}:${hit.line}`).toContain(needle);
    }
    // Warnings only: the run may still go ahead (a stale checkpoints[] entry too: the wf-player never reads the list).
    expect(report.warnings.map((d: any) => d.code).sort()).toEqual(['CCW_CHECKPOINT_UNKNOWN', 'CCW_CLI_TOOL_UNKNOWN', 'CCW_UNKNOWN_KEY']);

    // The text format carries file:line:column too (what a person and CI annotations see).
    const text = await ws.run(['validate', 'broken/cycle.json']);
    expect(text.stdout).toMatch(/^broken\/cycle\.json:\d+:\d+ {2}error {2}CCW_CYCLE {2}the edges form a cycle N-001 -> N-002 -> CP-01 -> N-003 -> N-004 -> N-001/m);
    expect(text.stderr).not.toMatch(/at .*\.js:\d+/);
  });

  it('plans the batches in order and converts the template to native YAML that validates on its own', { tags: [CAMPAIGN] }, async () => {
    const ws = featureWorkspace();
    const plan = await ws.run(['plan', 'templates/feature-tdd-review.json', 'goal=Add auth', '--run-id', 'r1', '--json', ...AGENT]);
    expect(plan.code, plan.stderr).toBe(0);
    const p = jsonOf(plan);
    expect(p.next_step).toBe('N_001');
    expect(p.state_path).toBe(`${FEATURE_ROOT}/r1/workflow_state.yaml`);
    expect(p.steps.map((s: any) => s.id)).toEqual(['N_001', 'CP_01', 'N_002', 'CP_02', 'parallel_review', 'N_004']);

    const conv = await ws.run(['convert', 'templates/feature-tdd-review.json']);
    expect(conv.code, conv.stderr).toBe(0);
    expect(conv.stdout).toContain('parallel_review:');
    expect(conv.stdout).toContain('--resume-session {{steps.N_001.gate_or_empty.session_id}}');
    ws.write('native.yaml', conv.stdout);
    const v = await ws.run(['validate', 'native.yaml', '--json']);
    expect(v.code, v.stdout).toBe(0);
  });
});

describe('CCW: a real run with the fake agent', () => {
  it('runs the batches in order, pauses at the checkpoint, resolves references from state, and completes after approval', { tags: [CAMPAIGN] }, async () => {
    const ws = featureWorkspace();
    const wf = 'templates/feature-tdd-review.json';
    const first = await ws.run(['run', wf, 'goal=Add auth', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(first.code, first.stderr).toBe(0);
    expect(jsonOf(first)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_02' });
    const paused = ws.state(`${FEATURE_ROOT}/r1/workflow_state.yaml`);
    expect(paused.pending_approval).toMatchObject({ step: 'CP_02', message: 'Before Review: Review the implementation before the reviewers start.' });
    // The auto-continue checkpoint passed without stopping, recorded in history.
    expect(paused.history.map((h: any) => `${h.step}->${h.to}`)).toEqual(['N_001->CP_01', 'CP_01->N_002', 'N_002->CP_02']);

    // {goal}/{scope} bound from the invocation and defaults; {N-001.session_id} and
    // {N-001.output_path} from the first node's accepted gate and output.
    const before = calls(ws);
    expect(before.map(callName)).toEqual(['N_001', 'N_002']);
    expect(before[0]!.prompt).toContain('Add auth --scope src');
    expect(before[1]!.prompt).toContain(`--resume-session WFS-plan-20260317 --plan ${FEATURE_ROOT}/r1/nodes/N_001.md`);

    const approve = await ws.run(['approve', wf, '--run-id', 'r1', '--by', 'lead', '--json']);
    expect(approve.code, approve.stderr).toBe(0);
    const done = await ws.run(['run', wf, '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });

    const all = calls(ws);
    expect(all.slice(0, 2).map(callName)).toEqual(['N_001', 'N_002']);
    expect(all.slice(2, 4).map(callName).sort()).toEqual(['N_003a', 'N_003b']);
    expect(all.slice(4).map(callName)).toEqual(['N_004']);
    const review = all.find((c) => callName(c) === 'N_003a')!;
    expect(review.prompt).toContain(`Review the changes described in ${FEATURE_ROOT}/r1/nodes/N_002.md (strict: false)`);
    const arch = all.find((c) => callName(c) === 'N_003b')!;
    expect(arch.prompt).toContain('Analysis mode: read only');
    expect(all[4]!.prompt).toContain(`--session WFS-exec-20260317 --review ${FEATURE_ROOT}/r1/nodes/N_003a.md`);

    const state = ws.state(`${FEATURE_ROOT}/r1/workflow_state.yaml`);
    expect(state.status).toBe('WORKFLOW_COMPLETE');
    expect(state.history.map((h: any) => h.step)).toEqual(['N_001', 'CP_01', 'N_002', 'CP_02', 'parallel_review', 'N_004']);
    expect(state.approvals).toHaveLength(1);
    expect(ws.exists(`${FEATURE_ROOT}/r1/RUN_MANIFEST.yaml`)).toBe(true);
    // A node of the parallel_group is a branch, not a step: --rerun-from names its parallel step.
    const branch = await ws.run(['run', wf, '--run-id', 'r1', '--rerun-from', 'N-003a', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(branch)).toMatchObject({ status: 'REWIND_STEP_UNKNOWN', message: expect.stringContaining('N-003a is a branch of parallel step parallel_review'), hint: expect.stringContaining('--rerun-from parallel_review') });
  });

  it('a parallel branch follows the node rule (03-execute.md "On node failure ... retry once"): its NODE_FAILED is retried under on_fail: retry, and fails the group without it (formats35)', { tags: [CAMPAIGN] }, async () => {
    const wf = 'templates/feature-tdd-review.json';
    const failed = { status: 'NODE_FAILED', body: '# review\n\ncannot review\n' };
    const run = async (steps: Record<string, unknown>): Promise<[TempWorkspace, Record<string, any>]> => {
      const ws = workspaceWith({ [wf]: fixture('feature-tdd-review.json'), 'scenario.json': JSON.stringify({ steps: { ...FEATURE_SCENARIO.steps, ...steps } }) });
      expect((await ws.run(['run', wf, 'goal=x', '--run-id', 'r1', ...AGENT], { env: ENV })).code).toBe(0);
      expect((await ws.run(['approve', wf, '--run-id', 'r1', '--by', 'lead'])).code).toBe(0);
      return [ws, jsonOf(await ws.run(['run', wf, '--run-id', 'r1', '--json', ...AGENT], { env: ENV }))];
    };
    // N-003b (on_fail: retry) reports NODE_FAILED, then completes on its retry: the group completes.
    const [retried, done] = await run({ N_003b: [failed, BRANCH] });
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(calls(retried).filter((c) => callName(c) === 'N_003b').map((c) => c.attempt)).toEqual([1, 2]);
    // N-003a (on_fail: abort, no retry) reports NODE_FAILED: one attempt, the branch fails, so does the group.
    const [aborted, blocked] = await run({ N_003a: [failed, BRANCH] });
    expect(blocked.status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE'); // PARALLEL_FAILED -> BLOCKED
    expect(calls(aborted).filter((c) => callName(c) === 'N_003a')).toHaveLength(1);
    expect(calls(aborted).map(callName)).not.toContain('N_004');
  });

  it('rejecting a pausing checkpoint is the wf-player Abort: the run ends blocked and nothing after it runs', { tags: [CAMPAIGN] }, async () => {
    const ws = featureWorkspace();
    const wf = 'templates/feature-tdd-review.json';
    expect((await ws.run(['run', wf, 'goal=x', '--run-id', 'r1', ...AGENT], { env: ENV })).code).toBe(0);
    expect((await ws.run(['reject', wf, '--run-id', 'r1', '--by', 'lead'])).code).toBe(0);
    const r = await ws.run(['run', wf, '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(r.code).not.toBe(0);
    expect(calls(ws).map(callName)).toEqual(['N_001', 'N_002']);
  });

  it('stops before anything runs when a required context variable is missing (the wf-player asked for it)', async () => {
    const ws = featureWorkspace();
    const r = await ws.run(['run', 'templates/feature-tdd-review.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(jsonOf(r).message).toContain('goal');
    expect(ws.exists('agent.log')).toBe(false);
  });
  it("the run map's agent runs the nodes that name no CLI, while a node's cli_tool keeps its own (no --agent, which would name every node's)", { tags: [CAMPAIGN] }, async () => {
    // quick-bugfix's N-004 is a cli node with cli_tool codex: it keeps agent codex (here mapped to
    // a command, as no codex is installed); the others run on the run map's agent.
    const ws = bugfix(
      {},
      {
        'agent.sh': `#!/bin/bash\nexec ${JSON.stringify(FAKE_AGENT)} "$@"\n`,
        'quick-bugfix.stagegate.yaml': 'agent: command:./agent.sh\n',
      },
    );
    chmodSync(join(ws.dir, 'agent.sh'), 0o755);
    const native = parse((await ws.run(['convert', 'quick-bugfix.json'])).stdout);
    expect(native.execution).toEqual({ agent: 'command:./agent.sh' });
    expect(native.steps.N_001.agent).toBeUndefined();
    expect(native.steps.N_004.agent).toBe('codex');
    ws.write('quick-bugfix.stagegate.yaml', 'agent: command:./agent.sh\nrun:\n  N-004: source lib.sh; stage NODE_COMPLETE\n');
    const wf = 'quick-bugfix.json';
    const first = await ws.run(['run', wf, 'bug=login', '--run-id', 'r1', '--json'], { env: ENV });
    expect(jsonOf(first), first.stdout + first.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_01' });
    expect((await ws.run(['approve', wf, '--run-id', 'r1', '--by', 'dev'])).code).toBe(0);
    const done = await ws.run(['run', wf, '--run-id', 'r1', '--json'], { env: ENV });
    expect(jsonOf(done).status, done.stdout).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws).map((c) => c.step)).toEqual(['N_001', 'N_002', 'N_003']);
    expect(ws.lines('counter.txt')).toEqual(['N_004']);
  });

  it('binds a context variable named *_path as a value: a file a node will write, or a folder, need not exist yet', async () => {
    // 01-load.md binds --context values as they are; 4.0's rule that a *_path input names an
    // existing evidence file is not the wf-player's. Inside the workspace still holds.
    const template = {
      template_id: 'wft-report',
      context_schema: { goal: { type: 'string', required: true }, report_path: { type: 'path', required: true }, target_path: { type: 'path', default: 'src' } },
      nodes: [{ id: 'N-001', type: 'agent', executor: 'general-purpose', args_template: 'Analyse {target_path} for {goal}; write the report to {report_path}' }],
      edges: [],
    };
    const ws = workspaceWith({ 'report.json': JSON.stringify(template), 'scenario.json': '{}' });
    const r = await ws.run(['run', 'report.json', 'goal=auth', 'report_path=docs/new-report.md', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(calls(ws)[0]!.prompt).toContain('Analyse src for auth; write the report to docs/new-report.md');
    const out = await ws.run(['run', 'report.json', 'goal=auth', 'report_path=../outside.md', '--run-id', 'r2', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(out).status).toBe('PATH_OUTSIDE_WORKSPACE');
  });
});

describe('CCW: a *_path context variable of type string (review31b)', () => {
  it('need not exist, but still names a path inside the workspace, symlinks included (as before the exemption)', async () => {
    const template = {
      template_id: 'wft-out',
      context_schema: { out_path: { type: 'string', required: true } },
      nodes: [{ id: 'N-001', type: 'agent', executor: 'general-purpose', args_template: 'write the report to {out_path}' }],
      edges: [],
    };
    const ws = workspaceWith({ 'out.json': JSON.stringify(template), 'scenario.json': '{}' });
    symlinkSync(tmpdir(), join(ws.dir, 'outlink'));
    for (const [i, value] of ['/etc/passwd', '../outside.md', 'outlink/report.md'].entries()) {
      const r = await ws.run(['run', 'out.json', `out_path=${value}`, '--run-id', `r${i}`, '--json', ...AGENT], { env: ENV });
      expect(jsonOf(r).status, `${value}: ${r.stdout}${r.stderr}`).toBe('PATH_OUTSIDE_WORKSPACE');
    }
    expect(ws.exists('agent.log')).toBe(false);
  });
});

describe('CCW: failures and resume', () => {
  it('on_fail abort: the run stops at the failed node; resume is the wf-player Retry, stagegate skip its Skip', { tags: [CAMPAIGN] }, async () => {
    // Retry: N_001 fails once; the run stops (STAGE_FAILED, exit non-zero); a resume runs it again.
    const retry = bugfix({ steps: { N_001: [{ exit: 1 }, {}] } });
    const failed = await retry.run(['run', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(failed)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'N_001' });
    expect(failed.code).not.toBe(0);
    const resumed = await retry.run(['run', 'quick-bugfix.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(resumed)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_01' });
    expect(calls(retry).map((c) => `${c.step}#${c.attempt}`)).toEqual(['N_001#1', 'N_001#2', 'N_002#1']);

    // Skip: a person skips the failed node. N_002 uses {prev_output_path}, N_001's output, which
    // a skipped node never produced: "" as the wf-player passes it (03-execute.md: skip the node and go on).
    // The failure's fix says so (the wf-player asked Retry / Skip / Abort), with the command that skips.
    const skip = bugfix({ steps: { N_001: [{ exit: 1 }, {}] } });
    const stopped = await skip.run(['run', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(stopped.code).not.toBe(0);
    expect(jsonOf(stopped).hint).toContain('Or skip it, as it is optional: `stagegate skip quick-bugfix.json --run-id r1 N_001`, then resume');
    const skipped = await skip.run(['skip', 'quick-bugfix.json', '--run-id', 'r1', 'N_001', '--json']);
    expect(skipped.code, skipped.stdout + skipped.stderr).toBe(0);
    const next = await skip.run(['run', 'quick-bugfix.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(next), next.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_01' });
    expect(calls(skip).map((c) => c.step)).toEqual(['N_001', 'N_002']);
    const fix = calls(skip)[1]!.prompt;
    expect(fix).toContain('--diagnosis ');
    expect(fix).not.toContain('steps.N_001');
    expect(fix).not.toContain('{prev_output_path}');
    // The skipped node runs again from it (--rerun-from: the skip and N_002's verdict are taken back), N_002 then reads its output.
    const rerun = await skip.run(['run', 'quick-bugfix.json', '--run-id', 'r1', '--rerun-from', 'N_001', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(rerun), rerun.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_01' });
    expect(calls(skip).map((c) => c.step)).toEqual(['N_001', 'N_002', 'N_001', 'N_002']);
    expect(calls(skip)[3]!.prompt).toMatch(/--diagnosis \S*N_001\.md/);
  });

  it('retry and skip: the retried node runs again, the skipped node is recorded and the run completes', { tags: [CAMPAIGN] }, async () => {
    // N_002 (retry): its first attempt reports NODE_FAILED, its retry completes. N_003 (skip): its
    // process fails and it is skipped.
    const ws = bugfix({ steps: { N_002: [{ status: 'NODE_FAILED' }, {}], N_003: [{ exit: 1 }] } });
    const first = await ws.run(['run', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(first)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_01' });
    expect(calls(ws).map((c) => `${c.step}#${c.attempt}`)).toEqual(['N_001#1', 'N_002#1', 'N_002#2']);
    expect(ws.state(`${BUGFIX_ROOT}/r1/workflow_state.yaml`).steps.N_002).toMatchObject({ status: 'completed', visits: 1 });
    expect((await ws.run(['approve', 'quick-bugfix.json', '--run-id', 'r1', '--by', 'dev'])).code).toBe(0);
    const done = await ws.run(['run', 'quick-bugfix.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(done).status).toBe('WORKFLOW_COMPLETE');
    const state = ws.state(`${BUGFIX_ROOT}/r1/workflow_state.yaml`);
    expect(state.steps.N_003.status).toBe('skipped');
    expect(state.skips).toMatchObject([{ step: 'N_003', to: 'N_004' }]);
    expect(state.steps.N_004.status).toBe('completed');
    expect(calls(ws).map((c) => c.step)).toEqual(['N_001', 'N_002', 'N_002', 'N_003', 'N_004']);
  });

  it('on_fail: retry that fails again stops as abort does: the wf-player Retry / Skip / Abort — resume retries, stagegate skip skips', { tags: [CAMPAIGN] }, async () => {
    // 03-execute.md: "retry once; if still fails: fall through to abort" (Retry / Skip / Abort).
    // N_002 reports NODE_FAILED twice, word for word: the run stops with it active (no stall, no block).
    const failed = { status: 'NODE_FAILED', body: '# N_002\n\ncannot fix\n' };
    const ws = bugfix({ steps: { N_002: [failed, failed, failed, failed, {}] } });
    const first = await ws.run(['run', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(first.code).not.toBe(0);
    expect(jsonOf(first)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'N_002', message: expect.stringContaining('NODE_FAILED') });
    expect(jsonOf(first).hint).toContain('`stagegate skip quick-bugfix.json --run-id r1 N_002`');
    expect(calls(ws).map((c) => `${c.step}#${c.visit}.${c.attempt}`)).toEqual(['N_001#1.1', 'N_002#1.1', 'N_002#1.2']);
    // Retry: a resume runs the node again, with its retry (both fail: the run stops again, resumable).
    const again = await ws.run(['run', 'quick-bugfix.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(again)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'N_002' });
    // Skip: the node is recorded skipped and the run goes on to the checkpoint.
    const skipped = await ws.run(['skip', 'quick-bugfix.json', '--run-id', 'r1', 'N-002', '--json']);
    expect(skipped.code, skipped.stdout + skipped.stderr).toBe(0);
    const on = await ws.run(['run', 'quick-bugfix.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(on), on.stdout + on.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_01' });
    expect(ws.state(`${BUGFIX_ROOT}/r1/workflow_state.yaml`).steps.N_002.status).toBe('skipped');
    expect(calls(ws).map((c) => `${c.step}#${c.visit}.${c.attempt}`)).toEqual(['N_001#1.1', 'N_002#1.1', 'N_002#1.2', 'N_002#1.3', 'N_002#1.4']);
  });

  it('on_fail: retry retries a failure once on every run of the node, also after a --rerun-from an earlier node (review31b)', { tags: [CAMPAIGN] }, async () => {
    // 03-execute.md: each execution of a retry node that fails is retried once. N_002 completes on
    // its first run; after --rerun-from N-001 it fails once, and its retry completes.
    const failed = { status: 'NODE_FAILED', body: '# N_002\n\ncannot fix\n' };
    const ws = bugfix({ steps: { N_002: [{}, failed, {}] } });
    const first = await ws.run(['run', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(first), first.stdout + first.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_01' });
    const again = await ws.run(['run', 'quick-bugfix.json', '--run-id', 'r1', '--rerun-from', 'N-001', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(again), again.stdout + again.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'CP_01' });
    expect(calls(ws).map((c) => `${c.step}#${c.visit}.${c.attempt}`)).toEqual(['N_001#1.1', 'N_002#1.1', 'N_001#2.1', 'N_002#2.1', 'N_002#2.2']);
  });

  it('NODE_FAILED is a node failure: abort stops for Retry / Skip / Abort, skip goes on, a skipped node\'s {N.output_path} is "", template text reads as written (fmt34)', { tags: [CAMPAIGN] }, async () => {
    // 03-execute.md "On node failure (exception or skill returning error state)": N-001 (abort)
    // reports NODE_FAILED — the run stops with it active, where `stagegate skip` is the Skip.
    // N-002 (skip) reports NODE_FAILED — marked skipped, on to N-003. N-003 reads both outputs:
    // a skipped node's output_path is empty in the wf-player, so both are "" (never a failure report).
    const ws = workspaceWith({
      't.json': fixture('failed-node.json'),
      'scenario.json': JSON.stringify({ steps: { N_001: [{ status: 'NODE_FAILED' }], N_002: [{ status: 'NODE_FAILED' }] } }),
    });
    const stopped = await ws.run(['run', 't.json', 'ticket=T-1', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(stopped.code).not.toBe(0);
    expect(jsonOf(stopped)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'N_001' });
    expect(jsonOf(stopped).hint).toContain('`stagegate skip t.json --run-id r1 N_001`');
    const skipped = await ws.run(['skip', 't.json', '--run-id', 'r1', 'N-001', '--json']);
    expect(skipped.code, skipped.stdout + skipped.stderr).toBe(0);
    const done = await ws.run(['run', 't.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(done), done.stdout + done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const state = ws.state('.stagegate/ccw/wft-failed-node/r1/workflow_state.yaml');
    expect([state.steps.N_001.status, state.steps.N_002.status, state.steps.N_003.status]).toEqual(['skipped', 'skipped', 'completed']);
    expect(calls(ws).map((c) => c.step)).toEqual(['N_001', 'N_002', 'N_003']);
    expect(calls(ws)[1]!.prompt).toContain('bisect after []');
    expect(calls(ws)[2]!.prompt).toContain('report: repro [] bisect []');
    // A {{name}} of the template's text reaches the agent as written, as the wf-player passes it (no `{ {name} }`).
    expect(calls(ws)[2]!.prompt).toContain('Title it as {{ticket_title}} says.');
  });

  it('on_fail: skip in a parallel_group skips that node and the group goes on; a missing session id or artifact is ""', { tags: [CAMPAIGN] }, async () => {
    // N-003 (skip) crashes; N-002 (abort) completes. N-004 reads N-003's session id (it has none:
    // it was skipped) and N-001's second artifact; N-001 reports no session id either.
    const ws = workspaceWith({
      'release.json': fixture('parallel-skip.json'),
      'scenario.json': JSON.stringify({ steps: { N_001: [gateAnswer('  artifacts: [docs/plan.md, docs/notes.md]')], N_003: [{ exit: 1 }] } }),
    });
    const r = await ws.run(['run', 'release.json', 'release=2.1.0', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status, r.stdout).toBe('WORKFLOW_COMPLETE');
    const state = ws.state('.stagegate/ccw/wft-release-checks-20260402/r1/workflow_state.yaml');
    expect(state.steps.N_002.status).toBe('completed');
    expect(state.steps.N_003.status).toBe('skipped');
    expect(state.skips).toMatchObject([{ step: 'N_003', to: 'CP_01' }]);
    const ship = calls(ws).find((c) => c.step === 'N_004')!;
    expect(ship.prompt).toContain('--scan-session  --notes docs/notes.md --plan-session \n');
    // The documented fields are known: validate is clean, even with --strict.
    const v = await ws.run(['validate', 'release.json', '--strict', '--json']);
    expect(v.code, v.stdout).toBe(0);
  });

  it('the run map runs a node as a shell command; its arguments arrive resolved in the environment, never spliced', { tags: [CAMPAIGN] }, async () => {
    const ws = bugfix(
      {},
      {
        'quick-bugfix.stagegate.yaml': `run:\n  N-004: 'printf "%s\\n" "$STAGEGATE_INPUT_CCW_ARGS" > args.txt; source lib.sh; stage NODE_COMPLETE'\n`,
      },
    );
    const wf = 'quick-bugfix.json';
    expect((await ws.run(['run', wf, 'bug=$(touch pwned)', '--run-id', 'r1', ...AGENT], { env: ENV })).code).toBe(0);
    expect((await ws.run(['approve', wf, '--run-id', 'r1', '--by', 'dev'])).code).toBe(0);
    const done = await ws.run(['run', wf, '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(done).status, done.stdout).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('args.txt').trim()).toBe(`Summarise ${BUGFIX_ROOT}/r1/nodes/N_001.md and ${BUGFIX_ROOT}/r1/nodes/N_002.md`);
    expect(ws.lines('counter.txt')).toEqual(['N_004']);
    expect(calls(ws).map((c) => c.step)).toEqual(['N_001', 'N_002', 'N_003']);
    expect(calls(ws)[0]!.prompt).toContain('$(touch pwned) in src');
    expect(ws.exists('pwned')).toBe(false);
  });
});
