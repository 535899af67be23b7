/**
 * Fan-out through the action (in-process: action-harness.ts) against the fake artifact service, job by job as
 * .github/workflows/fan-out.yml runs them (action-shards-fixtures.ts): `command: shards` on the run
 * it reads, the shard artifacts a merge takes or refuses (tampered, made before a fresh start, a
 * failing artifact service), the pull request's head commit in every job, and the locks a run's
 * artifact leaves out. The whole campaign — legs finishing out of order, a missing leg re-run in a
 * later attempt, a dependent component as the next wave — is test/slow/action-shards-waves.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import fs, { existsSync, readdirSync, readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { copyWorkspace, madeOnceRun, runActionStep, RUNS_BUILT_ACTION } from '../helpers/action-harness.js';
import { fanOutJobs, WF } from './action-shards-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

const gh = useFakeGitHub();
afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});
const { job, matrixOf } = fanOutJobs(gh);

// The beginnings several tests share, made once (workflow runs 4090-4092), each test going on in a copy in its own run.
/** Planned to the fan-out step (its plan job's workspace holds the run: read it, or go on in a copy). */
const planned = madeOnceRun(() => gh.fake, '4090', async (run) => {
  const plan = await job('plan', { 'stop-after-step': 'inventory' }, { run });
  expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
  return { plan };
});
/** Then key C-01's leg done. */
const withC01 = madeOnceRun(() => gh.fake, '4091', async (run) => {
  const { plan } = await planned(run);
  const c01 = await job('shard', { shard: 'C-01' }, { run });
  expect(c01.exitCode, c01.stdout + c01.stderr).toBe(0);
  return { plan, c01 };
});
/** Then key C-02's leg done. */
const withC01C02 = madeOnceRun(() => gh.fake, '4092', async (run) => {
  const { plan, c01 } = await withC01(run);
  const c02 = await job('shard', { shard: 'C-02' }, { run });
  expect(c02.exitCode, c02.stdout + c02.stderr).toBe(0);
  return { plan, c01, c02 };
});

