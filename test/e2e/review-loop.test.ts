/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// The review loop through the built CLI: implement -> two reviewer branches in parallel -> human
// approval, rejected with a note -> back to implement, whose prompt names the reviewers' outputs,
// their gate and the note ({{steps.<parallel>.branches.<branch>.…}}, {{steps.<approval>.decision|note|by}}).
// A decision reads the same values; a run: script gets the note as a value, never as shell text;
// status and plan (the journal replayed) agree with what the run handed the agent. Validation of
// these references: an unknown branch, a step that is not an approval, the spellings a newcomer tries.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const AGENT = ['--agent', 'command', '--agent-command', join(REPO_ROOT, 'test', 'fixtures', 'fake-agent')];
const ENV = { FAKE_AGENT_LOG: 'calls.jsonl' };

const IMPLEMENT =
  'Implement it. Reviews: a=[{{steps.review.branches.reviewer_a.output_or_empty}}] b=[{{steps.review.branches.reviewer_b.output_or_empty}}] a-status=[{{steps.review.branches.reviewer_a.gate_or_empty.status}}]. Sign-off [{{steps.sign_off.decision}}] by [{{steps.sign_off.by}}]: [{{steps.sign_off.note}}]';

const LOOP = `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  implement:
    inline_instruction: '${IMPLEMENT}'
    output: 'runs/{{run_id}}/impl.md'
    statuses: { IMPLEMENTED: review }
  review:
    parallel:
      branches:
        reviewer_a:
          inline_instruction: 'Review {{steps.implement.output}} for correctness.'
          output: 'runs/{{run_id}}/review_a.md'
          statuses: { REVIEWED: DONE }
        reviewer_b:
          inline_instruction: 'Review {{steps.implement.output}} for style.'
          output: 'runs/{{run_id}}/review_b.md'
          statuses: { REVIEWED: DONE }
    statuses: { PARALLEL_COMPLETE: sign_off, PARALLEL_FAILED: BLOCKED }
  sign_off:
    approval: { message: 'Ship it? Reviews in {{steps.review.branches.reviewer_a.output}}; last time: [{{steps.sign_off.decision}}]' }
    on_approve: DONE
    on_reject: route
    max_visits: 3
  route:
    decide:
      - if: steps.sign_off.decision == 'rejected' && steps.review.branches.reviewer_a.gate.status == 'REVIEWED' && steps.sign_off.note != ''
        to: record
      - else: BLOCKED
  record:
    run: 'printf "%s|%s\\n" {{steps.sign_off.note}} "{{steps.review.branches.reviewer_b.output}}" >note.txt; printf "ok\\n" >"$STAGEGATE_OUTPUT"; stagegate gate RECORDED'
    output: 'runs/{{run_id}}/record.md'
    statuses: { RECORDED: implement }
`;

// A note a shell would run if it were spliced into the script: it must arrive as text.
const NOTE = `tests fail: $(touch pwned) "quoted" it's; \`touch pwned2\``;

