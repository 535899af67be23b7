// What `stagegate run` shows off a terminal, through the CLI: a failure's log tail (masked); a
// refused transition never shown as "→ end"; a parallel step's failed join as its routed status; --stream. A terminal's live lines, heartbeats and
// Ctrl-C (the built CLI as a process) are process/cli-progress.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';
import { parallelYaml, ws as parallelWorkspace } from './parallel-fixtures.js';

afterAll(removeWorkspaces);

describe('off a terminal', () => {
  it('a failed stage shows the last 20 lines of its log, with secrets masked', async () => {
    const run = 'for i in $(seq 1 25); do echo "out $i"; done; echo "key is $DEPLOY_TOKEN" >&2; exit 3';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('tail', { build: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 't1'], { env: { DEPLOY_TOKEN: 'tok-0123456789' } });
    expect(r.code).toBe(6);
    expect(r.stderr).toMatch(/^ {5} build +✗ STAGE_FAILED/m);
    expect(r.stderr).toContain('last 20 lines of runs/t1/logs/build.v1.a1.log:');
    expect(r.stderr).not.toMatch(/│ out 6\n/);
    expect(r.stderr).toMatch(/│ out 7\n[\s\S]*│ out 25\n +│ key is \*\*\*\n/);
    expect(r.stderr).not.toContain('tok-0123456789');
  });
});

