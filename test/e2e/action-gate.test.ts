/**
 * The action as a pull request gate, its step in-process against the local fake GitHub (artifact
 * service scoped per workflow run, REST, Checks API): a check is green only when the work was
 * done — monorepo jobs keep their runs apart, a missing state to resume fails, a re-run attempt
 * continues the run — and the check is always completed. The cancelled jobs (the BUILT bundle in a
 * real process, which a signal can reach) are process/action-gate.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { HELLO, RUNS_BUILT_ACTION, commitCheckout, counted, counterFile, killActionGroups, madeOnceRun, makeWorkspace, runActionStep, tempDir } from '../helpers/action-harness.js';
import { SHA, gateJobs } from './action-gate-fixtures.js';
import { InvocationReaders } from '../../src/core/model/workflow-readers.js';
import { loadImporter } from '../../src/core/formats/index.js';
import { loadGateSchemaEngine } from '../../src/core/gate/gate-schema.js';
import { CAMPAIGN } from '../tiers.js';

const gh = useFakeGitHub();
const { job, jobRun, checksNamed } = gateJobs(gh);

afterEach(() => killActionGroups());

/** A checkout with the hello workflow under services/api and services/web (same name, same file name). */
function monorepo(): string {
  const ws = makeWorkspace();
  for (const service of ['api', 'web']) cpSync(join(ws, 'workflows'), join(ws, 'services', service, 'workflows'), { recursive: true });
  // Fixed dates: every job's checkout of these files is the same commit (a run's verdicts belong to their commit).
  commitCheckout(ws, 'services');
  return ws;
}

/**
 * A checkout whose workflow is one stage that only writes its gate (a shell builtin, no process of
 * its own): for the tests about the check run, which the hello workflow's five stages show nothing
 * more about. Its gate helper is the hello example's, so the stage counts itself in COUNTER_FILE.
 */
const ONE_STAGE = 'one-stage.yaml';
function oneStage(): string {
  const ws = makeWorkspace();
  writeFileSync(
    join(ws, ONE_STAGE),
    [
      "version: '4.0'",
      'name: one-stage',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  only:',
      "    run: 'source workflows/examples/hello/scripts/gate.sh; write_gate OK null'",
      "    output: 'runs/{{run_id}}/only.md'",
      '    statuses: { OK: DONE }',
      '',
    ].join('\n'),
  );
  commitCheckout(ws, 'one stage');
  return ws;
}

/** Make a stage of the hello workflow fail while `flag` exists (its stderr says why). */
function failWhile(ws: string, stage: string, flag: string, dir = '.'): void {
  const script = join(ws, dir, 'workflows/examples/hello/scripts', `${stage}.sh`);
  const gate = 'source "$(dirname "$0")/gate.sh"\n';
  const text = readFileSync(script, 'utf8').replace(gate, `${gate}if [ -e '${flag}' ]; then echo "compiler exploded in ${stage}" >&2; exit 7; fi\n`);
  writeFileSync(script, text);
}

