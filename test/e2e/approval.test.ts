/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Approval steps through the built CLI: the run pauses (PARTIAL_RESUMABLE, exit 0) with a
// pending approval in state and status; approve/reject record the decision and a resume
// follows on_approve / on_reject; refusals (nothing pending, not an approver, state changed)
// exit non-zero with their documented codes and record nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { userInfo } from 'node:os';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { madeOnce } from '../helpers/shards.js';
import { rechained } from '../helpers/rechained.js';

afterAll(removeWorkspaces);

function approvalYaml(opts: { approvers?: string; onReject?: string } = {}): string {
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
    approval: { message: 'Approve the design?'${opts.approvers ? `, approvers: ${opts.approvers}` : ''} }
    on_approve: implement
    on_reject: ${opts.onReject ?? 'design'}
    max_visits: 3
  implement:
    run: 'source lib.sh; stage IMPLEMENTED'
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: DONE}
`;
}

const STATE = 'runs/r1/workflow_state.yaml';
const MANIFEST = 'runs/r1/RUN_MANIFEST.yaml';

/**
 * The run paused at sign_off (run r1, no inputs) of approvalYaml({ approvers }), made once per file by
 * the first test that asks and copied for each (madeOnce: a copy is far cheaper than the run).
 */
function pausedAtSignOff(approvers?: string): () => Promise<ReturnType<typeof workspaceWith>> {
  return madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml(approvers === undefined ? {} : { approvers }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    return ws;
  });
}
const paused = pausedAtSignOff();
const pausedForAliceBob = pausedAtSignOff('[alice, bob]');
const pausedForAlice = pausedAtSignOff('[alice]');

describe('approval steps', () => {
  it("fills the message's placeholders from what the step sees (inputs, run id); one without a value stays as written", { tags: [CAMPAIGN] }, async () => {
    const flow = approvalYaml().replace("message: 'Approve the design?'", "message: 'Approve the design of {{topic}} for {{run_id}} ({{nothing}})?'");
    const ws = workspaceWith({ 'wf.yaml': flow.replace('optional: [topic]', 'optional: [topic, nothing]') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=payments', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    // {{nothing}} (an optional input not given) has no value: the message is kept as written.
    expect(ws.state(STATE).pending_approval.message).toBe('Approve the design of {{topic}} for {{run_id}} ({{nothing}})?');
    const ws2 = workspaceWith({ 'wf.yaml': flow.replace(' ({{nothing}})', '') });
    const r2 = await ws2.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=payments', '--json']);
    expect(jsonOf(r2).message).toContain('Approve the design of payments for r1?');
    expect(ws2.state(STATE).pending_approval.message).toBe('Approve the design of payments for r1?');
    // status (a replay of the journal) shows the same.
    const st = await ws2.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(st).pending_approval.message).toBe('Approve the design of payments for r1?');
  });

  it('pauses at the approval step, shows it in status, and continues to on_approve after approve', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml({ approvers: '[alice, bob]' }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    const paused = ws.state(STATE);
    expect(paused.pending_approval).toMatchObject({ step: 'sign_off', visit: 1, message: 'Approve the design?', approvers: ['alice', 'bob'] });
    expect(paused.pending_approval.state_digest).toMatch(/^[0-9a-f]{64}$/);

    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(st.code).toBe(0);
    expect(jsonOf(st)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', pending_approval: { step: 'sign_off', approvers: ['alice', 'bob'] } });
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain('sign_off awaits approval from alice, bob');

    // A resume before any decision pauses again and runs nothing.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(again.code).toBe(0);
    expect(jsonOf(again)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off', stages_run: 0 });
    expect(ws.state(STATE).pending_approval).toEqual(paused.pending_approval);

    const a = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--note', 'looks good', '--json']);
    expect(a.code).toBe(0);
    expect(jsonOf(a)).toMatchObject({ decision: 'approved', approval: { step: 'sign_off', decision: 'approved', by: 'alice', note: 'looks good', state_digest: paused.pending_approval.state_digest } });
    const decided = ws.state(STATE);
    expect(decided.pending_approval).toBeNull();
    expect(decided.approvals).toHaveLength(1);

    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(done.code).toBe(0);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['design', 'implement']);
    const final = ws.state(STATE);
    expect(final.history.map((h: any) => `${h.step}->${h.to}`)).toEqual(['design->sign_off', 'sign_off->implement', 'implement->null']);
    expect(final.steps.sign_off).toMatchObject({ kind: 'approval', status: 'completed', visits: 1 });
  });

  it('the manifest lists every decision (who, when, step, visit, note, commit); the section removed, an entry removed or edited is a hand edit', async () => {
    const ws = await paused();
    expect((await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'carol', '--note', 'needs work'])).code).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).active_step).toBe('sign_off');
    expect(ws.yaml(MANIFEST).approvals).toHaveLength(1);
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'dan'])).code).toBe(0);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    const decided = ws.state(STATE).approvals;
    const manifest = ws.yaml(MANIFEST);
    expect(manifest.approvals).toEqual([
      { step: 'sign_off', visit: 1, decision: 'rejected', by: 'carol', at: decided[0].at, note: 'needs work', source_commit: decided[0].source_commit },
      { step: 'sign_off', visit: 2, decision: 'approved', by: 'dan', at: decided[1].at, note: null, source_commit: decided[1].source_commit },
    ]);
    expect(decided[1].source_commit).toMatch(/^[0-9a-f]{40}$/);
    // The 4.0 keys are as they were.
    expect(manifest).toMatchObject({ run_id: 'r1', workflow: 'gated', status: 'WORKFLOW_COMPLETE' });

    // This build wrote the section (its run_started says so): a manifest without it, or with a
    // decision left out or changed, was edited by hand — not what an earlier build wrote.
    const text = ws.read(MANIFEST);
    for (const [edit, at] of [
      [text.replace(/^approvals:\n(?: {2}.*\n)*/m, ''), 'approvals'],
      [text.replace(/^ {2}- step: sign_off\n(?: {4}.*\n)*?(?= {2}- step)/m, ''), 'approvals'],
      [text.replace('by: dan', 'by: mallory'), 'approvals[1].by'],
    ] as const) {
      expect(edit).not.toBe(text);
      ws.write(MANIFEST, edit);
      const edited = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
      expect(jsonOf(edited).status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
      expect(jsonOf(edited).message).toContain(`differs from its journal at '${at}'`);
    }
  });

  it('a run an earlier build decided and resumed (its manifest has no approvals section): loads, is decided and resumes; the manifest is then written whole', async () => {
    // test/fixtures/earlier-runs/approvals-no-section: rejected by carol, paused at sign_off again.
    const earlier = join(REPO_ROOT, 'test/fixtures/earlier-runs/approvals-no-section');
    const ws = workspaceWith({ 'wf.yaml': readFileSync(join(earlier, 'wf.yaml'), 'utf8') }, { git: false });
    for (const file of readdirSync(join(earlier, 'paused'))) ws.write(`runs/r1/${file}`, readFileSync(join(earlier, 'paused', file), 'utf8'));
    expect(ws.read(MANIFEST)).not.toContain('approvals');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect([jsonOf(status).status, jsonOf(status).active_step], status.stdout + status.stderr).toEqual(['PARTIAL_RESUMABLE', 'sign_off']);
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'dan'])).code).toBe(0);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.yaml(MANIFEST).approvals).toEqual([
      expect.objectContaining({ step: 'sign_off', visit: 1, decision: 'rejected', by: 'carol', note: 'needs work' }),
      expect.objectContaining({ step: 'sign_off', visit: 2, decision: 'approved', by: 'dan', note: null }),
    ]);
    // Written by this build now: the section removed is an edit.
    ws.write(MANIFEST, ws.read(MANIFEST).replace(/^approvals:\n(?: {2}.*\n)*/m, ''));
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
  });

  it('routes a rejection to on_reject, counting the visit, and pauses again on the next visit', { tags: [CAMPAIGN] }, async () => {
    const ws = await paused();
    const rj = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'carol', '--note', 'needs work']);
    expect(rj.code).toBe(0);
    // Text leads with the same status as --json would report, then the decision and where a resume goes with it.
    expect(rj.stdout).toMatch(/^PARTIAL_RESUMABLE {2}step sign_off rejected by carol; a resume continues at step design \(on_reject: design\)\n/);
    expect(rj.stdout).toContain('decision: rejected by carol (step sign_off, visit 1)');
    expect(rj.stdout).toContain('note:     needs work');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(ws.lines('counter.txt')).toEqual(['design', 'design']);
    const state = ws.state(STATE);
    expect(state.pending_approval).toMatchObject({ step: 'sign_off', visit: 2 });
    expect(state.approvals).toMatchObject([{ step: 'sign_off', visit: 1, decision: 'rejected', by: 'carol', note: 'needs work' }]);
    expect(state.steps.design.visits).toBe(2);
    // history names the approval step each decision was made at (the event itself does not).
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'dan'])).code).toBe(0);
    const h = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(h.events.filter((e: any) => e.event === 'approval_decided').map((e: any) => [e.step, e.status])).toEqual([['sign_off', 'rejected'], ['sign_off', 'approved']]);
    const text = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toMatch(/approval_decided +sign_off +approved by dan/);
  });

  // In npm test (review52): the only assertion of reject's `a resume ends the run … (on_reject: BLOCKED)` words and of the rejected run's fix (not "the blocking artifact").
  it('ends the run blocked when a rejection routes to BLOCKED', async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml({ onReject: 'BLOCKED' }) });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    const rejected = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'dave']);
    expect(rejected.code).toBe(0);
    // It says what the resume will do: end the run blocked (before: "resume continues").
    const ahead = 'step sign_off rejected by dave; a resume ends the run WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE (on_reject: BLOCKED): nothing runs after it';
    expect(rejected.stdout).toMatch(new RegExp(`^PARTIAL_RESUMABLE {2}${ahead.replace(/[().:]/g, '\\$&')}\n`));
    expect(rejected.stdout).not.toContain('continues');
    expect(jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).message).toBe(ahead);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null });
    // Nobody asked for evidence: a person said no. The fix says that, not "the blocking artifact".
    expect(jsonOf(r).hint).toContain('sign_off was rejected');
    expect(jsonOf(r).hint).not.toContain('blocking artifact');
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toMatch(/fix: +The approval sign_off was rejected/);
  });

  it('reject whose on_reject is DONE says the resume completes the run; approve says where it continues', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml({ onReject: 'DONE' }) });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    const rejected = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'erin', '--json']);
    expect(jsonOf(rejected).message).toBe('step sign_off rejected by erin; a resume completes the run (on_reject: DONE)');
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const other = workspaceWith({ 'wf.yaml': approvalYaml() });
    await other.run(['run', 'wf.yaml', '--run-id', 'r1']);
    const approved = await other.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'erin', '--json']);
    expect(jsonOf(approved).message).toBe('step sign_off approved by erin; a resume continues at step implement (on_approve: implement)');
  });

  it('a decision whose branch leads to BLOCKED names the decision in its fix', async () => {
    const flow = approvalYaml().replace(/ {2}sign_off:[\s\S]*?max_visits: 3\n/, "  sign_off:\n    decide:\n      - { if: inputs.topic == 'go', to: implement }\n      - { else: BLOCKED }\n");
    const ws = workspaceWith({ 'wf.yaml': flow });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=stop', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', active_step: null });
    expect(jsonOf(r).hint).toContain('decision sign_off');
    expect(jsonOf(r).hint).not.toContain('blocking artifact');
  });

  it('without --by and with no login name in the environment: recorded as the OS account (not unknown), with no warning; a login name is enough', async () => {
    const ws = await paused();
    const noLogin = { USER: '', LOGNAME: '', GITHUB_ACTIONS: '', GITHUB_ACTOR: '' };
    const text = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1'], { env: noLogin });
    expect(text.code, text.stdout + text.stderr).toBe(0);
    const account = userInfo().username;
    expect(account).not.toBe('');
    expect(text.stdout).toContain(`decision: approved by ${account}`);
    expect(text.stdout).not.toContain('unknown');
    expect(text.stdout).not.toContain('warning:');
    expect(ws.state(STATE).approvals.at(-1)).toMatchObject({ decision: 'approved', by: account });
    // A login name is enough: no warning.
    const ws2 = await paused();
    const named = await ws2.run(['approve', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { ...noLogin, LOGNAME: 'carol' } });
    expect(jsonOf(named)).toMatchObject({ approval: { by: 'carol' } });
    expect(jsonOf(named)).not.toHaveProperty('warning');
  });

  it('on a GitHub Actions runner the GitHub actor decides (not $USER, the runner account); --by still wins', async () => {
    const onGitHub = { USER: 'runner', LOGNAME: 'runner', GITHUB_ACTIONS: 'true', GITHUB_ACTOR: 'octocat' };
    const ws = await paused();
    const r = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--json'], { env: onGitHub });
    expect(jsonOf(r)).toMatchObject({ approval: { decision: 'rejected', by: 'octocat' } });
    const ws2 = await paused();
    const by = await ws2.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'dana', '--json'], { env: onGitHub });
    expect(jsonOf(by)).toMatchObject({ approval: { by: 'dana' } });
    // GITHUB_ACTOR outside GitHub Actions (GITHUB_ACTIONS unset) is not taken: $USER is.
    const ws3 = await paused();
    const local = await ws3.run(['approve', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { ...onGitHub, GITHUB_ACTIONS: '', USER: 'erin' } });
    expect(jsonOf(local)).toMatchObject({ approval: { by: 'erin' } });
  });

  // In npm test (review52): the only end-to-end assertion that an unlisted approver changes no state, exits 4, and that approve --json's refusal is the JSON line alone.
  it('refuses an approver who is not listed, and records nothing', async () => {
    const ws = await pausedForAliceBob();
    const before = ws.read(STATE);
    const r = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'mallory', '--json']);
    expect(r.code).toBe(4);
    expect(jsonOf(r)).toMatchObject({ status: 'APPROVER_NOT_ALLOWED' });
    expect(jsonOf(r).message).toBe('mallory may not approve step sign_off: mallory is not one of its 2 approvers');
    expect(jsonOf(r).hint).toBe('Decide as one of them (alice, bob): `stagegate approve wf.yaml --run-id r1 --by alice`.');
    // --json: the refusal is the JSON line alone (the smoke tier's approve leaves this to here).
    expect(r.stderr).toBe('');
    expect(ws.read(STATE)).toBe(before);
  });

  it('compares approvers case-insensitively, as GitHub logins are: Alice decides for approvers [alice] and is recorded as given', async () => {
    const ws = await pausedForAliceBob();
    const r = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'Alice', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(jsonOf(r)).toMatchObject({ decision: 'approved', approval: { by: 'Alice' } });
    // The replay (every later load) accepts it too: the run continues.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    // validate: two approvers that differ only in case are one, a warning.
    const dup = workspaceWith({ 'wf.yaml': approvalYaml({ approvers: '[alice, Alice]' }) });
    const v = jsonOf(await dup.run(['validate', 'wf.yaml', '--json']));
    expect((v['warnings'] as any[]).map((d) => d.code)).toEqual(['DUPLICATE_APPROVER']);
    expect((v['warnings'] as any[])[0].message).toContain("lists approver 'Alice' twice (as 'alice'");
  });

  it('refuses an approval when the state was edited since it was requested (the journal does not say so)', async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml() });
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', 'topic=cats']);
    const edited = ws.read(STATE).replace('topic: cats', 'topic: dogs');
    expect(edited).not.toBe(ws.read(STATE));
    ws.write(STATE, edited);
    const r = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION' });
    expect(jsonOf(r).message).toMatch(/differs from its journal at 'inputs\.topic'/);
    expect(ws.read(STATE)).toBe(edited);
  });

  it('approve, reject and skip take --allow-workflow-change after the workflow file was edited, as their refusal says; next: carries it', { tags: [CAMPAIGN] }, async () => {
    const ws = await paused();
    ws.write('wf.yaml', approvalYaml().replace("'Approve the design?'", "'Ship the design?'"));
    const before = ws.read(STATE);
    const refused = jsonOf(await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']));
    expect(refused).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION' });
    expect(refused.hint, refused.hint).toContain('pass --allow-workflow-change');
    expect(ws.read(STATE)).toBe(before);
    // status given the flag reports the paused run as a resume with it finds it: its decision, with the flag.
    const standing = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect([standing.code, jsonOf(standing).status, jsonOf(standing).active_step], standing.stdout).toEqual([0, 'PARTIAL_RESUMABLE', 'sign_off']);
    expect(jsonOf(standing).next_command).toMatch(/^stagegate approve wf\.yaml --run-id r1 --allow-workflow-change( |$)/);
    expect(jsonOf(standing).next_alternative).toMatch(/^stagegate reject wf\.yaml --run-id r1 --allow-workflow-change( |$)/);
    expect(ws.read(STATE)).toBe(before);
    // The flag the fix names is accepted (it was a usage error) and the decision recorded.
    const rejected = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--allow-workflow-change', '--json']);
    expect(rejected.code, rejected.stdout + rejected.stderr).toBe(0);
    expect(jsonOf(rejected)).toMatchObject({ decision: 'rejected', next_command: 'stagegate run wf.yaml --run-id r1 --allow-workflow-change' });
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(ws.state(STATE).pending_approval.message).toBe('Ship the design?');
    ws.write('wf.yaml', approvalYaml().replace("'Approve the design?'", "'Ship it?'"));
    const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--allow-workflow-change']);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    expect(approved.stdout).toContain('next:     stagegate run wf.yaml --run-id r1 --allow-workflow-change\n');
    const done = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']));
    expect(done).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it("approve and reject of a run that recorded no agent flags, whose next steps take the run's: next: is the bare resume and a note asks for the flags", async () => {
    // resumeCommand's `note` branch (core/commands/edit-run.ts): the run started without agent flags
    // (it needed none), then its workflow gained an agent step that takes its agent from the run's flags.
    const agentic = approvalYaml().replace("    run: 'source lib.sh; stage IMPLEMENTED'", '    inline_instruction: Implement the design.');
    const note = "the workflow's agent steps take their agent from the run's flags: add the --agent (and --agent-command) the run was started with, or pass them to this command to have them in next:";
    const ws = await paused();
    ws.write('wf.yaml', agentic);
    const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--allow-workflow-change']);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`next:     stagegate run wf.yaml --run-id r1 --allow-workflow-change\n  note:     ${note}`);
    const other = await paused();
    other.write('wf.yaml', agentic.replace('on_reject: design', 'on_reject: implement'));
    const rejected = jsonOf(await other.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--allow-workflow-change', '--json']));
    expect(rejected).toMatchObject({ decision: 'rejected', next_command: 'stagegate run wf.yaml --run-id r1 --allow-workflow-change', next_note: note });
  });

  it('pins a pending approval\'s approvers in the journal: a workflow file edited while it is pending (--allow-workflow-change) does not change who decides', async () => {
    const ws = await pausedForAlice();
    const journal = 'runs/r1/workflow_state.journal.jsonl';
    const reached = ws.lines(journal).map((l) => JSON.parse(l)).find((e) => e.event === 'approval_reached');
    expect(reached).toMatchObject({ step: 'sign_off', message: 'Approve the design?', approvers: ['alice'] });
    // The file now names mallory: approve straight away, and after a resume that pauses again.
    ws.write('wf.yaml', approvalYaml({ approvers: '[mallory]' }));
    const refused = jsonOf(await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'mallory', '--allow-workflow-change', '--json']));
    expect(refused).toMatchObject({ status: 'APPROVER_NOT_ALLOWED' });
    expect(refused.message).toBe('mallory may not approve step sign_off: mallory is not its approver (the workflow file now lists mallory, but this approval was requested before it was edited, and those it was requested from decide it)');
    expect(refused.hint).toBe('Decide as alice: `stagegate approve wf.yaml --run-id r1 --by alice`.');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change']);
    expect(resumed.stdout + resumed.stderr).toContain('sign_off: warning: the workflow file changed this approval\'s approvers (alice -> mallory) while it was pending; it was requested from alice, who decide it');
    expect(ws.state(STATE).pending_approval.approvers).toEqual(['alice']);
    const again = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'mallory', '--allow-workflow-change', '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'APPROVER_NOT_ALLOWED' });
    const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--allow-workflow-change', '--json']);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    // The replay judges it by the pinned approvers too: the run continues.
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('replays an approval_reached written before approvers were pinned (no approvers field) with the workflow\'s approvers', { tags: [CAMPAIGN] }, async () => {
    const ws = await pausedForAlice();
    const journal = 'runs/r1/workflow_state.journal.jsonl';
    // As a stagegate before 2026-12-05 wrote it: no approvers, no message (the message had no placeholders).
    const events = ws.lines(journal).map((l) => JSON.parse(l));
    const at = events.findIndex((e) => e.event === 'approval_reached');
    const { message: _m, approvers: _a, ...older } = events[at];
    events[at] = older;
    let prev: string | null = null;
    const lines = events.map((e, i) => {
      const { seq: _seq, prev: _prev, at: when, event, ...rest } = e;
      const text = JSON.stringify({ seq: i + 1, prev, at: when, event, ...rest });
      prev = createHash('sha256').update(text).digest('hex');
      return text;
    });
    ws.write(journal, lines.join('\n') + '\n');
    // The snapshot and the manifest record the journal's head as it was: written again from the journal.
    rmSync(ws.path(STATE));
    rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'));
    expect(ws.state(STATE).pending_approval).toMatchObject({ message: 'Approve the design?', approvers: ['alice'] });
    const bob = jsonOf(await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'bob', '--json']));
    expect(bob, bob.message).toMatchObject({ status: 'APPROVER_NOT_ALLOWED' });
    const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('a snapshot edited where the journal alone decides (status) is refused under a workflow edit too; one that differs only where the edited file shows is projected again, saying where', async () => {
    const ws = await paused();
    const written = ws.read(STATE);
    ws.write('wf.yaml', approvalYaml().replace("'Approve the design?'", "'Ship the design?'"));
    const edited = written.replace(/^status: PARTIAL_RESUMABLE$/m, 'status: BLOCKED');
    expect(edited).not.toBe(written);
    ws.write(STATE, edited);
    const refused = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect(refused.code).toBe(5);
    expect(jsonOf(refused)).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION' });
    expect(jsonOf(refused).message).toContain("differs from its journal at 'status' (the snapshot was edited; the workflow file was edited too, but that does not change this field)");
    expect(ws.read(STATE)).toBe(edited);
    // Put back: the workflow edit alone explains the difference (the request is renewed with the new message).
    ws.write(STATE, written);
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change']);
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(ws.state(STATE)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
  });

  it('skip takes --allow-workflow-change after the workflow file was edited', async () => {
    const flow = approvalYaml().replace("    statuses: {DESIGNED: sign_off}\n", "    statuses: {DESIGNED: sign_off}\n    optional: true\n    on_skip: sign_off\n");
    const ws = workspaceWith({ 'wf.yaml': flow.replace("run: 'source lib.sh; stage DESIGNED'", "run: 'exit 3'") });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).not.toBe('WORKFLOW_COMPLETE');
    ws.write('wf.yaml', flow.replace("run: 'source lib.sh; stage DESIGNED'", "run: 'exit 4'"));
    const refused = jsonOf(await ws.run(['skip', 'wf.yaml', 'design', '--run-id', 'r1', '--json']));
    expect(refused).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION' });
    const skipped = await ws.run(['skip', 'wf.yaml', 'design', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect(skipped.code, skipped.stdout + skipped.stderr).toBe(0);
    expect(jsonOf(skipped)).toMatchObject({ skipped: 'design', next_command: 'stagegate run wf.yaml --run-id r1 --allow-workflow-change' });
  });

  it('refuses approve and reject when nothing is pending', async () => {
    const ws = workspaceWith({ 'wf.yaml': approvalYaml() });
    const none = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']);
    expect(none.code).toBe(4);
    expect(jsonOf(none)).toMatchObject({
      status: 'APPROVAL_NOT_PENDING',
      message: 'no run r1 was found at runs/r1/workflow_state.yaml (no state there), so nothing awaits approval',
      hint: "In CI (each job a fresh checkout), restore the run's state first: the run root the job that paused it saved (its state is read at runs/r1/workflow_state.yaml; docs/run-semantics.md#carrying-a-run-between-jobs-or-machines), then approve again. If the run has not started, start it with stagegate run wf.yaml --run-id r1; it pauses at its approval step.",
    });
    // A workflow without any approval step never pauses for one: the hint does not promise it will.
    const plain = workspaceWith({ 'wf.yaml': approvalYaml().replace(/ {2}sign_off:[\s\S]*?(?= {2}implement:)/, '').replace('{DESIGNED: sign_off}', '{DESIGNED: implement}') });
    const never = jsonOf(await plain.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']));
    expect(never).toMatchObject({ status: 'APPROVAL_NOT_PENDING' });
    expect(never.hint).toBe('Workflow gated has no approval step (nor a child workflow, foreach or parallel step that could have one): no run of it ever awaits approval.');
    // Once the run has paused there (a copy of the paused run): approved, then nothing is pending.
    const run = await paused();
    expect((await run.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice'])).code).toBe(0);
    const twice = await run.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(twice.code).toBe(4);
    expect(twice.stdout).toContain('APPROVAL_NOT_PENDING');
    // Decided, not resumed yet: the refusal says what was decided and that a resume follows it.
    expect(twice.stdout).toMatch(/step \S+ \(visit 1\) of run r1 was already approved by alice at \S+; nothing to reject here/);
    expect(twice.stdout).toContain('Resume the run with stagegate run: it follows the approval (on_approve).');
  });

  it("approve's refusal of a run that goes on names the resume to run next (next:, next_command)", async () => {
    // Decided and not resumed yet: the resume follows the decision.
    const run = await paused();
    expect((await run.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice'])).code).toBe(0);
    const again = await run.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(again.code).toBe(4);
    expect(again.stdout).toContain('\n  next:     stagegate run wf.yaml --run-id r1');
    expect(jsonOf(await run.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']))).toMatchObject({ status: 'APPROVAL_NOT_PENDING', next_command: 'stagegate run wf.yaml --run-id r1' });
    // Not at the approval yet (stopped before it): the resume that goes on until it pauses there.
    const early = workspaceWith({ 'wf.yaml': approvalYaml() });
    expect((await early.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'design'])).code).toBe(0);
    const notYet = jsonOf(await early.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']));
    expect(notYet).toMatchObject({ status: 'APPROVAL_NOT_PENDING', message: 'run r1 is not waiting for an approval (it goes on at step sign_off, not reached yet; PARTIAL_RESUMABLE); nothing to approve here', next_command: 'stagegate run wf.yaml --run-id r1' });
    // A finished run: no resume goes on, so none is offered.
    await run.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(jsonOf(await run.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']))).toMatchObject({ status: 'APPROVAL_NOT_PENDING', next_command: null });
  });

  it("approve's refusal of a run stopped WORKFLOW_INPUT_REQUIRED names what status names: no plain resume (it stops there again), the rerun where one goes on", async () => {
    const gate = (extra: string) => `printf 'WORKFLOW_GATE:\\n  workflow: k\\n  step: %s\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n${extra}' "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" > "$STAGEGATE_OUTPUT"\n`;
    const wf = (reads: string) =>
      [
        "version: '4.0'",
        'name: k',
        "state_path: 'runs/{{run_id}}/state.yaml'",
        'inputs:',
        '  required: [run_id]',
        'steps:',
        '  review:',
        '    run: sh review.sh',
        "    output: 'runs/{{run_id}}/review.md'",
        '    statuses: { OK: use }',
        '  use:',
        `    run: 'sh use.sh ${reads}'`,
        "    output: 'runs/{{run_id}}/use.md'",
        '    statuses: { OK: sign }',
        '  sign:',
        "    approval: { message: 'ok?' }",
        '    on_approve: DONE',
        '    on_reject: BLOCKED',
        '',
      ].join('\n');
    // The review did not report score: status and the refusal both name --rerun-from review.
    const unreported = workspaceWith({ 'wf.yaml': wf('{{steps.review.gate.score}}'), 'review.sh': gate(''), 'use.sh': gate('') });
    expect(jsonOf(await unreported.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED' });
    const status = jsonOf(await unreported.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status.next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from review');
    expect(jsonOf(await unreported.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']))).toMatchObject({ status: 'APPROVAL_NOT_PENDING', next_command: status.next_command });
    // use reads its own result on its first visit: no resume goes on, status and the refusal name none.
    const own = workspaceWith({ 'wf.yaml': wf('{{steps.use.output_or_empty}}'), 'review.sh': gate(''), 'use.sh': gate('') });
    expect(jsonOf(await own.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED' });
    expect(jsonOf(await own.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).next_command).toBeNull();
    const refused = await own.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(refused.stdout).toContain('APPROVAL_NOT_PENDING');
    expect(refused.stdout).not.toContain('next:');
  });

  it('validates: on_approve is required and targets are checked', async () => {
    const ws = workspaceWith({
      'wf.yaml': approvalYaml().replace('    on_approve: implement\n', '').replace('on_reject: design', 'on_reject: desgin'),
    });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const codes = (jsonOf(r)['errors'] as any[]).map((d) => d.code);
    expect(codes).toContain('MISSING_ON_COMPLETE');
    expect(codes).toContain('UNKNOWN_TARGET');
    // implement was reached only by the missing on_approve: that finding is the root cause.
    expect(codes).not.toContain('UNREACHABLE_STEP');
  });
});

describe("next: after approve, reject and skip carries the run's agent flags", () => {
  const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
  const AGENT_FLOW = `version: '4.0'
