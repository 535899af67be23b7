/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// gate_schema end to end, the CLI run in-process on temp git workspaces with real stage processes:
// a gate whose extra keys match passes and a decision routes on them; one that does not stops the
// run with GATE_SCHEMA_VIOLATION (exit 5), the state stays valid, completed work stays completed
// and a resume after fixing the stage completes; per-item stages and parallel branches are checked
// too; a schema file outside the workspace (or through a symlink out) is refused by validate and
// by run; validate --json names the code, the file and the line of the gate_schema key; an agent
// that fills in the template its prompt shows (stage, branch, per-item step) passes its schema.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { FAKE_AGENT } from './agent-support.js';
import { GateSchemaEngineNeeded } from '../../src/core/gate/gate-schema.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

const outside: string[] = [];
afterAll(async () => {
  for (const dir of outside.splice(0)) rmSync(dir, { recursive: true, force: true });
  await removeWorkspaces();
});

/**
 * review.sh: counts, writes the output and its gate, then the extra keys: `score` from score.txt
 * (written as it stands there: 87, "high" …) and every line of extra.txt (indented YAML) when present.
 */
const REVIEW_SH = `source lib.sh
count
finish OK
printf '  score: %s\\n' "$(cat score.txt)" >>"$STAGEGATE_OUTPUT"
[ -f extra.txt ] && sed 's/^/  /' extra.txt >>"$STAGEGATE_OUTPUT"
exit 0
`;

const SCHEMA_JSON = JSON.stringify({
  type: 'object',
  required: ['score', 'reviewer'],
  properties: { score: { type: 'integer', minimum: 0, maximum: 100 }, reviewer: { type: 'string', minLength: 1 } },
  additionalProperties: false,
});

/** a -> review (gate_schema) -> route (score >= 90 ? ship : revise) -> DONE. */
function reviewFlow(gateSchema: string[]): string {
  return [
    "version: '4.0'",
    'name: gs',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  a:',
    "    run: 'source lib.sh; stage OK'",
    "    output: 'runs/{{run_id}}/a.md'",
    '    statuses: {OK: review}',
    '  review:',
    "    run: 'bash review.sh'",
    "    output: 'runs/{{run_id}}/review.md'",
    '    statuses: {OK: route}',
    '    retry: {max_attempts: 3}',
    ...gateSchema.map((l) => `    ${l}`),
    '  route:',
    '    decide:',
    '      - if: steps.review.gate.score >= 90',
    '        to: ship',
    '      - else: revise',
    '  ship:',
    "    run: 'source lib.sh; stage OK'",
    "    output: 'runs/{{run_id}}/ship.md'",
    '    statuses: {OK: DONE}',
    '  revise:',
    "    run: 'source lib.sh; stage OK'",
    "    output: 'runs/{{run_id}}/revise.md'",
    '    statuses: {OK: DONE}',
    '',
  ].join('\n');
}

/** The line (1-based) of the first line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line with ${needle}`);
  return i + 1;
}

/** The run's state as a resume reads it (journal replayed): it must load, with nothing in flight. */
function saneState(ws: TempWorkspace, runId: string): any {
  const state = ws.state(`runs/${runId}/workflow_state.yaml`);
  expect(state.schema).toBe('stagegate/state@2');
  expect(state.in_flight).toBeNull();
  return state;
}