/** Run old stopped after draft by a first job (made once, workflow run 8290); each caller's workflow run holds a copy of its artifact. */
const madeStopped = madeOnceRun(() => gh.fake, '8290', async (run) => {
  const first = await job({ run, job: 'stop', inputs: { 'run-id': 'old', 'stop-after-step': 'draft' } });
  expect(first.outputs['status'], first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
  return first;
});
/** That first job as seen from workflow run `run`: its artifact-id the copy's there. */
async function stoppedAtDraft(run: string): Promise<Awaited<ReturnType<typeof madeStopped>>> {
  const first = await madeStopped(run);
  return { ...first, outputs: { ...first.outputs, 'artifact-id': String(gh.fake.artifacts(run).find((a) => a.name === first.outputs['artifact-name'])!.id) } };
}

describe('run identity: monorepo jobs never restore each other', () => {
  it('two jobs with one run id in services/api and services/web each run their own stages', { tags: [CAMPAIGN] }, async () => {
    const api = await job({ run: '8101', job: 'api', workspace: monorepo(), inputs: { 'run-id': 'mono', 'working-directory': 'services/api', 'check-name': 'stagegate / api' } });
    expect(api.exitCode, api.stdout + api.stderr).toBe(0);
    expect(api.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '5', 'restored-from': '', 'state-path': 'services/api/runs/hello/mono/workflow_state.yaml' });

    // Same workflow run, same run id, same workflow name and file name, another directory.
    const web = await job({ run: '8101', job: 'web', workspace: monorepo(), inputs: { 'run-id': 'mono', 'working-directory': 'services/web', 'check-name': 'stagegate / web' } });
    expect(web.exitCode, web.stdout + web.stderr).toBe(0);
    expect(web.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '5', 'restored-from': '', 'state-path': 'services/web/runs/hello/mono/workflow_state.yaml' });
    expect(counted(web.counter)).toEqual(['draft', 'review', 'revise', 'review', 'publish']);
    expect(web.outputs['artifact-name']).not.toBe(api.outputs['artifact-name']);

    // A later job of services/api continues services/api's run (and only that one).
    const again = await job({ run: '8101', job: 'api-again', workspace: monorepo(), inputs: { 'run-id': 'mono', 'working-directory': 'services/api' } });
    expect(again.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '0', 'restored-from': api.outputs['artifact-name'] });
    expect(counted(again.counter)).toEqual([]);
  });
});

