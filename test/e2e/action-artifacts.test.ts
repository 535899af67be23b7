/**
 * Carrying a run between jobs and workflow runs with the REAL @actions/artifact client (used by the
 * action) against the local fake of the artifact service (Twirp v4 + blob PUT/GET + REST).
 *
 * Each job runs the action in this process with the fake's env() as its environment
 * (runActionStep, test/helpers/action-harness.ts; the smoke tier runs a carried run through the
 * bundle); @actions/artifact is loaded only once process.env points at the fake (see the header of
 * test/helpers/fake-github.ts).
 */
import { syncBuiltinESMExports } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { makeZip } from '../helpers/fake-github.js';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { HELLO, RUNS_BUILT_ACTION, commitCheckout, counted, counterFile, madeOnceRun, makeWorkspace, runActionStep, tally, type ActionResult } from '../helpers/action-harness.js';
import { readsOf } from '../helpers/file-reads.js';
import { artifactName } from '../../src/action/persistence.js';
import { CAMPAIGN } from '../tiers.js';
import { STAGE_LIB } from '../helpers/cli.js';

const gh = useFakeGitHub();

interface JobOptions {
  run: string;
  job: string;
  attempt?: string;
  inputs?: Record<string, string>;
  workspace?: string;
  counter?: string;
  env?: Record<string, string>;
}