describe('gate_schema at run time', () => {
  it('a gate whose extra keys match passes, and a decision routes on its score', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': reviewFlow(['gate_schema: schemas/review.json']), 'review.sh': REVIEW_SH, 'schemas/review.json': SCHEMA_JSON, 'score.txt': '95\n', 'extra.txt': 'reviewer: ann\n' });
    const high = await ws.run(['run', 'wf.yaml', '--run-id', 'hi', '--json']);
    expect(high.code, high.stdout + high.stderr).toBe(0);
    expect(jsonOf(high)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'review', 'route', 'ship'] });
    expect(saneState(ws, 'hi').steps.review.gate).toMatchObject({ status: 'OK', score: 95, reviewer: 'ann' });
    ws.write('score.txt', '87\n');
    const low = await ws.run(['run', 'wf.yaml', '--run-id', 'lo', '--json']);
    expect(low.code, low.stdout + low.stderr).toBe(0);
    expect(jsonOf(low)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'review', 'route', 'revise'] });
  });

  it('a mismatching gate stops with GATE_SCHEMA_VIOLATION (exit 5), not retried; the state stays valid; a resume after the fix completes', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': reviewFlow(['gate_schema: schemas/review.json']), 'review.sh': REVIEW_SH, 'schemas/review.json': SCHEMA_JSON, 'score.txt': '"high"\n', 'extra.txt': 'notes: none\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', exit_code: 5, active_step: 'review', completed_steps: ['a'] });
    // At the line of the first offending key the gate has ('notes'; the missing 'reviewer' has none): file:line and location (formats35).
    expect(j['message']).toMatch(/^runs\/r1\/review\.md:13: /);
    expect(j['location']).toEqual({ file: 'runs/r1/review.md', line: 13 });
    expect(ws.read('runs/r1/review.md').split('\n')[12]).toBe('  notes: none');
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain("runs/r1/review.md:13: the gate's extra keys do not match");
    expect(j['message']).toContain('gate_schema of step review (schemas/review.json)');
    expect(j['message']).toContain('/score must be integer');
    expect(j['message']).toContain("must have required property 'reviewer'");
    expect(j['message']).toContain("must NOT have additional properties ('notes')");
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    // A contract failure is not retried (retry: max_attempts 3 re-runs only failed processes).
    expect(ws.lines('counter.txt')).toEqual(['a', 'review']);
    let state = saneState(ws, 'r1');
    expect(state).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', active_step: 'review', completed_steps: ['a'] });
    expect(state.last_transition).toMatchObject({ step: 'review', outcome: 'failed', code: 'GATE_SCHEMA_VIOLATION' });
    // The output was not accepted: nothing reads the mismatching gate.
    expect(state.artifacts['review']).toBeUndefined();
    // The stage is fixed: a resume runs review again (not a), routes on the score and completes.
    ws.write('score.txt', '92\n');
    ws.write('extra.txt', 'reviewer: bo\n');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'review', 'route', 'ship'] });
    expect(ws.lines('counter.txt')).toEqual(['a', 'review', 'review', 'ship']);
    state = saneState(ws, 'r1');
    expect(state.steps.review.gate).toMatchObject({ score: 92, reviewer: 'bo' });
  });

  it('an inline schema in YAML is named by its line; a score out of range names the bound', { tags: [CAMPAIGN] }, async () => {
    const wf = reviewFlow(['gate_schema:', '  type: object', '  properties:', '    score: {type: integer, maximum: 100}']);
    const ws = workspaceWith({ 'wf.yaml': wf, 'review.sh': REVIEW_SH, 'score.txt': '150\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)['message']).toContain(`(inline at wf.yaml:${lineOf(wf, 'gate_schema:')}): /score must be <= 100`);
  });

  it('per-item stages and parallel branches are checked against their own schemas', { tags: [CAMPAIGN] }, async () => {
    const wf = [
      "version: '4.0'",
      'name: nested',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  checks:',
      '    parallel:',
      '      branches:',
      '        lint:',
      "          run: 'bash branch.sh'",
      "          output: 'runs/{{run_id}}/lint.md'",
      '          statuses: {OK: DONE}',
      '          gate_schema: {type: object, required: [warnings], properties: {warnings: {type: integer}}}',
      '    statuses: {PARALLEL_COMPLETE: loop, PARALLEL_FAILED: BLOCKED}',
      '  loop:',
      '    foreach:',
      '      source: reg.md',
      '      id_field: ID',
      '    per_item:',
      '      build:',
      "        run: 'source lib.sh; finish OK; printf \"  size: %s\\n\" \"$(cat size.txt)\" >>\"$STAGEGATE_OUTPUT\"'",
      "        output: 'runs/{{run_id}}/build/{{item_id}}.md'",
      '        statuses: {OK: next_artifact}',
      '        gate_schema: {type: object, properties: {size: {type: number}}}',
      '    completion:',
      '      on_complete: DONE',
      '',
    ].join('\n');
    // A branch's gate names the branch (STAGEGATE_BRANCH), not the parallel step.
    const branchSh = 'source lib.sh\nSTAGEGATE_STEP=$STAGEGATE_BRANCH finish OK\nprintf \'  warnings: %s\\n\' "$(cat warnings.txt)" >>"$STAGEGATE_OUTPUT"\n';
    const ws = workspaceWith({ 'wf.yaml': wf, 'branch.sh': branchSh, 'reg.md': '| ID | Status |\n|---|---|\n| A-1 | TODO |\n', 'warnings.txt': 'many\n', 'size.txt': 'big\n' });
    const branch = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(branch.code).toBe(5);
    expect(jsonOf(branch)).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', active_step: 'checks' });
    expect(jsonOf(branch)['message']).toContain('/warnings must be integer');
    expect(saneState(ws, 'r1').steps.checks.parallel.branches.lint).toMatchObject({ status: 'pending', code: 'GATE_SCHEMA_VIOLATION' });
    ws.write('warnings.txt', '0\n');
    const item = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(item.code).toBe(5);
    expect(jsonOf(item)).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', active_step: 'loop', completed_steps: ['checks'] });
    expect(jsonOf(item)['message']).toContain('/size must be number');
    ws.write('size.txt', '12.5\n');
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['checks', 'loop'] });
  });
});

