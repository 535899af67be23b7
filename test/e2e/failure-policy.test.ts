/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Failure policy through the built CLI: a stage that fails after its retries follows its
// on_failure (the failure stays in history), on_failure: BLOCKED ends the run blocked, and a
// person may skip the active optional step (stagegate skip), which follows on_skip; skipping a
// step that is not optional, or not active, is refused.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { madeOnce } from '../helpers/shards.js';
import { cleanupHarness, commitCheckout, makeWorkspace, runActionStep } from '../helpers/action-harness.js';
import { replayedState } from '../helpers/state.js';

afterAll(removeWorkspaces);
afterAll(cleanupHarness);

function failingYaml(onFailure: string): string {
  return `version: '4.0'
name: failing
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    run: 'source lib.sh; count; exit 2'
    output: 'runs/{{run_id}}/build.md'
    statuses: {BUILT: DONE}
    retry: {max_attempts: 2}
    on_failure: ${onFailure}
  repair:
    run: 'source lib.sh; stage REPAIRED'
    output: 'runs/{{run_id}}/repair.md'
    statuses: {REPAIRED: DONE}
`;
}

const SKIP_YAML = `version: '4.0'
name: skippy
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  lint:
    run: 'source lib.sh; stage LINTED'
    output: 'runs/{{run_id}}/lint.md'
    statuses: {LINTED: polish}
  polish:
    run: 'source lib.sh; stage POLISHED'
    output: 'runs/{{run_id}}/polish.md'
    statuses: {POLISHED: publish}
    optional: true
    on_skip: publish
  publish:
    run: 'source lib.sh; stage PUBLISHED'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {PUBLISHED: DONE}
`;

/** lint -> polish (optional) -> review; review's first visit sends the run back to polish; then an approval and publish. */
const REVISIT_YAML = readFileSync(join(REPO_ROOT, 'test/fixtures/earlier-runs/skip-after-completed/wf.yaml'), 'utf8');
const EARLIER = join(REPO_ROOT, 'test/fixtures/earlier-runs/skip-after-completed');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A workspace (no git: the run was made outside one) holding run r1 of REVISIT_YAML as the earlier stagegate left it in `folder`. */
function earlierRun(folder: string): ReturnType<typeof workspaceWith> {
  const ws = workspaceWith({ 'wf.yaml': REVISIT_YAML }, { git: false });
  const from = join(EARLIER, folder);
  for (const file of filesUnder(from)) ws.write(join('runs/r1', relative(from, file)), readFileSync(file, 'utf8'));
  return ws;
}

/** Run r1 of REVISIT_YAML, paused before signoff or at it: resumed, approved and run to its end, polish never among completed_steps. */
async function finishes(ws: ReturnType<typeof workspaceWith>): Promise<void> {
  const atApproval = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
  expect(jsonOf(atApproval), atApproval.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff', completed_steps: ['lint', 'review'] });
  const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann', '--json']);
  expect(approved.code, approved.stdout + approved.stderr).toBe(0);
  const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
  expect(jsonOf(done), done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['lint', 'review', 'signoff', 'publish'] });
  expect(ws.yaml('runs/r1/workflow_state.yaml')).toMatchObject({ completed_steps: ['lint', 'review', 'signoff', 'publish'], failed_or_blocked_steps: [], steps: { polish: { status: 'skipped' } } });
}

