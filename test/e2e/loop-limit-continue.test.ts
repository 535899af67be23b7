// A run that ended at its loop limit (WORKFLOW_BLOCKED_LOOP_LIMIT) goes on as its refusals advise:
// raise max_visits, then `run --rerun-from STEP --allow-workflow-change`, the command pasted as the
// hint prints it. The journal's loop-limit end replays against the raised limit as what the
// workflow said then; the run's inputs are the ones it recorded; nothing completed is lost and
// `status` reads the run as valid afterwards. At a gated step's route and at a decision's.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { rechained } from '../helpers/rechained.js';
import { madeOnce } from '../helpers/shards.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(async () => {
  await removeWorkspaces();
});

/** review -> fix -> review ... review passes once pass.txt exists; its output names the visit (no stall). */
function gatedYaml(reviewVisits: number): string {
  return `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id, feature]
steps:
  design:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/design.md'
    statuses: {OK: review}
  review:
    run: 'source lib.sh; count; if [ -f pass.txt ]; then finish PASS; else finish NEEDS_FIX; fi'
    output: 'runs/{{run_id}}/review.md'
    statuses: {PASS: DONE, NEEDS_FIX: fix}
    max_visits: ${reviewVisits}
  fix:
    run: 'source lib.sh; stage FIXED'
    output: 'runs/{{run_id}}/fix.md'
    statuses: {FIXED: review}
`;
}

/** review -> route (a decision) -> fix -> review ...: the loop limit is fix's, reached at the decision. */
function decisionYaml(fixVisits: number): string {
  return `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id, feature]
steps:
  review:
    run: 'source lib.sh; count; if [ -f pass.txt ]; then finish REVIEWED; printf "  score: 90\\n" >>"$STAGEGATE_OUTPUT"; else finish REVIEWED; printf "  score: 50\\n" >>"$STAGEGATE_OUTPUT"; fi'
    output: 'runs/{{run_id}}/review.md'
    statuses: {REVIEWED: route}
  route:
    decide:
      - if: steps.review.gate.score >= 80
        to: DONE
      - else: fix
  fix:
    run: 'source lib.sh; stage FIXED'
    output: 'runs/{{run_id}}/fix.md'
    statuses: {FIXED: review}
    max_visits: ${fixVisits}
`;
}

async function run(ws: TempWorkspace, args: string[]) {
  const r = await ws.run([...args, '--json']);
  return { r, json: jsonOf(r) };
}

