/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Stall detection is a loop's fixed point, through the CLI with shell stages whose outputs are
// deterministic: a stage that repeats its verdict while another stage of the loop wrote something
// new (implement -> test -> review -> implement, tests that pass again after each new
// implementation) is no stall; a loop whose every stage repeats itself still stalls — closed by a
// gate or by a decision step — and takes its on_stall escape. Runs an earlier stagegate wrote,
// which compared a step only with its own previous visit, still load and resume as they were
// decided (test/fixtures/earlier-runs/stall-own-step/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const EARLIER = join(REPO_ROOT, 'test/fixtures/earlier-runs/stall-own-step');
/**
 * implement writes "# implementation N" (N: how often it ran, read from counter.txt), test always
 * "all tests pass", review asks for changes until implement ran 3 times; then a person signs off.
 */
const TDD = readFileSync(join(EARLIER, 'wf.yaml'), 'utf8');
/** The same, with each stage's output the same on every visit (implement writes no number). */
const FIXED = TDD.replace('printf "# implementation %s\\n\\n" "$n"', 'printf "# implementation\\n\\n"');

/** A loop closed by a decision: implement -> test -> check (a decision on test's gate) -> implement. */
function decisionLoop(implement: string): string {
  return `version: '4.0'
name: decided
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  implement:
    run: ${JSON.stringify(implement)}
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: test}
    max_visits: 3
  test:
    run: 'source lib.sh; count; outdir; printf "all tests pass\\n\\n" >"$STAGEGATE_OUTPUT"; gate TESTS_PASS'
    output: 'runs/{{run_id}}/test.md'
    statuses: {TESTS_PASS: check}
    max_visits: 3
  check:
    decide:
      - if: steps.test.gate.status == 'SHIP'
        to: DONE
      - else: implement
    max_visits: 3
`;
}
const CHANGING_IMPLEMENT = 'source lib.sh; count; outdir; n=0; while read -r s; do [ "$s" != implement ] || n=$((n+1)); done <counter.txt; printf "# implementation %s\\n\\n" "$n" >"$STAGEGATE_OUTPUT"; gate IMPLEMENTED';
const SAME_IMPLEMENT = 'source lib.sh; count; outdir; printf "# implementation\\n\\n" >"$STAGEGATE_OUTPUT"; gate IMPLEMENTED';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A workspace (no git: the run was made outside one) holding run r1 as the earlier stagegate left it in `folder`. */
function earlierRun(folder: string, workflow: string): ReturnType<typeof workspaceWith> {
  const ws = workspaceWith({ [workflow]: readFileSync(join(EARLIER, workflow), 'utf8') }, { git: false });
  const from = join(EARLIER, folder);
  for (const file of filesUnder(from)) ws.write(join('runs/r1', relative(from, file)), readFileSync(file, 'utf8'));
  return ws;
}