describe('on_failure', () => {
  it('routes a stage that failed after its retries to on_failure and records the failure', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': failingYaml('repair') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['build', 'build', 'repair']);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.history.map((h: any) => `${h.step}:${h.outcome}:${h.code ?? '-'}->${h.to}`)).toEqual([
      'build:failed:STAGE_FAILED->build',
      'build:failed:STAGE_FAILED->build',
      'build:transition:-->repair',
      'repair:complete:WORKFLOW_COMPLETE->null',
    ]);
    expect(state.steps.build).toMatchObject({ status: 'failed', attempts: 2 });
    expect(state.failed_or_blocked_steps).toContain('build');
  });

  it('on_failure: BLOCKED ends the run blocked', { tags: [CAMPAIGN] }, async () => {
    // build's BUILT routes to repair, so repair stays reachable without on_failure.
    const ws2 = workspaceWith({ 'wf.yaml': failingYaml('BLOCKED').replace('statuses: {BUILT: DONE}', 'statuses: {BUILT: repair}') });
    const r = await ws2.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null });
    expect(jsonOf(r).message).toContain('on_failure: BLOCKED');
  });

  it('retry.max_attempts bounds one invocation: each resume of a failing step tries it that many times more, and the stop (and status) says the attempts in all; on_failure: BLOCKED bounds unattended resumes', async () => {
    const ws = workspaceWith({ 'wf.yaml': failingYaml('BLOCKED').replace('    on_failure: BLOCKED\n', '').replace('statuses: {BUILT: DONE}', 'statuses: {BUILT: repair}') });
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(first).toMatchObject({ status: 'STAGE_FAILED', active_step: 'build' });
    // One invocation's attempts only: nothing to add.
    expect(first.message).not.toContain('in all');
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const third = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(ws.lines('counter.txt')).toEqual(['build', 'build', 'build', 'build', 'build', 'build']);
    expect(third.message).toContain('; 6 attempts of this visit in all, 2 in this invocation and 4 in earlier ones (retry.max_attempts 2 bounds one invocation: each resume tries up to 2 times more)');
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status.message).toContain('6 attempts of this visit in all');
    expect(status.steps.build).toMatchObject({ attempts: 6 });
    // The bound docs/reliability.md names: on_failure: BLOCKED ends the run, and a resume only reports it again.
    const bounded = workspaceWith({ 'wf.yaml': failingYaml('BLOCKED').replace('statuses: {BUILT: DONE}', 'statuses: {BUILT: repair}') });
    expect(jsonOf(await bounded.run(['run', 'wf.yaml', '--run-id', 'b1', '--json']))).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' });
    expect(jsonOf(await bounded.run(['run', 'wf.yaml', '--run-id', 'b1', '--json']))).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', stages_run: 0 });
    expect(bounded.lines('counter.txt')).toEqual(['build', 'build']);
  });

  it('validate checks the on_failure target', async () => {
    const ws = workspaceWith({ 'wf.yaml': failingYaml('repiar') });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    expect((jsonOf(r)['errors'] as any[]).map((e) => e.code)).toContain('UNKNOWN_TARGET');
  });
});