describe('resume-from-run-id', () => {
  it('a mistyped run-id: the refusal names the states the run to resume from does hold; a later job of the same workflow run, which starts the run afresh, says so in its log and summary', { tags: [CAMPAIGN] }, async () => {
    const first = await job({ run: '8401', job: 'draft', inputs: { 'run-id': 'gh-8401', 'stop-after-step': 'draft' } });
    expect(first.outputs['status'], first.stdout + first.stderr).toBe('PARTIAL_RESUMABLE');
    const saved = first.outputs['artifact-name']!;
    expect(saved).toMatch(/^stagegate-hello-gh-8401-/);

    const typo = await job({ run: '8402', job: 'continue', inputs: { 'run-id': 'gh-840', 'resume-from-run-id': '8401' } });
    expect(typo.outputs).toMatchObject({ status: 'RESUME_STATE_NOT_FOUND', 'stages-run': '0' });
    const said = `Workflow run 8401 holds the state of another run (another run-id, workflow file or working-directory): ${saved}.`;
    expect(typo.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([expect.stringContaining(said)]);
    expect(typo.summary).toContain('Workflow run 8401 holds the state of another run');
    expect(counted(typo.counter)).toEqual([]);

    // In the same workflow run, a job with another run-id starts its run from the workspace (its
    // stages run): not refused — two runs in one workflow run are no mistake — but said.
    const later = await job({ run: '8401', job: 'finish', inputs: { 'run-id': 'gh-840', 'persist': 'artifact' } });
    expect(later.outputs['status'], later.stdout + later.stderr).toBe('WORKFLOW_COMPLETE');
    expect(later.stdout).toContain(`No state artifact of run gh-840 in this workflow run: the run starts (or continues) from the workspace. This workflow run holds the state of another run (another run-id, workflow file or working-directory): ${saved}.`);
    expect(later.summary).toContain('This workflow run holds the state of another run');
  });

  it('fails clearly when that run has no state of the run, runs nothing; allow-missing-state starts it instead', { tags: [CAMPAIGN] }, async () => {
    const r = await job({ run: '8202', job: 'continue', inputs: { 'run-id': 'gone', 'resume-from-run-id': '8201', 'check-name': 'stagegate / resume' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'RESUME_STATE_NOT_FOUND', complete: 'false', 'stages-run': '0' });
    expect(counted(r.counter)).toEqual([]);
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^RESUME_STATE_NOT_FOUND: resume-from-run-id: 8201: no state of run gone of workflows\/examples\/hello\/workflow\.yaml was found in this workflow run or workflow run 8201/);
    expect(errors[0]!.message).toContain("allow-missing-state: 'true'");
    expect(checksNamed('stagegate / resume').pop()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(gh.fake.artifacts('8202')).toEqual([]);

    const fresh = await job({ run: '8202', job: 'continue2', inputs: { 'run-id': 'gone', 'resume-from-run-id': '8201', 'allow-missing-state': 'true' } });
    expect(fresh.exitCode, fresh.stdout + fresh.stderr).toBe(0);
    expect(fresh.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '5' });
    expect(fresh.annotations.some((a) => a.level === 'warning' && /allow-missing-state is set, so the run starts from the workspace/.test(a.message))).toBe(true);
  });

  it('a state artifact that has expired there (still listed, its download 410 Gone) is no state: RESUME_STATE_NOT_FOUND naming it; allow-missing-state starts the run', async () => {
    const first = await stoppedAtDraft('8221');
    gh.fake.expire(Number(first.outputs['artifact-id']));

    const r = await job({ run: '8222', job: 'continue', inputs: { 'run-id': 'old', 'resume-from-run-id': '8221', 'check-name': 'stagegate / expired' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'RESUME_STATE_NOT_FOUND', 'stages-run': '0', 'restored-from': '' });
    expect(counted(r.counter)).toEqual([]);
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(`no state of run old of workflows/examples/hello/workflow.yaml was found in this workflow run or workflow run 8221 (in workflow run 8221: its newest state artifact, ${first.outputs['artifact-name']}, has expired).`);
    expect(errors[0]!.message).toContain("allow-missing-state: 'true'");
    expect(checksNamed('stagegate / expired').pop()).toMatchObject({ status: 'completed', conclusion: 'failure' });

    const fresh = await job({ run: '8222', job: 'continue2', inputs: { 'run-id': 'old', 'resume-from-run-id': '8221', 'allow-missing-state': 'true' } });
    expect(fresh.exitCode, fresh.stdout + fresh.stderr).toBe(0);
    expect(fresh.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '5', 'restored-from': '' });
    expect(fresh.annotations.some((a) => a.level === 'warning' && /has expired/.test(a.message) && /allow-missing-state is set, so the run starts from the workspace/.test(a.message))).toBe(true);
  });

  it('resume-from-run-id naming this workflow run requires the state within it: a later job that finds none fails before any stage runs (no silent start over), with no REST look-up (no actions: read)', { tags: [CAMPAIGN] }, async () => {
    // The token may not read this repository's artifacts over REST (no actions: read): not asked.
    gh.fake.failNext({ method: 'GET', path: /\/actions\/runs\/8260\/artifacts$/ }, 403, 5);
    const before = gh.fake.requests.length;
    const missing = await job({ run: '8260', job: 'deploy', inputs: { 'run-id': 'req', 'resume-from-run-id': '8260' } });
    expect(missing.exitCode).toBe(1);
    expect(missing.outputs).toMatchObject({ status: 'RESUME_STATE_NOT_FOUND', 'stages-run': '0', 'artifact-name': '' });
    expect(counted(missing.counter)).toEqual([]);
    expect(missing.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      expect.stringMatching(/^RESUME_STATE_NOT_FOUND: resume-from-run-id: 8260: no state of run req of workflows\/examples\/hello\/workflow\.yaml was found in this workflow run\. /),
    ]);
    expect(gh.fake.requests.slice(before).filter((q) => q.path.includes('/actions/runs/'))).toEqual([]);

    // Once an earlier job of the workflow run saved the state, the same step restores it and goes on.
    const first = await job({ run: '8260', job: 'build', inputs: { 'run-id': 'req', 'stop-after-step': 'draft' } });
    expect(first.outputs['status']).toBe('PARTIAL_RESUMABLE');
    const later = await job({ run: '8260', job: 'deploy', attempt: '2', inputs: { 'run-id': 'req', 'resume-from-run-id': '8260' } });
    expect(later.exitCode, later.stdout + later.stderr).toBe(0);
    expect(later.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'restored-from': first.outputs['artifact-name'] });
    expect(counted(later.counter)).toEqual(['review', 'revise', 'review', 'publish']);
  });

  it("resume-from-run-id naming this workflow run's first attempt needs no token (it is never read there); another run's, or a re-run attempt's (REST may download an earlier attempt's artifact), still does", async () => {
    const first = await stoppedAtDraft('8270');
    const before = gh.fake.requests.length;
    const later = await job({ run: '8270', job: 'deploy', inputs: { 'run-id': 'old', 'resume-from-run-id': '8270', token: '' } });
    expect(later.exitCode, later.stdout + later.stderr).toBe(0);
    expect(later.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'restored-from': first.outputs['artifact-name'] });
    expect(counted(later.counter)).toEqual(['review', 'revise', 'review', 'publish']);
    expect(gh.fake.requests.slice(before).filter((q) => q.path.includes('/actions/runs/'))).toEqual([]);

    // Where the token is read: refused before any stage runs, saying why.
    const rerun = await job({ run: '8271', job: 'deploy', attempt: '2', inputs: { 'run-id': 'old', 'resume-from-run-id': '8271', token: '' } });
    const other = await job({ run: '8272', job: 'deploy', inputs: { 'run-id': 'old', 'resume-from-run-id': '8270', token: '' } });
    for (const [r, why] of [[rerun, "(this workflow run, attempt 2) needs 'token'"], [other, "(8270) needs 'token'"]] as const) {
      expect(r.exitCode).toBe(1);
      expect(counted(r.counter)).toEqual([]);
      expect(r.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([expect.stringContaining(`ACTION_INPUT_INVALID: input 'resume-from-run-id' ${why}`)]);
    }
  });

  it("this workflow run's own state artifact expired (a re-run after the retention): RESUME_STATE_NOT_FOUND naming it, no silent start over; allow-missing-state starts the run", async () => {
    const first = await stoppedAtDraft('8225');
    gh.fake.expire(Number(first.outputs['artifact-id']));

    // "Re-run all jobs" after the retention ran out: attempt 2 of the same workflow run.
    const rerun = await job({ run: '8225', job: 'pipeline', attempt: '2', inputs: { 'run-id': 'old', 'check-name': 'stagegate / rerun' } });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ status: 'RESUME_STATE_NOT_FOUND', 'stages-run': '0', 'restored-from': '', 'artifact-name': '' });
    expect(counted(rerun.counter)).toEqual([]);
    // The log says how the expiry is known: REST's `expired`, not a 410 the download never answered.
    expect(rerun.stdout).toContain(`State artifact ${first.outputs['artifact-name']} in this workflow run has expired (its download failed, and GitHub's REST API says expired: true)`);
    const errors = rerun.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(`no state of run old of workflows/examples/hello/workflow.yaml can be restored: this workflow run saved one (in this workflow run: its newest state artifact, ${first.outputs['artifact-name']}, has expired)`);
    expect(errors[0]!.message).toContain("allow-missing-state: 'true'");
    expect(errors[0]!.properties['title']).toBe('stagegate: RESUME_STATE_NOT_FOUND');
    expect(checksNamed('stagegate / rerun').pop()).toMatchObject({ status: 'completed', conclusion: 'failure' });

    const over = await job({ run: '8225', job: 'pipeline', attempt: '3', inputs: { 'run-id': 'old', 'allow-missing-state': 'true' } });
    expect(over.exitCode, over.stdout + over.stderr).toBe(0);
    expect(over.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '5', 'restored-from': '' });
    expect(over.annotations.filter((a) => a.level === 'warning').map((a) => [a.properties['title'], a.message])).toEqual([
      ['stagegate: no state to resume', expect.stringMatching(/^no state of run old in this workflow run \(in this workflow run: its newest state artifact, \S+, has expired\); allow-missing-state is set, so the run starts from the workspace\.$/)],
    ]);
  });

  it.each([
    ['a 5xx answer', 502],
    ['a 404 (deleted between its listing and its download)', 404],
  ])('a download of the state that fails otherwise (%s) is no expiry: ARTIFACT_RESTORE_FAILED, also with allow-missing-state, nothing run', async (_, status) => {
    const run = String(8230 + status);
    await stoppedAtDraft(run);
    gh.fake.failNext({ method: 'GET', path: /\/actions\/artifacts\/\d+\/zip$/ }, status, 10);
    const r = await job({ run: String(Number(run) + 1000), job: 'continue', inputs: { 'run-id': 'old', 'resume-from-run-id': run, 'allow-missing-state': 'true' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'stages-run': '0' });
    expect(counted(r.counter)).toEqual([]);
    expect(r.annotations.some((a) => /allow-missing-state is set, so the run starts/.test(a.message))).toBe(false);
  });

  it('an artifact listed without a digest gets its own message, not "altered"', async () => {
    const first = await stoppedAtDraft('8211');
    gh.fake.dropDigest(Number(first.outputs['artifact-id']));
    const later = await job({ run: '8211', job: 'next', inputs: { 'run-id': 'old' } });
    expect(later.exitCode).toBe(1);
    expect(later.outputs['status']).toBe('ARTIFACT_RESTORE_FAILED');
    const error = later.annotations.filter((a) => a.level === 'error');
    expect(error).toHaveLength(1);
    expect(error[0]!.message).toContain('lists it without a sha256 digest');
    expect(error[0]!.message).not.toMatch(/altered/);
    expect(counted(later.counter)).toEqual([]);
  });
});

