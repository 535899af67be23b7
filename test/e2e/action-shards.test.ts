/**
 * Fan-out through the action (in-process: action-harness.ts) against the fake artifact service, job by job as
 * .github/workflows/fan-out.yml runs them: a plan job runs to the foreach and uploads the run's
 * state; `command: shards` gives the matrix; each matrix leg (`shard:` with `command: run`, a fresh
 * checkout) runs one component and uploads it as its own artifact; `command: merge` downloads them,
 * merges and continues. A leg left out stays pending (its re-run in a later attempt is merged next),
 * a dependent component is the next wave, and a tampered shard artifact is refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import fs, { existsSync, readdirSync, readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { fanOutCheckout, runActionStep, RUNS_BUILT_ACTION, type ActionResult } from '../helpers/action-harness.js';

const gh = useFakeGitHub();
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});
const WF = 'workflows/examples/fan-out/workflow.yaml';
const RUN = '4001';

const checkout = (): string => fanOutCheckout('sg-fan-');

async function job(name: string, inputs: Record<string, string>, o: { attempt?: string; run?: string; event?: { name: string; payload: unknown }; prepare?: (workspace: string) => void } = {}): Promise<ActionResult & { workspace: string }> {
  const workspace = checkout();
  o.prepare?.(workspace);
  const run = o.run ?? RUN;
  const r = await runActionStep({
    workspace,
    ...(o.event ? { eventName: o.event.name, event: o.event.payload } : {}),
    inputs: { workflow: WF, 'run-id': 'r1', ...inputs },
    runId: run,
    job: name,
    attempt: o.attempt ?? '1',
    token: 'ghs_job_token',
    env: gh.fake.env({ workflowRunId: run, jobId: `${name}-${inputs['shard'] ?? ''}-${o.attempt ?? '1'}` }),
  });
  return { ...r, workspace };
}

const matrixOf = (r: ActionResult): string[] => JSON.parse(r.outputs['matrix']!) as string[];

describe('fan-out across a matrix (the Action)', () => {
  it('plan -> shards -> matrix legs -> merge, a missing leg re-run in a later attempt, a dependent component as the next wave', async () => {
    const plan = await job('plan', { 'stop-after-step': 'inventory' });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'assess_components' });

    const shards = await job('shards', { command: 'shards' });
    expect(shards.exitCode, shards.stdout + shards.stderr).toBe(0);
    expect(matrixOf(shards)).toEqual(['C-01', 'C-02', 'C-03']);
    expect(shards.outputs['step']).toBe('assess_components');
    // The run's own outputs, as command: status gives them for this run (read from its state; nothing ran).
    expect(shards.outputs).toMatchObject({
      status: 'SHARDS',
      complete: 'false',
      'run-id': 'r1',
      'active-step': 'assess_components',
      'completed-steps': '["inventory"]',
      'state-path': 'runs/fan-out/r1/workflow_state.yaml',
      'manifest-path': 'runs/fan-out/r1/RUN_MANIFEST.yaml',
      'restored-from': plan.outputs['artifact-name'],
      'stages-run': '0',
      'artifact-name': '',
    });

    // Two legs finish (in reverse order); the C-02 leg does not (it is re-run below).
    for (const key of ['C-03', 'C-01']) {
      const leg = await job('shard', { shard: key });
      expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
      expect(leg.outputs['status']).toBe('WORKFLOW_COMPLETE');
      expect(leg.outputs['artifact-name']).toMatch(/^stagegate-fan-out-r1-[0-9a-f]{12}-shard-[0-9a-f]{8}-C-0[13]-a1-1$/);
      // The shard's own state and manifest (in its shard folder), and the run state the leg restored.
      expect(leg.outputs['state-path']).toMatch(new RegExp(`^runs/fan-out/r1/foreach/assess-components/${key.toLowerCase()}/v1/workflow_state\\.yaml$`));
      expect(leg.outputs['manifest-path']).toBe(leg.outputs['state-path']!.replace(/workflow_state\.yaml$/, 'RUN_MANIFEST.yaml'));
      expect(existsSync(join(leg.workspace, leg.outputs['manifest-path']!))).toBe(true);
      expect(leg.outputs['restored-from']).toBe(plan.outputs['artifact-name']);
    }
    const first = await job('merge', { command: 'merge' });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'active-step': 'assess_components' });
    expect(first.summary).toContain('Shards merged: C-01, C-03');
    expect(first.summary).toContain('still pending: C-02, C-04');

    // The missing leg, re-run in attempt 2; the listing after the merge names only it.
    expect(matrixOf(await job('shards', { command: 'shards' }, { attempt: '2' }))).toEqual(['C-02']);
    const rerun = await job('shard', { shard: 'C-02' }, { attempt: '2' });
    expect(rerun.exitCode, rerun.stdout + rerun.stderr).toBe(0);
    const second = await job('merge', { command: 'merge' }, { attempt: '2' });
    expect(second.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    expect(second.summary).toContain('Shards merged: C-02 (already merged: C-01, C-03)');

    // C-04 depended on C-02: the next wave.
    expect(matrixOf(await job('shards', { command: 'shards' }, { attempt: '2' }))).toEqual(['C-04']);
    expect((await job('shard', { shard: 'C-04' }, { attempt: '2' })).exitCode).toBe(0);
    const last = await job('merge', { command: 'merge' }, { attempt: '3' });
    expect(last.exitCode, last.stdout + last.stderr).toBe(0);
    expect(last.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'completed-steps': '["inventory","assess_components","report"]' });
    const report = readFileSync(join(last.workspace, 'runs/fan-out/r1/report.md'), 'utf8');
    expect(report).toContain('- Assessment of api gateway (C-01)\n- Assessment of billing (C-02)\n- Assessment of search (C-03)\n- Assessment of notifications (C-04)');
    // No merge job ran a component itself: the assessments' logs are only in the shard folders.
    expect(readdirSync(join(last.workspace, 'runs/fan-out/r1/logs')).sort()).toEqual(['inventory.v1.a1.log', 'report.v1.a1.log']);
    const done = await job('shards', { command: 'shards' }, { attempt: '3' });
    expect(matrixOf(done)).toEqual([]);
    expect(done.outputs).toMatchObject({ status: 'SHARDS', complete: 'true', 'run-id': 'r1', 'active-step': '', 'completed-steps': '["inventory","assess_components","report"]', 'state-path': 'runs/fan-out/r1/workflow_state.yaml', 'restored-from': last.outputs['artifact-name'] });
  });

  it.skipIf(RUNS_BUILT_ACTION)('command: shards reads (and replays) the journal of the run once: its listing and its outputs come from the same read', async () => {
    const run = '4003';
    expect((await job('plan', { 'stop-after-step': 'inventory' }, { run })).exitCode).toBe(0);
    // Every open (that found the file) of the run's journal in this process (the in-process Action's), in the next job.
    const opened: string[] = [];
    const openSync = fs.openSync;
    vi.spyOn(fs, 'openSync').mockImplementation(((path: fs.PathLike, ...rest: unknown[]) => {
      const fd = (openSync as (...a: unknown[]) => number)(path, ...rest);
      if (String(path).endsWith('runs/fan-out/r1/workflow_state.journal.jsonl')) opened.push(String(path));
      return fd;
    }) as typeof fs.openSync);
    syncBuiltinESMExports();
    const shards = await job('shards', { command: 'shards' }, { run });
    expect(matrixOf(shards)).toEqual(['C-01', 'C-02', 'C-03']);
    expect(shards.outputs).toMatchObject({ status: 'SHARDS', 'run-id': 'r1', 'active-step': 'assess_components', 'completed-steps': '["inventory"]', 'state-path': 'runs/fan-out/r1/workflow_state.yaml', 'manifest-path': 'runs/fan-out/r1/RUN_MANIFEST.yaml' });
    // The restore verifies the carried copy (in quarantine); the command itself reads the restored journal once (it read it three times).
    const quarantined = opened.filter((p) => p.includes('stagegate-quarantine-'));
    expect(quarantined).toHaveLength(1);
    expect(opened.filter((p) => !quarantined.includes(p))).toHaveLength(1);
  });

  it('command: shards on a run that has not started says so, and how to run it to its fan-out step first (not "not at a foreach")', async () => {
    // A workflow run of its own: no plan job uploaded a state for it.
    const shards = await job('shards', { command: 'shards' }, { run: '4099' });
    expect(shards.exitCode, shards.stdout + shards.stderr).toBe(0);
    expect(matrixOf(shards)).toEqual([]);
    expect(shards.outputs['status']).toBe('SHARDS');
    const said = `Run r1 has not started: no shards yet (the matrix is empty). Run it to its fan-out step first: \`command: run, workflow: ${WF}, run-id: r1, stop-after-step: inventory\`.`;
    expect(shards.stdout).toContain(said);
    expect(shards.summary).toContain('Run r1 has not started: no shards yet');
    expect(shards.summary).toContain('stop-after-step: inventory');
    expect(shards.summary).not.toContain('not at a foreach');
  });

  it("the run's artifact carries no shard or merge-intake lock (nor a lock's temp file): a lock another runner left would hold the item in the next job", async () => {
    const run = '4007';
    const root = 'runs/fan-out/r1';
    // What a cancelled leg or merge leaves in the run root: an item's (and a branch's) lock, owned by
    // a runner on another machine, and the temp file of a lock being written.
    const locks = [`${root}/foreach/assess_components/c-01/v1/workflow_state.yaml.lock`, `${root}/parallel/checks/lint/v1/workflow_state.yaml.lock`];
    const temp = `${root}/foreach/assess_components/c-02/v1/workflow_state.yaml.lock.4242.0badcafe.tmp`;
    const plan = await job('plan', { 'stop-after-step': 'inventory' }, {
      run,
      prepare: (ws) => {
        for (const lock of [...locks, temp]) {
          fs.mkdirSync(join(ws, lock, '..'), { recursive: true });
          fs.writeFileSync(join(ws, lock), JSON.stringify({ pid: 4242, host: 'another-runner', started_at: '2026-12-01T00:00:00.000Z' }));
        }
      },
    });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    // The next job (a resume that runs the items here) restores the run without them, and runs C-01.
    const rest = await job('rest', {}, { run });
    for (const p of [...locks, temp]) expect(existsSync(join(rest.workspace, p)), p).toBe(false);
    expect(rest.outputs['status'], rest.stdout + rest.stderr).toBe('WORKFLOW_COMPLETE');
  });

  it('on a pull request every job records and checks the pull request head commit: the legs run at the run\'s commit although the checkout is the merge commit', async () => {
    // actions/checkout on a pull_request event checks out the merge commit (GITHUB_SHA), which is
    // not the head commit the event names; the plan job records the head commit (the source of
    // the run's verdicts), and every later job must read the same one, not its checkout's HEAD.
    const run = '4004';
    const head = 'a1'.repeat(20);
    const event = { name: 'pull_request', payload: { pull_request: { number: 7, head: { sha: head } } } };
    const plan = await job('plan', { 'stop-after-step': 'inventory' }, { run, event });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(matrixOf(await job('shards', { command: 'shards' }, { run, event }))).toEqual(['C-01', 'C-02', 'C-03']);
    for (const key of ['C-01', 'C-02', 'C-03']) {
      const leg = await job('shard', { shard: key }, { run, event });
      expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
      expect(leg.outputs['status']).toBe('WORKFLOW_COMPLETE');
    }
    const merged = await job('merge', { command: 'merge' }, { run, event });
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    expect(merged.summary).toContain('Shards merged: C-01, C-02, C-03');
    const state = readFileSync(join(merged.workspace, 'runs/fan-out/r1/workflow_state.yaml'), 'utf8');
    expect(state).toContain(`source_commit: ${head}`);
  });

  it("the artifact service failing a shard's download fails the merge as ARTIFACT_RESTORE_FAILED (nothing merged), not as an internal error", async () => {
    const run = '4006';
    const plan = await job('plan', { 'stop-after-step': 'inventory' }, { run });
    expect(plan.exitCode).toBe(0);
    for (const key of ['C-01', 'C-02']) expect((await job('shard', { shard: key }, { run })).exitCode).toBe(0);
    // The merge step in the plan's workspace (its state is there: nothing restored), so the only
    // downloads are the shards'; the service refuses the first, as it has refused re-runs the
    // artifacts of an earlier attempt ("(404) Not Found: workflow run not found").
    gh.fake.failNext({ method: 'POST', path: /GetSignedArtifactURL$/ }, 404);
    const merged = await runActionStep({
      workspace: plan.workspace,
      inputs: { workflow: WF, 'run-id': 'r1', command: 'merge' },
      runId: run,
      job: 'merge',
      attempt: '2',
      token: 'ghs_job_token',
      env: gh.fake.env({ workflowRunId: run, jobId: 'merge-2' }),
    });
    expect(merged.exitCode).toBe(1);
    expect(merged.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'run-id': 'r1', 'stages-run': '0' });
    const failure = merged.annotations.filter((a) => a.level === 'error').map((a) => a.message).join('\n');
    expect(failure).toContain('404');
    expect(failure).not.toContain('This is a bug in stagegate');
    expect(readFileSync(join(plan.workspace, 'runs/fan-out/r1/workflow_state.yaml'), 'utf8')).toContain('active_step: assess_components');
  });

  it('a full redo in a re-run attempt (plan with execution-mode: fresh): the legs of attempt 1 belong to the superseded run and are not merged into the new one', async () => {
    const run = '4005';
    expect((await job('plan', { 'stop-after-step': 'inventory' }, { run })).exitCode).toBe(0);
    for (const key of ['C-01', 'C-02', 'C-03']) expect((await job('shard', { shard: key }, { run })).exitCode).toBe(0);
    // Attempt 2 ("Re-run all jobs" with a fresh plan): the C-03 leg does not finish this time.
    const plan = await job('plan', { 'stop-after-step': 'inventory', 'execution-mode': 'fresh' }, { run, attempt: '2' });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    for (const key of ['C-01', 'C-02']) expect((await job('shard', { shard: key }, { run, attempt: '2' })).exitCode).toBe(0);
    const merged = await job('merge', { command: 'merge' }, { run, attempt: '2' });
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    expect(merged.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    expect(merged.summary).toContain('Shards merged: C-01, C-02');
    expect(merged.summary).toContain('still pending: C-03');
    // Named, not silently dropped: the summary and a warning say which artifact was left out and why.
    expect(merged.summary).toMatch(/not merged, made before the run's fresh start: C-03 \(stagegate-fan-out-r1-[0-9a-f]+-shard-[^)]*-a1-/);
    expect(merged.annotations.find((a) => a.level === 'warning' && a.message.includes('(C-03) was made for run r1 before its fresh start'))).toBeDefined();
  });

  it('a tampered shard artifact is refused by the merge (SHARD_TAMPERED) and nothing is merged', async () => {
    const run = '4002';
    expect((await job('plan', { 'stop-after-step': 'inventory' }, { run })).exitCode).toBe(0);
    const leg = await job('shard', { shard: 'C-01' }, { run });
    expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
    // The same shard again under a newer name, with its output copy changed.
    const folder = join(leg.workspace, 'runs/fan-out/r1/foreach/assess-components/c-01/v1');
    const files: Record<string, Buffer> = {};
    const walk = (dir: string, rel: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name), `${rel}${e.name}/`);
        else files[`${rel}${e.name}`] = readFileSync(join(dir, e.name));
      }
    };
    walk(folder, '');
    files['files/runs/fan-out/r1/assessments/C-01.md'] = Buffer.from('# Assessment of api gateway (C-01)\n\nAll fine, trust me.\n');
    await gh.uploadCrafted(run, leg.outputs['artifact-name']!.replace(/-a1-1$/, '-a2-1'), files);
    const merge = await job('merge', { command: 'merge' }, { run });
    expect(merge.exitCode).toBe(1);
    expect(merge.outputs['status']).toBe('SHARD_TAMPERED');
    expect(merge.annotations.map((a) => a.message).join('\n')).toContain('its copy of output runs/fan-out/r1/assessments/C-01.md has sha256');
    expect(merge.outputs['active-step']).toBe('');
  });
});
