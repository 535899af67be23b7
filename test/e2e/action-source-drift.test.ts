/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed YAML documents */
// The action (in-process: action-harness.ts) on pull_request events (issue 21): a run's verdicts and approvals are made at
// the pull request's head commit from the event payload (never GITHUB_SHA, the merge commit). A
// new push between two jobs makes them stale: refuse (default) stops before anything runs, the PR
// recipe `on-source-change: rerun` runs the stale steps again, keep continues and says so in the
// summary and the check, and an approval given before the push no longer counts under any policy.
// Jobs are fresh checkouts carrying the run's state as an artifact (test/helpers/fake-github.ts).
import { replayedState } from '../helpers/state.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { cleanupHarness, commitCheckout, makeWorkspace, runActionStep, type ActionResult } from '../helpers/action-harness.js';
import { execFileSync } from 'node:child_process';
import { STAGE_LIB } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { code } from '../../src/action/markdown.js';

let fake: FakeGitHub;

beforeAll(async () => {
  fake = await startFakeGitHub();
});

afterAll(async () => {
  await fake?.close();
  cleanupHarness();
});

const WF = 'gated.yaml';
const STATE = 'runs/r1/workflow_state.yaml';
/** The merge commit GitHub names in GITHUB_SHA on pull_request events. */
const MERGE = 'e'.repeat(40);
const HEAD_A = 'a1'.repeat(20);
const HEAD_B = 'b2'.repeat(20);

const GATED = `version: '4.0'
name: gated
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: 'source lib.sh; stage REVIEWED'
    output: 'runs/{{run_id}}/review.md'
    statuses: {REVIEWED: sign_off}
  sign_off:
    approval: { message: 'Merge it?' }
    on_approve: merge
    on_reject: BLOCKED
  merge:
    run: 'source lib.sh; stage MERGED'
    output: 'runs/{{run_id}}/merge.md'
    statuses: {MERGED: DONE}
`;

function checkout(): string {
  const ws = makeWorkspace('sg-drift-');
  writeFileSync(join(ws, 'lib.sh'), STAGE_LIB);
  writeFileSync(join(ws, WF), GATED);
  return ws;
}

function state(ws: string): any {
  return replayedState(ws, STATE);
}

function counter(ws: string): string[] {
  const p = join(ws, 'counter.txt');
  return existsSync(p) ? readFileSync(p, 'utf8').split('\n').filter(Boolean) : [];
}

interface Job {
  run: string;
  job: string;
  head: string;
  inputs?: Record<string, string>;
  actor?: string;
}

/** One job of a pull_request workflow run: a fresh checkout, the PR head in the event payload. */
async function job(o: Job): Promise<{ r: ActionResult; ws: string }> {
  const ws = checkout();
  const r = await runActionStep({
    workspace: ws,
    inputs: { workflow: WF, 'run-id': 'r1', 'check-name': 'stagegate / review', ...(o.inputs ?? {}) },
    runId: o.run,
    job: o.job,
    sha: MERGE,
    eventName: 'pull_request',
    event: { pull_request: { number: 7, head: { sha: o.head, repo: { full_name: 'acme/widgets' } }, base: { sha: 'f'.repeat(40) } } },
    token: 'ghs_drift_token',
    env: { ...fake.env({ workflowRunId: o.run, jobId: o.job }), ...(o.actor ? { GITHUB_ACTOR: o.actor } : {}) },
  });
  return { r, ws };
}

/** The latest check run the jobs published. */
function latestCheck(): { title: string; summary: string } {
  const checks = fake.checkRuns.filter((c) => c.name === 'stagegate / review');
  expect(checks.length).toBeGreaterThan(0);
  return checks[checks.length - 1]!.output as { title: string; summary: string };
}

