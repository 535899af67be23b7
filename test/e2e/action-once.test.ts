// The Action runs stages as the CLI does: a stage reaches `stagegate once` there too, and a retry
// of the attempt does not repeat the effect (a campaign test: every line it runs, the CLI's tests
// of once run, test/e2e/cli-once.test.ts). A parallel branch fanned out to a matrix leg that did
// `once` and stopped unfinished is continued, not started over, by the next job that takes it
// (a re-run of its leg, or the merge job's in-process run): its effect is not repeated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { CAMPAIGN } from '../tiers.js';
import { cleanupHarness, commitCheckout, counted, counterFile, fanOutCheckout, makeWorkspace, runActionStep, tempDir, type ActionResult } from '../helpers/action-harness.js';

let fake: FakeGitHub;

beforeAll(async () => {
  fake = await startFakeGitHub();
});

afterAll(async () => {
  await fake?.close();
  cleanupHarness();
});

describe('stagegate once in the Action', () => {
  it('a retried stage does not repeat its effect', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const run = `stagegate once pr -- sh -c 'echo "pushed $STAGEGATE_ATTEMPT" >>effects.txt'; [ "$STAGEGATE_ATTEMPT" != 1 ] || exit 1; stagegate gate OK`;
    writeFileSync(
      join(ws, 'once.yaml'),
      ["version: '4.0'", 'name: once', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  push:', `    run: ${JSON.stringify(run)}`, "    output: 'runs/{{run_id}}/push.md'", '    statuses: { OK: DONE }', '    retry: { max_attempts: 2 }', ''].join('\n'),
    );
    commitCheckout(ws, 'once');
    const r = await runActionStep({ workspace: ws, inputs: { persist: 'none', workflow: 'once.yaml', 'run-id': 'a1' }, sha: 'c0ffee'.padEnd(40, '0'), env: fake.env({ workflowRunId: '7101' }) });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(readFileSync(join(ws, 'effects.txt'), 'utf8')).toBe('pushed 1\n');
  });
});

/** A branch: `once pr` logs the branch to $EFFECTS_LOG; the branch named by STOP_BRANCH reports an undeclared status (no verdict: unfinished). */
const LIB = `gate() {\n  mkdir -p "\${STAGEGATE_OUTPUT%/*}"\n  printf '# x\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_WORKFLOW" "\${STAGEGATE_BRANCH:-$STAGEGATE_STEP}" "$1" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"\n}\n`;
const BRANCH = `source par.sh; stagegate once pr -- sh -c 'echo "$STAGEGATE_BRANCH $STAGEGATE_ATTEMPT" >>"$EFFECTS_LOG"'; if [ "\${STOP_BRANCH:-}" = "$STAGEGATE_BRANCH" ]; then gate UNDECLARED; else gate OK; fi`;
const PAR_WF = [
  "version: '4.0'",
  'name: par',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  pre:',
  `    run: ${JSON.stringify('source par.sh; gate OK')}`,
  "    output: 'runs/{{run_id}}/pre.md'",
  '    statuses: { OK: checks }',
  '  checks:',
  '    parallel:',
  '      branches:',
  ...['a', 'b'].flatMap((id) => [`        ${id}:`, `          run: ${JSON.stringify(BRANCH)}`, `          output: 'runs/{{run_id}}/${id}.md'`, '          statuses: { OK: DONE, NO: BLOCKED }']),
  '    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: DONE }',
  '',
].join('\n');