name: agentic
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  check:
    run: 'printf "ok\\n" >"$STAGEGATE_OUTPUT"; stagegate gate CHECKED'
    output: 'runs/{{run_id}}/check.md'
    statuses: {CHECKED: lint}
  lint:
    run: 'exit 1'
    output: 'runs/{{run_id}}/lint.md'
    statuses: {LINTED: draft}
    optional: true
    on_skip: draft
  draft:
    inline_instruction: Write a draft.
    output: 'runs/{{run_id}}/draft.md'
    statuses: {DRAFTED: sign_off}
    max_visits: 3
  sign_off:
    approval: {message: 'Ship it?'}
    on_approve: DONE
    on_reject: draft
    max_visits: 3
`;
  const AGENT = ['--agent', 'command', '--agent-command', FAKE_AGENT];

  /** Runs the `next:` line of a text report (every word as the shell would split it: no quoting in these). */
  function nextArgs(text: string): string[] {
    const line = text.split('\n').find((l) => l.trimStart().startsWith('next:'));
    expect(line, text).toBeDefined();
    const words = line!.trim().split(/\s+/).slice(1);
    expect(words.slice(0, 2)).toEqual(['stagegate', 'run']);
    return words.slice(1);
  }

  /** The run stopped after check (--stop-after-step, the agent flags given), made once and copied (madeOnce); its text says the resume with the flags. */
  const stoppedAfterCheck = madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': AGENT_FLOW });
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'check', ...AGENT]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`next:     stagegate run wf.yaml --run-id r1 --agent command --agent-command ${FAKE_AGENT}`);
    return ws;
  });

  it('skip and reject with the agent flags print a next: that continues the run', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': AGENT_FLOW });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'check', '--json', ...AGENT]))['status']).toBe('PARTIAL_RESUMABLE');
    const skipped = await ws.run(['skip', 'wf.yaml', 'lint', '--run-id', 'r1', ...AGENT]);
    expect(skipped.code, skipped.stdout).toBe(0);
    expect(skipped.stdout).not.toContain('note:');
    const resumed = jsonOf(await ws.run([...nextArgs(skipped.stdout), '--json']));
    expect(resumed, JSON.stringify(resumed)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    const rejected = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', ...AGENT]);
    expect(rejected.code).toBe(0);
    expect(rejected.stdout).toContain(`next:     stagegate run wf.yaml --run-id r1 --agent command --agent-command ${FAKE_AGENT}`);
    const again = jsonOf(await ws.run([...nextArgs(rejected.stdout), '--json']));
    expect(again).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(ws.state(STATE).steps.draft.visits).toBe(2);
  });

  it('without the flags, next: carries the ones the run recorded but a resume would not reuse (its command is outside the workspace), as status does; no note', async () => {
    const ws = await stoppedAfterCheck();
    await ws.run(['skip', 'wf.yaml', 'lint', '--run-id', 'r1', ...AGENT]);
    await ws.run(['run', 'wf.yaml', '--run-id', 'r1', ...AGENT]);
    const rejected = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    // Before (session 51): the bare resume, which stops WORKFLOW_INPUT_REQUIRED, and a note asking for the flags.
    expect(rejected.stdout).toContain(`next:     stagegate run wf.yaml --run-id r1 ${AGENT.join(' ')}\n`);
    expect(rejected.stdout).not.toContain('note:');
    const json = jsonOf(await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']));
    expect(json['status']).toBe('APPROVAL_NOT_PENDING');
  });

  it('status of a run paused by --stop-after-step: next: is the resume with the agent flags the run printed (its command is outside the workspace: recorded, not reused)', async () => {
    // The run's own text names the resume with the flags (asserted where the run is made).
    const ws = await stoppedAfterCheck();
    const text = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain(`next:     stagegate run wf.yaml --run-id r1 ${AGENT.join(' ')}\n`);
    // The next: carries them: no note asks for them.
    expect(text.stdout).not.toContain('note:');
    const json = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json).toMatchObject({ status: 'PARTIAL_RESUMABLE', next_command: `stagegate run wf.yaml --run-id r1 ${AGENT.join(' ')}` });
    expect(json['next_note']).toBeUndefined();
    // Pasted as printed, it continues the run.
    const resumed = jsonOf(await ws.run([...nextArgs(text.stdout), '--json']));
    expect(resumed['status'], JSON.stringify(resumed)).not.toBe('WORKFLOW_INPUT_REQUIRED');
    // A workflow without agent steps needs no flags: no note.
    const shellOnly = `${AGENT_FLOW.slice(0, AGENT_FLOW.indexOf('  lint:'))}  lint:\n    run: 'printf "ok\\\\n" >"$STAGEGATE_OUTPUT"; stagegate gate LINTED'\n    output: 'runs/{{run_id}}/lint.md'\n    statuses: {LINTED: DONE}\n`;
    const own = workspaceWith({ 'wf.yaml': shellOnly });
    expect(jsonOf(await own.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'check', '--json']))['status']).toBe('PARTIAL_RESUMABLE');
    const plain = jsonOf(await own.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(plain).toMatchObject({ next_command: 'stagegate run wf.yaml --run-id r1' });
    expect(plain['next_note']).toBeUndefined();
  });
});

describe('a run paused at an approval whose message a newer stagegate refuses', () => {
  // An older stagegate did not check approval messages: it started this run with {{version}}
  // undeclared and paused at sign_off showing the message as written. Made here as that build
  // wrote it: the run paused with version declared, then the declaration dropped from the file and
  // the journal's workflow digest made the edited file's (rechained), so the file is the run's own.
  const wf = (declared: boolean) => `version: '4.0'