/** One job of a workflow run: a fresh checkout unless a workspace is given. */
async function job(o: JobOptions): Promise<ActionResult & { workspace: string; counter: string }> {
  const workspace = o.workspace ?? makeWorkspace();
  const counter = o.counter ?? counterFile();
  const r = await runActionStep({
    workspace,
    inputs: { workflow: HELLO, ...(o.inputs ?? {}) },
    runId: o.run,
    job: o.job,
    attempt: o.attempt ?? '1',
    token: 'ghs_job_token',
    env: { ...gh.fake.env({ workflowRunId: o.run, jobId: `${o.job}-${o.attempt ?? '1'}`, attempt: o.attempt ?? '1' }), COUNTER_FILE: counter, ...(o.env ?? {}) },
  });
  return { ...r, workspace, counter };
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** The run root of a finished job as {workspace-relative path: bytes}. */
function runRootFiles(ws: string, runId: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (const abs of filesUnder(join(ws, 'runs', 'hello', runId))) {
    if (abs.endsWith('.lock')) continue;
    out[relative(ws, abs)] = readFileSync(abs);
  }
  return out;
}

describe('persist: artifact between jobs of one workflow run', () => {
  it('job 1 stops after a step and uploads; job 2 in a fresh workspace restores, verifies and completes without redoing job 1', { tags: [CAMPAIGN] }, async () => {
    const job1 = await job({ run: '2001', job: 'stop', inputs: { 'run-id': 'r1', 'stop-after-step': 'review' } });
    expect(job1.exitCode, job1.stdout + job1.stderr).toBe(0);
    expect(job1.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', complete: 'false', 'active-step': 'revise' });
    expect(job1.outputs['artifact-name']).toBe(artifactName({ workflowName: 'hello', runId: 'r1', workflowPath: HELLO }, { attempt: '1', job: 'stop' }, 1));
    expect(job1.outputs['artifact-name']).toMatch(/^stagegate-hello-r1-[0-9a-f]{12}-a1-stop-1$/);
    expect(gh.fake.artifacts('2001').map((a) => a.name)).toEqual([job1.outputs['artifact-name']]);
    expect(tally(counted(job1.counter))).toEqual({ draft: 1, review: 1 });

    const job2 = await job({ run: '2001', job: 'resume', inputs: { 'run-id': 'r1' } });
    expect(job2.exitCode, job2.stdout + job2.stderr).toBe(0);
    expect(job2.workspace).not.toBe(job1.workspace);
    expect(job2.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', complete: 'true', 'completed-steps': '["draft","review","revise","publish"]' });
    // Job 2 ran only what job 1 left: revise, the second review, publish.
    expect(counted(job2.counter)).toEqual(['revise', 'review', 'publish']);
    expect(job2.stdout).toContain(`Restored`);
    expect(job2.summary).toContain(`restored from <code>${job1.outputs['artifact-name']!.replace(/_/g, '&#95;')}</code>`);
    expect(job2.outputs['artifact-name']).toBe(artifactName({ workflowName: 'hello', runId: 'r1', workflowPath: HELLO }, { attempt: '1', job: 'resume' }, 1));
    // The quarantine under RUNNER_TEMP is gone.
    expect(readdirSync(job2.env['RUNNER_TEMP']!).filter((n) => n.startsWith('stagegate-quarantine-'))).toEqual([]);
    // The uploaded run root has the state, manifest, outputs and logs, and no lock file.
    const names = gh.fake.requests.filter((r) => r.path.endsWith('/CreateArtifact')).map((r) => (r.body as { name: string }).name);
    expect(names).toContain(job2.outputs['artifact-name']);
  });

  it('a second attempt of the same job uploads under a new name (no 409) and runs nothing again', { tags: [CAMPAIGN] }, async () => {
    const first = await job({ run: '2101', job: 'pipeline', inputs: { 'run-id': 'r2' } });
    expect(first.outputs['status']).toBe('WORKFLOW_COMPLETE');
    gh.fake.requests.length = 0;
    const second = await job({ run: '2101', job: 'pipeline', attempt: '2', inputs: { 'run-id': 'r2' } });
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(second.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counted(second.counter)).toEqual([]);
    expect(second.outputs['artifact-name']).toBe(artifactName({ workflowName: 'hello', runId: 'r2', workflowPath: HELLO }, { attempt: '2', job: 'pipeline' }, 1));
    // The same step again in the same attempt (e.g. a second stagegate step in the job): next sequence number.
    const third = await job({ run: '2101', job: 'pipeline', attempt: '2', inputs: { 'run-id': 'r2' } });
    expect(third.exitCode).toBe(0);
    expect(third.outputs['artifact-name']).toBe(artifactName({ workflowName: 'hello', runId: 'r2', workflowPath: HELLO }, { attempt: '2', job: 'pipeline' }, 2));
    const conflicts = gh.fake.requests.filter((r) => r.path.endsWith('/CreateArtifact'));
    expect(conflicts).toHaveLength(2);
    expect(gh.fake.artifacts('2101')).toHaveLength(3);
  });
});

/** The REST download of an artifact (GET …/actions/artifacts/{id}/zip, a 302 to its blob). */
const REST_ZIP = /^\/repos\/acme\/widgets\/actions\/artifacts\/\d+\/zip$/;

describe('"Re-run failed jobs": the artifact service refuses an earlier attempt\'s state it lists (actions/download-artifact#486)', () => {
  /** Attempt 1 of run r3 stopped after draft (made once, workflow run 2190; each test's run a copy). */
  const stopped = madeOnceRun(() => gh.fake, '2190', async (run) => {
    const first = await job({ run, job: 'pipeline', inputs: { 'run-id': 'r3', 'stop-after-step': 'draft' } });
    expect(first.outputs['status'], first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
    return first;
  });
  /** Attempt 1 stops after draft; "Re-run failed jobs" is attempt 2, whose job the service refuses attempt 1's artifacts. */
  async function stoppedThenRefused(run: string): Promise<ActionResult & { workspace: string; counter: string }> {
    const made = await stopped(run);
    // Its artifact in this run is the copy (FakeGitHub.copyRun): the same name, an id of its own.
    const first = { ...made, outputs: { ...made.outputs, 'artifact-id': String(gh.fake.artifacts(run).find((a) => a.name === made.outputs['artifact-name'])!.id) } };
    gh.fake.refuseEarlierAttempts(run);
    gh.fake.requests.length = 0;
    return first;
  }

  it('downloads it through the REST API (the token input) instead, and the run continues where attempt 1 stopped', async () => {
    const first = await stoppedThenRefused('2102');
    const rerun = await job({ run: '2102', job: 'pipeline', attempt: '2', inputs: { 'run-id': 'r3' } });
    expect(rerun.exitCode, rerun.stdout + rerun.stderr).toBe(0);
    expect(rerun.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'restored-from': first.outputs['artifact-name'] });
    expect(counted(rerun.counter)).toEqual(['review', 'revise', 'review', 'publish']);
    // The service was asked first and refused; then REST, with the job's token, for the same artifact id.
    const signed = gh.fake.requests.filter((r) => r.path.endsWith('/GetSignedArtifactURL'));
    expect(signed).toHaveLength(1);
    const zip = gh.fake.requests.filter((r) => REST_ZIP.test(r.path));
    expect(zip.map((r) => r.path)).toEqual([`/repos/acme/widgets/actions/artifacts/${first.outputs['artifact-id']}/zip`]);
    expect(zip[0]!.headers['authorization']).toMatch(/ghs_job_token/);
    // The log says which path failed how, and which one served it.
    expect(rerun.stdout).toContain(`The artifact service listed ${first.outputs['artifact-name']} but would not hand it out (Failed to GetSignedArtifactURL: Received non-retryable error: Failed request: (404) Not Found: workflow run not found)`);
    expect(rerun.stdout).toContain(`Downloading ${first.outputs['artifact-name']} (id ${first.outputs['artifact-id']}) through GitHub's REST API instead (workflow run 2102, the token input).`);
    expect(rerun.stdout).toContain(`Downloaded ${first.outputs['artifact-name']} through GitHub's REST API.`);
    expect(rerun.annotations.filter((a) => a.level === 'error')).toEqual([]);
  });

  it('REST refusing the token too (403: no actions: read) fails ARTIFACT_RESTORE_FAILED whose fix says to add permissions: actions: read; nothing run', async () => {
    const first = await stoppedThenRefused('2103');
    // Without actions: read, REST refuses the artifact's look-up (is it expired?) and its download.
    gh.fake.failNext({ method: 'GET', path: /^\/repos\/acme\/widgets\/actions\/artifacts\/\d+(\/zip)?$/ }, 403, 2);
    const rerun = await job({ run: '2103', job: 'pipeline', attempt: '2', inputs: { 'run-id': 'r3', 'allow-missing-state': 'true' } });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'stages-run': '0' });
    expect(counted(rerun.counter)).toEqual([]);
    const errors = rerun.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(`the artifact service listed ${first.outputs['artifact-name']} but refused its download (Failed to GetSignedArtifactURL: Received non-retryable error: Failed request: (404) Not Found: workflow run not found), and its download through GitHub's REST API (workflow run 2103, the token input) failed too: HTTP 403`);
    expect(errors[0]!.message).toMatch(/\nFix: .*refused the token input \(HTTP 403\): add `permissions: actions: read` to this job/);
    expect(errors[0]!.message).not.toContain('resume-from-run-id');
    expect(rerun.stdout).toContain(`GitHub's REST API did not hand out ${first.outputs['artifact-name']} either: HTTP 403 — the token input lacks actions: read.`);
    expect(gh.fake.requests.filter((r) => REST_ZIP.test(r.path))).toHaveLength(1);
  });

  it.each([
    ['a 5xx answer', 502],
  ])('REST failing otherwise (%s) stays ARTIFACT_RESTORE_FAILED naming both paths, also with allow-missing-state: no silent fresh start', async (_, status) => {
    const first = await stoppedThenRefused(String(2110 + status));
    gh.fake.failNext({ method: 'GET', path: REST_ZIP }, status);
    const rerun = await job({ run: String(2110 + status), job: 'pipeline', attempt: '2', inputs: { 'run-id': 'r3', 'allow-missing-state': 'true' } });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'stages-run': '0' });
    expect(counted(rerun.counter)).toEqual([]);
    const errors = rerun.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(`the artifact service listed ${first.outputs['artifact-name']} but refused its download`);
    expect(errors[0]!.message).toContain(`and its download through GitHub's REST API (workflow run ${2110 + status}, the token input) failed too: `);
    expect(errors[0]!.message).toContain(String(status));
    expect(errors[0]!.message).toMatch(/\nFix: .*its download through GitHub's REST API failed too \(see the message\): re-run the job once GitHub answers again/);
    expect(rerun.annotations.some((a) => /allow-missing-state is set, so the run starts/.test(a.message))).toBe(false);
  });

  it("REST answering 404 (the artifact deleted meanwhile) stays ARTIFACT_RESTORE_FAILED, also with allow-missing-state, and its fix says no re-run brings it back (execution-mode: fresh), not 're-run once GitHub answers again'", async () => {
    const first = await stoppedThenRefused('2120');
    gh.fake.failNext({ method: 'GET', path: REST_ZIP }, 404);
    const rerun = await job({ run: '2120', job: 'pipeline', attempt: '2', inputs: { 'run-id': 'r3', 'allow-missing-state': 'true' } });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'stages-run': '0' });
    expect(counted(rerun.counter)).toEqual([]);
    const errors = rerun.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(`the artifact service listed ${first.outputs['artifact-name']} but refused its download`);
    expect(errors[0]!.message).toMatch(/\nFix: This workflow run's state artifact has been deleted \(GitHub's REST API answered its download 404\), so no re-run can restore it: start the run over with execution-mode: fresh/);
    expect(errors[0]!.message).not.toContain('once GitHub answers again');
    expect(rerun.annotations.some((a) => /allow-missing-state is set, so the run starts/.test(a.message))).toBe(false);
  });

  it('without a token input REST cannot be asked: ARTIFACT_RESTORE_FAILED whose fix says to give the step a token with actions: read, not to wait for GitHub', async () => {
    const first = await stoppedThenRefused('2121');
    const rerun = await job({ run: '2121', job: 'pipeline', attempt: '2', inputs: { 'run-id': 'r3', token: '' } });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'stages-run': '0' });
    expect(counted(rerun.counter)).toEqual([]);
    const errors = rerun.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(`the artifact service listed ${first.outputs['artifact-name']} but refused its download`);
    expect(errors[0]!.message).toMatch(/\nFix: .*could not be asked: the token input is empty .*Give the step a token .* with `permissions: actions: read`/);
    expect(errors[0]!.message).not.toContain('once GitHub answers again');
    expect(gh.fake.requests.filter((r) => REST_ZIP.test(r.path))).toEqual([]);
  });

  it("an earlier attempt's state that has also expired is no state: RESUME_STATE_NOT_FOUND as any expired state of this workflow run, and REST is never asked to download it", async () => {
    const first = await stoppedThenRefused('2104');
    gh.fake.expire(Number(first.outputs['artifact-id']));
    const rerun = await job({ run: '2104', job: 'pipeline', attempt: '2', inputs: { 'run-id': 'r3' } });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ status: 'RESUME_STATE_NOT_FOUND', 'stages-run': '0' });
    expect(counted(rerun.counter)).toEqual([]);
    expect(rerun.stdout).toContain(`State artifact ${first.outputs['artifact-name']} in this workflow run has expired (its download failed, and GitHub's REST API says expired: true)`);
    expect(gh.fake.requests.filter((r) => REST_ZIP.test(r.path))).toEqual([]);
  });
});