describe('GitHub Enterprise Server', () => {
  it('persist: artifact says at once that it is not available there, with the alternatives, and runs nothing', async () => {
    gh.fake.requests.length = 0;
    const r = await job({ run: '8601', job: 'ghes', inputs: { 'run-id': 'gh1' }, env: { GITHUB_SERVER_URL: 'https://ghes.example.com' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'stages-run': '0', 'run-id': 'gh1' });
    expect(counted(r.counter)).toEqual([]);
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('not available on GitHub Enterprise Server (https://ghes.example.com)');
    expect(errors[0]!.message).toContain('Set persist: none');
    expect(errors[0]!.message).not.toMatch(/actions: read/);
    expect(gh.fake.requests.filter((q) => q.path.includes('ArtifactService'))).toEqual([]);
  });
});

describe('re-run attempts', () => {
  it('a re-run continues the run: the failed stage runs again, accepted ones do not; a fresh first job redoes everything', { tags: [CAMPAIGN] }, async () => {
    const run = '8301';
    const flag = join(tempDir('sg-flag-'), 'fail');
    writeFileSync(flag, '');
    // Attempt 1: job "draft" stops after draft; job "finish" fails at revise.
    const draft = await job({ run, job: 'draft', inputs: { 'run-id': 'rr', 'stop-after-step': 'draft' } });
    expect(draft.outputs['status']).toBe('PARTIAL_RESUMABLE');
    const ws1 = makeWorkspace();
    failWhile(ws1, 'revise', flag);
    const finish1 = await job({ run, job: 'finish', workspace: ws1, inputs: { 'run-id': 'rr', 'check-name': 'stagegate / rerun' } });
    expect(finish1.exitCode).toBe(1);
    expect(finish1.outputs).toMatchObject({ status: 'STAGE_FAILED', 'active-step': 'revise', 'restored-from': draft.outputs['artifact-name'] });
    expect(counted(finish1.counter)).toEqual(['review', 'revise']);
    // What failed is in the annotation and the summary, not only in a log file.
    expect(finish1.annotations.filter((a) => a.level === 'error')[0]!.message).toContain('compiler exploded in revise');
    expect(finish1.summary).toContain('compiler exploded in revise');
    expect(checksNamed('stagegate / rerun').pop()).toMatchObject({ conclusion: 'failure' });

    // Attempt 2 ("re-run failed jobs"): the cause is fixed; finish restores its own attempt-1 state.
    const ws2 = makeWorkspace();
    const finish2 = await job({ run, job: 'finish', attempt: '2', workspace: ws2, inputs: { 'run-id': 'rr', 'check-name': 'stagegate / rerun' } });
    expect(finish2.exitCode, finish2.stdout + finish2.stderr).toBe(0);
    expect(finish2.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'restored-from': finish1.outputs['artifact-name'], 'stages-run': '3' });
    expect(finish2.outputs['artifact-name']).toMatch(/-a2-finish-1$/);
    expect(counted(finish2.counter)).toEqual(['revise', 'review', 'publish']);
    expect(checksNamed('stagegate / rerun').pop()).toMatchObject({ conclusion: 'success' });

    // Attempt 3 ("re-run all jobs"): the first job continues the complete run and runs nothing ...
    const again = await job({ run, job: 'draft', attempt: '3', inputs: { 'run-id': 'rr', 'stop-after-step': 'draft' } });
    expect(again.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'stages-run': '0', 'restored-from': finish2.outputs['artifact-name'] });
    // ... unless it is the documented full redo: the first job runs fresh.
    const redo = await job({ run, job: 'draft', attempt: '3', inputs: { 'run-id': 'rr', 'stop-after-step': 'draft', 'execution-mode': 'fresh' } });
    expect(redo.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'stages-run': '1', 'restored-from': '' });
    expect(counted(redo.counter)).toEqual(['draft']);
    const next = await job({ run, job: 'finish', attempt: '3', inputs: { 'run-id': 'rr' } });
    expect(next.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'restored-from': redo.outputs['artifact-name'] });
    expect(counted(next.counter)).toEqual(['review', 'revise', 'review', 'publish']);
    // One job after another, attempt after attempt: none of them is told two jobs advanced the run at once.
    for (const r of [draft, finish1, finish2, again, redo, next]) expect(r.annotations.filter((a) => /Another job saved/.test(a.message))).toEqual([]);
  });
});