name: ship
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
${declared ? '  optional: [version]\n' : ''}steps:
  build:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/build.md'
    statuses: {OK: sign_off}
  sign_off:
    approval: { message: 'Ship {{version}}?' }
    on_approve: DONE
    on_reject: BLOCKED
`;

  it('approve records the decision with the finding as a warning (file:line) and the exact resume; the resume runs once the file is fixed', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf(true) });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    ws.write('wf.yaml', wf(false));
    const digest = createHash('sha256').update(readFileSync(join(ws.dir, 'wf.yaml'))).digest('hex');
    const journal = join(ws.dir, 'runs/r1/workflow_state.journal.jsonl');
    const events = readFileSync(journal, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    writeFileSync(journal, rechained(events.map((e) => (e['event'] === 'run_started' ? { ...e, workflow_digest: digest } : e))));
    rmSync(join(ws.dir, 'runs/r1/workflow_state.yaml'));
    rmSync(join(ws.dir, 'runs/r1/RUN_MANIFEST.yaml'));
    // This stagegate refuses the file: the refusal says a paused run can still be decided.
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status.status).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(status.hint).toContain('A run paused at this approval can still be decided as it is');

    const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice']);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    expect(approved.stdout).toContain('decision: approved by alice (step sign_off, visit 1)');
    expect(approved.stdout).toContain("warning:  wf.yaml:12:32 UNDECLARED_PLACEHOLDER approval message of step 'sign_off' uses {{version}}");
    expect(approved.stdout).toContain('The run continues only once the file is fixed (Declare version under inputs');
    expect(approved.stdout).toContain('  next:     stagegate run wf.yaml --run-id r1 --allow-workflow-change\n');
    // Until the file is fixed, the resume is refused (nothing runs); fixed, the printed next: finishes the run.
    const refused = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']));
    expect(refused.status).toBe('WORKFLOW_CONTRACT_INVALID');
    ws.write('wf.yaml', wf(true));
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change', '--json']);
    expect(jsonOf(done), done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['build']);
    const approvals = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json'])).approvals;
    expect(approvals).toMatchObject([{ step: 'sign_off', decision: 'approved', by: 'alice' }]);
  });

  it('reject too, in --json (workflow_warnings); a workflow with another error is still refused', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf(true) });
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'])).status).toBe('PARTIAL_RESUMABLE');
    const broken = wf(false).replace('on_reject: BLOCKED', 'on_reject: nowhere');
    ws.write('wf.yaml', broken);
    const refused = jsonOf(await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'bob', '--allow-workflow-change', '--json']));
    expect(refused.status).toBe('WORKFLOW_CONTRACT_INVALID');
    ws.write('wf.yaml', wf(false));
    const rejected = jsonOf(await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'bob', '--allow-workflow-change', '--json']));
    expect(rejected).toMatchObject({ status: 'PARTIAL_RESUMABLE', decision: 'rejected', next_command: 'stagegate run wf.yaml --run-id r1 --allow-workflow-change' });
    expect(rejected.workflow_warnings).toEqual([expect.stringMatching(/^wf\.yaml:12:32 UNDECLARED_PLACEHOLDER .*Recorded anyway/)]);
  });

  it('a refusal whose first finding is in an approval message but which has other errors does not say the run can be decided as it is', async () => {
    const both = wf(false).replace("run: 'source lib.sh; stage OK'", "run: 'source lib.sh; echo {{nope}}; stage OK'").replace(/( {2}build:\n(?: {4}.*\n)+)( {2}sign_off:\n(?: {4}.*\n)+)/, '$2$1').replace('on_approve: DONE', 'on_approve: build').replace('statuses: {OK: sign_off}', 'statuses: {OK: DONE}');
    const ws = workspaceWith({ 'wf.yaml': both });
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r.status).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(r.message).toMatch(/UNDECLARED_PLACEHOLDER approval message of step 'sign_off' uses \{\{version\}\}.*\(and 1 more/);
    expect(r.hint).not.toContain('can still be decided');
    const approved = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'alice', '--json']);
    expect(jsonOf(approved).status).toBe('WORKFLOW_CONTRACT_INVALID');
  });
});