describe('the [n/N] count', () => {
  it("counts the workflow's steps completed, on the line of each one's first completion only: a loop's revisit shows none (it read as the run going backwards: [3/4] revise, [3/4] review), a resume starts where the run stands", { tags: [CAMPAIGN] }, async () => {
    // draft → review → revise → review → publish, as the hello example: review completes twice.
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('loop', {
        draft: { run: 'source lib.sh; finish OK', statuses: { OK: 'review' } },
        review: { run: 'source lib.sh; if [ "$STAGEGATE_VISIT" -gt 1 ]; then finish APPROVED; else finish CHANGES; fi', statuses: { CHANGES: 'revise', APPROVED: 'publish' } },
        revise: { run: 'source lib.sh; finish OK', statuses: { OK: 'review' } },
        publish: { run: 'source lib.sh; finish OK', statuses: { OK: 'DONE' } },
      }),
    });
    const lines = (stderr: string) => [...stderr.matchAll(/^(\[\d+\/4\]| {5}) (\w+) +✓.*?( visit \d)?$/gmu)].map((m) => `${m[1]!.trim() || '-'} ${m[2]}${m[3] ?? ''}`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'l1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(lines(r.stderr)).toEqual(['[1/4] draft', '[2/4] review', '[3/4] revise', '- review visit 2', '[4/4] publish']);
    // Resumed after the loop went round: the revisit shows none, the next first completion the run's count.
    const again = workspaceWith({ 'wf.yaml': ws.read('wf.yaml') });
    const stopped = await again.run(['run', 'wf.yaml', '--run-id', 'l1', '--stop-after-step', 'revise']);
    expect(lines(stopped.stderr)).toEqual(['[1/4] draft', '[2/4] review', '[3/4] revise']);
    const resumed = await again.run(['run', 'wf.yaml', '--run-id', 'l1']);
    expect(lines(resumed.stderr)).toEqual(['- review visit 2', '[4/4] publish']);
  });

  it('never goes down and never passes N: a loop back whose steps then fail keeps the count; a failed attempt shows none (not the last count again)', async () => {
    // a completes, b routes back to a, a fails on its second visit (on_failure -> fix), fix
    // completes, b fails on its second visit: completed_steps went 1, 2, 1, 2, 1.
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('count', {
        a: { run: 'if [ -e a-done ]; then exit 1; fi; touch a-done; source lib.sh; finish OK', statuses: { OK: 'b' }, extra: 'on_failure: fix' },
        b: { run: 'if [ -e b-done ]; then exit 1; fi; touch b-done; source lib.sh; finish AGAIN', statuses: { AGAIN: 'a', OK: 'DONE' }, extra: 'max_visits: 3' },
        fix: { run: 'source lib.sh; finish OK', statuses: { OK: 'b' } },
      }),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'c1']);
    expect(r.code).toBe(6);
    // A failed attempt's line has no count (it completed nothing): blank where the count stands, never the last one again.
    const counts = [...r.stderr.matchAll(/^(\[\d+\/3\]| {5}) (\w+) +[✓✗]/gmu)].map((m) => `${m[1]!.trim() || '-'} ${m[2]}`);
    // fix's first completion counts it (3 of 3 steps have completed), though a went out of the completed list.
    expect(counts).toEqual(['[1/3] a', '[2/3] b', '- a', '[3/3] fix', '- b']);
  });

  it("a revisit right after a step with no stage line (a decision) completed for the first time shows no count: that count is not the revisit's", { tags: [CAMPAIGN] }, async () => {
    const wf = ["version: '4.0'", 'name: back', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:',
      '  a:', "    run: 'source lib.sh; finish OK'", "    output: 'runs/{{run_id}}/a.md'", '    statuses: { OK: b }',
      '  b:', "    run: 'source lib.sh; finish OK'", "    output: 'runs/{{run_id}}/b.md'", '    statuses: { OK: again }',
      '  again:', '    decide:', '      - if: visits.a < 2', '        to: a', '      - else: DONE', ''].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'd1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const counts = [...r.stderr.matchAll(/^(\[\d+\/3\]| {5}) (\w+) +✓.*?( visit \d)?$/gmu)].map((m) => `${m[1]!.trim() || '-'} ${m[2]}${m[3] ?? ''}`);
    // Before: '[3/3] a visit 2' (the decision's first completion raised the count on a's revisit line).
    expect(counts).toEqual(['[1/3] a', '[2/3] b', '- a visit 2', '- b visit 2']);
  });

  it('a revisit that failed, resumed: the step completed on an earlier visit shows no count on the resumed run either (it read [n/N] right after a rejection)', { tags: [CAMPAIGN] }, async () => {
    // a completes, b sends the run back to a, a fails on its second visit; the resume completes it.
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('back', {
        a: { run: 'if [ -e a-once ] && [ ! -e a-fixed ]; then exit 1; fi; touch a-once; source lib.sh; finish OK', statuses: { OK: 'b' } },
        b: { run: 'if [ -e b-once ]; then source lib.sh; finish OK; else touch b-once; source lib.sh; finish AGAIN; fi', statuses: { AGAIN: 'a', OK: 'DONE' } },
      }),
    });
    const counts = (stderr: string) => [...stderr.matchAll(/^(\[\d+\/2\]| {5}) (\w+) +[✓✗].*?( visit \d)?(?: \(attempt \d\))?$/gmu)].map((m) => `${m[1]!.trim() || '-'} ${m[2]}${m[3] ?? ''}`);
    const failed = await ws.run(['run', 'wf.yaml', '--run-id', 'f1']);
    expect(failed.code, failed.stdout + failed.stderr).toBe(6);
    expect(counts(failed.stderr)).toEqual(['[1/2] a', '[2/2] b', '- a visit 2']);
    ws.write('a-fixed', '');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'f1']);
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    // Before: '[2/2] a visit 2' (the resume counted from the completed list, which the failure had taken a out of).
    expect(counts(resumed.stderr)).toEqual(['- a visit 2', '- b visit 2']);
  });
});

