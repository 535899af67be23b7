/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed YAML documents */
// Approvals through the action, run like the runner runs it (in-process: action-harness.ts): a job pauses at an approval
// step and uploads its state; a later job (a fresh checkout, the one a GitHub Environment with
// required reviewers protects) passes `approve` — the decision is recorded for GITHUB_ACTOR on
// the state restored from the artifact, and the run continues. Refusals (not an approver, another
// step, state changed since the approval was requested, nothing pending) record nothing and run
// nothing. The artifact service is the local fake (test/helpers/fake-github.ts).
import { replayedState } from '../helpers/state.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rechained } from '../helpers/rechained.js';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { cleanupHarness, copyWorkspace, madeOnceRun, makeWorkspace, runActionStep, type ActionResult } from '../helpers/action-harness.js';
import { STAGE_LIB } from '../helpers/cli.js';
import { PAR_LIB, parallelYaml } from './parallel-fixtures.js';
import { CAMPAIGN } from '../tiers.js';
import { testGitSource } from '../helpers/git-head.js';

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

function gatedYaml(approvers = '[alice, bob]'): string {
  return `version: '4.0'
name: gated
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  optional: [topic]
steps:
  design:
    run: 'source lib.sh; stage DESIGNED'
    output: 'runs/{{run_id}}/design.md'
    statuses: {DESIGNED: sign_off}
    max_visits: 3
  sign_off:
    approval: { message: 'Approve the design?', approvers: ${approvers} }
    on_approve: implement
    on_reject: design
    max_visits: 3
  implement:
    run: 'source lib.sh; stage IMPLEMENTED'
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: DONE}
`;
}

/** A fresh checkout holding the gated workflow and the stage library. */
function checkout(approvers?: string): string {
  const ws = makeWorkspace('sg-approval-');
  writeFileSync(join(ws, 'lib.sh'), STAGE_LIB);
  writeFileSync(join(ws, WF), gatedYaml(approvers));
  return ws;
}

function counter(ws: string): string[] {
  const p = join(ws, 'counter.txt');
  return existsSync(p) ? readFileSync(p, 'utf8').split('\n').filter(Boolean) : [];
}

function state(ws: string): any {
  return replayedState(ws, STATE);
}

interface Job {
  workspace: string;
  run: string;
  job: string;
  inputs?: Record<string, string>;
  actor?: string;
  persist?: 'artifact' | 'none';
}

async function job(o: Job): Promise<ActionResult> {
  const persist = o.persist ?? 'artifact';
  return runActionStep({
    workspace: o.workspace,
    inputs: { workflow: WF, 'run-id': 'r1', inputs: 'topic=cats', persist, ...(o.inputs ?? {}) },
    runId: o.run,
    job: o.job,
    env: { ...(persist === 'artifact' ? fake.env({ workflowRunId: o.run, jobId: o.job }) : {}), ...(o.actor ? { GITHUB_ACTOR: o.actor } : {}) },
  });
}

/** A run paused at sign_off by its first job, its state in the job's artifact (made once, workflow run 3090); each caller's own run has a copy. */
const pausedInArtifact = madeOnceRun(() => fake, '3090', async (run) => {
  const paused = await job({ workspace: checkout(), run, job: 'design' });
  expect(paused.outputs, paused.stdout + paused.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'pending-approval': 'sign_off' });
  return paused;
});

/** A run paused at sign_off in its workspace (persist: none), made once per approvers list; each caller a copy of the workspace. */
const pausedWorkspaces = new Map<string, Promise<string>>();
async function pausedHere(approvers = '[alice, bob]'): Promise<string> {
  let made = pausedWorkspaces.get(approvers);
  if (!made) {
    made = (async () => {
      const ws = checkout(approvers);
      const paused = await job({ workspace: ws, run: '3091', job: 'design', persist: 'none' });
      expect(paused.outputs, paused.stdout + paused.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'pending-approval': 'sign_off' });
      expect(counter(ws)).toEqual(['design']);
      return ws;
    })();
    pausedWorkspaces.set(approvers, made);
  }
  return copyWorkspace(await made, 'sg-approval-');
}

