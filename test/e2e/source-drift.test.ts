/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// A verdict belongs to the commit it judged (issue 21): a run that stopped resumes at another git
// commit. refuse (the default) stops with STALE_ARTIFACT_REJECTED before anything runs; rerun runs
// the stale steps again from the earliest; keep continues with the old verdicts and says so.
// Approvals made at another commit never count. Real git repositories, real commits.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, runCli, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { EXIT_STATUS } from '../../src/core/run/stop-codes.js';
import { RunLock } from '../../src/core/state/lock.js';
import { basename, dirname, join } from 'node:path';
import { FAKE_AGENT } from './agent-support.js';
import { machine } from '../helpers/shards.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const STATE = 'runs/r1/workflow_state.yaml';
const MANIFEST = 'runs/r1/RUN_MANIFEST.yaml';
const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';

function reviewYaml(policy?: string): string {
  return `version: '4.0'
name: reviewed
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
${policy ? `execution:\n  on_source_change: ${policy}\n` : ''}steps:
  draft:
    run: 'source lib.sh; stage DRAFTED'
    output: 'runs/{{run_id}}/draft.md'
    statuses: {DRAFTED: review}
  review:
    run: 'source lib.sh; stage APPROVED'
    output: 'runs/{{run_id}}/review.md'
    statuses: {APPROVED: publish}
  publish:
    run: 'source lib.sh; stage PUBLISHED'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {PUBLISHED: DONE}
`;
}

function approvalYaml(first = false): string {
  const design = `  design:
    run: 'source lib.sh; stage DESIGNED'
    output: 'runs/{{run_id}}/design.md'
    statuses: {DESIGNED: ${first ? 'DONE' : 'sign_off'}}
`;
  const signOff = `  sign_off:
    approval: { message: 'Ship it?' }
    on_approve: ${first ? 'design' : 'implement'}
    on_reject: BLOCKED
`;
  const implement = `  implement:
    run: 'source lib.sh; stage IMPLEMENTED'
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: DONE}
`;
  return `version: '4.0'
name: gated
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
${first ? signOff + design : design + signOff + implement}`;
}

const IGNORE = { '.gitignore': 'runs/\ncounter.txt\n' };

/** A committed workspace whose run r1 stopped after `step`; returns it and the commit the verdicts were made at. */
async function stoppedAfter(yaml: string, step: string): Promise<{ ws: TempWorkspace; before: string }> {
  const ws = workspaceWith({ 'wf.yaml': yaml, 'src.txt': 'v1\n', ...IGNORE });
  const before = ws.commit('v1');
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', step, '--json']);
  expect(jsonOf(r).status, r.stderr).toBe('PARTIAL_RESUMABLE');
  return { ws, before };
}

// The runs many tests start from (r1 of reviewYaml() stopped after review; the same run
// finished) are made once, by the first test that needs each, and then only read: every test
// works on a copy of its own (machine(): its own folder, same files and git history, so the
// verdicts' commit is the copy's HEAD too) and pushes its own commits there.
const shared = new Map<string, Promise<{ ws: TempWorkspace; before: string }>>();
async function copyOf(key: string, make: () => Promise<{ ws: TempWorkspace; before: string }>): Promise<{ ws: TempWorkspace; before: string }> {
  let run = shared.get(key);
  if (run === undefined) shared.set(key, (run = make()));
  const { ws, before } = await run;
  return { ws: machine(ws), before };
}
const stoppedAfterReview = () => copyOf('stopped after review', () => stoppedAfter(reviewYaml(), 'review'));

/** A new commit of the source (what a push to the pull request does). */
function push(ws: TempWorkspace, text = 'v2\n'): string {
  ws.write('src.txt', text);
  return ws.commit('new code');
}