describe('a child workflow that pauses', () => {
  it('at its approval shows ⏸ paused, not ✗ and no log tail, on the parent step', async () => {
    const parent = "version: '4.0'\nname: parent\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  sub:\n    child_workflow: child.yaml\n    inputs: { run_id: '{{run_id}}-child' }\n    statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }\n";
    const child = "version: '4.0'\nname: child\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  sign_off:\n    approval: {message: 'go?'}\n    on_approve: DONE\n";
    const ws = workspaceWith({ 'parent.yaml': parent, 'child.yaml': child });
    const r = await ws.run(['run', 'parent.yaml', '--run-id', 'p1']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^ {5} sub +⏸ paused \(PARTIAL_RESUMABLE\)/m);
    expect(r.stderr).not.toContain('✗');
    expect(r.stderr).not.toMatch(/last \d+ lines? of/);
  });
});

describe('a child workflow that fails', () => {
  it('shows ✗ and its stop code, never "one of its failure_statuses" (that names a process stage\'s failure status only)', { tags: [CAMPAIGN] }, async () => {
    const parent = "version: '4.0'\nname: parent\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  sub:\n    child_workflow: child.yaml\n    inputs: { run_id: '{{run_id}}-child' }\n    statuses: { WORKFLOW_COMPLETE: DONE }\n";
    const child = "version: '4.0'\nname: child\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  build:\n    run: 'exit 3'\n    output: 'runs/{{run_id}}/build.md'\n    statuses: { BUILT: DONE }\n";
    const ws = workspaceWith({ 'parent.yaml': parent, 'child.yaml': child });
    const r = await ws.run(['run', 'parent.yaml', '--run-id', 'p1']);
    expect(r.code).toBe(6);
    expect(r.stderr).toMatch(/^ {5} sub +✗ STAGE_FAILED {2}/m);
    expect(r.stderr).not.toContain('failure_statuses');
  });
});

describe('a transition the run refuses', () => {
  it('the loop limit: the stage that tried to go round again is ✓ but shows the stop, not → end', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('loop', {
        review: { run: 'source lib.sh; finish CHANGES', statuses: { CHANGES: 'revise', APPROVED: 'DONE' }, extra: 'max_visits: 2' },
        revise: { run: 'source lib.sh; finish REVISED', statuses: { REVISED: 'review' } },
      }),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'l1']);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/^WORKFLOW_BLOCKED_LOOP_LIMIT/);
    const lines = r.stderr.split('\n').filter((l) => /✓|✗/.test(l));
    expect(lines.at(-1)).toMatch(/revise +✓ REVISED ⊘ WORKFLOW_BLOCKED_LOOP_LIMIT/);
    expect(r.stderr).not.toMatch(/→ end/);
  });

  it('a stall: the repeated stage shows WORKFLOW_BLOCKED_STALLED, not → end', { tags: [CAMPAIGN] }, async () => {
    // review and revise write the same output and gate on every visit: revise's second visit
    // finds nothing changed since its first (a fixed point) and stalls.
    const same = '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"; printf "# same\\n" >"$STAGEGATE_OUTPUT"; stagegate gate CHANGES';
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('stall', {
        review: { run: same, statuses: { CHANGES: 'revise', APPROVED: 'DONE' }, extra: 'max_visits: 5' },
        revise: { run: 'source lib.sh; outdir; printf "# revised\\n" >"$STAGEGATE_OUTPUT"; gate REVISED', statuses: { REVISED: 'review' }, extra: 'max_visits: 5' },
      }),
    });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1']);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/^WORKFLOW_BLOCKED_STALLED/);
    expect(r.stderr).toMatch(/revise +✓ REVISED ⊘ WORKFLOW_BLOCKED_STALLED/);
    expect(r.stderr).not.toMatch(/→ end/);
  });
});

describe('--stream', () => {
  // Needs the runner's stage_output events (the stage output stream contract).
  it("passes each stage's output through, prefixed with its step and masked", { tags: [CAMPAIGN] }, async () => {
    const run = 'echo "hello from the stage"; echo "token $API_TOKEN" >&2; [ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"; printf x >"$STAGEGATE_OUTPUT"; stagegate gate OK';
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('stream', { talk: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '-v'], { env: { API_TOKEN: 'abcdef-123456' } });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('talk │ hello from the stage\n');
    expect(r.stderr).toContain('talk │ token ***\n');
    expect(r.stderr).not.toContain('abcdef-123456');
    const quiet = await ws.run(['run', 'wf.yaml', '--run-id', 's2']);
    expect(quiet.stderr).not.toContain('hello from the stage');
  });
});