describe('the check run is always completed', () => {
  it('a 500 from the Checks API is retried and the check completes', { tags: [CAMPAIGN] }, async () => {
    gh.fake.failNext({ method: 'POST', path: /\/check-runs$/ }, 502);
    gh.fake.failNext({ method: 'PATCH', path: /\/check-runs\/\d+$/ }, 500);
    gh.fake.requests.length = 0;
    const r = await job({ run: '8401', job: 'gate', workspace: oneStage(), inputs: { workflow: ONE_STAGE, 'run-id': 'c500', persist: 'none', 'check-name': 'stagegate / retry' } });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(counted(r.counter)).toEqual(['only']);
    const requests = gh.fake.requests.filter((q) => q.path.includes('/check-runs'));
    expect(requests.map((q) => q.method)).toEqual(['POST', 'POST', 'PATCH', 'PATCH']);
    // Each retry waited the first delay of the production policy (in-process: recorded, not slept).
    if (!RUNS_BUILT_ACTION) expect(r.checkRetryWaits).toEqual([300, 300]);
    // Every call on a connection of its own: never a keep-alive socket left idle during the run.
    for (const q of requests) expect(q.headers['connection']).toBe('close');
    const checks = checksNamed('stagegate / retry');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ status: 'completed', conclusion: 'success', head_sha: SHA });
    expect(r.outputs['check-run-id']).toBe(String(checks[0]!.id));
    expect(r.outputs['check-run-url']).toBe(checks[0]!.html_url);
  });

  it('names the real cause when the check cannot be published', async () => {
    gh.fake.failNext({ method: 'POST', path: /\/check-runs$/ }, 403, 2);
    const r = await job({ run: '8402', job: 'gate', workspace: oneStage(), inputs: { workflow: ONE_STAGE, 'run-id': 'c403', persist: 'none', 'check-name': 'stagegate / denied' } });
    expect(r.exitCode).toBe(1);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    const errors = r.annotations.filter((a) => a.level === 'error').map((a) => a.message);
    expect(errors).toEqual([expect.stringMatching(/^could not publish check run 'stagegate \/ denied': the token may not write check runs on acme\/widgets \(HTTP 403: injected failure \(HTTP 403\)\); the job needs permissions: checks: write$/)]);
    gh.fake.failNext({ method: 'PATCH', path: /\/check-runs\/\d+$/ }, 503, 4);
    const down = await job({ run: '8403', job: 'gate', workspace: oneStage(), inputs: { workflow: ONE_STAGE, 'run-id': 'c503', persist: 'none', 'check-name': 'stagegate / down' } });
    expect(down.annotations.filter((a) => a.level === 'error').map((a) => a.message).join('\n')).toMatch(/GitHub answered HTTP 503: injected failure \(HTTP 503\) on 4 attempts/);
    // The production backoff between the four attempts (a 403 is not retried: no wait in the first job).
    if (!RUNS_BUILT_ACTION) {
      expect(r.checkRetryWaits).toEqual([]);
      expect(down.checkRetryWaits).toEqual([300, 1000, 2500]);
    }
    expect(down.annotations.map((a) => a.message).join('\n')).not.toMatch(/checks: write/);
  });

  it('reports on the commit the sha input names', { tags: [CAMPAIGN] }, async () => {
    const other = 'beef'.padEnd(40, '7');
    const r = await job({ run: '8404', job: 'gate', workspace: oneStage(), inputs: { workflow: ONE_STAGE, 'run-id': 'csha', persist: 'none', 'check-name': 'stagegate / sha', sha: other } });
    expect(r.exitCode).toBe(0);
    expect(checksNamed('stagegate / sha').pop()).toMatchObject({ head_sha: other, conclusion: 'success' });
  });
});

