/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// A stage that commits its own work (user34b F1): HEAD moves while the run's attempt is under way,
// the journal records it (source_advanced), and a resume at that commit finds the verdicts and the
// approval made before it current. A commit made by anyone between invocations is still a source
// change; rerun does not loop; a forged advance does not replay. Real git, real commits.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { git, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { rechained } from '../helpers/rechained.js';
import { PAR_LIB } from './parallel-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const JOURNAL = 'runs/r1/workflow_state.journal.jsonl';

/** design (a verdict before the commit), implement (commits its work), an approval, then finish. */
const YAML = `version: '4.0'
name: committing
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  design:
    run: 'source lib.sh; stage DESIGNED'
    output: 'runs/{{run_id}}/design.md'
    statuses: {DESIGNED: implement}
  implement:
    run: |
      echo "$STAGEGATE_VISIT.$STAGEGATE_ATTEMPT" >>impl.txt
      git add impl.txt && git -c commit.gpgsign=false commit -qm "agent: implement"
      source lib.sh; stage IMPLEMENTED
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: sign_off}
  sign_off:
    approval: { message: 'Merge?' }
    on_approve: finish
    on_reject: BLOCKED
  finish:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/finish.md'
    statuses: {OK: DONE}
`;

function events(ws: TempWorkspace): Array<Record<string, any>> {
  return ws.read(JOURNAL).trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
}

const head = (ws: TempWorkspace): string => git(ws.dir, ['rev-parse', 'HEAD']).trim();

/** A committed workspace whose run r1 paused at sign_off after implement committed; the commits before and after. */
async function paused(): Promise<{ ws: TempWorkspace; before: string; after: string }> {
  const ws = workspaceWith({ 'wf.yaml': YAML, '.gitignore': 'runs/\ncounter.txt\n' });
  const before = ws.commit('v1');
  const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
  expect(jsonOf(r).status, r.stderr).toBe('PARTIAL_RESUMABLE');
  const after = head(ws);
  expect(after).not.toBe(before);
  return { ws, before, after };
}

