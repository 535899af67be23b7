/**
 * The action as a pull request gate, cancelled: the BUILT bundle in a real process, which a signal
 * can reach (action-harness.ts), against the local fake GitHub. A cancelled job still completes
 * its check and saves its state; the post step completes a check a killed main step left open.
 * The rest of the gate runs in-process: ../action-gate.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useFakeGitHub } from '../../helpers/fake-artifacts.js';
import { counted, counterFile, groupMembers, killActionGroups, makeWorkspace, runActionStep, startActionProcess, tempDir } from '../../helpers/action-harness.js';
import { processAlive, waitFor } from '../../helpers/cli.js';
import { gateJobs } from '../action-gate-fixtures.js';

const gh = useFakeGitHub();
const { jobRun, job, checksNamed } = gateJobs(gh);

afterEach(() => killActionGroups());

describe('cancellation', () => {
  /** The hello workflow whose draft stage, given BLOCK_PIDS, writes its pid and its child's there and blocks until killed. */
  function blockingWorkspace(): string {
    const ws = makeWorkspace();
    const script = join(ws, 'workflows/examples/hello/scripts/draft.sh');
    const gate = 'source "$(dirname "$0")/gate.sh"\n';
    const text = readFileSync(script, 'utf8').replace(
      gate,
      `${gate}if [ -n "\${BLOCK_PIDS:-}" ]; then echo "drafting, slowly"; sleep 600 & echo "$$ $!" > "$BLOCK_PIDS.tmp"; mv "$BLOCK_PIDS.tmp" "$BLOCK_PIDS"; wait; fi\n`,
    );
    writeFileSync(script, text);
    return ws;
  }

  it('SIGINT mid-stage: the stage tree is stopped, the state uploaded, the check completed as cancelled', async () => {
    const pids = join(tempDir('sg-pids-'), 'pids');
    const ws = blockingWorkspace();
    const counter = counterFile();
    const started = await startActionProcess(jobRun({ run: '8501', job: 'cancel', inputs: { 'run-id': 'sig', 'check-name': 'stagegate / cancel' }, env: { BLOCK_PIDS: pids } }, ws, counter));
    await waitFor(() => existsSync(pids), 'the draft stage to start');
    const [shell, sleeper] = readFileSync(pids, 'utf8').trim().split(' ').map(Number) as [number, number];
    expect(processAlive(sleeper)).toBe(true);
    // The stage's output reached the job log while it ran, inside its group.
    await waitFor(() => started.stdout().includes('drafting, slowly'), 'the stage output in the job log');
    expect(started.stdout()).toMatch(/::group::draft · visit 1 · attempt 1\ndrafting, slowly\n/);

    process.kill(started.pid, 'SIGINT');
    const r = await started.result;
    expect(r.signal).toBeNull(); // it handled the signal and reported
    expect(r.exitCode).toBe(1);
    expect(processAlive(shell)).toBe(false);
    expect(processAlive(sleeper)).toBe(false);
    expect(groupMembers(started.pid)).toEqual([]); // nothing left in its process group
    expect(r.outputs).toMatchObject({ status: 'WORKFLOW_INTERRUPTED', complete: 'false', 'active-step': 'draft' });
    expect(r.state['interrupted']).toBe('SIGINT');
    // The check is completed, cancelled, and the post step has nothing left to do.
    expect(checksNamed('stagegate / cancel').pop()).toMatchObject({ status: 'completed', conclusion: 'cancelled' });
    expect(r.state['check-completed']).toBe('true');
    // The state was uploaded: a later job restores it and runs the interrupted stage again.
    expect(r.outputs['artifact-name']).not.toBe('');
    expect(gh.fake.artifacts('8501').map((a) => a.name)).toEqual([r.outputs['artifact-name']]);
    expect(r.summary).toContain('Cancelled');
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    // Worded by the action, or by a core that reports the interruption itself: either names the signal and the step.
    expect(errors[0]!.message).toMatch(/^WORKFLOW_INTERRUPTED: .*\bSIGINT\b.*\bdraft\b/);

    const resumed = await job({ run: '8501', job: 'resume', inputs: { 'run-id': 'sig' } });
    expect(resumed.exitCode, resumed.stdout + resumed.stderr).toBe(0);
    expect(resumed.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'restored-from': r.outputs['artifact-name'] });
    expect(counted(resumed.counter)[0]).toBe('draft');
  });

  it('the post step completes a check the main step left open', async () => {
    const pids = join(tempDir('sg-pids-'), 'pids');
    const ws = blockingWorkspace();
    const run = jobRun({ run: '8502', job: 'killed', inputs: { 'run-id': 'kill', persist: 'none', 'check-name': 'stagegate / killed' }, env: { BLOCK_PIDS: pids } }, ws, counterFile());
    const started = await startActionProcess(run);
    await waitFor(() => existsSync(pids), 'the draft stage to start');
    // Killed outright (no chance to report): the check stays in progress ...
    process.kill(-started.pid, 'SIGKILL');
    const main = await started.result;
    expect(main.signal).toBe('SIGKILL');
    expect(checksNamed('stagegate / killed').pop()).toMatchObject({ status: 'in_progress' });
    expect(main.state).toMatchObject({ isPost: 'true', 'check-name': 'stagegate / killed', 'check-run-id': expect.stringMatching(/^\d+$/) });
    expect(main.state['check-completed']).toBeUndefined();

    // ... until the post step (post-if: always()) completes it from what the main step saved.
    const post = await runActionStep({ ...run, postState: main.state });
    expect(post.exitCode, post.stdout + post.stderr).toBe(0);
    const check = checksNamed('stagegate / killed');
    expect(check).toHaveLength(1);
    expect(check[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(post.stdout).toContain("Completed check run 'stagegate / killed' (failure)");

    // Interrupted first (the state says so): cancelled. A completed check is left alone.
    const post2 = await runActionStep({ ...run, inputs: { ...run.inputs, 'check-name': 'stagegate / killed2' }, postState: { isPost: 'true', 'check-name': 'stagegate / killed2', interrupted: 'SIGTERM' } });
    expect(post2.exitCode).toBe(0);
    expect(checksNamed('stagegate / killed2').pop()).toMatchObject({ status: 'completed', conclusion: 'cancelled' });
    gh.fake.requests.length = 0;
    const post3 = await runActionStep({ ...run, postState: { ...main.state, 'check-completed': 'true' } });
    expect(post3.exitCode).toBe(0);
    expect(gh.fake.requests.filter((q) => q.path.includes('/check-runs'))).toEqual([]);
  });
});
