// A step the run went past skipped after it failed (on_failure: skip; a CCW node's on_fail: skip)
// leaves a run that completes: its end says which step was skipped and after what failure (text
// `skipped:`, `--json` `skipped`), and `status` gives the reason beside the skip. Until now the
// WORKFLOW_COMPLETE summary did not mention it at all (the new-user trial of session 39: a CCW
// publish node exited 3 and the run reported only success).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { madeOnce } from '../helpers/shards.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const WF = `version: '4.0'
name: release
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  publish:
    run: exit 3
    output: 'runs/{{run_id}}/publish.md'
    statuses: { PUBLISHED: announce }
    on_failure: skip
    on_skip: announce
  announce:
    run: printf 'told\\n' > "$STAGEGATE_OUTPUT" && stagegate gate TOLD
    output: 'runs/{{run_id}}/announce.md'
    statuses: { TOLD: DONE }
`;

describe('a step skipped after it failed, in a run that completes', () => {
  it('run and status say which step was skipped and after what', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(json.status).toBe('WORKFLOW_COMPLETE');
    expect(json.skipped).toEqual([{ step: 'publish', visit: 1, to: 'announce', reason: 'step publish exited with status 3 (log: runs/r1/logs/publish.v1.a1.log)' }]);
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout + text.stderr).toContain('  skipped:\n    publish (visit 1) -> announce: after step publish exited with status 3 (log: runs/r1/logs/publish.v1.a1.log)\n');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    expect(status.stdout).toContain('  skips:\n    publish (visit 1) -> announce: after step publish exited with status 3');
  });

  it('a run with nothing skipped has no skipped lines', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': WF.replace('run: exit 3', "run: printf 'p\\\\n' > \"$STAGEGATE_OUTPUT\" && stagegate gate PUBLISHED") });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    const json = jsonOf(r);
    expect(json.status, r.stdout).toBe('WORKFLOW_COMPLETE');
    expect(json.skipped).toBeUndefined();
  });
});

describe('a step a person skipped on a later visit, before it ran', () => {
  // publish fails on its first visit (skipped after that failure); check sends the run back to it
  // once; a person skips its second visit before it runs. That skip came after no failure.
  const LOOP = `version: '4.0'
name: release
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  publish:
    run: exit 3
    output: 'runs/{{run_id}}/publish.md'
    statuses: { PUBLISHED: check }
    optional: true
    on_failure: skip
    on_skip: check
  check:
    run: 'n=$(cat n.txt 2>/dev/null || echo 0); n=$((n+1)); echo $n > n.txt; printf "c\\\\n" > "$STAGEGATE_OUTPUT"; if [ $n -lt 2 ]; then stagegate gate AGAIN; else stagegate gate OK; fi'
    output: 'runs/{{run_id}}/check.md'
    statuses: { AGAIN: publish, OK: DONE }
`;

  /** The run stopped after check's first visit, at publish's second: made once, each test a copy (madeOnce). */
  const stoppedAtPublish = madeOnce(async () => {
    const ws = workspaceWith({ 'wf.yaml': LOOP });
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'check', '--json']));
    expect(first.status).toBe('PARTIAL_RESUMABLE');
    expect(first.active_step).toBe('publish');
    return ws;
  });

  it("says the skip's own reason (none), not the failure of the visit before", async () => {
    const ws = await stoppedAtPublish();
    const skip = await ws.run(['skip', 'wf.yaml', '--run-id', 'r1', 'publish', '--by', 'carol', '--json']);
    expect(jsonOf(skip), skip.stdout + skip.stderr).toMatchObject({ skipped: 'publish', by: 'carol' });
    const end = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(end.status).toBe('WORKFLOW_COMPLETE');
    expect(end.skipped).toEqual([{ step: 'publish', visit: 2, to: 'check', reason: null, by: 'carol' }]);
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(text.stdout + text.stderr).toContain('  skipped:\n    publish (visit 2) -> check: skipped by carol\n');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    // Only the standing (latest) skip carries a reason beside it, and this one came after no failure: who skipped it.
    expect(status.stdout).toContain('  skips:\n    publish (visit 1) -> check\n    publish (visit 2) -> check: skipped by carol\n');
  });

  it('who skipped: without --by the default decider (on GitHub Actions the actor), as approve names who decided; recorded in the journal, said by skip, status and history', async () => {
    const ws = await stoppedAtPublish();
    const onGitHub = { USER: 'runner', LOGNAME: 'runner', GITHUB_ACTIONS: 'true', GITHUB_ACTOR: 'octocat' };
    const skip = await ws.run(['skip', 'wf.yaml', '--run-id', 'r1', 'publish'], { env: onGitHub });
    expect(skip.code, skip.stdout + skip.stderr).toBe(0);
    expect(skip.stdout).toContain('  skipped:  publish by octocat\n');
    expect(skip.stdout).not.toContain('warning:');
    const journal = ws.read('runs/r1/workflow_state.journal.jsonl').trim().split('\n').map((l) => JSON.parse(l));
    expect(journal.at(-1)).toMatchObject({ event: 'step_skipped', step: 'publish', by: 'octocat' });
    // Replayed from the journal: the run's skips say who (the skip after the failure says no one).
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status.skips.map((k: { by?: string }) => k.by)).toEqual([undefined, 'octocat']);
    const history = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(history.stdout).toMatch(/step_skipped +publish +-> check by octocat\n/);
  });
});