describe('command: plan with persist: artifact reads the workflow file before the restore and again after it', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    syncBuiltinESMExports();
  });

  it.skipIf(RUNS_BUILT_ACTION)('where the run lives (before the restore), then the plan, the status and the summary (after it): two reads of the workflow file', async () => {
    const job1 = await job({ run: '2101', job: 'stop', inputs: { 'run-id': 'q1', 'stop-after-step': 'review' } });
    expect(job1.outputs['status'], job1.stdout + job1.stderr).toBe('PARTIAL_RESUMABLE');
    // A later job's fresh checkout: the plan restores the run from the artifact, then plans its resume.
    const workspace = makeWorkspace();
    const reads = readsOf(join(workspace, HELLO));
    const plan = await job({ run: '2101', job: 'plan', workspace, inputs: { command: 'plan', 'run-id': 'q1' } });
    const opens = reads.opens;
    vi.restoreAllMocks();
    syncBuiltinESMExports();
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PLAN', 'active-step': 'revise', 'completed-steps': '["draft","review"]', 'restored-from': job1.outputs['artifact-name'] });
    expect(plan.summary).toContain('class s0,s1 completed');
    // A restore may write what the workflow path reads (a symlinked path, a sidecar run map): read again after it, once.
    expect(opens).toBe(2);
    expect(counted(plan.counter)).toEqual([]);
  });

  it.skipIf(RUNS_BUILT_ACTION)('a workflow file kept in the run root the restore writes is read again after it', { tags: [CAMPAIGN] }, async () => {
    const inRoot = 'runs/hello/q2/wf.yaml';
    const checkout = (): string => {
      const ws = makeWorkspace();
      mkdirSync(join(ws, 'runs/hello/q2'), { recursive: true });
      writeFileSync(join(ws, inRoot), readFileSync(join(ws, HELLO), 'utf8'));
      commitCheckout(ws);
      return ws;
    };
    const job1 = await job({ run: '2102', job: 'stop', workspace: checkout(), inputs: { workflow: inRoot, 'run-id': 'q2', 'stop-after-step': 'review' } });
    expect(job1.outputs['status'], job1.stdout + job1.stderr).toBe('PARTIAL_RESUMABLE');
    // The checkout's file differs from the one the artifact carries (a comment: another digest; not
    // committed, so the source commit is the run's). Planned from the read before the restore, the
    // run would be refused as an edited workflow; from the restored file, it plans the resume at revise.
    const workspace = checkout();
    writeFileSync(join(workspace, inRoot), `${readFileSync(join(workspace, inRoot), 'utf8')}# a comment the run never saw\n`);
    const reads = readsOf(join(workspace, inRoot));
    const plan = await job({ run: '2102', job: 'plan', workspace, inputs: { command: 'plan', workflow: inRoot, 'run-id': 'q2' } });
    const opens = reads.opens;
    vi.restoreAllMocks();
    syncBuiltinESMExports();
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({ status: 'PLAN', 'active-step': 'revise', 'restored-from': job1.outputs['artifact-name'] });
    expect(readFileSync(join(workspace, inRoot), 'utf8')).not.toContain('# a comment the run never saw');
    expect(plan.stdout).toMatch(/Restored \d+ files? of run q2/);
    expect(opens).toBe(2);
  });

  it.skipIf(RUNS_BUILT_ACTION)('a workflow path that is a symlink to a file the restore writes: the plan reads the restored file', async () => {
    // flow.yaml -> runs/hello/q3/wf.yaml: the restore writes the link's target, not a path named flow.yaml.
    const target = 'runs/hello/q3/wf.yaml';
    const checkout = (): string => {
      const ws = makeWorkspace();
      mkdirSync(join(ws, 'runs/hello/q3'), { recursive: true });
      writeFileSync(join(ws, target), readFileSync(join(ws, HELLO), 'utf8'));
      symlinkSync(target, join(ws, 'flow.yaml'));
      commitCheckout(ws);
      return ws;
    };
    const job1 = await job({ run: '2103', job: 'stop', workspace: checkout(), inputs: { workflow: 'flow.yaml', 'run-id': 'q3', 'stop-after-step': 'review' } });
    expect(job1.outputs['status'], job1.stdout + job1.stderr).toBe('PARTIAL_RESUMABLE');
    const workspace = checkout();
    // The checkout's target differs (uncommitted): read before the restore, the run looks edited.
    writeFileSync(join(workspace, target), `${readFileSync(join(workspace, target), 'utf8')}# a comment the run never saw\n`);
    const plan = await job({ run: '2103', job: 'plan', workspace, inputs: { command: 'plan', workflow: 'flow.yaml', 'run-id': 'q3' } });
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/Restored \d+ files? of run q3/);
    expect(readFileSync(join(workspace, 'flow.yaml'), 'utf8')).not.toContain('# a comment the run never saw');
    expect(plan.outputs).toMatchObject({ status: 'PLAN', 'active-step': 'revise', 'completed-steps': '["draft","review"]', 'restored-from': job1.outputs['artifact-name'] });
  });
});