describe('a review loop hands the reviewers and the approval back', () => {
  it("implement's prompt, after a rejection, names the reviewers' outputs, their gate status and the reject note; a decision and a run: script read them; status and plan agree", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': LOOP });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const first = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(first), first.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    // The first pass: no review and no decision yet — the _or_empty forms and the approval's fields read "".
    const implementCalls = () => ws.lines('calls.jsonl').map((l) => JSON.parse(l)).filter((c: any) => c.step === 'implement');
    expect(implementCalls()).toHaveLength(1);
    expect(implementCalls()[0].prompt).toContain('Implement it. Reviews: a=[] b=[] a-status=[]. Sign-off [] by []: []');
    expect(ws.state('runs/r1/workflow_state.yaml').pending_approval.message).toBe('Ship it? Reviews in runs/r1/review_a.md; last time: []');

    const rejected = await ws.run(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'carol', '--note', NOTE]);
    expect(rejected.code, rejected.stderr).toBe(0);
    const second = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(second), second.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });

    const expected = `Implement it. Reviews: a=[runs/r1/review_a.md] b=[runs/r1/review_b.md] a-status=[REVIEWED]. Sign-off [rejected] by [carol]: [${NOTE}]`;
    const calls = implementCalls();
    expect(calls).toHaveLength(2);
    expect(calls[1].prompt).toContain(expected);
    // The run: script got the note as one value: printed as written, nothing in it ran.
    expect(ws.read('note.txt')).toBe(`${NOTE}|runs/r1/review_b.md\n`);
    expect(ws.exists('pwned')).toBe(false);
    expect(ws.exists('pwned2')).toBe(false);

    // The decision saw the same values (its record), and the approval asked again names the last decision.
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status['pending_approval']).toMatchObject({ visit: 2, message: 'Ship it? Reviews in runs/r1/review_a.md; last time: [rejected]' });
    const route = status['decisions'].find((d: any) => d.step === 'route');
    expect(route).toMatchObject({ to: 'record' });
    expect(route.branches[0].seen).toEqual({ 'steps.sign_off.decision': 'rejected', 'steps.review.branches.reviewer_a.gate.status': 'REVIEWED', 'steps.sign_off.note': NOTE });
    // plan replays the journal: the prompt it shows for implement has the values the agent got.
    const shown = await ws.run(['plan', 'wf.yaml', '--run-id', 'r1', '--show-prompt', 'implement', ...AGENT]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(expected);
    expect(shown.stdout.split('\n').find((l: string) => l.startsWith('Implement it.'))).toBe(calls[1].prompt.split('\n').find((l: string) => l.startsWith('Implement it.')));

    // Approved: the loop ends.
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'dave'])).code).toBe(0);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it("a branch's extra gate keys and a failed reviewer: plain references resolve from the accepted gate; output_or_empty reads '' for a branch with no output", async () => {
    const yaml = `version: '4.0'
name: gates
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    parallel:
      join: any
      branches:
        a:
          run: 'printf "looks right\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK --set score=91'
          output: 'runs/{{run_id}}/a.md'
          statuses: { OK: DONE }
        b:
          run: 'exit 3'
          output: 'runs/{{run_id}}/b.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: after }
  after:
    run: 'printf "%s|%s|%s|%s\\n" {{steps.review.branches.a.gate.score}} "{{steps.review.branches.a.output}}" "[{{steps.review.branches.b.output_or_empty}}]" "[{{steps.review.branches.b.gate_or_empty.status}}]" >seen.txt; source lib.sh; finish OK'
    output: 'runs/{{run_id}}/after.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': yaml });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), JSON.stringify(jsonOf(r))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.read('seen.txt')).toBe('91|runs/r1/a.md|[]|[]\n');
    // The gate is recorded with the branch (the journal's branch_updated), so a replay reads it too.
    expect(ws.state('runs/r1/workflow_state.yaml').steps.review.parallel.branches.a.gate).toMatchObject({ status: 'OK', score: 91 });
  });

  it("a branch's gate holding a secret is recorded masked, and a later reference reads ***", async () => {
    const yaml = `version: '4.0'
name: sec
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    parallel:
      branches:
        a:
          run: 'printf "x\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK --set note="key=$MY_API_TOKEN"'
          output: 'runs/{{run_id}}/a.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: after }
  after:
    run: 'printf "%s\\n" "{{steps.review.branches.a.gate.note}}" >seen.txt; source lib.sh; finish OK'
    output: 'runs/{{run_id}}/after.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': yaml });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { MY_API_TOKEN: 'sup3rs3cr3tvalue' } });
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.read('seen.txt')).toBe('key=***\n');
    expect(ws.read('runs/r1/workflow_state.journal.jsonl')).not.toContain('sup3rs3cr3t');
    expect(ws.state('runs/r1/workflow_state.yaml').steps.review.parallel.branches.a.gate.note).toBe('key=***');
  });

  it('a plain branch reference the state cannot resolve yet stops the run before the stage, never an empty path', async () => {
    const yaml = LOOP.replace('{{steps.review.branches.reviewer_a.output_or_empty}}', '{{steps.review.branches.reviewer_a.output}}');
    const ws = workspaceWith({ 'wf.yaml': yaml });
    expect((await ws.run(['validate', 'wf.yaml'])).code).toBe(0);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(r.code).toBe(4);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', active_step: 'implement' });
    expect(jsonOf(r)['message']).toContain('{{steps.review.branches.reviewer_a.output}}');
    expect(jsonOf(r)['hint']).toBe("A steps.<parallel>.branches.<branch> reference resolves only once that branch has an accepted output or gate on the parallel step's last visit; where none should read as empty (a loop's first pass), write output_or_empty or gate_or_empty.");
    expect(ws.exists('calls.jsonl')).toBe(false);
  });
});