describe('stagegate once in a parallel branch fanned out by the Action', () => {
  const checkout = (): string => {
    const ws = tempDir('sg-once-par-');
    writeFileSync(join(ws, 'par.yaml'), PAR_WF);
    writeFileSync(join(ws, 'par.sh'), LIB);
    commitCheckout(ws);
    return ws;
  };
  /** One job step on `workspace` (a fresh checkout unless given: a job's later step). */
  const step = async (run: string, job: string, inputs: Record<string, string>, o: { attempt?: string; env?: Record<string, string>; workspace?: string } = {}): Promise<ActionResult & { workspace: string }> => {
    const workspace = o.workspace ?? checkout();
    const r = await runActionStep({ workspace, inputs: { workflow: 'par.yaml', 'run-id': 'p1', ...inputs }, runId: run, job, attempt: o.attempt ?? '1', env: { ...fake.env({ workflowRunId: run, jobId: `${job}-${inputs['shard'] ?? ''}-${o.attempt ?? '1'}` }), ...(o.env ?? {}) } });
    return { ...r, workspace };
  };

  it('a leg whose branch did once and stopped unfinished: the re-run of the leg continues its shard and does not repeat the effect', async () => {
    const log = counterFile();
    const env = { EFFECTS_LOG: log };
    const run = '7201';
    expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const stopped = await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } });
    expect(stopped.exitCode).toBe(1);
    expect(stopped.outputs['status']).toBe('WORKFLOW_STATUS_CONTRACT_VIOLATION');
    // "Re-run failed jobs": the leg again, on a fresh runner, in the workflow run's next attempt.
    const again = await step(run, 'shard', { shard: 'b' }, { env, attempt: '2' });
    expect(again.exitCode, again.stdout + again.stderr).toBe(0);
    expect(again.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counted(log)).toEqual(['b 1']);
    expect(stopped.summary).toContain('Unfinished: uploaded as artifact');
    const logs = join(again.workspace, 'runs/p1/parallel/checks/b/v1/logs');
    expect(readdirSync(logs).sort(), 'the leg continued the shard: its second attempt').toEqual(['checks.b.v1.a1.log', 'checks.b.v1.a2.log']);
    expect(readFileSync(join(logs, 'checks.b.v1.a2.log'), 'utf8')).toMatch(/^stagegate once: pr was done in attempt 1 at \S+ \(step checks, branch b, visit 1\); not run again\n/m);
    expect((await step(run, 'shard', { shard: 'a' }, { env, attempt: '2' })).exitCode).toBe(0);
    const merged = await step(run, 'merge', { command: 'merge' }, { env, attempt: '2' });
    expect(merged.outputs['status'], merged.stdout + merged.stderr).toBe('WORKFLOW_COMPLETE');
    expect(counted(log).sort()).toEqual(['a 1', 'b 1']);
  });

  it("the merge job runs an unfinished leg's branch in-process: the shard's effect is not repeated", async () => {
    const log = counterFile();
    const env = { EFFECTS_LOG: log };
    const run = '7202';
    expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect((await step(run, 'shard', { shard: 'a' }, { env })).exitCode).toBe(0);
    expect((await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } })).exitCode).toBe(1);
    const merge = await step(run, 'merge', { command: 'merge' }, { env });
    expect(merge.outputs['status'], merge.stdout + merge.stderr).toBe('PARTIAL_RESUMABLE');
    // The merge job's second step: a plain run in the same workspace runs branch b here.
    const rest = await step(run, 'merge', {}, { env, workspace: merge.workspace });
    expect(rest.outputs['status'], rest.stdout + rest.stderr).toBe('WORKFLOW_COMPLETE');
    expect(counted(log).sort()).toEqual(['a 1', 'b 1']);
    expect(readdirSync(join(merge.workspace, 'runs/p1/logs'))).toContain('checks.b.v1.a1.log');
  });
  it("an unfinished leg of a run that was then started over fresh is not continued: the new run's leg starts the branch anew (a warning says why)", async () => {
    const log = counterFile();
    const env = { EFFECTS_LOG: log };
    const run = '7203';
    expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect((await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } })).exitCode).toBe(1);
    // A re-run whose plan job starts the run over: a new instance of run p1.
    expect((await step(run, 'plan', { 'stop-after-step': 'pre', 'execution-mode': 'fresh' }, { env, attempt: '2' })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const leg = await step(run, 'shard', { shard: 'b' }, { env, attempt: '2' });
    expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
    expect(leg.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(leg.stdout).toMatch(/Unfinished shard artifact \S+-shard-pending-[0-9a-f]{8}-b-a1-1 was not installed: it was made for run p1 before its fresh start/);
    // The new run's branch did its effect itself (a fresh run is meant to do the work again).
    expect(counted(log)).toEqual(['b 1', 'b 1']);
  });
});

describe('stagegate once in a foreach item fanned out by the Action', () => {
  it('a leg whose item did once and stopped unfinished: the re-run of the leg continues the item and does not repeat the effect', async () => {
    const WF = 'workflows/examples/fan-out/workflow.yaml';
    const checkout = (): string => {
      const ws = fanOutCheckout('sg-once-fan-');
      const script = join(ws, 'workflows/examples/fan-out/scripts/assess.sh');
      const once = `stagegate once pr -- sh -c 'echo "$1 $STAGEGATE_ATTEMPT" >>"$EFFECTS_LOG"' sh "$id"\n`;
      writeFileSync(script, readFileSync(script, 'utf8').replace('component=$2\n', `component=$2\n${once}`).replace('write_gate ASSESSED', 'if [ "${STOP_ITEM:-}" = "$id" ]; then write_gate UNDECLARED; else write_gate ASSESSED; fi'));
      commitCheckout(ws);
      return ws;
    };
    const log = counterFile();
    const run = '7301';
    const step = (job: string, inputs: Record<string, string>, o: { attempt?: string; env?: Record<string, string> } = {}) =>
      runActionStep({ workspace: checkout(), inputs: { workflow: WF, 'run-id': 'r1', ...inputs }, runId: run, job, attempt: o.attempt ?? '1', env: { ...fake.env({ workflowRunId: run, jobId: `${job}-${inputs['shard'] ?? ''}-${o.attempt ?? '1'}` }), EFFECTS_LOG: log, ...(o.env ?? {}) } });
    expect((await step('plan', { 'stop-after-step': 'inventory' })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const stopped = await step('shard', { shard: 'C-01' }, { env: { STOP_ITEM: 'C-01' } });
    expect(stopped.exitCode).toBe(1);
    const again = await step('shard', { shard: 'C-01' }, { attempt: '2' });
    expect(again.exitCode, again.stdout + again.stderr).toBe(0);
    expect(again.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counted(log)).toEqual(['C-01 1']);
  });
});
