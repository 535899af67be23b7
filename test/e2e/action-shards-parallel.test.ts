/**
 * A parallel step's branches fanned out across a matrix through the action (in-process:
 * action-harness.ts) against the fake
 * artifact service, job by job: a plan job runs to the parallel step; `command: shards` gives the
 * branch ids as the matrix; each leg (`shard:` with `command: run`, a fresh checkout of the same
 * commit) runs one branch and uploads it as its own artifact; `command: merge` downloads them,
 * merges them in declared order, applies the join and continues. A leg left out stays pending.
 */
import { CAMPAIGN } from '../tiers.js';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { commitCheckout, runActionStep, tempDir, type ActionResult } from '../helpers/action-harness.js';
import { STAGE_LIB } from '../helpers/cli.js';

const gh = useFakeGitHub();
const WF = 'checks.yaml';

/** Each branch writes its output with a gate naming it; the branch named by NO_BRANCH reports NO. */
const BRANCH = `[ -d "\${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "\${STAGEGATE_OUTPUT%/*}"; s=OK; [ "\${NO_BRANCH:-}" != "$STAGEGATE_BRANCH" ] || s=NO; printf '# %s\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_BRANCH" "$STAGEGATE_WORKFLOW" "$STAGEGATE_BRANCH" "$s" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"`;

function workflow(): string {
  const lines = [
    "version: '4.0'",
    'name: checks',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
    '  start:',
    "    run: 'source lib.sh; finish OK'",
    "    output: 'runs/{{run_id}}/start.md'",
    '    statuses: { OK: checks }',
    '  checks:',
    '    parallel:',
    '      join: any',
    '      branches:',
  ];
  for (const id of ['lint', 'unit', 'docs']) lines.push(`        ${id}:`, `          run: ${JSON.stringify(BRANCH)}`, `          output: 'runs/{{run_id}}/${id}.md'`, '          statuses: { OK: DONE, NO: BLOCKED }');
  lines.push('    statuses: { PARALLEL_COMPLETE: report, PARALLEL_FAILED: BLOCKED }', '  report:', "    run: 'source lib.sh; finish OK'", "    output: 'runs/{{run_id}}/report.md'", '    statuses: { OK: DONE }');
  return lines.join('\n') + '\n';
}

/** A fresh checkout: every job checks out the same commit (fixed author and dates). */
function checkout(): string {
  const ws = tempDir('sg-par-fan-');
  writeFileSync(join(ws, WF), workflow());
  writeFileSync(join(ws, 'lib.sh'), STAGE_LIB);
  commitCheckout(ws);
  return ws;
}

async function job(name: string, inputs: Record<string, string>, o: { attempt?: string; run: string; env?: Record<string, string> }): Promise<ActionResult & { workspace: string }> {
  const workspace = checkout();
  const r = await runActionStep({
    workspace,
    inputs: { workflow: WF, 'run-id': 'r1', ...inputs },
    runId: o.run,
    job: name,
    attempt: o.attempt ?? '1',
    token: 'ghs_job_token',
    env: { ...gh.fake.env({ workflowRunId: o.run, jobId: `${name}-${inputs['shard'] ?? ''}-${o.attempt ?? '1'}` }), ...(o.env ?? {}) },
  });
  return { ...r, workspace };
}

const matrixOf = (r: ActionResult): string[] => JSON.parse(r.outputs['matrix']!) as string[];

describe('parallel branches across a matrix (the Action)', () => {
  it('plan -> shards (the branch ids) -> one leg per branch -> merge in declared order, the join applied; a missing leg stays pending', { tags: [CAMPAIGN] }, async () => {
    const run = '5001';
    const plan = await job('plan', { 'stop-after-step': 'start' }, { run });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'checks' });

    const shards = await job('shards', { command: 'shards' }, { run });
    expect(shards.exitCode, shards.stdout + shards.stderr).toBe(0);
    expect(matrixOf(shards)).toEqual(['lint', 'unit', 'docs']);
    expect(shards.outputs['step']).toBe('checks');
    expect(shards.outputs).toMatchObject({ status: 'SHARDS', complete: 'false', 'active-step': 'checks', 'completed-steps': '["start"]', 'restored-from': plan.outputs['artifact-name'], 'stages-run': '0' });
    expect(shards.summary).toContain('Parallel step checks: 3 shards can run now');

    // The docs leg reports NO (its branch failed: a verdict the merge takes; the leg says so).
    const docs = await job('shard', { shard: 'docs' }, { run, env: { NO_BRANCH: 'docs' } });
    expect(docs.exitCode).toBe(1);
    expect(docs.outputs['artifact-name']).toMatch(/-shard-[0-9a-f]{8}-docs-a1-1$/);
    // Merged alone, a failed branch does not decide join any: the others stay pending.
    const first = await job('merge', { command: 'merge' }, { run });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'checks' });
    expect(first.summary).toContain('Shards merged: docs');
    expect(matrixOf(await job('shards', { command: 'shards' }, { run, attempt: '2' }))).toEqual(['lint', 'unit']);

    for (const key of ['unit', 'lint']) {
      const leg = await job('shard', { shard: key }, { run, attempt: '2' });
      expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
      expect(leg.outputs['status']).toBe('WORKFLOW_COMPLETE');
      expect(leg.summary).toContain(`of parallel step`);
    }
    const last = await job('merge', { command: 'merge' }, { run, attempt: '2' });
    expect(last.exitCode, last.stdout + last.stderr).toBe(0);
    expect(last.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'completed-steps': '["start","checks","report"]' });
    const state = readFileSync(join(last.workspace, 'runs/r1/workflow_state.yaml'), 'utf8');
    expect(state).toContain('outcome: PARALLEL_COMPLETE');
    // The branches were merged in declared order, whatever order their legs ran in.
    const journal = readFileSync(join(last.workspace, 'runs/r1/workflow_state.journal.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as { event: string; branch?: string; patch?: { status?: string } })
      .filter((e) => e.event === 'branch_updated')
      .map((e) => `${e.branch}:${e.patch?.status}`);
    expect(journal).toEqual(['docs:failed', 'lint:succeeded', 'unit:succeeded']);
    // No merge job ran a branch itself: their logs are only in the shard folders.
    expect(readdirSync(join(last.workspace, 'runs/r1/logs')).sort()).toEqual(['report.v1.a1.log', 'start.v1.a1.log']);
    expect(readFileSync(join(last.workspace, 'runs/r1/lint.md'), 'utf8')).toContain('status: OK');
    expect(matrixOf(await job('shards', { command: 'shards' }, { run, attempt: '3' }))).toEqual([]);
  });
});