describe('failure_statuses', () => {
  /** build reports CANNOT_BUILD, a status that fails the stage: retried, then on_failure (or a stop). */
  const statusYaml = (policy: string, statuses = '{BUILT: DONE, CANNOT_BUILD: BLOCKED}') => `version: '4.0'
name: failing
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    run: 'source lib.sh; stage CANNOT_BUILD'
    output: 'runs/{{run_id}}/build.md'
    statuses: ${statuses}
    failure_statuses: [CANNOT_BUILD]
    retry: {max_attempts: 2}
${policy}  repair:
    run: 'source lib.sh; stage REPAIRED'
    output: 'runs/{{run_id}}/repair.md'
    statuses: {REPAIRED: DONE}
`;

  it('a reported failure status fails the attempt: retried, then on_failure: skip records the step skipped and follows on_skip', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': statusYaml('    on_failure: skip\n    on_skip: repair\n') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['build', 'build', 'repair']);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.build).toMatchObject({ status: 'skipped', attempts: 2 });
    expect(state.history.map((h: any) => `${h.step}:${h.outcome}:${h.code ?? '-'}`).slice(0, 2)).toEqual(['build:failed:STAGE_FAILED', 'build:failed:STAGE_FAILED']);
  });

  it('without on_failure the run stops with the step active, naming the status; an optional step may then be skipped', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': statusYaml('    optional: true\n    on_skip: repair\n') });
    // plan says the status is no route, though statuses lists it under BLOCKED.
    expect((await ws.run(['plan', 'wf.yaml', '--run-id', 'r1'])).stdout).toContain('status CANNOT_BUILD → BLOCKED (a failure status: never routed; the attempt fails, STAGE_FAILED');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).not.toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'STAGE_FAILED', active_step: 'build' });
    expect(jsonOf(r).message).toContain('CANNOT_BUILD');
    expect((await ws.run(['skip', 'wf.yaml', 'build', '--run-id', 'r1'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it("a failure status's stop names the stage's log and output, and its fix says to read them (not a log the message does not name)", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': statusYaml('').replace(/ {2}repair:[^]*$/, '') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const j = jsonOf(r);
    expect(j).toMatchObject({ status: 'STAGE_FAILED', active_step: 'build' });
    expect(j.message).toMatch(/one of its failure_statuses: the stage could not do its work \(log: runs\/r1\/logs\/build\.v1\.a2\.log\)/);
    expect(ws.exists('runs/r1/logs/build.v1.a2.log')).toBe(true);
    expect(j.hint).toMatch(/^Read why in the stage's output runs\/r1\/build\.md \(what it wrote before its status\) and its log runs\/r1\/logs\/build\.v1\.a2\.log, fix the cause, then resume: the same step runs again as a new attempt\./);
  });

  it('on_failure: BLOCKED after a failure status: the outcome, its fix, the progress lines and the Action summary say which status failed it (not "exit status 0")', async () => {
    const yaml = statusYaml('    on_failure: BLOCKED\n', '{BUILT: repair, CANNOT_BUILD: BLOCKED}').replace("'source lib.sh; stage CANNOT_BUILD'", `'echo why it cannot build > "$STAGEGATE_OUTPUT"; "$STAGEGATE_BIN" gate CANNOT_BUILD'`);
    const ws = workspaceWith({ 'wf.yaml': yaml });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const j = jsonOf(r);
    expect(j.status, r.stdout + r.stderr).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(j.message).toBe('step build failed (STAGE_FAILED: it reported status CANNOT_BUILD, one of its failure_statuses); on_failure: BLOCKED');
    expect(j.hint).toContain('Step build failed 2 times (last: STAGE_FAILED: status CANNOT_BUILD, one of its failure_statuses) and its on_failure leads to BLOCKED');
    expect(j.hint).toContain('Read why in what the stage wrote before its status CANNOT_BUILD (its output) and in its log');
    expect(j.hint).not.toContain('exit status 0');
    // status says the same (the step's record replayed from the journal).
    const st = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect([st.message, st.hint]).toEqual([j.message, j.hint]);
    // The text run: each failed attempt's line and the on_failure note name the status.
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2']);
    expect(text.stderr).toContain('✗ STAGE_FAILED (status CANNOT_BUILD, one of its failure_statuses)');
    expect(text.stderr).toContain('build: STAGE_FAILED (status CANNOT_BUILD, one of its failure_statuses); on_failure -> BLOCKED');

    // The Action's summary: the message, and the steps table's Gate column.
    const aws = makeWorkspace();
    writeFileSync(join(aws, 'wf.yaml'), yaml);
    commitCheckout(aws);
    const action = await runActionStep({ workspace: aws, inputs: { workflow: 'wf.yaml', 'run-id': 'a1', persist: 'none' } });
    expect(action.outputs['status']).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(action.summary).toContain('it reported status CANNOT&#95;BUILD, one of its failure&#95;statuses');
    expect(action.summary).toContain('<code>CANNOT&#95;BUILD</code> (a failure status)');
  });

  it('validate: a failure status must be a key of statuses routed to BLOCKED (FAILURE_STATUS_INVALID)', async () => {
    for (const statuses of ['{BUILT: DONE}', '{BUILT: DONE, CANNOT_BUILD: repair}']) {
      const ws = workspaceWith({ 'wf.yaml': statusYaml('', statuses) });
      const r = await ws.run(['validate', 'wf.yaml', '--json']);
      expect(r.code, statuses).toBe(1);
      const found = (jsonOf(r)['errors'] as any[]).find((e) => e.code === 'FAILURE_STATUS_INVALID');
      expect(found?.line, statuses).toBe(11); // the failure_statuses line
    }
  });

  it('a parallel branch: its failure status fails its attempt (retried), then the branch; validate checks a branch\'s failure_statuses too', async () => {
    const branchYaml = (statuses: string) => `version: '4.0'
name: branchy
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  checks:
    parallel:
      branches:
        lint:
          run: 'echo body > "$STAGEGATE_OUTPUT"; "$STAGEGATE_BIN" gate CANNOT_LINT'
          output: 'runs/{{run_id}}/lint.md'
          statuses: ${statuses}
          failure_statuses: [CANNOT_LINT]
          retry: {max_attempts: 2}
    statuses: {PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: BLOCKED}
`;
    for (const statuses of ['{LINTED: DONE}', '{LINTED: DONE, CANNOT_LINT: DONE}']) {
      const ws = workspaceWith({ 'wf.yaml': branchYaml(statuses) });
      const r = await ws.run(['validate', 'wf.yaml', '--json']);
      expect(r.code, statuses).toBe(1);
      expect((jsonOf(r)['errors'] as any[]).find((e) => e.code === 'FAILURE_STATUS_INVALID')?.line, statuses).toBe(14);
    }
    const ws = workspaceWith({ 'wf.yaml': branchYaml('{LINTED: DONE, CANNOT_LINT: BLOCKED}') });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE' });
    expect(jsonOf(r).message).toMatch(/failed: lint \(STAGE_FAILED/);
    expect(readdirSync(join(ws.dir, 'runs/r1/logs')).filter((f) => f.startsWith('checks.lint.')).sort()).toEqual(['checks.lint.v1.a1.log', 'checks.lint.v1.a2.log']);
  });
});

describe('on_failure: skip', () => {
  const yaml = (extra: string) =>
    failingYaml('skip').replace('    on_failure: skip\n', `    on_failure: skip\n${extra}`).replace("statuses: {REPAIRED: DONE}", "statuses: {REPAIRED: DONE}\n  publish:\n    run: 'source lib.sh; stage PUBLISHED'\n    output: 'runs/{{run_id}}/publish.md'\n    statuses: {PUBLISHED: DONE}").replace('statuses: {BUILT: DONE}', 'statuses: {BUILT: repair}');

  it('records the failed step as skipped, keeps the failure in history and follows on_skip', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': yaml('    on_skip: publish\n') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['build', 'build', 'publish']);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.history.map((h: any) => `${h.step}:${h.outcome}:${h.code ?? '-'}->${h.to}`)).toEqual([
      'build:failed:STAGE_FAILED->build',
      'build:failed:STAGE_FAILED->build',
      'build:transition:-->publish',
      'publish:complete:WORKFLOW_COMPLETE->null',
    ]);
    expect(state.steps.build).toMatchObject({ status: 'skipped', attempts: 2 });
    expect(state.failed_or_blocked_steps).not.toContain('build');
    expect(state.skips).toMatchObject([{ step: 'build', visit: 1, to: 'publish' }]);
  });

  it('on_skip: BLOCKED ends the run blocked after the skip', async () => {
    const ws = workspaceWith({ 'wf.yaml': yaml('    on_skip: BLOCKED\n').replace('statuses: {REPAIRED: DONE}', 'statuses: {REPAIRED: publish}') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null });
    expect(jsonOf(r).message).toContain('on_failure: skip');
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.build.status).toBe('skipped');
    expect(state.skips).toMatchObject([{ step: 'build', to: null }]);
  });

  it('validate requires on_skip with on_failure: skip and does not take skip for a step', async () => {
    const ws = workspaceWith({ 'wf.yaml': yaml('') });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const errors = jsonOf(r)['errors'] as any[];
    expect(errors.map((e) => e.code)).toContain('MISSING_ON_SKIP');
    expect(errors.map((e) => e.code)).not.toContain('UNKNOWN_TARGET');
    const missing = errors.find((e) => e.code === 'MISSING_ON_SKIP');
    expect(missing.message).toContain('on_failure: skip');
    expect(missing.line).toBe(12); // the on_failure line
  });
});