describe('the action on pull_request events', () => {
  it('records the pull request head from the event payload, not GITHUB_SHA, and refuses a resume after a new push', { tags: [CAMPAIGN] }, async () => {
    const first = await job({ run: '4001', job: 'review', head: HEAD_A });
    expect(first.r.exitCode, first.r.stdout + first.r.stderr).toBe(0);
    expect(first.r.outputs['status']).toBe('PARTIAL_RESUMABLE');
    const s = state(first.ws);
    expect(s.source_commit).toBe(HEAD_A);
    expect(s.steps.review.source_commit).toBe(HEAD_A);
    expect(s.pending_approval.source_commit).toBe(HEAD_A);

    // A push: the next job's event names another head. The default refuses before anything runs.
    const second = await job({ run: '4001', job: 'review-again', head: HEAD_B });
    expect(second.r.exitCode).toBe(1);
    expect(second.r.outputs['status']).toBe('STALE_ARTIFACT_REJECTED');
    expect(second.r.summary).toContain(HEAD_A.slice(0, 12));
    expect(second.r.summary).toContain(HEAD_B.slice(0, 12));
    // The fix names the action's input, not the CLI flag.
    expect(second.r.summary).toContain('on-source-change: rerun');
    expect(counter(second.ws)).toEqual([]);
    expect(latestCheck().title).toContain('STALE_ARTIFACT_REJECTED');
  });

  it('a refused resume carries the restored state forward unchanged and says so: its own banner, the steps table, the fix as code once, titled annotations; a later job resumes from it', { tags: [CAMPAIGN] }, async () => {
    const first = await job({ run: '4010', job: 'review', head: HEAD_A });
    const refused = await job({ run: '4010', job: 'review-again', head: HEAD_B });
    expect(refused.r.outputs['status']).toBe('STALE_ARTIFACT_REJECTED');
    const saved = refused.r.outputs['artifact-name']!;
    expect(saved).not.toBe('');
    expect(refused.r.outputs['restored-from']).toBe(first.r.outputs['artifact-name']);
    const summary = refused.r.summary;
    // Outputs, upload and summary agree: the restored state was saved again, unchanged — never "no state written" beside it.
    expect(summary).not.toContain('no state was written');
    expect(summary).toContain(`the run's state restored from ${code(first.r.outputs['artifact-name']!)} is unchanged: it was saved again as ${code(saved)}`);
    expect(summary).toContain(`${code(saved)} (`);
    expect(summary).toContain('the state as this step found it, unchanged (nothing ran)');
    // The stop's own banner (what was rejected), not the class's "Contract violated" and every cause of the code.
    expect(summary).toContain('### 🔀 Verdicts from another commit refused: gated');
    expect(summary).not.toContain('Contract violated');
    expect(summary).not.toContain('The declared output exists but was not written by this attempt');
    // The steps table of the run as restored.
    expect(summary).toContain('#### Steps (the run as it stands: this step ran none)');
    expect(summary).toMatch(/\| <code>review<\/code> \| ✓ completed \| <code>REVIEWED<\/code> \|/);
    expect(summary).toContain('Stage runs in this job: 0 · steps completed: 1 of 3');
    // The fix's command as code, once: no backtick shown as text.
    expect(summary).toContain('<code>command: run, workflow: gated.yaml, run-id: r1, on-source-change: rerun</code>');
    expect(summary).not.toContain('&#96;');
    // Every annotation the step made has a title.
    expect(refused.r.annotations.filter((a) => a.level !== 'debug' && !a.properties['title'])).toEqual([]);
    // What was carried forward is what a later job resumes from.
    const rerun = await job({ run: '4010', job: 'rerun', head: HEAD_B, inputs: { 'on-source-change': 'rerun' } });
    expect(rerun.r.outputs['restored-from']).toBe(saved);
    expect(rerun.r.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect(state(rerun.ws).steps.review.source_commit).toBe(HEAD_B);
  });

  it('approve at a new head than the run paused at: recorded, with a warning annotation (not a refusal)', async () => {
    await job({ run: '4020', job: 'review', head: HEAD_A });
    const approved = await job({ run: '4020', job: 'approve', head: HEAD_B, actor: 'alice', inputs: { approve: 'true' } });
    expect(state(approved.ws).approvals[0]).toMatchObject({ by: 'alice', decision: 'approved', source_commit: HEAD_B });
    const warning = approved.r.annotations.find((a) => a.level === 'warning' && a.properties['title'] === 'stagegate: approval decided at another source commit');
    expect(warning, JSON.stringify(approved.r.annotations)).toBeDefined();
    expect(warning!.message).toContain(`approved at commit ${HEAD_B.slice(0, 12)}, but run r1 paused for approval sign_off at commit ${HEAD_A.slice(0, 12)}`);
    expect(approved.r.summary).toContain('⚠️ approved at commit');
    // As warned: the run goes on at the new head, where the review made at the old one is stale.
    expect(approved.r.outputs['status']).toBe('STALE_ARTIFACT_REJECTED');
    // At the same head, no warning.
    await job({ run: '4021', job: 'review', head: HEAD_A });
    const same = await job({ run: '4021', job: 'approve', head: HEAD_A, actor: 'alice', inputs: { approve: 'true' } });
    expect(same.r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(same.r.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  });

  it('a run that finished on the old head is not reported complete for a new push: the check fails until the workflow runs on the new head', { tags: [CAMPAIGN] }, async () => {
    await job({ run: '4009', job: 'review', head: HEAD_A });
    const approved = await job({ run: '4009', job: 'approve', head: HEAD_A, actor: 'alice', inputs: { approve: 'true' } });
    expect(approved.r.outputs['status'], approved.r.stdout + approved.r.stderr).toBe('WORKFLOW_COMPLETE');
    const greenA = fake.checkRuns.filter((c) => c.name === 'stagegate / review' && c.head_sha === HEAD_A).pop();
    expect(greenA).toMatchObject({ conclusion: 'success' });

    // A push: the same finished run, carried to the job of the new head, is refused (the default).
    const pushed = await job({ run: '4009', job: 'gate', head: HEAD_B });
    expect(pushed.r.exitCode).toBe(1);
    expect(pushed.r.outputs['status']).toBe('STALE_ARTIFACT_REJECTED');
    expect(pushed.r.summary).toContain('That outcome does not hold for this source');
    expect(counter(pushed.ws)).toEqual([]);
    const onB = fake.checkRuns.filter((c) => c.name === 'stagegate / review' && c.head_sha === HEAD_B).pop();
    expect(onB).toBeDefined();
    expect(onB!.conclusion).not.toBe('success');

    // command: status (a gate job that only reads) says the same, not the complete run it was at A.
    const status = await job({ run: '4009', job: 'status', head: HEAD_B, inputs: { command: 'status' } });
    expect(status.r.outputs['status'], status.r.stdout + status.r.stderr).toBe('STALE_ARTIFACT_REJECTED');
    expect(status.r.exitCode).toBe(1);
    expect(fake.checkRuns.filter((c) => c.name === 'stagegate / review' && c.head_sha === HEAD_B).pop()!.conclusion).not.toBe('success');
    const statusA = await job({ run: '4009', job: 'status-a', head: HEAD_A, inputs: { command: 'status' } });
    expect(statusA.r.outputs['status']).toBe('WORKFLOW_COMPLETE');

    // rerun: the review runs again on the new head and the approval is asked for again; not complete.
    const rerun = await job({ run: '4009', job: 'gate-rerun', head: HEAD_B, inputs: { 'on-source-change': 'rerun' } });
    expect(rerun.r.outputs, rerun.r.stdout + rerun.r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'sign_off', 'pending-approval': 'sign_off' });
    expect(counter(rerun.ws)).toEqual(['review']);
    expect(state(rerun.ws).steps.review.source_commit).toBe(HEAD_B);
  });

  it('a new push between two jobs voids the approval: keep continues with the review, and the approval is asked for again', { tags: [CAMPAIGN] }, async () => {
    const design = await job({ run: '4002', job: 'review', head: HEAD_A });
    expect(design.r.outputs['status'], design.r.stdout + design.r.stderr).toBe('PARTIAL_RESUMABLE');
    // Approved at A; the run follows the approval and stops before merging.
    const approved = await job({ run: '4002', job: 'approve', head: HEAD_A, actor: 'alice', inputs: { approve: 'true', 'stop-after-step': 'sign_off' } });
    expect(approved.r.outputs, approved.r.stdout + approved.r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'merge' });
    expect(state(approved.ws).approvals[0]).toMatchObject({ by: 'alice', source_commit: HEAD_A });

    // A push, then the merge job: the approval given for A no longer counts.
    const merge = await job({ run: '4002', job: 'merge', head: HEAD_B, inputs: { 'on-source-change': 'keep' } });
    expect(merge.r.exitCode, merge.r.stdout + merge.r.stderr).toBe(0);
    expect(merge.r.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'sign_off', 'pending-approval': 'sign_off' });
    expect(counter(merge.ws)).toEqual([]);
    const s = state(merge.ws);
    expect(s.source_changes).toEqual([expect.objectContaining({ policy: 'keep', kept: ['review'], voided_approvals: ['sign_off'], rerun_from: 'sign_off', source_commit: HEAD_B })]);
    expect(s.pending_approval.source_commit).toBe(HEAD_B);
    // The keep choice is visible in the summary and in the check.
    expect(merge.r.summary).toContain('continuing with the old verdicts of review');
    expect(merge.r.summary).toContain('no longer counts');
    const out = latestCheck();
    expect(out.title).toContain('kept verdicts from another commit (review)');
    expect(out.summary).toContain('continuing with the old verdicts of review');

    // command: status at B says the run stands on a kept verdict (never silent), in its message and check title.
    const status = await job({ run: '4002', job: 'status', head: HEAD_B, inputs: { command: 'status' } });
    expect(status.r.outputs['status'], status.r.stdout + status.r.stderr).toBe('PARTIAL_RESUMABLE');
    expect(status.r.summary).toContain('continuing with the old verdicts of review');
    expect(latestCheck().title).toContain('kept verdicts from another commit (review)');

    // Approved again at B, the run merges.
    const done = await job({ run: '4002', job: 'approve-again', head: HEAD_B, actor: 'bob', inputs: { approve: 'true', 'on-source-change': 'keep' } });
    expect(done.r.outputs['status'], done.r.stdout + done.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(counter(done.ws)).toEqual(['merge']);
  });

  it('a rejection that blocked the run is asked about again after a push under keep: the new head can be approved', async () => {
    expect((await job({ run: '4030', job: 'review', head: HEAD_A })).r.outputs['status']).toBe('PARTIAL_RESUMABLE');
    // Rejected at A: on_reject is BLOCKED, so the run ends there.
    const rejected = await job({ run: '4030', job: 'reject', head: HEAD_A, actor: 'alice', inputs: { reject: 'true' } });
    expect(rejected.r.outputs['status'], rejected.r.stdout + rejected.r.stderr).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    // The fix is pushed: keep goes back to the approval for B, not the old BLOCKED.
    const again = await job({ run: '4030', job: 'review-again', head: HEAD_B, inputs: { 'on-source-change': 'keep' } });
    expect(again.r.outputs, again.r.stdout + again.r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'sign_off', 'pending-approval': 'sign_off' });
    expect(state(again.ws).source_changes).toEqual([expect.objectContaining({ policy: 'keep', kept: ['review'], voided_approvals: ['sign_off'], rerun_from: 'sign_off' })]);
    const done = await job({ run: '4030', job: 'approve', head: HEAD_B, actor: 'bob', inputs: { approve: 'true', 'on-source-change': 'keep' } });
    expect(done.r.outputs['status'], done.r.stdout + done.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(counter(done.ws)).toEqual(['merge']);
  });

  it('the PR recipe on-source-change: rerun runs the review again on the new head and asks for approval again', async () => {
    const first = await job({ run: '4003', job: 'review', head: HEAD_A });
    expect(first.r.outputs['status']).toBe('PARTIAL_RESUMABLE');
    // The recipe's `carried` step (command: status) at the new head says what a resume there would
    // meet with the default refuse, under the banner run's refusal has: not "Contract violated".
    // So does command: plan.
    for (const command of ['status', 'plan']) {
      const carried = await job({ run: '4003', job: `carried-${command}`, head: HEAD_B, inputs: { command } });
      expect(carried.r.outputs['status'], carried.r.stdout + carried.r.stderr).toBe('STALE_ARTIFACT_REJECTED');
      expect(carried.r.summary).toContain('### 🔀 Verdicts from another commit refused: gated');
      expect(carried.r.summary).toContain('a resume here would stop before anything runs');
      expect(carried.r.summary).not.toContain('Contract violated');
    }
    const second = await job({ run: '4003', job: 'review', head: HEAD_B, inputs: { 'on-source-change': 'rerun' } });
    expect(second.r.exitCode, second.r.stdout + second.r.stderr).toBe(0);
    expect(second.r.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'sign_off' });
    expect(counter(second.ws)).toEqual(['review']);
    const s = state(second.ws);
    expect(s.steps.review).toMatchObject({ source_commit: HEAD_B, visits: 2 });
    expect(s.source_changes[0]).toMatchObject({ policy: 'rerun', rerun_from: 'review' });
    expect(second.r.summary).toContain('rerun — review run again');
    expect(latestCheck().title).toContain('source changed: back to review');
  });

  it('on pull_request_target records the checked-out commit (the base unless the workflow checks out the head), the PR head only without git', { tags: [CAMPAIGN] }, async () => {
    const target = (ws: string, run: string) =>
      runActionStep({
        workspace: ws,
        inputs: { workflow: WF, 'run-id': 'r1', 'check-name': 'stagegate / review' },
        runId: run,
        job: 'review',
        sha: MERGE,
        eventName: 'pull_request_target',
        event: { pull_request: { number: 7, head: { sha: HEAD_A, repo: { full_name: 'fork/widgets' } }, base: { sha: 'f'.repeat(40) } } },
        token: 'ghs_drift_token',
        env: fake.env({ workflowRunId: run, jobId: 'review' }),
      });
    // A checkout of the base branch: the stages ran its files, so that commit is the one recorded.
    const checkedOut = checkout();
    commitCheckout(checkedOut);
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: checkedOut, encoding: 'utf8' }).trim();
    expect(head).not.toBe(HEAD_A);
    const r = await target(checkedOut, '4005');
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(state(checkedOut).source_commit).toBe(head);
    expect(state(checkedOut).steps.review.source_commit).toBe(head);
    // No git checkout at all: the event's PR head is all there is.
    const bare = checkout();
    rmSync(join(bare, '.git'), { recursive: true, force: true });
    const r2 = await target(bare, '4006');
    expect(r2.exitCode, r2.stdout + r2.stderr).toBe(0);
    expect(state(bare).source_commit).toBe(HEAD_A);
  });

  it('refuses an on-source-change value it does not know, naming the input', { tags: [CAMPAIGN] }, async () => {
    const { r } = await job({ run: '4004', job: 'review', head: HEAD_A, inputs: { 'on-source-change': 'ignore' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('ACTION_INPUT_INVALID');
    expect(r.stdout + r.summary).toContain("input 'on-source-change' must be refuse, rerun or keep (got 'ignore')");
  });
});