describe('two invocations in one process (issue 16: no module-level engine)', () => {
  it('each run compiles its gate schemas with an engine of its own: the other run\'s schema and engine are never seen', { tags: [CAMPAIGN] }, async () => {
    // The same workflow, the same gate (score 87, reviewer ann); b's schema caps the score at 50.
    const files = { 'wf.yaml': reviewFlow(['gate_schema: schemas/review.json']), 'review.sh': REVIEW_SH, 'score.txt': '87\n', 'extra.txt': 'reviewer: ann\n' };
    const capped = JSON.stringify({ type: 'object', required: ['score'], properties: { score: { type: 'integer', maximum: 50 }, reviewer: { type: 'string' } } });
    const a = workspaceWith({ ...files, 'schemas/review.json': SCHEMA_JSON });
    const b = workspaceWith({ ...files, 'schemas/review.json': capped });
    const first = await a.run(['run', 'wf.yaml', '--run-id', 'one', '--json']);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(jsonOf(first)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    // The engine a's run loaded did not outlive it: a read in this process handed none is told to load its own.
    expect(() => loadAndCheck(new Workspace(b.dir), 'wf.yaml')).toThrow(GateSchemaEngineNeeded);
    const second = await b.run(['run', 'wf.yaml', '--run-id', 'one', '--json']);
    expect(second.code, second.stdout + second.stderr).toBe(5);
    expect(jsonOf(second)).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', active_step: 'review' });
    expect(jsonOf(second)['message']).toContain('/score must be <= 50');
    // And b's cap did not stick to a: its next run passes its own schema again.
    const again = await a.run(['run', 'wf.yaml', '--run-id', 'two', '--json']);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(() => loadAndCheck(new Workspace(a.dir), 'wf.yaml')).toThrow(GateSchemaEngineNeeded);
  });
});

describe('stagegate gate --set against the step\'s gate_schema', () => {
  /** review.sh with stagegate gate: first values the schema refuses (exit status kept), then ones it allows. */
  const GATE_SH = `source lib.sh
count
printf '# review\\n' >"$STAGEGATE_OUTPUT"
stagegate gate OK --set score=high --set notes=none; echo "rc=$?" >>rc.txt
stagegate gate OK --set "score=$(cat score.txt)" --set reviewer=ann
`;

  it('refuses values the run would refuse, with GATE_SCHEMA_VIOLATION and the run\'s own message, writing nothing; values that match are written and the run completes', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': reviewFlow(['gate_schema: schemas/review.json']), 'review.sh': GATE_SH, 'schemas/review.json': SCHEMA_JSON, 'score.txt': '95\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'g1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'review', 'route', 'ship'] });
    expect(ws.lines('rc.txt')).toEqual(['rc=2']);
    // The block the refused call would have written is not there: one block, the second call's.
    expect(ws.read('runs/g1/review.md').match(/^WORKFLOW_GATE:/gm)).toHaveLength(1);
    expect(saneState(ws, 'g1').steps.review.gate).toMatchObject({ score: 95, reviewer: 'ann' });
    // What the run says of the same values written by hand (the judge): the same code and words.
    const ref = workspaceWith({ 'wf.yaml': reviewFlow(['gate_schema: schemas/review.json']), 'review.sh': REVIEW_SH, 'schemas/review.json': SCHEMA_JSON, 'score.txt': 'high\n', 'extra.txt': 'notes: none\n' });
    const judged = jsonOf(await ref.run(['run', 'wf.yaml', '--run-id', 'g1', '--json']));
    expect(judged['status']).toBe('GATE_SCHEMA_VIOLATION');
    const words = String(judged['message']).replace(/^runs\/g1\/review\.md:\d+: /, '');
    expect(words).toMatch(/^the gate's extra keys do not match the gate_schema of step review \(schemas\/review\.json\): .*\/score must be integer/);
    const log = ws.read('runs/g1/logs/review.v1.a1.log');
    expect(log).toContain(`stagegate gate: GATE_SCHEMA_VIOLATION: ${words}; nothing was written.`);
  });

  it('an inline schema: the refusal names it by its line, as the run does; a stage whose every call is refused fails with the exit status 2', { tags: [CAMPAIGN] }, async () => {
    // One attempt: what is asserted is the first attempt's (a retry runs the same refused calls
    // again, six `stagegate gate` starts instead of two; retries are failure-policy's).
    const wf = reviewFlow(['gate_schema:', '  type: object', '  properties:', '    score: {type: integer, maximum: 100}']).replace('retry: {max_attempts: 3}', 'retry: {max_attempts: 1}');
    const ws = workspaceWith({ 'wf.yaml': wf, 'review.sh': GATE_SH, 'score.txt': '150\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    // Both calls are refused (high, then 150): the stage exits with the second's status, 2, and nothing was written.
    expect(r.code).toBe(6);
    expect(jsonOf(r)['status']).toBe('STAGE_FAILED');
    const at = `inline at wf.yaml:${lineOf(wf, 'gate_schema:')}`;
    const log = ws.read('runs/r1/logs/review.v1.a1.log');
    expect(log).toContain(`stagegate gate: GATE_SCHEMA_VIOLATION: the gate's extra keys do not match the gate_schema of step review (${at}): /score must be integer; nothing was written.`);
    expect(log).toContain(`stagegate gate: GATE_SCHEMA_VIOLATION: the gate's extra keys do not match the gate_schema of step review (${at}): /score must be <= 100; nothing was written.`);
    expect(ws.read('runs/r1/review.md')).not.toContain('WORKFLOW_GATE');
  });

  it('a status of failure_statuses is written without the schema\'s keys, as the run judges it (STAGE_FAILED naming the status), not refused', async () => {
    const wf = reviewFlow(['gate_schema: schemas/review.json', 'failure_statuses: [CANNOT]']).replace('statuses: {OK: route}', 'statuses: {OK: route, CANNOT: BLOCKED}').replace('retry: {max_attempts: 3}', 'retry: {max_attempts: 1}');
    const sh = `printf '# review\\n' >"$STAGEGATE_OUTPUT"\nstagegate gate CANNOT; echo "rc=$?" >>rc.txt\n`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'review.sh': `source lib.sh\n${sh}`, 'schemas/review.json': SCHEMA_JSON });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'f1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(6);
    expect(ws.lines('rc.txt')).toEqual(['rc=0']);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_FAILED' });
    expect(String(jsonOf(r)['message'])).toContain('reported status CANNOT (runs/f1/review.md), one of its failure_statuses');
    expect(ws.read('runs/f1/logs/review.v1.a1.log')).not.toContain('GATE_SCHEMA_VIOLATION');
  });
});

describe('an agent that follows its prompt writes a gate its gate_schema accepts', () => {
  /**
   * The trial's shape: review (an agent step, gate_schema in a file: a required score, a required
   * verdict, optional notes, nothing else) -> route on the score; a parallel branch and a per-item
   * agent step with schemas of their own (inline). The fake agent (follow_prompt) ends each output
   * with the prompt's template filled in literally (test/fixtures/fake-agent.cjs fillTemplate).
   */
  const WF = [
    "version: '4.0'",
    'name: guided',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  review:',
    '    inline_instruction: Review the change.',
    "    output: 'runs/{{run_id}}/review.md'",
    '    gate_schema: schemas/review-gate.json',
    '    statuses: {APPROVED: route, CHANGES_REQUESTED: route}',
    '  route:',
    '    decide:',
    '      - if: steps.review.gate.score >= 1',
    '        to: checks',
    '      - else: BLOCKED',
    '  checks:',
    '    parallel:',
    '      branches:',
    '        lint:',
    '          inline_instruction: Lint it.',
    "          output: 'runs/{{run_id}}/lint.md'",
    '          statuses: {OK: DONE}',
    '          gate_schema: {type: object, required: [warnings, files], properties: {warnings: {type: integer, minimum: 0}, files: {type: array, items: {type: string}, minItems: 1}}, additionalProperties: false}',
    '    statuses: {PARALLEL_COMPLETE: loop, PARALLEL_FAILED: BLOCKED}',
    '  loop:',
    '    foreach:',
    '      source: reg.md',
    '      id_field: ID',
    '    per_item:',
    '      build:',
    '        inline_instruction: Build {{item_id}}.',
    "        output: 'runs/{{run_id}}/build/{{item_id}}.md'",
    '        statuses: {OK: next_artifact}',
    '        gate_schema: {type: object, required: [size, ok], properties: {size: {type: number, exclusiveMinimum: 0}, ok: {const: true}}}',
    '    completion:',
    '      on_complete: DONE',
    '',
  ].join('\n');
  const SCHEMA = JSON.stringify({
    type: 'object',
    required: ['score', 'verdict'],
    properties: { score: { type: 'integer', minimum: 1, maximum: 10, description: 'How good the change is.' }, verdict: { enum: ['ship', 'hold'] }, notes: { type: 'string', maxLength: 200 } },
    additionalProperties: false,
  });

  it('review, a parallel branch and a per-item step: the run completes; the same agent ignoring the prompt\'s keys stops GATE_SCHEMA_VIOLATION', async () => {
    const files = { 'wf.yaml': WF, 'schemas/review-gate.json': SCHEMA, 'reg.md': '| ID | Status |\n|---|---|\n| A-1 | TODO |\n', 'follow.json': '{"default": {"follow_prompt": true}}', 'ignore.json': '{"default": {}}' };
    const ws = workspaceWith(files);
    const agent = ['--agent', 'command', '--agent-command', FAKE_AGENT];
    // The prompt tells the agent what its gate must carry (the trial saw only the standard keys).
    const shown = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'review']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('  next_recommended: <step id or null>\n  score: <integer, 1–10>\n  verdict: <ship | hold>\n  notes: <string, at most 200 characters>\n```');
    expect(shown.stdout).toContain('  - `score` (required): integer, 1–10 — How good the change is.');
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...agent], { env: { FAKE_AGENT_SCENARIO: 'follow.json' } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(jsonOf(run)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['review', 'route', 'checks', 'loop'] });
    const state = saneState(ws, 'r1');
    expect(state.steps.review.gate).toMatchObject({ status: 'APPROVED', score: 1, verdict: 'ship', notes: 'x' });
    expect(state.steps.checks.parallel.branches.lint).toMatchObject({ status: 'succeeded' });
    // The control: the same fake agent writing only the standard keys fails the schema.
    const ignoring = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json', ...agent], { env: { FAKE_AGENT_SCENARIO: 'ignore.json' } });
    expect(ignoring.code).toBe(5);
    expect(jsonOf(ignoring)).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', active_step: 'review' });
    expect(jsonOf(ignoring)['message']).toContain("must have required property 'score'");
  });
});