describe('stagegate skip', () => {
  // Stopped after lint, at the optional polish: made once, each test below going on from a copy.
  const atPolish = madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': SKIP_YAML });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'lint', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'polish' });
    return ws;
  });

  it('skips the active optional step and continues along on_skip', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': SKIP_YAML });
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'lint', '--json']);
    expect(jsonOf(first)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'polish' });
    const s = await ws.run(['skip', 'wf.yaml', 'polish', '--run-id', 'r1', '--json']);
    expect(s.code).toBe(0);
    expect(jsonOf(s)).toMatchObject({ status: 'PARTIAL_RESUMABLE', skipped: 'polish', active_step: 'publish' });
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.polish.status).toBe('skipped');
    expect(state.skips).toMatchObject([{ step: 'polish', visit: 1, to: 'publish' }]);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['lint', 'publish']);
  });

  it('prints the resume command with a workflow path that has a space as one shell word', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'my flows/wf.yaml': SKIP_YAML });
    await ws.run(['run', 'my flows/wf.yaml', '--run-id', 'r1', '--stop-after-step', 'lint']);
    const s = await ws.run(['skip', 'my flows/wf.yaml', 'polish', '--run-id', 'r1', '--json']);
    expect(s.code).toBe(0);
    expect(jsonOf(s)['next_command']).toBe("stagegate run 'my flows/wf.yaml' --run-id r1");
  });

  it('refuses a step that is not optional or not active', async () => {
    const ws = await atPolish();
    const before = ws.read('runs/r1/workflow_state.yaml');
    const notOptional = await ws.run(['skip', 'wf.yaml', 'publish', '--run-id', 'r1', '--json']);
    expect(notOptional.code).toBe(4);
    // Refused: active_step is the run's real active step (docs/cli.md), not null.
    expect(jsonOf(notOptional)).toMatchObject({ status: 'STEP_NOT_SKIPPABLE', skipped: null, active_step: 'polish' });
    expect(jsonOf(notOptional).message).toContain('not optional');
    const wf2 = SKIP_YAML.replace('statuses: {LINTED: polish}', 'statuses: {LINTED: polish}\n    optional: true\n    on_skip: polish');
    ws.write('wf2.yaml', wf2.replace('name: skippy', 'name: skippy2'));
    await ws.run(['run', 'wf2.yaml', '--run-id', 'r2', '--stop-after-step', 'lint']);
    const notActive = await ws.run(['skip', 'wf2.yaml', 'lint', '--run-id', 'r2', '--json']);
    expect(notActive.code).toBe(4);
    expect(jsonOf(notActive).message).toContain('not the active step');
    expect(jsonOf(notActive)['active_step']).toBe('polish');
    expect(ws.read('runs/r1/workflow_state.yaml')).toBe(before);
    const usage = await ws.run(['skip', 'wf.yaml']);
    expect(usage.code).toBe(2);
    // A misspelt step: a did-you-mean, and the fix names the steps that can be skipped at all (the
    // workflow's optional ones: the run is not read for an id the workflow lacks).
    const misspelt = jsonOf(await ws.run(['skip', 'wf.yaml', 'polsh', '--run-id', 'r1', '--json']));
    // The run id as given (the run is not located: no state path), as run --json reports a refusal made before it locates the run.
    expect(misspelt).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4, active_step: null, run_id: 'r1', state_path: null });
    expect(misspelt.message).toBe("'polsh' is not a step of workflow skippy. Did you mean 'polish'?");
    expect(misspelt.hint).toBe("Name the run's active step, when it is optional (the workflow's optional steps: polish; stagegate status names the active step). The workflow's steps: lint, polish, publish.");
    expect(ws.read('runs/r1/workflow_state.yaml')).toBe(before);
  });

  it('an optional step the run is past: the refusal names a command that makes it active again (--rerun-from the step before it), not a --stop-after-step a resume ignores', async () => {
    const ws = workspaceWith({ 'wf.yaml': SKIP_YAML });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'polish', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'publish' });
    const refused = jsonOf(await ws.run(['skip', 'wf.yaml', 'polish', '--run-id', 'r1', '--json']));
    expect(refused).toMatchObject({ status: 'STEP_NOT_SKIPPABLE', exit_code: 4, active_step: 'publish' });
    const command = /`(stagegate run [^`]*)`/.exec(refused.hint)?.[1];
    expect(command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from lint --stop-after-step lint');
    // Typed as the hint gives it, the command leaves polish active, and the skip the hint names then works.
    const back = await ws.run([...command!.split(' ').slice(1), '--json']);
    expect(jsonOf(back)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'polish' });
    expect(jsonOf(await ws.run(['skip', 'wf.yaml', 'polish', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', skipped: 'polish', active_step: 'publish' });
    expect(ws.lines('counter.txt')).toEqual(['lint', 'polish', 'lint']);
  });

  it('a step the workflow lacks is said before the run is located or checked: a run whose accepted output changed, a run not started', async () => {
    const ws = await atPolish();
    // An accepted output edited since: a resume (and skip of a real step) refuses the run as stale.
    ws.write('runs/r1/lint.md', 'edited\n');
    const stale = await ws.run(['skip', 'wf.yaml', 'polish', '--run-id', 'r1', '--json']);
    expect([stale.code, jsonOf(stale).status]).toEqual([5, 'STALE_ARTIFACT_REJECTED']);
    const before = ws.read('runs/r1/workflow_state.yaml');
    // A mistyped step: the unknown-step refusal, not the run's.
    const typo = await ws.run(['skip', 'wf.yaml', 'polsh', '--run-id', 'r1']);
    expect(typo.code).toBe(4);
    expect(typo.stdout).toContain("WORKFLOW_INPUT_REQUIRED  'polsh' is not a step of workflow skippy. Did you mean 'polish'?");
    // A run that has not started (a mistyped run id too): the same refusal, not STEP_NOT_SKIPPABLE.
    const notStarted = jsonOf(await ws.run(['skip', 'wf.yaml', 'polsh', '--run-id', 'nope', '--json']));
    expect(notStarted).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', exit_code: 4, message: "'polsh' is not a step of workflow skippy. Did you mean 'polish'?" });
    expect(ws.read('runs/r1/workflow_state.yaml')).toBe(before);
    expect(ws.exists('runs/nope')).toBe(false);
  });

  it('a step id shaped like name=value is named after --: skip and logs find it; without --, the word is an input', async () => {
    const ws = workspaceWith({ 'wf.yaml': SKIP_YAML.replaceAll('polish', 'polish=yes').replace('  lint:', '  lint=1:').replace('{LINTED: polish=yes}', "{LINTED: 'polish=yes'}") });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'lint=1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'polish=yes' });
    const before = ws.read('runs/r1/workflow_state.yaml');
    // Without --, polish=yes is an input (inputs locate the run): refused as one, nothing written.
    const asInput = await ws.run(['skip', 'wf.yaml', '--run-id', 'r1', 'polish=yes']);
    expect(asInput.code).toBe(2);
    expect(asInput.stderr).toContain('a step id shaped like name=value goes after --');
    expect(ws.read('runs/r1/workflow_state.yaml')).toBe(before);
    const logsAsInput = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', 'lint=1']);
    expect([logsAsInput.code, logsAsInput.stderr]).toEqual([4, expect.stringContaining("declares no input 'lint'")]);
    // The refusal says the word is a step, and how to name it.
    expect(logsAsInput.stderr).toContain("'lint=1' is a step of the workflow: logs and skip name a step shaped like name=value after --, last (… -- lint=1); without --, such a word is an input.");
    const logs = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1', '--', 'lint=1']);
    expect(logs.code, logs.stderr).toBe(0);
    expect(logs.stdout).toContain('lint=1.v1.a1.log');
    // -- before every positional (POSIX): the workflow, then the STEP, as written.
    const posix = await ws.run(['logs', '--run-id', 'r1', '--', 'wf.yaml', 'lint=1']);
    expect([posix.code, posix.stdout], posix.stderr).toEqual([0, logs.stdout]);
    const s = await ws.run(['skip', 'wf.yaml', '--run-id', 'r1', '--json', '--', 'polish=yes']);
    expect(jsonOf(s), s.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', skipped: 'polish=yes', active_step: 'publish' });
  });

  it('a step an earlier visit completed, skipped: it leaves completed_steps (in neither list), in the state, status, plan and the resumed run', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVISIT_YAML });
    // lint, polish, review (AGAIN) -> polish again: stopped there.
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json']));
    expect(first).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'polish', completed_steps: ['lint', 'polish', 'review'] });
    const s = await ws.run(['skip', 'wf.yaml', 'polish', '--run-id', 'r1', '--json']);
    expect(jsonOf(s), s.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', skipped: 'polish', active_step: 'signoff' });
    expect(ws.yaml('runs/r1/workflow_state.yaml')).toMatchObject({ completed_steps: ['lint', 'review'], failed_or_blocked_steps: [], steps: { polish: { status: 'skipped', visits: 2 } } });
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ completed_steps: ['lint', 'review'], skips: [{ step: 'polish', visit: 2, to: 'signoff' }] });
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plan.steps.map((p: any) => `${p.id}:${p.disposition}`)).toEqual(['lint:completed', 'polish:pending', 'review:completed', 'signoff:next', 'publish:pending']);
    const text = (await ws.run(['plan', 'wf.yaml', '--run-id', 'r1'])).stdout;
    expect(text).toMatch(/^ {2}✓ lint /m);
    expect(text).toMatch(/^ {4}polish /m);
    await finishes(ws);
    expect(ws.lines('counter.txt')).toEqual(['lint', 'polish', 'review', 'publish']);
  });

  // Runs an earlier stagegate (2026-12-03, before a skip took a step out of completed_steps) wrote
  // for REVISIT_YAML — journal, state and manifest as it left them: paused after the skip of
  // polish (after-skip), and paused at signoff (at-approval: its approval's state digest made with
  // polish still listed).
  for (const folder of ['after-skip', 'at-approval']) {
    it(`loads and resumes a run an earlier stagegate wrote with the skipped step among completed_steps (${folder})`, async () => {
      const ws = earlierRun(folder);
      const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(status), status.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'signoff', completed_steps: ['lint', 'review'] });
      const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect(plan.steps.find((p: any) => p.id === 'polish').disposition).toBe('pending');
      await finishes(ws);
      expect(ws.lines('counter.txt')).toEqual(['publish']);
    });
  }

  it("still refuses that earlier run's state with its approval digest edited", async () => {
    const ws = earlierRun('at-approval');
    const text = ws.read('runs/r1/workflow_state.yaml');
    const edited = text.replace(/state_digest: [0-9a-f]{64}/, `state_digest: ${'0'.repeat(64)}`);
    expect(edited).not.toBe(text);
    ws.write('runs/r1/workflow_state.yaml', edited);
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(status.code).toBe(5);
    expect(jsonOf(status)).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION' });
  });

  it('validate requires on_skip on an optional step', async () => {
    const ws = workspaceWith({ 'wf.yaml': SKIP_YAML.replace('    on_skip: publish\n', '') });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    expect((jsonOf(r)['errors'] as any[]).map((e) => e.code)).toContain('MISSING_ON_SKIP');
  });
});

describe('a skipped step read by a later one', () => {
  /** SKIP_YAML with publish reading polish's output (`ref`: output or output_or_empty) into its own output. */
  const readsPolish = (ref: string) => SKIP_YAML.replace("publish:\n    run: 'source lib.sh; stage PUBLISHED'", `publish:\n    run: 'source lib.sh; count; outdir; printf "# publish [%s]\\\\n" "{{steps.polish.${ref}}}" >"$STAGEGATE_OUTPUT"; gate PUBLISHED'`);

  it('{{steps.X.output}}: the stop names a fix that works (--rerun-from the skipped step, which runs it and takes back what came after); the journal replays', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': readsPolish('output') });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'lint', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    expect((await ws.run(['skip', 'wf.yaml', '--run-id', 'r1', 'polish'])).code).toBe(0);
    const stopped = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(stopped)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', active_step: 'publish' });
    const hint = jsonOf(stopped).hint as string;
    expect(hint).toContain('Step polish was skipped');
    expect(hint).toContain('--rerun-from polish');
    expect(hint).toContain('{{steps.polish.output_or_empty}}');
    expect(hint).not.toContain('Pass ');
    const rerun = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'polish', '--json']);
    expect(jsonOf(rerun).status, rerun.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['lint', 'polish', 'publish']);
    expect(ws.read('runs/r1/publish.md')).toContain('# publish [runs/r1/polish.md]');
    const state = replayedState(ws.dir, 'runs/r1/workflow_state.yaml');
    expect(state.rewinds).toEqual([expect.objectContaining({ step: 'polish', taken_back: ['polish'] })]);
    expect(state.completed_steps).toEqual(['lint', 'polish', 'publish']);
    // Not in the snapshot: derived on replay, like accepted_seq.
    expect(ws.read('runs/r1/workflow_state.yaml')).not.toContain('skipped_seq');
  });

  it('--rerun-from a skipped step takes back the verdicts accepted after the skip, not those before', async () => {
    const ws = workspaceWith({ 'wf.yaml': readsPolish('output_or_empty') });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'lint', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    expect((await ws.run(['skip', 'wf.yaml', '--run-id', 'r1', 'polish'])).code).toBe(0);
    // output_or_empty: the skipped step reads as "" and the run goes on.
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done).status, done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/r1/publish.md')).toContain('# publish []');
    const rerun = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'polish', '--json']);
    expect(jsonOf(rerun).status, rerun.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['lint', 'publish', 'polish', 'publish']);
    expect(ws.read('runs/r1/publish.md')).toContain('# publish [runs/r1/polish.md]');
    expect(replayedState(ws.dir, 'runs/r1/workflow_state.yaml').rewinds).toEqual([expect.objectContaining({ step: 'polish', taken_back: ['polish', 'publish'] })]);
  });
});