describe('a state artifact that fails verification is refused, never restored or run', () => {
  async function expectRefused(run: string, runId: string, reason: RegExp, env?: Record<string, string>): Promise<void> {
    const before = gh.fake.artifacts(run).length;
    const r = await job({ run, job: 'victim', inputs: { 'run-id': runId }, ...(env ? { env } : {}) });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    const failure = r.annotations.filter((a) => a.level === 'error').map((a) => a.message).join('\n');
    expect(failure).toMatch(/state artifact 'stagegate-hello-.+' was refused: /);
    expect(failure).toMatch(reason);
    expect(failure).toContain('Nothing from it was restored or run');
    // Its one error annotation has the fix, as every failure's does (the summary's says the same).
    expect(failure).toMatch(/\nFix: The artifact stagegate-hello-\S+ may have been altered, or belongs to another run\. Nothing was run\. Inspect it, delete it, or start the run again with execution-mode: fresh\.$/);
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)/);
    expect(counted(r.counter)).toEqual([]);
    expect(existsSync(join(r.workspace, 'runs'))).toBe(false);
    expect(gh.fake.artifacts(run)).toHaveLength(before); // nothing uploaded either
    expect(readdirSync(r.env['RUNNER_TEMP']!).filter((n) => n.startsWith('stagegate-quarantine-') || n.startsWith('stagegate-download-'))).toEqual([]);
    expect(r.summary).toContain('State artifact');
  }

  /** Run z stopped after draft by its first job (made once, workflow run 3190; each test's run a copy, whose artifact it alters). */
  const stoppedZ = madeOnceRun(() => gh.fake, '3190', async (run) => {
    const job1 = await job({ run, job: 'stop', inputs: { 'run-id': 'z', 'stop-after-step': 'draft' } });
    expect(job1.outputs['status']).toBe('PARTIAL_RESUMABLE');
    return job1;
  });

  it('refuses an artifact whose bytes no longer match the recorded digest (gh.fake.tamper)', async () => {
    const job1 = await stoppedZ('3001');
    const [stored] = gh.fake.artifacts('3001');
    const files = runRootFiles(job1.workspace, 'z');
    const state = files['runs/hello/z/workflow_state.yaml']!.toString('utf8');
    gh.fake.tamper(stored!.id, () =>
      makeZip({ ...files, 'runs/hello/z/workflow_state.yaml': state.replace('status: PARTIAL_RESUMABLE', 'status: WORKFLOW_COMPLETE'), 'runs/hello/z/evil.sh': 'echo pwned' }),
    );
    await expectRefused('3001', 'z', /do not match the digest the artifact service recorded/);
  });

  describe('a zip bomb: a zip whose entries inflate past the limit on what a download unpacks', () => {
    // 3 MiB of zeros deflate to a few KiB: under STAGEGATE_MAX_ARTIFACT_MB: 1 a bomb, as gigabytes are under the default.
    const BOMB = Buffer.alloc(3 * 1024 * 1024);
    async function forged(run: string, zip: (files: Record<string, Buffer>) => Buffer): Promise<void> {
      const job1 = await stoppedZ(run);
      const [stored] = gh.fake.artifacts(run);
      // Uploaded as the job that made it chose (its digest the service's record): only the size limit stands in its way.
      gh.fake.forge(stored!.id, zip(runRootFiles(job1.workspace, 'z')));
    }

    it('entries that declare more than the limit in all are refused before one byte is unpacked (the state untouched, nothing run)', async () => {
      await forged('3101', (files) => makeZip({ ...files, 'runs/hello/z/bomb.log': BOMB }, { deflate: true }));
      expect(gh.fake.artifacts('3101')[0]!.size).toBeLessThan(64 * 1024);
      // Before, the client unpacked all of it into RUNNER_TEMP, then the digest and the files were checked.
      await expectRefused('3101', 'z', /it was not unpacked: its entries declare \d+ bytes unpacked, more than the 1048576 bytes a download unpacks at most \(STAGEGATE_MAX_ARTIFACT_MB: 1 MiB\)/, { STAGEGATE_MAX_ARTIFACT_MB: '1' });
    });

    it('an entry that inflates past the size it declares (and past the limit) is refused as soon as it does', async () => {
      await forged('3102', (files) => makeZip({ ...files, 'runs/hello/z/bomb.log': BOMB }, { deflate: true, declared: { 'runs/hello/z/bomb.log': 100 } }));
      await expectRefused('3102', 'z', /it was not unpacked: entry runs\/hello\/z\/bomb\.log inflates to more than the 100 bytes it declares/, { STAGEGATE_MAX_ARTIFACT_MB: '1' });
    });

    it('a job saving a state larger than its limit warns that a job restoring it with that limit refuses it, and how to raise it', async () => {
      const workspace = makeWorkspace();
      mkdirSync(join(workspace, 'runs/hello/z4'), { recursive: true });
      writeFileSync(join(workspace, 'runs/hello/z4/big.bin'), Buffer.alloc(1536 * 1024));
      const r = await job({ run: '3104', job: 'big', workspace, inputs: { 'run-id': 'z4', 'stop-after-step': 'draft' }, env: { STAGEGATE_MAX_ARTIFACT_MB: '1' } });
      expect(r.outputs['status'], r.stdout).toBe('PARTIAL_RESUMABLE');
      const warnings = r.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
      expect(warnings).toContainEqual(expect.stringMatching(/^The state of run z4 is \d+ bytes unpacked, more than the 1 MiB a job unpacks of an artifact at most \(STAGEGATE_MAX_ARTIFACT_MB\): a job that restores it with that limit refuses it \(WORKFLOW_STATE_INTEGRITY_VIOLATION\)\. Give the jobs that restore it a higher limit \(env: STAGEGATE_MAX_ARTIFACT_MB: '2'\)/));
      // Under the default limit, no such warning.
      const small = await job({ run: '3105', job: 'small', inputs: { 'run-id': 'z5', 'stop-after-step': 'draft' } });
      expect(small.annotations.map((a) => a.message).join('\n')).not.toContain('unpacked, more than');
    });

    it('the default limit (2048 MiB): an entry declaring 4 GB is refused before anything is unpacked', async () => {
      await forged('3103', (files) => makeZip({ ...files, 'runs/hello/z/bomb.log': 'x' }, { declared: { 'runs/hello/z/bomb.log': 4_000_000_000 } }));
      await expectRefused('3103', 'z', /its entries declare \d+ bytes unpacked, more than the 2147483648 bytes a download unpacks at most \(STAGEGATE_MAX_ARTIFACT_MB: 2048 MiB\)/);
    });
  });

  const crafted: Array<[string, (files: Record<string, Buffer>, rid: string) => Record<string, Buffer | string>, RegExp]> = [
    [
      'a state whose recorded output points outside the run root',
      (files, rid) => {
        const key = `runs/hello/${rid}/workflow_state.yaml`;
        return { ...files, [key]: files[key]!.toString('utf8').replaceAll(`runs/hello/${rid}/draft.md`, '../outside/draft.md') };
      },
      /state field .*'\.\.\/outside\/draft\.md', which is not a plain workspace-relative path/,
    ],
    [
      'a file outside the run root',
      (files) => ({ ...files, '.github/workflows/evil.yml': 'on: push\n' }),
      /file '\.github\/workflows\/evil\.yml' lies outside the run root/,
    ],
    [
      'a state of another run id',
      (files, rid) => {
        const key = `runs/hello/${rid}/workflow_state.yaml`;
        return { ...files, [key]: files[key]!.toString('utf8').replace(`run_id: ${rid}\n`, 'run_id: someone-else\n') };
      },
      /its state belongs to run 'someone-else'/,
    ],
    [
      'an accepted output changed after its gate was accepted',
      (files, rid) => ({ ...files, [`runs/hello/${rid}/draft.md`]: 'rewritten by someone else\n' }),
      /accepted output of step draft .* does not match its recorded sha256/,
    ],
  ];
  /** The files of run c stopped after draft, in a job of workflow run 3999 (made once): what each crafted artifact alters. */
  let source: Promise<ActionResult & { workspace: string }> | undefined;
  crafted.forEach(([what, mutate, reason], index) => {
    it(`refuses ${what}`, async () => {
      const run = String(4001 + index);
      const rid = 'c';
      const job1 = await (source ??= job({ run: '3999', job: 'source', inputs: { 'run-id': rid, 'stop-after-step': 'draft' } }));
      expect(job1.outputs['status']).toBe('PARTIAL_RESUMABLE');
      await gh.uploadCrafted(run, artifactName({ workflowName: 'hello', runId: rid, workflowPath: HELLO }, { attempt: '1', job: 'attacker' }, 1), mutate(runRootFiles(job1.workspace, rid), rid));
      await expectRefused(run, rid, reason);
    });
  });
});