describe('gate_schema at validate time', () => {
  function outsideSchema(): string {
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-gs-outside-'));
    outside.push(dir);
    writeFileSync(join(dir, 'schema.json'), '{"type": "object"}');
    return dir;
  }

  it('a schema file outside the workspace, or through a symlink out, is refused by validate (file, line) and by run (nothing written)', async () => {
    const dir = outsideSchema();
    const wf = (path: string) => reviewFlow([`gate_schema: ${path}`]);
    for (const [name, path, prepare] of [
      ['climbs out', '../elsewhere/schema.json', () => undefined],
      ['absolute', join(dir, 'schema.json'), () => undefined],
      ['a linked folder', 'schemas/linked/schema.json', (ws: TempWorkspace) => symlinkSync(dir, ws.path('schemas/linked'))],
      ['a linked file', 'schemas/review.json', (ws: TempWorkspace) => symlinkSync(join(dir, 'schema.json'), ws.path('schemas/review.json'))],
    ] as const) {
      const ws = workspaceWith({ 'wf.yaml': wf(path), 'review.sh': REVIEW_SH, 'schemas/.keep': '' });
      prepare(ws);
      const v = await ws.run(['validate', 'wf.yaml', '--json']);
      expect(v.code, name).toBe(1);
      expect(jsonOf(v)['errors'], name).toEqual([expect.objectContaining({ code: 'PATH_OUTSIDE_WORKSPACE', file: 'wf.yaml', line: lineOf(wf(path), 'gate_schema:'), path: ['steps', 'review', 'gate_schema'] })]);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(r.code, name).toBe(5);
      expect(jsonOf(r)['status'], name).toBe('PATH_OUTSIDE_WORKSPACE');
      expect(ws.exists('runs'), name).toBe(false);
      expect(ws.exists('counter.txt'), name).toBe(false);
    }
  });

  it('validate --json: GATE_SCHEMA_INVALID, GATE_SCHEMA_NOT_FOUND and GATE_SCHEMA_NOT_GATED with the file and line of the gate_schema key', async () => {
    const wf = [
      "version: '4.0'",
      'name: bad',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  a:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/a.md'",
      '    statuses: {OK: b}',
      '    gate_schema: {type: object, properties: {score: {type: integr}}}',
      '  b:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/b.md'",
      '    statuses: {OK: c}',
      '    gate_schema: schemas/missing.json',
      '  c:',
      '    decide:',
      '      - else: d',
      '    gate_schema: {type: object}',
      '  d:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/d.md'",
      '    statuses: {OK: e}',
      '    gate_schema: schemas/d.yaml',
      '  e:',
      "    run: 'true'",
      "    output: 'runs/{{run_id}}/e.md'",
      '    statuses: {OK: DONE}',
      '    gate_schema: {$schema: "http://json-schema.org/draft-07/schema#", type: object}',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf, 'schemas/d.yaml': 'type: object\nproperties:\n  when: {type: string, format: someday}\n' });
    const v = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(v.code).toBe(1);
    const errors = jsonOf(v)['errors'] as any[];
    // The gate_schema keys' lines, in file order: 11, 16, 20, 25, 30.
    const keys = wf.split('\n').flatMap((l, i) => (l.trim().startsWith('gate_schema:') ? [i + 1] : []));
    expect(keys).toEqual([11, 16, 20, 25, 30]);
    const at = (code: string, step: string, line: number, inside: string[] = []) => ({ code, file: 'wf.yaml', line, path: ['steps', step, 'gate_schema', ...inside] });
    expect(errors.map((e) => ({ code: e.code, file: e.file, line: e.line, path: e.path }))).toEqual([
      // An invalid keyword: at the keyword itself (here on the gate_schema line).
      at('GATE_SCHEMA_INVALID', 'a', 11, ['properties', 'score', 'type']),
      at('GATE_SCHEMA_NOT_FOUND', 'b', 16),
      at('GATE_SCHEMA_NOT_GATED', 'c', 20),
      at('GATE_SCHEMA_INVALID', 'd', 25),
      at('GATE_SCHEMA_INVALID', 'e', 30),
    ]);
    expect(errors[0].message).toBe("gate_schema of step 'a': inline at wf.yaml:11 is not a valid JSON Schema: gate_schema.properties.score.type: 'integr' is not a JSON Schema type (string, number, integer, boolean, object, array, null)");
    expect(errors[1].message).toContain('schemas/missing.json does not exist');
    expect(errors[2].message).toContain('decision');
    expect(errors[3].message).toContain('unknown format "someday"');
    expect(errors[4].message).toContain('draft 2020-12');
    for (const e of errors) expect(e.hint.length).toBeGreaterThan(10);
    // run refuses the workflow before anything runs, naming the first finding.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID' });
    expect(jsonOf(r)['message']).toMatch(/^wf\.yaml:11:54 GATE_SCHEMA_INVALID /);
    expect(ws.exists('runs')).toBe(false);
  });

  it("an invalid schema names the keyword, its value and what it must be, at the keyword's line (inline) or file:line (a file); not the meta-schema's wording", async () => {
    const wf = (schema: string) =>
      ["version: '4.0'", 'name: bad', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  triage:', "    run: 'true'", "    output: 'runs/{{run_id}}/t.md'", '    statuses: {OK: DONE}', `    gate_schema:${schema}`, ''].join('\n');
    const ws = workspaceWith({
      'wf.yaml': wf('\n      required: [severity]\n      properties:\n        severity:\n          type: strng\n      additionalProperties: false'),
      'list.yaml': wf('\n      properties:\n        a: {type: [string, nul]}\n        b: {minLength: -1}'),
      'req.yaml': wf('\n      required: severity\n      additionalProperties: nope'),
      'file.yaml': wf(' schemas/t.yaml'),
      'schemas/t.yaml': 'type: object\nproperties:\n  severity:\n    type: strng\n',
    });
    const text = await ws.run(['validate', 'wf.yaml']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("wf.yaml:15:11  error  GATE_SCHEMA_INVALID  gate_schema of step 'triage': inline at wf.yaml:15 is not a valid JSON Schema: gate_schema.properties.severity.type: 'strng' is not a JSON Schema type (string, number, integer, boolean, object, array, null)");
    expect(text.stdout).not.toContain('must match a schema in anyOf');
    const list = jsonOf(await ws.run(['validate', 'list.yaml', '--json']))['errors'];
    expect(list.map((e: any) => [e.line, e.message.split('JSON Schema: ')[1]])).toEqual([[13, "gate_schema.properties.a.type[1]: 'nul' is not a JSON Schema type (string, number, integer, boolean, object, array, null); gate_schema.properties.b.minLength: -1 must be >= 0"]]);
    const req = jsonOf(await ws.run(['validate', 'req.yaml', '--json']))['errors'];
    expect(req.map((e: any) => [e.line, e.message.split('JSON Schema: ')[1]])).toEqual([[13, 'gate_schema.additionalProperties: "nope" must be a mapping or true/false; gate_schema.required: "severity" must be a list']]);
    const file = jsonOf(await ws.run(['validate', 'file.yaml', '--json']))['errors'];
    expect(file.map((e: any) => [e.line, e.message])).toEqual([[11, "gate_schema of step 'triage': schemas/t.yaml:4 is not a valid JSON Schema: gate_schema.properties.severity.type: 'strng' is not a JSON Schema type (string, number, integer, boolean, object, array, null)"]]);
  });

  it('plan, history and a child workflow with a gate_schema load it like run does', { tags: [CAMPAIGN] }, async () => {
    const child = reviewFlow(['gate_schema: schemas/review.json']).replace('name: gs', 'name: child');
    const parent = [
      "version: '4.0'",
      'name: parent',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  sub:',
      '    child_workflow: child.yaml',
      '    inputs: {run_id: "{{run_id}}-child"}',
      '    statuses: {WORKFLOW_COMPLETE: DONE}',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'parent.yaml': parent, 'child.yaml': child, 'review.sh': REVIEW_SH, 'schemas/review.json': SCHEMA_JSON, 'score.txt': '91\n', 'extra.txt': 'reviewer: cy\n' });
    const plan = await ws.run(['plan', 'child.yaml', '--run-id', 'p1', '--json']);
    expect(plan.code, plan.stdout + plan.stderr).toBe(0);
    const r = await ws.run(['run', 'parent.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['sub'] });
    expect(ws.lines('counter.txt')).toEqual(['a', 'review', 'ship']);
    const history = await ws.run(['history', 'child.yaml', '--run-id', 'r1-child', '--json']);
    expect(history.code, history.stdout + history.stderr).toBe(0);
    // The schema broken afterwards: every command that loads the workflow says so.
    ws.write('schemas/review.json', '{"type": "object", "properties": {"score": {"type": "integr"}}}');
    const refused = await ws.run(['history', 'child.yaml', '--run-id', 'r1-child', '--json']);
    expect(refused.code).toBe(5);
    expect(jsonOf(refused)['message']).toContain('GATE_SCHEMA_INVALID');
  });
});

describe('gate_schema naming a key of the gate block itself', () => {
  it('validate warns GATE_SCHEMA_STANDARD_KEY at the gate_schema key (required: [status] fails every gate; properties of one are never checked)', async () => {
    const flow = (schema: string) => reviewFlow([`gate_schema: ${schema}`]);
    const ws = workspaceWith({ 'wf.yaml': flow('{type: object, required: [score, status], properties: {score: {type: integer}}}'), 'props.yaml': flow('{type: object, properties: {score: {type: integer}, artifact: {type: string}}}'), 'ok.yaml': flow('{type: object, required: [score]}') });
    const v = jsonOf(await ws.run(['validate', 'wf.yaml', '--json']));
    expect(v.errors).toEqual([]);
    expect(v.warnings.map((w: any) => [w.code, w.line])).toEqual([['GATE_SCHEMA_STANDARD_KEY', lineOf(flow(''), 'gate_schema:')]]);
    expect(v.warnings[0].message).toBe("gate_schema of step 'review' names status, which the gate block itself carries: the schema checks only the extra keys, so required: [status] can never be met (GATE_SCHEMA_VIOLATION on every attempt)");
    const p = jsonOf(await ws.run(['validate', 'props.yaml', '--json']));
    expect(p.warnings[0].message).toContain('names artifact, which the gate block itself carries: the schema checks only the extra keys, so what properties says of artifact is never checked');
    expect(jsonOf(await ws.run(['validate', 'ok.yaml', '--json'])).warnings).toEqual([]);
  });
});