describe('fan-out across a matrix (the Action)', () => {
  it.skipIf(RUNS_BUILT_ACTION)('command: shards reads (and replays) the journal of the run once: its listing and its outputs come from the same read', { tags: [CAMPAIGN] }, async () => {
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
    // The restore reads the carried copy's first line (its recorded inputs, registered as secrets before
    // anything is said: persistence.ts) and verifies it (in quarantine); the command itself reads the
    // restored journal once (it read it three times).
    const quarantined = opened.filter((p) => p.includes('stagegate-quarantine-'));
    expect(quarantined).toHaveLength(2);
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

  it("the run's artifact carries no shard, merge-intake or once-key lock (nor a lock's temp file): a lock another runner left would hold the item in the next job", async () => {
    const run = '4007';
    const root = 'runs/fan-out/r1';
    // What a cancelled leg or merge leaves in the run root: an item's (and a branch's) lock, owned by
    // a runner on another machine, and the temp file of a lock being written.
    // And the lock of a `stagegate once` key a killed call left (cli/commands/once.ts effectLockPath).
    const locks = [`${root}/foreach/assess_components/c-01/v1/workflow_state.yaml.lock`, `${root}/parallel/checks/lint/v1/workflow_state.yaml.lock`, `${root}/effects/inventory.v1.a1.jsonl.0123456789abcdef.lock`];
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

  it('on a pull request every job records and checks the pull request head commit: the legs run at the run\'s commit although the checkout is the merge commit', { tags: [CAMPAIGN] }, async () => {
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

  it("the artifact service failing a shard's download fails the merge as ARTIFACT_RESTORE_FAILED (nothing merged), not as an internal error", { tags: [CAMPAIGN] }, async () => {
    const run = '4006';
    const plan = { workspace: copyWorkspace((await withC01C02(run)).plan.workspace) };
    // The merge step in the plan's workspace (its state is there: nothing restored), so the only
    // downloads are the shards'; the service refuses the first ("(404) Not Found: workflow run not
    // found", as it refuses a re-run an earlier attempt's artifacts), and REST's download fails too.
    gh.fake.failNext({ method: 'POST', path: /GetSignedArtifactURL$/ }, 404);
    gh.fake.failNext({ method: 'GET', path: /\/actions\/artifacts\/\d+\/zip$/ }, 502);
    const merged = await runActionStep({
      workspace: plan.workspace,
      inputs: { workflow: WF, 'run-id': 'r1', command: 'merge' },
      runId: run,
      job: 'merge',
      attempt: '2',
      token: 'ghs_job_token',
      env: gh.fake.env({ workflowRunId: run, jobId: 'merge-2', attempt: '2' }),
    });
    expect(merged.exitCode).toBe(1);
    expect(merged.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'run-id': 'r1', 'stages-run': '0' });
    const failure = merged.annotations.filter((a) => a.level === 'error').map((a) => a.message).join('\n');
    expect(failure).toContain('404');
    expect(failure).toContain(`its download through GitHub's REST API (workflow run ${run}, the token input) failed too`);
    expect(failure).toMatch(/\nFix: The artifact service would not hand this workflow run's shard artifacts to this job .*Nothing was merged and the run is unchanged\./);
    expect(failure).not.toContain('This is a bug in stagegate');
    expect(readFileSync(join(plan.workspace, 'runs/fan-out/r1/workflow_state.yaml'), 'utf8')).toContain('active_step: assess_components');
  });

  it("a re-run's merge whose shard artifact REST answers 410 (expired) fails ARTIFACT_RESTORE_FAILED whose fix says it has expired (re-run the legs), not 're-run once GitHub answers again'", async () => {
    const run = '4009';
    const plan = { workspace: copyWorkspace((await withC01C02(run)).plan.workspace) };
    gh.fake.refuseEarlierAttempts(run);
    gh.fake.failNext({ method: 'GET', path: /\/actions\/artifacts\/\d+\/zip$/ }, 410);
    const merged = await runActionStep({
      workspace: plan.workspace,
      inputs: { workflow: WF, 'run-id': 'r1', command: 'merge' },
      runId: run,
      job: 'merge',
      attempt: '2',
      token: 'ghs_job_token',
      env: gh.fake.env({ workflowRunId: run, jobId: 'merge-2', attempt: '2' }),
    });
    expect(merged.exitCode).toBe(1);
    expect(merged.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'stages-run': '0' });
    const failure = merged.annotations.filter((a) => a.level === 'error').map((a) => a.message).join('\n');
    expect(failure).toMatch(/\nFix: A shard artifact of this workflow run has expired \(GitHub's REST API answered its download 410\): re-run the legs/);
    expect(failure).not.toContain('once GitHub answers again');
    expect(readFileSync(join(plan.workspace, 'runs/fan-out/r1/workflow_state.yaml'), 'utf8')).toContain('active_step: assess_components');
  });

  it('"Re-run failed jobs" of the merge: the artifact service refuses the legs\' shard artifacts of attempt 1, which the merge downloads through REST and merges', { tags: [CAMPAIGN] }, async () => {
    const run = '4008';
    expect((await job('plan', { 'stop-after-step': 'inventory' }, { run })).exitCode).toBe(0);
    for (const key of ['C-01', 'C-02', 'C-03']) expect((await job('shard', { shard: key }, { run })).exitCode).toBe(0);
    gh.fake.refuseEarlierAttempts(run);
    gh.fake.requests.length = 0;
    // Only the merge is re-run (attempt 2): the plan's state and the legs' shards are attempt 1's.
    const merged = await job('merge', { command: 'merge' }, { run, attempt: '2' });
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    expect(merged.summary).toContain('Shards merged: C-01, C-02, C-03');
    expect(readFileSync(join(merged.workspace, 'runs/fan-out/r1/workflow_state.yaml'), 'utf8')).toContain('merged 3 shards');
    // The state and the three shards: each refused by the service, each downloaded through REST.
    expect(gh.fake.requests.filter((r) => r.path.endsWith('/GetSignedArtifactURL'))).toHaveLength(4);
    expect(gh.fake.requests.filter((r) => /\/actions\/artifacts\/\d+\/zip$/.test(r.path))).toHaveLength(4);
    expect(merged.stdout.match(/through GitHub's REST API instead \(workflow run 4008, the token input\)/g)).toHaveLength(4);
  });

  it('a full redo in a re-run attempt (plan with execution-mode: fresh): the legs of attempt 1 belong to the superseded run and are not merged into the new one', { tags: [CAMPAIGN] }, async () => {
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

  it("a leg's check never passes for the run: a finished shard is the partial conclusion (the run is still at its foreach), a failed one failure", async () => {
    const run = '4011';
    await planned(run);
    const checks = () => gh.fake.checkRuns.filter((c) => c.name === 'stagegate / leg');
    const one = await job('shard', { shard: 'C-01', 'check-name': 'stagegate / leg' }, { run });
    expect(one.exitCode, one.stdout + one.stderr).toBe(0);
    expect(one.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(checks().pop()).toMatchObject({ status: 'completed', conclusion: 'action_required' });
    // A leg of several keys, and partial-conclusion: neutral chosen for an informational check.
    const leg = await job('shard', { shard: '["C-02","C-03"]', 'check-name': 'stagegate / leg', 'partial-conclusion': 'neutral' }, { run });
    expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
    expect(checks().pop()).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    // A key the run has not (C-09): the step fails, and so does its check.
    const bad = await job('shard', { shard: 'C-09', 'check-name': 'stagegate / leg' }, { run });
    expect(bad.exitCode).toBe(1);
    expect(checks().pop()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    // The merge jobs, under the same check name: partial while a wave is still to come (C-04 depends
    // on the first wave), success (the newest check of the name) once the merge completes the run.
    const first = await job('merge', { command: 'merge', 'check-name': 'stagegate / leg' }, { run });
    expect(first.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', complete: 'false' });
    expect(checks().pop()).toMatchObject({ status: 'completed', conclusion: 'action_required' });
    expect((await job('shard', { shard: 'C-04', 'check-name': 'stagegate / leg' }, { run })).exitCode).toBe(0);
    expect(checks().pop()).toMatchObject({ status: 'completed', conclusion: 'action_required' });
    const last = await job('merge', { command: 'merge', 'check-name': 'stagegate / leg' }, { run });
    expect(last.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true' });
    expect(checks().pop()).toMatchObject({ status: 'completed', conclusion: 'success' });
  });

  /** The files of a leg's shard folder (as its artifact holds them). */
  function shardFolderFiles(workspace: string, key: string): Record<string, Buffer> {
    const files: Record<string, Buffer> = {};
    const walk = (dir: string, rel: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name), `${rel}${e.name}/`);
        else files[`${rel}${e.name}`] = readFileSync(join(dir, e.name));
      }
    };
    walk(join(workspace, `runs/fan-out/r1/foreach/assess-components/${key.toLowerCase()}/v1`), '');
    return files;
  }
  /** The merge's quarantines left in the step's RUNNER_TEMP. */
  const quarantines = (r: { env: Record<string, string> }): string[] => readdirSync(r.env['RUNNER_TEMP']!).filter((n) => n.startsWith('stagegate-shards-'));

  it("a shard artifact listed without a digest (an older build's upload) is merged only through the merge's own verification, with a warning naming it: a true one is merged, a tampered one is SHARD_TAMPERED (its quarantine removed all the same)", async () => {
    const warned = (r: { annotations: Array<{ level: string; message: string; properties?: { title?: string } }> }, name: string): boolean =>
      r.annotations.some((a) => a.level === 'warning' && a.message.startsWith(`shard artifact ${name} is listed without a sha256 digest`));
    const run = '4012';
    const { c01: leg } = await withC01(run);
    gh.fake.dropDigest(gh.fake.artifacts(run).find((a) => a.name === leg.outputs['artifact-name'])!.id);
    const merge = await job('merge', { command: 'merge' }, { run });
    expect(merge.exitCode, merge.stdout + merge.stderr).toBe(0);
    expect(warned(merge, leg.outputs['artifact-name']!)).toBe(true);
    expect(merge.stdout).toContain(`Shard artifacts of run r1: ${leg.outputs['artifact-name']}.`);
    expect(readFileSync(join(merge.workspace, 'runs/fan-out/r1/workflow_state.yaml'), 'utf8')).toContain('merged 1 shard; 3 items still pending (C-02, C-03, C-04)');

    // The same leg's files with an output changed, uploaded without a digest: the merge's verification refuses it.
    const run2 = '4013';
    const { c01: leg2 } = await withC01(run2);
    const files = shardFolderFiles(leg2.workspace, 'C-01');
    files['files/runs/fan-out/r1/assessments/C-01.md'] = Buffer.from('# Assessment of api gateway (C-01)\n\nAll fine, trust me.\n');
    const crafted = leg2.outputs['artifact-name']!.replace(/-a1-1$/, '-a2-1');
    await gh.uploadCrafted(run2, crafted, files);
    gh.fake.dropDigest(gh.fake.artifacts(run2).find((a) => a.name === crafted)!.id);
    const refused = await job('merge', { command: 'merge' }, { run: run2 });
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs['status']).toBe('SHARD_TAMPERED');
    expect(warned(refused, crafted)).toBe(true);
    // A merge that fails (a tampered result, refused after its unpacking): its quarantine is gone all the same.
    expect(quarantines(refused)).toEqual([]);
  });

  it('a merge unpacks its shard artifacts within one STAGEGATE_MAX_ARTIFACT_MB in all: a shard past what is left is refused (warned, still pending), and the quarantine is removed', async () => {
    // Each shard artifact alone is within 1 MiB (a leg's folder and 400 KiB more); three are not.
    // Before: each download had the whole limit, and all three were unpacked and merged.
    const run = '4014';
    const { c01, c02 } = await withC01C02(run);
    const pad = Buffer.alloc(400 * 1024);
    for (const key of ['C-01', 'C-02', 'C-03']) {
      const leg = key === 'C-01' ? c01 : key === 'C-02' ? c02 : await job('shard', { shard: key }, { run });
      expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
      // The same result, padded, under a newer name: the one the merge takes for the key.
      await gh.uploadCrafted(run, leg.outputs['artifact-name']!.replace(/-a1-1$/, '-a2-1'), { ...shardFolderFiles(leg.workspace, key), 'pad.bin': pad });
    }
    const merge = await job('merge', { command: 'merge' }, { run, env: { STAGEGATE_MAX_ARTIFACT_MB: '1' } });
    expect(merge.exitCode, merge.stdout + merge.stderr).toBe(0);
    const refused = merge.annotations.filter((a) => a.level === 'warning' && a.properties?.title === 'stagegate: shard artifact not merged');
    expect(refused.map((a) => a.message)).toEqual([expect.stringMatching(/^shard artifact \S+-C-03-a2-1 was refused: it was not unpacked: its entries declare \d+ bytes unpacked, more than the \d+ bytes left of the 1048576 the merge unpacks in all \(STAGEGATE_MAX_ARTIFACT_MB: 1 MiB\)/)]);
    expect(merge.summary).toContain('Shards merged: C-01, C-02');
    expect(readFileSync(join(merge.workspace, 'runs/fan-out/r1/workflow_state.yaml'), 'utf8')).toContain('merged 2 shards; 2 items still pending (C-03, C-04)');
    expect(quarantines(merge)).toEqual([]);
  });

  it("a merge never downloads an artifact under the run's shard prefix that names no key of the run's fan-out step (warned), and removes its quarantine", { tags: [CAMPAIGN] }, async () => {
    const run = '4015';
    const { c01: leg } = await withC01(run);
    // Another leg's uploads under the run's prefix, for keys the run has not: never fetched.
    const name = leg.outputs['artifact-name']!;
    const prefix = name.slice(0, name.indexOf(createHash('sha256').update('C-01').digest('hex').slice(0, 8)));
    const strays = [`${prefix}0badc0de-no-such-key-a1-1`, `${prefix}${createHash('sha256').update('C-99').digest('hex').slice(0, 8)}-c-99-a1-1`];
    for (const stray of strays) await gh.uploadCrafted(run, stray, { 'zeros.bin': Buffer.alloc(64 * 1024) });
    const ids = gh.fake.artifacts(run).filter((a) => strays.includes(a.name)).map((a) => a.id);
    expect(ids).toHaveLength(2);
    gh.fake.requests.length = 0;
    const merge = await job('merge', { command: 'merge' }, { run });
    expect(merge.exitCode, merge.stdout + merge.stderr).toBe(0);
    const warned = merge.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
    for (const stray of strays) expect(warned).toContain(`shard artifact ${stray} is of no key of step assess_components of run r1: it was not downloaded`);
    expect(gh.fake.requests.filter((r) => ids.some((id) => r.path.endsWith(`/artifacts/${id}`) || r.path.endsWith(`/artifacts/${id}/zip`)))).toEqual([]);
    expect(gh.fake.requests.filter((r) => r.path.endsWith('/GetSignedArtifactURL') && strays.includes((r.body as { name?: string }).name ?? ''))).toEqual([]);
    expect(merge.summary).toContain('Shards merged: C-01');
    expect(quarantines(merge)).toEqual([]);
  });

  it('a tampered shard artifact is refused by the merge (SHARD_TAMPERED) and nothing is merged', { tags: [CAMPAIGN] }, async () => {
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