describe('resume at another source commit', () => {
  it('records the commit every accepted verdict was made at, in the state and the manifest', { tags: [CAMPAIGN] }, async () => {
    const { ws, before } = await stoppedAfterReview();
    const state = ws.state(STATE);
    expect(state.steps.draft).toMatchObject({ status: 'completed', source_commit: before, agent_package_version: null });
    expect(state.steps.review).toMatchObject({ status: 'completed', source_commit: before });
    expect(state.artifacts.review).toMatchObject({ source_commit: before });
    const manifest = ws.yaml(MANIFEST);
    expect(manifest.artifacts.map((a: any) => [a.step, a.source_commit])).toEqual([
      ['draft', before],
      ['review', before],
    ]);
    expect(ws.yaml(STATE).steps.review.source_commit).toBe(before);
  });

  it('refuses by default: STALE_ARTIFACT_REJECTED before anything runs, naming both commits, the stale steps and the commands', async () => {
    const { ws, before } = await stoppedAfterReview();
    const after = push(ws);
    const journal = ws.read(JOURNAL);
    const snapshot = ws.read(STATE);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(EXIT_STATUS.contract);
    const json = jsonOf(r);
    expect(json.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(json.message).toContain('the verdicts of draft, review were made at source commit ' + before.slice(0, 12));
    expect(json.message).toContain('now at source commit ' + after.slice(0, 12));
    expect(json.hint).toContain('stagegate run wf.yaml --run-id r1 --on-source-change rerun');
    expect(json.hint).toContain('--on-source-change keep');
    expect(json.hint).toContain('--mode fresh');
    expect(json.stages_run).toBe(0);
    // Nothing ran and nothing was written.
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review']);
    expect(ws.read(JOURNAL)).toBe(journal);
    expect(ws.read(STATE)).toBe(snapshot);

    // status reports the stop a resume would make (as for a finished run).
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(status.code).toBe(EXIT_STATUS.contract);
    expect(jsonOf(status)).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', active_step: 'publish' });
    // Its next: is the command the fix names, pasteable on a line of its own (as run's), -C DIR included from elsewhere.
    expect(jsonOf(status).next_command).toBe('stagegate run wf.yaml --run-id r1 --on-source-change rerun');
    const elsewhere = await runCli(['-C', basename(ws.dir), 'status', 'wf.yaml', '--run-id', 'r1'], { cwd: dirname(ws.dir) });
    expect(elsewhere.stdout).toContain(`\n  next:     stagegate -C ${basename(ws.dir)} run wf.yaml --run-id r1 --on-source-change rerun\n`);
    // A policy that takes the verdicts back (rerun): the resume that runs them again, as its next:.
    const rerun = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']));
    expect(rerun).toMatchObject({ status: 'PARTIAL_RESUMABLE', next_command: 'stagegate run wf.yaml --run-id r1 --on-source-change rerun' });

    // plan says which verdicts are stale and predicts the stop.
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']);
    const p = jsonOf(plan);
    expect(plan.code).toBe(EXIT_STATUS.contract);
    expect(p.stop.code).toBe('STALE_ARTIFACT_REJECTED');
    expect(p.source).toMatchObject({ policy: 'refuse', source_commit: after, rerun_from: null });
    expect(p.source.verdicts).toEqual([
      expect.objectContaining({ step: 'draft', current: false, source_commit: before }),
      expect.objectContaining({ step: 'review', current: false, source_commit: before }),
    ]);
    expect(p.source.verdicts[0].why).toContain(`made at source commit ${before.slice(0, 12)}, the source is now at ${after.slice(0, 12)}`);
    const text = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toMatch(/review\s+stale {2}made at source commit/);
    // The same plan at the commit the verdicts were made at: every verdict current.
    const back = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(back)).toMatchObject({ status: 'PLAN', next_step: 'draft', source: { policy: 'rerun', rerun_from: 'draft' } });
  });

  it('the workflow file edited too: one refusal names both changes and the command that accepts both (run, status, plan); that command runs', async () => {
    const { ws, before } = await stoppedAfterReview();
    ws.write('wf.yaml', reviewYaml().replace('stage PUBLISHED', 'stage PUBLISHED  # edited'));
    const after = push(ws);
    const journal = ws.read(JOURNAL);
    const both = 'stagegate run wf.yaml --run-id r1 --allow-workflow-change --on-source-change rerun';
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const json = jsonOf(r);
    expect([json.status, r.code]).toEqual(['WORKFLOW_STATE_INTEGRITY_VIOLATION', EXIT_STATUS.contract]);
    expect(json.message).toContain("the workflow file wf.yaml changed since the run's last invocation");
    expect(json.message).toContain(`the verdicts of draft, review were made at source commit ${before.slice(0, 12)}; the workspace is now at source commit ${after.slice(0, 12)}`);
    expect(json.hint).toContain(both);
    expect(json.next_command).toBe(both);
    expect(ws.read(JOURNAL)).toBe(journal);
    // status and plan say the same refusal.
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect([status.status, status.message, status.next_command]).toEqual([json.status, json.message, both]);
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect([plan.stop.code, plan.stop.message]).toEqual([json.status, json.message]);
    // The one command continues the run: the stale steps again, then publish.
    const go = await ws.run([...both.split(' ').slice(1), '--json']);
    expect([jsonOf(go).status, go.code], go.stdout + go.stderr).toEqual(['WORKFLOW_COMPLETE', 0]);
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'draft', 'review', 'publish']);
  });

  it('rerun: a stale step that writes the same output at the new commit is judged anew, not stalled', { tags: [CAMPAIGN] }, async () => {
    // Each stage writes its output afresh, the gate only: the same bytes on every visit.
    const yaml = reviewYaml().replaceAll("run: 'source lib.sh; stage ", "run: 'rm -f \"$STAGEGATE_OUTPUT\"; source lib.sh; count; gate ");
    const { ws } = await stoppedAfter(yaml, 'review');
    push(ws);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'draft', 'review', 'publish']);
    expect(ws.state(STATE).stalls ?? []).toEqual([]);
  });

  it('rerun: every stale step runs again from the earliest, the journal says why, and the run completes', { tags: [CAMPAIGN] }, async () => {
    const { ws } = await stoppedAfterReview();
    const after = push(ws);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    const json = jsonOf(r);
    expect(json.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'draft', 'review', 'publish']);
    expect(json.source_change).toMatchObject({ policy: 'rerun', source_commit: after, rerun_from: 'draft', kept: [] });
    expect(json.source_change.stale.map((s: any) => s.step)).toEqual(['draft', 'review']);
    const state = ws.state(STATE);
    for (const id of ['draft', 'review', 'publish']) expect(state.steps[id]).toMatchObject({ status: 'completed', source_commit: after });
    expect(state.steps.draft.visits).toBe(2);
    // The journal records the change and the transition it made (publish -> draft).
    expect(state.history.map((h: any) => `${h.step}->${h.to}`)).toEqual(['draft->review', 'review->publish', 'publish->draft', 'draft->review', 'review->publish', 'publish->null']);
    const history = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
    const changed = history.events.find((e: any) => e.event === 'source_changed');
    expect(changed).toMatchObject({ status: 'on_source_change: rerun', to: 'draft' });
    expect(changed.detail).toContain('draft, review run again');
    expect(ws.yaml(MANIFEST).source_changes[0]).toMatchObject({ policy: 'rerun', rerun_from: 'draft' });
  });

  it('rerun from the workflow (execution.on_source_change) without a flag', async () => {
    const { ws } = await stoppedAfter(reviewYaml('rerun'), 'review');
    push(ws);
    // The flag beats the workflow (a refusal runs and writes nothing, so the same run serves below).
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'refuse', '--json'])).status).toBe('STALE_ARTIFACT_REJECTED');
    // A value the flag does not know is a usage error (exit 2) that runs nothing.
    const bad = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'ignore']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--on-source-change must be refuse, rerun or keep (got 'ignore')");
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review']);
    // Without the flag, the workflow's rerun.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'draft', 'review', 'publish']);
  });

  it('keep: continues with the old verdicts, recorded as a choice in the state, the manifest and the output', async () => {
    const { ws, before } = await stoppedAfterReview();
    const after = push(ws);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    const json = jsonOf(r);
    expect(json.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'publish']);
    expect(json.source_change).toMatchObject({ policy: 'keep', source_commit: after, kept: ['draft', 'review'], rerun_from: null });
    const state = ws.state(STATE);
    // The kept verdicts still say where they were made.
    expect(state.steps.review.source_commit).toBe(before);
    expect(state.steps.publish.source_commit).toBe(after);
    expect(ws.yaml(STATE).source_changes).toEqual([expect.objectContaining({ policy: 'keep', kept: ['draft', 'review'] })]);
    expect(ws.yaml(MANIFEST).source_changes).toEqual([expect.objectContaining({ policy: 'keep', kept: ['draft', 'review'], source_commit: after })]);

    // In text the choice is said in so many words.
    const { ws: ws2 } = await stoppedAfterReview();
    push(ws2);
    const text = await ws2.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--quiet']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('on_source_change: keep — continuing with the old verdicts of draft, review');
  });

  it('checks the agent package version the same way', async () => {
    const ws = workspaceWith({ 'wf.yaml': reviewYaml(), '.ai-engineering/package-version.yaml': 'package_version: 1.0.0\n', ...IGNORE });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    expect(ws.state(STATE).steps.review.agent_package_version).toBe('1.0.0');
    ws.write('.ai-engineering/package-version.yaml', 'package_version: 1.1.0\n');
    ws.commit('package 1.1.0');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status).toBe('STALE_ARTIFACT_REJECTED');
    expect(jsonOf(r).message).toContain('with agent package version 1.0.0');
    expect(jsonOf(r).message).toContain('with agent package version 1.1.0');
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plan.source.verdicts[1].why).toContain('made with agent package version 1.0.0, the package is now 1.1.0');
  });

  it('a workspace that is not a git repository has no source commit: nothing is compared', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': reviewYaml() }, { git: false });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'review', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    expect(ws.state(STATE).steps.review.source_commit).toBeNull();
    ws.write('src.txt', 'changed\n');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status).toBe('WORKFLOW_COMPLETE');
    expect(jsonOf(r).source_change).toBeUndefined();
  });
});