describe("one job's workflow readers", () => {
  // A job reads the workflow several times (where the run lives before the restore, the restored
  // child runs, the run, the save, the summary); each read that meets a gate_schema needs the
  // engine (ajv). The job's one InvocationReaders loads it once, whatever reads it (the Action's
  // ActionDeps.readers, counted here; a read given readers of its own would load its own).
  it.skipIf(RUNS_BUILT_ACTION)('a job that reads a workflow with a gate_schema several times loads the gate_schema engine once: a run (located, run, saved, summarised), a status (restored, read, summarised)', async () => {
    const ws = makeWorkspace();
    const file = join(ws, HELLO);
    writeFileSync(file, readFileSync(file, 'utf8').replace("    output: '{{artifact_root}}/review.md'\n", "    output: '{{artifact_root}}/review.md'\n    gate_schema: {type: object}\n"));
    commitCheckout(ws, 'gate_schema');
    const counter = counterFile();
    const counting = () => {
      let engines = 0;
      const readers = new InvocationReaders({ importer: loadImporter, gateSchemaEngine: () => (engines++, loadGateSchemaEngine()) });
      return { readers, engines: () => engines };
    };
    const run = counting();
    const paused = await runActionStep({ ...jobRun({ run: '8601', job: 'draft', inputs: { 'run-id': 'gs1', persist: 'artifact', 'stop-after-step': 'draft' } }, ws, counter), readers: run.readers });
    expect(paused.outputs['status'], paused.stdout + paused.stderr).toBe('PARTIAL_RESUMABLE');
    expect(paused.outputs['artifact-name']).toMatch(/^stagegate-hello-gs1-/);
    expect(run.engines()).toBe(1);
    // The next job: a fresh checkout of the same commit, whose status restores the run from its artifact.
    const status = counting();
    const fresh = makeWorkspace();
    cpSync(join(ws, 'workflows'), join(fresh, 'workflows'), { recursive: true });
    commitCheckout(fresh, 'gate_schema');
    const standing = await runActionStep({ ...jobRun({ run: '8601', job: 'status', inputs: { command: 'status', 'run-id': 'gs1', persist: 'artifact' } }, fresh, counter), readers: status.readers });
    expect(standing.outputs, standing.stdout + standing.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'restored-from': paused.outputs['artifact-name'] });
    expect(status.engines()).toBe(1);
  });
});