describe('stall detection: a fixed point of the loop', () => {
  it('a stage that repeats while another stage of the loop changed is no stall: implement -> test -> review runs to its sign-off', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': TDD });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(ws.lines('counter.txt')).toEqual(['implement', 'test', 'review', 'implement', 'test', 'review', 'implement', 'test', 'review']);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.stalls).toBeUndefined();
    expect(state.steps.test).toMatchObject({ visits: 3, status: 'completed' });
    expect(ws.read('runs/r1/test.md')).toMatch(/^all tests pass\n/);
    // Nothing of stall detection's bookkeeping is in the snapshot.
    expect(ws.read('runs/r1/workflow_state.yaml')).not.toMatch(/output_changes|child_outputs/);
    expect((await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann'])).code).toBe(0);
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(done)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });

  it('a loop whose every stage repeats itself stalls where a whole lap changed nothing (exit 3)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': FIXED });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED', active_step: null });
    // implement and test repeat on their second visit, but the stages after their first visit were
    // new then; review's second visit closes a lap in which nothing changed.
    expect(ws.lines('counter.txt')).toEqual(['implement', 'test', 'review', 'implement', 'test', 'review']);
    const state = ws.state('runs/r1/workflow_state.yaml');
    expect(state.stalls).toEqual([expect.objectContaining({ step: 'review', visit: 2, previous_visit: 1, to: null })]);
    expect(state.message).toMatch(/^step review stalled: visit 2 reported CHANGES_REQUESTED .* as visit 1, and no output accepted since changed$/);
  });

  it('on_stall is followed at the fixed point', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': FIXED.replace('    statuses: {CHANGES_REQUESTED: implement, APPROVED: sign_off}\n', '    statuses: {CHANGES_REQUESTED: implement, APPROVED: sign_off}\n    on_stall: sign_off\n') });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sign_off' });
    expect(ws.state('runs/r1/workflow_state.yaml').stalls).toEqual([expect.objectContaining({ step: 'review', visit: 2, previous_visit: 1, to: 'sign_off' })]);
  });

  it('a loop closed by a decision: a new implementation each time is no stall (the loop ends at max_visits)', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionLoop(CHANGING_IMPLEMENT) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_LOOP_LIMIT' });
    expect(ws.lines('counter.txt')).toEqual(['implement', 'test', 'implement', 'test', 'implement', 'test']);
    expect(ws.state('runs/r1/workflow_state.yaml').stalls).toBeUndefined();
  });

  it('a loop closed by a decision whose stages all repeat stalls', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': decisionLoop(SAME_IMPLEMENT) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED' });
    expect(ws.lines('counter.txt')).toEqual(['implement', 'test', 'implement', 'test']);
    expect(ws.state('runs/r1/workflow_state.yaml').stalls).toEqual([expect.objectContaining({ step: 'test', visit: 2, previous_visit: 1, to: null })]);
  });
});

/** A loop around a child_workflow step that runs its child afresh on every visit: build (child: implement) -> test -> build. */
function childLoop(implement: string): Record<string, string> {
  const parent = `version: '4.0'
name: parent
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  build:
    child_workflow: child.yaml
    inputs: { run_id: '{{run_id}}-kid' }
    execution: { execution_mode: fresh, ignore_previous_completion: true }
    statuses: { WORKFLOW_COMPLETE: test }
    max_visits: 3
  test:
    run: 'source lib.sh; count; outdir; printf "all tests pass\\n\\n" >"$STAGEGATE_OUTPUT"; gate TESTS_PASS'
    output: 'runs/{{run_id}}/test.md'
    statuses: {TESTS_PASS: build, SHIP: DONE}
    max_visits: 3
`;
  const child = `version: '4.0'
name: child
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  implement:
    run: ${JSON.stringify(implement)}
    output: 'runs/{{run_id}}/implement.md'
    statuses: {IMPLEMENTED: DONE}
`;
  return { 'wf.yaml': parent, 'child.yaml': child };
}

describe('a loop around a child_workflow step', () => {
  it("the child run's new artifacts are progress: the repeating test stage is no stall (the loop ends at max_visits)", { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith(childLoop(CHANGING_IMPLEMENT));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_LOOP_LIMIT' });
    expect(ws.lines('counter.txt')).toEqual(['implement', 'test', 'implement', 'test', 'implement', 'test']);
    expect(ws.state('runs/r1/workflow_state.yaml').stalls).toBeUndefined();
  });

  it('a child that accepts the same bytes again is no progress: the loop stalls', async () => {
    const ws = workspaceWith(childLoop(SAME_IMPLEMENT));
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED' });
    expect(ws.lines('counter.txt')).toEqual(['implement', 'test', 'implement', 'test']);
    expect(ws.state('runs/r1/workflow_state.yaml').stalls).toEqual([expect.objectContaining({ step: 'test', visit: 2, previous_visit: 1 })]);
  });
});

const ITEMS = join(REPO_ROOT, 'test/fixtures/earlier-runs/stall-foreach-items');
const ITEMS_REGISTRY = ['# Registry', '', '| ID | Name | Depends On | Status |', '|---|:---|---|---|', '| I1 | Alpha |  | PENDING |', ''].join('\n');