describe('approvals belong to the commit they approved', () => {
  it("status of a decided approval at a new commit says the resume asks again, not what the decision would have led to (keep)", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml(), ...IGNORE });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    const a = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(a.stdout).toContain('step sign_off approved by alice; a resume continues at step implement (on_approve: implement)');
    // At the same commit, status says the same.
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).message).toBe('step sign_off approved by alice; a resume continues at step implement (on_approve: implement)');
    push(ws);
    const s = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    const json = jsonOf(s);
    expect(json.status, s.stdout).toBe('PARTIAL_RESUMABLE');
    expect(json.message).not.toContain('continues at step implement');
    expect(json.message).toContain('the approval of sign_off no longer counts and is asked for again');
    // What the resume then does: asks again, runs nothing.
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']));
    expect(r).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 0 });
  });

  it('an approval given, then a new commit: the run pauses for approval again and says why; approve records the commit', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml(), ...IGNORE });
    const before = ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    expect(ws.state(STATE).pending_approval.source_commit).toBe(before);
    const a = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']);
    expect(jsonOf(a).approval).toMatchObject({ decision: 'approved', by: 'alice', source_commit: before });
    const after = push(ws);
    // keep: the design verdict stays, but the approval made at the old commit does not count.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    const json = jsonOf(r);
    expect(json).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 0 });
    expect(json.message).toContain(`the approval by alice was made at source commit ${before.slice(0, 12)}; the source is now at ${after.slice(0, 12)}, so it no longer counts`);
    expect(json.source_change).toMatchObject({ policy: 'keep', voided_approvals: ['sign_off'], kept: ['design'] });
    expect(ws.lines('counter.txt')).toEqual(['design']);
    expect(ws.state(STATE).pending_approval).toMatchObject({ step: 'sign_off', source_commit: after });
    // Approved again at the new commit, the run goes on.
    const again = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']);
    expect(jsonOf(again).approval.source_commit).toBe(after);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    expect(jsonOf(done).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['design', 'implement']);
  });

  it('under the default policy too: an approval step with no stale verdict before it pauses again', async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml(true), ...IGNORE });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).active_step).toBe('sign_off');
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'bob'])).code).toBe(0);
    push(ws);
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 0 });
    expect(r.message).toContain('so it no longer counts: decide again');
    // A request made at the old commit is made again at the new one (and a resume at the same commit keeps it).
    const pending = ws.state(STATE).pending_approval;
    const same = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(same.status).toBe('PARTIAL_RESUMABLE');
    expect(ws.state(STATE).pending_approval).toEqual(pending);
  });

  it('an approval the run already followed is asked for again at a new commit (keep goes back to it)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml(), ...IGNORE });
    ws.commit('v1');
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    // Follow the approval, then stop before implement.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'sign_off', '--json'])).active_step).toBe('implement');
    push(ws);
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']));
    expect(r).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 0 });
    expect(r.source_change).toMatchObject({ voided_approvals: ['sign_off'], rerun_from: 'sign_off', kept: ['design'] });
    expect(ws.state(STATE).steps.sign_off.visits).toBe(2);
    expect(ws.lines('counter.txt')).toEqual(['design']);
  });

  it('a rejection the run already followed stands under keep: the rework it asked for is checked at the new commit, then the approval is asked for there', { tags: [CAMPAIGN] }, async () => {
    // Going back to the approval instead would skip `check` of the rework and ask the approver
    // about work no check judged; a rejection authorises nothing, so keeping it is safe.
    const yaml = `version: '4.0'
name: reworked
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  design:
    run: 'source lib.sh; stage DESIGNED'
    output: 'runs/{{run_id}}/design.md'
    statuses: {DESIGNED: sign_off}
  sign_off:
    approval: { message: 'Ship it?' }
    on_approve: DONE
    on_reject: implement
    max_visits: 3
  implement:
    run: 'printf "%s\\n" "{{steps.sign_off.decision}}" >>seen.txt; source lib.sh; stage IMPLEMENTED'
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: check}
  check:
    run: 'printf "%s\\n" "{{steps.sign_off.decision}}" >>seen.txt; source lib.sh; stage CHECKED'
    output: 'runs/{{run_id}}/check.md'
    statuses: {CHECKED: sign_off}
`;
    const ws = workspaceWith({ 'wf.yaml': yaml, 'src.txt': 'v1\n', '.gitignore': 'runs/\ncounter.txt\nseen.txt\n' });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).active_step).toBe('sign_off');
    expect((await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--note', 'redo'])).code).toBe(0);
    // The rejection is followed: implement reworks, and the run stops before check.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'implement', '--json'])).active_step).toBe('check');
    push(ws);
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']));
    expect(r).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 1 });
    expect(r.source_change).toMatchObject({ voided_approvals: [], rerun_from: null, kept: ['design', 'sign_off', 'implement'] });
    expect(ws.lines('counter.txt')).toEqual(['design', 'implement', 'check']);
    // The kept rejection is still the decision the run's steps read.
    expect(ws.lines('seen.txt')).toEqual(['rejected', 'rejected']);
    // Asked for at the new commit, on its second visit; a resume there asks nothing again and runs nothing.
    const pending = ws.state(STATE).pending_approval;
    expect(pending).toMatchObject({ step: 'sign_off', visit: 2 });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 0 });
    expect(ws.state(STATE).pending_approval).toEqual(pending);
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'bob'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['design', 'implement', 'check']);
  });

  it('a rejection followed, then a new commit under rerun: taken back with every stale verdict, the run starts again from the earliest', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml(true).replace('on_reject: BLOCKED', 'on_reject: design'), 'src.txt': 'v1\n', ...IGNORE });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).active_step).toBe('sign_off');
    expect((await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    push(ws);
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']));
    expect(r.source_change).toMatchObject({ voided_approvals: ['sign_off'], rerun_from: 'sign_off' });
    expect(r).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
  });

  it('a rejection that ended the run (on_reject: BLOCKED, the default) is asked about again under keep: the new commit gets a decision, not the old BLOCKED', { tags: [CAMPAIGN] }, async () => {
    // It asked for no work, so nothing it led to needs checking: keeping it would leave the run
    // blocked at every later commit, with no approval to give (APPROVAL_NOT_PENDING).
    const ws = workspaceWith({ 'wf.yaml': approvalYaml(), 'src.txt': 'v1\n', ...IGNORE });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).active_step).toBe('sign_off');
    expect((await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    push(ws);
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']));
    expect(r).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 0 });
    expect(r.source_change).toMatchObject({ voided_approvals: ['sign_off'], rerun_from: 'sign_off', kept: ['design'] });
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'bob'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['design', 'implement']);
  });
});