describe('a rerun takes an approval decision back', () => {
  it('after --rerun-from a step before the approval, {{steps.<approval>.decision|note}} and a decision read the decision that still stands, not the one taken back', async () => {
    // Before: implement's third visit and the approval asked again read [approved] [lgtm], the
    // decision --rerun-from implement had just taken back (docs/run-semantics.md#rerun-from-a-step).
    const yaml = `version: '4.0'
name: rr
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  implement:
    run: 'printf "impl [%s] [%s]\\n" "{{steps.sign_off.decision}}" "{{steps.sign_off.note}}" >>log.txt; printf "x%s\\n" "{{steps.implement.visits}}" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
    output: 'runs/{{run_id}}/impl.md'
    statuses: { OK: sign_off }
  sign_off:
    approval: { message: 'last [{{steps.sign_off.decision}}] note [{{steps.sign_off.note}}]' }
    on_approve: route
    on_reject: implement
    max_visits: 5
  route:
    decide:
      - if: steps.sign_off.decision == 'approved'
        to: DONE
      - else: BLOCKED
`;
    const ws = workspaceWith({ 'wf.yaml': yaml });
    const ok = async (args: string[]) => {
      const r = await ws.run(args);
      expect(r.code, r.stderr).toBe(0);
    };
    await ok(['run', 'wf.yaml', '--run-id', 'r1']);
    await ok(['reject', 'wf.yaml', '--run-id', 'r1', '--by', 'carol', '--note', 'redo it']);
    await ok(['run', 'wf.yaml', '--run-id', 'r1']);
    await ok(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'dave', '--note', 'lgtm']);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    const rerun = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--rerun-from', 'implement', '--json']);
    expect(jsonOf(rerun), rerun.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(ws.read('log.txt')).toBe('impl [] []\nimpl [rejected] [redo it]\nimpl [rejected] [redo it]\n');
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status['pending_approval']).toMatchObject({ message: 'last [rejected] note [redo it]' });
    // The history keeps the decision taken back, marked.
    const approvals = ws.state('runs/r1/workflow_state.yaml').approvals;
    expect(approvals.map((a: any) => [a.decision, a.taken_back_at !== undefined])).toEqual([['rejected', false], ['approved', true]]);
    // Rejected again: the decision reads the new one; approved: route sees 'approved' and the run ends.
    await ok(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'erin']);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });
});