describe('a stage that commits its own work', () => {
  it('the advance is recorded; approve and resume at that commit completes, nothing stale', async () => {
    const { ws, before, after } = await paused();
    const list = events(ws);
    const advanced = list.filter((e) => e.event === 'source_advanced');
    expect(advanced).toEqual([expect.objectContaining({ step: 'implement', visit: 1, attempt: 1, from_commit: before, to_commit: after })]);
    // Recorded before the acceptance it belongs to: implement's verdict is stamped at the commit it judged.
    expect(list.indexOf(advanced[0]!)).toBe(list.findIndex((e) => e.event === 'gate_accepted' && e.step === 'implement') - 1);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.steps.design.source_commit).toBe(before);
    expect(state.steps.implement.source_commit).toBe(after);
    expect(state.source_commit).toBe(after);
    expect(state.pending_approval.source_commit).toBe(after);
    expect(ws.yaml('runs/r1/workflow_state.yaml').source_advances).toEqual([expect.objectContaining({ step: 'implement', from_commit: before, to_commit: after })]);

    const st = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(st).status, st.stdout).toBe('PARTIAL_RESUMABLE');
    const a = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me', '--json']);
    expect(a.code, a.stdout + a.stderr).toBe(0);
    expect(a.stdout).not.toContain('--on-source-change');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(events(ws).some((e) => e.event === 'source_changed')).toBe(false);
    expect(ws.read('impl.txt')).toBe('1.1\n');

    // history shows it (the text row and --json, whose fields stay those of every row).
    const h = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(h.stdout).toMatch(new RegExp(`source_advanced +implement v1 a1 +HEAD moved +${before.slice(0, 12)} -> ${after.slice(0, 12)}: a commit the run's own stage made`));
    const hj = jsonOf(await ws.run(['history', 'wf.yaml', '--run-id', 'r1', '--json']));
    const row = hj.events.find((e: any) => e.event === 'source_advanced');
    expect(Object.keys(row).sort()).toEqual(Object.keys(hj.events[0]).sort());
    expect(row).toMatchObject({ step: 'implement', visit: 1, attempt: 1, to: null, status: 'HEAD moved', data: { from_commit: before, to_commit: after } });
  });

  it('a commit made by someone else between invocations is still stale; rerun runs implement again once, not forever', { tags: [CAMPAIGN] }, async () => {
    const { ws, after } = await paused();
    ws.write('human.txt', 'edit\n');
    const human = ws.commit('human edit');
    const refused = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(refused.code).toBe(5);
    expect(jsonOf(refused).status).toBe('STALE_ARTIFACT_REJECTED');
    expect(jsonOf(refused).message).toContain(`the verdicts of design, implement were made at source commit`);
    expect(jsonOf(refused).message).toContain(after.slice(0, 12));
    expect(jsonOf(refused).message).toContain(human.slice(0, 12));

    // rerun: design and implement run again at the human's commit; implement commits again (its own advance), pauses.
    const rerun = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--on-source-change', 'rerun', '--json']);
    expect(jsonOf(rerun).status, rerun.stdout + rerun.stderr).toBe('PARTIAL_RESUMABLE');
    const again = head(ws);
    expect(again).not.toBe(human);
    expect(ws.read('impl.txt')).toBe('1.1\n2.1\n');
    const advances = events(ws).filter((e) => e.event === 'source_advanced');
    expect(advances.at(-1)).toMatchObject({ step: 'implement', visit: 2, from_commit: human, to_commit: again });
    // The decision at the new commit counts, and the plain resume (refuse) completes: no second rerun.
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me'])).code).toBe(0);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('impl.txt')).toBe('1.1\n2.1\n');
    // A finished run at its own last commit reports its outcome again and runs nothing.
    const again2 = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(again2).status).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('impl.txt')).toBe('1.1\n2.1\n');
  });

  it('replay refuses a forged advance: from a commit the run was not at, or outside the attempt in flight', async () => {
    const { ws, before } = await paused();
    const list = events(ws);
    const forge = async (edit: (e: Record<string, any>) => Record<string, any>): Promise<any> => {
      ws.write(JOURNAL, rechained(list.map((e) => (e.event === 'source_advanced' ? edit(e) : e))));
      rmSync(ws.path('runs/r1/workflow_state.yaml'), { force: true });
      rmSync(ws.path('runs/r1/RUN_MANIFEST.yaml'), { force: true });
      return jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    };
    // As written (rechained alike), it replays.
    expect((await forge((e) => e)).status).toBe('PARTIAL_RESUMABLE');
    const other = 'f'.repeat(40);
    const fromElsewhere = await forge((e) => ({ ...e, from_commit: other }));
    expect(fromElsewhere.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(fromElsewhere.message).toContain(`from ${other.slice(0, 12)}; the run was at ${before.slice(0, 12)}`);
    const wrongAttempt = await forge((e) => ({ ...e, attempt: 2 }));
    expect(wrongAttempt.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(wrongAttempt.message).toContain('which was not the attempt in flight');
    const notACommit = await forge((e) => ({ ...e, to_commit: 'HEAD' }));
    expect(notACommit.status).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
  });

  it('foreach items and a parallel branch that commit: each advance recorded on the step, the next item starts at it, the approval after them counts', async () => {
    const commitIt = (what: string) => `echo "${what}" >>work.txt; git add work.txt && git -c commit.gpgsign=false commit -qm "${what}"`;
    const yaml = `version: '4.0'
name: looped
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  loop:
    foreach:
      source: reg.md
      id_field: ID
    per_item:
      code:
        run: ${JSON.stringify(`${commitIt('$STAGEGATE_INPUT_ITEM_ID')}; source lib.sh; stage OK`)}
        output: 'runs/{{run_id}}/code/{{item_id}}.md'
        statuses: { OK: next_artifact }
    completion: { require: all rows VERIFIED, on_complete: checks }
  checks:
    parallel:
      branches:
        a:
          run: ${JSON.stringify(`${commitIt('branch a')}; source par.sh; stage OK`)}
          output: 'runs/{{run_id}}/a.md'
          statuses: { OK: DONE }
        b:
          run: 'source par.sh; stage OK'
          output: 'runs/{{run_id}}/b.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: sign_off, PARALLEL_FAILED: BLOCKED }
  sign_off:
    approval: { message: 'Merge?' }
    on_approve: DONE
    on_reject: BLOCKED
`;
    const ws = workspaceWith({ 'wf.yaml': yaml, '.gitignore': 'runs/\ncounter.txt\nreg.md\n', 'par.sh': PAR_LIB, 'reg.md': '| ID | Status |\n|---|---|\n| I1 | TODO |\n| I2 | TODO |\n' });
    const start = ws.commit('v1');
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('PARTIAL_RESUMABLE');
    const commits = git(ws.dir, ['rev-list', '--reverse', `${start}..HEAD`]).trim().split('\n');
    expect(commits).toHaveLength(3);
    const advances = events(ws).filter((e) => e.event === 'source_advanced');
    expect(advances.map((e) => [e.step, e.from_commit, e.to_commit])).toEqual([
      ['loop', start, commits[0]],
      ['loop', commits[0], commits[1]],
      ['checks', commits[1], commits[2]],
    ]);
    // Item I2's run started at the commit I1 left (the parent's source moved as I1 finished), and recorded its own advance.
    const item2 = ws.state(events(ws).find((e) => e.event === 'item_started' && e.item === 'I2')!.state_path);
    expect(item2.invocations[0].source_commit).toBe(commits[0]);
    expect(item2.source_advances).toEqual([expect.objectContaining({ step: 'code', from_commit: commits[0], to_commit: commits[1] })]);
    const a = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'me']);
    expect(a.code, a.stdout + a.stderr).toBe(0);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done).status, done.stdout + done.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('work.txt')).toBe('I1\nI2\nbranch a\n');
  });
});