/** The command a hint gives in `…: stagegate run … --allow-workflow-change.`, as argv without `stagegate`. */
function advised(hint: string): string[] {
  const m = /: (stagegate run [^`]*? --allow-workflow-change)\./.exec(hint);
  expect(m, hint).not.toBeNull();
  const words = m![1]!.split(' ');
  return words.slice(1);
}

const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';

/* eslint-disable @typescript-eslint/no-explicit-any -- the journal's events as parsed JSON */
function journalEvents(ws: TempWorkspace): Array<Record<string, any>> {
  return ws.read(JOURNAL).trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
}

/**
 * Run r1 of gatedYaml(2) at its loop limit (design, then review and fix twice): the start of the
 * gated-step continuation and of both forged-entry tests. Made once, by the first test that asks
 * (its assertions with it), each test given a copy of its own (madeOnce).
 */
const atLoopLimit = madeOnce(async () => {
  const ws = workspaceWith({ 'wf.yaml': gatedYaml(2), '.gitignore': 'runs/\ncounter.txt\npass.txt\n' });
  ws.commit('v1');
  const first = await run(ws, ['run', 'wf.yaml', '--run-id', 'r1', 'feature=x']);
  expect(first.json.status, first.r.stderr).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
  expect(ws.lines('counter.txt')).toEqual(['design', 'review', 'fix', 'review', 'fix']);
  return ws;
});

describe('a run at its loop limit continues as the refusals advise', () => {
  it('at a gated step: REWIND_NOT_SUPPORTED and WORKFLOW_BLOCKED_LOOP_LIMIT give the rerun command; pasted after raising max_visits it runs, inputs kept, state valid', { tags: [CAMPAIGN] }, async () => {
    const ws = await atLoopLimit();
    // The loop limit's own fix offers the continuation, not only a fresh start.
    const st = await run(ws, ['status', 'wf.yaml', '--run-id', 'r1']);
    expect(st.json.status).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(advised(st.json.hint)).toEqual(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'review', '--allow-workflow-change']);
    const refused = await run(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'review']);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    expect(refused.json.hint).toContain('Raise max_visits of step review in wf.yaml');
    const command = advised(refused.json.hint);
    expect(command).toEqual(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'review', '--allow-workflow-change']);
    // Do exactly that: raise max_visits, paste the command (no inputs given: the run holds feature=x).
    ws.write('wf.yaml', gatedYaml(4));
    const going = await run(ws, command);
    expect(going.json.status, going.r.stderr).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(going.json.message).toContain('review would be entered a 5th time (max_visits 4)');
    expect(ws.lines('counter.txt')).toEqual(['design', 'review', 'fix', 'review', 'fix', 'review', 'fix', 'review', 'fix']);
    // Valid afterwards, and a second raise continues the same way to the end.
    const after = await run(ws, ['status', 'wf.yaml', '--run-id', 'r1']);
    expect(after.r.code, after.r.stderr).toBe(3);
    expect(after.json.status).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    ws.write('wf.yaml', gatedYaml(6));
    ws.write('pass.txt', 'ok\n');
    const done = await run(ws, advised(after.json.hint));
    expect(done.json.status, done.r.stderr).toBe('WORKFLOW_COMPLETE');
    // Nothing completed was lost: design's verdict kept (it never ran again), review's accepted last.
    expect(done.json.completed_steps).toEqual(expect.arrayContaining(['design', 'review']));
    expect(ws.state('runs/r1/workflow_state.yaml').inputs).toMatchObject({ feature: 'x' });
    expect(ws.lines('counter.txt').filter((l) => l === 'design')).toEqual(['design']);
    const final = await run(ws, ['status', 'wf.yaml', '--run-id', 'r1']);
    expect(final.r.code, final.r.stderr).toBe(0);
    expect(final.json.status).toBe('WORKFLOW_COMPLETE');
  });

  it('at a decision: its loop-limit end replays against the raised limit, and the advised rerun completes the run', async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionYaml(1), '.gitignore': 'runs/\ncounter.txt\npass.txt\n' });
    ws.commit('v1');
    const first = await run(ws, ['run', 'wf.yaml', '--run-id', 'r1', 'feature=x']);
    expect(first.json.status, first.r.stderr).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(first.json.message).toContain('step fix would be entered a 2nd time (max_visits 1)');
    expect(ws.lines('counter.txt')).toEqual(['review', 'fix', 'review']);
    // The decision_taken that ended the run records it (to: null, the stop), and history shows the stop.
    const decided = journalEvents(ws).filter((e) => e.event === 'decision_taken');
    expect(decided.map((e) => [e.to, e.stop])).toEqual([['fix', null], [null, 'WORKFLOW_BLOCKED_LOOP_LIMIT']]);
    const history = await run(ws, ['history', 'wf.yaml', '--run-id', 'r1']);
    const rows = (history.json.events as Array<Record<string, unknown>>).filter((e) => e.event === 'decision_taken');
    expect(rows.map((r) => [r.to, r.detail])).toEqual([['fix', ''], ['fix', 'WORKFLOW_BLOCKED_LOOP_LIMIT']]);
    const refused = await run(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'fix']);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    ws.write('wf.yaml', decisionYaml(3));
    // Before anything runs, status under the edit reads the run as it ended (not a fix entered a 2nd time).
    const looked = await run(ws, ['status', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change']);
    expect(looked.json.status, looked.r.stderr).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    ws.write('pass.txt', 'ok\n');
    const done = await run(ws, advised(refused.json.hint));
    expect(done.json, done.r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.lines('counter.txt')).toEqual(['review', 'fix', 'review', 'fix', 'review']);
    const final = await run(ws, ['status', 'wf.yaml', '--run-id', 'r1']);
    expect(final.r.code, final.r.stderr).toBe(0);
  });
});

/** implement -> review -> (REJECT) implement ...: both with max_visits `visits`; review approves once pass.txt exists. */
function reviewLoopYaml(visits: number): string {
  return `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  implement:
    run: 'source lib.sh; stage IMPLEMENTED'
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: review}
    max_visits: ${visits}
  review:
    run: 'source lib.sh; count; if [ -f pass.txt ]; then finish APPROVE; else finish REJECT; fi'
    output: 'runs/{{run_id}}/review.md'
    statuses: {APPROVE: DONE, REJECT: implement}
    max_visits: ${visits}
`;
}

describe('a loop whose steps are all at their limit', () => {
  it('the fix names every step of the loop back to the step entered that has had its max_visits visits: followed once, the next lap runs (not a stop at review)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': reviewLoopYaml(3), '.gitignore': 'runs/\ncounter.txt\npass.txt\n' });
    ws.commit('v1');
    const first = await run(ws, ['run', 'wf.yaml', '--run-id', 'r1']);
    expect(first.json.status, first.r.stderr).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(first.json.message).toContain('step implement would be entered a 4th time (max_visits 3) after review');
    const names = 'Raise max_visits of steps implement, review (each has had its max_visits visits on the loop back to implement: raising implement\'s alone stops the rerun at the next) in wf.yaml, then continue the run from implement';
    expect(first.json.hint).toContain(names);
    const st = await run(ws, ['status', 'wf.yaml', '--run-id', 'r1']);
    expect(st.json.hint).toContain(names);
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).stdout).toContain(names);
    // Follow it once: both raised by one, the advised command pasted; the review passes this lap.
    ws.write('wf.yaml', reviewLoopYaml(4));
    ws.write('pass.txt', 'ok\n');
    const done = await run(ws, advised(first.json.hint));
    expect(advised(first.json.hint)).toEqual(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'implement', '--allow-workflow-change']);
    expect(done.json.status, done.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['implement', 'review', 'implement', 'review', 'implement', 'review', 'implement', 'review']);
  });

  it('--rerun-from a step with no visit left names every step the run reaches from it that has had its max_visits visits too, in text and --json: followed, the next lap runs', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': reviewLoopYaml(3), '.gitignore': 'runs/\ncounter.txt\npass.txt\n' });
    ws.commit('v1');
    expect((await run(ws, ['run', 'wf.yaml', '--run-id', 'r1'])).json.status).toBe('WORKFLOW_BLOCKED_LOOP_LIMIT');
    const journal = ws.read(JOURNAL);
    const refused = await run(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'implement']);
    expect(refused.json.status).toBe('REWIND_NOT_SUPPORTED');
    const message = '--rerun-from implement: step implement has had its 3 visits (max_visits 3), so entering it again would only end the run at the loop limit (WORKFLOW_BLOCKED_LOOP_LIMIT); so has step review (max_visits 3), which the run reaches from implement: with implement\'s limit raised alone, the rerun would stop there; nothing was changed';
    expect(refused.json.message).toBe(message);
    const names = 'Raise max_visits of steps implement, review (each has had its max_visits visits and the run reaches it again from implement: raising implement\'s alone stops the rerun at the next) in wf.yaml';
    expect(refused.json.hint).toContain(names);
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'implement']);
    expect(text.stdout + text.stderr).toContain(message);
    expect(text.stdout + text.stderr).toContain(names);
    expect(ws.read(JOURNAL)).toBe(journal);
    // Followed: both raised, the advised command pasted; the lap runs through review, which passes.
    ws.write('wf.yaml', reviewLoopYaml(4));
    ws.write('pass.txt', 'ok\n');
    const done = await run(ws, advised(refused.json.hint));
    expect(done.json.status, done.r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('counter.txt')).toEqual(['implement', 'review', 'implement', 'review', 'implement', 'review', 'implement', 'review']);
  });
});


describe('the limit an earlier invocation recorded is no way past max_visits', () => {
  // The journal rewritten with its chain recomputed and the projections removed: the loop-limit end
  // rewritten as an entry into review a 3rd time (max_visits 2). The workflow edited in an unrelated
  // way (or only the run_started digest rewritten) must not make that entry replay as decided then.
  it.each([
    ['an unrelated edit of the workflow', true, false],
    ['the recorded workflow digest rewritten, the workflow not edited', false, true],
  ])('an entry past the limit written into the journal is refused: %s', async (_name, edit, forgeDigest) => {
    const ws = await atLoopLimit();
    const events = journalEvents(ws);
    const end = events.findLastIndex((e) => e.stop === 'WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(events[end]).toMatchObject({ event: 'gate_accepted', step: 'fix', to: null });
    const forged = events.map((e, i) => (i === end ? { ...e, to: 'review', stop: null } : forgeDigest && e.event === 'run_started' ? { ...e, workflow_digest: 'sha256:' + '0'.repeat(64) } : e));
    ws.write(JOURNAL, rechained(forged));
    rmSync(ws.path('runs/r1/workflow_state.yaml'));
    rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'), { force: true });
    if (edit) ws.write('wf.yaml', gatedYaml(2).replace("stage FIXED'", "stage FIXED; true'"));
    const journal = ws.read(JOURNAL);
    const again = await run(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change']);
    expect(again.json.status, again.r.stdout).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(again.json.message).toMatch(/gate_accepted of step fix says it led to review; the workflow leads to the end \(WORKFLOW_BLOCKED_LOOP_LIMIT\)/);
    expect(ws.lines('counter.txt')).toEqual(['design', 'review', 'fix', 'review', 'fix']);
    expect(ws.read(JOURNAL)).toBe(journal);
  });
});

describe('a journal that does not replay against the edited workflow', () => {
  it('run, status and plan refuse it as an integrity violation (not a required input missing), the run files byte for byte', async () => {
    const ws = workspaceWith({ 'wf.yaml': gatedYaml(2), '.gitignore': 'runs/\ncounter.txt\npass.txt\n' });
    ws.commit('v1');
    const first = await run(ws, ['run', 'wf.yaml', '--run-id', 'r1', 'feature=x', '--stop-after-step', 'review']);
    expect(first.json.status, first.r.stderr).toBe('PARTIAL_RESUMABLE');
    // design's OK now leads to fix: the journal's design -> review no longer replays.
    ws.write('wf.yaml', gatedYaml(2).replace('statuses: {OK: review}', 'statuses: {OK: fix}'));
    const files = ['runs/r1/workflow_state.yaml', JOURNAL, 'runs/r1/RUN_MANIFEST.yaml'].map((f) => ws.read(f));
    for (const command of ['run', 'status', 'plan']) {
      const r = await run(ws, [command, 'wf.yaml', '--run-id', 'r1', '--allow-workflow-change']);
      expect([r.r.code, r.json.status], `${command}: ${r.r.stdout}`).toEqual([5, 'WORKFLOW_STATE_INTEGRITY_VIOLATION']);
      expect(r.json.message).toMatch(/gate_accepted\) does not replay against wf\.yaml/);
    }
    expect(['runs/r1/workflow_state.yaml', JOURNAL, 'runs/r1/RUN_MANIFEST.yaml'].map((f) => ws.read(f))).toEqual(files);
    expect(ws.lines('counter.txt')).toEqual(['design', 'review']);
  });
});