describe("a parallel step skipped on its next visit has no branches to read", () => {
  it("after stagegate skip on the second visit, the branch _or_empty forms read '' and a decision sees the branch pending, not the first visit's records", async () => {
    // Before: after v2 read [runs/r1/a.md] [1] (visit 1's branch) and the decision saw 'succeeded'.
    const yaml = `version: '4.0'
name: sk
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  implement:
    run: 'printf "v%s\\n" "{{steps.implement.visits}}" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
    output: 'runs/{{run_id}}/impl.md'
    statuses: { OK: review }
    max_visits: 3
  review:
    optional: true
    on_skip: after
    parallel:
      branches:
        a:
          run: 'printf "A%s\\n" "{{steps.review.visits}}" >"$STAGEGATE_OUTPUT"; stagegate gate OK --set v={{steps.review.visits}}'
          output: 'runs/{{run_id}}/a.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: after }
  after:
    run: 'printf "after v%s [%s] [%s]\\n" "{{steps.after.visits}}" "{{steps.review.branches.a.output_or_empty}}" "{{steps.review.branches.a.gate_or_empty.v}}" >>log.txt; printf "x%s\\n" "{{steps.after.visits}}" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
    output: 'runs/{{run_id}}/after.md'
    statuses: { OK: again }
  again:
    decide:
      - if: visits.after < 2
        to: implement
      - if: steps.review.branches.a.status == 'succeeded'
        to: BLOCKED
      - else: DONE
`;
    const ws = workspaceWith({ 'wf.yaml': yaml });
    const ok = async (args: string[]) => {
      const r = await ws.run(args);
      expect(r.code, r.stderr).toBe(0);
    };
    await ok(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'implement']);
    await ok(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'implement']);
    expect(ws.read('log.txt')).toBe('after v1 [runs/r1/a.md] [1]\n');
    await ok(['skip', 'wf.yaml', 'review', '--run-id', 'r1']);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done), done.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.read('log.txt')).toBe('after v1 [runs/r1/a.md] [1]\nafter v2 [] []\n');
  });
});