describe('a loop around a foreach step', () => {
  // plan -> build (foreach) -> check -> plan; plan and check write the same bytes every visit, and
  // plan's second visit adds item I2 (test/fixtures/earlier-runs/stall-foreach-items). Each visit of
  // build runs every item again (new item runs); here an item writes how many items the registry
  // holds, so lap 2 changes I1's output and adds I2's, and lap 3 changes nothing.
  it("what an item's run accepted is progress: check repeats at visit 2 after the items changed, and stalls once a lap's items wrote the same", { tags: [CAMPAIGN] }, async () => {
    const wf = readFileSync(join(ITEMS, 'wf.yaml'), 'utf8').replace(
      /n=0; while read -r s; do n=\$\(\(n\+1\)\); done <counter\.txt; printf "# made %s\\n\\n" "\$n"/,
      'printf "# made %s\\n\\n" "$(grep -c "^| I" reg.md)"',
    );
    expect(wf).toContain('grep -c');
    const ws = workspaceWith({ 'wf.yaml': wf, 'reg.md': ITEMS_REGISTRY });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED' });
    expect(ws.lines('counter.txt')).toEqual(['plan', 'make', 'check', 'plan', 'make', 'make', 'check', 'plan', 'make', 'make', 'check']);
    expect(ws.state('runs/r1/workflow_state.yaml').stalls).toEqual([expect.objectContaining({ step: 'check', visit: 3, previous_visit: 2 })]);
    // The item ends carry what the item runs accepted; the snapshot holds none of it.
    const ends = ws.lines('runs/r1/workflow_state.journal.jsonl').map((l) => JSON.parse(l)).filter((e: any) => e.event === 'item_finished');
    expect(ends.map((e: any) => e.item)).toEqual(['I1', 'I1', 'I2', 'I1', 'I2']);
    expect(ends.every((e: any) => /^[0-9a-f]{64}$/.test(e.outputs))).toBe(true);
    expect(ws.read('runs/r1/workflow_state.yaml')).not.toMatch(/item_outputs/);
  });

  it('a run an earlier stagegate stopped there (its item ends carry no outputs) loads as it was decided: the stop is final', async () => {
    const ws = workspaceWith({ 'wf.yaml': readFileSync(join(ITEMS, 'wf.yaml'), 'utf8'), 'reg.md': readFileSync(join(ITEMS, 'stopped-reg.md'), 'utf8') }, { git: false });
    const from = join(ITEMS, 'stopped');
    for (const file of filesUnder(from)) ws.write(join('runs/r1', relative(from, file)), readFileSync(file, 'utf8'));
    const s = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(s.code, s.stdout + s.stderr).toBe(3);
    expect(jsonOf(s)).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED', stalls: [expect.objectContaining({ step: 'check', visit: 2, previous_visit: 1, to: null })] });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(ws.exists('counter.txt')).toBe(false);
  });
});

describe('runs an earlier stagegate stopped or escaped by its own-step rule', () => {
  it('a run it stopped (test repeated while implement changed) loads as it was decided: the stop is final', async () => {
    const ws = earlierRun('stopped', 'wf.yaml');
    const s = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(s.code, s.stdout + s.stderr).toBe(3);
    expect(jsonOf(s)).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED', stalls: [expect.objectContaining({ step: 'test', visit: 2, previous_visit: 1, to: null })] });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_BLOCKED_STALLED' });
    expect(ws.exists('counter.txt')).toBe(false);
  });

  it('a run whose stalls took on_stall escapes to the same steps, paused at an approval, resumes and completes', async () => {
    const ws = earlierRun('escaped', 'escape.yaml');
    const s = await ws.run(['status', 'escape.yaml', '--run-id', 'r1', '--json']);
    expect(s.code, s.stdout + s.stderr).toBe(0);
    expect(jsonOf(s)['stalls'].map((t: any) => `${t.step}@${t.visit}->${t.to}`)).toEqual(['test@2->review', 'review@2->implement', 'test@3->review']);
    expect((await ws.run(['approve', 'escape.yaml', '--run-id', 'r1', '--by', 'ann'])).code).toBe(0);
    const r = await ws.run(['run', 'escape.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.exists('counter.txt')).toBe(false);
    expect(ws.yaml('runs/r1/workflow_state.yaml').counts).toMatchObject({ stalls: 3 });
  });
});