describe('a parallel step', () => {
  it('a failed join is the step\'s routed status: "✓ PARALLEL_FAILED → fix" (or ⊘ the stop it routes to), never "✗ undefined"', { tags: [CAMPAIGN] }, async () => {
    const routed = parallelWorkspace(parallelYaml({ a: {}, b: { run: 'stage NO' } }));
    const r = await routed.run(['run', 'wf.yaml', '--run-id', 'p1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^(\[\d\/\d\]| {5}) checks +✓ PARALLEL_FAILED → fix {2}/m);
    expect(r.stderr).not.toContain('undefined');
    const blocked = parallelWorkspace(parallelYaml({ a: {}, b: { run: 'stage NO' } }, { statuses: { PARALLEL_COMPLETE: 'after', PARALLEL_FAILED: 'BLOCKED' } }));
    const b = await blocked.run(['run', 'wf.yaml', '--run-id', 'p1']);
    expect(b.code).toBe(3);
    // As a stage whose gate routes to BLOCKED: its status, then the stop.
    // Not completed (its route blocked the run): no count, the blank where it would stand.
    expect(b.stderr).toMatch(/^ {5} checks +✓ PARALLEL_FAILED ⊘ WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE {2}/m);
    // A branch completes no step of the workflow: its line has no count either.
    expect(b.stderr).toMatch(/^ {5} checks\.a +✓ OK → DONE/m);
  });
});

describe('a foreach item', () => {
  // Seen failing before the fix: `loop[A].work ✓ LATER → defer_current_artifact` and `✓ OK → end`
  // (the item run's own route, in the 4.0 tokens' names, read as the whole run ending).
  it("its last stage says what happens to the item (→ item done, → item deferred), never → end or a 4.0 route token", async () => {
    const wf = [
      "version: '4.0'",
      'name: items',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  loop:',
      '    foreach:',
      '      source: reg.md',
      '      id_field: ID',
      '    per_item:',
      '      work:',
      // A waits for B: deferred until B's output exists, then done.
      `        run: ${JSON.stringify('source lib.sh; if [ "$STAGEGATE_INPUT_ITEM_ID" = A ] && [ ! -e "runs/$STAGEGATE_RUN_ID/work/B.md" ]; then finish LATER; else finish OK; fi')}`,
      "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
      '        statuses: { OK: next_artifact, LATER: defer_current_artifact }',
      '    completion: { on_complete: publish }',
      '  publish:',
      "    run: 'source lib.sh; finish OK'",
      "    output: 'runs/{{run_id}}/published.md'",
      '    statuses: { OK: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf, 'reg.md': '| ID | Depends On | Status |\n|---|---|---|\n| A | B | TODO |\n| B | - | TODO |\n' });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'f1']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const routes = [...r.stderr.matchAll(/^.{5} (loop\[\w\]\.work|loop|publish) +✓ (\S+) (.*?) {2}/gmu)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    expect(routes, r.stderr).toEqual(['loop[A].work LATER → item deferred', 'loop[B].work OK → item done', 'loop[A].work OK → item done', 'loop 2/2 items verified → publish', 'publish OK → end']);
    expect(r.stderr).not.toMatch(/✓.*(next_artifact|defer_current_artifact)/);
    // The deferral's note (stagegate's own hand-off, not a step of the file) says it in words too, not by the route token.
    expect(r.stderr).toContain('loop[A]: item deferred (ITEM_DEFERRED): The item is deferred until its dependencies are VERIFIED.');
    expect(r.stderr).not.toContain('defer_current_artifact');
  });
});