describe('validate: branch and approval references', () => {
  it('an unknown branch, a step that is not parallel or not an approval: UNDECLARED_PLACEHOLDER with a did-you-mean; the spellings a newcomer tries name the branch form', async () => {
    const bad = LOOP.replace(
      IMPLEMENT,
      'A {{steps.review.branches.reviewer_c.output}} B {{steps.review.output}} C {{steps.reviewer_a.output}} D {{steps.review.reviewer_b.gate.status}} E {{steps.implement.note}} F {{steps.sign_of.decision}} G {{steps.sign_off.by}}',
    );
    const ws = workspaceWith({ 'wf.yaml': bad });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const errors = jsonOf(r)['errors'];
    const of = (name: string) => errors.find((e: any) => e.message.includes(`{{${name}}}`));
    expect(errors.map((e: any) => e.code)).toEqual(Array(6).fill('UNDECLARED_PLACEHOLDER'));
    expect(of('steps.review.branches.reviewer_c.output').hint).toBe("Name a run or prompt branch with an output of parallel step review (reviewer_a, reviewer_b), or fix the spelling. Did you mean 'reviewer_a'?");
    expect(of('steps.review.output').hint).toBe('Parallel step review has no output or gate of its own; each branch has its own. Write {{steps.review.branches.reviewer_a.output}} (its branches: reviewer_a, reviewer_b).');
    expect(of('steps.reviewer_a.output').hint).toBe('reviewer_a is a branch of parallel step review, referred to through it. Write {{steps.review.branches.reviewer_a.output}} (its branches: reviewer_a, reviewer_b).');
    expect(of('steps.review.reviewer_b.gate.status').hint).toBe('reviewer_b is a branch of parallel step review, referred to through it. Write {{steps.review.branches.reviewer_b.gate.status}} (its branches: reviewer_a, reviewer_b).');
    expect(of('steps.implement.note').message).toContain("'implement' is not an approval step in this scope");
    expect(of('steps.sign_of.decision').hint).toBe("Name an approval step beside this one (sign_off), or fix the spelling; a reference is never an input a run can be given. Did you mean 'sign_off'?");
    expect(of('steps.sign_off.by')).toBeUndefined();
  });

  it("a branch reading a branch of its own parallel step (inline text, run:, prompt file): UNDECLARED_PLACEHOLDER — what it read would depend on which branch finished first — and run refuses before any stage", async () => {
    // Before: accepted; with max_concurrency 1 branch a read b's output, with 2 it read '' — the same workflow, two results.
    const yaml = `version: '4.0'
name: sib
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    parallel:
      max_concurrency: 1
      branches:
        b:
          run: 'printf "B\\n" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
          output: 'runs/{{run_id}}/b.md'
          statuses: { OK: DONE }
        a:
          run: 'printf "A:[%s] v%s\\n" "{{steps.review.branches.b.output_or_empty}}" "{{steps.review.visits}}" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
          output: 'runs/{{run_id}}/a.md'
          statuses: { OK: DONE }
        c:
          prompt: 'c.md'
          output: 'runs/{{run_id}}/c.md'
          statuses: { OK: DONE }
    statuses: { PARALLEL_COMPLETE: after }
  after:
    run: 'printf "%s\\n" "{{steps.review.branches.b.gate.status}}" >"$STAGEGATE_OUTPUT"; stagegate gate OK'
    output: 'runs/{{run_id}}/after.md'
    statuses: { OK: DONE }
`;
    const ws = workspaceWith({ 'wf.yaml': yaml, 'c.md': 'Compare with {{steps.review.branches.a.gate.status}} and {{steps.review.output}}.\n' });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const errors = jsonOf(r)['errors'];
    // steps.review.visits in a branch and the branch references after review stay valid.
    expect(errors.map((e: any) => `${e.code} ${e.message.match(/\{\{[^}]+\}\}/)[0]}`).sort()).toEqual([
      'UNDECLARED_PLACEHOLDER {{steps.review.branches.a.gate.status}}',
      'UNDECLARED_PLACEHOLDER {{steps.review.branches.b.output_or_empty}}',
      'UNDECLARED_PLACEHOLDER {{steps.review.output}}',
    ]);
    const of = (name: string) => errors.find((e: any) => e.message.includes(`{{${name}}}`));
    expect(of('steps.review.branches.b.output_or_empty').message).toContain("branch 'b' of parallel step 'review', the step this branch runs inside");
    expect(of('steps.review.branches.a.gate.status').message).toContain('prompt c.md');
    expect(of('steps.review.branches.b.output_or_empty').hint).toBe("Read it in a step after review (its branches' outputs and gates are there once review has finished); to hand one branch's result to another, make them two steps.");
    // The own parallel step's spelling hint does not suggest a branch form the branch may not use.
    expect(of('steps.review.output').hint).not.toContain('steps.review.branches');
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(run.code, run.stderr).not.toBe(0);
    expect(ws.exists('runs/r1/b.md')).toBe(false);
  });

  it('a decision reading a branch the step does not have, a field a branch lacks, or an approval field of another step: DECISION_EXPRESSION_INVALID', async () => {
    const bad = LOOP.replace(
      "steps.sign_off.decision == 'rejected' && steps.review.branches.reviewer_a.gate.status == 'REVIEWED' && steps.sign_off.note != ''",
      "steps.review.branches.reviewr_a.output && steps.review.branches.reviewer_a.log && steps.implement.decision && steps.route.branches",
    );
    const ws = workspaceWith({ 'wf.yaml': bad });
    const r = await ws.run(['validate', 'wf.yaml', '--json']);
    expect(r.code).toBe(1);
    const errors = jsonOf(r)['errors'];
    expect(errors.map((e: any) => e.code)).toEqual(Array(4).fill('DECISION_EXPRESSION_INVALID'));
    const messages = errors.map((e: any) => e.message.replace(/^.*, which is always null: /, ''));
    expect(messages).toEqual([
      "parallel step review has no branch 'reviewr_a' (it has reviewer_a, reviewer_b). Did you mean 'reviewer_a'?",
      "a branch's record has no 'log' (it has status, output, gate).",
      'step implement is not an approval step: only an approval\'s record has decision, note, by (its last decision).',
      "step route is not a parallel step: only a parallel step's record has branches.",
    ]);
  });
});