describe('resume-from-run-id', () => {
  it('finds the state of another workflow run through findBy (REST with the token) and completes it', { tags: [CAMPAIGN] }, async () => {
    const job1 = await job({ run: '5001', job: 'stop', inputs: { 'run-id': 'x1', 'stop-after-step': 'review' } });
    expect(job1.outputs['status']).toBe('PARTIAL_RESUMABLE');
    gh.fake.requests.length = 0;
    const later = await job({ run: '5002', job: 'approved', inputs: { 'run-id': 'x1', 'resume-from-run-id': '5001', token: 'ghs_cross_run' } });
    expect(later.exitCode, later.stdout + later.stderr).toBe(0);
    expect(later.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counted(later.counter)).toEqual(['revise', 'review', 'publish']);
    const rest = gh.fake.requests.filter((r) => r.path.startsWith('/repos/'));
    expect(rest.map((r) => `${r.method} ${r.path}`)).toContain('GET /repos/acme/widgets/actions/runs/5001/artifacts');
    for (const r of rest) expect(r.headers.authorization).toBe('token ghs_cross_run');
    // Saved into the later run, not the earlier one.
    expect(gh.fake.artifacts('5002').map((a) => a.name)).toEqual([later.outputs['artifact-name']]);
    expect(gh.fake.artifacts('5001')).toHaveLength(1);
    expect(later.summary).toContain('of workflow run 5001');
  });

  it('without resume-from-run-id a later run does not see the earlier state and starts over', { tags: [CAMPAIGN] }, async () => {
    const job1 = await job({ run: '5101', job: 'stop', inputs: { 'run-id': 'x2', 'stop-after-step': 'draft' } });
    expect(job1.outputs['status']).toBe('PARTIAL_RESUMABLE');
    const later = await job({ run: '5102', job: 'again', inputs: { 'run-id': 'x2', 'stop-after-step': 'draft' } });
    expect(later.outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect(counted(later.counter)).toEqual(['draft']);
  });
});

describe('persist: artifact of a run whose foreach started no item', () => {
  it('a foreach over a registry without rows stops FOREACH_COMPLETION_UNSATISFIED and its state is saved (the carried state has no item list to walk)', { tags: [CAMPAIGN] }, async () => {
    const workspace = makeWorkspace();
    writeFileSync(join(workspace, 'reg.md'), '| ID | Name | Status |\n|---|---|---|\n');
    writeFileSync(
      join(workspace, 'fe.yaml'),
      [
        "version: '4.0'",
        'name: fe',
        "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
        'inputs:',
        '  required: [run_id]',
        'steps:',
        '  loop:',
        '    foreach: { source: reg.md, id_field: ID }',
        '    per_item:',
        '      design:',
        "        run: 'true'",
        "        output: 'runs/{{run_id}}/{{item_id}}.md'",
        '        statuses: { OK: next_artifact }',
        '    completion: { require: all rows VERIFIED, on_complete: DONE }',
        '',
      ].join('\n'),
    );
    commitCheckout(workspace);
    const r = await job({ run: '6001', job: 'empty', workspace, inputs: { workflow: 'fe.yaml', 'run-id': 'e1' } });
    expect(r.outputs['status'], r.stdout + r.stderr).toBe('FOREACH_COMPLETION_UNSATISFIED');
    expect(r.stdout + r.stderr).not.toContain('state not saved');
    expect(r.outputs['artifact-name']).toMatch(/^stagegate-fe-e1-/);
    expect(gh.fake.artifacts('6001').map((a) => a.name)).toEqual([r.outputs['artifact-name']]);
  });
});

describe('an output outside the run root (not carried by the artifact)', () => {
  it('a later job is refused STALE_ARTIFACT_REJECTED "is gone" with rerun-from offered (a fresh run is refused for the workflow); rerun-from writes it anew', { tags: [CAMPAIGN] }, async () => {
    const flow = `version: '4.0'
name: outside
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
  defaults: {artifact_root: 'runs/{{run_id}}'}
steps:
  a:
    run: 'source lib.sh; stage A_DONE'
    output: 'reports/{{run_id}}/a.md'
    statuses: {A_DONE: b}
    max_visits: 2
  b:
    run: 'source lib.sh; stage B_DONE'
    output: '{{artifact_root}}/b.md'
    statuses: {B_DONE: DONE}
`;
    const checkout = () => {
      const ws = makeWorkspace();
      writeFileSync(join(ws, 'out.yaml'), flow);
      writeFileSync(join(ws, 'lib.sh'), STAGE_LIB);
      return ws;
    };
    const inputs = { workflow: 'out.yaml', 'run-id': 'r2' };
    const first = await job({ run: '8801', job: 'one', workspace: checkout(), inputs: { ...inputs, 'stop-after-step': 'a' } });
    expect(first.outputs['status'], first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
    const second = await job({ run: '8801', job: 'two', workspace: checkout(), inputs });
    expect(second.outputs['status']).toBe('STALE_ARTIFACT_REJECTED');
    const error = second.annotations.find((a) => a.level === 'error')!.message;
    expect(error).toContain('accepted output reports/r2/a.md of step a is gone');
    expect(error).toContain('rerun-from: a');
    // Its banner says what was rejected (an output, not the verdicts of another commit); the run as restored is tabled and carried forward unchanged.
    expect(second.summary).toContain('### ❌ Stale output rejected: outside');
    expect(second.summary).toContain('#### Steps (the run as it stands: this step ran none)');
    expect(second.summary).toContain(`is unchanged: it was saved again as <code>${second.outputs['artifact-name']!.replace(/_/g, '&#95;')}</code>`);
    const third = await job({ run: '8801', job: 'three', workspace: checkout(), inputs: { ...inputs, 'rerun-from': 'a' } });
    expect(third.outputs['status'], third.stdout + third.stderr).toBe('WORKFLOW_COMPLETE');
    expect(existsSync(join(third.workspace, 'reports', 'r2', 'a.md'))).toBe(true);
  });
});

describe('persist: artifact of a run with an output outside its run root', () => {
  it('the upload warns that the output is not carried, what the next job meets and how to go on; an output inside the root is not named', async () => {
    const ws = makeWorkspace();
    writeFileSync(join(ws, 'lib.sh'), STAGE_LIB);
    writeFileSync(
      join(ws, 'out.yaml'),
      [
        "version: '4.0'",
        'name: out',
        "state_path: '{{artifact_root}}/workflow_state.yaml'",
        'inputs:',
        '  required: [run_id]',
        '  defaults:',
        '    artifact_root: runs/out/{{run_id}}',
        'steps:',
        '  a:',
        '    run: \'source lib.sh; rm -f "$STAGEGATE_OUTPUT"; gate OK\'',
        "    output: 'reports/{{run_id}}/a.md'",
        '    statuses: { OK: b }',
        '  b:',
        '    run: \'source lib.sh; rm -f "$STAGEGATE_OUTPUT"; gate OK\'',
        "    output: '{{artifact_root}}/b.md'",
        '    statuses: { OK: DONE }',
      ].join('\n') + '\n',
    );
    const r = await job({ run: '6101', job: 'first', workspace: ws, inputs: { workflow: 'out.yaml', 'run-id': 'o1' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['artifact-name']).toMatch(/^stagegate-out-o1-/);
    const warnings = r.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Not carrying the accepted output reports/o1/a.md (step a): outside the run root runs/out/o1 this artifact carries (artifact_root).');
    expect(warnings[0]).toContain('it stops STALE_ARTIFACT_REJECTED. There, rerun-from: a makes it again');
    expect(warnings[0]).not.toContain('b.md');
    const ws2 = makeWorkspace();
    writeFileSync(join(ws2, 'lib.sh'), STAGE_LIB);
    writeFileSync(join(ws2, 'out.yaml'), readFileSync(join(ws, 'out.yaml')));
    const r2 = await job({ run: '6101', job: 'second', workspace: ws2, inputs: { workflow: 'out.yaml', 'run-id': 'o1' } });
    // As the warning said: the next job (a fresh checkout) meets the output missing, and rerun-from: a goes on.
    expect(r2.outputs['status']).toBe('STALE_ARTIFACT_REJECTED');
    const r3 = await job({ run: '6101', job: 'third', workspace: ws2, inputs: { workflow: 'out.yaml', 'run-id': 'o1', 'rerun-from': 'a' } });
    expect(r3.outputs['status'], r3.stdout + r3.stderr).toBe('WORKFLOW_COMPLETE');
  });
});

describe('a restore never writes through a link in the checkout', () => {
  it('a link where a restored file goes, leading to another file of the workspace, is replaced by the restored file; the file it led to is untouched', async () => {
    const job1 = await job({ run: '2401', job: 'stop', inputs: { 'run-id': 'r1', 'stop-after-step': 'review' } });
    expect(job1.outputs['status'], job1.stdout + job1.stderr).toBe('PARTIAL_RESUMABLE');
    const carried = Object.keys(runRootFiles(job1.workspace, 'r1')).find((f) => f.endsWith('/draft.md'))!;
    expect(carried).toBeDefined();
    // Job 2's checkout holds a link at that path (committed in a pull request, say) to a file of its own.
    const ws = makeWorkspace();
    writeFileSync(join(ws, 'victim.txt'), 'a file of the checkout\n');
    mkdirSync(join(ws, dirname(carried)), { recursive: true });
    symlinkSync(relative(join(ws, dirname(carried)), join(ws, 'victim.txt')), join(ws, carried));
    const job2 = await job({ run: '2401', job: 'resume', workspace: ws, inputs: { 'run-id': 'r1' } });
    expect(job2.outputs['restored-from'], job2.stdout + job2.stderr).toBe(job1.outputs['artifact-name']);
    // Before: copyFileSync followed the link and victim.txt held job 1's draft.
    expect(readFileSync(join(ws, 'victim.txt'), 'utf8')).toBe('a file of the checkout\n');
    expect(lstatSync(join(ws, carried)).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(ws, carried))).toEqual(readFileSync(join(job1.workspace, carried)));
    expect(readdirSync(join(ws, dirname(carried))).filter((n) => n.includes('.stagegate-tmp-'))).toEqual([]);
  });
});