describe('approve through the action', () => {
  it('pauses in one job; a later job with approve records the actor on the restored state and completes', { tags: [CAMPAIGN] }, async () => {
    const ws1 = checkout();
    const paused = await job({ workspace: ws1, run: '3001', job: 'design' });
    expect(paused.exitCode, paused.stdout + paused.stderr).toBe(0);
    expect(paused.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'sign_off', 'pending-approval': 'sign_off' });
    expect(paused.summary).toContain('awaits approval');
    expect(paused.summary).toContain('<code>approve: sign&#95;off</code>');
    // The summary graph draws the approval step as a hexagon, the path so far thick.
    const mermaid = /```mermaid\n([\s\S]+?)\n```/.exec(paused.summary)![1]!;
    expect(mermaid).toContain('s1{{"▶ sign_off"}}');
    expect(mermaid).toContain('s1 -->|"approve"| s2');
    expect(mermaid).toContain('s1 -->|"reject"| s0');
    expect(counter(ws1)).toEqual(['design']);
    const artifact = paused.outputs['artifact-name']!;
    expect(fake.artifacts('3001').map((a) => a.name)).toEqual([artifact]);

    const ws2 = checkout();
    const approved = await job({ workspace: ws2, run: '3001', job: 'release', actor: 'alice', inputs: { approve: 'true', 'approval-note': 'ship it' } });
    expect(approved.exitCode, approved.stdout + approved.stderr).toBe(0);
    expect(approved.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'completed-steps': '["design","sign_off","implement"]' });
    expect(approved.outputs['pending-approval']).toBeUndefined();
    expect(approved.summary).toContain('approved by <code>alice</code>');
    expect(approved.summary).toContain('ship it');
    // design ran in the first job only; the decision is tied to the digest it approved.
    expect(counter(ws2)).toEqual(['implement']);
    const s = state(ws2);
    expect(s.approvals).toEqual([expect.objectContaining({ step: 'sign_off', visit: 1, decision: 'approved', by: 'alice', note: 'ship it' })]);
    expect(s.approvals[0].state_digest).toBe(state(ws1).pending_approval.state_digest);
    expect(s.pending_approval).toBeNull();
  });

  it('command: status of the paused run shows the next step: the decision, as the pausing job did', async () => {
    const ws = await pausedHere();
    const status = await job({ workspace: ws, run: '3010', job: 'look', persist: 'none', inputs: { command: 'status' } });
    expect(status.exitCode, status.stdout + status.stderr).toBe(0);
    expect(status.summary).toContain('#### Next');
    expect(status.summary).toContain('<code>approve: sign&#95;off</code>');
    expect(status.summary).toContain('Locally, with the CLI: <code>stagegate approve gated.yaml --run-id r1 --by NAME</code>');
    // The pending approval said once (the Next block, with its approvers), not in the banner too.
    expect(status.summary.match(/awaits approval/g), status.summary).toHaveLength(1);
    expect(counter(ws)).toEqual(['design']);
  });

  it('approve names the step: another step is refused and nothing is recorded or run', async () => {
    await pausedInArtifact('3002');
    const ws2 = checkout();
    const r = await job({ workspace: ws2, run: '3002', job: 'release', actor: 'alice', inputs: { approve: 'implement' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('APPROVAL_NOT_PENDING');
    // The banner says a decision was refused, not the class's "Input needed".
    expect(r.summary).toMatch(/^### ⛔ Decision refused: /);
    expect(r.summary).toContain('step sign&#95;off awaits approval, not implement');
    expect(r.summary).toContain('use approve: sign&#95;off (or approve: true');
    expect(r.summary).not.toContain('Did you mean');
    expect(counter(ws2)).toEqual([]);
    expect(state(ws2).approvals ?? []).toEqual([]);
    // A near miss of the pending step's id: a did-you-mean (user34a), and nothing recorded either.
    const near = await job({ workspace: ws2, run: '3002', job: 'release1', actor: 'alice', inputs: { approve: 'signoff' } });
    expect(near.outputs['status']).toBe('APPROVAL_NOT_PENDING');
    expect(near.summary).toContain('Did you mean &#39;approve: sign&#95;off&#39;?');
    expect(state(ws2).approvals ?? []).toEqual([]);
    // The named pending step is accepted.
    const ok = await job({ workspace: ws2, run: '3002', job: 'release2', actor: 'bob', inputs: { approve: 'sign_off' } });
    expect(ok.outputs['status']).toBe('WORKFLOW_COMPLETE');
    // The steps table gives the approval step's verdict, the decision, where a stage's gives its gate.
    expect(ok.summary).toContain('| <code>sign&#95;off</code> | ✓ completed | approved by <code>bob</code> |');
  });

  it('refuses an actor who is not an approver', async () => {
    await pausedInArtifact('3003');
    const before = fake.artifacts('3003').length;
    const ws2 = checkout();
    const r = await job({ workspace: ws2, run: '3003', job: 'release', actor: 'mallory', inputs: { approve: 'true' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('APPROVER_NOT_ALLOWED');
    expect(r.summary).toMatch(/^### ⛔ Decision refused: /);
    expect(r.annotations.find((a) => a.level === 'error')?.message).toContain('mallory may not approve step sign_off');
    // The fix in the action's terms: who runs the job decides (the CLI says --by alice).
    // Every approver named (alice and bob), not only the first.
    expect(r.annotations.find((a) => a.level === 'error')?.message).toMatch(/\nFix: Decide as one of them: a job run by GitHub actor alice or bob\.$/);
    expect(r.summary).toContain('**Fix:** Decide as one of them: a job run by GitHub actor alice or bob.');
    expect(r.summary).toContain('the GitHub actor (github.actor) is none of them');
    expect(`${r.summary}\n${r.annotations.map((a) => a.message).join('\n')}`).not.toContain('--by');
    expect(counter(ws2)).toEqual([]);
    expect(state(ws2).approvals ?? []).toEqual([]);
    expect(fake.artifacts('3003').length).toBe(before); // nothing new was saved
  });

  it('a refused decision still reports the run as it stands: restored-from, the step it is paused at, the approval it awaits', async () => {
    const paused = await pausedInArtifact('3013');
    const restored = paused.outputs['artifact-name']!;
    expect(restored).not.toBe('');
    const standing = { 'run-id': 'r1', 'active-step': 'sign_off', 'completed-steps': '["design"]', 'state-path': STATE, 'manifest-path': 'runs/r1/RUN_MANIFEST.yaml', 'pending-approval': 'sign_off', 'restored-from': restored, 'stages-run': '0', 'artifact-name': '' };
    // Another step named (the action's own refusal), and an actor who is not an approver (the core's).
    const otherStep = await job({ workspace: checkout(), run: '3013', job: 'release', actor: 'alice', inputs: { approve: 'implement' } });
    expect(otherStep.exitCode).toBe(1);
    expect(otherStep.outputs).toEqual(expect.objectContaining({ status: 'APPROVAL_NOT_PENDING', complete: 'false', ...standing }));
    const notApprover = await job({ workspace: checkout(), run: '3013', job: 'release2', actor: 'mallory', inputs: { reject: 'true' } });
    expect(notApprover.exitCode).toBe(1);
    expect(notApprover.outputs).toEqual(expect.objectContaining({ status: 'APPROVER_NOT_ALLOWED', complete: 'false', ...standing }));
    // The summary says where the state came from, as every other summary of a restored run does.
    for (const r of [otherStep, notApprover]) expect(r.summary).toContain(`Carried state: restored from <code>${restored}</code>`);
  });

  it('matches the actor against approvers case-insensitively (GitHub logins are): Alice decides for [alice]', { tags: [CAMPAIGN] }, async () => {
    const ws = await pausedHere('[alice]');
    const r = await job({ workspace: ws, run: '3012', job: 'release', persist: 'none', actor: 'Alice', inputs: { approve: 'true' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(state(ws).approvals).toEqual([expect.objectContaining({ decision: 'approved', by: 'Alice' })]);
  });

  it('refuses when the state was edited since the approval was requested', async () => {
    const ws = await pausedHere('[alice]');
    const edited = readFileSync(join(ws, STATE), 'utf8').replace('topic: cats', 'topic: dogs');
    writeFileSync(join(ws, STATE), edited);
    const r = await job({ workspace: ws, run: '3004', job: 'release', persist: 'none', actor: 'alice', inputs: { approve: 'true', inputs: 'topic=dogs' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(readFileSync(join(ws, STATE), 'utf8')).toBe(edited);
    expect(counter(ws)).toEqual(['design']);
  });

  it('APPROVAL_STATE_CHANGED (the state differs from the one the approval was requested for): the fix names what the Action user does, not the CLI\'s commands', async () => {
    // No command of this version reaches it (a state changes only through its journal, whose
    // edits are refused first): forged here, a journal rechained with an event that replays while
    // the approval is pending (a source change kept, which changes nothing but the state's record
    // of source changes) and the projections that pin the journal's head removed.
    const ws = await pausedHere('[alice]');
    const journalPath = join(ws, 'runs/r1/workflow_state.journal.jsonl');
    const events = readFileSync(journalPath, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const at = events.at(-1)!['at'];
    const change = { policy: 'keep', source_commit: null, agent_package_version: null, stale: [], voided_approvals: [], rerun_from: null, kept: [] };
    writeFileSync(journalPath, rechained([...events, { at, event: 'source_changed', change, to: 'sign_off', stop: null }]));
    rmSync(join(ws, STATE));
    rmSync(join(ws, 'runs/r1/RUN_MANIFEST.yaml'), { force: true });
    const journal = readFileSync(journalPath, 'utf8');
    const r = await job({ workspace: ws, run: '3012', job: 'release', persist: 'none', actor: 'alice', inputs: { approve: 'true' } });
    expect(r.outputs['status'], r.stdout + r.stderr).toBe('APPROVAL_STATE_CHANGED');
    expect(r.exitCode).toBe(1);
    // Not the class's "Contract violated": the workflow is fine, the decision was refused.
    expect(r.summary).toMatch(/^### ⛔ Decision refused: /);
    const error = r.annotations.find((a) => a.level === 'error')?.message ?? '';
    const fix = error.split('\nFix: ')[1] ?? '';
    // The Action restores the run's state itself: its user runs the action without approve (the run
    // asks again for the state as it is now) and decides after that, not "restore the state".
    expect(fix).toBe(
      'Look at what changed with command: status (the same run-id and workflow), then run this action with command: run and without approve or reject, which requests the approval of step sign_off again for the state as it is now (the run pauses there again), and decide in a later step of this job (persist: none: the same workspace) (approve: sign_off, or approve: true).',
    );
    for (const cli of ['stagegate', 'Restore the state', '--']) expect(fix).not.toContain(cli);
    expect(r.summary).toContain('requests the approval of step sign&#95;off again for the state as it is now');
    expect(readFileSync(journalPath, 'utf8')).toBe(journal);
    expect(counter(ws)).toEqual(['design']);
    // Followed: the run without approve asks again (nothing else runs); the decision after it is recorded.
    const again = await job({ workspace: ws, run: '3012', job: 'release', persist: 'none' });
    expect(again.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'pending-approval': 'sign_off' });
    expect(counter(ws)).toEqual(['design']);
    const decided = await job({ workspace: ws, run: '3012', job: 'release', persist: 'none', actor: 'alice', inputs: { approve: 'sign_off' } });
    expect(decided.outputs['status'], decided.stdout + decided.stderr).toBe('WORKFLOW_COMPLETE');
    expect(counter(ws)).toEqual(['design', 'implement']);
  });

  it('approve with allow-workflow-change after the workflow file was edited: recorded and the run continues, as the refusal without it says', { tags: [CAMPAIGN] }, async () => {
    const ws = await pausedHere('[alice]');
    writeFileSync(join(ws, WF), gatedYaml('[alice]').replace("'Approve the design?'", "'Ship the design?'"));
    const refused = await job({ workspace: ws, run: '3011', job: 'release', persist: 'none', actor: 'alice', inputs: { approve: 'true' } });
    expect(refused.outputs['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(refused.annotations.find((a) => a.level === 'error')?.message).toContain('allow-workflow-change');
    expect(state(ws).approvals ?? []).toEqual([]);
    const r = await job({ workspace: ws, run: '3011', job: 'release2', persist: 'none', actor: 'alice', inputs: { approve: 'true', 'allow-workflow-change': 'true' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(state(ws).approvals).toEqual([expect.objectContaining({ decision: 'approved', by: 'alice' })]);
    expect(counter(ws)).toEqual(['design', 'implement']);
  });

  it('a run paused before stagegate checked approval messages: approve records the decision with the finding as a warning annotation; the run continues once the file is fixed (allow-workflow-change)', async () => {
    const ws = checkout('[alice]');
    const undeclared = gatedYaml('[alice]').replace("'Approve the design?'", "'Approve the design of {{release}}?'");
    writeFileSync(join(ws, WF), undeclared.replace('optional: [topic]', 'optional: [topic, release]'));
    await job({ workspace: ws, run: '3012', job: 'design', persist: 'none' });
    // As an older stagegate wrote it: the run started under the file that leaves release undeclared (its digest in the journal).
    writeFileSync(join(ws, WF), undeclared);
    const digest = createHash('sha256').update(readFileSync(join(ws, WF))).digest('hex');
    const journalPath = join(ws, 'runs/r1/workflow_state.journal.jsonl');
    const events = readFileSync(journalPath, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    writeFileSync(journalPath, rechained(events.map((e) => (e['event'] === 'run_started' ? { ...e, workflow_digest: digest } : e))));
    rmSync(join(ws, STATE));
    rmSync(join(ws, 'runs/r1/RUN_MANIFEST.yaml'));
    const r = await job({ workspace: ws, run: '3012', job: 'release', persist: 'none', actor: 'alice', inputs: { approve: 'true' } });
    // Recorded in the journal (the state helper loads the workflow, which this stagegate refuses until it is fixed).
    const decided = readFileSync(journalPath, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e['event'] === 'approval_decided');
    expect(decided).toEqual([expect.objectContaining({ decision: 'approved', by: 'alice' })]);
    const warning = r.annotations.find((a) => a.level === 'warning' && a.message.includes('UNDECLARED_PLACEHOLDER'));
    expect(warning?.message, JSON.stringify(r.annotations)).toContain("approval message of step 'sign_off' uses {{release}}");
    expect(warning?.message).toContain("then: `command: run, workflow: gated.yaml, run-id: r1, allow-workflow-change: 'true'`");
    expect(r.summary).toContain('Recorded anyway');
    expect(counter(ws)).toEqual(['design']);
    writeFileSync(join(ws, WF), undeclared.replace('optional: [topic]', 'optional: [topic, release]'));
    const done = await job({ workspace: ws, run: '3012', job: 'release2', persist: 'none', inputs: { 'allow-workflow-change': 'true' } });
    expect(done.outputs['status'], done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(counter(ws)).toEqual(['design', 'implement']);
  });

  it('reject follows on_reject and the run pauses at the approval again on its next visit', async () => {
    const ws = await pausedHere();
    const r = await job({ workspace: ws, run: '3005', job: 'review', persist: 'none', actor: 'bob', inputs: { reject: 'true', 'approval-note': 'not yet' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'sign_off', 'pending-approval': 'sign_off' });
    expect(r.summary).toContain('rejected by <code>bob</code>');
    expect(counter(ws)).toEqual(['design', 'design']);
    const s = state(ws);
    expect(s.approvals).toEqual([expect.objectContaining({ decision: 'rejected', by: 'bob', note: 'not yet', visit: 1 })]);
    expect(s.pending_approval).toMatchObject({ step: 'sign_off', visit: 2 });
  });

  it('"Re-run failed jobs" of the approving job: the decision it recorded is not asked for again, and the run continues', async () => {
    // The approving job (behind the environment) records the decision, then a later stage of the
    // same job fails. GitHub's "Re-run failed jobs" runs that job again with the same inputs
    // (approve: sign_off) as the same actor; its restored state is its own, past the approval.
    const flaky = gatedYaml().replace("run: 'source lib.sh; stage IMPLEMENTED'", `run: 'if [ -n "\${FAIL_IMPLEMENT:-}" ]; then exit 3; fi; source lib.sh; stage IMPLEMENTED'`);
    const flakyCheckout = (): string => {
      const ws = checkout();
      writeFileSync(join(ws, WF), flaky);
      return ws;
    };
    const run = '3007';
    expect((await job({ workspace: flakyCheckout(), run, job: 'design' })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const failed = await runActionStep({
      workspace: flakyCheckout(),
      inputs: { workflow: WF, 'run-id': 'r1', inputs: 'topic=cats', approve: 'sign_off' },
      runId: run,
      job: 'release',
      env: { ...fake.env({ workflowRunId: run, jobId: 'release' }), GITHUB_ACTOR: 'alice', FAIL_IMPLEMENT: '1' },
    });
    expect(failed.outputs['status']).toBe('STAGE_FAILED');
    expect(failed.summary).toContain('approved by <code>alice</code>');
    const ws = flakyCheckout();
    const rerun = await runActionStep({
      workspace: ws,
      inputs: { workflow: WF, 'run-id': 'r1', inputs: 'topic=cats', approve: 'sign_off' },
      runId: run,
      attempt: '2',
      job: 'release',
      env: { ...fake.env({ workflowRunId: run, jobId: 'release' }), GITHUB_ACTOR: 'alice' },
    });
    expect(rerun.exitCode, rerun.stdout + rerun.stderr).toBe(0);
    expect(rerun.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'restored-from': failed.outputs['artifact-name'] });
    expect(rerun.summary).toContain('already recorded');
    expect(counter(ws)).toEqual(['implement']);
    // Recorded once: the re-run added no second decision.
    expect(state(ws).approvals).toEqual([expect.objectContaining({ step: 'sign_off', visit: 1, decision: 'approved', by: 'alice' })]);
    // Another actor, or the other decision, is still refused: nothing is pending for them to decide.
    const other = await runActionStep({
      workspace: flakyCheckout(),
      inputs: { workflow: WF, 'run-id': 'r1', inputs: 'topic=cats', reject: 'sign_off' },
      runId: run,
      attempt: '3',
      job: 'release',
      env: { ...fake.env({ workflowRunId: run, jobId: 'release' }), GITHUB_ACTOR: 'alice' },
    });
    expect(other.outputs['status']).toBe('APPROVAL_NOT_PENDING');
  });

  it('"Re-run failed jobs" of the approving job after a rerun-from took its decision back: not "already recorded", refused and nothing runs', async () => {
    // The approving job records alice's decision and fails further on; a later job reruns from
    // design (rerun-from: design), which takes the decision back and fails at design, so no
    // approval is pending. GitHub's "Re-run failed jobs" of the approving job then restores that
    // state: the decision it made no longer stands, so it is not "already decided".
    const flaky = gatedYaml()
      .replace("run: 'source lib.sh; stage DESIGNED'", `run: 'if [ -n "\${FAIL_DESIGN:-}" ]; then exit 3; fi; source lib.sh; stage DESIGNED'`)
      .replace("run: 'source lib.sh; stage IMPLEMENTED'", `run: 'if [ -n "\${FAIL_IMPLEMENT:-}" ]; then exit 3; fi; source lib.sh; stage IMPLEMENTED'`);
    const flakyCheckout = (): string => {
      const ws = checkout();
      writeFileSync(join(ws, WF), flaky);
      return ws;
    };
    const run = '3008';
    const inputs = { workflow: WF, 'run-id': 'r1', inputs: 'topic=cats' };
    expect((await job({ workspace: flakyCheckout(), run, job: 'design' })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const failed = await runActionStep({ workspace: flakyCheckout(), inputs: { ...inputs, approve: 'sign_off' }, runId: run, job: 'release', env: { ...fake.env({ workflowRunId: run, jobId: 'release' }), GITHUB_ACTOR: 'alice', FAIL_IMPLEMENT: '1' } });
    expect(failed.outputs['status']).toBe('STAGE_FAILED');
    const redo = await runActionStep({ workspace: flakyCheckout(), inputs: { ...inputs, 'rerun-from': 'design' }, runId: run, job: 'redo', env: { ...fake.env({ workflowRunId: run, jobId: 'redo' }), FAIL_DESIGN: '1' } });
    expect(redo.outputs['status']).toBe('STAGE_FAILED');
    expect(redo.outputs['pending-approval']).toBeUndefined();
    const ws = flakyCheckout();
    const rerun = await runActionStep({ workspace: ws, inputs: { ...inputs, approve: 'sign_off' }, runId: run, attempt: '2', job: 'release', env: { ...fake.env({ workflowRunId: run, jobId: 'release' }), GITHUB_ACTOR: 'alice' } });
    expect(rerun.outputs).toMatchObject({ status: 'APPROVAL_NOT_PENDING', 'restored-from': redo.outputs['artifact-name'] });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.summary).not.toContain('already recorded');
    expect(rerun.annotations.find((a) => a.level === 'error')?.message).toContain('run r1: no approval is pending (active step: design); nothing was recorded');
    // Nothing ran and nothing was recorded: the one decision is the one taken back.
    expect(counter(ws)).toEqual([]);
    expect(state(ws).approvals).toEqual([expect.objectContaining({ step: 'sign_off', decision: 'approved', by: 'alice', taken_back_at: expect.any(String) })]);
  });

  it('a decision naming the step of a finished run: the refusal says it finished and how, and advises no continuing', { tags: [CAMPAIGN] }, async () => {
    const ws = await pausedHere();
    expect((await job({ workspace: ws, run: '3010', job: 'b', persist: 'none', actor: 'alice', inputs: { approve: 'true' } })).outputs['status']).toBe('WORKFLOW_COMPLETE');
    const late = await job({ workspace: ws, run: '3010', job: 'c', persist: 'none', actor: 'bob', inputs: { reject: 'sign_off' } });
    expect(late.outputs['status']).toBe('APPROVAL_NOT_PENDING');
    const message = late.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(message).toContain('run r1 already finished (WORKFLOW_COMPLETE) and awaits no approval; nothing was recorded');
    expect(message).not.toMatch(/continue the run|none, the run finished/);
    expect(message).toContain('execution-mode: fresh');
    expect(state(ws).approvals).toEqual([expect.objectContaining({ step: 'sign_off', decision: 'approved', by: 'alice' })]);
  });

  it('a decision for a run this job has no state of: the fix says what the action user changes (it restores the state itself), not "restore the state first"', async () => {
    const ws = checkout();
    const none = await job({ workspace: ws, run: '3020', job: 'x', persist: 'none', actor: 'alice', inputs: { approve: 'true' } });
    expect(none.outputs['status']).toBe('APPROVAL_NOT_PENDING');
    const fixOf = (r: ActionResult) => r.annotations.find((a) => a.level === 'error')?.message.split('\nFix: ')[1] ?? '';
    expect(fixOf(none)).toMatch(/^With persist: none the action carries no run between jobs, so this job sees only what its workspace holds: decide in a later step of the job the run paused in \(the same workspace\), or let the action carry the run \(persist: artifact, the default\)/);
    expect(fixOf(none)).toContain('If the run has not started, start it with command: run (workflow: gated.yaml, run-id: r1)');
    // persist: artifact, and no artifact of the run in this workflow run (nor the one resume-from-run-id names).
    const lost = await job({ workspace: checkout(), run: '3021', job: 'y', actor: 'alice', inputs: { approve: 'true' } });
    expect(lost.outputs['status']).toBe('APPROVAL_NOT_PENDING');
    expect(fixOf(lost)).toMatch(/^The action looked for the run's state in this workflow run's artifacts and found none\. Decide \(approve: …\) in a later job of the workflow run whose job paused it \(needs: that job\), or from another workflow run with resume-from-run-id: /);
    for (const r of [none, lost]) {
      expect(fixOf(r)).not.toContain('restore the run');
      expect(r.summary).not.toContain('restore the run&#39;s state first');
    }
    expect(counter(ws)).toEqual([]);
  });

  it('refuses a decision when nothing is pending, and bad approval inputs', async () => {
    const ws = checkout();
    const none = await job({ workspace: ws, run: '3006', job: 'x', persist: 'none', actor: 'alice', inputs: { approve: 'true' } });
    expect(none.exitCode).toBe(1);
    expect(none.outputs['status']).toBe('APPROVAL_NOT_PENDING');
    expect(counter(ws)).toEqual([]);
    const both = await job({ workspace: ws, run: '3006', job: 'x', persist: 'none', actor: 'alice', inputs: { approve: 'true', reject: 'true' } });
    expect(both.outputs['status']).toBe('ACTION_INPUT_INVALID');
    const status = await job({ workspace: ws, run: '3006', job: 'x', persist: 'none', actor: 'alice', inputs: { command: 'status', approve: 'true' } });
    expect(status.outputs['status']).toBe('ACTION_INPUT_INVALID');
    expect(status.annotations.find((a) => a.level === 'error')?.message).toContain("input 'approve' needs command: run");
    // A matrix leg (shard:) runs one shard and never decides: the decision would be dropped unsaid.
    const leg = await job({ workspace: ws, run: '3006', job: 'x', persist: 'none', actor: 'alice', inputs: { approve: 'true', shard: 'C-01' } });
    expect(leg.outputs['status']).toBe('ACTION_INPUT_INVALID');
    expect(leg.annotations.find((a) => a.level === 'error')?.message).toContain("input 'approve' cannot be combined with 'shard'");
    const noActor = await job({ workspace: ws, run: '3006', job: 'x', persist: 'none', inputs: { approve: 'true' } });
    expect(noActor.outputs['status']).toBe('ACTION_INPUT_INVALID');
    expect(noActor.annotations.find((a) => a.level === 'error')?.message).toContain('GITHUB_ACTOR');
    expect(counter(ws)).toEqual([]);
  });
});

describe('a pause whose state could not be saved', () => {
  it('the summary says the state was not saved and to re-run the job, not to decide in a later job that would find nothing', async () => {
    fake.failNext({ method: 'POST', path: /CreateArtifact$/ }, 400);
    const r = await job({ workspace: checkout(), run: '3301', job: 'design' });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'artifact-name': '' });
    expect(r.summary).toContain('was **not saved** as an artifact');
    expect(r.summary).not.toContain('Decide: run this action');
    expect(r.summary).not.toContain('restored from artifact');
  });
});

describe('the notice of a pause names the step the run waits at', () => {
  it('after a stop-after-step in an earlier invocation, the approval pause is noted at the approval step, not the step the earlier invocation stopped after', { tags: [CAMPAIGN] }, async () => {
    const ws = checkout();
    const lineOf = (text: string) => readFileSync(join(ws, WF), 'utf8').split('\n').indexOf(text) + 1;
    const first = await job({ workspace: ws, run: '3201', job: 'a', persist: 'none', inputs: { 'stop-after-step': 'design' } });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.annotations.find((a) => a.level === 'notice')?.properties).toMatchObject({ title: 'stagegate: PARTIAL_RESUMABLE at step design', line: String(lineOf('  design:')) });
    const second = await job({ workspace: ws, run: '3201', job: 'a', persist: 'none' });
    expect(second.outputs['pending-approval']).toBe('sign_off');
    const notice = second.annotations.find((a) => a.level === 'notice');
    expect(notice?.message).toContain('sign_off');
    expect(notice?.properties).toMatchObject({ title: 'stagegate: PARTIAL_RESUMABLE at step sign_off', line: String(lineOf('  sign_off:')) });
  });
});

describe('a run paused in a child workflow branch of a parallel step', () => {
  it("the summary names the branch's child run and where it is decided, not 'continue at step'", async () => {
    const ws = makeWorkspace('sg-approval-branch-');
    const child = ["version: '4.0'", 'name: child', "state_path: 'out/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  check:', "    approval: { message: 'ship it?' }", '    on_approve: DONE'].join('\n');
    writeFileSync(join(ws, 'par.sh'), PAR_LIB);
    writeFileSync(join(ws, 'child.yaml'), child + '\n');
    writeFileSync(join(ws, 'par.yaml'), parallelYaml({ a: {}, sub: { body: ['child_workflow: child.yaml', "inputs: { run_id: 'c-{{run_id}}' }", 'statuses: { WORKFLOW_COMPLETE: DONE }'] } }));
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'par.yaml', 'run-id': 'r1', persist: 'none' }, runId: '3101', job: 'par', env: {} });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'checks' });
    expect(r.summary).toContain('Branch <code>sub</code> of step <code>checks</code> waits in child workflow run <code>c-r1</code> (<code>child.yaml</code>)');
    expect(r.summary).toContain('<code>stagegate approve child.yaml --run-id c-r1</code>');
    expect(r.summary).not.toContain('Continue at step');
  });

  it('two branches paused in their child runs: the summary names both, in declared order, and the local command is the first', async () => {
    const ws = makeWorkspace('sg-approval-branches-');
    const child = (name: string) => [`version: '4.0'`, `name: ${name}`, "state_path: 'out/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  check:', "    approval: { message: 'ship it?' }", '    on_approve: DONE'].join('\n') + '\n';
    const branch = (name: string) => ({ body: [`child_workflow: ${name}.yaml`, `inputs: { run_id: '${name}-{{run_id}}' }`, 'statuses: { WORKFLOW_COMPLETE: DONE }'] });
    writeFileSync(join(ws, 'par.sh'), PAR_LIB);
    for (const name of ['one', 'two']) writeFileSync(join(ws, `${name}.yaml`), child(name));
    // max_concurrency 1: `two` starts only after `one` paused.
    writeFileSync(join(ws, 'par.yaml'), parallelYaml({ one: branch('one'), two: branch('two') }, { max: 1 }));
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'par.yaml', 'run-id': 'r1', persist: 'none' }, runId: '3102', job: 'par', env: {} });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'checks' });
    const one = r.summary.indexOf('Branch <code>one</code> of step <code>checks</code> waits in child workflow run <code>one-r1</code>');
    const two = r.summary.indexOf('Branch <code>two</code> of step <code>checks</code> waits in child workflow run <code>two-r1</code>');
    expect(one).toBeGreaterThan(-1);
    expect(two).toBeGreaterThan(one);
    expect(r.summary).toContain("the decision is recorded in the first child run above that awaits one (one decision per job: the next job's goes to the next)");
    expect(r.summary).toContain('this run continues the children');
    expect(r.summary).toContain('Locally, with the CLI: <code>stagegate approve one.yaml --run-id one-r1</code>');
  });
});

describe('a decision a child run refuses', () => {
  it('is reported as the parent run\'s (banner, check title, outputs), the message naming the child run that refused', async () => {
    const ws = makeWorkspace('sg-approval-child-refuses-');
    const child = ["version: '4.0'", 'name: child', "state_path: 'out/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  check:', "    approval: { message: 'ship it?', approvers: [alice] }", '    on_approve: DONE'].join('\n');
    const parent = ["version: '4.0'", 'name: parent', "state_path: 'out/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  sub:', '    child_workflow: child.yaml', "    inputs: { run_id: 'c-{{run_id}}' }", '    statuses: { WORKFLOW_COMPLETE: DONE }'].join('\n');
    writeFileSync(join(ws, 'child.yaml'), child + '\n');
    writeFileSync(join(ws, 'parent.yaml'), parent + '\n');
    const paused = await runActionStep({ workspace: ws, inputs: { workflow: 'parent.yaml', 'run-id': 'pz', persist: 'none', 'check-name': 'stagegate / child-refuses' }, runId: '3301', job: 'j', token: 'ghs_approval_token', env: fake.env({ workflowRunId: '3301' }) });
    expect(paused.outputs, paused.stdout + paused.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'run-id': 'pz' });
    // Beside the check's name, the pull request's author reads what the run waits for: the child's approval step.
    const waiting = fake.checkRuns.filter((c) => c.name === 'stagegate / child-refuses').at(-1) as { output: { title: string } };
    expect(waiting.output.title).toBe('PARTIAL_RESUMABLE · parent run pz · awaiting approval: check');
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'parent.yaml', 'run-id': 'pz', persist: 'none', approve: 'true', 'check-name': 'stagegate / child-refuses' }, runId: '3301', job: 'j', token: 'ghs_approval_token', env: { ...fake.env({ workflowRunId: '3301' }), GITHUB_ACTOR: 'mallory' } });
    expect(r.exitCode).toBe(1);
    const check = fake.checkRuns.filter((c) => c.name === 'stagegate / child-refuses').at(-1) as { output: { title: string } };
    expect(check.output.title).toBe('APPROVER_NOT_ALLOWED · run pz');
    expect(r.outputs).toMatchObject({ status: 'APPROVER_NOT_ALLOWED', 'run-id': 'pz' });
    expect(r.summary).toContain('parent · run <code>pz</code>');
    expect(r.summary).not.toContain('run <code>c-pz</code>');
    expect(r.summary).toContain('in child run c-pz (child): ');
    const error = r.annotations.find((a) => a.level === 'error');
    expect(error?.message).toContain('APPROVER_NOT_ALLOWED: in child run c-pz (child): ');
  });
});

describe('approve asks for the source commit only when there is a run to decide on', () => {
  /** A job with `approve` whose git port records each time it is asked for HEAD (and what it answered). */
  async function approveCounting(ws: string, workflow: string, asked: Array<string | null>): Promise<ActionResult> {
    return runActionStep({
      workspace: ws,
      inputs: { workflow, 'run-id': 'r1', inputs: 'topic=cats', persist: 'none', approve: 'true' },
      runId: '3200',
      job: 'release',
      env: { GITHUB_ACTOR: 'alice' },
      git: { sourceCommit: (workspace) => { const head = testGitSource.sourceCommit(workspace); asked.push(head); return head; } },
    });
  }

  it('a workflow that does not load, or a run not started: refused as before, and git is never asked', async () => {
    const ws = checkout();
    writeFileSync(join(ws, 'bad.yaml'), "version: '4.0'\nname: [bad\n");
    for (const [workflow, status] of [
      ['nope.yaml', 'WORKFLOW_CONTRACT_INVALID'],
      ['bad.yaml', 'WORKFLOW_CONTRACT_INVALID'],
      [WF, 'APPROVAL_NOT_PENDING'],
    ] as const) {
      const asked: Array<string | null> = [];
      const r = await approveCounting(ws, workflow, asked);
      expect(r.outputs['status'], `${workflow}: ${r.stdout}`).toBe(status);
      expect(asked, workflow).toEqual([]);
    }
    expect(existsSync(join(ws, STATE))).toBe(false);
  });

  it('a paused run: asked once for the decision (recorded with it), once more by the run that continues', { tags: [CAMPAIGN] }, async () => {
    const ws = checkout();
    await job({ workspace: ws, run: '3201', job: 'design', persist: 'none' });
    const asked: Array<string | null> = [];
    const r = await approveCounting(ws, WF, asked);
    expect(r.outputs['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const head = state(ws).steps.design.source_commit;
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    expect(state(ws).approvals).toEqual([expect.objectContaining({ step: 'sign_off', by: 'alice', source_commit: head })]);
    expect(asked).toEqual([head, head]);
  });
});
