/**
 * A cancelled job stops a leg of several shards (the BUILT action as a real process, signalled as
 * the runner signals it): the running shard is interrupted, the keys not started stay pending and
 * are named, the shard that finished before is uploaded, and the merge takes only that one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useFakeGitHub } from '../../helpers/fake-artifacts.js';
import { fanOutCheckout, groupMembers, killActionGroups, runActionStep, startActionProcess, tempDir, type ActionRun } from '../../helpers/action-harness.js';
import { processAlive, waitFor } from '../../helpers/cli.js';

const gh = useFakeGitHub();

afterEach(() => killActionGroups());

const WF = 'workflows/examples/fan-out/workflow.yaml';

const RUN = '4201';

const SHARD_NAME = /^stagegate-fan-out-r1-[0-9a-f]{12}-shard-[0-9a-f]{8}-(C-0\d)-a1-1$/;

/** A checkout of the fan-out example whose assessment of C-02 blocks (when BLOCK_PIDS is set) until it is killed. */
function checkout(): string {
  const ws = fanOutCheckout('sg-legs-cancel-');
  const script = join(ws, 'workflows/examples/fan-out/scripts/assess.sh');
  writeFileSync(script, readFileSync(script, 'utf8').replace('component=$2\n', 'component=$2\nif [ "$id" = C-02 ] && [ -n "${BLOCK_PIDS:-}" ]; then sleep 600 & echo "$$ $!" > "$BLOCK_PIDS.tmp"; mv "$BLOCK_PIDS.tmp" "$BLOCK_PIDS"; wait; fi\n'));
  return ws;
}

function step(job: string, inputs: Record<string, string>, env: Record<string, string> = {}): ActionRun {
  return { workspace: checkout(), inputs: { workflow: WF, 'run-id': 'r1', ...inputs }, runId: RUN, job, attempt: '1', token: 'ghs_job_token', env: { ...gh.fake.env({ workflowRunId: RUN, jobId: job }), ...env } };
}

describe('a cancelled job stops a leg of several shards', () => {
  it('SIGINT while the second key runs: the first is uploaded, the second interrupted, the third never started; the merge takes the first', async () => {
    const plan = await runActionStep(step('plan', { 'stop-after-step': 'inventory' }));
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);

    const pids = join(tempDir('sg-pids-'), 'pids');
    const leg = await startActionProcess(step('leg', { shard: '["C-01", "C-02", "C-03"]', 'check-name': 'stagegate / leg' }, { BLOCK_PIDS: pids }));
    await waitFor(() => existsSync(pids), 'the assessment of C-02 to start');
    const [shell, sleeper] = readFileSync(pids, 'utf8').trim().split(' ').map(Number) as [number, number];
    process.kill(leg.pid, 'SIGINT');
    const r = await leg.result;
    expect(r.signal).toBeNull(); // it handled the signal and reported
    expect(r.exitCode).toBe(1);
    expect(processAlive(shell)).toBe(false);
    expect(processAlive(sleeper)).toBe(false);
    expect(groupMembers(leg.pid)).toEqual([]);

    expect(r.outputs['status']).toBe('WORKFLOW_INTERRUPTED');
    expect(r.outputs['complete']).toBe('false');
    // Only the shard that finished was uploaded.
    const uploaded = r.outputs['artifact-name']!;
    expect(SHARD_NAME.exec(uploaded)?.[1]).toBe('C-01');
    expect(gh.fake.artifacts(RUN).map((a) => a.name).filter((n) => SHARD_NAME.test(n))).toEqual([uploaded]);
    // C-03 never started: no folder of its own.
    expect(existsSync(join(r.env['GITHUB_WORKSPACE']!, 'runs/fan-out/r1/foreach/assess-components/c-03'))).toBe(false);
    expect(r.summary).toContain('the job was cancelled before shard C-03 started (still pending: run this leg again)');
    expect(r.summary).toContain('| <code>C-03</code> | not started | — |');
    const errors = r.annotations.filter((a) => a.level === 'error');
    expect(errors.map((a) => a.properties['title'])).toEqual(['stagegate: shard C-02: WORKFLOW_INTERRUPTED', 'stagegate: leg interrupted']);
    expect(gh.fake.checkRuns.filter((c) => c.name === 'stagegate / leg').pop()).toMatchObject({ status: 'completed', conclusion: 'cancelled' });

    const merge = await runActionStep(step('merge', { command: 'merge' }));
    expect(merge.exitCode, merge.stdout + merge.stderr).toBe(0);
    expect(merge.summary).toContain('Shards merged: C-01');
    expect(merge.summary).toContain('still pending: C-02, C-03');
  });
});