// A finished run's outcome is a claim about the commit its verdicts judged: reported again at a
// new commit it would pass code nobody ran the workflow on (a pull request gate going green on an
// unreviewed push). It is compared like a run that stopped midway.
describe('a finished run resumed at another source commit', () => {
  /** r1 of reviewYaml() run to the end: a copy of its own for each test (copyOf above). */
  function completed(): Promise<{ ws: TempWorkspace; before: string }> {
    return copyOf('completed', async () => {
      const ws = workspaceWith({ 'wf.yaml': reviewYaml(), 'src.txt': 'v1\n', ...IGNORE });
      const before = ws.commit('v1');
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
      return { ws, before };
    });
  }

  it('at the same commit it is reported again, as before: nothing runs, nothing is appended', { tags: [CAMPAIGN] }, async () => {
    const { ws } = await completed();
    const journal = ws.read(JOURNAL);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
    expect(ws.read(JOURNAL)).toBe(journal);
  });

  it('refuses by default: not WORKFLOW_COMPLETE with exit 0, but STALE_ARTIFACT_REJECTED, nothing run or written', async () => {
    const { ws, before } = await completed();
    const after = push(ws);
    const journal = ws.read(JOURNAL);
    const snapshot = ws.read(STATE);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(EXIT_STATUS.contract);
    const json = jsonOf(r);
    expect(json.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(json.message).toContain('run r1 finished with WORKFLOW_COMPLETE, but the verdicts of draft, review, publish were made at source commit ' + before.slice(0, 12));
    expect(json.message).toContain('now at source commit ' + after.slice(0, 12));
    expect(json.message).toContain('That outcome does not hold for this source. Nothing ran');
    expect(json.hint).toContain('stagegate run wf.yaml --run-id r1 --on-source-change rerun');
    expect(json.stages_run).toBe(0);
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'publish']);
    expect(ws.read(JOURNAL)).toBe(journal);
    expect(ws.read(STATE)).toBe(snapshot);
    // plan predicts the same stop, and status reports it (not the complete run it was at the old commit).
    const plan = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(plan.code).toBe(EXIT_STATUS.contract);
    expect(jsonOf(plan).stop.code).toBe('STALE_ARTIFACT_REJECTED');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(status.code).toBe(EXIT_STATUS.contract);
    expect(jsonOf(status)).toMatchObject({ status: 'STALE_ARTIFACT_REJECTED', active_step: null, completed_steps: ['draft', 'review', 'publish'] });
    expect(jsonOf(status).message).toContain('finished with WORKFLOW_COMPLETE, but the verdicts of draft, review, publish');
    // Asked under another policy, status says what that resume would make of it.
    const rerun = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect(rerun.code).toBe(0);
    expect(jsonOf(rerun).status).toBe('PARTIAL_RESUMABLE');
    expect(jsonOf(rerun).message).toContain('the run goes back to draft');
    expect(jsonOf(rerun).hint).toContain('stagegate run wf.yaml --run-id r1 --on-source-change rerun');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.read(JOURNAL)).toBe(journal);
    expect(jsonOf(plan).source.verdicts.map((v: any) => [v.step, v.current])).toEqual([
      ['draft', false],
      ['review', false],
      ['publish', false],
    ]);
  });

  it('rerun opens the run again from the earliest stale step; every verdict is made anew at the new commit', { tags: [CAMPAIGN] }, async () => {
    const { ws } = await completed();
    const after = push(ws);
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']));
    expect(plan).toMatchObject({ status: 'PLAN', next_step: 'draft' });
    expect(plan.reason).toContain('the run had finished with WORKFLOW_COMPLETE');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    const json = jsonOf(r);
    expect(json.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(r.code).toBe(0);
    expect(json.stages_run).toBe(3);
    expect(json.source_change).toMatchObject({ policy: 'rerun', source_commit: after, rerun_from: 'draft' });
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'publish', 'draft', 'review', 'publish']);
    const state = ws.state(STATE);
    for (const id of ['draft', 'review', 'publish']) expect(state.steps[id]).toMatchObject({ status: 'completed', source_commit: after, visits: 2 });
    expect(state.history.map((h: any) => `${h.step}->${h.to}`)).toEqual(['draft->review', 'review->publish', 'publish->null', 'publish->draft', 'draft->review', 'review->publish', 'publish->null']);
    // The replayed journal verifies (status reads it), and at this commit the run is finished and current.
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(status).status, status.stderr).toBe('WORKFLOW_COMPLETE');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
  });

  it('keep reports the outcome again, recorded as a choice; at that commit it is not asked again', async () => {
    const { ws, before } = await completed();
    const after = push(ws);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'keep', '--json']);
    const json = jsonOf(r);
    expect(json.status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(json.stages_run).toBe(0);
    expect(json.source_change).toMatchObject({ policy: 'keep', source_commit: after, kept: ['draft', 'review', 'publish'], rerun_from: null });
    expect(ws.lines('counter.txt')).toEqual(['draft', 'review', 'publish']);
    expect(ws.state(STATE).steps.publish.source_commit).toBe(before);
    expect(ws.yaml(MANIFEST).source_changes).toEqual([expect.objectContaining({ policy: 'keep', kept: ['draft', 'review', 'publish'], source_commit: after })]);
    // The default policy at the same commit honours the recorded keep.
    const same = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(same.code, same.stdout).toBe(0);
    expect(jsonOf(same).status).toBe('WORKFLOW_COMPLETE');
    // status says the run stands on kept verdicts (never silent).
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(status.code).toBe(0);
    expect(jsonOf(status).status).toBe('WORKFLOW_COMPLETE');
    expect(jsonOf(status).message).toContain('on_source_change: keep — continuing with the old verdicts of draft, review, publish');
  });

  it('a run blocked by its only judged step: that blocking verdict is stale too (rerun judges it again; what said why it ended is cleared)', { tags: [CAMPAIGN] }, async () => {
    const yaml = `version: '4.0'
name: onecheck
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  check:
    run: 'source lib.sh; if grep -q fixed src.txt; then stage PASS; else stage FAIL; fi'
    output: 'runs/{{run_id}}/check.md'
    statuses: {PASS: publish, FAIL: BLOCKED}
  publish:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {OK: DONE}
`;
    const ws = workspaceWith({ 'wf.yaml': yaml, 'src.txt': 'broken\n', ...IGNORE });
    ws.commit('v1');
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(first.status).toMatch(/^WORKFLOW_BLOCKED/);
    expect(ws.state(STATE).failed_or_blocked_steps).toEqual(['check']);
    push(ws, 'fixed\n');
    const refused = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(refused.message).toContain('the verdicts of check were made at');
    // Rerun, stopping after the re-judged step: the old blocking outcome is gone from the state.
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--stop-after-step', 'check', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'publish', completed_steps: ['check'] });
    const state = ws.state(STATE);
    expect(state.failed_or_blocked_steps).toEqual([]);
    expect(state.blocking_artifact).toBeNull();
    expect(state.steps.check).toMatchObject({ status: 'completed', visits: 2 });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
  });

  it('status of a run a live runner holds is the run as it stands (IN_PROGRESS or its status), never a stop a resume would make later', async () => {
    const { ws } = await stoppedAfterReview();
    push(ws);
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('STALE_ARTIFACT_REJECTED');
    const lock = RunLock.acquire(join(ws.dir, `${STATE}.lock`), 'test runner');
    try {
      const held = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(held.code).toBe(0);
      expect(jsonOf(held)).toMatchObject({ status: 'PARTIAL_RESUMABLE', locked: true });
    } finally {
      lock.release();
    }
  });

  it('a finished run opened again needs its agents: rerun without one stops before anything is written', async () => {
    const yaml = `version: '4.0'
name: agentic
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  summarise:
    inline_instruction: |
      Summarise the change.

      status: OK
    output: 'runs/{{run_id}}/summary.md'
    statuses: {OK: DONE}
`;
    const ws = workspaceWith({ 'wf.yaml': yaml, 'src.txt': 'v1\n', ...IGNORE });
    ws.commit('v1');
    // A finished run at the same commit needs no agent to be reported again.
    const agent = ['--agent', 'command', '--agent-command', FAKE_AGENT];
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...agent, '--json']);
    expect(jsonOf(first).status, first.stderr + first.stdout).toBe('WORKFLOW_COMPLETE');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    push(ws);
    const journal = ws.read(JOURNAL);
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']));
    expect(r.status).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(ws.read(JOURNAL)).toBe(journal);
    expect(jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json'])).status).toBe('WORKFLOW_INPUT_REQUIRED');
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', ...agent, '--json']);
    expect(jsonOf(again).status, again.stderr).toBe('WORKFLOW_COMPLETE');
  });

  it('a run that ended blocked by a gate runs the stale steps again under rerun, and can end complete on the fixed code', { tags: [CAMPAIGN] }, async () => {
    const yaml = `version: '4.0'
name: fixable
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    run: 'source lib.sh; stage BUILT'
    output: 'runs/{{run_id}}/build.md'
    statuses: {BUILT: check}
  check:
    run: 'source lib.sh; if grep -q fixed src.txt; then stage PASS; else stage FAIL; fi'
    output: 'runs/{{run_id}}/check.md'
    statuses: {PASS: DONE, FAIL: BLOCKED}
`;
    const ws = workspaceWith({ 'wf.yaml': yaml, 'src.txt': 'broken\n', ...IGNORE });
    ws.commit('v1');
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(first.code).not.toBe(0);
    expect(jsonOf(first).active_step).toBeNull();
    const blockedStatus = jsonOf(first).status;
    expect(blockedStatus).toMatch(/^WORKFLOW_BLOCKED/);
    // The same commit: the blocked outcome again.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe(blockedStatus);
    push(ws, 'fixed\n');
    // Default: refused, naming the outcome it does not report again.
    const refused = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(refused.message).toContain(`finished with ${blockedStatus}`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(r.code).toBe(0);
    const state = ws.state(STATE);
    expect(state.failed_or_blocked_steps).toEqual([]);
    expect(state.blocking_artifact).toBeNull();
    expect(ws.lines('counter.txt')).toEqual(['build', 'check', 'build', 'check']);
  });

  it('a step that blocked the run is among failed_or_blocked_steps only; a run an earlier stagegate ended blocked (the step listed in both) is reported again and rerun', async () => {
    const yaml = `version: '4.0'
name: fixable
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    run: 'source lib.sh; stage BUILT'
    output: 'runs/{{run_id}}/build.md'
    statuses: {BUILT: check}
  check:
    run: 'source lib.sh; if grep -q fixed src.txt; then stage PASS; else stage FAIL; fi'
    output: 'runs/{{run_id}}/check.md'
    statuses: {PASS: DONE, FAIL: BLOCKED}
`;
    const ws = workspaceWith({ 'wf.yaml': yaml, 'src.txt': 'broken\n', ...IGNORE });
    ws.commit('v1');
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(first).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', completed_steps: ['build'] });
    expect(ws.state(STATE)).toMatchObject({ completed_steps: ['build'], failed_or_blocked_steps: ['check'], steps: { check: { status: 'blocked' } } });
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).completed_steps).toEqual(['build']);
    const plan = jsonOf(await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plan.steps.map((p: any) => `${p.id}:${p.disposition}`)).toEqual(['build:completed', 'check:blocked']);
    // The snapshot as an earlier stagegate wrote it for the same journal: check also completed.
    const older = () => {
      const text = ws.read(STATE);
      const edited = text.replace('completed_steps:\n  - build\n', 'completed_steps:\n  - build\n  - check\n');
      expect(edited).not.toBe(text);
      ws.write(STATE, edited);
    };
    older();
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(again), again.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', completed_steps: ['build'] });
    expect(ws.state(STATE).completed_steps).toEqual(['build']);
    older();
    push(ws, 'fixed\n');
    const refused = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(refused.status).toBe('STALE_ARTIFACT_REJECTED');
    expect(refused.message).toContain('the verdicts of build, check were made at');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.state(STATE)).toMatchObject({ completed_steps: ['build', 'check'], failed_or_blocked_steps: [] });
    expect(ws.lines('counter.txt')).toEqual(['build', 'check', 'build', 'check']);
  });
});

describe('rerun taking back a stale step the run then goes around', () => {
  // pick routes by answer.txt (committed: changing it changes the source commit): OK -> c, ALT -> d,
  // ALT2 -> e. choose reads c's output and gate; report reads them straight.
  const fork = `version: '4.0'
name: fork
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  pick:
    run: 'source lib.sh; count; outdir; printf "# pick\\\\n" >"$STAGEGATE_OUTPUT"; gate "$(cat answer.txt)"'
    output: 'runs/{{run_id}}/pick.md'
    statuses: {OK: c, ALT: d, ALT2: e}
  c:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/c.md'
    statuses: {OK: choose}
  d:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/d.md'
    statuses: {OK: choose}
  e:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/e.md'
    statuses: {OK: report}
  choose:
    decide:
      - if: steps.c.output != null || steps.c.gate.status == 'OK'
        to: report
      - else: plain
  report:
    run: 'printf "%s %s\\\\n" "{{steps.c.output}}" "{{steps.c.gate.status}}" >seen.txt; source lib.sh; stage OK'
    output: 'runs/{{run_id}}/report.md'
    statuses: {OK: DONE}
  plain:
    run: 'printf "plain\\\\n" >seen.txt; source lib.sh; stage OK'
    output: 'runs/{{run_id}}/plain.md'
    statuses: {OK: DONE}
`;

  it('its old output and gate read as none (as after --rerun-from): a decision sees null, a reference stops naming the source change', async () => {
    const ws = workspaceWith({ 'wf.yaml': fork, 'answer.txt': 'OK\n', '.gitignore': 'runs/\ncounter.txt\nseen.txt\n' });
    ws.commit('v1');
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('seen.txt')).toBe('runs/r1/c.md OK\n');
    // New code routes through d: every verdict is stale, the run goes back to pick and never reaches c.
    ws.write('answer.txt', 'ALT\n');
    ws.commit('alt');
    const alt = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(alt).status, alt.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('seen.txt')).toBe('plain\n');
    expect(ws.lines('counter.txt')).toEqual(['pick', 'c', 'report', 'pick', 'd', 'plain']);
    const j = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(j.artifacts.map((a: any) => a.step)).not.toContain('c');
    // Through e at newer code: report's run: reads c, whose verdict was taken back — the stop a step never run gives.
    ws.write('answer.txt', 'ALT2\n');
    ws.commit('alt2');
    const alt2 = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    const k = jsonOf(alt2);
    expect(k.status, alt2.stderr).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(k.message).toBe('run: of step report uses {{steps.c.output}}, {{steps.c.gate.status}}, which no input, default or runner value provides');
    expect(k.hint).toContain('The verdict of step c was taken back by a source change (on_source_change: rerun');
    expect(ws.read('seen.txt')).toBe('plain\n');
    expect(ws.lines('counter.txt')).toEqual(['pick', 'c', 'report', 'pick', 'd', 'plain', 'pick', 'e']);
    expect(k.next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from pick');
  });

  // pick routes by answer.txt: OK -> the approval review -> choose; ALT -> choose straight. choose
  // and report read review's decision: taken back by the source change, it reads as none.
  const around = `version: '4.0'
name: around
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  pick:
    run: 'source lib.sh; count; outdir; printf "# pick\\n" >"$STAGEGATE_OUTPUT"; gate "$(cat answer.txt)"'
    output: 'runs/{{run_id}}/pick.md'
    statuses: {OK: review, ALT: choose}
  review:
    approval: { message: 'Ship it?' }
    on_approve: choose
    on_reject: BLOCKED
  choose:
    decide:
      - if: steps.review.decision == 'approved'
        to: report
      - else: report
  report:
    run: 'printf "[%s] [%s]\\n" "{{steps.review.decision}}" "{{steps.review.by}}" >seen.txt; source lib.sh; stage OK'
    output: 'runs/{{run_id}}/report.md'
    statuses: {OK: DONE}
`;

  for (const resumed of [true, false]) {
    it(`an approval it takes back (${resumed ? 'followed' : 'decided, not yet followed'}) reads as none on a path around it, marked taken_back_at (status says by a source change)`, async () => {
      const ws = workspaceWith({ 'wf.yaml': around, 'answer.txt': 'OK\n', '.gitignore': 'runs/\ncounter.txt\nseen.txt\n' });
      ws.commit('v1');
      expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
      const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
      expect(approved.code, approved.stderr).toBe(0);
      if (resumed) {
        expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_COMPLETE');
        expect(ws.read('seen.txt')).toBe('[approved] [alice]\n');
      }
      // New code routes around the approval: its decision, made at v1, no longer stands.
      ws.write('answer.txt', 'ALT\n');
      ws.commit('alt');
      const alt = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
      expect(jsonOf(alt).status, alt.stderr).toBe('WORKFLOW_COMPLETE');
      expect(ws.read('seen.txt')).toBe('[] []\n');
      const change = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json'])).events.findLast((e: any) => e.event === 'source_changed');
      expect(change.data.change.voided_approvals).toEqual(['review']);
      const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
      expect(status.approvals).toMatchObject([{ step: 'review', decision: 'approved', by: 'alice', taken_back_at: change.at }]);
      // The decision step saw none either.
      expect(status.decisions.at(-1)).toMatchObject({ step: 'choose', chosen: 'else' });
      expect(status.decisions.at(-1).branches[0].seen).toEqual({ 'steps.review.decision': null });
      const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
      expect(text.stdout).toContain(`review (visit 1): approved by alice at `);
      expect(text.stdout).toContain(`(taken back by a source change at ${change.at})`);
    });
  }
});
